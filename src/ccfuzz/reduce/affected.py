"""What a reduced program does under each build, and which installed versions it affects."""

from __future__ import annotations

import os
import tempfile
from dataclasses import replace
from pathlib import Path

from ccfuzz import compilers, config, constructs, sandbox
from ccfuzz.case.bundle import Outcome
from ccfuzz.model import BuildStatus, Origin, Program
from ccfuzz.predicate import Claim, holds, run_limits
from ccfuzz.tester import run_binary


def describe(claim: Claim, source: bytes) -> list[Outcome]:
    """What each build of the claim does with ``source`` (for the report)."""
    program = Program("prog.c", "", Origin("candidate"), claim.stdin)
    out: list[Outcome] = []
    with tempfile.TemporaryDirectory(prefix="ccfuzz-describe-") as tmp:
        for build in (*claim.targets, *claim.references):
            built = build.build_with(source, sandbox.Limits(wall_seconds=claim.compile_seconds),
                                     Path(tmp))
            entry = Outcome(build.id, build.command, build.version, built.status.value,
                            _kept(built.diagnostics))
            if built.status is BuildStatus.OK and built.binary is not None:
                outcome = run_binary(built.binary, program, run_limits(claim),
                                     tmp_root=Path(tmp), runner=built.runner).outcome()
                entry = replace(entry, ending=outcome.ending.value, code=outcome.code,
                                stdout=outcome.stdout.decode(errors="replace")[:4000])
            out.append(entry)
    return out


def affected_versions(claim: Claim, source: bytes, cfg: config.Config | None = None
                      ) -> dict[str, dict[str, object]]:
    """Does the claim hold on ``source`` under every installed compiler of the target's family
    and target machine (on PATH, in a toolchain root, or named in ``cfg``; default:
    ``./ccfuzz.toml``'s), with the target's flags? Each entry: {"version", "reproduced",
    "trunk"}. A crash or a rejection counts whatever its text: the signature names the
    compiler or its version. A release before a construct of ``source`` came
    (``constructs.predates``: gcc 13 and ``_BitInt``) is not asked ("reproduced" None): its
    rejection would say nothing of the bug."""
    target = claim.targets[0]
    cfg = config.load(None) if cfg is None else cfg
    installed = compilers.installed(cfg).every
    own = next((c for c in installed if target.compiler in (c.name, *c.aliases)), None)
    family = own.family if own is not None else compilers.guess_family(target.compiler,
                                                                       target.version)
    flags = target.command[1:]
    # Coverage builds count lines, not releases: a configured one is not asked.
    coverage = {os.path.realpath(c.compiler) for c in cfg.coverage}
    asked = {os.path.realpath(target.command[0])}
    candidates = [(target.compiler, target.version, target.command[0],
                   own is not None and own.trunk)]
    target_of = own.target if own is not None else ""  # a cross compiler's: its target's
    for c in installed:
        real = os.path.realpath(c.path)
        if c.family == family and c.target == target_of and real not in asked and \
                real not in coverage:
            asked.add(real)
            candidates.append((c.name, c.version, c.path, c.trunk))
    result: dict[str, dict[str, object]] = {}
    text = source.decode(errors="replace")
    for name, version, path, trunk in candidates:
        if constructs.predates(family, version, text):  # a release before _BitInt came
            result[name] = {"version": version, "reproduced": None, "trunk": trunk}
            continue
        other = replace(target, id=f"{name} {' '.join(flags)}", compiler=name, version=version,
                        command=(path, *flags))
        trial = replace(claim, targets=(other,),
                        signature=claim.signature if name == target.compiler else None)
        result[name] = {"version": version, "reproduced": holds(trial, source).holds,
                        "trunk": trunk}
    return result


_HEAD, _TAIL = 3000, 1000  # characters of a compile's diagnostics an outcome keeps


def _kept(diagnostics: str) -> str:
    """Where a crash says what went wrong (its first lines: the ICE, the pass, the top of the
    stack) and how the compile ended (its last), when it says more than both."""
    if len(diagnostics) <= _HEAD + _TAIL:
        return diagnostics
    return diagnostics[:_HEAD] + "\n[...]\n" + diagnostics[-_TAIL:]

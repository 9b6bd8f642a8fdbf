"""What a reduced program does under each build, and which installed versions it affects."""

from __future__ import annotations

import tempfile
from dataclasses import replace
from pathlib import Path

from ccfuzz import compilers, sandbox
from ccfuzz.model import BuildStatus, Origin, Program
from ccfuzz.predicate import Claim, holds, run_limits
from ccfuzz.tester import run_binary


def describe(claim: Claim, source: bytes) -> dict[str, dict[str, object]]:
    """What each build of the claim does with ``source`` (for the report)."""
    program = Program("prog.c", "", Origin("candidate"), claim.stdin)
    out: dict[str, dict[str, object]] = {}
    with tempfile.TemporaryDirectory(prefix="ccfuzz-describe-") as tmp:
        for build in (*claim.targets, *claim.references):
            built = build.build_with(source, sandbox.Limits(wall_seconds=claim.compile_seconds),
                                     Path(tmp))
            entry: dict[str, object] = {"command": list(build.command),
                                        "version": build.version,
                                        "compile": built.status.value,
                                        "diagnostics": built.diagnostics[-3000:]}
            if built.status is BuildStatus.OK and built.binary is not None:
                outcome = run_binary(built.binary, program, run_limits(claim),
                                     tmp_root=Path(tmp), runner=built.runner).outcome()
                entry.update(run=outcome.ending.value, code=outcome.code,
                             stdout=outcome.stdout.decode(errors="replace")[:4000])
            out[build.id] = entry
    return out


def affected_versions(claim: Claim, source: bytes) -> dict[str, dict[str, object]]:
    """Does the claim hold on ``source`` under every installed compiler of the target's family
    (gcc-11, gcc-12, clang-13...16), with the target's flags? A crash or a rejection counts
    whatever its text: the signature names the compiler or its version."""
    target = claim.targets[0]
    installed = compilers.discover()
    family = next((c.family for c in installed if c.name == target.compiler),
                  compilers.guess_family(target.compiler, target.version))
    flags = target.command[1:]
    candidates = [(target.compiler, target.version, target.command[0])] + [
        (c.name, c.version, c.path) for c in installed
        if c.family == family and c.name != target.compiler]
    result: dict[str, dict[str, object]] = {}
    for name, version, path in candidates:
        other = replace(target, id=f"{name} {' '.join(flags)}", compiler=name, version=version,
                        command=(path, *flags))
        trial = replace(claim, targets=(other,),
                        signature=claim.signature if name == target.compiler else None)
        result[name] = {"version": version, "reproduced": holds(trial, source).holds}
    return result

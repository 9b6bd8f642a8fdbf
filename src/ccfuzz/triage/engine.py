"""One finding through every triage stage (see the package), recorded as it goes.

A stage that cannot run (a tool missing, a finding kind it does not apply to) says why in its
entry and leaves the state to the others; Ctrl-C records what the stages so far concluded as an
incomplete triage (state ``unresolved``), and the next ``ccfuzz triage`` goes on from it: a
stopped reduction is continued, a complete one reused.
"""

from __future__ import annotations

import functools
import json
import resource
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ccfuzz.errors import CcfuzzError, NotFoundError, ToolMissingError
from ccfuzz.model import FindingKind
from ccfuzz.passes.toolchain import Toolchain, find_toolchain
from ccfuzz.predicate import (
    REDUCED_OPT_COMMAND,
    RULES,
    SEQUENCE,
    Claim,
    RecordedBuild,
    holds,
    is_passes_finding,
)
from ccfuzz.store import FindingRow, Store, TriageRow
from ccfuzz.triage import dedup, ir
from ccfuzz.triage.states import State, decide
from ccfuzz.triage.versions import Releases

Say = Callable[[str], None]


@dataclass(frozen=True)
class Options:
    jobs: int = 2
    reduce_seconds: float = 1800.0  # the C reduction's budget
    ir_seconds: float = 600.0  # llvm-reduce's budget
    against: tuple[Path, ...] = ()  # other run directories whose bugs count for duplicates


@dataclass
class _Run:
    """What the stages found so far; turned into the row at the end (or on Ctrl-C)."""

    finding: FindingRow
    stages: dict[str, Any] = field(default_factory=dict)
    misuse: str | None = None
    invalid: str | None = None
    releases: Releases | None = None
    reachable: bool | None = None
    key: str = ""
    error: str | None = None  # why a stage could not go on


def triage_finding(store: Store, finding_id: int, rundir: Path, options: Options,
                   say: Say = lambda _: None) -> TriageRow:
    """Triage one finding (see the module) and record the result."""
    finding = store.finding(finding_id)
    run = _Run(finding)
    cpu = _cpu()
    complete = False
    try:
        if is_passes_finding(finding):
            _passes(store, run, rundir, options, say)
        else:
            _c_compiler(store, run, rundir, options, say)
        complete = True
    except CcfuzzError as exc:
        # A stage that cannot go on (the program no longer shows it, a tool is missing):
        # said, and the other findings are triaged all the same; `triage ID` asks again.
        run.error = str(exc)
        complete = True
    finally:
        row = _conclude(store, run, rundir, options, complete, _cpu() - cpu)
        earlier = store.triage(finding_id)
        # A stopped triage does not replace a complete one made before.
        if complete or earlier is None or not earlier.complete:
            store.record_triage(row)
    return row


def _cpu() -> float:
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(
        resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def _conclude(store: Store, run: _Run, rundir: Path, options: Options, complete: bool,
              seconds: float) -> TriageRow:
    finding = run.finding
    duplicate_of = None
    if run.key and run.misuse is None and run.invalid is None:
        duplicate_of = dedup.earlier(store, finding.id, run.key, options.against)
        run.stages["duplicates"] = {"key": run.key, "of": duplicate_of}
    releases = run.releases
    if run.error is not None:
        state, detail = State.UNRESOLVED, run.error
    elif complete:
        state, detail = decide(misuse=run.misuse, valid=run.invalid, duplicate_of=duplicate_of,
                               newest_shows=None if releases is None else releases.newest_shows,
                               versions=None if releases is None else releases.label,
                               reachable=run.reachable)
    else:
        state, detail = State.UNRESOLVED, "stopped before every stage had run (ccfuzz triage " \
            f"{finding.id} goes on)"
    row = TriageRow(finding.id, state.value, detail, run.key, run.stages, complete, seconds,
                    time.time())
    if complete:
        from ccfuzz.triage.report import write_report

        path = write_report(store, row, rundir)
        row = replace(row, stages={**row.stages, "report": str(path.relative_to(rundir))})
    return row


# -- C compilers (``ccfuzz hunt`` findings) ---------------------------------------------------

def _c_compiler(store: Store, run: _Run, rundir: Path, options: Options, say: Say) -> None:
    from ccfuzz.case import strict
    from ccfuzz.case.spec import Spec
    from ccfuzz.culprit.trace import family_of
    from ccfuzz.triage import validity

    finding = run.finding
    if finding.kind not in RULES:
        run.stages["program"] = {"reduced": False,
                                 "why": f"{finding.kind.value} findings are not reduced"}
        run.key = f"{finding.kind.value}|{finding.signature}"
        return
    reduction, bundle = _reduced(store, finding, rundir, options, say)
    spec = Spec.load(bundle / "spec.json")
    original = (store.program(finding.program_id).source or "").encode()
    if spec.dialect is None and strict.dialect_of(original) is not None:
        # A reduction made before candidates had to stay strict C: made again, from the start.
        reduction, bundle = _reduced(store, finding, rundir, options, say, again=True)
        spec = Spec.load(bundle / "spec.json")
    source = reduction.source.encode()
    # A reduction its budget stopped is used as it is; `ccfuzz triage ID` goes on with it.
    run.stages["program"] = {"original_bytes": reduction.original_bytes,
                             "reduced_bytes": reduction.reduced_bytes,
                             "reduced_lines": reduction.reduced_lines,
                             "reduction_complete": _ledger_complete(bundle)}
    say("strict validity")
    check = validity.check(spec.claim, original, source, _all_builds(store, finding))
    run.stages["validity"] = check.to_json()
    if check.problem is not None:
        run.invalid = check.problem
        return
    say("versions")
    run.releases = Releases.of(reduction.affected)
    run.stages["versions"] = {"releases": run.releases.to_json(),
                              "summary": run.releases.summary(),
                              "label": run.releases.label}
    run.reachable = True  # an ordinary compile at an -O level showed it
    settings = store.campaign(finding.campaign_id).settings
    family = family_of(settings.get("compilers", []), spec.claim.targets[0])
    culprit = store.culprit(finding.id, finding.program_id)
    if culprit is None or culprit.program != "reduced":  # traced before the reduction
        say("culprit")
        culprit = _trace(store, finding.id)
    key = "" if culprit is None else str(culprit.details.get("key", ""))
    run.stages["culprit"] = None if culprit is None else {
        "summary": culprit.summary, "key": key, "scheme": culprit.scheme}
    run.key = dedup.c_key(finding, family, key, check.crash_detail, source)


def _reduced(store: Store, finding: FindingRow, rundir: Path, options: Options,
             say: Say, *, again: bool = False) -> tuple[Any, Path]:
    """The finding's complete reduction, made (or continued) when there is none; made anew
    from the recorded program with ``again``."""
    from ccfuzz.reduce.run import reduce_finding

    reduction = store.reduction(finding.id)
    bundle = rundir / "bundles" / f"finding-{finding.id}"
    if reduction is not None:
        bundle = rundir / reduction.bundle
    done = reduction is not None and _ledger_complete(bundle) and not again
    if not done:
        # A reduction killed outright (SIGKILL, the OOM killer) recorded nothing in the
        # store, but its reduced.c is whole and smaller than the original: go on from it.
        resume = not again and (reduction is not None or _kept_in(bundle))
        say(f"reducing (up to {options.reduce_seconds:.0f} s)"
            + (", going on from the stopped reduction" if resume else "")
            + (", again: the stored one was not kept strict C" if again else ""))
        result = reduce_finding(store, finding.id, rundir, jobs=options.jobs,
                                timeout=options.reduce_seconds, resume=resume,
                                on_message=say)
        reduction, bundle = result.row, result.bundle
    assert reduction is not None
    return reduction, bundle


def _kept_in(bundle: Path) -> bool:
    """Whether a stopped reduction left in ``bundle`` a program other than the original."""
    try:
        return (bundle / "reduced.c").read_bytes() != (bundle / "original.c").read_bytes()
    except OSError:
        return False


def _ledger_complete(bundle: Path) -> bool:
    try:
        return bool(json.loads((bundle / "reduction.json").read_text())["complete"])
    except (OSError, ValueError, KeyError, TypeError):
        return False


def _all_builds(store: Store, finding: FindingRow) -> list[RecordedBuild]:
    """Every build the campaign ran on the finding's program except the misbehaving ones:
    the other compilers and levels a strictly valid reduced program must satisfy."""
    return [RecordedBuild(o.build, o.compiler, o.version, o.command)
            for o in store.observations(finding.program_id)
            if o.build not in finding.builds and o.command and o.command[0] != "bash"]


def _trace(store: Store, finding_id: int) -> Any:
    from ccfuzz.culprit.trace import trace

    try:
        row = trace(store, finding_id)
    except CcfuzzError:
        return None
    store.record_culprit(row)
    return row


# -- LLVM's opt (``ccfuzz passes`` findings) ---------------------------------------------------

def _passes(store: Store, run: _Run, rundir: Path, options: Options, say: Say) -> None:
    from ccfuzz.passes.pipeline import runtime_libraries

    finding = run.finding
    sequence = finding.evidence[SEQUENCE]
    last = sequence.split()[-1].lstrip("-") if sequence.split() else "?"
    run.stages["culprit"] = {"summary": f"pass {last} (the last of the reduced sequence "
                                        f"`{sequence}`)", "key": f"pass {last}",
                             "scheme": "ctos-sequence"}
    # Findings of older stores were back-end failures: the linker's words say it all the same.
    libraries = runtime_libraries(finding.evidence.get("diagnostics", ""))
    if finding.kind is FindingKind.PASS_MISUSE or libraries:
        run.misuse = ("the output calls into a run-time library ("
                      + ", ".join(f"{x}*" for x in libraries) + ") that only the driver's "
                      "instrumentation set-up links: the pass was used out of place, not a bug")
        run.stages["misuse"] = run.misuse
        return
    detail = finding.signature.split("|", 3)[-1]
    run.key = dedup.passes_key(finding.kind, last, detail)
    # The key is known before any reduction: a duplicate costs nothing more.
    if dedup.earlier(store, finding.id, run.key, options.against) is not None:
        return
    if finding.kind in ir.IR_KINDS:
        _passes_ir(store, run, rundir, options, say, detail)
    elif finding.kind in RULES:
        _passes_runs(store, run, rundir, options, say)
    else:
        run.stages["program"] = {"reduced": False,
                                 "why": f"{finding.kind.value} findings are not reduced"}


def _passes_ir(store: Store, run: _Run, rundir: Path, options: Options, say: Say,
               detail: str) -> None:
    finding = run.finding
    command = finding.evidence.get(REDUCED_OPT_COMMAND)
    if command is None:
        raise NotFoundError(f"finding {finding.id} has no reduced opt command")
    arguments = ir.opt_arguments(command)
    own = find_toolchain(command.split()[0])  # gone: ToolMissingError, the finding unresolved
    llvms = ir.installed()
    kind = finding.kind
    source = (store.program(finding.program_id).source or "").encode()
    # Each release's IR of the program, made once: the versions and reachability ask them.
    fronts = {llvm.major: ir.frontend(llvm, source) for llvm in llvms}
    front = fronts[own.major] if own.major in fronts else ir.frontend(own, source)
    bundle = rundir / "bundles" / f"finding-{finding.id}"
    bundle.mkdir(parents=True, exist_ok=True)
    if front is None or not ir.same(ir.attempt(own, arguments, front, kind).failure, kind,
                                    detail):
        run.invalid = f"{own.opt} with the reduced sequence does not show it on the program's IR"
        run.stages["program"] = {"reproduced": False}
        return
    (bundle / "original.c").write_bytes(source)
    (bundle / "original.ll").write_bytes(front)
    kept = bundle / "reduced.ll"
    if kept.exists() and kept.read_bytes() != front and ir.same(
            ir.attempt(own, arguments, kept.read_bytes(), kind).failure, kind, detail):
        reduced: bytes | None = kept.read_bytes()  # an earlier triage's, still failing
    else:
        say(f"llvm-reduce (up to {options.ir_seconds:.0f} s)")
        reduced = ir.reduce_ir(own, arguments, front, kind, detail, bundle, options.ir_seconds)
    ir_text = reduced if reduced is not None else front
    kept.write_bytes(ir_text)
    said = ir.attempt(own, arguments, ir_text, kind).proc.stderr_text().strip().splitlines()
    run.stages["program"] = {"reproduced": True, "ir_bytes": len(front),
                             "diagnostics": said[:ir.REPORTED_LINES],
                             "reduced_ir_bytes": len(ir_text), "reduced": reduced is not None,
                             "c_bytes": len(source), "opt_arguments": list(arguments)}
    say("versions")
    rows: list[tuple[str, str, bool | None]] = []
    for llvm in llvms:
        other = fronts[llvm.major]
        tried = None if other is None else ir.attempt(llvm, arguments, other, kind)
        shows = None if tried is None or ir.unknown_pipeline(tried.proc) else ir.same(
            tried.failure, kind, detail)
        rows.append((llvm.name, llvm.version, shows))
    run.releases = Releases(tuple(rows))
    run.stages["versions"] = {"releases": run.releases.to_json(),
                              "summary": run.releases.summary(),
                              "label": run.releases.label}
    say("reachability from -O levels")
    newest = llvms[-1]
    newest_ir = fronts[newest.major] or front
    reach = {**ir.reachable_from_c(newest, source, finding.kind, detail),
             **ir.reachable_from_ir(newest, newest_ir, finding.kind, detail)}
    run.reachable = any(reach.values())
    run.stages["reachability"] = reach


def _passes_runs(store: Store, run: _Run, rundir: Path, options: Options, say: Say) -> None:
    """Wrong code or a crashing binary after a pass sequence: the C program is reduced under
    the reduced pipeline (as ``ccfuzz reduce`` does); reachable when the same clang at an -O
    level miscompiles the reduced program too."""
    from ccfuzz.case.spec import Spec

    finding = run.finding
    reduction, bundle = _reduced(store, finding, rundir, options, say)
    spec = Spec.load(bundle / "spec.json")
    try:
        own: Toolchain | None = find_toolchain(
            finding.evidence.get(REDUCED_OPT_COMMAND, "opt").split()[0])
    except ToolMissingError:
        own = None
    source = reduction.source.encode()
    shows_own = holds(spec.claim, source).holds
    rows = [(llvm.name, llvm.version,
             shows_own if own is not None and llvm.major == own.major else None)
            for llvm in ir.installed()]
    run.releases = Releases(tuple(rows))
    run.stages["versions"] = {"releases": run.releases.to_json(),
                              "summary": run.releases.summary(),
                              "label": run.releases.label}
    if own is None:
        return
    say("reachability from -O levels")
    reach = {}
    for level in ir.C_LEVELS:
        target = RecordedBuild(f"{Path(own.clang).name} {level}", Path(own.clang).name,
                               own.version, (own.clang, level, "-w", "prog.c", "-o", "prog",
                                             "-lm"), spec.claim.targets[0].ending,
                               spec.claim.targets[0].signal)
        reach[target.id] = holds(_with_target(spec.claim, target), source).holds
    run.reachable = any(reach.values())
    run.stages["reachability"] = reach


def _with_target(claim: Claim, target: RecordedBuild) -> Claim:
    return replace(claim, targets=(target,), signature=None)


def untriaged(store: Store, among: Iterable[int] | None = None) -> list[int]:
    """The findings (of ``among``; default: all) with no complete triage, by id."""
    done = store.triages()
    ids = [f.id for f in store.findings()] if among is None else sorted(among)
    return [i for i in ids if i not in done or not done[i].complete]


def triage_all(store: Store, rundir: Path, options: Options, ids: Sequence[int] | None = None,
               say: Callable[[int, str], None] = lambda _i, _s: None) -> list[TriageRow]:
    """Triage each finding in ``ids`` (default: every finding with no complete triage)."""
    todo = list(ids) if ids is not None else untriaged(store)
    rows = []
    for finding_id in todo:
        rows.append(triage_finding(store, finding_id, rundir, options,
                                   functools.partial(say, finding_id)))
    return rows


__all__ = ["Options", "triage_all", "triage_finding"]

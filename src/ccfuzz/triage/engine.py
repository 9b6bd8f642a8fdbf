"""One finding through the triage pipeline of its kind (see the package), recorded as it goes.

Stages are registered by name (``context.register``; ``cstages.py`` for C compilers, ``irstages.py``
for LLVM's opt), each returning a typed result (``results.py``) that the row keeps under the
result's name; ``PIPELINES`` is the order of stage names for each route a finding takes
(``route``). A stage hands later ones what they need through the ``Context`` and ends the
pipeline with ``Context.stop`` (an invalid program, a pass used out of place, a known
duplicate); no stage imports another.

A stage that cannot go on (``CcfuzzError``: a tool missing, the program no longer shows it)
leaves the finding unresolved with the reason; Ctrl-C records what the stages so far
concluded as an incomplete triage (state ``unresolved``), and the next ``ccfuzz triage`` goes
on from it: a stopped reduction is continued, a complete one reused.
"""

from __future__ import annotations

import functools
import resource
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from ccfuzz.case.bundle import RunDir
from ccfuzz.errors import CcfuzzError
from ccfuzz.predicate import RULES, is_passes_finding, is_unconfirmed_passes_finding
from ccfuzz.store import FindingRow, Store, TriageRow
from ccfuzz.triage import dedup, ir
from ccfuzz.triage.context import STAGES, Context, Options, Say
from ccfuzz.triage.results import Duplicates
from ccfuzz.triage.states import State, decide

# The order of the stages, by route (see ``route``).
PIPELINES: dict[str, tuple[str, ...]] = {
    # ``ccfuzz hunt`` findings a program can be checked on (crashes, rejections, wrong code).
    "c": ("program", "validity", "versions", "ordinary-compile", "culprit", "pass-ir", "levels",
          "wrapv", "c-key"),
    # Hangs, performance: nothing to reduce; the signature is the key.
    "c-other": ("not-reduced",),
    # ``ccfuzz passes`` findings that show in opt, llc or the link alone.
    "opt-ir": ("sequence-culprit", "pass-misuse", "opt-key", "ir-program", "ir-versions",
               "ir-reachability"),
    # ``ccfuzz passes`` wrong code and crashing binaries: the C program is reduced.
    "opt-run": ("sequence-culprit", "pass-misuse", "opt-key", "program", "opt-versions",
                "opt-reachability"),
    "opt-other": ("sequence-culprit", "pass-misuse", "opt-key", "not-reduced"),
    # ``ccfuzz passes`` failures not seen again on a second try: no sequence to ask with (a
    # link that misses a run-time library says what it is all the same).
    "opt-unconfirmed": ("pass-misuse", "unconfirmed"),
}


def route(finding: FindingRow) -> str:
    """The pipeline a finding goes through."""
    if is_unconfirmed_passes_finding(finding):
        return "opt-unconfirmed"
    if is_passes_finding(finding):
        if finding.kind in ir.IR_KINDS:
            return "opt-ir"
        return "opt-run" if finding.kind in RULES else "opt-other"
    return "c" if finding.kind in RULES else "c-other"


def _load_stages() -> None:
    # The stage modules register themselves; imported here so that reading a triage (the
    # report, ``findings``) needs none of them.
    from ccfuzz.triage import cstages, irstages

    assert cstages and irstages


def triage_finding(store: Store, finding_id: int, rundir: Path, options: Options,
                   say: Say = lambda _: None) -> TriageRow:
    """Triage one finding (see the module) and record the result."""
    _load_stages()
    ctx = Context(store, store.finding(finding_id), RunDir(rundir), options, say)
    cpu = _cpu()
    complete = False
    try:
        for name in PIPELINES[route(ctx.finding)]:
            produced = STAGES[name].run(ctx)
            if produced is not None:
                ctx.results[produced.name] = produced
            if ctx.stop:
                break
        complete = True
    except CcfuzzError as exc:
        # Said, and the other findings are triaged all the same; `triage ID` asks again.
        ctx.error = str(exc)
        complete = True
    finally:
        row = _conclude(ctx, complete, _cpu() - cpu)
        earlier = store.triage(finding_id)
        # A stopped triage does not replace a complete one made before.
        if complete or earlier is None or not earlier.complete:
            store.record_triage(row)
    return row


def _cpu() -> float:
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(
        resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def _conclude(ctx: Context, complete: bool, seconds: float) -> TriageRow:
    finding = ctx.finding
    duplicate_of = None
    if ctx.key and ctx.misuse is None and ctx.invalid is None:
        duplicate_of = dedup.earlier(ctx.store, finding.id, ctx.key, ctx.options.against)
        ctx.results[Duplicates.name] = Duplicates(ctx.key, duplicate_of)
    releases = ctx.releases
    if ctx.error is not None:
        state, detail = State.UNRESOLVED, ctx.error
    elif complete:
        state, detail = decide(misuse=ctx.misuse, valid=ctx.invalid, duplicate_of=duplicate_of,
                               newest_shows=None if releases is None else releases.newest_shows,
                               versions=None if releases is None else releases.label,
                               reachable=ctx.reachable)
    else:
        state, detail = State.UNRESOLVED, "stopped before every stage had run (ccfuzz triage " \
            f"{finding.id} goes on)"
    stages = {name: r.to_json() for name, r in ctx.results.items()}
    return TriageRow(finding.id, state.value, detail, ctx.key, stages, complete, seconds,
                     time.time())


def untriaged(store: Store, among: Iterable[int] | None = None) -> list[int]:
    """The findings (of ``among``; default: all) with no complete triage, by id."""
    done = store.triages()
    ids = [f.id for f in store.findings()] if among is None else sorted(among)
    return [i for i in ids if i not in done or not done[i].complete]


# What is called with each finding once its triage is recorded: the report's writer (the
# command line hands it in, so that triage need not know the report).
Recorded = Callable[[Store, TriageRow, Path], None]


def triage_all(store: Store, rundir: Path, options: Options, ids: Sequence[int] | None = None,
               say: Callable[[int, str], None] = lambda _i, _s: None,
               recorded: Recorded | None = None) -> list[TriageRow]:
    """Triage each finding in ``ids`` (default: every finding with no complete triage);
    ``recorded`` is called with each complete one."""
    todo = list(ids) if ids is not None else untriaged(store)
    rows = []
    for finding_id in todo:
        row = triage_finding(store, finding_id, rundir, options,
                             functools.partial(say, finding_id))
        if recorded is not None and row.complete:
            recorded(store, row, rundir)
        rows.append(row)
    return rows


__all__ = ["PIPELINES", "Options", "route", "triage_all", "triage_finding"]

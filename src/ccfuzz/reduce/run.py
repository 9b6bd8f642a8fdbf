"""``ccfuzz reduce ID``: shrink a finding's program with C-Vise under the guarded check.

Stages, each starting from what the last one left:

1. ccfuzz's line pass (``lines.py``), in this process: the big cuts, candidates straight to
   the check;
2. a sweep of C-Vise's passes, each once (its first and main pass groups, without its line
   and token passes, and its digit-by-digit ``IntsPass::a``): the rewrites (calls to values,
   inlining, big expressions cut down...);
3. ccfuzz's line, number and token passes (``numbers.py``, ``tokens.py``);
4. sweeps of C-Vise's main group and ccfuzz's passes in turn, until each has found
   nothing on the program as it is (blanks do not count: C-Vise re-indents; the token and
   number passes have, when they end: they run to their own fixed points), ``ROUNDS`` sweeps
   at most;
5. C-Vise's clean-up (its last group).

Before them, a generated program's promises to the optimizer (loop hints, ``restrict``) are
defined away where the finding holds without them (``_without_promises``: no check of a
candidate sees a broken promise), and the interestingness script must accept the start in a
directory of its own, as C-Vise would check first. With C-Reduce, or a C-Vise whose groups
are not found, the reducer runs alone with its default passes.

The bundle directory (``RUNDIR/bundles/finding-ID/``) gets everything a compiler developer
or a later ccfuzz needs: ``original.c``, ``reduced.c``, ``input``, ``spec.json`` (the builds
with their command lines and versions, and the dialect of strict C every candidate kept),
``reduction.json`` (the time, and the commands that accept ``reduced.c`` as strict C),
``interesting.sh`` (the check C-Vise ran; runs on its
own: ``./interesting.sh`` in a directory holding ``prog.c``), ``outcomes.json`` (what each
build does with the reduced program), the pass groups, and ``cvise.log`` (C-Vise's log: each
pass and step).
The store records the reduction; ``ccfuzz show`` then prefers the reduced program (``ccfuzz
reduce`` then traces the culprit on it: ``cli``, not this module, chains the two).

``reduced.c`` holds the smallest program that passed the check, at every moment (each one
written beside it and renamed over it): Ctrl-C, ``--timeout`` or a kill leave it whole, and
``--continue`` starts from it (or from the store's reduction, when that is smaller and still
passes). A run never replaces a smaller earlier result that still passes.
"""

from __future__ import annotations

import shlex
import shutil
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ccfuzz import constructs, sandbox
from ccfuzz.case import framac
from ccfuzz.case.bundle import Bundle, Ledger, RunDir
from ccfuzz.case.guard import default_guard
from ccfuzz.case.spec import Spec, from_finding
from ccfuzz.case.strict import Dialect
from ccfuzz.compilers import SOURCE_NAME
from ccfuzz.errors import CcfuzzError, ToolMissingError
from ccfuzz.model import Ending
from ccfuzz.reduce import check as checker
from ccfuzz.reduce import passgroup, service
from ccfuzz.reduce.affected import affected_versions, describe
from ccfuzz.reduce.stages import OWN_PASSES, REFUSED_START, Stages
from ccfuzz.store import ReductionRow, Store
from ccfuzz.wholefile import write_whole

TOOLS = ("cvise", "creduce")


@dataclass
class Result:
    row: ReductionRow
    bundle: Bundle
    complete: bool  # False: stopped by the timeout or Ctrl-C
    recorded: bool  # in the store (the finding's own program), not only in the bundle
    started_from: int  # bytes of the program C-Vise started from (less when continuing)
    dialect: Dialect | None = None  # the reduced program is strict C in it (None: not asked)


def find_tool(preferred: str | None) -> tuple[str, str]:
    """(path, version) of C-Vise, or C-Reduce when C-Vise is missing."""
    for name in ([preferred] if preferred else list(TOOLS)):
        path = shutil.which(name)
        if path:
            proc = sandbox.run([path, "--version"], limits=sandbox.Limits(wall_seconds=30))
            version = (proc.stdout.decode(errors="replace").strip().splitlines() or [name])[0]
            return path, version if name in version else f"{name} {version}"
    raise ToolMissingError("no reducer found: install Debian's cvise (or creduce)")


def interestingness_script(spec_path: Path) -> str:
    return ("#!/bin/sh\n# ccfuzz interestingness test: exit 0 when prog.c still shows the "
            "finding, is strict C in its original's dialect and is free of undefined "
            "behaviour\n"
            + service.script_lines(SOURCE_NAME) +
            f"exec {shlex.quote(sys.executable)} -m ccfuzz.reduce.check "
            f"{shlex.quote(str(spec_path))} {SOURCE_NAME} \"$@\"\n")


def prepare_bundle(store: Store, finding_id: int, rundir: Path, *, guard: bool,
                   bundle: Bundle | None = None, program_id: int | None = None,
                   frama_c: bool = False) -> tuple[Spec, Bundle, bytes]:
    """The spec, bundle directory and source of the finding's program, or of another
    program that showed the same finding (``program_id``, one of its sightings)."""
    finding = store.finding(finding_id)
    pid = store.shown_by(finding, program_id)
    program = store.program(pid)
    settings = store.campaign(finding.campaign_id).settings
    spec = from_finding(finding, program, store.observations(pid),
                        settings, default_guard(guard, program.source or ""),
                        strict=True)
    if frama_c and guard:
        spec.guard.frama_c = framac.find()
    bundle = (bundle or RunDir(rundir).bundle(
        finding_id, None if pid == finding.program_id else pid)).make()
    source = (program.source or "").encode()
    bundle.original_c.write_bytes(source)
    bundle.input.write_bytes(spec.claim.stdin)
    bundle.write_spec(spec)
    script = bundle.interesting
    script.write_text(interestingness_script(bundle.spec_file.resolve()))
    script.chmod(0o755)
    return spec, bundle, source


def reduce_finding(store: Store, finding_id: int, rundir: Path, *, jobs: int = 2,
                   timeout: float = 3600, tool: str | None = None, guard: bool = True,
                   on_progress: Callable[[int, float], None] | None = None,
                   bundle: Bundle | None = None, record: bool = True,
                   program_id: int | None = None, resume: bool = False,
                   frama_c: bool = False,
                   on_message: Callable[[str], None] | None = None) -> Result:
    """Reduce the finding's program (or ``program_id``, another of its sightings: then the
    result is only written to its bundle, since the store keeps one reduction per finding).

    ``resume``: start from the smallest earlier result that still passes the check (the
    bundle's ``reduced.c``, the store's reduction), and say so through ``on_message``; the
    time of that earlier run counts in the total. Without it, the reduction starts from the
    program, and an earlier result that passes stays unless this run finds a smaller one.

    ``reduced.c`` is the smallest program that passed the check so far, at every moment:
    Ctrl-C (``KeyboardInterrupt``, re-raised once the result is recorded), SIGTERM or a kill
    leave it whole."""
    tool_path, tool_version = find_tool(tool)
    spec, bundle, source = prepare_bundle(store, finding_id, rundir, guard=guard,
                                          bundle=bundle, program_id=program_id,
                                          frama_c=frama_c)
    if program_id is not None and program_id != store.finding(finding_id).program_id:
        record = False
    dest = bundle.reduced_c
    stored = store.reduction(finding_id) if record else None
    begin = _start(spec, source, dest, stored, resume=resume, finding_id=finding_id,
                   on_message=on_message)
    start_from, best_earlier, continuing = begin.program, begin.best_earlier, begin.continuing
    earlier_ledger = bundle.ledger()
    seconds_before = earlier_ledger.seconds if continuing and earlier_ledger else 0.0
    # ``dest`` holds the smallest checked program from now on, always whole (check.py): the
    # best earlier result, or the start, then each smaller candidate that passes.
    floor = min(start_from, best_earlier[1] if best_earlier else start_from, key=len)
    if not dest.exists() or dest.read_bytes() != floor:
        write_whole(dest, floor)
    working = bundle.working_c  # the program the stages pass on to one another
    write_whole(working, start_from)
    start = time.monotonic()
    deadline = start + timeout
    per_test = _seconds_per_check(spec)
    argv = [tool_path, "--n", str(jobs), "--timeout", str(int(per_test))]
    groups = None
    if Path(tool_path).name.startswith("cvise"):
        groups = passgroup.write_c_groups(tool_path, *bundle.pass_groups)
    script = [str(bundle.interesting.resolve()), SOURCE_NAME]
    stages = Stages(threading.Event(), working, deadline, jobs)
    checks = service.CheckService(spec, dest, stages.stop)

    def work(env: dict[str, str]) -> None:
        if not groups:  # the reducer alone, with its own passes
            stages.reducer([*argv, *script], env)
            return
        first_sweep, sweep, cleanup = ([*argv, "--pass-group-file", str(g.resolve()), *script]
                                       for g in groups)
        # C-Vise's own first step: the script, in a directory of its own, accepts the start
        # (ccfuzz's passes ask the check directly, so they would not notice if it did not).
        if not stages.script_accepts(script, env, per_test):
            return
        # ccfuzz's line pass makes the big cuts; C-Vise's sweeps the rewrites (its balanced
        # and clang passes shrink big expressions in fewer checks than token deletions
        # would); ccfuzz's line, number and token passes after each sweep, each skipped once
        # it found nothing on the program as it is; then C-Vise's clean-up.
        stages.own_passes(checks.verdicts, OWN_PASSES[:1])
        if stages.alternate((first_sweep, sweep), env, checks.verdicts):
            stages.reducer(cleanup, env)

    failures: list[Exception] = []

    def work_or_note(env: dict[str, str]) -> None:
        # An error in a stage (one of ccfuzz's passes, say) ends the reduction with that
        # error in this thread, not with the start program reported as the result.
        try:
            work(env)
        except Exception as exc:
            failures.append(exc)

    interrupted = False
    with checks as env:
        thread = threading.Thread(target=work_or_note, args=(env,), daemon=True)
        thread.start()
        try:
            while thread.is_alive():
                thread.join(1.0)
                if on_progress is not None:
                    try:
                        size = dest.stat().st_size
                    except OSError:
                        size = len(start_from)
                    on_progress(size, seconds_before + time.monotonic() - start)
        except KeyboardInterrupt:
            interrupted = True
            stages.stop.set()
            sandbox.kill_active()
            thread.join()
    seconds = seconds_before + time.monotonic() - start
    procs = stages.procs
    said = "".join(p.stdout.decode(errors="replace") + p.stderr_text() for p in procs)
    # C-Vise logs each pass and step (with its time) to stderr: where the time went. (Its
    # --log-file option writes nothing in C-Vise 2.7.) ccfuzz's passes add a line each.
    with bundle.reducer_log.open("ab" if continuing else "wb") as log:
        log.write(bytes(stages.log))
    if failures and not interrupted:
        working.unlink(missing_ok=True)
        raise failures[0]
    _raise_if_failed(Path(tool_path).name, stages, said, interrupted=interrupted)
    complete = (not interrupted and not stages.stopped
                and all(p.ending is Ending.EXITED for p in procs))
    # ``dest`` holds the smallest program that passed the check (or the best earlier
    # result). A complete reduction ends with C-Vise's clean-up, whose result may be no
    # smaller but tidier (names renamed): it replaces a program of its size. A stopped one
    # keeps ``dest``: what the stage under way left in ``working`` was cut short.
    stages.stop.set()  # the checks still under way keep nothing from now on
    reduced = checker.read_kept(dest)
    final = working.read_bytes()
    working.unlink(missing_ok=True)
    if complete and final != reduced and len(final) <= len(reduced) and \
            checks.verdicts(final):
        write_whole(dest, final)
        reduced = final
    bundle.write_ledger(Ledger(seconds, complete,
                               None if spec.dialect is None else spec.dialect.describe(),
                               () if spec.dialect is None else tuple(spec.dialect.commands())))
    bundle.write_outcomes(describe(spec.claim, reduced))
    affected = affected_versions(spec.claim, reduced)
    row = ReductionRow(finding_id, RunDir(rundir).relative(bundle.path), reduced.decode(),
                       len(source), len(reduced), reduced.decode().count("\n"), tool_version,
                       seconds, affected, time.time())
    # A result never replaces a better one in the store: a smaller stored program that
    # still passes the check was ``dest``'s floor, so ``reduced`` is it or smaller.
    if record:
        store.record_reduction(row)
    if interrupted:
        raise KeyboardInterrupt
    return Result(row, bundle, complete, record, len(start_from), spec.dialect)


def _raise_if_failed(tool: str, stages: Stages, said: str, *, interrupted: bool) -> None:
    """CcfuzzError when the reducer (``said``: what its processes printed) could not start
    or failed."""
    if stages.refused or REFUSED_START.decode() in said:
        # C-Vise (and C-Reduce) exit 0 when the test fails on the start program in their own
        # directory; that is no reduction, and says the check behaves differently there.
        said = stages.log.decode(errors="replace") if stages.refused else said
        raise CcfuzzError(f"{tool} could not start: the check refused the starting program "
                          f"in a directory of its own (it accepted it in ccfuzz's): "
                          f"{said.strip()[:600]}")
    failed = next((p for p in stages.procs if p.ending is Ending.EXITED and p.exit_code), None)
    if failed is not None and not interrupted:
        raise CcfuzzError(f"{tool} failed (exit status {failed.exit_code}): "
                          f"{failed.stderr_text()[-1500:]}")


@dataclass(frozen=True)
class _Start:
    """Where a reduction starts: ``program``; the smallest earlier result that passes the
    check (where it comes from, its text), if any; whether the reduction goes on from it."""

    program: bytes
    best_earlier: tuple[str, bytes] | None
    continuing: bool


def _start(spec: Spec, source: bytes, dest: Path, stored: ReductionRow | None, *,
           resume: bool, finding_id: int,
           on_message: Callable[[str], None] | None) -> _Start:
    """The program a reduction starts from (see ``reduce_finding``), said through
    ``on_message``; CcfuzzError when it starts from ``source`` and that fails the check."""
    earlier = _earlier_results(spec, source, dest, stored)
    best_earlier = min(earlier, key=lambda e: len(e[1]), default=None)
    if resume and best_earlier is not None:
        _say(on_message, f"continuing from {best_earlier[0]} ({len(best_earlier[1])} bytes), "
             "the smallest checked program an earlier run kept")
        return _Start(best_earlier[1], best_earlier, True)
    first = checker.check(spec, source)
    if not first.holds:
        raise CcfuzzError(f"finding {finding_id}: the recorded program does not pass the "
                          f"check, so there is nothing to reduce: {first.reason}")
    source = _without_promises(spec, source, on_message)
    if resume:
        _say(on_message, "no earlier result to continue from "
             f"({_why_none(dest, stored, source)}): starting from the original program "
             f"({len(source)} bytes)")
    elif best_earlier is not None:
        _say(on_message, f"{best_earlier[0]} ({len(best_earlier[1])} bytes) from an "
             "earlier run stays unless this run finds a smaller program "
             "(--continue starts from it)")
    return _Start(source, best_earlier, False)


def _without_promises(spec: Spec, source: bytes,
                      on_message: Callable[[str], None] | None) -> bytes:
    """``source``, or with the generator's promises to the optimizer defined away where the
    finding holds without them (``constructs.unpromised``): an edit can make a loop hint or a
    ``restrict`` false, and no check of a candidate would see it. A finding that needs them
    keeps them, and the user is told to read them in the result."""
    text = source.decode("utf-8", "surrogateescape")
    kept = constructs.promises(text)
    if not kept:
        return source
    plain = constructs.unpromised(text).encode("utf-8", "surrogateescape")
    names = " and ".join(kept)
    if checker.check(spec, plain).holds:
        _say(on_message, f"the finding holds with the program's promises to the optimizer "
             f"({names}) defined away: reducing that program, which no edit can make "
             "break a promise")
        return plain
    _say(on_message, f"the finding needs the program's promises to the optimizer ({names}), "
         "which no check of a candidate can see broken: before filing the result, check that "
         "its hinted loops carry no dependence and that no two restrict parameters reach "
         "one array")
    return source


def _seconds_per_check(spec: Spec) -> float:
    """The time one check of a candidate may take (the reducer's ``--timeout``): three times
    a compile and a run of the claim for each build the check makes, and Frama-C's analysis
    when it is asked."""
    return 3 * (spec.claim.compile_seconds + spec.claim.run_seconds) * (
        2 + len(spec.guard.sanitizer_compilers) + 1) + (
        spec.guard.frama_c_seconds if spec.guard.frama_c else 0)


def _earlier_results(spec: Spec, source: bytes, dest: Path, stored: ReductionRow | None
                     ) -> list[tuple[str, bytes]]:
    """The earlier results that pass the check, each with where it comes from: the bundle's
    ``reduced.c`` and the store's reduction (a program other than the original, each
    checked once)."""
    found: list[tuple[str, bytes]] = []
    kept = dest.read_bytes() if dest.exists() else b""
    for where, text in ((dest.name, kept),
                        ("the stored reduction", stored.source.encode() if stored else b"")):
        if text and text != source and all(text != t for _, t in found) and \
                checker.check(spec, text).holds:
            found.append((where, text))
    return found


def _why_none(dest: Path, stored: ReductionRow | None, source: bytes) -> str:
    kept = [t for t in (dest.read_bytes() if dest.exists() else b"",
                        stored.source.encode() if stored else b"") if t]
    if not kept:
        return "none was kept"
    if all(t == source for t in kept):
        return "what was kept is the original program"
    return "what was kept no longer passes the check"


def _say(on_message: Callable[[str], None] | None, text: str) -> None:
    if on_message is not None:
        on_message(text)

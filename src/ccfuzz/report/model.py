"""The report model: everything known about one finding, as typed records, built in one place.

``build(store, finding_id, rundir)`` reads the store (the finding, its program, its
observations, reduction, culprits, triage and isolations) and the finding's bundle
(``case.bundle``), and runs nothing: an archived run directory gives the same report. The
Markdown (``markdown.py``), the HTML (``html.py``) and the JSON (``to_json``) are renderings
of it, so ``ccfuzz report ID`` and the bundle's ``report.md`` are one text.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ccfuzz.case.bundle import Bundle, Outcome, RunDir
from ccfuzz.case.guard import SANITIZE, SANITIZER_ENV, Guard, guard_warnings
from ccfuzz.compilers import guess_family
from ccfuzz.culprit.trials import Scheme
from ccfuzz.isolate.describe import REPORTED, describe
from ccfuzz.model import FindingKind
from ccfuzz.predicate import REDUCED_OPT_COMMAND, SEQUENCE, is_passes_finding
from ccfuzz.store import FindingRow, ObservationRow, Store, TriageRow
from ccfuzz.swarm import MARK
from ccfuzz.targets import TARGETS
from ccfuzz.toolchain import roots
from ccfuzz.triage import results as stage
from ccfuzz.triage.versions import Releases

# Each kind of finding as a tracker's title says it.
KIND_TITLE = {
    FindingKind.WRONG_CODE: "wrong code",
    FindingKind.RUNTIME_CRASH: "the compiled program crashes",
    FindingKind.COMPILER_CRASH: "compiler crash",
    FindingKind.COMPILER_HANG: "the compiler does not terminate",
    FindingKind.REJECTS_VALID: "rejects valid code",
    FindingKind.INVALID_IR: "invalid IR",
    FindingKind.BACKEND_FAILURE: "back-end failure",
    FindingKind.PERFORMANCE: "out of time or memory",
    FindingKind.PASS_MISUSE: "pass misuse",
}
RUN_KINDS = (FindingKind.WRONG_CODE, FindingKind.RUNTIME_CRASH)
_ICE = re.compile(r"internal compiler error: (in \S+, at \S+?:\d+)")
_ASSERTION = re.compile(r"Assertion `(.+?)' failed")
_MAX_TITLE_OPTIONS = 6  # a swarm build's options in a title, at most
_TECHNIQUE = {"csmith": "random differential testing", "generator": "random differential "
              "testing", "generator-optimizer": "random differential testing",
              "dir": "differential testing", "emi": "EMI"}


@dataclass(frozen=True)
class Behaviour:
    """What one build does with the report's program."""

    build: str
    role: str  # "misbehaves" | "reference"
    version: str
    command: str  # shell-quoted
    compile: str  # the compile's status
    diagnostics: list[str] = field(default_factory=list)
    ending: str | None = None  # how the binary ended (None: no binary)
    code: int | None = None
    stdout: str = ""


@dataclass(frozen=True)
class Check:
    """One check the program passed (or the finding met), with the commands it ran."""

    name: str
    commands: list[str]
    result: str


@dataclass(frozen=True)
class Release:
    name: str
    version: str
    release: str  # as a label names it: "16.2", "trunk 20261020"
    shows: bool | None
    trunk: bool


@dataclass(frozen=True)
class History:
    """The installed releases asked: where it came in, the newest trunk it fails on."""

    label: str
    releases: list[Release]
    newest_trunk: Release | None  # the newest trunk that shows it
    last_right: Release | None  # the last release before the wrong ones
    wrong: list[str]  # every release (and trunk) that shows it
    tracker_label: str | None  # "[14/15/16 Regression]" (GCC), "regression:14" (LLVM)


@dataclass(frozen=True)
class Reduction:
    original_bytes: int
    reduced_bytes: int
    reduced_lines: int
    tool: str
    seconds: float
    complete: bool | None  # None: not recorded
    bundle: str


@dataclass(frozen=True)
class IrReproducer:
    """IR that shows the failure through opt alone, and the commands that show it."""

    ir: str
    commands: list[str]
    note: str  # where the IR comes from
    diagnostics: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Report:
    finding: int
    kind: str
    project: str  # gcc, llvm, tcc, or the compiler's name
    compiler: str
    version: str
    title: str
    state: str | None  # the triage's state (None: not triaged)
    state_reason: str | None
    source: str  # the (reduced) program
    reduced: bool
    stdin: str
    reduction: Reduction | None
    ir: IrReproducer | None
    ir_note: str | None  # why no IR reproducer, for an LLVM finding
    commands: list[str]
    commands_note: str  # where the commands run, when that is a toolchain root's Debian
    behaviour: list[Behaviour]
    evidence: dict[str, str]
    right_under: list[str]
    checks: list[Check]
    history: History | None
    culprits: list[str]
    reachability: dict[str, bool]
    isolation: list[list[str]]
    found_by: str
    signature: str
    seen: int

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def build(store: Store, finding_id: int, rundir: Path) -> Report:
    """The report of one finding (see the module)."""
    finding = store.finding(finding_id)
    program = store.program(finding.program_id)
    observations = store.observations(finding.program_id)
    reduction = store.reduction(finding.id)
    triage = store.triage(finding.id)
    campaign = store.campaign(finding.campaign_id)
    runs = RunDir(rundir)
    bundle = runs.bundle_at(reduction.bundle) if reduction else runs.bundle(finding.id)
    stages = triage.stages if triage is not None else {}
    by_build = {o.build: o for o in observations}
    target = by_build.get(finding.builds[0])
    version = target.version if target is not None else finding.compiler
    family = guess_family(finding.compiler, version)
    passes = is_passes_finding(finding)
    project = "llvm" if passes or family == "clang" else family if family != "other" \
        else finding.compiler
    culprit = stage.result(stages, stage.Culprit)
    culprit_key = culprit.key if culprit else next(
        (c.key for c in store.culprits(finding.id) if c.key), "")
    outcomes = bundle.outcomes() if reduction else ()
    source = reduction.source if reduction else (program.source or "")
    ledger = bundle.ledger() if reduction else None
    ir_repro, ir_note = _ir(finding, stages, bundle, project)
    history = _history(stages, project, reduction.affected if reduction else None)
    commands, commands_note = _commands(finding, by_build, bool(program.stdin))
    return Report(
        finding=finding.id, kind=finding.kind.value, project=project,
        compiler=finding.compiler, version=version,
        title=title(finding, family, culprit_key, _diagnostics(outcomes, finding, by_build),
                    _target_of(finding, by_build), _swarm_options(store, finding)),
        state=triage.state if triage else None,
        state_reason=_reason(triage) if triage else None,
        source=source, reduced=reduction is not None,
        stdin=program.stdin.decode(errors="replace"),
        reduction=None if reduction is None else Reduction(
            reduction.original_bytes, reduction.reduced_bytes, reduction.reduced_lines,
            reduction.tool, reduction.seconds, None if ledger is None else ledger.complete,
            reduction.bundle),
        ir=ir_repro, ir_note=ir_note,
        commands=commands, commands_note=commands_note,
        behaviour=[_behaviour(o, finding) for o in outcomes],
        evidence={} if outcomes else dict(finding.evidence),
        right_under=_right_under(stages),
        checks=_checks(finding, bundle, stages, reduction is not None),
        history=history,
        culprits=[f"{c.summary} (`{c.build}`, the {c.program} program)"
                  for c in store.culprits(finding.id)] or (
                      [culprit.summary] if culprit and culprit.summary else []),
        reachability=dict(r.by) if (r := stage.result(stages, stage.Reachability)) else {},
        isolation=[describe(row, REPORTED) for row in store.isolations(finding.id)],
        found_by=_found_by(finding, campaign.source, campaign.seed, program.origin.seed,
                           program.name, passes),
        signature=finding.signature, seen=finding.count)


def title(finding: FindingRow, family: str, culprit: str, diagnostics: str,
          target: str = "", swarm: Sequence[str] = ()) -> str:
    """The one-line title in the form the compiler's tracker uses (see the module); a cross
    compiler's names its target, and not the flags every build for that target gets; a
    swarm build's names the ``swarm`` options the culprit search found needed."""
    said = _title(finding, family, culprit, diagnostics, target, swarm)
    return f"{said} on {target}" if target else said


def _title(finding: FindingRow, family: str, culprit: str, diagnostics: str,
           target: str, swarm: Sequence[str]) -> str:
    what = KIND_TITLE.get(finding.kind, finding.kind.value)
    pass_name = culprit.removeprefix("pass ") if culprit.startswith("pass ") else ""
    assertion = _ASSERTION.search(diagnostics)
    if is_passes_finding(finding):
        name = pass_name or "opt"
        if assertion:
            return f"[{name}] Assertion `{assertion.group(1)}' failed"
        if finding.kind in RUN_KINDS:
            return f"[{name}] miscompile" if finding.kind is FindingKind.WRONG_CODE \
                else f"[{name}] {what}"
        detail = finding.signature.split("|", 3)[-1]
        return f"[{name}] opt {what}: {detail[:120]}"
    where = _where(finding, family, target, swarm)
    if family == "clang":
        if assertion:
            return (f"[{pass_name}] " if pass_name else "") + \
                f"Assertion `{assertion.group(1)}' failed"
        if finding.kind is FindingKind.WRONG_CODE:
            return f"[{pass_name or finding.compiler}] miscompile{where}"
        return f"[{pass_name or finding.compiler}] {what}{where}"
    ice = _ICE.search(diagnostics)
    if family == "gcc" and ice:
        return f"[{finding.compiler}] ICE {ice.group(1)}"
    return f"[{finding.compiler}] {what}{where}"


def _where(finding: FindingRow, family: str, target: str = "",
           swarm: Sequence[str] = ()) -> str:
    """" at -O2 with -march=x86-64-v4", " at -O1 and above": the plain levels that show it
    (none for tcc, which has no optimization levels), else the first build's level and
    options (a swarm build's: the ``swarm`` options that are needed, else its name); for a
    ``target``, without its pinned flags."""
    pinned = TARGETS[target].pinned if target in TARGETS else ()
    flags = [[w for w in b.split()[1:] if w not in pinned and not w.startswith("--target=")]
             for b in finding.builds]
    if swarm:
        flags = [[x for w in f for x in (swarm if w.startswith(MARK.strip()) else (w,))]
                 for f in flags]
    plain = [f[0] for f in flags if len(f) == 1 and f[0].startswith("-O")]
    if plain and family != "tcc":
        ordered = ["-O0", "-O1", "-O2", "-O3"]
        lowest = min((ordered.index(x) for x in plain if x in ordered), default=None)
        if lowest is not None and lowest < 3 and set(ordered[lowest:]) <= set(plain):
            return f" at {ordered[lowest]} and above"
        return f" at {' and '.join(plain)}"
    first = flags[0] if flags else []
    levels = [w for w in first if w.startswith("-O")]
    options = [w for w in first if not w.startswith("-O")]
    said = f" at {levels[0] if levels else '-O0'}" if family != "tcc" else ""
    if options:
        shown = options[:_MAX_TITLE_OPTIONS]
        said += " with " + " ".join(shown) + (" …" if len(options) > len(shown) else "")
    return said


def _swarm_options(store: Store, finding: FindingRow) -> tuple[str, ...]:
    """The options of a swarm build the culprit search found needed (() when not searched)."""
    for row in store.culprits(finding.id):
        needed = row.details.get("options") if row.scheme == Scheme.OPTIONS else None
        if isinstance(needed, list) and needed and all(isinstance(o, str) for o in needed):
            return tuple(needed)
    return ()


def _target_of(finding: FindingRow, by_build: dict[str, ObservationRow]) -> str:
    """The target the misbehaving compiler builds for, by the emulator that runs its
    binaries ("" for the host)."""
    first = by_build.get(finding.builds[0]) if finding.builds else None
    emulator = as_run(first.command)[1] if first is not None else ()
    qemu = Path(emulator[0]).name if emulator else ""
    return next((t.name for t in TARGETS.values() if qemu and t.qemu == qemu), "")


def _diagnostics(outcomes: Sequence[Outcome], finding: FindingRow,
                 by_build: dict[str, ObservationRow]) -> str:
    """What the misbehaving compile said (on the reduced program when there is one)."""
    said = [o.diagnostics for o in outcomes if o.build in finding.builds]
    if not said:
        said = [by_build[b].observation.build.diagnostics for b in finding.builds
                if b in by_build]
    return "\n".join([*said, *finding.evidence.values()])


def _reason(triage: TriageRow) -> str:
    """The state's detail without the state repeated ("live, regression in 14: …")."""
    detail = triage.detail
    for lead in (f"{triage.state}, ", f"{triage.state}: "):
        if detail.startswith(lead):
            return detail[len(lead):]
    return detail


def _commands(finding: FindingRow, by_build: dict[str, ObservationRow], stdin: bool
              ) -> tuple[list[str], str]:
    """The misbehaving builds' commands (a toolchain root's compiler as its Debian runs it,
    and its binary by the emulator when it is a cross compiler's), and where they run."""
    lines, where = [], ""
    for build in finding.builds:
        obs = by_build.get(build)
        if obs is None:
            continue
        argv, emulator = as_run(obs.command)
        if argv[:1] != list(obs.command[:1]):  # a toolchain root's compiler
            where = _root_note(obs.command[0], emulator)
        command = shlex.join(argv)
        if finding.kind in RUN_KINDS:
            command += " && " + shlex.join((*emulator, "./prog")) + (" < input" if stdin else "")
        lines.append(command)
    return lines, where


def as_run(command: Sequence[str]) -> tuple[list[str], tuple[str, ...]]:
    """``command`` as a user types it, and what runs the binary it builds (() for the
    host): a toolchain root's compiler as its Debian runs it (``roots.as_run_inside``)."""
    argv = list(command)
    inside = roots.as_run_inside(argv[0]) if argv else None
    if inside is None:
        return argv, ()
    return [*inside[0], *argv[1:]], inside[1]


def _run_line(command: Sequence[str], env: str = "") -> str:
    """A compile, then its binary's run."""
    argv, emulator = as_run(command)
    return shlex.join(argv) + " && " + (f"{env} " if env else "") + \
        shlex.join((*emulator, "./prog"))


def _root_note(script: str, emulator: Sequence[str]) -> str:
    root = roots.load(Path(script).parent.parent)
    said = "These commands run in the toolchain root"
    if root is not None:
        said += f" `{root.name}` (Debian {root.suite}, archive of {root.archive_date()})"
    if emulator:
        said += (f"; the binary is for {Path(emulator[0]).name.removeprefix('qemu-')} and "
                 f"runs under qemu-user as `{shlex.join(emulator)}`")
    return said


# Where a crashing compiler starts saying what went wrong: GCC's ICE line, LLVM's crash
# banner or assertion, a fatal back-end error.
_CRASH_START = re.compile(r"internal compiler error|PLEASE submit a bug report|Assertion `|"
                          r"LLVM ERROR|fatal error: error in backend|Stack dump:")
_EXCERPT_LINES = 14


def excerpt(diagnostics: str) -> list[str]:
    """The lines of a compile's diagnostics a report shows: from where a crash starts
    saying what went wrong (its pass and the top of its stack), else the last ones."""
    lines = diagnostics.strip().splitlines()
    start = next((i for i, line in enumerate(lines) if _CRASH_START.search(line)), None)
    if start is None:
        return lines[-_EXCERPT_LINES:]
    return lines[start:start + _EXCERPT_LINES]


def _behaviour(outcome: Outcome, finding: FindingRow) -> Behaviour:
    return Behaviour(outcome.build, "misbehaves" if outcome.build in finding.builds
                     else "reference", outcome.version, shlex.join(outcome.command),
                     outcome.compile, excerpt(outcome.diagnostics),
                     outcome.ending, outcome.code, outcome.stdout)


def _right_under(stages: dict[str, Any]) -> list[str]:
    levels = stage.result(stages, stage.Levels)
    if levels is None:
        return []
    return [f"{b}: `{shlex.join(as_run(levels.commands.get(b, []))[0])}`" for b in levels.right]


def _checks(finding: FindingRow, bundle: Bundle, stages: dict[str, Any], reduced: bool
            ) -> list[Check]:
    """The checks against undefined behaviour the program passed, each with its commands."""
    checks: list[Check] = []
    runs = finding.kind in RUN_KINDS
    spec = bundle.spec() if reduced else None
    if spec is not None:
        checks += _guard_checks(spec.guard, runs)
        if spec.dialect is not None:
            checks.append(Check("strict C", spec.dialect.commands(),
                                "accepted" + (" (but for diagnostics of the kinds the "
                                              "original already drew: " + "; ".join(
                                                  spec.dialect.tolerated) + ")"
                                              if spec.dialect.tolerated else "")))
    elif reduced:
        checks.append(Check("undefined behaviour", [], "not known: the bundle's spec is lost"))
    validity = stage.result(stages, stage.Validity)
    if validity is not None and validity.agreeing:
        checks.append(Check("other builds agree", [f"`{b}`" for b in validity.agreeing],
                            f"{len(validity.agreeing)} other builds print the expected output"))
    wrapv = stage.result(stages, stage.Wrapv)
    if wrapv is not None:
        checks.append(_wrapv_check(wrapv))
    return checks


def _guard_checks(guard: Guard, runs: bool) -> list[Check]:
    if not guard.enabled:
        return [Check("undefined-behaviour guard", [], "**not run** (`reduce --no-guard`)")]
    env = " ".join(f"{k}={v}" for k, v in SANITIZER_ENV.items())
    found = []
    if runs:
        for cc in guard.sanitizer_compilers:
            found.append(Check(f"ASan+UBSan ({cc}) at -O0", [
                shlex.join([cc, "-O0", *SANITIZE, "prog.c", "-o", "prog", "-lm"])
                + f" && {env} ./prog"], "no report, the expected output"))
        if guard.msan_compiler:
            found.append(Check(f"MSan+UBSan ({guard.msan_compiler}) at -O0", [
                shlex.join([guard.msan_compiler, "-O0", *guard.msan_flags, "prog.c", "-o",
                            "prog", "-lm"])
                + f" && {env} ./prog"], "no report, the expected output"))
    warned = sorted(set(guard.warning_compilers))
    if warned:
        found.append(Check("warnings that signal undefined behaviour, made errors", [
            shlex.join([cc, "-O2", *guard_warnings(cc), "-c", "prog.c"]) for cc in warned],
            "none"))
    if guard.frama_c:
        found.append(Check("Frama-C's value analysis", [shlex.join([guard.frama_c, "-eva",
                                                                     "prog.c"])], "no alarm"))
    return found


def _wrapv_check(wrapv: stage.Wrapv) -> Check:
    flags = " ".join(wrapv.flags)
    command = _run_line(wrapv.command)
    name = f"GCC's test: `{flags}`"
    if wrapv.shows is None:
        return Check(name, [command], f"could not tell: {wrapv.why}")
    if wrapv.shows:
        return Check(name, [command], "the misbehaviour shows with these flags too")
    ubsan_command = _run_line(wrapv.ubsan_command)
    if wrapv.ubsan is None:
        said = "the UBSan build did not build or run"
    elif wrapv.ubsan:
        said = f"UBSan reports: `{wrapv.ubsan}`"
    else:
        said = "UBSan reports nothing"
    return Check(name, [command, ubsan_command],
                 f"**the result changes** with these flags ({wrapv.why}); UBSan at the "
                 f"failing level, then: {said}. A real bug can hide behind these flags too: "
                 "this is no proof of undefined behaviour")


def _history(stages: dict[str, Any], project: str,
             affected: dict[str, dict[str, Any]] | None) -> History | None:
    versions = stage.result(stages, stage.Versions)
    if versions is not None:
        table = versions.table()
    elif affected:
        table = Releases.of(affected)
    else:
        return None
    rows = [Release(n, v, table.release(n, v), s, n in table.trunk) for n, v, s in table.rows]
    trunks = [r for r in rows if r.trunk and r.shows]
    releases = [r for r in rows if not r.trunk and r.shows is not None]
    last_shows = max((i for i, r in enumerate(releases) if r.shows), default=None)
    first = last_shows
    while first is not None and first > 0 and releases[first - 1].shows:
        first -= 1
    last_right = releases[first - 1] if first is not None and first > 0 else None
    wrong = [r.release for r in rows if r.shows]
    return History(table.label, rows, trunks[-1] if trunks else None, last_right, wrong,
                   _tracker_label(project, releases, first, last_shows, bool(trunks))
                   if last_right is not None else None)


def _tracker_label(project: str, releases: Sequence[Release], first: int | None,
                   last: int | None, trunk: bool) -> str | None:
    """A regression as the project labels it: GCC's "[14/15/16 Regression]" (the majors that
    show it), LLVM's "regression:14" (the first major that shows it)."""
    if first is None or last is None:
        return None
    majors = list(dict.fromkeys(r.release.split(".")[0] for r in releases[first:last + 1]))
    if project == "gcc":
        return "[" + "/".join(majors + (["trunk"] if trunk else [])) + " Regression]"
    if project == "llvm":
        return f"regression:{majors[0]}"
    return None


def _ir(finding: FindingRow, stages: dict[str, Any], bundle: Bundle, project: str
        ) -> tuple[IrReproducer | None, str | None]:
    program = stage.result(stages, stage.IrProgram)
    if program is not None and program.reproduced:
        text = bundle.read_text(bundle.reduced_ll)
        if text is not None:
            note = (f"reduced by llvm-reduce from the {program.ir_bytes} bytes clang's front "
                    "end made of the program (`original.ll` in the bundle)"
                    if program.reduced else "the front end's IR, not reduced")
            commands = [shlex.join(c) for c in program.commands] or [
                shlex.join([finding.evidence.get(REDUCED_OPT_COMMAND, "opt").split()[0],
                            "-verify-each", *program.opt_arguments, bundle.reduced_ll.name,
                            "-disable-output"])]
            return IrReproducer(text, commands, note, program.diagnostics), None
    if project != "llvm" or finding.kind not in (*RUN_KINDS, FindingKind.COMPILER_CRASH):
        return None, None
    before = stage.result(stages, stage.PassIr)
    if before is not None and before.made:
        shown = bundle.ir_before_pass_reduced if before.reduced else bundle.ir_before_pass
        text = bundle.read_text(shown)
        if text is not None:
            note = (f"just before pass ({before.index}) {before.pass_name} (on {before.unit}) "
                    f"of `-mllvm -opt-bisect-limit={before.index}`, from clang's `-mllvm "
                    f"-print-before={before.pass_name} -mllvm -print-module-scope`, "
                    + (f"reduced by llvm-reduce from {before.ir_bytes} to "
                       f"{before.reduced_ir_bytes} bytes while the pass alone still "
                       "misbehaves on it" if before.reduced else "not reduced")
                    + f" (`{shown.name}` in the bundle)")
            return IrReproducer(text, [shlex.join(as_run(c)[0]) for c in before.commands],
                                note, before.said), None
        return None, f"no IR reproducer: `{shown.name}` is missing from the bundle"
    if before is not None:
        return None, f"no IR reproducer could be made: {before.why}"
    if SEQUENCE in finding.evidence:
        return None, ("no IR reproducer: the C program shows it under the reduced pass "
                      "sequence (see the commands)")
    return None, "no IR reproducer could be made for this finding"


def _found_by(finding: FindingRow, source: str, campaign_seed: int, program_seed: int | None,
              name: str, passes: bool) -> str:
    technique = "pass sequences" if passes else _TECHNIQUE.get(
        source.split(":", 1)[0], "differential testing")
    return (f"Found by ccfuzz ({technique}), campaign seed {campaign_seed}"
            + (f", program seed {program_seed}" if program_seed is not None else "")
            + f" (program `{name}`, source `{source}`)")

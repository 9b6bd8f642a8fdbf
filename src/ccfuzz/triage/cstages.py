"""The triage stages of C compiler findings (``ccfuzz hunt``'s), registered by name.

- **program**: the finding's complete reduction, reused; a stopped one continued; none: made;
- **validity**: strict C, still the finding, and other builds agree on its right output;
- **versions**: the reduction's affected versions, as a release table;
- **ordinary-compile**: a ``hunt`` finding was made by an ordinary compile: reachable;
- **culprit**: the one stored for the reduced program, traced when missing;
- **pass-ir** (clang): the IR just before the culprit pass, on which ``opt`` with that pass
  misbehaves, reduced by llvm-reduce (``prepass.py``); or why there is none;
- **levels**: the target compiler's other recorded builds asked on the reduced program;
- **wrapv**: GCC's test, the failing build with ``-fwrapv -fno-strict-aliasing
  -fno-aggressive-loop-optimizations`` (clang: the first two); when the finding no longer
  shows, UBSan at the failing level;
- **c-key**: the bug key duplicates share (``dedup.c_key``);
- **not-reduced**: a finding no program check applies to (hangs, performance).
"""

from __future__ import annotations

import tempfile
from dataclasses import replace
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.case import strict
from ccfuzz.case.guard import SANITIZER_ENV
from ccfuzz.compilers import guess_family
from ccfuzz.errors import CcfuzzError
from ccfuzz.model import Ending, Origin
from ccfuzz.model import Program as RunProgram
from ccfuzz.predicate import Claim, RecordedBuild, holds, run_limits
from ccfuzz.store import CulpritRow, FindingRow, Store
from ccfuzz.tester import run_binary
from ccfuzz.triage import dedup
from ccfuzz.triage.context import Context, register
from ccfuzz.triage.results import (
    Culprit,
    Levels,
    NotReduced,
    PassIr,
    Program,
    Result,
    Validity,
    Versions,
    Wrapv,
)
from ccfuzz.triage.versions import Releases

# GCC's bug page: a program whose behaviour these flags change may rely on undefined
# behaviour (signed overflow, type-based aliasing, loop bounds); clang has the first two.
WRAPV = {"gcc": ("-fwrapv", "-fno-strict-aliasing", "-fno-aggressive-loop-optimizations"),
         "clang": ("-fwrapv", "-fno-strict-aliasing")}
UBSAN = ("-fsanitize=undefined", "-fno-sanitize-recover=undefined")


class ProgramStage:
    name = "program"

    def run(self, ctx: Context) -> Result:
        from ccfuzz.reduce.run import reduce_finding

        finding, store = ctx.finding, ctx.store
        original = (store.program(finding.program_id).source or "").encode()
        reduction, bundle, again = store.reduction(finding.id), ctx.rundir.bundle(finding.id), False
        while True:
            if reduction is not None:
                bundle = ctx.rundir.bundle_at(reduction.bundle)
            ledger = bundle.ledger()
            if reduction is None or ledger is None or not ledger.complete or again:
                # A reduction killed outright (SIGKILL, the OOM killer) recorded nothing in
                # the store, but its reduced.c is whole and smaller than the original.
                resume = not again and (reduction is not None or
                                        bundle.kept_other_than_original())
                ctx.say(f"reducing (up to {ctx.options.reduce_seconds:.0f} s)"
                        + (", going on from the stopped reduction" if resume else "")
                        + (", again: the stored one was not kept strict C" if again else ""))
                made = reduce_finding(store, finding.id, ctx.rundir.path, jobs=ctx.options.jobs,
                                      timeout=ctx.options.reduce_seconds, resume=resume,
                                      on_message=ctx.say)
                reduction, bundle = made.row, made.bundle
            spec = bundle.spec()
            if spec is None:
                raise CcfuzzError(f"finding {finding.id}: its bundle's spec is unreadable "
                                  f"({bundle.spec_file})")
            if spec.dialect is None and not again and strict.dialect_of(original) is not None:
                # Made before candidates had to stay strict C: made again, from the start.
                again = True
                continue
            break
        ctx.reduction, ctx.bundle, ctx.spec = reduction, bundle, spec
        ctx.source = reduction.source.encode()
        ledger = bundle.ledger()
        # A reduction its budget stopped is used as it is; `ccfuzz triage ID` goes on with it.
        return Program(reduction.original_bytes, reduction.reduced_bytes,
                       reduction.reduced_lines, ledger is not None and ledger.complete)


class ValidityStage:
    name = "validity"

    def run(self, ctx: Context) -> Result:
        from ccfuzz.triage import validity

        assert ctx.spec is not None
        ctx.say("strict validity")
        original = (ctx.store.program(ctx.finding.program_id).source or "").encode()
        check = validity.check(ctx.spec.claim, original, ctx.source,
                               _other_builds(ctx.store, ctx.finding))
        if check.problem is not None:
            ctx.invalid, ctx.stop = check.problem, True
        return Validity.from_json(check.to_json())


class VersionsStage:
    name = "versions"

    def run(self, ctx: Context) -> Result:
        assert ctx.reduction is not None
        ctx.say("versions")
        ctx.releases = Releases.of(ctx.reduction.affected)
        return Versions.of(ctx.releases)


class OrdinaryCompile:
    name = "ordinary-compile"

    def run(self, ctx: Context) -> None:
        ctx.reachable = True  # an ordinary compile at an -O level showed it


class CulpritStage:
    name = "culprit"

    def run(self, ctx: Context) -> Result | None:
        culprit = ctx.store.culprit(ctx.finding.id, ctx.finding.program_id)
        if culprit is None or culprit.program != "reduced":  # traced before the reduction
            ctx.say("culprit")
            culprit = _trace(ctx.store, ctx.finding.id)
        if culprit is None:
            return None
        return Culprit(culprit.summary, str(culprit.details.get("key", "")), culprit.scheme)


class PassIrStage:
    name = "pass-ir"

    def run(self, ctx: Context) -> Result | None:
        from ccfuzz.culprit.trace import family_of
        from ccfuzz.triage import prepass

        assert ctx.spec is not None and ctx.bundle is not None
        claim, finding = ctx.spec.claim, ctx.finding
        settings = ctx.store.campaign(finding.campaign_id).settings
        if family_of(settings.compilers, claim.targets[0]) != "clang":
            return None
        culprit = ctx.store.culprit(finding.id, finding.program_id)
        details = culprit.details if culprit is not None else {}
        index, name = details.get("pass"), details.get("name")
        if culprit is None or culprit.scheme != "llvm-bisect" or not isinstance(index, int) \
                or not index or not isinstance(name, str):
            return PassIr(why="the culprit search named no optional LLVM pass"
                          + (f" ({culprit.summary})" if culprit is not None else ""))
        build = next((t for t in claim.targets if t.id == culprit.build), claim.targets[0])
        expected = None
        if claim.rule.runs:
            reference = next((o for o in ctx.bundle.outcomes() if o.build not in finding.builds
                              and o.ending == "exited"), None)
            if reference is None:
                return PassIr(why="no reference build's output on the reduced program was "
                              "recorded (outcomes.json)", index=index)
            expected = prepass.Expected(reference.stdout, reference.code, claim.stdin)
        validity = ctx.results.get(Validity.name)
        detail = validity.crash_detail if isinstance(validity, Validity) else None
        if expected is None and not detail:
            return PassIr(why="the crash's text on the reduced program is not known",
                          index=index)
        ctx.say(f"IR before pass ({index}) {name}, llvm-reduce (up to "
                f"{ctx.options.ir_seconds:.0f} s)")
        return prepass.make(build, ctx.source, index, name, expected, detail, ctx.bundle,
                            ctx.options.ir_seconds, claim.compile_seconds)


class LevelsStage:
    name = "levels"

    def run(self, ctx: Context) -> Result | None:
        assert ctx.spec is not None
        target = ctx.spec.claim.targets[0]
        if target.command[:1] == ("bash",):
            return None
        others = [o for o in _other_builds(ctx.store, ctx.finding)
                  if o.compiler == target.compiler]
        if not others:
            return None
        ctx.say("the target compiler's other builds")
        right: list[str] = []
        wrong: list[str] = []
        commands: dict[str, list[str]] = {}
        for other in others:
            build = replace(target, id=other.id, command=other.command)
            judged = holds(_with_target(ctx.spec.claim, build), ctx.source)
            (wrong if judged.holds else right).append(other.id)
            commands[other.id] = list(other.command)
        return Levels(right, wrong, commands)


class WrapvStage:
    name = "wrapv"

    def run(self, ctx: Context) -> Result | None:
        assert ctx.spec is not None
        claim = ctx.spec.claim
        target = claim.targets[0]
        family = guess_family(target.compiler, target.version)
        if not claim.rule.runs or family not in WRAPV or target.command[:1] == ("bash",):
            return None
        ctx.say("-fwrapv test")
        flags = WRAPV[family]
        command = _with_flags(target.command, flags)
        judged = holds(_with_target(claim, replace(target, command=command)), ctx.source)
        if judged.answer.value == "invalid program":
            return Wrapv(list(flags), list(command), None, judged.reason)
        if judged.holds:
            return Wrapv(list(flags), list(command), True, judged.reason)
        sanitized = _with_flags(target.command, UBSAN)
        said = _ubsan(claim, replace(target, command=sanitized), ctx.source)
        return Wrapv(list(flags), list(command), False, judged.reason, list(sanitized), said)


class KeyStage:
    name = "c-key"

    def run(self, ctx: Context) -> None:
        from ccfuzz.culprit.trace import family_of

        assert ctx.spec is not None
        settings = ctx.store.campaign(ctx.finding.campaign_id).settings
        family = family_of(settings.compilers, ctx.spec.claim.targets[0])
        culprit = ctx.results.get(Culprit.name)
        validity = ctx.results.get(Validity.name)
        ctx.key = dedup.c_key(ctx.finding, family,
                              culprit.key if isinstance(culprit, Culprit) else "",
                              validity.crash_detail if isinstance(validity, Validity) else None,
                              ctx.source)


class NotReducedStage:
    name = "not-reduced"

    def run(self, ctx: Context) -> Result:
        if not ctx.key:
            ctx.key = f"{ctx.finding.kind.value}|{ctx.finding.signature}"
        return NotReduced(False, f"{ctx.finding.kind.value} findings are not reduced")


for _stage in (ProgramStage(), ValidityStage(), VersionsStage(), OrdinaryCompile(),
               CulpritStage(), PassIrStage(), LevelsStage(), WrapvStage(), KeyStage(),
               NotReducedStage()):
    register(_stage)


def _other_builds(store: Store, finding: FindingRow) -> list[RecordedBuild]:
    """Every build the campaign ran on the finding's program except the misbehaving ones."""
    return [RecordedBuild(o.build, o.compiler, o.version, o.command)
            for o in store.observations(finding.program_id)
            if o.build not in finding.builds and o.command and o.command[0] != "bash"]


def _with_target(claim: Claim, target: RecordedBuild) -> Claim:
    return replace(claim, targets=(target,), signature=None)


def _with_flags(command: tuple[str, ...], flags: tuple[str, ...]) -> tuple[str, ...]:
    """The compile command with ``flags`` after the compiler's own options."""
    return (command[0], *flags, *command[1:])


def _ubsan(claim: Claim, build: RecordedBuild, source: bytes) -> str | None:
    """What UBSan says of the program built by ``build``: its first report line, "" when it
    reports nothing; None when the sanitized build does not compile or run."""
    program = RunProgram("prog.c", "", Origin("candidate"), claim.stdin)
    with tempfile.TemporaryDirectory(prefix="ccfuzz-ubsan-") as tmp:
        built = build.build_with(source, sandbox.Limits(wall_seconds=claim.compile_seconds),
                                 Path(tmp))
        if built.binary is None:
            return None
        limits = replace(run_limits(claim), memory_bytes=None,
                         wall_seconds=3 * run_limits(claim).wall_seconds)
        ran = run_binary(built.binary, program, limits, tmp_root=Path(tmp), env=SANITIZER_ENV,
                         runner=built.runner)
    if ran.status is not Ending.EXITED:
        return None
    lines = [x for x in ran.stderr.splitlines() if "runtime error:" in x]
    return lines[0].strip() if lines else ""


def _trace(store: Store, finding_id: int) -> CulpritRow | None:
    from ccfuzz.culprit.trace import trace

    try:
        row = trace(store, finding_id)
    except CcfuzzError:
        return None
    store.record_culprit(row)
    return row

"""The triage stages of LLVM opt findings (``ccfuzz passes``'), registered by name.

- **sequence-culprit**: the last pass of the reduced sequence;
- **pass-misuse**: a link that misses one of LLVM's run-time libraries is a pass used out of
  place, not a bug (the pipeline ends);
- **opt-key**: the key is known from the signature and the sequence: a finding an earlier
  one has the key of is a duplicate before any reduction (the pipeline ends);
- **ir-program**: opt alone fails on the program's IR as the finding did; the IR reduced by
  llvm-reduce (``ir.py``), with the commands that show it;
- **ir-versions**: each installed LLVM makes its own IR and runs the reduced sequence;
- **ir-reachability**: ``clang -O1/-O2/-O3`` and ``opt -passes=default<On>`` of the newest;
- **opt-versions**, **opt-reachability**: the same, for wrong code and crashing binaries,
  whose C program the ``program`` stage reduced under the reduced pipeline.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from ccfuzz.errors import NotFoundError, ToolMissingError
from ccfuzz.model import FindingKind
from ccfuzz.passes.toolchain import Toolchain, find_toolchain
from ccfuzz.predicate import REDUCED_OPT_COMMAND, SEQUENCE, RecordedBuild, holds
from ccfuzz.triage import dedup, ir
from ccfuzz.triage.context import Context, register
from ccfuzz.triage.results import Culprit, IrProgram, Misuse, Reachability, Result, Versions
from ccfuzz.triage.versions import Releases


def _last_pass(ctx: Context) -> str:
    sequence = ctx.finding.evidence[SEQUENCE]
    return sequence.split()[-1].lstrip("-") if sequence.split() else "?"


def _detail(ctx: Context) -> str:
    return ctx.finding.signature.split("|", 3)[-1]


class SequenceCulprit:
    name = "sequence-culprit"

    def run(self, ctx: Context) -> Result:
        last = _last_pass(ctx)
        sequence = ctx.finding.evidence[SEQUENCE]
        return Culprit(f"pass {last} (the last of the reduced sequence `{sequence}`)",
                       f"pass {last}", "ctos-sequence")


class PassMisuse:
    name = "pass-misuse"

    def run(self, ctx: Context) -> Result | None:
        from ccfuzz.passes.pipeline import runtime_libraries

        # Findings of older stores were back-end failures: the linker's words say it all the
        # same.
        libraries = runtime_libraries(ctx.finding.evidence.get("diagnostics", ""))
        if ctx.finding.kind is not FindingKind.PASS_MISUSE and not libraries:
            return None
        ctx.misuse = ("the output calls into a run-time library ("
                      + ", ".join(f"{x}*" for x in libraries) + ") that only the driver's "
                      "instrumentation set-up links: the pass was used out of place, not a bug")
        ctx.stop = True
        return Misuse(ctx.misuse)


class Unconfirmed:
    """A failure the campaign saw once and not on its second try has no reduced sequence: not
    a C program to reduce, nor a sequence to ask other releases with. Unresolved, said why."""

    name = "unconfirmed"

    def run(self, ctx: Context) -> None:
        raise NotFoundError(
            f"finding {ctx.finding.id}: the campaign did not see it again on a second try of "
            "its sequence, so the sequence was not reduced and there is nothing to ask other "
            "releases with (a flaky failure, or a limit under load); a finding of the same "
            "failure that was reduced is triaged on its own")


class OptKey:
    name = "opt-key"

    def run(self, ctx: Context) -> None:
        ctx.key = dedup.passes_key(ctx.finding.kind, _last_pass(ctx), _detail(ctx))
        # Known before any reduction: a duplicate costs nothing more.
        if dedup.earlier(ctx.store, ctx.finding.id, ctx.key, ctx.options.against) is not None:
            ctx.stop = True


class IrProgramStage:
    name = "ir-program"

    def run(self, ctx: Context) -> Result:
        finding, kind, detail = ctx.finding, ctx.finding.kind, _detail(ctx)
        command = finding.evidence.get(REDUCED_OPT_COMMAND)
        if command is None:
            raise NotFoundError(f"finding {finding.id} has no reduced opt command")
        arguments = ir.opt_arguments(command)
        own = find_toolchain(command.split()[0])  # gone: ToolMissingError, unresolved
        source = (ctx.store.program(finding.program_id).source or "").encode()
        ctx.source = source
        fronts = _fronts(ctx, source)
        front = fronts[own.major] if own.major in fronts else ir.frontend(own, source)
        bundle = ctx.rundir.bundle(finding.id).make()
        ctx.bundle = bundle
        if front is None or not ir.shows(own, arguments, front, kind, detail):
            ctx.invalid = (f"{own.opt} with the reduced sequence does not show it on the "
                           "program's IR")
            ctx.stop = True
            return IrProgram(reproduced=False)
        bundle.original_c.write_bytes(source)
        bundle.original_ll.write_bytes(front)
        kept = bundle.reduced_ll
        if kept.exists() and kept.read_bytes() != front and ir.same(
                ir.attempt(own, arguments, kept.read_bytes(), kind).failure, kind, detail):
            reduced: bytes | None = kept.read_bytes()  # an earlier triage's, still failing
        else:
            ctx.say(f"llvm-reduce (up to {ctx.options.ir_seconds:.0f} s)")
            reduced = ir.reduce_ir(own, arguments, front, kind, detail, bundle,
                                   ctx.options.ir_seconds)
        ir_text = reduced if reduced is not None else front
        kept.write_bytes(ir_text)
        said = ir.attempt(own, arguments, ir_text, kind).proc.stderr_text().strip().splitlines()
        return IrProgram(True, len(front), len(ir_text), reduced is not None, len(source),
                         list(arguments), said[:ir.REPORTED_LINES],
                         [list(c) for c in _commands(own, kind, arguments,
                                                     kept.name)])


def _commands(tc: Toolchain, kind: FindingKind, arguments: tuple[str, ...], ll: str
              ) -> list[tuple[str, ...]]:
    """The commands that show the failure on the reduced IR file ``ll``."""
    if kind is not FindingKind.BACKEND_FAILURE:
        return [(tc.opt, "-verify-each", *arguments, ll, "-disable-output")]
    return [(tc.opt, "-verify-each", *arguments, ll, "-S", "-o", "prog.opt.ll"),
            tc.backend_command("prog.opt.ll", "prog.s"), tc.link_command("prog.s", "prog")]


def _fronts(ctx: Context, source: bytes) -> dict[int, bytes | None]:
    """Each installed LLVM's IR of the program, made once: versions and reachability ask
    them."""
    if not ctx.ir_fronts:
        ctx.ir_fronts.update({llvm.major: ir.frontend(llvm, source) for llvm in ir.installed()})
    return ctx.ir_fronts


class IrVersions:
    name = "ir-versions"

    def run(self, ctx: Context) -> Result:
        ctx.say("versions")
        kind, detail = ctx.finding.kind, _detail(ctx)
        arguments = ir.opt_arguments(ctx.finding.evidence[REDUCED_OPT_COMMAND])
        rows: list[tuple[str, str, bool | None]] = []
        for llvm in ir.installed():
            other = _fronts(ctx, ctx.source).get(llvm.major)
            tried = None if other is None else ir.attempt(llvm, arguments, other, kind)
            shows = None if other is None or tried is None or ir.unknown_pipeline(tried.proc) \
                else ir.same(tried.failure, kind, detail) or ir.shows(
                    llvm, arguments, other, kind, detail, ir.TRIES - 1)
            rows.append((llvm.name, llvm.version, shows))
        ctx.releases = Releases(tuple(rows))
        return Versions.of(ctx.releases)


class IrReachability:
    name = "ir-reachability"

    def run(self, ctx: Context) -> Result:
        ctx.say("reachability from -O levels")
        kind, detail = ctx.finding.kind, _detail(ctx)
        newest = ir.installed()[-1]
        assert ctx.bundle is not None
        newest_ir = _fronts(ctx, ctx.source).get(newest.major) or \
            ctx.bundle.original_ll.read_bytes()
        reach = {**ir.reachable_from_c(newest, ctx.source, kind, detail),
                 **ir.reachable_from_ir(newest, newest_ir, kind, detail)}
        ctx.reachable = any(reach.values())
        return Reachability(reach)


def _own(ctx: Context) -> Toolchain | None:
    try:
        return find_toolchain(ctx.finding.evidence.get(REDUCED_OPT_COMMAND, "opt").split()[0])
    except ToolMissingError:
        return None


class OptVersions:
    name = "opt-versions"

    def run(self, ctx: Context) -> Result:
        assert ctx.spec is not None
        own = _own(ctx)
        shows_own = holds(ctx.spec.claim, ctx.source).holds
        rows = [(llvm.name, llvm.version,
                 shows_own if own is not None and llvm.major == own.major else None)
                for llvm in ir.installed()]
        ctx.releases = Releases(tuple(rows))
        if own is None:
            ctx.stop = True
        return Versions.of(ctx.releases)


class OptReachability:
    """Reachable when the same clang at an -O level miscompiles the reduced program too."""

    name = "opt-reachability"

    def run(self, ctx: Context) -> Result | None:
        assert ctx.spec is not None
        own = _own(ctx)
        if own is None:
            return None
        ctx.say("reachability from -O levels")
        claim = ctx.spec.claim
        reach = {}
        for level in ir.C_LEVELS:
            clang = Path(own.clang).name
            target = RecordedBuild(f"{clang} {level}", clang, own.version,
                                   (own.clang, level, "-w", "prog.c", "-o", "prog", "-lm"),
                                   claim.targets[0].ending, claim.targets[0].signal)
            reach[target.id] = holds(replace(claim, targets=(target,), signature=None),
                                     ctx.source).holds
        ctx.reachable = any(reach.values())
        return Reachability(reach)


for _stage in (SequenceCulprit(), PassMisuse(), OptKey(), IrProgramStage(), IrVersions(),
               IrReachability(), OptVersions(), OptReachability(), Unconfirmed()):
    register(_stage)

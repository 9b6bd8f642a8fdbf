"""A clang finding's IR reproducer: the IR just before its culprit pass, on which ``opt`` with
that pass alone misbehaves, reduced by ``llvm-reduce``.

The culprit search (``culprit.llvm``) names pass N of ``-mllvm -opt-bisect-limit``. The target
build compiled again with ``-opt-bisect-limit=N -print-before=PASS -print-module-scope``
prints the whole module before each run of PASS that is not skipped; the later runs are
skipped, so the last dump is the IR just before pass N. On that IR:

- wrong code (and a crashing binary): ``lli`` of the IR prints the expected output (the
  reference builds' on the reduced program), and ``lli`` of ``opt -passes=PASS``'s output
  ends or prints otherwise;
- a compiler crash: ``opt -passes=PASS`` crashes with the same core (``ir.core``) as clang.

``llvm-reduce`` of the release then shrinks the IR while that still holds (its test is
``python -m ccfuzz.triage.irtest``, which reads the spec this module writes). A pass of code
generation (a machine pass) is no ``opt`` pass: there is no IR reproducer for it, and the
answer says so.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import sys
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path, PurePosixPath
from typing import Any

from ccfuzz import sandbox
from ccfuzz.case.bundle import Bundle
from ccfuzz.model import Ending, FindingKind
from ccfuzz.predicate import RecordedBuild
from ccfuzz.toolchain import roots
from ccfuzz.triage.ir import Failure, classify, same
from ccfuzz.triage.results import PassIr

_DUMP = re.compile(r"^; \*\*\* IR Dump Before (.+?) on (.+?) \*\*\*$", re.M)
_CLANG_VERSION = re.compile(r"clang version (\d+)")
_NAMED_MAJOR = re.compile(r"-(\d+)$")
LOG_BYTES = 256 << 20  # the compile's stderr, whose module dumps are read
RUN_LIMITS = sandbox.Limits(wall_seconds=30, cpu_seconds=20, memory_bytes=4 << 30)
OPT_LIMITS = sandbox.Limits(wall_seconds=120, cpu_seconds=60, memory_bytes=4 << 30)
BEFORE, AFTER = "before.ll", "after.ll"
# Class names (older releases' bisect logs: "IndVarSimplifyPass") whose pipeline names are not
# the class name spelt in lower case ("indvars").
_ALIASES = {"indvarsimplify": "indvars", "loopstrengthreduce": "loop-reduce",
            "correlatedvaluepropagation": "correlated-propagation",
            "loopfullunroll": "loop-unroll-full", "loopidiomrecognize": "loop-idiom",
            "loopinstsimplify": "loop-instsimplify", "loopsimplifycfg": "loop-simplifycfg",
            "mergedloadstoremotion": "mldst-motion", "loopdeletion": "loop-deletion",
            "constraintelimination": "constraint-elimination"}


@dataclass(frozen=True)
class PassTools:
    """The LLVM tools of a clang's release, each as the argv that runs it."""

    major: int
    opt: tuple[str, ...]
    lli: tuple[str, ...]
    reduce: tuple[str, ...] | None


def tools_for(clang: str) -> PassTools | None:
    """``opt``, ``lli`` and ``llvm-reduce`` of the release of ``clang`` (a path or a name on
    PATH): ``TOOL-N`` beside it, ``TOOL`` in its real directory (``/usr/lib/llvm-N/bin``),
    ``TOOL-N`` on PATH, and for a toolchain root's script the tool inside its tree; None
    without an opt and an lli."""
    path = clang if "/" in clang else shutil.which(clang)
    if path is None:
        return None
    major = _major(path)
    if major is None:
        return None
    found = {tool: _tool(path, tool, major) for tool in ("opt", "lli", "llvm-reduce")}
    opt, lli = found["opt"], found["lli"]
    if opt is None or lli is None:
        return None
    return PassTools(major, opt, lli, found["llvm-reduce"])


def _major(clang: str) -> int | None:
    proc = sandbox.run([clang, "--version"], limits=sandbox.Limits(wall_seconds=30))
    said = _CLANG_VERSION.search(proc.stdout.decode(errors="replace"))
    named = _NAMED_MAJOR.search(Path(clang).name)
    return int(said.group(1)) if said else int(named.group(1)) if named else None


def _tool(clang: str, tool: str, major: int) -> tuple[str, ...] | None:
    beside = Path(clang).parent / f"{tool}-{major}"
    real = Path(os.path.realpath(clang)).parent / tool
    for candidate in (beside, real):
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return (str(candidate),)
    on_path = shutil.which(f"{tool}-{major}")
    if on_path is not None:
        return (on_path,)
    inside = roots.as_run_inside(clang)  # a root's script: the tree's own tool
    if inside is None or not inside[0]:
        return None
    home = Path(clang).parent.parent
    root = roots.load(home)
    path = str(PurePosixPath(inside[0][0]).parent / tool)
    if root is None or not roots.seen_inside(root, path).exists():
        return None
    return (*root.runner(), path)


def pipeline_name(tools: PassTools, name: str) -> str | None:
    """The name ``opt -passes=`` knows the pass by: the bisect log's own (LLVM 20 on prints
    pipeline names, without their parameters), else the class name's (``GVNPass``:
    ``gvn``) among ``opt -print-passes``; None when opt has no such pass (a machine pass)."""
    proc = sandbox.run([*tools.opt, "-print-passes"], limits=OPT_LIMITS)
    listed = proc.stdout.decode(errors="replace").splitlines()
    known = {line.strip().split("<", 1)[0] for line in listed if line.startswith("  ")}
    bare = name.split("<", 1)[0]
    if bare in known:
        return bare
    folded = re.sub(r"[^a-z0-9]", "", bare.lower().removesuffix("pass"))
    alias = _ALIASES.get(folded)
    if alias and alias in known:
        return alias
    return next((k for k in sorted(known) if re.sub(r"[^a-z0-9]", "", k) == folded), None)


def before_pass(build: RecordedBuild, source: bytes, index: int, name: str,
                seconds: float) -> tuple[bytes, str] | None:
    """The module just before pass ``index`` (``name``, as ``-print-before`` knows it) of
    the target build, and the unit that pass ran on; None when clang printed no dump."""
    extra = ("-mllvm", f"-opt-bisect-limit={index}", "-mllvm", f"-print-before={name}",
             "-mllvm", "-print-module-scope")
    with tempfile.TemporaryDirectory(prefix="ccfuzz-prepass-") as tmp:
        built = replace(build, command=(*build.command, *extra)).build_with(
            source, sandbox.Limits(wall_seconds=seconds, output_bytes=LOG_BYTES), Path(tmp))
    dumps = list(_DUMP.finditer(built.diagnostics))
    if not dumps:
        return None
    body = built.diagnostics[dumps[-1].end():].lstrip("\n")
    lines = []
    for line in body.splitlines():
        if line.startswith(("BISECT: ", "; *** IR Dump")):
            break
        lines.append(line)
    return ("\n".join(lines).rstrip() + "\n").encode(), dumps[-1].group(2)


@dataclass(frozen=True)
class Expected:
    """What the IR must do before the pass: the reference builds' run of the program."""

    stdout: str
    code: int | None
    stdin: bytes = b""


@dataclass(frozen=True)
class Trial:
    """One try of the pass on IR: does it misbehave, and what each step said."""

    misbehaves: bool
    before: str = ""  # lli of the IR before the pass (wrong code)
    after: str = ""  # lli of the IR after it (wrong code); opt's complaint (crash)
    why: str = ""  # why not, when it does not


def _lli(tools: PassTools, ir: bytes, stdin: bytes) -> sandbox.ProcResult:
    return sandbox.run([*tools.lli, BEFORE], files={BEFORE: ir}, stdin=stdin,
                       limits=RUN_LIMITS)


def _ends(proc: sandbox.ProcResult) -> str:
    if proc.ending is Ending.EXITED:
        return f"exits {proc.exit_code}"
    if proc.ending is Ending.SIGNALLED:
        return f"killed by signal {proc.signal}"
    return proc.ending.value


def _said(proc: sandbox.ProcResult) -> str:
    out = proc.stdout.decode(errors="replace").strip()
    return f"{_ends(proc)}, printing {out!r}" if out else f"{_ends(proc)}, printing nothing"


def wrong_code(tools: PassTools, arguments: Sequence[str], ir: bytes,
               expected: Expected) -> Trial:
    """lli of ``ir`` prints the expected output, and lli of ``opt arguments``' output of it
    does not end and print the same."""
    before = _lli(tools, ir, expected.stdin)
    printed = before.stdout.decode(errors="replace")
    if before.ending is not Ending.EXITED or printed != expected.stdout or (
            expected.code is not None and before.exit_code != expected.code):
        return Trial(False, _said(before), why="lli of the IR before the pass does not print "
                     f"the expected output ({_said(before)})")
    with tempfile.TemporaryDirectory(prefix="ccfuzz-prepass-") as tmp:
        out = Path(tmp) / AFTER
        opt = sandbox.run([*tools.opt, *arguments, BEFORE, "-S", "-o", AFTER],
                          files={BEFORE: ir}, keep={AFTER: out}, limits=OPT_LIMITS)
        if not opt.ok or not out.exists():
            return Trial(False, _said(before), why="opt with the pass fails: "
                         + (opt.stderr_text().strip().splitlines() or [_ends(opt)])[-1])
        after = _lli(tools, out.read_bytes(), expected.stdin)
    same_run = (after.ending, after.exit_code, after.signal, after.stdout) == (
        before.ending, before.exit_code, before.signal, before.stdout)
    if after.ending is Ending.TIMED_OUT:
        return Trial(False, _said(before), _said(after), "lli of the IR after the pass runs "
                     "out of time")
    return Trial(not same_run, _said(before), _said(after),
                 "" if not same_run else "lli prints the same before and after the pass")


def crash(tools: PassTools, arguments: Sequence[str], ir: bytes, detail: str) -> Trial:
    """``opt arguments`` crashes on ``ir`` as clang did (``detail``: its crash, as
    ``signatures.crash_detail`` spells it)."""
    proc = sandbox.run([*tools.opt, *arguments, BEFORE, "-disable-output"],
                       files={BEFORE: ir}, limits=OPT_LIMITS)
    failure: Failure | None = classify(proc)
    said = "\n".join(proc.stderr_text().strip().splitlines()[:40])
    if same(failure, FindingKind.COMPILER_CRASH, detail):
        return Trial(True, after=said)
    return Trial(False, after=said, why="opt with the pass does not crash as clang does"
                 + (f" ({failure.detail})" if failure is not None else ""))


def trial(spec: Mapping[str, Any], ir: bytes) -> Trial:
    """The test a spec (``write_spec``) describes, on ``ir``."""
    tools = PassTools(int(spec["major"]), tuple(spec["opt"]), tuple(spec["lli"]), None)
    if spec["mode"] == "crash":
        return crash(tools, spec["arguments"], ir, str(spec["detail"]))
    expected = Expected(str(spec["stdout"]), spec["code"], str(spec["stdin"]).encode())
    return wrong_code(tools, spec["arguments"], ir, expected)


def write_spec(bundle: Bundle, tools: PassTools, arguments: Sequence[str],
               expected: Expected | None, detail: str | None) -> Path:
    """The test's spec and llvm-reduce's script that runs it (in the bundle)."""
    spec: dict[str, Any] = {"mode": "crash" if expected is None else "wrong-code",
                            "major": tools.major, "opt": list(tools.opt),
                            "lli": list(tools.lli), "arguments": list(arguments),
                            "detail": detail}
    if expected is not None:
        spec |= {"stdout": expected.stdout, "code": expected.code,
                 "stdin": expected.stdin.decode(errors="replace")}
    bundle.ir_test.write_text(json.dumps(spec, indent=2) + "\n")
    # The sandbox passes no PYTHONPATH: the test imports this ccfuzz, wherever it is.
    package = Path(__file__).resolve().parent.parent.parent
    script = bundle.ir_interesting
    script.write_text("#!/bin/sh\n# ccfuzz: exit 0 when the IR file $1 still misbehaves under "
                      "the culprit pass\n"
                      f"PYTHONPATH={shlex.quote(str(package))} exec "
                      f"{shlex.quote(sys.executable)} -m ccfuzz.triage.irtest "
                      f"{shlex.quote(str(bundle.ir_test.resolve()))} \"$1\"\n")
    script.chmod(0o755)
    return script


def reduce(tools: PassTools, bundle: Bundle, script: Path, seconds: float) -> bytes | None:
    """``before-pass.ll`` reduced by llvm-reduce under ``script``, into
    ``before-pass.reduced.ll``; None without llvm-reduce or a result."""
    if tools.reduce is None:
        return None
    out = bundle.ir_before_pass_reduced
    sandbox.run([*tools.reduce, f"--test={script.resolve()}",
                 str(bundle.ir_before_pass.resolve()), "-o", str(out.resolve())],
                limits=sandbox.Limits(wall_seconds=seconds, memory_bytes=8 << 30),
                cwd=bundle.path)
    return out.read_bytes() if out.exists() else None


def make(build: RecordedBuild, source: bytes, index: int, name: str, expected: Expected | None,
         detail: str | None, bundle: Bundle, seconds: float,
         compile_seconds: float = 120.0) -> PassIr:
    """The IR reproducer of a finding of ``build`` on ``source`` whose culprit is pass
    ``index`` (``name``, as the bisect log spells it): wrong code when ``expected`` is
    given, else a crash as ``detail`` says (see the module). The bundle keeps
    ``before-pass.ll`` and ``before-pass.reduced.ll``; a reduced one a triage before made
    is reused while it still misbehaves."""
    clang = build.command[0]
    tools = tools_for(clang)
    if tools is None:
        return PassIr(why=f"no opt and lli of the LLVM release of {clang} were found")
    pipeline = pipeline_name(tools, name)
    if pipeline is None:
        return PassIr(why=f"the culprit {name} is no pass opt-{tools.major} knows (a code "
                      "generation pass runs on machine code, not on IR)", index=index)
    dumped = before_pass(build, source, index, pipeline, compile_seconds)
    if dumped is None:
        return PassIr(why=f"clang printed no IR before pass ({index}) {name} "
                      f"(-mllvm -print-before={pipeline})", pass_name=pipeline, index=index)
    ir, unit = dumped
    bundle.make().ir_before_pass.write_bytes(ir)
    arguments = (f"-passes={pipeline}",)

    def check(text: bytes) -> Trial:
        if expected is None:
            return crash(tools, arguments, text, detail or "")
        return wrong_code(tools, arguments, text, expected)

    first = check(ir)
    said = PassIr(pass_name=pipeline, index=index, unit=unit, ir_bytes=len(ir))
    if not first.misbehaves:
        return replace(said, why=f"on the IR before the pass, {first.why}")
    kept = bundle.ir_before_pass_reduced
    reduced: bytes | None = None
    if kept.exists() and kept.read_bytes() != ir and check(kept.read_bytes()).misbehaves:
        reduced = kept.read_bytes()  # an earlier triage's
    else:
        kept.unlink(missing_ok=True)
        script = write_spec(bundle, tools, arguments, expected, detail)
        made = reduce(tools, bundle, script, seconds)
        reduced = made if made is not None and check(made).misbehaves else None
    final = check(reduced) if reduced is not None else first
    if reduced is None:
        kept.unlink(missing_ok=True)
    shown = (kept if reduced is not None else bundle.ir_before_pass).name
    return replace(said, made=True, reduced_ir_bytes=len(reduced or ir),
                   reduced=reduced is not None,
                   commands=[list(c) for c in commands(tools, arguments, shown,
                                                       expected is None)],
                   said=_shown(final, expected is None))


def commands(tools: PassTools, arguments: Sequence[str], ll: str, crashes: bool
             ) -> list[tuple[str, ...]]:
    """The commands that show it on the IR file ``ll``: opt with the pass, and for wrong
    code lli before and after it."""
    if crashes:
        return [(*tools.opt, *arguments, ll, "-disable-output")]
    return [(*tools.opt, *arguments, ll, "-S", "-o", AFTER), (*tools.lli, ll),
            (*tools.lli, AFTER)]


def _shown(trial: Trial, crashes: bool) -> list[str]:
    if crashes:
        return trial.after.splitlines()
    return [f"before the pass: {trial.before}", f"after the pass: {trial.after}"]

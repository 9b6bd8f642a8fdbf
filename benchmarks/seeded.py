"""Faults seeded into Debian's tcc: the ground truth of ``benchmarks.isolate``.

Each directory ``tcc_faults/NN-slug/`` beside this module holds one fault (data only):

- ``fault.patch``: a one-line (or one-token) change to one function of tcc's source, a unified
  diff applied with ``patch -p1`` at the top of the source tree;
- ``program.c``: a valid C program (no undefined behaviour) that the patched tcc gets wrong,
  while the packaged tcc, gcc and clang-14 agree on it;
- ``truth.toml``: ``file``, ``function``, ``kind`` (``wrong-code``, ``crash`` or
  ``rejects-valid``) and a one-line ``description`` of the change;
- ``program.expected``, for a wrong-code fault whose program has inline assembly (or another
  construct the campaign's vote cannot judge, ``ccfuzz.constructs``): the output it must
  print, which gcc and clang-14 at -O0 and -O2, clang-22 and the packaged tcc all printed
  when it was written.

``prepare(fault_dir, ...)`` is what an isolation benchmark starts from: it builds the patched
tcc (with coverage, or plain), tests the fault's program with it beside gcc, clang-14 and the
packaged tcc in a real ccfuzz campaign, and returns the run directory and the finding the
campaign recorded against the patched compiler (``ccfuzz isolate ID --dir RUNDIR``).
``verify`` says whether that finding is the one the fault's truth announces.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ccfuzz import cli, compilers, sandbox, tester
from ccfuzz.case import guard
from ccfuzz.errors import CcfuzzError
from ccfuzz.model import Ending, FindingKind, Origin, Program
from ccfuzz.store import Store
from ccfuzz.store.records import FindingRow
from ccfuzz.toolchain import covbuild, tccsource

HERE = Path(__file__).resolve().parent / "tcc_faults"
KINDS = ("wrong-code", "crash", "rejects-valid")
# The finding kinds that show each kind of fault: a miscompiled program may print the wrong
# thing or die of a signal.
SHOWN_AS = {
    "wrong-code": (FindingKind.WRONG_CODE, FindingKind.RUNTIME_CRASH),
    "crash": (FindingKind.COMPILER_CRASH,),
    "rejects-valid": (FindingKind.REJECTS_VALID,),
}
# The compilers that outvote the patched one: the packaged tcc must side with them.
REFERENCES = ("gcc", "clang-14", "tcc")
HELLO = (b'#include <stdio.h>\n\nint main(void)\n{\n    printf("hello, world\\n");\n'
         b"    return 0;\n}\n")
SOURCE_ENV = "CCFUZZ_TCC_SOURCE"
_BUILD_SECONDS = 1800.0


class FaultError(CcfuzzError):
    """A fault directory that cannot be used, or a build of it that failed."""


@dataclass(frozen=True)
class Fault:
    directory: Path
    file: str
    function: str
    kind: str
    description: str

    @property
    def name(self) -> str:
        return self.directory.name

    @property
    def patch(self) -> Path:
        return self.directory / "fault.patch"

    @property
    def program(self) -> Path:
        return self.directory / "program.c"

    @property
    def expected(self) -> Path:
        return self.directory / "program.expected"


@dataclass(frozen=True)
class Prepared:
    """A fault ready to isolate: its patched compiler and the finding recorded against it."""

    fault: Fault
    compiler: Path
    compiler_name: str
    rundir: Path
    finding: FindingRow | None  # None: the campaign did not show the fault


@dataclass(frozen=True)
class Verdict:
    fault: Fault
    verified: bool
    reason: str  # what was found, or why the fault is not verified
    finding_id: int | None = None


def load(directory: Path) -> Fault:
    """The fault in ``directory``; its truth checked (known keys, a known kind, the function
    named in the patch's file)."""
    directory = directory.resolve()
    try:
        truth = tomllib.loads((directory / "truth.toml").read_text())
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise FaultError(f"{directory.name}: cannot read truth.toml: {exc}") from None
    expected = {"file", "function", "kind", "description"}
    if set(truth) != expected or not all(isinstance(v, str) and v for v in truth.values()):
        raise FaultError(f"{directory.name}: truth.toml must hold exactly the strings "
                         f"{', '.join(sorted(expected))}")
    if truth["kind"] not in KINDS:
        raise FaultError(f"{directory.name}: kind {truth['kind']!r} is not one of "
                         f"{', '.join(KINDS)}")
    fault = Fault(directory, truth["file"], truth["function"], truth["kind"],
                  truth["description"])
    for path in (fault.patch, fault.program):
        if not path.is_file():
            raise FaultError(f"{directory.name}: {path.name} is missing")
    touched = patched_files(fault.patch.read_text())
    if touched != [fault.file]:
        raise FaultError(f"{directory.name}: the patch changes {touched}, the truth names "
                         f"{fault.file}")
    return fault


def patched_files(patch: str) -> list[str]:
    """The files a ``diff -u a/FILE b/FILE`` patch changes, as paths in the source tree."""
    return [line[4:].split("\t")[0].removeprefix("b/")
            for line in patch.splitlines() if line.startswith("+++ ")]


_HUNK = re.compile(r"^@@ -(\d+)(?:,\d+)? \+\d+(?:,\d+)? @@")
_DEFINITION = re.compile(r"^[A-Za-z_][^;=]*?\b(\w+)\s*\([^;]*$")


def changed_lines(patch: str) -> list[int]:
    """The line numbers, in the original file, that a one-file unified diff removes or
    replaces (for a pure insertion: the line it is inserted before)."""
    lines: list[int] = []
    number, previous = 0, " "
    for line in patch.splitlines():
        hunk = _HUNK.match(line)
        if hunk:
            number, previous = int(hunk.group(1)), " "
            continue
        if line.startswith(("---", "+++")) or not number:
            continue
        if line.startswith("-") or (line.startswith("+") and previous not in "-+"):
            lines.append(number)
        if not line.startswith("+"):
            number += 1
        previous = line[:1]
    return lines


def enclosing_function(text: str, line: int) -> str | None:
    """The function whose definition holds line ``line`` (1-based) of C source ``text``, in
    tcc's layout (definitions start at column 0; so does the brace that ends them)."""
    lines = text.splitlines()
    for candidate in reversed(lines[:line - 1]):
        if candidate.startswith("}"):
            return None
        definition = _DEFINITION.match(candidate)
        if definition:
            return definition.group(1)
    return None


def check_truth(fault: Fault, source: Path) -> str | None:
    """Why the truth does not describe the patch on ``source``, or None: every line the
    patch changes lies in the function the truth names."""
    text = (source / fault.file).read_text(errors="replace")
    for line in changed_lines(fault.patch.read_text()):
        found = enclosing_function(text, line)
        if found != fault.function:
            return f"{fault.file}:{line} is in {found or 'no function'}, not {fault.function}"
    return None


def all_faults(root: Path = HERE) -> list[Fault]:
    return [load(d) for d in sorted(root.iterdir()) if (d / "truth.toml").is_file()]


def find(name: str, root: Path = HERE) -> Fault:
    """A fault by directory name, or by its number alone (``07``)."""
    named = [d for d in sorted(root.iterdir())
             if d.is_dir() and (d.name == name or d.name.split("-")[0] == name)]
    if len(named) > 1:
        raise FaultError(f"{name!r} names {len(named)} faults in {root}: "
                         f"{', '.join(d.name for d in named)}")
    if not named:
        raise FaultError(f"no fault named {name!r} in {root}")
    if not (named[0] / "truth.toml").is_file():
        raise FaultError(f"{named[0]} has no truth.toml (file, function, kind)")
    return load(named[0])


def default_source(cache: Path | None = None) -> Path:
    """The unpacked Debian source of tcc (Debian's patches applied): ``$CCFUZZ_TCC_SOURCE``,
    else the installed package's source, fetched once with ``apt-get source`` into the
    cache."""
    value = os.environ.get(SOURCE_ENV)
    if value:
        return Path(value)
    root = (cache or default_cache()) / "source"
    fetched = sorted(root.glob("tcc-*/configure"))
    if fetched:
        return fetched[0].parent
    try:
        return tccsource.fetch(root, tccsource.installed_version())
    except CcfuzzError as exc:
        raise FaultError(f"no tcc source ({exc}); give --source DIR or set {SOURCE_ENV}"
                         ) from None


def default_cache() -> Path:
    return sandbox.cache_dir() / "tcc-faults"


def _step(what: str, argv: list[str], log: Path, cwd: Path | None = None) -> None:
    proc = sandbox.run(argv, cwd=cwd, limits=sandbox.Limits(wall_seconds=_BUILD_SECONDS,
                                                            output_bytes=64 << 20))
    with log.open("ab") as out:
        out.write(f"$ {' '.join(argv)}\n".encode() + proc.stdout + proc.stderr)
    if proc.ending is Ending.NOT_STARTED:
        raise FaultError(f"{what}: {argv[0]} not found")
    if not proc.ok:
        raise FaultError(f"{what} failed (exit {proc.exit_code}, signal {proc.signal}); "
                         f"log: {log}")


def build_plain(fault: Fault, source: Path, cache: Path | None = None, *,
                jobs: int = 2) -> Path:
    """The patched tcc, configured as Debian configures it and built without coverage (it
    compiles its own libtcc1.a, so a fault that breaks tcc's build fails here); cached by the
    source's location and the patch's content. Returns the installed ``tcc``."""
    if not (source / "configure").is_file():
        raise FaultError(f"{source} is not a tcc source tree (no configure)")
    key = hashlib.sha256(str(source.resolve()).encode() + b"\0" + fault.patch.read_bytes()
                         ).hexdigest()[:16]
    directory = (cache or default_cache()).absolute() / f"{fault.name}-{key}"
    compiler = directory / "install" / "bin" / "tcc"
    done = directory / "built"
    if done.is_file() and os.access(compiler, os.X_OK):
        return compiler
    shutil.rmtree(directory, ignore_errors=True)
    directory.mkdir(parents=True)
    tree, log = directory / "src", directory / "build.log"
    shutil.copytree(source, tree, symlinks=True)
    _step("patch", ["patch", "-p1", "--batch", "--forward", "-d", str(tree), "-i",
                    str(fault.patch)], log)
    _step("configure", ["sh", "configure", f"--prefix={directory / 'install'}",
                        "--cpu=x86_64", "--triplet=x86_64-linux-gnu"], log, cwd=tree)
    _step("make", ["make", "-C", str(tree), f"-j{jobs}"], log)
    _step("make install", ["make", "-C", str(tree), "install"], log)
    if not os.access(compiler, os.X_OK):
        raise FaultError(f"building {fault.name} installed no {compiler}")
    done.write_text(fault.name + "\n")
    return compiler


def compiler_name(fault: Fault) -> str:
    return "tcc-fault-" + fault.name.split("-")[0]


def hunt(fault: Fault, compiler: Path, rundir: Path, *, name: str | None = None,
         jobs: int = 2, family: str = "tcc", references: Sequence[str] = REFERENCES
         ) -> FindingRow | None:
    """``ccfuzz hunt`` over the fault's program (and a hello-world) with the ``references``
    (gcc, clang-14 and the packaged tcc) and ``compiler`` (configured as ``name``, of
    ``family``), stored in ``rundir``; the finding against ``compiler`` that the fault's
    program showed, if any."""
    name = name or compiler_name(fault)
    programs = rundir / "programs"
    shutil.rmtree(programs, ignore_errors=True)
    programs.mkdir(parents=True)
    shutil.copyfile(fault.program, programs / f"{fault.name}.c")
    if fault.expected.exists():
        shutil.copyfile(fault.expected, programs / f"{fault.name}.expected")
    (programs / "hello.c").write_bytes(HELLO)
    config = rundir / "ccfuzz.toml"
    config.write_text(f"[compilers.{name}]\npath = {json.dumps(str(compiler))}\n"
                      f"family = {json.dumps(family)}\n")
    code = cli.main(["hunt", "--source", f"dir:{programs}", "--config", str(config),
                     "--compilers", ",".join((*references, name)), "--dir", str(rundir),
                     "--seed", "0", "--jobs", str(jobs)])
    if code != 0:
        raise FaultError(f"{fault.name}: ccfuzz hunt exited with status {code}")
    with Store(rundir, write=False) as store:
        campaign_id = store.campaign().id
        # Seen in this campaign: in a run directory hunted before, the finding is the
        # earlier campaign's row, sighted again.
        for finding in store.findings():
            if finding.compiler != name:
                continue
            for pid in store.sightings(finding.id):
                program = store.program(pid)
                if program.campaign_id == campaign_id and program.name == f"{fault.name}.c":
                    return finding
    return None


def build(fault: Fault, source: Path, cache: Path | None = None, *,
          coverage: bool = False) -> Path:
    """The patched compiler: built with coverage (``ccfuzz.toolchain.covbuild``) or plain.
    ``cache`` is where the build goes; ``ccfuzz isolate`` looks for coverage builds in
    covbuild's default cache (or in the configuration), so leave it None to isolate."""
    if not coverage:
        return build_plain(fault, source, cache)
    return covbuild.build_tcc(cache, patch=fault.patch, source=source).compiler


def prepare(fault_dir: Path, rundir: Path, *, source: Path | None = None,
            cache: Path | None = None, coverage: bool = False) -> Prepared:
    """Build the fault's tcc and record its finding in a store in ``rundir``."""
    fault = load(fault_dir)
    compiler = build(fault, source or default_source(), cache, coverage=coverage)
    name = compiler_name(fault)
    return Prepared(fault, compiler, name, rundir, hunt(fault, compiler, rundir, name=name))


def guard_problem(fault: Fault, workdir: Path) -> str | None:
    """Why the fault's program is not valid C by ccfuzz's undefined-behaviour guard (the one
    reductions and DiWi's witnesses must pass: warnings that signal UB, gcc ASan+UBSan and
    clang MSan+UBSan builds that must do what gcc -O0's build does), or None."""
    program = Program(fault.program.name, fault.program.read_text(), Origin("file"))
    limits = sandbox.Limits(wall_seconds=60.0)
    workdir.mkdir(parents=True, exist_ok=True)
    (gcc,) = compilers.select(compilers.discover(), ["gcc"])
    built = compilers.CompilerConfig(gcc, "-O0", limits).build(program, workdir)
    if built.binary is None:
        return f"gcc -O0 does not build it: {built.diagnostics.strip()[:200]}"
    reference = tester.run_binary(built.binary, program, limits, tmp_root=workdir).outcome()
    candidate = guard.Candidate(program.source.encode(), b"", workdir, 60.0, 10.0)
    return guard.invalid(guard.default_guard(), candidate, reference)


def verify(prepared: Prepared) -> Verdict:
    """Does the campaign show the fault as its truth says, and nothing else? The patched
    tcc alone misbehaves on the program, in the announced way, and compiles and runs
    hello-world like every other compiler."""
    fault, finding = prepared.fault, prepared.finding
    if finding is None:
        return Verdict(fault, False, "no finding against the patched tcc")
    with Store(prepared.rundir, write=False) as store:
        others = [f for f in store.findings()
                  if f.campaign_id == finding.campaign_id and f.id != finding.id]
    if finding.kind not in SHOWN_AS[fault.kind]:
        return Verdict(fault, False, f"found {finding.kind.value}, the truth says {fault.kind}",
                       finding.id)
    if others:
        listed = ", ".join(f"{f.kind.value} of {f.compiler}" for f in others)
        return Verdict(fault, False, f"other findings too: {listed}", finding.id)
    return Verdict(fault, True, finding.kind.value, finding.id)

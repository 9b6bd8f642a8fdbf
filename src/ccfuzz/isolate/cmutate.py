"""Mutants of the compiler itself: which of its lines the failing program's outcome hangs on.

A spectrum says which lines the failing compile ran and the passing ones did not; a fault
whose faulty line every witness runs too (a wrong constant, flag or argument) is invisible
to it. Mutating the compiler sees such faults: a mutant of the faulty line changes what the
failing program prints, while the witnesses, which the line's value does not hurt, mostly
print what they printed (Metallaxis-FL, Papadakis and Le Traon, 2015); and a mutant that
undoes a one-token fault makes the failing program pass (MUSE, Moon et al., 2014).

For a compiler that can be rebuilt in a moment (tcc: one file recompiled and the whole
relinked in well under a second), ``Rebuild`` keeps a plain build (no coverage) of the
coverage build's source, and builds a mutant by recompiling the one file a mutation changed
and relinking. ``line_mutants`` gives the mutants of one source line (operators replaced
within their kind, integer constants off by one or zeroed, a condition negated, a
statement deleted); ``Probe`` builds each, compiles and runs the failing program with it,
and, when that changes the outcome, the witnesses; ``Tally`` collects what each mutant did.
How the tallies rank functions is ``rank.refine``.
"""

from __future__ import annotations

import math
import os
import re
import shlex
import shutil
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field, replace
from pathlib import Path

from ccfuzz import sandbox, tester
from ccfuzz.errors import CcfuzzError, CoverageBuildError
from ccfuzz.isolate import tccsource
from ccfuzz.isolate.covbuild import CoverageBuild
from ccfuzz.isolate.gcovdata import Line
from ccfuzz.isolate.layout import literal_end
from ccfuzz.model import BuildStatus, Origin, Program, RunOutcome
from ccfuzz.predicate import RecordedBuild, binary_limits

_REL = ("==", "!=", "<", "<=", ">", ">=")
_ARITH = ("+", "-", "/", "%")  # ``*`` is also a dereference: left alone
_BITS = ("&", "|", "^")
_SWAPS = {"<<": ">>", ">>": "<<", "&&": "||", "||": "&&", "++": "--", "--": "++"}
_TOKEN = re.compile(r"0[xX][0-9a-fA-F]+[uUlL]*|[0-9]+[uUlL]*|[A-Za-z_]\w*|->|\+\+|--|<<=|>>=|"
                    r"<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^]=|[-+*/%&|^<>!~=?:;,.(){}\[\]]")
# A line starting so declares something: deleting it breaks the build or nothing.
_DECLARES = re.compile(
    r"(return|break|continue|goto|case|default|typedef|static|extern|const|volatile|"
    r"register|int|unsigned|signed|char|long|short|struct|union|enum|void|double|float|"
    r"[A-Z]\w*|\w+_t)\b")
_BUILD_SECONDS = 120.0
_START_SECONDS = 60.0  # the unmutated compiler's compiles and runs
_FLOOR_SECONDS = 0.25
_LINK_LIBRARY = re.compile(r"-l\S+|-pthread")


def _blanked(line: str) -> str:
    """``line`` with its string and character literals and comments blanked, same length."""
    raw = line.encode("latin-1", "replace")  # one byte per character, as read
    out, i, n = [], 0, len(raw)
    while i < n:
        if raw[i:i + 1] in (b'"', b"'"):
            end = literal_end(raw, i)
        elif raw.startswith(b"//", i):
            end = n
        elif raw.startswith(b"/*", i):
            end = raw.find(b"*/", i + 2)
            end = n if end < 0 else end + 2
        else:
            out.append(line[i])
            i += 1
            continue
        out.append(" " * (end - i))
        i = end
    return "".join(out)


def line_mutants(line: str) -> list[tuple[str, str]]:
    """The mutants of one line of C: (what was done, the new line), each one edit."""
    if line.lstrip().startswith("#"):
        return []
    clean = _blanked(line)
    tokens = [(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(clean)]
    out: list[tuple[str, str]] = []

    def put(start: int, end: int, new: str, what: str) -> None:
        out.append((what, line[:start] + new + line[end:]))

    for k, (start, end, tok) in enumerate(tokens):
        before = tokens[k - 1][2] if k else ""
        # An operator after an operand is binary (``a - b``, not ``-b`` or ``*p``).
        binary = bool(before) and (before[0].isalnum() or before[0] == "_"
                                   or before in (")", "]"))
        for kind in (_REL, _ARITH, _BITS):
            if tok in kind and binary:
                for other in kind:
                    if other != tok:
                        put(start, end, other, f"{tok} -> {other}")
        if tok in _SWAPS:
            put(start, end, _SWAPS[tok], f"{tok} -> {_SWAPS[tok]}")
        elif tok == "!":
            put(start, end, "", "! deleted")
        elif re.fullmatch(r"[1-9][0-9]*|0|0[xX][0-9a-fA-F]+", tok):
            value = int(tok, 0)
            put(start, end, str(value + 1), f"{tok} -> {value + 1}")
            if value > 0:
                put(start, end, str(value - 1), f"{tok} -> {value - 1}")
                put(start, end, "0", f"{tok} -> 0")
        elif tok in ("if", "while") and k + 1 < len(tokens) and tokens[k + 1][2] == "(":
            close = _closing(tokens, k + 1)
            if close is not None:
                a, b = tokens[k + 1][1], tokens[close][0]
                out.append((f"{tok} condition negated",
                            line[:a] + "!(" + line[a:b] + ")" + line[b:]))
    body = clean.strip()
    if body.endswith(";") and body.count("(") == body.count(")") and "{" not in body \
            and "}" not in body and not _DECLARES.match(body) \
            and not re.match(r"\w+\s+\**\s*\w+\s*[=;\[,]", body):
        indent = line[:len(line) - len(line.lstrip())]
        out.append(("statement deleted", indent + ";" + ("\n" if line.endswith("\n") else "")))
    return out


def _closing(tokens: Sequence[tuple[int, int, str]], opening: int) -> int | None:
    depth = 0
    for j in range(opening, len(tokens)):
        if tokens[j][2] == "(":
            depth += 1
        elif tokens[j][2] == ")":
            depth -= 1
            if depth == 0:
                return j
    return None


@dataclass(frozen=True)
class Rebuild:
    """A plain build of a coverage build's source: how each of its object files was
    compiled, and how the compiler was linked from them."""

    tree: Path
    compiler: Path  # the unmutated compiler, as built
    # Source file (relative to tree) -> the command that compiled it (``-o`` its object).
    commands: dict[str, list[str]]
    link: list[str]  # the libraries the link names
    fast: str | None  # a compiler that compiles a mutated file faster than the build's

    def lines(self, file: str) -> list[str]:
        """The lines of a source file, ends kept. Read as Latin-1, which every byte is, so
        that written back (``build``) a file is byte for byte what it was but the edit."""
        return (self.tree / file).read_text(encoding="latin-1").splitlines(keepends=True)

    def build(self, file: str, text: str, slot: Path) -> Path | None:
        """The compiler with ``file`` replaced by ``text``, built in ``slot`` (compiled and
        linked with the other objects in one command); None when the mutant does not
        compile or link."""
        mutated = slot / Path(file).name
        mutated.write_text(text, encoding="latin-1", errors="replace")
        binary = slot / self.compiler.name
        argv = [a for a in _retarget(self.commands[file], file, str(mutated), str(binary))
                if a != "-c"]
        if self.fast is not None:
            argv[0] = self.fast
        others = [argv[argv.index("-o") + 1] for f, argv in self.commands.items() if f != file]
        return binary if _ran([*argv, *others, *self.link], self.tree) else None

    def files(self) -> set[str]:
        return set(self.commands)


def _retarget(argv: Sequence[str], file: str, source: str, output: str) -> list[str]:
    out = list(argv)
    for i, arg in enumerate(out):
        if arg == file:
            out[i] = source
        elif arg == "-o" and i + 1 < len(out):
            out[i + 1] = output
    return out


def _ran(argv: Sequence[str], cwd: Path) -> bool:
    proc = sandbox.run(argv, limits=sandbox.Limits(wall_seconds=_BUILD_SECONDS), cwd=cwd)
    return proc.ok


def check_rebuildable(build: CoverageBuild) -> None:
    """Refuse, with the reason, a build whose compiler ccfuzz cannot rebuild per mutant."""
    if build.family != "tcc":
        raise CcfuzzError(f"{build.name} is a {build.family} build: compiler mutants need a "
                          "compiler rebuilt in a moment per mutant, which ccfuzz knows how to "
                          "do for tcc only")


def rebuild_tcc(build: CoverageBuild, workdir: Path, jobs: int = 2) -> Rebuild:
    """A plain build of ``build``'s source tree in ``workdir``, configured as the coverage
    build was (so it finds the coverage build's runtime library and headers)."""
    check_rebuildable(build)
    tree = workdir / "src"
    tccsource.copy_built_source(build.source_dir, tree)
    prefix = build.compiler.parent.parent
    log = workdir / "build.log"
    tccsource.configure_and_make(tree, prefix, log, jobs, cflags="-O0", targets=("tcc",))
    commands: dict[str, list[str]] = {}
    link: list[str] = []
    for line in log.read_text(errors="replace").splitlines():
        try:
            argv = shlex.split(line)
        except ValueError:
            continue
        if "-c" in argv and "-o" in argv:
            sources = [a for a in argv if a.endswith(".c") and (tree / a).is_file()]
            obj = argv[argv.index("-o") + 1]
            if len(sources) == 1 and obj.endswith(".o"):
                commands[sources[0]] = argv
        elif "-o" in argv and argv[argv.index("-o") + 1] == "tcc":
            link = [a for a in argv if _LINK_LIBRARY.fullmatch(a)]
    compiler = tree / "tcc"
    if not commands or not os.access(compiler, os.X_OK):
        raise CoverageBuildError(f"the plain build of {build.source_dir} for compiler mutants "
                                 f"made no tcc (log: {log})")
    fast = shutil.which("tcc")
    return Rebuild(tree, compiler, commands, link, fast)


# What a compile and run came to, comparable between two compilers: the compile's status and
# how it ended, and for a binary how it ended and what it printed.
Outcome = tuple[object, ...]


@dataclass(frozen=True)
class Subject:
    """A program the mutants are tried on, and what the unmutated compiler makes of it."""

    source: bytes
    base: Outcome


@dataclass(frozen=True)
class Tried:
    """What one mutant of the compiler did."""

    line: Line
    what: str
    built: bool
    changed: bool  # the failing program's outcome is not what it was
    fixed: bool  # ... and is now what a correct compiler makes of it
    witnesses_changed: int  # witnesses whose outcome changed (at most ``Probe.enough``)
    witnesses_tried: int  # until that many changed, or all

    def to_json(self) -> list[object]:
        return [list(self.line), self.what, self.built, self.changed, self.fixed,
                self.witnesses_changed, self.witnesses_tried]

    @classmethod
    def from_json(cls, data: Sequence[object]) -> Tried:
        where: Sequence[object] = data[0]  # type: ignore[assignment]
        return cls(Line(str(where[0]), str(where[1]), int(str(where[2]))), str(data[1]),
                   bool(data[2]), bool(data[3]), bool(data[4]), int(str(data[5])),
                   int(str(data[6])))


@dataclass
class Tally:
    """The mutants tried, and the functions they were mutants of."""

    tried: list[Tried] = field(default_factory=list)
    # The functions some of whose mutants were tried, in the order given.
    functions: list[tuple[str, str]] = field(default_factory=list)
    partial: int = 0  # of them, those not all of whose mutants were tried
    seconds: float = 0.0
    complete: bool = True  # every mutant of every function given was tried
    interrupted: bool = False  # stopped by Ctrl-C (not by the deadline)
    note: str = ""  # why there are none, when there are none


@dataclass
class Probe:
    """Tries mutants of ``rebuild`` on the failing program and the witnesses."""

    rebuild: Rebuild
    arguments: list[str]  # the compile command without its compiler
    failing: bytes
    correct: Callable[[Outcome], bool]  # whether the failing program's outcome is right
    witnesses: Sequence[bytes]
    stdin: bytes = b""
    runs: bool = True  # the finding is about what the binary does (wrong code, a crash)
    scratch: Path = Path("/tmp")
    # A mutant that loops forever is stopped at this many times the slowest unmutated
    # compile (or run), and never sooner than _FLOOR_SECONDS.
    patience: float = 10.0
    # Witnesses are tried until this many changed: a mutant that changes most of what the
    # compiler does is told from one that changes only the failing program, at the cost of
    # a few witnesses' compiles, not all of them.
    enough: int = 3
    _subjects: list[Subject] = field(default_factory=list)
    _compile_seconds: float = _FLOOR_SECONDS
    _run_seconds: float = _FLOOR_SECONDS

    def outcome(self, compiler: Path, source: bytes, slot: Path
                ) -> tuple[Outcome, float, float]:
        """What ``compiler`` makes of ``source``, and how long its compile and the binary's
        run took."""
        target = RecordedBuild("mutant", "mutant", "", (str(compiler), *self.arguments))
        built = target.build_with(source, sandbox.Limits(wall_seconds=self._compile_seconds),
                                  slot)
        if built.status is not BuildStatus.OK or built.binary is None:
            first = built.diagnostics.strip().splitlines()[:1]
            return (built.status.value, built.signal, *first), built.seconds, 0.0
        program = Program("prog.c", "", Origin("mutant"), self.stdin)
        ran = tester.run_binary(built.binary, program, binary_limits(self._run_seconds),
                                tmp_root=slot)
        built.binary.unlink(missing_ok=True)
        out: RunOutcome = ran.outcome()
        return ("ok", out.ending.value, out.code, out.stdout), built.seconds, ran.seconds

    def start(self, slot: Path) -> str | None:
        """The unmutated compiler's outcomes; why mutants cannot be judged, or None."""
        self._compile_seconds = self._run_seconds = _START_SECONDS
        subjects, compiles, runs = [], [0.0], [0.0]
        for source in (self.failing, *self.witnesses):
            base, compiled, ran = self.outcome(self.rebuild.compiler, source, slot)
            subjects.append(Subject(source, base))
            compiles.append(compiled)
            runs.append(ran)
        if self.correct(subjects[0].base):
            return ("the plain rebuild of the compiler does not fail on the program as the "
                    "coverage build does")
        if self.runs and subjects[0].base[0] != "ok":
            # Not the finding: a rebuild that cannot find its headers or runtime library
            # would make every mutant look harmless.
            return (f"the plain rebuild of the compiler does not build the program "
                    f"({': '.join(str(x) for x in subjects[0].base if x is not None)})")
        self._subjects = subjects
        self._compile_seconds = max(_FLOOR_SECONDS, self.patience * max(compiles))
        self._run_seconds = max(_FLOOR_SECONDS, self.patience * max(runs))
        # A mutant's file is compiled by ``rebuild.fast`` (the system tcc): each file so
        # compiled, unmutated, must give the failing program the same outcome, or the
        # build's own compiler compiles the mutants.
        if self.rebuild.fast is not None and not self._same_when_rebuilt(slot):
            self.rebuild = replace(self.rebuild, fast=None)
            if not self._same_when_rebuilt(slot):
                return ("the compiler rebuilt one file at a time does not fail on the "
                        "program as the plain rebuild does")
        return None

    def _same_when_rebuilt(self, slot: Path) -> bool:
        failing = self._subjects[0]
        for file in sorted(self.rebuild.files()):
            compiler = self.rebuild.build(file, "".join(self.rebuild.lines(file)), slot)
            if compiler is None or self.outcome(compiler, failing.source, slot)[0] \
                    != failing.base:
                return False
        return True

    def trial(self, line: Line, text: list[str], what: str, new: str, slot: Path) -> Tried:
        lines = list(text)
        lines[line.line - 1] = new
        compiler = self.rebuild.build(line.file, "".join(lines), slot)
        if compiler is None:
            return Tried(line, what, False, False, False, 0, 0)
        failing, *witnesses = self._subjects
        now = self.outcome(compiler, failing.source, slot)[0]
        if now == failing.base:
            return Tried(line, what, True, False, False, 0, 0)
        changed = tried = 0
        for witness in witnesses:
            if changed == self.enough:
                break
            tried += 1
            changed += self.outcome(compiler, witness.source, slot)[0] != witness.base
        return Tried(line, what, True, True, self.correct(now), changed, tried)


def mutant_score(t: Tried) -> float:
    """How much one mutant says its line holds the fault: nothing if the failing program's
    outcome did not change; else Metallaxis' ``1 / sqrt(1 + witnesses changed)`` (with one
    failing program; the count stops at ``Probe.enough``), and 1 more when the failing
    program now passes (MUSE's evidence: the mutant undid the fault, or routed around it)."""
    if not t.changed:
        return 0.0
    return 1 / math.sqrt(1 + t.witnesses_changed) + (1.0 if t.fixed else 0.0)


def function_scores(tried: Sequence[Tried],
                    score: Callable[[Tried], float] = mutant_score
                    ) -> dict[tuple[str, str], float]:
    """Each function's score: its best mutant's (by ``score``)."""
    best: dict[tuple[str, str], float] = {}
    for t in tried:
        key = (t.line.file, t.line.function)
        best[key] = max(best.get(key, 0.0), score(t))
    return best


def explore(probe: Probe, functions: Sequence[tuple[str, str]], lines: Sequence[Line],
            deadline: float, workers: int = 2,
            on_progress: Callable[[str], None] | None = None) -> Tally:
    """Every mutant of every line of ``functions`` (in that order: the most suspect first)
    that the failing compile ran, until ``deadline``; Ctrl-C stops it with what is done."""
    started = time.monotonic()
    tally = Tally()
    slots = [probe.scratch / f"slot{i}" for i in range(workers)]
    for slot in slots:
        slot.mkdir(parents=True, exist_ok=True)
    why = probe.start(slots[0])
    if why is not None:
        tally.note = why
        return tally
    texts: dict[str, list[str]] = {}
    known = probe.rebuild.files()
    by_function: dict[tuple[str, str], list[Line]] = {}
    for line in sorted(lines):
        if line.file in known:
            by_function.setdefault((line.file, line.function), []).append(line)

    def jobs() -> Iterator[tuple[tuple[str, str], Line, str, str, bool]]:
        for unit in functions:
            todo = []
            for line in by_function.get(unit, []):
                if line.file not in texts:
                    texts[line.file] = probe.rebuild.lines(line.file)
                if 0 < line.line <= len(texts[line.file]):
                    todo += [(line, w, n) for w, n in line_mutants(
                        texts[line.file][line.line - 1])]
            for i, (line, what, new) in enumerate(todo):
                yield unit, line, what, new, i == len(todo) - 1
            if not todo:
                yield unit, Line("", "", 0), "", "", True

    free = list(slots)
    lock = threading.Lock()

    def one(line: Line, what: str, new: str) -> Tried:
        with lock:
            slot = free.pop()
        try:
            return probe.trial(line, texts[line.file], what, new, slot)
        finally:
            with lock:
                free.append(slot)

    pending: dict[Future[Tried], tuple[int, tuple[str, str]]] = {}  # -> (order, function)
    left: dict[tuple[str, str], int] = {}  # mutants of a function not yet tried
    queued: set[tuple[str, str]] = set()  # functions whose every mutant is queued
    finished: set[tuple[str, str]] = set()
    source = jobs()
    submitted = 0
    with ThreadPoolExecutor(workers) as pool:
        try:
            while True:
                while len(pending) < 2 * workers and time.monotonic() < deadline:
                    job = next(source, None)
                    if job is None:
                        break
                    unit, line, what, new, last = job
                    if last:
                        queued.add(unit)
                    if not line.file:  # a function with no line to mutate
                        finished.add(unit)
                        continue
                    left[unit] = left.get(unit, 0) + 1
                    pending[pool.submit(one, line, what, new)] = (submitted, unit)
                    submitted += 1
                if not pending:
                    break
                done, _ = wait(pending, return_when=FIRST_COMPLETED)
                interrupted = False
                for future in sorted(done, key=lambda f: pending[f][0]):
                    _, unit = pending.pop(future)
                    try:
                        tally.tried.append(future.result())
                    except KeyboardInterrupt:
                        interrupted = True
                        continue
                    left[unit] -= 1
                    if left[unit] == 0 and unit in queued:
                        finished.add(unit)
                if interrupted:
                    raise KeyboardInterrupt
                if on_progress is not None:
                    on_progress(f"{len(tally.tried)} compiler mutants, {len(finished)} "
                                "functions done")
            tally.complete = next(source, None) is None
        except KeyboardInterrupt:
            # What the interrupted compiles and runs came to is not a mutant's doing.
            tally.complete, tally.interrupted = False, True
            for future in pending:
                future.cancel()
    # The functions tried are a prefix of ``functions``: all whose mutants were all tried,
    # and the one (or, with several workers, few) the deadline or Ctrl-C cut short, whose
    # score is then the best of the mutants tried.
    tried = {(t.line.file, t.line.function) for t in tally.tried}
    tally.functions = [u for u in functions if u in finished or u in tried]
    tally.partial = len([u for u in tally.functions if u not in finished])
    tally.seconds = time.monotonic() - started
    return tally

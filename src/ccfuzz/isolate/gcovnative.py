"""Line coverage straight from ``.gcno`` and ``.gcda`` files, without starting gcov.

``gcov`` re-reads every note file and solves every function's flow graph on each call, and
prints every line as JSON for Python to parse: many times the cost of the compile it reads
(docs/benchmarks.md). Here the note files
of a build are read once per process and each function's flow graph is solved *symbolically*:
GCC instruments only the arcs off a spanning tree, and every block's count is a fixed sum of
those arcs' counters with coefficients ±1, found by the same propagation gcov runs on numbers
(a block whose arcs on one side are known has their sum; a block with one unknown arc on a
side gives it the difference). That turns a build into a sparse matrix from counters to
blocks, and one compile's coverage into one product: a line ran when a block holding it has
a count above zero.

Only GCC 12's note format (lengths in bytes, strings without padding) is read, and later
GCCs' while it stays; ``Unreadable`` says a file is not in it, and the caller falls back to
gcov.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import struct
import subprocess
import threading
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

NOTE_MAGIC = 0x67636E6F  # "gcno"
DATA_MAGIC = 0x67636461  # "gcda"
TAG_FUNCTION = 0x01000000
TAG_BLOCKS = 0x01410000
TAG_ARCS = 0x01430000
TAG_LINES = 0x01450000
TAG_COUNTER_ARCS = 0x01A10000
ARC_ON_TREE = 1


class Unreadable(Exception):
    """A note or data file this reader does not understand (another GCC's format)."""


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def u32(self) -> int:
        if self.pos + 4 > len(self.data):
            raise Unreadable("truncated")
        (value,) = struct.unpack_from("<I", self.data, self.pos)
        self.pos += 4
        return int(value)

    def string(self) -> str:
        length = self.u32()
        if self.pos + length > len(self.data):
            raise Unreadable("truncated string")
        text = self.data[self.pos:self.pos + length].rstrip(b"\0")
        self.pos += length
        return text.decode(errors="replace")

    def done(self) -> bool:
        return self.pos >= len(self.data)


@dataclass(frozen=True)
class _Function:
    ident: int
    cfg_checksum: int
    counters: int  # instrumented arcs
    offset: int  # of its first counter in the build's counter vector


Vector = dict[int, int]  # counter index (within the function) -> coefficient


def _solve(blocks: int, arcs: list[tuple[int, int, int]]) -> list[Vector | None]:
    """Each arc's count as a combination of the function's counters (one per arc off the
    spanning tree, in the order of the note file's arcs); None where the graph leaves it
    unknown."""
    value: list[Vector | None] = []
    counter = 0
    for _, _, flags in arcs:
        value.append(None if flags & ARC_ON_TREE else {counter: 1})
        counter += 0 if flags & ARC_ON_TREE else 1
    outs: list[list[int]] = [[] for _ in range(blocks)]
    ins: list[list[int]] = [[] for _ in range(blocks)]
    for i, (src, dst, _) in enumerate(arcs):
        outs[src].append(i)
        ins[dst].append(i)
    count: list[Vector | None] = [None] * blocks
    changed = True
    while changed:
        changed = False
        for b in range(blocks):
            if count[b] is None:
                for side in (outs[b], ins[b]):
                    if side and all(value[a] is not None for a in side):
                        count[b] = _sum([value[a] for a in side])
                        changed = True
                        break
            total = count[b]
            if total is None:
                continue
            for side in (outs[b], ins[b]):
                unknown = [a for a in side if value[a] is None]
                if len(unknown) == 1:
                    known = _sum([value[a] for a in side if value[a] is not None])
                    value[unknown[0]] = _sum([total, {k: -v for k, v in known.items()}])
                    changed = True
    return value


def _sum(vectors: list[Vector | None]) -> Vector:
    out: Vector = {}
    for vector in vectors:
        for k, v in (vector or {}).items():
            out[k] = out.get(k, 0) + v
    return {k: v for k, v in out.items() if v}


@dataclass
class Notes:
    """A build's note files as a matrix from counters to blocks, and blocks to lines."""

    units: dict[str, dict[int, _Function]]  # object file (no suffix) -> ident -> function
    counters: int
    rows: npt.NDArray[np.int64]  # block of each term (blocks holding lines, across the build)
    cols: npt.NDArray[np.int64]  # counter of each term
    coeffs: npt.NDArray[np.float64]
    quantities: int  # blocks holding lines
    line_quantity: npt.NDArray[np.int64]  # the block of each (block, line) pair
    line_index: npt.NDArray[np.int64]  # its line in ``lines``
    lines: list[tuple[str, str, str, int]]  # (unit, file as its note names it, function, line)
    cwd: dict[str, str]  # unit -> the directory it was compiled in


def _read_unit(data: bytes, unit: str, notes: _Builder) -> None:
    r = _Reader(data)
    if r.u32() != NOTE_MAGIC:
        raise Unreadable(f"{unit}: not a note file")
    r.u32()  # version
    r.u32()  # stamp
    r.u32()  # checksum
    notes.cwd[unit] = r.string()
    r.u32()  # has_unexecuted_blocks
    functions: dict[int, _Function] = {}
    pending: tuple[int, int, str, str] | None = None  # ident, cfg checksum, name, file
    blocks = 0
    arcs: list[tuple[int, int, int]] = []
    lines: list[list[tuple[str, int]]] = []  # per block: (file, line) in order

    def finish() -> None:
        if pending is None:
            return
        ident, checksum, name, _ = pending
        values = _solve(blocks, arcs)
        ins: list[list[int]] = [[] for _ in range(blocks)]
        outs: list[list[int]] = [[] for _ in range(blocks)]
        for a, (src, dst, _) in enumerate(arcs):
            outs[src].append(a)
            ins[dst].append(a)
        # A line ran when a block holding it ran: the block's count is the sum of the arcs
        # into it (out of it, for a block nothing enters).
        for b, block_lines in enumerate(lines):
            if block_lines:
                side = [values[a] for a in ins[b] or outs[b]]
                if None in side:  # gcov too would call the graph unsolvable
                    raise Unreadable(f"{unit}: the flow graph of {name} does not solve")
                count = notes.quantity(_sum(side))
                for file, line in dict.fromkeys(block_lines):
                    notes.add_line(count, (unit, file, name, line))
        counters = sum(1 for _, _, f in arcs if not f & ARC_ON_TREE)
        functions[ident] = _Function(ident, checksum, counters, notes.counters)
        notes.counters += counters

    while not r.done():
        tag, length = r.u32(), r.u32()
        end = r.pos + length
        if tag == TAG_FUNCTION:
            finish()
            ident, _, checksum = r.u32(), r.u32(), r.u32()
            name = r.string()
            r.u32()  # artificial
            pending, blocks, arcs, lines = (ident, checksum, name, r.string()), 0, [], []
        elif tag == TAG_BLOCKS:
            blocks = r.u32()
            lines = [[] for _ in range(blocks)]
        elif tag == TAG_ARCS:
            src = r.u32()
            while r.pos < end:
                dst, flags = r.u32(), r.u32()
                if src >= blocks or dst >= blocks:
                    raise Unreadable(f"{unit}: an arc outside its function")
                arcs.append((src, dst, flags))
        elif tag == TAG_LINES:
            block, file = r.u32(), pending[3] if pending else ""
            if block >= blocks:
                raise Unreadable(f"{unit}: lines of a block outside its function")
            while True:
                line = r.u32()
                if line:
                    lines[block].append((file, line))
                    continue
                file = r.string()
                if not file:
                    break
        r.pos = end
    finish()
    notes.units[unit] = functions


class _Builder:
    def __init__(self) -> None:
        self.units: dict[str, dict[int, _Function]] = {}
        self.cwd: dict[str, str] = {}
        self.counters = self.quantities = 0
        self.rows: list[int] = []
        self.cols: list[int] = []
        self.coeffs: list[float] = []
        self.line_quantity: list[int] = []
        self.line_index: list[int] = []
        self.lines: list[tuple[str, str, str, int]] = []
        self._index: dict[tuple[str, str, str, int], int] = {}

    def quantity(self, vector: Vector | None) -> int:
        """A new row of the matrix (a block's count): ``vector`` of the current function's
        counters."""
        for k, v in (vector or {}).items():
            self.rows.append(self.quantities)
            self.cols.append(self.counters + k)
            self.coeffs.append(float(v))
        self.quantities += 1
        return self.quantities - 1

    def add_line(self, quantity: int, line: tuple[str, str, str, int]) -> None:
        index = self._index.setdefault(line, len(self.lines))
        if index == len(self.lines):
            self.lines.append(line)
        self.line_quantity.append(quantity)
        self.line_index.append(index)

    def notes(self) -> Notes:
        named = readable(sorted({function for _, _, function, _ in self.lines}))
        lines = [(unit, file, named.get(function, function), line)
                 for unit, file, function, line in self.lines]
        return Notes(self.units, self.counters, np.array(self.rows, dtype=np.int64),
                     np.array(self.cols, dtype=np.int64), np.array(self.coeffs),
                     self.quantities, np.array(self.line_quantity, dtype=np.int64),
                     np.array(self.line_index, dtype=np.int64), lines, self.cwd)


_ANONYMOUS = "(anonymous namespace)::"
_QUALIFIERS = (" const", " volatile", " &&", " &")


def readable(names: list[str]) -> dict[str, str]:
    """C++ functions as people name them: a note file names a function of C++ (GCC's own
    source) by its mangled symbol (``_ZNK11operator_le9op1_range...``); demangled by
    ``c++filt`` and cut to its qualified name without parameters, return type or anonymous
    namespace (``operator_le::op1_range``). Overloads share a name. Names that are not
    mangled, or without ``c++filt``, stay as they are."""
    mangled = [n for n in names if n.startswith("_Z")]
    if not mangled:
        return {}
    try:
        proc = subprocess.run(["c++filt"], input="\n".join(mangled) + "\n",
                              capture_output=True, text=True, timeout=120, check=True)
    except (OSError, subprocess.SubprocessError):
        return {}
    demangled = proc.stdout.split("\n")[:len(mangled)]
    if len(demangled) != len(mangled):
        return {}
    return {m: _without_signature(d) for m, d in zip(mangled, demangled, strict=True)
            if d != m}


def _without_signature(name: str) -> str:
    """``ret ns::f<T>(int, char) const`` -> ``ns::f<T>``."""
    text = name.replace(_ANONYMOUS, "")
    stripped = True
    while stripped:
        stripped = False
        for qualifier in _QUALIFIERS:
            if text.endswith(qualifier):
                text, stripped = text[:-len(qualifier)], True
    if text.endswith(")"):
        depth = 0
        for i in range(len(text) - 1, -1, -1):
            depth += {")": 1, "(": -1}.get(text[i], 0)
            if depth == 0:
                text = text[:i]
                break
    depth, start = 0, 0
    for i, char in enumerate(text):  # a return type ends at a space outside <...>
        depth += {"<": 1, ">": -1}.get(char, 0)
        if char == " " and depth == 0 and not text[:i].endswith(("operator", ",")):
            start = i + 1
    return text[start:] or name


_cache: dict[tuple[str, tuple[tuple[str, int], ...]], Notes] = {}
_cache_lock = threading.Lock()
# Notes of this many instrumented lines or more are kept on disk too (GCC's cc1: 870,000
# lines, 130 s to read and solve, 1 s to load).
STORED_LINES = 100_000
_FORMAT = 2  # of what is stored: a change to what ``Notes`` holds must not load old ones


def notes_for(object_dir: Path, units: list[str]) -> Notes:
    """The notes of ``units`` (object files relative to ``object_dir``, without a suffix),
    read once per process (again when a note file changes); a large build's once per
    machine (``stored``)."""
    stamps = []
    for unit in units:
        try:
            stamps.append((unit, os.stat(object_dir / f"{unit}.gcno").st_mtime_ns))
        except OSError:
            raise Unreadable(f"{object_dir / unit}.gcno is missing") from None
    key = (str(object_dir), tuple(sorted(stamps)))
    with _cache_lock:
        found = _cache.get(key)
        if found is None:
            found = _cache[key] = _stored(key) or _read(object_dir, key)
        return found


def _read(object_dir: Path, key: tuple[str, tuple[tuple[str, int], ...]]) -> Notes:
    builder = _Builder()
    for unit, _ in key[1]:
        _read_unit((object_dir / f"{unit}.gcno").read_bytes(), unit, builder)
    notes = builder.notes()
    if len(notes.lines) >= STORED_LINES:
        _store(key, notes)
    return notes


def _stored_path(key: tuple[str, tuple[tuple[str, int], ...]]) -> Path:
    """Where the notes of one object tree are kept: one file per tree, named by its path,
    holding the key it was read under."""
    from ccfuzz.sandbox import cache_dir

    name = hashlib.sha256(key[0].encode()).hexdigest()[:16]
    return cache_dir() / "notes" / f"{name}.pickle"


def _stored(key: tuple[str, tuple[tuple[str, int], ...]]) -> Notes | None:
    """The notes stored for ``key``, or None (none stored, or stored for other note files)."""
    try:
        with _stored_path(key).open("rb") as handle:
            stored_key, notes = pickle.load(handle)
    except (OSError, pickle.UnpicklingError, EOFError, ValueError, TypeError):
        return None
    return notes if stored_key == (_FORMAT, key) and isinstance(notes, Notes) else None


def _store(key: tuple[str, tuple[tuple[str, int], ...]], notes: Notes) -> None:
    """Keep ``notes`` on disk, written whole and renamed (a cache: failing to write it is
    not an error)."""
    path = _stored_path(key)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(f".{os.getpid()}.tmp")
        with partial.open("wb") as handle:
            pickle.dump(((_FORMAT, key), notes), handle, protocol=pickle.HIGHEST_PROTOCOL)
        partial.replace(path)
    except OSError:
        pass


def _counter_records(content: bytes, unit: str, functions: dict[int, _Function]
                     ) -> tuple[npt.NDArray[np.uint32], list[tuple[int, int, int]]]:
    """A data file as 32-bit words, and where each function's counters are in it: (first
    word, counters, offset in the build's counter vector)."""
    words = np.frombuffer(content, dtype="<u4", count=len(content) // 4)
    w = words.tolist()
    if len(w) < 4 or w[0] != DATA_MAGIC:
        raise Unreadable(f"{unit}: not a data file")
    found: list[tuple[int, int, int]] = []
    current: _Function | None = None
    i = 4  # after the magic, version, stamp and checksum
    while i + 1 < len(w) and w[i]:
        tag, length = w[i], w[i + 1]
        i += 2
        if length >= 1 << 31:  # negative: that many bytes of counters, all zero
            continue
        if tag == TAG_FUNCTION:
            current = None
            if length:
                current = functions.get(w[i])
                if current is None or current.cfg_checksum != w[i + 2]:
                    raise Unreadable(f"{unit}: data of another build")
        elif tag == TAG_COUNTER_ARCS and current is not None:
            if length != 8 * current.counters or i + length // 4 > len(w):
                raise Unreadable(f"{unit}: counters do not match the notes")
            found.append((i, current.counters, current.offset))
        i += length // 4
    return words, found


def executed_lines(notes: Notes, data: dict[str, bytes]) -> npt.NDArray[np.int64]:
    """Indexes into ``notes.lines`` of the lines that ran, from the data files' contents
    (unit -> bytes)."""
    return executed_counts(notes, data)[0]


def executed_counts(notes: Notes, data: dict[str, bytes]
                    ) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """``executed_lines``, and how many times each of them ran: the largest count of the
    blocks holding it (a line split over blocks, ``for (;;)`` say, ran at least that
    often)."""
    counters = np.zeros(notes.counters, dtype=np.float64)
    for unit, content in data.items():
        functions = notes.units.get(unit)
        if functions is None:
            raise Unreadable(f"no note file for {unit}")
        words, records = _counter_records(content, unit, functions)
        if not records:
            continue
        first, sizes, offsets = (np.array(column, dtype=np.int64) for column in zip(*records,
                                                                                  strict=True))
        within = np.arange(int(sizes.sum())) - np.repeat(np.cumsum(sizes) - sizes, sizes)
        low = words[np.repeat(first, sizes) + 2 * within].astype(np.float64)
        high = words[np.repeat(first, sizes) + 2 * within + 1].astype(np.float64)
        counters[np.repeat(offsets, sizes) + within] = low + high * 2.0**32
    quantities = np.bincount(notes.rows, weights=notes.coeffs * counters[notes.cols],
                             minlength=notes.quantities)
    counts = np.zeros(len(notes.lines), dtype=np.float64)
    np.maximum.at(counts, notes.line_index, quantities[notes.line_quantity])
    ran = np.flatnonzero(counts > 0.5)
    return ran, np.rint(counts[ran]).astype(np.int64)

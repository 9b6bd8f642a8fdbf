"""Line coverage straight from ``.gcno`` and ``.gcda`` files, without starting gcov.

``gcov`` re-reads every note file and solves every function's flow graph on each call, and
prints every line as JSON for Python to parse: many times the cost of the compile it reads
(docs/benchmarks.md). Here each note file is read once per machine (kept in ccfuzz's cache,
``notes/``, by its content: GCC's many take minutes to solve, and a patched build shares all
but one with its twin), a build's notes are joined once per process, and each function's
flow graph is solved *symbolically*:
GCC instruments only the arcs off a spanning tree, and every block's count is a fixed sum of
those arcs' counters with coefficients ±1, found by the same propagation gcov runs on numbers
(a block whose arcs on one side are known has their sum; a block with one unknown arc on a
side gives it the difference). That turns a build into a sparse matrix from counters to
blocks, and one compile's coverage into one product: a line ran when a block holding it has
a count above zero. C++ functions (GCC's own) are named as people write them
(``operator_le::op1_range``, ``readable``).

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
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

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


@dataclass
class _Unit:
    """One note file, on its own: its matrix with counters and blocks numbered from 0."""

    functions: dict[int, _Function]  # offsets within the unit
    counters: int
    rows: list[int]
    cols: list[int]
    coeffs: list[float]
    quantities: int
    line_quantity: list[int]
    lines: list[tuple[str, str, int]]  # per entry of line_quantity: (file, function, line)
    cwd: str


def _read_unit(data: bytes, unit: str) -> _Unit:
    r = _Reader(data)
    if r.u32() != NOTE_MAGIC:
        raise Unreadable(f"{unit}: not a note file")
    r.u32()  # version
    r.u32()  # stamp
    r.u32()  # checksum
    out = _Unit({}, 0, [], [], [], 0, [], [], r.string())
    r.u32()  # has_unexecuted_blocks
    pending: tuple[int, int, str, str] | None = None  # ident, cfg checksum, name, file
    blocks = 0
    arcs: list[tuple[int, int, int]] = []
    lines: list[list[tuple[str, int]]] = []  # per block: (file, line) in order

    def quantity(vector: Vector) -> int:
        """A new row of the matrix (a block's count): ``vector`` of the current function's
        counters."""
        for k, v in vector.items():
            out.rows.append(out.quantities)
            out.cols.append(out.counters + k)
            out.coeffs.append(float(v))
        out.quantities += 1
        return out.quantities - 1

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
                count = quantity(_sum(side))
                for file, line in dict.fromkeys(block_lines):
                    out.line_quantity.append(count)
                    out.lines.append((file, name, line))
        counters = sum(1 for _, _, f in arcs if not f & ARC_ON_TREE)
        out.functions[ident] = _Function(ident, checksum, counters, out.counters)
        out.counters += counters

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
    named = readable(sorted({function for _, function, _ in out.lines}))
    if named:
        out.lines = [(file, named.get(function, function), line)
                     for file, function, line in out.lines]
    return out


def _joined(units: list[tuple[str, _Unit]]) -> Notes:
    """The units' matrices side by side: one build's."""
    functions: dict[str, dict[int, _Function]] = {}
    cwd: dict[str, str] = {}
    rows, cols, coeffs, line_quantity, line_index = [], [], [], [], []
    lines: list[tuple[str, str, str, int]] = []
    index: dict[tuple[str, str, str, int], int] = {}
    counters = quantities = 0
    for name, unit in units:
        functions[name] = {i: replace(f, offset=f.offset + counters)
                           for i, f in unit.functions.items()}
        cwd[name] = unit.cwd
        rows.append(np.asarray(unit.rows, dtype=np.int64) + quantities)
        cols.append(np.asarray(unit.cols, dtype=np.int64) + counters)
        coeffs.append(np.asarray(unit.coeffs, dtype=np.float64))
        line_quantity.append(np.asarray(unit.line_quantity, dtype=np.int64) + quantities)
        for file, function, line in unit.lines:
            key = (name, file, function, line)
            found = index.setdefault(key, len(lines))
            if found == len(lines):
                lines.append(key)
            line_index.append(found)
        counters += unit.counters
        quantities += unit.quantities

    def joined(parts: list[npt.NDArray[Any]], dtype: type) -> npt.NDArray[Any]:
        return np.concatenate(parts) if parts else np.zeros(0, dtype=dtype)

    return Notes(functions, counters, joined(rows, np.int64), joined(cols, np.int64),
                 joined(coeffs, np.float64), quantities, joined(line_quantity, np.int64),
                 np.asarray(line_index, dtype=np.int64), lines, cwd)


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
_units: dict[bytes, _Unit] = {}  # by the note file's content hash
_cache_lock = threading.Lock()
_FORMAT = b"ccfuzz-notes-2\0"  # of what is stored: a change to ``_Unit`` must not load old ones


def notes_for(object_dir: Path, units: list[str]) -> Notes:
    """The notes of ``units`` (object files relative to ``object_dir``, without a suffix),
    read once per process (again when a note file changes). Each note file is read and
    solved once per machine: kept on disk by its content (``stored``), so that two builds
    sharing most of their objects (a patched one and its twin) share that work."""
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
            found = _cache[key] = _joined([(unit, _unit(object_dir, unit))
                                           for unit, _ in key[1]])
        return found


def _unit(object_dir: Path, unit: str) -> _Unit:
    data = (object_dir / f"{unit}.gcno").read_bytes()
    digest = hashlib.sha256(_FORMAT + data).digest()
    found = _units.get(digest)
    if found is None:
        found = _stored(digest)
        if found is None:
            found = _read_unit(data, unit)
            _store(digest, found)
        _units[digest] = found
    return found


def _stored_path(digest: bytes) -> Path:
    from ccfuzz.sandbox import cache_dir

    name = digest.hex()
    return cache_dir() / "notes" / name[:2] / f"{name[2:]}.pickle"


def _stored(digest: bytes) -> _Unit | None:
    try:
        with _stored_path(digest).open("rb") as handle:
            unit = pickle.load(handle)
    except (OSError, pickle.UnpicklingError, EOFError, ValueError, TypeError,
            AttributeError):
        return None
    return unit if isinstance(unit, _Unit) else None


def _store(digest: bytes, unit: _Unit) -> None:
    """Keep a unit on disk, written whole and renamed (a cache: failing to write it is not
    an error)."""
    path = _stored_path(digest)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(f".{os.getpid()}.{threading.get_ident()}.tmp")
        with partial.open("wb") as handle:
            pickle.dump(unit, handle, protocol=pickle.HIGHEST_PROTOCOL)
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

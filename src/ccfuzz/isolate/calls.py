"""Which functions each function of the compiler calls in one compile, read off the source.

gcov records that a line ran, not which function a call on it reached. The source says
which names a line calls: every identifier followed by ``(`` on it (a function-like macro
and a name in a comment or string count too, a call through a pointer does not). Over the
lines a compile ran, that is the compile's call graph closely enough to tell, among
functions that rank the same, which of them another of them calls (``rank.callers_first``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from ccfuzz.isolate.gcovdata import Coverage

_CALL = re.compile(rb"([A-Za-z_]\w*)\s*\(")

Key = tuple[str, str]  # (file, function), as a ranking names a function


def called(coverage: Coverage, source_dir: Path) -> dict[Key, frozenset[str]]:
    """Per function, the names called on the lines of it that ``coverage`` ran (files as
    ``Line`` names them: relative to ``source_dir``, or absolute). A file that cannot be
    read calls nothing."""
    texts: dict[str, list[bytes]] = {}
    names: dict[Key, set[str]] = {}
    for line in coverage.lines:
        text = texts.get(line.file)
        if text is None:
            try:
                text = (source_dir / line.file).read_bytes().split(b"\n")
            except OSError:
                text = []
            texts[line.file] = text
        found = names.setdefault((line.file, line.function), set())
        if 0 < line.line <= len(text):
            found.update(m.decode("ascii") for m in _CALL.findall(text[line.line - 1]))
    return {key: frozenset(n) for key, n in names.items()}


def simple(function: str) -> str:
    """A function's name as a call spells it: ``pass_ccp::execute`` -> ``execute``,
    ``wi::eq_p<T>`` -> ``eq_p`` (a C function's name is its own)."""
    if function.endswith(">"):
        depth = 0
        for i in range(len(function) - 1, -1, -1):
            depth += {">": 1, "<": -1}.get(function[i], 0)
            if depth == 0:
                function = function[:i]
                break
    return function.rsplit("::", 1)[-1]


def layers(group: Mapping[Key, frozenset[str]]) -> dict[Key, int]:
    """Each function of ``group`` (function -> the names it calls) by how deep it lies in the
    group's calls: 0 when no other function of the group calls it, else one more than the
    deepest of its callers in the group. A function with a caller on a cycle of calls within
    the group (recursion) gets none: it is left out."""
    by_name: dict[str, list[Key]] = {}
    for key in group:
        by_name.setdefault(simple(key[1]), []).append(key)
    callers: dict[Key, set[Key]] = {key: set() for key in group}
    callees: dict[Key, set[Key]] = {key: set() for key in group}
    for other, names in group.items():
        for name in names:
            for key in by_name.get(name, ()):
                if key != other:
                    callers[key].add(other)
                    callees[other].add(key)
    # Kahn's order: a function is placed once every caller is; those a cycle reaches never.
    waiting = {key: len(found) for key, found in callers.items()}
    ready = [key for key, n in waiting.items() if n == 0]
    depth: dict[Key, int] = {key: 0 for key in ready}
    while ready:
        key = ready.pop()
        for callee in callees[key]:
            waiting[callee] -= 1
            if waiting[callee] == 0:
                depth[callee] = 1 + max(depth[c] for c in callers[callee])
                ready.append(callee)
    return depth

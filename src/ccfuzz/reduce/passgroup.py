"""C-Vise pass groups for C: C-Vise's own ``all`` group minus the passes that only touch C++,
with the big cuts first, and without its line and token passes, which ccfuzz runs itself.

C-Vise runs every pass of its group in every round, and a clang_delta pass costs one parse of
the program even when it finds nothing to do. About a fifth of the ``all`` group rewrites
templates, classes, namespaces and the like, which a C program never has. The groups are
derived from the installed C-Vise's ``all.json`` rather than written out here, so they keep
up with C-Vise's pass names; when that file cannot be found C-Vise keeps its default.

A reduction alternates ccfuzz's own line, number and token passes (``lines.py``,
``numbers.py``, ``tokens.py``) with sweeps of C-Vise's passes, each pass once: its ``first``
and ``main`` groups the first time, its ``main`` group after that. C-Vise itself would
repeat its ``main`` group until a sweep finds nothing, a last sweep as costly as any other,
on a program ccfuzz's passes then cut further; ccfuzz decides when to sweep again
(``run.py``). C-Vise's ``last`` group is the
clean-up: renames, merged declarations, final indentation.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

# clang_delta transformations that only apply to C++ (C-Vise 2.x names).
CXX_ONLY = frozenset({
    "remove-namespace", "rename-operator", "simplify-dependent-typedef",
    "replace-dependent-typedef", "instantiate-template-type-param-to-int",
    "instantiate-template-param", "template-arg-to-int", "template-non-type-arg-to-int",
    "reduce-class-template-param", "remove-trivial-base-template", "class-template-to-class",
    "merge-base-class", "remove-base-class", "replace-derived-class", "remove-unresolved-base",
    "remove-ctor-initializer", "replace-class-with-base-template-spec", "simplify-nested-class",
    "remove-unused-outer-class", "replace-dependent-name",
    "simplify-recursive-template-instantiation", "remove-try-catch", "class-to-struct",
    "member-to-global", "rename-class", "rename-cxx-method",
})
# Balanced-token passes over <...>: template argument lists; in C they only break comparisons.
ANGLES = frozenset({"angles", "angles-inside", "angles-only"})


# Passes of C-Vise's first group that make one small edit per check: each #if, #include, line
# marker or blank run. On a 200 KB Csmith program a check costs seconds and there are hundreds
# of those edits, so they run after the passes that cut whole functions and top-level forms
# in ddmin-sized chunks (most of a Csmith program is unused safe-math helpers).
SMALL_EDITS = ("includes", "unifdef", "comments", "ifs", "line_markers", "blank")
# Passes left out of the sweeps:
# - ``peep:c`` replaces a ``while (...) {...}`` by its body; it tries every byte of the
#   program as a start, each try a task of C-Vise's (seconds a sweep on a few hundred
#   bytes), and made no step in the benchmark's guarded reductions (generated loops are
#   ``for`` loops). The token pass deletes a ``while (c)`` of up to 16 tokens.
# - ``ints:a`` deletes a constant's first digit, one per check; ccfuzz's number pass
#   (``numbers.py``) shortens each constant in about log2(digits) checks instead.
LEFT_OUT = frozenset({("peep", "c"), ("ints", "a")})


def own_pass(entry: dict[str, Any]) -> bool:
    """C-Vise's line deletions (``lines``) and token deletions (``rm-toks-N``,
    ``rm-tok-pattern-N``), which ccfuzz's line and token passes replace: C-Vise's own work
    per candidate costs more than a failing check."""
    arg = str(entry.get("arg", ""))
    return entry.get("pass") == "lines" or (
        entry.get("pass") == "clex" and arg.startswith(("rm-toks-", "rm-tok-pattern-")))


def _keep(entry: dict[str, Any]) -> bool:
    name, arg = entry.get("pass"), entry.get("arg", "")
    if name in ("clang", "clangbinarysearch") and arg in CXX_ONLY:
        return False
    return (not (name == "balanced" and arg in ANGLES) and not own_pass(entry)
            and (name, arg) not in LEFT_OUT)


def all_group(tool_path: str) -> Path | None:
    """The ``all.json`` of the C-Vise at ``tool_path``, where Debian and ``make install`` put it."""
    prefix = Path(tool_path).resolve().parent.parent
    for candidate in (prefix / "share/cvise/pass_groups/all.json",
                      Path("/usr/share/cvise/pass_groups/all.json")):
        if candidate.is_file():
            return candidate
    return None


def write_c_groups(tool_path: str, first_sweep: Path, sweep: Path,
                   cleanup: Path) -> tuple[Path, Path, Path] | None:
    """Write the C groups, each of which C-Vise runs pass by pass, once: ``first_sweep`` (its
    first group, then its main group), ``sweep`` (its main group) and ``cleanup`` (its last
    group); None when C-Vise's own group is not found."""
    source = all_group(tool_path)
    if source is None:
        return None
    try:
        groups: dict[str, list[dict[str, Any]]] = json.loads(source.read_text())
        first, main, last = (groups[name] for name in ("first", "main", "last"))
    except (OSError, ValueError, KeyError):
        return None
    first, main, last = ([e for e in entries if _keep(e)] for entries in (first, main, last))
    first = ([e for e in first if e.get("pass") not in SMALL_EDITS]
             + [e for e in first if e.get("pass") in SMALL_EDITS])
    # C-Vise runs its "first" and "last" groups once and repeats its "main" group until a
    # sweep finds nothing: every group here is a "first" or "last" group.
    for path, group in ((first_sweep, {"first": first + main, "main": [], "last": []}),
                        (sweep, {"first": main, "main": [], "last": []}),
                        (cleanup, {"first": [], "main": [], "last": last})):
        path.write_text(json.dumps(group, indent=1) + "\n")
    return first_sweep, sweep, cleanup

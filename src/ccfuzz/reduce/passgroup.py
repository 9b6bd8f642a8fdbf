"""A C-Vise pass group for C: C-Vise's own ``all`` group minus the passes that only touch C++,
with the big cuts first.

C-Vise runs every pass of its group in every round, and a clang_delta pass costs one parse of
the program even when it finds nothing to do. About a fifth of the ``all`` group rewrites
templates, classes, namespaces and the like, which a C program never has. The group is
derived from the installed C-Vise's ``all.json`` rather than written out here, so it keeps
up with C-Vise's pass names; when that file cannot be found C-Vise keeps its default.
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


def _keep(entry: dict[str, Any]) -> bool:
    name, arg = entry.get("pass"), entry.get("arg", "")
    if name in ("clang", "clangbinarysearch") and arg in CXX_ONLY:
        return False
    return not (name == "balanced" and arg in ANGLES)


def all_group(tool_path: str) -> Path | None:
    """The ``all.json`` of the C-Vise at ``tool_path``, where Debian and ``make install`` put it."""
    prefix = Path(tool_path).resolve().parent.parent
    for candidate in (prefix / "share/cvise/pass_groups/all.json",
                      Path("/usr/share/cvise/pass_groups/all.json")):
        if candidate.is_file():
            return candidate
    return None


def write_c_group(tool_path: str, dest: Path) -> Path | None:
    """Write the C pass group to ``dest``; None when C-Vise's own group is not found."""
    source = all_group(tool_path)
    if source is None:
        return None
    try:
        groups: dict[str, list[dict[str, Any]]] = json.loads(source.read_text())
    except (OSError, ValueError):
        return None
    c_groups = {name: [e for e in entries if _keep(e)] if isinstance(entries, list) else entries
                for name, entries in groups.items()}
    first = c_groups.get("first")
    if isinstance(first, list):
        c_groups["first"] = ([e for e in first if e.get("pass") not in SMALL_EDITS]
                             + [e for e in first if e.get("pass") in SMALL_EDITS])
    dest.write_text(json.dumps(c_groups, indent=1) + "\n")
    return dest

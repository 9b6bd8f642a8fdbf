"""The culprit as a hint: where in GCC's source the ``-fno-`` flags of a finding's culprit act.

``ccfuzz culprit`` names the optimization flags whose ``-fno-`` form makes a gcc finding
disappear (``-fno-ipa-reference-addressable``). Each flag sets a variable GCC declares in its
option files (``gcc/common.opt``: ``Common Var(flag_ipa_reference_addressable)``), and the
code the flag turns on or off reads that variable: a pass's gate, or the pass itself. The
files of the failing compile that read it are where the optimization the culprit names
lives; the ``culprit`` stage (``stages``) ranks the rest lower.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path

# The option files whose options ``-f`` flags can be (the target's too).
OPTION_FILES = ("gcc/common.opt", "gcc/c-family/c.opt", "gcc/config/i386/i386.opt")
_VAR = re.compile(r"\bVar\((\w+)")


@cache
def _variables(source_dir: Path) -> Mapping[str, str]:
    """Option name (``fipa-reference-addressable``) -> the variable it sets, over the option
    files of the GCC tree ``source_dir`` (records are separated by blank lines: the name, then
    its properties)."""
    found: dict[str, str] = {}
    for name in OPTION_FILES:
        try:
            text = (source_dir / name).read_text(errors="replace")
        except OSError:
            continue
        for record in re.split(r"\n\s*\n", text):
            lines = [line for line in record.splitlines() if not line.startswith(";")]
            if len(lines) < 2:
                continue
            match = _VAR.search(lines[1])
            if match:
                found.setdefault(lines[0].strip(), match.group(1))
    return found


def flag_variables(source_dir: Path, flags: Iterable[str]) -> dict[str, str]:
    """Each of ``flags`` (``-fno-X`` or ``-fX``) the GCC tree declares, with its variable."""
    variables = _variables(source_dir)
    named = {}
    for flag in flags:
        stem = flag.removeprefix("-f").removeprefix("no-")
        variable = variables.get(f"f{stem}")
        if variable is not None:
            named[flag] = variable
    return named


def files_reading(source_dir: Path, files: Iterable[str], variables: Iterable[str]
                  ) -> list[str]:
    """Those of ``files`` (relative to ``source_dir``, as a ranking names them) whose text
    names one of ``variables``."""
    pattern = re.compile(rb"\b(?:" + b"|".join(re.escape(v.encode()) for v in variables)
                         + rb")\b")
    reading = []
    for file in files:
        try:
            text = (source_dir / file).read_bytes()
        except OSError:
            continue
        if pattern.search(text):
            reading.append(file)
    return reading

"""The version lines ccfuzz records for a compiler, and shell commands that print the same line
for the compiler as it is when they run (a repro script's "running:" line).

A C compiler's line is the first line of ``CC --version`` (tcc: ``tcc -v``), stdout else
stderr, as ``compilers`` reads it. An LLVM toolchain's is its ``opt``'s "LLVM version" line;
a snapshot's ``opt`` does not say which snapshot it is (``LLVM version 24.0.0``), its ``clang``
does (``(++20261025103442+7e3c57157096-1~exp1)``), so the line carries clang's snapshot too.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Sequence

_SNAPSHOT = re.compile(r"\(\+\+[^)]*\)")  # Debian's and apt.llvm.org's snapshot versions
_CHAIN_BREAKS = ("&&", "||", ";", "exec")
_SHELLS = ("bash", "sh", "/bin/bash", "/bin/sh")


def llvm_line(opt_line: str, clang_first_line: str) -> str:
    """An LLVM toolchain's line: ``opt_line`` with the snapshot ``clang_first_line`` names,
    when ``opt_line`` names none."""
    match = _SNAPSHOT.search(clang_first_line)
    return f"{opt_line} {match.group(0)}" if match and "++" not in opt_line else opt_line


def llvm_shell(opt: str, clang: str) -> str:
    """A shell command printing ``llvm_line`` for ``opt`` and ``clang``."""
    o, c = shlex.quote(opt), shlex.quote(clang)
    return (f"v=$({o} --version 2>&1 | grep -m 1 'LLVM version' | "
            "sed 's/^[[:space:]]*//;s/[[:space:]]*$//'); "
            f'case "$v" in *++*) ;; *) s=$({c} --version 2>/dev/null | head -n 1 | '
            "grep -o '(++[^)]*)' | head -n 1); v=\"$v${s:+ $s}\";; esac; echo \"$v\"")


def compiler_shell(path: str, family: str) -> str:
    """A shell command printing a C compiler's line, as ``compilers`` records it."""
    asked = shlex.join([path, "-v" if family == "tcc" else "--version"])
    strip = "sed 's/^[[:space:]]*//;s/[[:space:]]*$//'"
    return (f"v=$({asked} 2>/dev/null | head -n 1); "
            f'[ -n "$v" ] || v=$({asked} 2>&1 | head -n 1); echo "$v" | {strip}')


def chain_programs(command: Sequence[str]) -> list[str]:
    """The programs a recorded command runs: itself, or for a shell chain
    (``bash -c 'a ... && (ulimit ...; exec b ...) && c ...'``) each command's program."""
    if len(command) < 3 or command[0] not in _SHELLS or command[1] != "-c":
        return list(command[:1])
    words = [w.lstrip("(").rstrip(")") for w in shlex.split(command[2])]
    programs = []
    start = True
    for word in words:
        if word in _CHAIN_BREAKS or word.endswith(";"):
            start = True
        elif start:
            programs.append(word)
            start = False
    return programs

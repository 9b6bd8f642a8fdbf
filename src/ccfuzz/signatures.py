"""Crash classification and deduplication signatures: when are two findings one bug?

The rules (one bug seen twice = same signature; the store counts the sightings):

- compiler crash: ``compiler-crash|<compiler>|<what crashed>``, where "what crashed" is, in
  order of preference, the failed assertion (file base name, function, condition), the
  internal-compiler-error message (gcc) or ``LLVM ERROR`` / back-end error text, each followed
  by the top frames of the compiler's own backtrace when it printed one (the crash handler's
  frames skipped), else the signal that killed it. Program-specific details (line numbers,
  identifiers, addresses) are normalized away, so two programs that crash the compiler in
  the same place share a signature.
- compiler hang: ``compiler-hang|<version>|<the set of flag sets that hang>``.
- rejects-valid: ``rejects-valid|<version>|<first error message, normalized>``.
- wrong code: ``wrong-code|<version>|<the set of flag sets whose output disagrees>``
  (the rule of the Csmith paper's triage: same compiler, same disagreeing configurations).
- runtime crash: ``runtime-crash|<version>|<disagreeing flag sets>|<signal>``.

Every function here reads a compiler's whole stderr, which may be a megabyte on one line (gcc
echoes the offending line of a one-line program), so each takes time linear in its input:
plain string searches, and regular expressions that start on a literal and never scan the
same stretch twice (tests/test_signatures.py holds them to a linear scan on adversarial text).
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterable
from dataclasses import dataclass

from ccfuzz.model import signal_name

# What a failing compiler prints when it failed inside (as opposed to rejecting the program),
# besides a failed assertion. ``looks_like_crash`` applies them in Python, ``CRASH_GREP`` in a
# shell script: one list, one answer.
CRASH_MARKERS = (
    "internal compiler error",
    "PLEASE submit a bug report",
    "Please submit a full bug report",
    "Stack dump:",
    "frontend command failed due to signal",
    "unable to execute command: Segmentation fault",
    "Killed signal terminated program",
    "virtual memory exhausted",
    "out of memory allocating",
    "LLVM ERROR:",
    "error in backend:",
)
# What a compiler says when it ran out of memory: gcc ("virtual memory exhausted: Cannot
# allocate memory", "out of memory allocating N bytes"), clang ("LLVM ERROR: out of memory",
# "Allocation failed", an uncaught std::bad_alloc), tcc ("memory full (malloc)", not its
# "memory full (vstack)", a fixed array of its own that deep nesting overflows whatever the
# cap), and the dynamic loader when the address space cannot hold the compiler's own
# libraries. Under ccfuzz's memory cap it says the cap was hit (``ran_out_of_memory``).
OUT_OF_MEMORY_MARKERS = (
    "virtual memory exhausted",
    "out of memory allocating",
    "LLVM ERROR: out of memory",
    "std::bad_alloc",
    "memory full (malloc)",
    "memory full (realloc)",
    "failed to map segment from shared object",
    "Cannot allocate memory",
)
# A failed assert() on one line: ``FILE:LINE: FUNCTION: Assertion `CONDITION' failed``.
_ASSERTION = ": Assertion `"
_ASSERTION_END = "' failed"
_SPACE = " \t\n\r\f\v"  # what ends FILE besides ':' (grep's [:space:] in the C locale)
_LINE_NUMBER = re.compile(r":([0-9]+): ")


def _ere(text: str) -> str:
    """``text`` as a literal in a POSIX extended regular expression."""
    return re.sub(r"([.\[\]()*+?{}|^$\\])", r"\\\1", text)


# ``looks_like_crash`` for ``LC_ALL=C grep -aqE`` (see ``crash_grep``).
CRASH_GREP = "|".join([
    *map(_ere, CRASH_MARKERS),
    f"[^[:space:]:]+:[0-9]+: .*{_ere(_ASSERTION)}.*{_ere(_ASSERTION_END)}",
])

_ICE = "internal compiler error: "
_LLVM_ERRORS = ("LLVM ERROR: ", "error in backend: ")
_CLANG_PASS = "Running pass '"
_GCC_FRAME = re.compile(r"0x[0-9a-f]+ (\S.*)")
_CLANG_FRAME = re.compile(r"\s*#\d+ 0x[0-9a-f]+ ([^(]\S.*)")
_CLANG_FRAME_LIBRARY = " (/"
_NOISE_FRAMES = re.compile(
    r"crash_signal|internal_error|fancy_abort|diagnostic_|PrintStackTrace|SignalHandler|"
    r"RunSignalHandlers|CrashRecoveryContext|__libc_start|^_start$|^main$|toplev::main|"
    r"llvm::sys::|abort|raise|__GI_"
)
_TOP_FRAMES = 3
_PROGRAM = "prog.c"
_PATH_CHAR = re.compile(r"[\w./-]")
_PATH_RUN = re.compile(r"[\w./-]+")
_LOCATION_TAIL = re.compile(r"(?::\d+)*:?\s*")


def crash_grep(path: str) -> str:
    """A shell command that succeeds when the compiler output in ``path`` looks like a crash,
    by the same rule as ``looks_like_crash``."""
    return f"LC_ALL=C grep -aqE {shlex.quote(CRASH_GREP)} {path}"


@dataclass(frozen=True)
class Assertion:
    where: str  # the source file, as the compiler named it
    function: str
    condition: str


def failed_assertion(diagnostics: str) -> Assertion | None:
    """The first ``FILE:LINE: FUNCTION: Assertion `CONDITION' failed`` line, if any."""
    start = 0
    while (hit := diagnostics.find(_ASSERTION, start)) >= 0:
        line_start = diagnostics.rfind("\n", 0, hit) + 1
        line_end = diagnostics.find("\n", hit)
        line_end = len(diagnostics) if line_end < 0 else line_end
        found = _assertion_in_line(diagnostics[line_start:line_end])
        if found is not None:
            return found
        start = line_end + 1
    return None


def _assertion_in_line(line: str) -> Assertion | None:
    # FILE is the first run of characters other than white space and ':' that a ":LINE: "
    # follows; FUNCTION runs to the first ": Assertion `" after it; CONDITION to the last
    # "' failed" of the line.
    for number in _LINE_NUMBER.finditer(line):
        colon = number.start()
        if colon == 0 or line[colon - 1] in _SPACE or line[colon - 1] == ":":
            continue
        begin = colon
        while begin > 0 and line[begin - 1] not in _SPACE and line[begin - 1] != ":":
            begin -= 1
        hit = line.find(_ASSERTION, number.end())
        end = line.rfind(_ASSERTION_END)
        if hit < 0 or end < hit + len(_ASSERTION):
            return None
        return Assertion(line[begin:colon], line[number.end():hit],
                         line[hit + len(_ASSERTION):end])
    return None


def ran_out_of_memory(diagnostics: str) -> bool:
    """Whether a failing compiler's stderr says it ran out of memory."""
    return any(marker in diagnostics for marker in OUT_OF_MEMORY_MARKERS)


def looks_like_crash(diagnostics: str) -> bool:
    """Whether a failing compiler's stderr reports an internal failure, not a user error."""
    return any(marker in diagnostics for marker in CRASH_MARKERS) or \
        failed_assertion(diagnostics) is not None


def normalize(text: str) -> str:
    """Strip what differs between programs hitting the same compiler behaviour."""
    text = _without_program_locations(text)
    text = re.sub(r"0x[0-9a-fA-F]+", "0x_", text)
    # Quoted names: gcc quotes with \u2018 \u2019 in UTF-8 locales, with ' ' in the C locale.
    text = re.sub("(['\"\u2018\u2019])[\\w@.$ ]+(['\"\u2018\u2019])", r"\1_\2", text)
    text = re.sub(r"\d+", "N", text)
    return re.sub(r"\s+", " ", text).strip()


def _without_program_locations(text: str) -> str:
    """``text`` without ``[DIR/]prog.c[:LINE[:COLUMN]][:] `` (the program's own name and the
    places in it), as ``re.sub(r"(?:[\\w./-]*/)?prog\\.c(?::\\d+)*:?\\s*", "", text)`` would
    leave it, without that pattern's scan from every character of a long path-like run."""
    if _PROGRAM not in text:
        return text
    out: list[str] = []
    done = 0  # text[:done] is settled
    for run in _PATH_RUN.finditer(text):
        begin, end = max(run.start(), done), run.end()
        # In a run of path characters, a match starts at the run's start if the run holds
        # "/prog.c" (the directory part then reaches the last one), else at its first
        # "prog.c"; after a match the rest of the run is such a run again.
        slash = text.rfind("/" + _PROGRAM, begin, end)
        while begin < end:
            if slash >= 0:
                start, stop = begin, slash + 1 + len(_PROGRAM)
                slash = -1  # that was the last
            else:
                start = text.find(_PROGRAM, begin, end)
                if start < 0:
                    break
                stop = start + len(_PROGRAM)
            tail = _LOCATION_TAIL.match(text, stop)
            stop = tail.end() if tail else stop
            out.append(text[done:start])
            done = begin = stop
    out.append(text[done:])
    return "".join(out)


def _frames(diagnostics: str) -> list[str]:
    frames: list[str] = []
    for line in diagnostics.splitlines():
        sym = _frame_symbol(line)
        if sym is None:
            continue
        sym = sym.split("(", 1)[0].strip()
        if not re.match(r"[A-Za-z_]", sym) or _NOISE_FRAMES.search(sym):
            continue
        frames.append(sym)
        if len(frames) == _TOP_FRAMES:
            break
    return frames


def _frame_symbol(line: str) -> str | None:
    """The function a backtrace line names: gcc's ``0xADDR SYMBOL``, clang's
    ``#N 0xADDR SYMBOL (/LIBRARY+0xOFFSET)``."""
    if gcc := _GCC_FRAME.fullmatch(line.strip()):
        return gcc.group(1)
    if clang := _CLANG_FRAME.fullmatch(line):
        sym = clang.group(1)
        library = sym.find(_CLANG_FRAME_LIBRARY, 2)
        return sym[:library] if library >= 0 else sym
    return None


def _rest_of_line(text: str, start: int) -> str:
    end = text.find("\n", start)
    return text[start:] if end < 0 else text[start:end]


def _last_pass(diagnostics: str) -> str | None:
    """The last ``Running pass 'NAME'`` of clang's crash report."""
    name = None
    start = 0
    while (hit := diagnostics.find(_CLANG_PASS, start)) >= 0:
        close = diagnostics.find("'", hit + len(_CLANG_PASS))
        if close < 0:
            break
        name = diagnostics[hit + len(_CLANG_PASS):close]
        start = close + 1
    return name


def crash_detail(diagnostics: str, signal: int | None) -> str:
    """What crashed: the part of a crash signature after the compiler's name.

    Only the messages are normalized (they may quote the program); assertion text, pass names
    and frames come from the compiler's own source and are kept as they are.
    """
    parts: list[str] = []
    if assertion := failed_assertion(diagnostics):
        where = assertion.where.rsplit("/", 1)[-1]
        parts.append(f"assert {where}: {assertion.function}: {assertion.condition}")
    elif (ice := diagnostics.find(_ICE)) >= 0:
        parts.append("ICE: " + normalize(_rest_of_line(diagnostics, ice + len(_ICE))))
    elif hits := [(i, m) for m in _LLVM_ERRORS if (i := diagnostics.find(m)) >= 0]:
        at, marker = min(hits)
        parts.append("LLVM ERROR: " + normalize(_rest_of_line(diagnostics, at + len(marker))))
    if (last_pass := _last_pass(diagnostics)) is not None:
        parts.append(f"in pass {last_pass}")
    frames = _frames(diagnostics)
    if frames:
        parts.append("at " + " < ".join(frames))
    if not parts:
        parts.append(signal_name(signal) if signal is not None
                     else normalize(first_error(diagnostics)))
    return " ".join(" ".join(parts).split())


def first_error(diagnostics: str) -> str:
    """The first line that reads like an error, or the first line at all."""
    lines = [line for line in diagnostics.splitlines() if line.strip()]
    for line in lines:
        if "error" in line.lower():
            return line.strip()
    return lines[0].strip() if lines else "(no diagnostics)"


def crash_signature(compiler: str, diagnostics: str, signal: int | None) -> str:
    return f"compiler-crash|{compiler}|{crash_detail(diagnostics, signal)}"


def hang_signature(version: str, sets: Iterable[Iterable[str]]) -> str:
    return f"compiler-hang|{version}|{flag_sets(sets)}"


def rejects_signature(version: str, diagnostics: str) -> str:
    return f"rejects-valid|{version}|{normalize(first_error(diagnostics))}"


def flag_sets(sets: Iterable[Iterable[str]]) -> str:
    return ",".join(sorted({" ".join(flags) for flags in sets}))


def wrong_code_signature(version: str, sets: Iterable[Iterable[str]]) -> str:
    return f"wrong-code|{version}|{flag_sets(sets)}"


def runtime_crash_signature(version: str, sets: Iterable[Iterable[str]], sig: int | None) -> str:
    return f"runtime-crash|{version}|{flag_sets(sets)}|{signal_name(sig)}"

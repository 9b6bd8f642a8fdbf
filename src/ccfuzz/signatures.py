"""Deduplication signatures: when are two findings one bug?

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
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ccfuzz.model import signal_name

_CRASH_MARKERS = (
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
_ASSERT = re.compile(r"(?P<where>[^\s:]+):\d+: (?P<func>[^\n]*?): Assertion `(?P<cond>.*)' failed")
_ICE = re.compile(r"internal compiler error: (?P<msg>.*)")
_LLVM_ERROR = re.compile(r"(?:LLVM ERROR|error in backend): (?P<msg>.*)")
_GCC_FRAME = re.compile(r"^0x[0-9a-f]+ (?P<sym>\S.*?)\s*$")
_CLANG_FRAME = re.compile(r"^\s*#\d+ 0x[0-9a-f]+ (?P<sym>[^(]\S.*?)(?: \(/.*)?$")
_CLANG_PASS = re.compile(r"Running pass '(?P<pass>[^']*)'")
_NOISE_FRAMES = re.compile(
    r"crash_signal|internal_error|fancy_abort|diagnostic_|PrintStackTrace|SignalHandler|"
    r"RunSignalHandlers|CrashRecoveryContext|__libc_start|^_start$|^main$|toplev::main|"
    r"llvm::sys::|abort|raise|__GI_"
)
_TOP_FRAMES = 3


def looks_like_crash(diagnostics: str) -> bool:
    """Whether a failing compiler's stderr reports an internal failure, not a user error."""
    return any(marker in diagnostics for marker in _CRASH_MARKERS) or bool(
        _ASSERT.search(diagnostics)
    )


def normalize(text: str) -> str:
    """Strip what differs between programs hitting the same compiler behaviour."""
    text = re.sub(r"(?:[\w./-]*/)?prog\.c(?::\d+)*:?\s*", "", text)
    text = re.sub(r"0x[0-9a-fA-F]+", "0x_", text)
    # Quoted names: gcc quotes with \u2018 \u2019 in UTF-8 locales, with ' ' in the C locale.
    text = re.sub("(['\"\u2018\u2019])[\\w@.$ ]+(['\"\u2018\u2019])", r"\1_\2", text)
    text = re.sub(r"\d+", "N", text)
    return re.sub(r"\s+", " ", text).strip()


def _frames(diagnostics: str) -> list[str]:
    frames: list[str] = []
    for line in diagnostics.splitlines():
        match = _GCC_FRAME.match(line.strip()) or _CLANG_FRAME.match(line)
        if not match:
            continue
        sym = re.sub(r"\(.*", "", match.group("sym")).strip()
        if not re.match(r"[A-Za-z_]", sym) or _NOISE_FRAMES.search(sym):
            continue
        frames.append(sym)
        if len(frames) == _TOP_FRAMES:
            break
    return frames


def crash_detail(diagnostics: str, signal: int | None) -> str:
    """What crashed: the part of a crash signature after the compiler's name.

    Only the messages are normalized (they may quote the program); assertion text, pass names
    and frames come from the compiler's own source and are kept as they are.
    """
    parts: list[str] = []
    if match := _ASSERT.search(diagnostics):
        where = match.group("where").rsplit("/", 1)[-1]
        parts.append(f"assert {where}: {match.group('func')}: {match.group('cond')}")
    elif match := _ICE.search(diagnostics):
        parts.append("ICE: " + normalize(match.group("msg")))
    elif match := _LLVM_ERROR.search(diagnostics):
        parts.append("LLVM ERROR: " + normalize(match.group("msg")))
    passes = _CLANG_PASS.findall(diagnostics)
    if passes:
        parts.append(f"in pass {passes[-1]}")
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

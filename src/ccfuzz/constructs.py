"""What a program's text holds that differential testing cannot judge, read from the text alone.

Majority voting assumes every correct compiler gives a program one meaning. Some constructs
have no single meaning across compilers, or across optimization levels of one compiler, and a
program using them can print different things under correct builds:

- **inline assembly** (``asm``, ``__asm__``, ``__asm``, in statements, at top level or naming
  a register): its operands, clobbers and the registers it reads are the program's promise to
  the compiler, which the compiler never checks; a program that reads a register it never set
  (``__asm__("" : "=a"(r))``) reads whatever each compiler left there;
- builtins whose value is the compiler's choice: ``__builtin_constant_p``,
  ``__builtin_object_size`` (both depend on how much the optimizer folds), the frame and
  return addresses, the CPU's cycle counter and feature tests;
- macros naming the compiler, its version or its settings (``__GNUC__``, ``__clang__``,
  ``__TINYC__``, ``__OPTIMIZE__``, ``__VERSION__``...) and the time of the compile
  (``__DATE__``, ``__TIME__``, ``__TIMESTAMP__``).

``unjudgeable(source)`` names the first such construct (the oracle then records a program
whose builds disagree as skipped, not as a wrong-code finding), and ``asm_statements`` lists a
program's asm statements, so a reduction can keep each whole or delete it, never edit it.

Comments, string literals and character constants are blanked first: ``"asm"`` in a string
is no asm. The program is not preprocessed: a system header's own ``__asm__`` (glibc's
symbol redirections) is not the program's. Kept light (``re`` only): the oracle and the
reduction's check import it.
"""

from __future__ import annotations

import re
from collections import Counter

_ASM = ("asm", "__asm__", "__asm")
_COMPILER_CHOICE = (
    "__builtin_constant_p", "__builtin_object_size", "__builtin_dynamic_object_size",
    "__builtin_frame_address", "__builtin_return_address", "__builtin_extract_return_addr",
    "__builtin_readcyclecounter", "__builtin_ia32_rdtsc", "__builtin_ia32_rdtscp", "__rdtsc",
    "__builtin_cpu_supports", "__builtin_cpu_is", "__builtin_cpu_init",
)
_COMPILER_MACROS = (
    "__GNUC__", "__GNUC_MINOR__", "__GNUC_PATCHLEVEL__", "__clang__", "__clang_major__",
    "__clang_minor__", "__clang_patchlevel__", "__clang_version__", "__TINYC__", "__VERSION__",
    "__OPTIMIZE__", "__OPTIMIZE_SIZE__", "__NO_INLINE__", "__DATE__", "__TIME__",
    "__TIMESTAMP__",
)
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# A literal or a comment, in the order a C lexer meets them.
_LITERAL = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'',
                      re.DOTALL)
# What may follow the asm keyword before its parenthesis (GNU qualifiers).
_ASM_QUALIFIERS = frozenset({"volatile", "__volatile__", "__volatile", "goto", "inline",
                             "__inline__", "__inline"})
_TOKEN = re.compile(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|[A-Za-z_0-9]+|\S')


def blank_literals(source: str) -> str:
    """``source`` with every comment, string literal and character constant replaced by
    spaces (newlines kept): offsets and line numbers are unchanged."""
    return _LITERAL.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), source)


def unjudgeable(source: str) -> str | None:
    """Why majority voting cannot judge what ``source`` prints (the first construct whose
    meaning correct compilers may differ on, and its line), or None."""
    text = blank_literals(source)
    for match in _WORD.finditer(text):
        word = match.group()
        line = text.count("\n", 0, match.start()) + 1
        if word in _ASM and _asm_at(text, match.end()) is not None:
            return f"inline assembly (line {line}), whose meaning compilers may differ on"
        if word in _COMPILER_CHOICE:
            return f"{word} (line {line}), whose value is each compiler's own choice"
        if word in _COMPILER_MACROS:
            return f"{word} (line {line}), which names the compiler or its settings"
    return None


def _asm_at(text: str, pos: int) -> int | None:
    """Where the parenthesis of an asm keyword that ends at ``pos`` opens, or None when the
    keyword is not followed by qualifiers and one (``asm`` is an ordinary name in ISO C)."""
    while True:
        while pos < len(text) and text[pos].isspace():
            pos += 1
        if pos < len(text) and text[pos] == "(":
            return pos
        word = _WORD.match(text, pos)
        if word is None or word.group() not in _ASM_QUALIFIERS:
            return None
        pos = word.end()


def asm_statements(source: str) -> list[str]:
    """Each asm statement (or declaration, or register name) of ``source``, from its keyword
    to its closing parenthesis, as its tokens joined by single spaces: the same statement
    however it is laid out, another one as soon as a token differs."""
    text = blank_literals(source)
    found = []
    for match in _WORD.finditer(text):
        if match.group() not in _ASM:
            continue
        opening = _asm_at(text, match.end())
        if opening is None:
            continue
        depth, pos = 0, opening
        while pos < len(text):
            if text[pos] == "(":
                depth += 1
            elif text[pos] == ")":
                depth -= 1
                if depth == 0:
                    break
            pos += 1
        found.append(" ".join(_TOKEN.findall(source[match.start():pos + 1])))
    return found


def edited_asm(original: list[str] | tuple[str, ...], source: str) -> str | None:
    """Why ``source``'s asm statements are not some of ``original``'s, each unchanged (the
    first one that is new or edited, or one kept more often than the original had it), or
    None."""
    have = Counter(original)
    for statement in asm_statements(source):
        if have[statement] == 0:
            return f"an asm statement the original does not have: {statement[:160]}"
        have[statement] -= 1
    return None


# ----- the generator's promises to the optimizer

# Each is a macro the generated program defines (``generator.printer``): a loop hint (a loop
# free of loop-carried dependences, told to each compiler in its own words, tcc not at all:
# a macro of _Pragma operators, so that the mark and its loop are one statement, which a
# reduction or an EMI variant keeps or deletes whole), and ``restrict`` on a loop function's
# parameters. The generator keeps them true; an edit of the program (an EMI variant's new
# code, a reduction's) can make them false, and no sanitizer sees it. ``unpromised`` defines
# them away: the same program without the promises, whose meaning no edit can change so.
HINT = "CCFUZZ_VECTORIZE"
HINT_MACRO = (f"#if defined(__clang__)\n#define {HINT} _Pragma(\"clang loop vectorize(enable)\")\n"
              f"#elif defined(__GNUC__)\n#define {HINT} _Pragma(\"GCC ivdep\")\n#else\n"
              f"#define {HINT}\n#endif\n")
RESTRICT = "CCFUZZ_RESTRICT"
RESTRICT_MACRO = f"#define {RESTRICT} restrict\n"
_PROMISES = ((HINT_MACRO, f"#define {HINT}\n"), (RESTRICT_MACRO, f"#define {RESTRICT}\n"))


def promises(source: str) -> list[str]:
    """The names of the generator's promise macros ``source`` defines to mean something."""
    return [macro.split("#define ", 1)[1].split()[0] for macro, _ in _PROMISES
            if macro in source]


def unpromised(source: str) -> str:
    """``source`` with the generator's promises defined away (each macro made empty)."""
    for macro, empty in _PROMISES:
        source = source.replace(macro, empty)
    return source


# ----- constructs that came with a compiler release

# C23's _BitInt: gcc 14 took it first, clang 16 the first to take it wider than 128 bits.
_BITINT = re.compile(r"\b_BitInt\b")
SINCE: tuple[tuple[re.Pattern[str], dict[str, int]], ...] = (
    (_BITINT, {"gcc": 14, "clang": 16}),
)
_VERSION_WORD = re.compile(r"\bversion\s+(\d+(?:\.\d+)*)")
_DOTTED = re.compile(r"(?<![\w.])(\d+(?:\.\d+)+)")


def release_of(version: str) -> tuple[int, ...]:
    """The release a version line names, as numbers to compare: ``(22, 1, 8)`` from
    "Debian clang version 22.1.8 (1~deb12u1)", ``(12, 2, 0)`` from "gcc (Debian
    12.2.0-14) 12.2.0" (the last dotted number: the packager's goes first); ``()`` when the
    line holds none."""
    found = _VERSION_WORD.search(version)
    if found is not None:
        return tuple(int(n) for n in found.group(1).split("."))
    dotted = _DOTTED.findall(version)
    return tuple(int(n) for n in dotted[-1].split(".")) if dotted else ()


def uses_a_release_construct(source: str) -> bool:
    """Whether ``source`` uses a construct of ``SINCE``."""
    return any(construct.search(source) for construct, _ in SINCE)


def predates(family: str, version: str, source: str) -> bool:
    """Whether the ``family`` compiler of ``version`` (its version line) is a release before
    one of ``source``'s constructs came (``SINCE``)."""
    release = release_of(version)
    return bool(release) and any(
        family in first and release[0] < first[family] and construct.search(source)
        for construct, first in SINCE)


def msan_flags(source: str) -> tuple[str, ...]:
    """What an MSan build of ``source`` adds: clang's MSan checks an argument or result
    whole, the unset padding bits of an odd-width ``_BitInt`` too (llvm-project#204217), so
    a program with one has its values checked where they are used instead."""
    return ("-fno-sanitize-memory-param-retval",) if _BITINT.search(source) else ()


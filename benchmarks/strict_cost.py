"""What the strict C check adds to a reduction's check, as a ratio against the same check
without it, in one run.

Generator programs (ccfuzz's generator, campaign size; seeds from ``--seed``) get the fake
compiler's bug (tests/fakecc: ``CCFUZZ_FAKE_MISCOMPILE``, and a last line printing 1234,
which the fake compiles as 1235 at -O2). The claim: the fake at -O2 misbehaves, gcc -O0 is
the reference; the guard is the default one. Each program is checked ``--repeat`` times with
the program's dialect (``strict.dialect_of``: c11 for these) and as many times without
(dialect None), in turn, and the medians are compared. Every check holds, so every check
runs every step: the worst case for the strictness step, which a candidate only reaches
once the finding holds on it (most of a reduction's candidates fail before).

    .venv/bin/python -m benchmarks.strict_cost [--programs 4] [--repeat 3] [--seed 1]

Prints per program its size, the two medians and the strict step alone, then the overall
ratio of the medians.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from ccfuzz.case.guard import default_guard
from ccfuzz.case.spec import Spec
from ccfuzz.case.strict import dialect_of, strict_error
from ccfuzz.model import Ending, FindingKind
from ccfuzz.predicate import Claim, RecordedBuild
from ccfuzz.reduce import check as checker
from ccfuzz.sources import derive_seed
from ccfuzz.sources.generator import GeneratorSource

FAKE = Path(__file__).resolve().parent.parent / "tests" / "fakecc"
TAIL = ("-w", "prog.c", "-o", "prog", "-lm")


def marked(source: str) -> bytes:
    """The program with the fake's marker and a last line printing 1234."""
    body = source.rstrip()
    end = body.rindex("return 0;")
    return ("/* CCFUZZ_FAKE_MISCOMPILE */\n" + body[:end] + 'printf("%d\\n", 1234);\n    '
            + body[end:] + "\n").encode()


def timed(spec: Spec, source: bytes) -> float:
    started = time.perf_counter()
    verdict = checker.check(spec, source)
    seconds = time.perf_counter() - started
    if not verdict.holds:
        raise RuntimeError(f"the check does not hold: {verdict.reason}")
    return seconds


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--programs", type=int, default=4)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    target = RecordedBuild("fakecc -O2", "fakecc", "fakecc 1.0", (str(FAKE), "-O2", *TAIL),
                           Ending.EXITED)
    reference = RecordedBuild("gcc -O0", "gcc", "gcc", ("gcc", "-O0", *TAIL))
    claim = Claim(FindingKind.WRONG_CODE, None, (target,), references=(reference,),
                  compile_seconds=60, run_seconds=10)
    guard = default_guard(True)
    generator = GeneratorSource()
    without: list[float] = []
    with_strict: list[float] = []
    print("program  bytes  dialect  check without  check with  strict step")
    for index in range(args.programs):
        source = marked(generator.program(index, derive_seed(args.seed, index)).source)
        dialect = dialect_of(source)
        plain, strict = Spec(0, claim, guard), Spec(0, claim, guard, dialect)
        mine: tuple[list[float], list[float], list[float]] = ([], [], [])
        for _ in range(args.repeat):
            mine[0].append(timed(plain, source))
            mine[1].append(timed(strict, source))
            started = time.perf_counter()
            if dialect is not None:
                assert strict_error(source, dialect) is None
            mine[2].append(time.perf_counter() - started)
        without += mine[0]
        with_strict += mine[1]
        a, b, c = (statistics.median(m) for m in mine)
        print(f"{index:7d}  {len(source):5d}  {dialect.std if dialect else '-':7s}  "
              f"{a:11.3f} s  {b:8.3f} s  {c:9.3f} s")
    a, b = statistics.median(without), statistics.median(with_strict)
    print(f"{args.programs} programs x {args.repeat}: a check that holds takes {a:.3f} s "
          f"without strictness, {b:.3f} s with it (medians): ratio {b / a:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

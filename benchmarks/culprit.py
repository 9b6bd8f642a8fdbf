"""What a culprit search costs, as a multiple of one build of the program.

Csmith programs (ccfuzz's Csmith source, seeds from ``--seed``) get a bug of the test suite's
fake compiler (tests/fakepasscc): for clang, a pass drawn at random from those the real
clang-14 runs on the program at -O2 (its ``-opt-bisect-limit=-1`` log), so the expected
culprit is known; for gcc, a flag drawn from those whose pass ``-fdump-passes`` names. Each
program prints 1234 at the end, which the fake compiles as 1235 when the marked pass runs.
The culprit search (``culprit.locate``, the finding predicate against a gcc -O0 reference)
then runs, and its wall time is divided by one build of the program: the real compiler's
own -O2 compile (clang-14 or gcc), timed in the same process just before. The fake compiler
compiles twice where the marked pass runs, so the ratio is an upper bound of the search's
cost with a real compiler. The real clang-14 case of the tests
(``-mllvm -force-attribute``, tests/data/culprit/force_readnone.c) is measured too.

    .venv/bin/python -m benchmarks.culprit [--programs 3] [--seed 1]

Prints one row per search (scheme, program size, expected and found culprit, predicate
calls, seconds, build seconds, ratio) and each scheme's mean and largest ratio.
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.culprit.gcc import DUMPED
from ccfuzz.culprit.llvm import passes_run
from ccfuzz.culprit.locate import locate
from ccfuzz.model import Ending, FindingKind
from ccfuzz.predicate import Claim, RecordedBuild
from ccfuzz.sources import derive_seed
from ccfuzz.sources.csmith import CsmithSource

ROOT = Path(__file__).resolve().parent.parent
FAKE = ROOT / "tests" / "fakepasscc"
TAIL = ("-w", "prog.c", "-o", "prog", "-lm")
# Flags of gcc -O2 and the pass instance each governs (as -fdump-passes names it).
GCC_MARKS = ("tree-vrp=tree-vrp1", "tree-pre=tree-pre", "tree-dse=tree-dse1",
             "tree-fre=tree-fre1", "tree-ccp=tree-ccp1", "ivopts=tree-ivopts",
             "tree-forwprop=tree-forwprop1", "tree-sink=tree-sink1")
COMPILE = sandbox.Limits(wall_seconds=300, output_bytes=256 << 20)


def marked(source: str, marker: str) -> str:
    """The program with the fake's marker and a last line printing 1234."""
    body = source.rstrip()
    end = body.rindex("return 0;")
    return (f"/* {marker} */\n" + body[:end] + 'printf("%d\\n", 1234);\n    '
            + body[end:] + "\n")


def timed_compile(argv: list[str], source: bytes) -> tuple[float, str]:
    start = time.monotonic()
    proc = sandbox.run([*argv, *TAIL], limits=COMPILE, files={"prog.c": source})
    if proc.ending is not Ending.EXITED or proc.exit_code != 0:
        sys.exit(f"{argv[0]} failed: {proc.stderr_text()[:400]}")
    return time.monotonic() - start, proc.stderr_text()


def finishes(text: str) -> bool:
    """Whether the program's gcc -O0 binary ends on its own within the runs' limit."""
    with tempfile.TemporaryDirectory(prefix="ccfuzz-bench-") as tmp:
        built = sandbox.run(["gcc", "-O0", *TAIL], limits=COMPILE,
                            files={"prog.c": text.encode()}, keep={"prog": Path(tmp) / "p"})
        if built.exit_code != 0:
            return False
        ran = sandbox.run([str(Path(tmp) / "p")], limits=sandbox.Limits(wall_seconds=10))
        return ran.ending is Ending.EXITED


def claim(path: str, family: str, extra: tuple[str, ...] = ()) -> Claim:
    gcc = shutil.which("gcc") or "gcc"
    target = RecordedBuild(f"fake {family} -O2", f"fake{family}", f"fake {family}",
                           (path, "-O2", *extra, *TAIL), Ending.EXITED)
    reference = RecordedBuild("gcc -O0", "gcc", "gcc", (gcc, "-O0", *TAIL))
    return Claim(FindingKind.WRONG_CODE, None, (target,), references=(reference,),
                 compile_seconds=300, run_seconds=10)


def row(scheme: str, size: int, expected: str, found: str, tests: int, seconds: float,
        build: float) -> float:
    ratio = seconds / build
    print(f"| {scheme} | {size // 1024} KB | {expected} | {found} | {tests} | {seconds:.1f} | "
          f"{build:.2f} | {ratio:.1f} |", flush=True)
    return ratio


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--programs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    source = CsmithSource()
    ratios: dict[str, list[float]] = {"llvm": [], "gcc": []}
    print("| scheme | program | expected culprit | found | predicate calls | seconds | "
          "one build (s) | builds |\n|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory(prefix="ccfuzz-bench-culprit-") as tmp:
        fakeclang, fakegcc = Path(tmp) / "fakeclang", Path(tmp) / "fakegcc"
        fakeclang.symlink_to(FAKE)
        fakegcc.symlink_to(FAKE)
        index, done = 0, 0
        while done < args.programs:
            program = source.program(index, derive_seed(args.seed, index))
            index += 1
            text = program.source
            if not finishes(text):
                print(f"(Csmith program {index - 1} skipped: its gcc -O0 binary does not "
                      "end within 10 s)", flush=True)
                continue
            done += 1
            # clang: a pass the real clang-14 runs, drawn at random.
            build, log = timed_compile(["clang-14", "-O2", "-mllvm", "-opt-bisect-limit=-1"],
                                       text.encode())
            passes = passes_run(log)
            plain = sorted({(n, u) for n, u in passes.values() if " " not in n + u})
            name, unit = rng.choice(plain)
            first = min(k for k, v in passes.items() if v == (name, unit))
            build, _ = timed_compile(["clang-14", "-O2"], text.encode())
            prog = marked(text, f"CCFUZZ_FAKE_PASS: {name} on {unit}").encode()
            start = time.monotonic()
            found = locate(claim(str(fakeclang), "clang"), prog, "clang")
            ratios["llvm"].append(row("llvm-bisect", len(prog), f"({first}) {name} on {unit}",
                                      found.summary.split(":")[0], found.tests,
                                      time.monotonic() - start, build))
            # gcc: a flag whose pass runs, drawn at random.
            build, _ = timed_compile(["gcc", "-O2"], text.encode())
            _, dumped = timed_compile(["gcc", "-O2", "-fdump-passes"], text.encode())
            running = set(DUMPED.findall(dumped))
            mark = rng.choice([m for m in GCC_MARKS if m.split("=")[1] in running])
            prog = marked(text, f"CCFUZZ_FAKE_FLAG: {mark}").encode()
            start = time.monotonic()
            found = locate(claim(str(fakegcc), "gcc"), prog, "gcc")
            ratios["gcc"].append(row("gcc-flags", len(prog), f"-fno-{mark.split('=')[0]}",
                                     found.key, found.tests, time.monotonic() - start, build))
    real = (ROOT / "tests" / "data" / "culprit" / "force_readnone.c").read_bytes()
    clang = shutil.which("clang-14") or "clang-14"
    build, _ = timed_compile([clang, "-O2"], real)
    start = time.monotonic()
    forced = locate(claim(clang, "clang", ("-mllvm", "-force-attribute=bump:readnone")),
                    real, "clang")
    row("llvm-bisect (real clang-14)", len(real), "(2) ForceFunctionAttrsPass on [module]",
        forced.summary.split(":")[0], forced.tests, time.monotonic() - start, build)
    for scheme, values in ratios.items():
        if values:
            print(f"{scheme}: mean {statistics.mean(values):.1f} builds, "
                  f"largest {max(values):.1f} (over {len(values)} Csmith programs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

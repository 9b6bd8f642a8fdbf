"""What a toolchain root costs a compile: entering the root per compile, against the same
compile run directly inside it.

The same compiler (a root's, ``--compiler``, default the first C compiler of the first root)
compiles the same program (ccfuzz's generator, ``--seed``) at ``-O0`` and ``-O2`` in two ways,
each as a loop of ``--compiles`` compiles in one bash process:

- **entered**: bash on the host runs the compiler's script in the root's ``bin/`` each time
  (a shell script, ``enter``: a mount namespace, the binds, chroot; then the compiler), as
  every ccfuzz command does;
- **direct**: bash runs inside the root (entered once) and starts the compiler itself.

The two alternate, round by round (``--rounds``), so the machine's load hits both; the
figure is the ratio of the median per-compile times. Also printed: what entering alone costs
(``/bin/true`` both ways).

Run from the project root: ``.venv/bin/python -m benchmarks.root_cost [--rounds 7]``.
"""

from __future__ import annotations

import argparse
import shlex
import statistics
import tempfile
import time
from pathlib import Path

from benchmarks.common import positive_int
from ccfuzz import sandbox
from ccfuzz.generator.program import generate
from ccfuzz.toolchain import roots


def loop(argv: list[str], times: int) -> str:
    command = shlex.join(argv)
    return f"for i in $(seq {times}); do {command} >/dev/null || exit 1; done"


def timed(argv: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    proc = sandbox.run(argv, limits=sandbox.Limits(wall_seconds=3600, memory_bytes=None),
                       cwd=cwd)
    if not proc.ok:
        raise SystemExit(f"{' '.join(argv)[:200]}: {proc.stderr_text()[-400:]}")
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--compiler", help="a root's C compiler (default: the first)")
    parser.add_argument("--rounds", type=positive_int, default=7)
    parser.add_argument("--compiles", type=positive_int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    pairs = roots.compilers_of(roots.installed())
    if args.compiler:
        pairs = [(r, t) for r, t in pairs if t.name == args.compiler]
    if not pairs:
        raise SystemExit("no toolchain root compiler: ccfuzz toolchain install")
    root, tool = pairs[0]
    script = str(root.script(tool))
    source = generate(args.seed).source
    print(f"{tool.name} of root {root.name}; program: generator seed {args.seed}, "
          f"{len(source)} bytes; {args.rounds} rounds of {args.compiles} compiles each way",
          flush=True)
    with tempfile.TemporaryDirectory(prefix="ccfuzz-bench-") as tmp:
        work = Path(tmp)
        (work / "prog.c").write_text(source)
        cases = {f"compile {level}": [level, "-w", "prog.c", "-o", "prog"]
                 for level in ("-O0", "-O2")}
        enter = [str(p) for p in root.runner()]
        for name, flags in {**cases, "enter alone": []}.items():
            entered_argv = [script, *flags] if flags else [*enter, "/bin/true"]
            direct_argv = [tool.path, *flags] if flags else ["/bin/true"]
            entered: list[float] = []
            direct: list[float] = []
            for _ in range(args.rounds):
                entered.append(timed(["bash", "-c", loop(entered_argv, args.compiles)], work)
                               / args.compiles)
                direct.append(timed([*enter, "/bin/bash", "-c",
                                     loop(direct_argv, args.compiles)], work) / args.compiles)
            e, d = statistics.median(entered), statistics.median(direct)
            ratio = f"{e / d:.3f}x" if flags else f"+{(e - d) * 1000:.1f} ms"
            print(f"{name:12s} entered {e * 1000:8.1f} ms  direct {d * 1000:8.1f} ms  {ratio}",
                  flush=True)


if __name__ == "__main__":
    main()

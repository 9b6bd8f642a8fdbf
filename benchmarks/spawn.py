"""What starting a process through ``sandbox.run`` costs: the launcher against ``preexec_fn``.

A reduction's most common check is a compile the target compiler refuses (a token cut that
does not parse): one short process. This times ``sandbox.run`` on two such processes, in each
start mode, against a bare ``posix_spawn`` + ``waitpid`` of the same command in the same run:

- ``true``: nothing but the start;
- a tcc compile of a small program with a syntax error (gcc's when tcc is missing).

The modes alternate, round by round, so a change in the machine's load hits both. Also
printed: the same with this process made bigger (``--ballast`` MB of touched memory), since
a fork copies the page tables of the whole process and a vfork copies nothing.

Run from the project root: ``.venv/bin/python -m benchmarks.spawn [--rounds 400]``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from ccfuzz import sandbox

BROKEN = b"int main(void) { int x = 1 +; return x; }\n"


def bare(argv: list[str]) -> float:
    start = time.monotonic()
    pid = os.posix_spawn(argv[0], argv, dict(os.environ), setpgroup=0,
                         file_actions=[(os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
                                       (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0)])
    os.waitpid(pid, 0)
    return time.monotonic() - start


def sandboxed(argv: list[str], files: dict[str, bytes]) -> float:
    start = time.monotonic()
    sandbox.run(argv, limits=sandbox.Limits(wall_seconds=60), files=files)
    return time.monotonic() - start


def set_mode(mode: str, path: str | None) -> None:
    sandbox._launcher_known = True
    sandbox._launcher_path = path if mode == "launcher" else None


def measure(rounds: int, commands: dict[str, tuple[list[str], dict[str, bytes]]],
            launcher: str) -> dict[tuple[str, str], float]:
    times: dict[tuple[str, str], list[float]] = {}
    with tempfile.TemporaryDirectory(prefix="ccfuzz-bench-") as tmp:
        for name, (argv, files) in commands.items():
            for file, data in files.items():
                (Path(tmp) / file).write_bytes(data)
            # the bare start has no directory of its own: the same command, with its paths
            absolute = [argv[0]] + [str(Path(tmp) / a) if a.endswith((".c", ".o")) else a
                                    for a in argv[1:]]
            for _ in range(rounds):
                for mode in ("launcher", "preexec_fn"):
                    set_mode(mode, launcher)
                    times.setdefault((name, mode), []).append(sandboxed(argv, files))
                times.setdefault((name, "bare"), []).append(bare(absolute))
    return {key: statistics.median(values) for key, values in times.items()}


def report(title: str, medians: dict[tuple[str, str], float],
           names: list[str]) -> list[str]:
    lines = [title]
    for name in names:
        floor = medians[(name, "bare")]
        cells = [f"{mode} {1000 * medians[(name, mode)]:.2f} ms "
                 f"({medians[(name, mode)] / floor:.2f}x bare)"
                 for mode in ("launcher", "preexec_fn")]
        ratio = medians[(name, "preexec_fn")] / medians[(name, "launcher")]
        lines.append(f"  {name:12s} bare {1000 * floor:.2f} ms; " + "; ".join(cells)
                     + f"; preexec_fn / launcher {ratio:.2f}x")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=400)
    parser.add_argument("--ballast", type=int, default=200, help="MB for the bigger process")
    args = parser.parse_args()
    launcher = sandbox.launcher()
    if launcher is None:
        raise SystemExit("no launcher could be built here (no C compiler?): nothing to compare")
    cc = shutil.which("tcc") or shutil.which("gcc")
    if cc is None:
        raise SystemExit("neither tcc nor gcc found")
    true = shutil.which("true") or "/bin/true"
    commands = {"true": ([true], {}),
                f"{Path(cc).name} refuses": ([cc, "-c", "bad.c", "-o", "bad.o"],
                                             {"bad.c": BROKEN})}
    names = list(commands)
    lines = report(f"this process ({args.rounds} rounds):",
                   measure(args.rounds, commands, launcher), names)
    ballast = [bytearray(os.urandom(1)) * (1 << 20) for _ in range(args.ballast)]
    lines += report(f"with {args.ballast} MB more in this process:",
                    measure(args.rounds, commands, launcher), names)
    del ballast
    print("\n".join(lines))


if __name__ == "__main__":
    main()

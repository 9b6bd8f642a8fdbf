"""What CTOS's selection costs, against the opt runs it decides about.

Up front (not measured): ``--programs`` Csmith programs as unoptimized IR (clang-14 -O0
-Xclang -disable-O0-optnone -emit-llvm), and ``--sequences`` random pass sequences of length
50-200 over 114 pass names of the installed opt (``opt -print-passes``; a stand-in for the pass
catalog, which selection does not depend on). Then, measured in this process, in CPU seconds
(this process plus its finished children, so a loaded machine does not inflate the figures):

- reference: ``opt -O2`` on every program, once;
- sequences: Doc2Vec embedding, then X-means + Algorithm 3 choosing ``--pick`` of them;
- programs: program vectors (one ``opt -passes=print<regions>`` per program, Algorithms 1 and
  2), then X-means + Algorithm 3 choosing ``--pick`` of them.

Printed as ratios to the mean ``opt -O2`` run, and as the share of a CTOS round that tests
every chosen program with every chosen sequence (``pick x pick`` opt runs, priced at one
``opt -O2`` each: a sequence of 50-200 passes costs about that).

    .venv/bin/python benchmarks/ctos_select.py [--programs 50] [--sequences 1000] [--pick 50]
"""

from __future__ import annotations

import argparse
import functools
import random
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import numpy as np

from ccfuzz import sandbox
from ccfuzz.passes import irgraph
from ccfuzz.passes.select import select_points, sequence_vectors
from ccfuzz.passes.xmeans import xmeans
from ccfuzz.sources import derive_seed
from ccfuzz.sources.csmith import CsmithSource

T = TypeVar("T")
OPT = "/usr/bin/opt"
LIMITS = sandbox.Limits(wall_seconds=120)


def cpu_now() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)  # sandbox reaps every child it starts
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def measured(fn: Callable[[], T]) -> tuple[T, float, float]:
    """fn's result, CPU seconds, wall seconds."""
    cpu, wall = cpu_now(), time.perf_counter()
    result = fn()
    return result, cpu_now() - cpu, time.perf_counter() - wall


def pass_names(count: int, seed: int) -> list[str]:
    proc = sandbox.run([OPT, "-print-passes"], limits=LIMITS)
    # Pass names are indented under their kind; parametrized ones ("foo<bar>") left out.
    names = sorted({line.strip() for line in proc.stdout.decode().splitlines()
                    if line.startswith("  ") and "<" not in line})
    return random.Random(seed).sample(names, count)


def make_ir(count: int, seed: int, directory: Path) -> list[Path]:
    source = CsmithSource()
    files = []
    for i in range(count):
        program = source.program(i, derive_seed(seed, i))
        dest = directory / f"p{i}.ll"
        proc = sandbox.run(
            ["clang-14", "-O0", "-Xclang", "-disable-O0-optnone", "-emit-llvm", "-S", "-w",
             "prog.c", "-o", "prog.ll"],
            limits=LIMITS, files={"prog.c": program.source.encode()}, keep={"prog.ll": dest})
        if proc.ok:
            files.append(dest)
    return files


def opt_o2(path: Path) -> None:
    proc = sandbox.run([OPT, "-O2", "-disable-output", "in.ll"], limits=LIMITS,
                       files={"in.ll": path.read_bytes()})
    if not proc.ok:
        raise SystemExit(f"opt -O2 failed on {path}: {proc.stderr_text()[:500]}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--programs", type=int, default=50)
    ap.add_argument("--sequences", type=int, default=1000)
    ap.add_argument("--pick", type=int, default=50, help="how many of each to select")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    names = pass_names(114, args.seed)
    sequences = [[rng.choice(names) for _ in range(rng.randint(50, 200))]
                 for _ in range(args.sequences)]
    with tempfile.TemporaryDirectory(prefix="ctos-select-") as tmp:
        files = make_ir(args.programs, args.seed, Path(tmp))
        pick_programs = min(args.pick, len(files))
        kib = statistics.mean(f.stat().st_size for f in files) / 1024
        print(f"{len(files)} Csmith programs, mean {kib:.0f} KiB of IR; {len(sequences)} "
              f"sequences of 50-200 passes over {len(names)} names; pick {args.pick}")

        ref_cpu = ref_wall = 0.0
        for path in files:
            _, cpu, wall = measured(functools.partial(opt_o2, path))
            ref_cpu += cpu
            ref_wall += wall
        o2 = ref_cpu / len(files)
        print(f"reference  opt -O2: {o2:.3f} CPU s per program "
              f"(wall {ref_wall / len(files):.3f} s)")

        vectors, emb_cpu, emb_wall = measured(lambda: sequence_vectors(sequences, args.seed))
        chosen, sel_cpu, sel_wall = measured(lambda: select_points(vectors, args.pick, args.seed))
        k_seq = xmeans(vectors, k_max=args.pick, seed=args.seed).k
        seq_cpu = emb_cpu + sel_cpu
        print(f"sequences  Doc2Vec {emb_cpu:.2f} CPU s + X-means/centroids {sel_cpu:.2f} CPU s "
              f"= {seq_cpu / o2:.1f} x opt -O2 (wall {emb_wall + sel_wall:.2f} s); "
              f"{k_seq} clusters, {len(set(chosen))} chosen")

        rows, vec_cpu, vec_wall = measured(lambda: irgraph.program_vectors(files, OPT))
        regions_only = 0.0  # the opt run inside program_vectors, measured again on its own
        for path in files:
            regions_only += measured(
                functools.partial(irgraph.region_trees_from_opt, path, OPT))[1]
        logged = np.log1p(rows)
        picked, psel_cpu, _ = measured(lambda: select_points(logged, pick_programs, args.seed))
        k_prog = xmeans(logged, k_max=pick_programs, seed=args.seed).k
        print(f"programs   vectors {vec_cpu / len(files):.3f} CPU s per program "
              f"= {vec_cpu / len(files) / o2:.2f} x opt -O2 "
              f"(of which opt print<regions> {regions_only / vec_cpu:.0%}; wall {vec_wall:.1f} s "
              f"in all); X-means/centroids {psel_cpu:.2f} CPU s; {k_prog} clusters, "
              f"{len(set(picked))} chosen")

        round_cost = args.pick * pick_programs * o2
        total = seq_cpu + vec_cpu + psel_cpu
        print(f"a round of {args.pick} x {pick_programs} opt runs ~ {round_cost:.0f} CPU s; "
              f"selection {total:.1f} CPU s = {total / round_cost:.1%} of it")
    return 0


if __name__ == "__main__":
    sys.exit(main())

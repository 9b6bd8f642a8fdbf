"""What CTOS's selection costs, against the opt runs it decides about.

Up front (not measured): ``--programs`` Csmith programs as unoptimized IR (clang-14 -O0
-Xclang -disable-O0-optnone -emit-llvm), and ``--sequences`` random pass sequences of length
50-200 over 114 pass names of the installed opt (``opt -print-passes``; a stand-in for the pass
catalog, which selection does not depend on). Then, measured in this process, in CPU seconds
(this process plus its finished children, so a loaded machine does not inflate the figures):

- reference: ``opt -O2`` on every program, once;
- sequences: Doc2Vec embedding, then X-means + Algorithm 3 choosing ``--pick-sequences``;
- programs: program vectors (one ``opt -passes=print<regions>`` per program, Algorithms 1 and
  2), then X-means + Algorithm 3 choosing ``--pick-programs``.

Printed as ratios to the mean ``opt -O2`` run, and as the share of a CTOS round that tests
every chosen program with every chosen sequence (one opt run per pair, priced at one
``opt -O2`` each: an assumption, not measured here; what a sequence really costs in the
pipeline is for ``benchmarks/ctos.py`` to measure).

    .venv/bin/python -m benchmarks.ctos_select [--programs 50] [--sequences 1000]
                                               [--pick-sequences 50] [--pick-programs 10]

Also printed, as a check that the choice is representative at all: the mean distance from every
candidate to its nearest chosen one (in the embedding space), for centroid selection and for
random choices of the same size.
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
RANDOM_DRAWS = 20


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


def coverage(points: np.ndarray, chosen: list[int]) -> float:
    """Mean distance from each candidate to the nearest chosen one: lower is more
    representative (every candidate has a chosen one like it)."""
    dist = np.sqrt(((points[:, None, :] - points[None, chosen, :]) ** 2).sum(axis=2))
    return float(dist.min(axis=1).mean())


def versus_random(points: np.ndarray, chosen: list[int], rng: random.Random) -> str:
    ours = coverage(points, chosen)
    randoms = sorted(coverage(points, rng.sample(range(len(points)), len(chosen)))
                     for _ in range(RANDOM_DRAWS))
    beaten = sum(r > ours for r in randoms)
    return (f"mean distance to the nearest chosen {ours:.3g}, random choice "
            f"{statistics.median(randoms):.3g} (median of {RANDOM_DRAWS}; "
            f"centroid selection better than {beaten} of them)")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--programs", type=int, default=50)
    ap.add_argument("--sequences", type=int, default=1000)
    ap.add_argument("--pick-sequences", type=int, default=50)
    ap.add_argument("--pick-programs", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    names = pass_names(114, args.seed)
    sequences = [[rng.choice(names) for _ in range(rng.randint(50, 200))]
                 for _ in range(args.sequences)]
    with tempfile.TemporaryDirectory(prefix="ctos-select-") as tmp:
        files = make_ir(args.programs, args.seed, Path(tmp))
        pick_seqs = min(args.pick_sequences, len(sequences))
        pick_progs = min(args.pick_programs, len(files))
        kib = statistics.mean(f.stat().st_size for f in files) / 1024
        print(f"{len(files)} Csmith programs ({kib:.0f} KiB of IR on average), "
              f"{len(sequences)} sequences of 50-200 passes over {len(names)} pass names; "
              f"choose {pick_seqs} sequences and {pick_progs} programs")

        ref_cpu = ref_wall = 0.0
        for path in files:
            _, cpu, wall = measured(functools.partial(opt_o2, path))
            ref_cpu += cpu
            ref_wall += wall
        o2 = ref_cpu / len(files)
        print(f"reference  opt -O2: {o2:.3f} CPU s per program "
              f"(wall {ref_wall / len(files):.3f} s)")

        vectors, emb_cpu, emb_wall = measured(lambda: sequence_vectors(sequences, args.seed))
        chosen, sel_cpu, sel_wall = measured(lambda: select_points(vectors, pick_seqs, args.seed))
        k_seq = xmeans(vectors, k_max=pick_seqs, seed=args.seed).k
        seq_cpu = emb_cpu + sel_cpu
        print(f"sequences  Doc2Vec {emb_cpu:.2f} CPU s + X-means/centroids {sel_cpu:.2f} CPU s "
              f"= {seq_cpu / o2:.1f} x opt -O2 (wall {emb_wall + sel_wall:.1f} s); "
              f"X-means: {k_seq} clusters")
        print(f"           {versus_random(vectors, chosen, rng)}")

        rows, vec_cpu, vec_wall = measured(lambda: irgraph.program_vectors(files, OPT))
        regions_only = 0.0  # the opt run inside program_vectors, measured again on its own
        for path in files:
            regions_only += measured(
                functools.partial(irgraph.analyse, path, OPT))[1]
        logged = np.log1p(rows)
        picked, psel_cpu, _ = measured(lambda: select_points(logged, pick_progs, args.seed))
        k_prog = xmeans(logged, k_max=pick_progs, seed=args.seed).k
        print(f"programs   vectors {vec_cpu / len(files):.3f} CPU s per program "
              f"= {vec_cpu / len(files) / o2:.2f} x opt -O2 (opt print<regions> -S with "
              f"its sandbox: {regions_only / vec_cpu:.0%} of it; wall {vec_wall:.1f} s in all); "
              f"X-means/centroids {psel_cpu:.2f} CPU s; X-means: {k_prog} clusters")
        print(f"           {versus_random(logged, picked, rng)}")

        round_cost = pick_seqs * pick_progs * o2
        total = seq_cpu + vec_cpu + psel_cpu
        print(f"a round testing {pick_progs} programs x {pick_seqs} sequences ~ "
              f"{round_cost:.0f} CPU s of opt (at opt -O2's cost); selection {total:.1f} CPU s "
              f"= {total / round_cost:.1%} of it")
    return 0


if __name__ == "__main__":
    sys.exit(main())

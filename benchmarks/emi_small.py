"""EMI on small hand-written seeds: how many yield variants, how many, and are they valid?

Seeds: the programs of ``benchmarks/small_seeds/`` (written for this benchmark, 10 to 82
lines: loops, structs, switch, recursion, arrays, early returns, goto; none reads input).
For each strategy, each seed is prepared as ``ccfuzz emi FILE --strategy S -n N --seed S``
prepares it, and ``emi.batch.take`` (what the command writes) asks it for ``--variants``
variants. Counted per strategy:

- the seeds that have a statement the strategy may mutate: for Orion, an unexecuted
  statement it may delete; for Athena, an unexecuted statement (a place to insert) or a
  deletable one; for Hermes, a statement that runs and sees completely known integer values,
  judged by a profile of *every* statement (``p=1``), independently of the sampling the
  strategy does; for comparison, the seeds whose plain ``p=0.1`` sample holds such a statement
  (what Hermes had before it scaled its sampling);
- the seeds that yield at least one variant, and at least one valid one; variants per seed;
  why a seed yielded fewer than asked (the strategy's reason, its first words);
- validity: every variant is built with gcc and clang-14 at -O0 and -O2 (-O2 with the
  reduction guard's warnings as errors) and with each compiler's ASan+UBSan, run, and must
  print the seed's output; a build the seed itself fails is not asked of its variants.

Cost, as a ratio to one ``gcc -O2`` compile of the seed in the same run: the median time to
prepare a seed (reference run, profile) per strategy.

    nice -n 10 .venv/bin/python -m benchmarks.emi_small [--variants 3] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from benchmarks.common import gcc_o2_seconds
from ccfuzz import cmodel
from ccfuzz.emi import batch, hermes, orion
from ccfuzz.emi.athena import Athena
from ccfuzz.emi.registry import STRATEGIES
from ccfuzz.emi.seed import prepare as prepare_seed
from ccfuzz.emi.seed import profile_compilers
from ccfuzz.emi.seedfile import read_seed
from ccfuzz.emi.strategy import Settings
from ccfuzz.errors import InvalidProgramError
from ccfuzz.generator.validity import check_program
from ccfuzz.model import Program
from ccfuzz.profile import values

SEEDS = Path(__file__).parent / "small_seeds"


@dataclass
class Tally:
    seeds: int = 0
    mutable: int = 0  # seeds with a statement the strategy may mutate
    yielding: int = 0  # mutable seeds with >= 1 variant
    valid: int = 0  # mutable seeds with >= 1 valid variant
    variants: int = 0
    invalid: int = 0
    builds: int = 0
    skipped_builds: int = 0
    fewer: Counter[str] = field(default_factory=Counter)
    refused: Counter[str] = field(default_factory=Counter)
    prepare_ratio: list[float] = field(default_factory=list)
    sampled: int = 0  # hermes: seeds whose plain p=0.1 sample holds a site
    rates: Counter[str] = field(default_factory=Counter)  # hermes: sampling probability used


def has_hermes_site(program: Program, p: float) -> bool:
    """Does a value profile at probability ``p``, drawn as Hermes draws it for ``--points p``,
    hold a site?"""
    model = cmodel.load(program.source, path="seed.c")
    prof = values.profile(model, program, p=p, rng=hermes.sampler(p, program),
                          compilers=profile_compilers("gcc"))
    return bool(hermes.sites(prof))


def mutable(name: str, program: Program) -> bool:
    """Has the seed any statement strategy ``name`` may mutate? (See the module's text.)"""
    if name == "hermes":
        return has_hermes_site(program, 1.0)
    seed = prepare_seed(program)
    if name == "orion":
        return bool(orion.candidates(seed))
    try:
        Athena(seed)
    except InvalidProgramError:
        return False
    return True


def first_words(reason: str) -> str:
    """The kind of a reason: its first clause, numbers left out."""
    return re.sub(r"\d+", "N", re.split(r"[:;(]", reason, maxsplit=1)[0]).strip()[:80]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--variants", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--strategies", default=",".join(sorted(STRATEGIES)))
    args = ap.parse_args()
    paths = sorted(SEEDS.glob("*.c"))
    programs = [read_seed(p) for p in paths]
    o2 = {p.name: gcc_o2_seconds(p.source) for p in programs}
    tallies: dict[str, Tally] = {}
    for name in args.strategies.split(","):
        t = tallies[name] = Tally()
        for program in programs:
            t.seeds += 1
            here = mutable(name, program)
            t.mutable += here
            if name == "hermes":
                t.sampled += has_hermes_site(program, hermes.DEFAULT_P)
            start = time.perf_counter()
            try:
                prepared = STRATEGIES[name].prepare(program, Settings())
                t.prepare_ratio.append((time.perf_counter() - start) / o2[program.name])
                made = batch.take(prepared, args.variants, random.Random(args.seed),
                                  prefix=Path(program.name).stem)
            except InvalidProgramError as exc:
                t.refused[first_words(str(exc).split(": ", 1)[-1])] += 1
                print(f"{name} {program.name}: refused ({'has' if here else 'no'} mutable "
                      f"statement): {str(exc)[:300]}", flush=True)
                continue
            if isinstance(prepared, hermes.Hermes):
                scaled = hermes.scaled(hermes.DEFAULT_P, sum(
                    1 for s in prepared.seed.model.statements() if values.candidate(s)))
                t.rates["every statement after an empty sample" if prepared.seed.p > scaled
                        else f"p={prepared.seed.p:.2g}"] += 1
            if made.why_fewer is not None:
                t.fewer[first_words(made.why_fewer)] += 1
            baseline = {c.build: c.ok for c in check_program(
                program.source, prepared.output, opt_levels=("-O0", "-O2"))}
            good = 0
            for v in made.variants:
                bad = []
                for c in check_program(v.source, prepared.output, opt_levels=("-O0", "-O2")):
                    if not baseline[c.build]:
                        t.skipped_builds += 1
                        continue
                    t.builds += 1
                    if not c.ok:
                        bad.append(f"{c.build}: {c.problem[:300]}")
                if bad:
                    t.invalid += 1
                    print(f"  INVALID {v.name}: {bad} ({(v.origin.mutation or '')[:300]})",
                          flush=True)
                else:
                    good += 1
            t.variants += len(made.variants)
            if here:
                t.yielding += 1
                t.valid += good > 0
            print(f"{name} {program.name}: {len(made.variants)} variants, {good} valid"
                  + (f"; fewer: {made.why_fewer}" if made.why_fewer else ""), flush=True)
    print()
    print("| strategy | seeds | with a mutable statement | yield >= 1 variant | >= 1 valid "
          "variant | variants per yielding seed | invalid variants | builds checked | "
          "prepare / gcc -O2 (median) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, t in tallies.items():
        per = t.variants / t.yielding if t.yielding else 0.0
        share = f"{t.valid}/{t.mutable} ({100 * t.valid / t.mutable:.0f} %)" if t.mutable \
            else "0/0"
        print(f"| {name} | {t.seeds} | {t.mutable} | {t.yielding}/{t.mutable} | {share} | "
              f"{per:.2f} | {t.invalid} of {t.variants} | {t.builds} (+{t.skipped_builds} "
              f"skipped) | {statistics.median(t.prepare_ratio):.1f}x |")
    for name, t in tallies.items():
        print(f"{name}: refused {dict(t.refused)}; fewer than {args.variants}: {dict(t.fewer)}"
              + (f"; a plain p={hermes.DEFAULT_P:g} sample holds a site in {t.sampled} of "
                 f"{t.seeds} seeds; sampled at {dict(t.rates)}" if name == "hermes" else ""))
    return 1 if any(t.invalid for t in tallies.values()) else 0


if __name__ == "__main__":
    sys.exit(main())

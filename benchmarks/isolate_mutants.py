"""Rankings refined by compiler mutants, scored on the searches that kept them:
``benchmarks/isolate.py --compiler-mutants MINUTES --spectra DIR`` writes, beside each
fault's coverages, what each mutant of the compiler did (``compiler-mutants.json.gz``).

    .venv/bin/python benchmarks/isolate_mutants.py --spectra DIR [--source TREE] [FAULT ...]

No compile runs here. Each fault's rankings (DiWi alone, the test suite alone, the two
together; ties split callers first, read off a copy of ``--source`` with the fault's patch)
are scored as they are and refined (``rank.refine``) by the mutants' tallies, each mutant
scored in one of the ways ``SCORES`` names; the first is ``cmutate.mutant_score``, the one
``ccfuzz isolate --compiler-mutants`` uses. The mutants were tried in the order of the
together ranking, so that is the ranking they refine as ``ccfuzz isolate --with-suite
--compiler-mutants`` would; the others are refined over the same functions.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ccfuzz.isolate.cmutate import Tried, function_scores, mutant_score
from ccfuzz.isolate.rank import Ranking, callers_first, rank, rank_together, refine
from isolate import load_mutants, load_spectra
from isolate_rankings import patched_calls, table
from tcc_faults import seeded

SCORES: dict[str, Callable[[Tried], float]] = {
    "metallaxis + 1 if it fixes": mutant_score,
    "metallaxis": lambda t: 1 / math.sqrt(1 + t.witnesses_changed) if t.changed else 0.0,
    "fixes only": lambda t: 1.0 if t.fixed else 0.0,
}


def scored(spectra: Path, faults: Sequence[seeded.Fault], source: Path,
           per_fault: bool = False) -> dict[str, list[tuple[int | None, int | None]]]:
    out: dict[str, list[tuple[int | None, int | None]]] = {}
    for fault in faults:
        where = spectra / fault.name
        if not (where / "compiler-mutants.json.gz").exists():
            continue
        failing, witnesses, _, _ = load_spectra(where / "diwi.json.gz")
        suite = load_spectra(where / "sbfl.json.gz").passing
        tally = load_mutants(where / "compiler-mutants.json.gz")
        called = patched_calls(fault, source, failing)
        bases: dict[str, Ranking] = {
            "diwi": callers_first(rank(failing, witnesses), called),
            "sbfl": callers_first(rank(failing, suite), called),
            "together": callers_first(rank_together(failing, witnesses, suite), called),
        }
        scores = {how: function_scores(tally.tried, score) for how, score in SCORES.items()}
        row = {}
        for name, base in bases.items():
            row[name] = base
            for how, scored_by in scores.items():
                row[f"{name} + mutants ({how})"] = refine(base, scored_by, tally.functions,
                                                          len(tally.tried))
        for name, ranking in row.items():
            out.setdefault(name, []).append((ranking.file_rank(fault.file),
                                             ranking.function_rank(fault.file,
                                                                   fault.function)))
        if per_fault:
            truth = [(n, r.function_rank(fault.file, fault.function)) for n, r in row.items()]
            print(f"{fault.name}: {len(tally.tried)} mutants over {len(tally.functions)} "
                  f"functions in {tally.seconds:.0f} s; "
                  + ", ".join(f"{n} {k}" for n, k in truth),
                  file=sys.stderr)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("faults", nargs="*", help="fault names or numbers (default: all)")
    ap.add_argument("--spectra", type=Path, required=True)
    ap.add_argument("--source", type=Path, help="unpacked 'apt-get source tcc' tree "
                    f"(default ${seeded.SOURCE_ENV})")
    ap.add_argument("--per-fault", action="store_true", help="print each fault's ranks")
    args = ap.parse_args(argv)
    faults = [seeded.find(n) for n in args.faults] if args.faults else seeded.all_faults()
    source = args.source or seeded.default_source()
    results = scored(args.spectra, faults, source, args.per_fault)
    print(table(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())

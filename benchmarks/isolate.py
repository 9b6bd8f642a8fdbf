"""Bug isolation over the faults seeded into Debian's tcc (benchmarks/tcc_faults/).

For each fault: build the patched tcc with coverage and record its finding with a real ccfuzz
campaign (``tcc_faults.seeded.prepare``), then run ``ccfuzz isolate`` on that finding with
each method (DiWi, DiWi with random rule choice, SBFL over tcc's own tests/tests2, and DiWi
with the test suite, ``--with-suite``) and look
up the rank of the fault's true file and function (ties at their worst rank). Prints, per
method, Top-1/5/10 and the mean first rank at file and at function level, and the time per
bug. A fault whose function the failing compile never runs (or whose campaign shows no
finding) counts as a miss in every Top-N and is left out of the mean rank (the table says
how many).

    .venv/bin/python benchmarks/isolate.py [--source TCC_SRC] [--dir RUNDIR]
        [--minutes 10] [--methods diwi,diwi-rand,sbfl,diwi+sbfl] [--seed 1] [--results FILE]
        [--reduce MINUTES] [--rules paper|types|deletion|operands|layout|...]
        [--replace-headers] [--hoist-prints] [--failing-mutants N] [--no-stack] [--values]
        [FAULT ...]
    .venv/bin/python benchmarks/isolate.py --table --results FILE

For a crash or a valid program rejected, the rankings are near the failure's stack, as
``ccfuzz isolate`` ranks by default (``--no-stack``: not); the stack is kept with the spectra
either way, and ``isolate_rankings.py`` scores each ranking with and without it.

``--reduce MINUTES``: reduce each finding first (``ccfuzz reduce``, C-Vise under the UB
guard, at most MINUTES), as DiWi's authors isolated from the small programs of bug reports;
``ccfuzz isolate`` then starts from the reduced program. The reduction's time is recorded
(``reduce_seconds``) and counted in the time per bug. A finding already reduced in the run
directory keeps its reduction (and the time it took then).

Each result is appended to ``--results`` (JSON lines) as soon as it is known, and faults
already there are skipped, so an interrupted run continues where it stopped; ``--table``
prints the table of the results so far.
"""

from __future__ import annotations

import argparse
import base64
import gzip
import json
import os
import sys
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ccfuzz.isolate import mutate
from ccfuzz.isolate.cmutate import Tally, Tried, function_scores
from ccfuzz.isolate.command import (
    Options,
    Spectra,
    by_stack,
    collect,
    failure_stack,
    flagged_by_values,
    mutate_compiler,
    ranking_of,
    record,
)
from ccfuzz.isolate.gcovdata import Coverage, Line
from ccfuzz.isolate.rank import STACK_FRAMES, Spectrum, refine
from ccfuzz.reduce.run import reduce_finding
from ccfuzz.store import Store
from tcc_faults import seeded

METHODS = ("diwi", "diwi-rand", "sbfl", "diwi+sbfl")
# How results name each rule set (the first two as they always have).
RULES_SHOWN = {"paper": "diwi", "types": "diwi+retype", "deletion": "diwi+retype+delete",
               "operands": "diwi+retype+delete+operands", "layout": "diwi+retype+delete+layout",
               "fold": "diwi+retype+delete+fold",
               "attributes": "diwi+retype+delete+attributes",
               "linkage": "diwi+retype+delete+linkage"}


def reduced(rundir: Path, finding_id: int, minutes: float) -> dict[str, Any]:
    """Reduce the finding (unless the run directory already holds its reduction): its size
    and the seconds the reduction took."""
    with Store(rundir, write=True) as store:
        row = store.reduction(finding_id)
        if row is None:
            row = reduce_finding(store, finding_id, rundir, jobs=2, timeout=minutes * 60).row
    return {"reduce_seconds": round(row.seconds, 1), "original_bytes": row.original_bytes,
            "reduced_bytes": row.reduced_bytes, "reduced_lines": row.reduced_lines}


def save_spectra(path: Path, spectra: Spectra, stack: Sequence[str] = ()) -> None:
    """The failing compile's coverage and the passing programs', with their counts, as
    gzipped JSON: every line once in ``lines``, each coverage as ``[index, count]`` pairs;
    the failing program and the witnesses (``load_programs``); and the compiler's stack
    where the failing compile stopped, if it did (``load_stack``)."""
    index: dict[Line, int] = {}
    for coverage in (spectra.failing, *spectra.passing, *spectra.suite, *spectra.also_failing):
        for line in coverage.lines:
            index.setdefault(line, len(index))

    def pairs(coverage: Coverage) -> list[list[int]]:
        return sorted([index[line], coverage.count(line)] for line in coverage.lines)

    data = {"lines": [list(line) for line in index], "failing": pairs(spectra.failing),
            "passing": [pairs(c) for c in spectra.passing],
            "suite": [pairs(c) for c in spectra.suite],
            "also_failing": [pairs(c) for c in spectra.also_failing], "tried": spectra.tried,
            "program": spectra.program, "build": spectra.build,
            # The programs themselves, for experiments that rerun them (compiler mutants).
            "searched_b64": base64.b64encode(spectra.searched).decode(),
            "witnesses_b64": [base64.b64encode(s).decode() for s in spectra.witness_sources],
            "stack": list(stack)}
    path.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(path, "wt") as out:
        json.dump(data, out)


def load_stack(path: Path) -> tuple[str, ...]:
    """The failure's stack ``save_spectra`` wrote (empty for a compile that did not stop,
    and for spectra kept before stacks were)."""
    with gzip.open(path, "rt") as f:
        return tuple(str(s) for s in json.load(f).get("stack", ()))


class Loaded(NamedTuple):
    failing: Coverage
    passing: list[Coverage]  # the witnesses, or the tests
    suite: list[Coverage]  # the test suite's, beside the witnesses
    also_failing: list[Coverage]  # the failing mutants'


def load_spectra(path: Path) -> Loaded:
    """The coverages ``save_spectra`` wrote."""
    with gzip.open(path, "rt") as f:
        data = json.load(f)
    lines = [Line(str(a), str(b), int(c)) for a, b, c in data["lines"]]

    def coverage(pairs: list[list[int]]) -> Coverage:
        counts = {lines[i]: n for i, n in pairs}
        return Coverage(frozenset(counts), len(lines), counts)

    return Loaded(coverage(data["failing"]), [coverage(p) for p in data["passing"]],
                  [coverage(p) for p in data.get("suite", [])],
                  [coverage(p) for p in data.get("also_failing", [])])


def load_programs(path: Path) -> tuple[bytes, list[bytes]]:
    """The failing program as searched and the witnesses' sources that ``save_spectra``
    wrote (empty for spectra kept before they were)."""
    with gzip.open(path, "rt") as f:
        data = json.load(f)
    return (base64.b64decode(data.get("searched_b64", "")),
            [base64.b64decode(s) for s in data.get("witnesses_b64", [])])


def isolate_fault(fault: seeded.Fault, rundir: Path, source: Path, methods: Sequence[str],
                  minutes: float, seed: int, reduce_minutes: float | None = None,
                  novelty: Spectrum = Spectrum.LINES,
                  spectra_dir: Path | None = None,
                  rules: str = mutate.DEFAULT_RULES,
                  replace_headers: bool = False,
                  hoist_prints: bool = False,
                  failing_mutants: int = 0,
                  compiler_mutants: float = 0.0,
                  stack_on: bool = True, values_on: bool = False) -> list[dict[str, Any]]:
    started = time.monotonic()
    base: dict[str, Any] = {"fault": fault.name, "file": fault.file,
                            "function": fault.function, "kind": fault.kind}
    try:
        prepared = seeded.prepare(fault.directory, rundir, source=source, coverage=True)
    except Exception as exc:  # a fault that does not build must not end the benchmark
        return [{**base, "method": m, "error": f"{type(exc).__name__}: {exc}"}
                for m in methods]
    base["prepare_seconds"] = round(time.monotonic() - started, 1)
    if prepared.finding is None:
        return [{**base, "method": m, "error": "no finding"} for m in methods]
    if reduce_minutes is not None:
        try:
            base.update(reduced(rundir, prepared.finding.id, reduce_minutes))
        except Exception as exc:  # isolate from the program as recorded
            base["reduce_error"] = f"{type(exc).__name__}: {exc}"
    out = []
    collected: dict[str, Spectra] = {}
    for method in methods:
        options = Options(method, seed, minutes, spectrum=novelty, novelty=novelty,
                          rules=rules, replace_headers=replace_headers,
                          hoist_prints=hoist_prints, failing_mutants=failing_mutants,
                          stack=stack_on)
        try:
            with Store(rundir, write=True) as store:
                spectra = collect(store, prepared.finding.id, options)
                collected[method] = spectra
                stack = failure_stack(spectra)
                if spectra_dir is not None:
                    save_spectra(spectra_dir / fault.name / f"{method}.json.gz", spectra,
                                 stack)
                # One search, ranked over both spectra (near the failure's stack, as
                # ``ccfuzz isolate`` ranks by default); the store keeps the one it was
                # searched for.
                rankings = {s: by_stack(spectra, ranking_of(spectra, s),
                                        stack if stack_on else ()) for s in Spectrum}
                row = record(store, prepared.finding.id, options, spectra, rankings[novelty])
        except Exception as exc:  # one fault's failure must not end the benchmark
            out.append({**base, "method": method, "error": f"{type(exc).__name__}: {exc}"})
            continue
        for spectrum, ranking in rankings.items():
            out.append({**base, "method": method, "spectrum": spectrum.value,
                        "novelty": novelty.value, "program": spectra.program,
                        "rules": RULES_SHOWN[rules], "replace_headers": replace_headers,
                        "hoist_prints": hoist_prints,
                        "failing_mutants": len(spectra.also_failing),
                        "finding_kind": prepared.finding.kind.value,
                        "stack": list(stack[:STACK_FRAMES]), "near_stack": stack_on,
                        "file_rank": ranking.file_rank(fault.file),
                        "function_rank": ranking.function_rank(fault.file, fault.function),
                        "files": len(ranking.files), "functions": len(ranking.functions),
                        "passing": row.witnesses, "tried": row.tried,
                        "seconds": round(row.seconds, 1)})
    if values_on and "diwi" in collected:
        out.append(_flagged(base, collected["diwi"], spectra_dir))
    if compiler_mutants and "diwi" in collected:
        out += _refined(fault, base, collected, compiler_mutants, spectra_dir)
    return out


def _flagged(base: dict[str, Any], diwi: Spectra, spectra_dir: Path | None) -> dict[str, Any]:
    """The functions ``ccfuzz isolate --values`` flags for the searched program, computed by
    its own code (the value build, the suite compiled as the command compiles it), kept in
    ``SPECTRA/FAULT/flagged.json`` for ``isolate_ranges.py --flagged``."""
    started = time.monotonic()
    try:
        flagged = flagged_by_values(diwi)
    except Exception as exc:  # one fault's failure must not end the benchmark
        return {**base, "method": "values", "error": f"{type(exc).__name__}: {exc}"}
    seconds = round(time.monotonic() - started, 1)
    if spectra_dir is not None:
        path = spectra_dir / base["fault"] / "flagged.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"flagged": list(flagged), "seconds": seconds}) + "\n")
    return {**base, "method": "values", "flagged": list(flagged),
            "true_flagged": base["function"] in flagged, "seconds": seconds}


def _refined(fault: seeded.Fault, base: dict[str, Any], collected: dict[str, Spectra],
             minutes: float, spectra_dir: Path | None
             ) -> list[dict[str, Any]]:
    """Compiler mutants (``ccfuzz isolate --compiler-mutants``) tried in the order of the
    witnesses and the suite ranked together (of the witnesses alone without an ``sbfl``
    run), and each ranking refined by them: DiWi alone's and the two together's."""
    diwi = collected["diwi"]
    suite = collected["sbfl"].passing if "sbfl" in collected else []
    together = replace(diwi, suite=suite)
    name = "diwi+sbfl" if suite else "diwi"
    started = time.monotonic()
    try:
        # In the order of the ranking ``ccfuzz isolate`` gives (lines, callers first).
        refined, tally = mutate_compiler(together, ranking_of(together, Spectrum.LINES),
                                         minutes)
    except Exception as exc:  # one fault's failure must not end the benchmark
        return [{**base, "method": f"{name}+mutants", "error": f"{type(exc).__name__}: {exc}"}]
    seconds = round(time.monotonic() - started, 1)
    if spectra_dir is not None:
        save_mutants(spectra_dir / fault.name / "compiler-mutants.json.gz", tally, name)
    alone = refine(ranking_of(diwi, Spectrum.LINES), function_scores(tally.tried),
                   tally.functions, len(tally.tried))
    out = []
    for method, spectra, ranking in (("diwi", diwi, alone), (name, together, refined)):
        out.append({**base, "method": f"{method}+mutants", "spectrum": Spectrum.LINES.value,
                    "program": spectra.program,
                    "finding_kind": None,
                    "file_rank": ranking.file_rank(fault.file),
                    "function_rank": ranking.function_rank(fault.file, fault.function),
                    "files": len(ranking.files), "functions": len(ranking.functions),
                    "mutants": len(tally.tried), "mutated_functions": len(tally.functions),
                    "complete": tally.complete, "seconds": seconds})
    return out


def save_mutants(path: Path, tally: Tally, order: str) -> None:
    """What each compiler mutant did, and the functions it tried (in the order of the
    ranking named ``order``; the last ``partial`` of them cut short), as gzipped JSON."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(path, "wt") as out:
        json.dump({"order": order, "tried": [t.to_json() for t in tally.tried],
                   "functions": [list(f) for f in tally.functions],
                   "partial": tally.partial, "seconds": tally.seconds,
                   "complete": tally.complete}, out)


def load_mutants(path: Path) -> Tally:
    """The compiler mutants ``save_mutants`` wrote."""
    with gzip.open(path, "rt") as f:
        data = json.load(f)
    return Tally([Tried.from_json(t) for t in data["tried"]],
                 [(str(a), str(b)) for a, b in data["functions"]], int(data.get("partial", 0)),
                 float(data["seconds"]), bool(data["complete"]))


def table(results: Sequence[dict[str, Any]]) -> str:
    """Per method and spectrum (results without one were ranked by lines), the Top-N at
    file and function level; then the ranks per fault."""
    faults = sorted({r["fault"] for r in results})
    variants = [(m, s.value) for m in METHODS for s in Spectrum]
    lines = [f"{len(faults)} faults", "",
             "| method | spectrum | level | Top-1 | Top-5 | Top-10 | mean first rank |"
             " not ranked | mean time per bug |", "|---|---|---|---|---|---|---|---|---|"]
    for method, spectrum in variants:
        rows = [r for r in results
                if r["method"] == method and _spectrum(r) in (spectrum, None)]
        if not rows:
            continue
        n = len(rows)
        seconds = [r["seconds"] + r.get("reduce_seconds", 0) for r in rows if "seconds" in r]
        mean_time = f"{sum(seconds) / len(seconds):.0f} s" if seconds else "-"
        for level in ("file", "function"):
            ranks = [r.get(f"{level}_rank") for r in rows]
            found = [k for k in ranks if k is not None]

            def top(k: int, found: list[int] = found, n: int = n) -> str:
                hits = sum(1 for x in found if x <= k)
                return f"{hits}/{n} ({100 * hits / n:.0f} %)"

            mfr = f"{sum(found) / len(found):.1f}" if found else "-"
            lines.append(f"| {method} | {spectrum} | {level} | {top(1)} | {top(5)} | {top(10)} "
                         f"| {mfr} | {n - len(found)} | {mean_time} |")
    shown = [v for v in variants
             if any(r["method"] == v[0] and _spectrum(r) in (v[1], None) for r in results)]
    lines += ["", "| fault | true function | " + " | ".join(
        f"{m} ({s}) file / function" for m, s in shown) + " |",
        "|---|---|" + "---|" * len(shown)]
    for fault in faults:
        cells = []
        for method, spectrum in shown:
            r = next((x for x in results if x["fault"] == fault and x["method"] == method
                      and _spectrum(x) in (spectrum, None)), None)
            if r is None:
                cells.append("-")
            elif "error" in r:
                cells.append(f"error: {r['error'][:60]}")
            else:
                cells.append(f"{r['file_rank']} / {r['function_rank']} "
                             f"({r['passing']} passing)")
        truth = next(x for x in results if x["fault"] == fault)
        lines.append(f"| {fault} | {truth['file']}:{truth['function']} | "
                     + " | ".join(cells) + " |")
    return "\n".join(lines)


def _spectrum(result: dict[str, Any]) -> str | None:
    """The result's spectrum: lines when it does not say; None for an error, which stands
    for every spectrum."""
    return None if "error" in result else str(result.get("spectrum", Spectrum.LINES.value))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("faults", nargs="*", help="fault names or numbers (default: all)")
    ap.add_argument("--source", type=Path, help="unpacked 'apt-get source tcc' tree "
                    f"(default ${seeded.SOURCE_ENV})")
    ap.add_argument("--dir", type=Path, default=Path("isolate-runs"))
    ap.add_argument("--minutes", type=float, default=10.0, help="search time per method")
    ap.add_argument("--methods", default=",".join(METHODS))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--results", type=Path, default=Path("isolate-results.jsonl"))
    ap.add_argument("--reduce", type=float, metavar="MINUTES",
                    help="reduce each finding first, for at most MINUTES")
    ap.add_argument("--novelty", choices=[s.value for s in Spectrum],
                    default=Spectrum.LINES.value,
                    help="what a new witness must differ in (ccfuzz isolate --spectrum); "
                    "each search is ranked over both spectra either way")
    ap.add_argument("--spectra", type=Path, metavar="DIR",
                    help="keep each search's coverages in DIR/FAULT/METHOD.json.gz")
    ap.add_argument("--rules", choices=mutate.RULE_SETS, default=mutate.DEFAULT_RULES,
                    help="the search's rules (ccfuzz isolate --rules)")
    ap.add_argument("--paper-rules", action="store_true", help="the same as --rules paper")
    ap.add_argument("--replace-headers", action="store_true",
                    help="ccfuzz isolate --replace-headers")
    ap.add_argument("--hoist-prints", action="store_true", help="ccfuzz isolate --hoist-prints")
    ap.add_argument("--failing-mutants", type=int, default=0, metavar="N",
                    help="ccfuzz isolate --failing-mutants N")
    ap.add_argument("--compiler-mutants", type=float, default=0.0, metavar="MINUTES",
                    help="ccfuzz isolate --compiler-mutants MINUTES, in the order of the "
                    "diwi and sbfl runs ranked together")
    ap.add_argument("--no-stack", action="store_true",
                    help="ccfuzz isolate --no-stack: rankings not lowered far from the "
                    "failure's stack (it is kept with the spectra either way)")
    ap.add_argument("--values", action="store_true",
                    help="after the searches, the functions ccfuzz isolate --values flags "
                    "for the diwi run's program, by its own code (kept in --spectra as "
                    "FAULT/flagged.json; a result row of method 'values')")
    ap.add_argument("--table", action="store_true", help="print the table of --results")
    args = ap.parse_args(argv)
    done: list[dict[str, Any]] = []
    if args.results.exists():
        done = [json.loads(line) for line in args.results.read_text().splitlines() if line]
    if args.table:
        print(table(done))
        return 0
    source = args.source or seeded.default_source()
    methods = [m for m in args.methods.split(",") if m]
    faults = [seeded.find(n) for n in args.faults] if args.faults else seeded.all_faults()
    for fault in faults:
        if any(r["fault"] == fault.name for r in done):
            continue
        print(f"{fault.name}: {fault.file}:{fault.function} ...", file=sys.stderr, flush=True)
        for r in isolate_fault(fault, args.dir / fault.name, source, methods, args.minutes,
                               args.seed, args.reduce, Spectrum(args.novelty),
                               args.spectra, "paper" if args.paper_rules else args.rules,
                               args.replace_headers, args.hoist_prints,
                               args.failing_mutants, args.compiler_mutants,
                               not args.no_stack, args.values):
            print(json.dumps(r), flush=True)
            with args.results.open("a") as out:
                out.write(json.dumps(r) + "\n")
            done.append(r)
    print(table(done))
    print(f"\n{len(os.sched_getaffinity(0))} cores; --minutes {args.minutes} per method")
    return 0


if __name__ == "__main__":
    sys.exit(main())

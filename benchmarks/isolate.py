"""Bug isolation over the faults seeded into Debian's tcc (benchmarks/tcc_faults/).

For each fault: build the patched tcc with coverage and record its finding with a real ccfuzz
campaign (``benchmarks.seeded.prepare``), then isolate that finding with each pipeline
(``isolate.engine.run``, as ``ccfuzz isolate --pipeline`` does): by default the shipped one
(``diwi+sbfl``: DiWi's witnesses and tcc's own tests/tests2) and those of
``benchmarks/pipelines/`` (``diwi``, ``diwi-rand``, ``sbfl``), and look up the rank of the
fault's true file and function (ties at their worst rank), each search ranked over both
spectra (``engine.rework``). Prints, per method, Top-1/5/10 and the mean first rank at file and
at function level, and the time per bug. A fault whose function the failing compile never
runs (or whose campaign shows no finding) counts as a miss in every Top-N and is left out of
the mean rank (the table says how many).

    .venv/bin/python -m benchmarks.isolate [--source TCC_SRC] [--dir RUNDIR]
        [--minutes 10] [--pipelines default,diwi,diwi-rand,sbfl] [--seed 1]
        [--results FILE] [--reduce MINUTES] [--spectra DIR] [FAULT ...]
    .venv/bin/python -m benchmarks.isolate --table --results FILE

A pipeline is named by its file in ``benchmarks/pipelines/`` (``values``, ``paper-rules``),
``default`` for the shipped one, or given as a path.

``--reduce MINUTES``: reduce each finding first (``ccfuzz reduce``, C-Vise under the UB
guard, at most MINUTES), as DiWi's authors isolated from the small programs of bug reports;
the isolation then starts from the reduced program. The reduction's time is recorded
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

from benchmarks import seeded
from benchmarks.common import read_results
from ccfuzz.isolate import engine, pipeline
from ccfuzz.isolate.gcovdata import Coverage, Line
from ccfuzz.isolate.pipeline import Pipeline
from ccfuzz.isolate.rank import STACK_FRAMES, Spectrum
from ccfuzz.isolate.search import Budget
from ccfuzz.isolate.spectra import Spectra, load_case
from ccfuzz.reduce.run import reduce_finding
from ccfuzz.store import Store

PIPELINES = Path(__file__).resolve().parent / "pipelines"
DEFAULT_PIPELINES = ("default", "diwi", "diwi-rand", "sbfl")
# The methods the table shows, in its order (what results store as ``method``).
METHODS = ("diwi", "diwi-rand", "sbfl", "diwi+sbfl")


def pipeline_named(name: str) -> Pipeline:
    """``default`` (the shipped pipeline), a file of ``benchmarks/pipelines/`` by its stem,
    or a path to a pipeline file."""
    if name == "default":
        return pipeline.default()
    path = PIPELINES / f"{name}.toml"
    return pipeline.load(path if path.is_file() else Path(name))


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
    where the failing compile stopped, if it did (``load_stack``). For a pipeline without a
    search (``sbfl``) the suite's coverages are written as the passing ones, as they always
    were."""
    if not spectra.passing and not spectra.witness_sources:
        spectra = replace(spectra, passing=spectra.suite, suite=[])
    index: dict[Line, int] = {}
    for coverage in (spectra.failing, *spectra.passing, *spectra.suite):
        for line in coverage.lines:
            index.setdefault(line, len(index))

    def pairs(coverage: Coverage) -> list[list[int]]:
        return sorted([index[line], coverage.count(line)] for line in coverage.lines)

    data = {"lines": [list(line) for line in index], "failing": pairs(spectra.failing),
            "passing": [pairs(c) for c in spectra.passing],
            "suite": [pairs(c) for c in spectra.suite],
            "tried": spectra.tried, "program": spectra.program, "build": spectra.build,
            # The programs themselves, for experiments that rerun them.
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
    also_failing: list[Coverage]  # the failing mutants' (in spectra kept with them)


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


def isolate_fault(fault: seeded.Fault, rundir: Path, source: Path,
                  pipelines: Sequence[Pipeline], minutes: float, seed: int,
                  reduce_minutes: float | None = None, spectra_dir: Path | None = None
                  ) -> list[dict[str, Any]]:
    started = time.monotonic()
    base: dict[str, Any] = {"fault": fault.name, "file": fault.file,
                            "function": fault.function, "kind": fault.kind}
    try:
        prepared = seeded.prepare(fault.directory, rundir, source=source, coverage=True)
    except Exception as exc:  # a fault that does not build must not end the benchmark
        return [{**base, "method": _method(p), "error": f"{type(exc).__name__}: {exc}"}
                for p in pipelines]
    base["prepare_seconds"] = round(time.monotonic() - started, 1)
    if prepared.finding is None:
        return [{**base, "method": _method(p), "error": "no finding"} for p in pipelines]
    if reduce_minutes is not None:
        try:
            base.update(reduced(rundir, prepared.finding.id, reduce_minutes))
        except Exception as exc:  # isolate from the program as recorded
            base["reduce_error"] = f"{type(exc).__name__}: {exc}"
    out = []
    for chosen in pipelines:
        try:
            with Store(rundir, write=True) as store:
                case = load_case(store, prepared.finding.id)
                isolation = engine.run(case, chosen, seed=seed,
                                       budget=Budget(seconds=minutes * 60))
                row = engine.record(store, prepared.finding.id, isolation)
        except Exception as exc:  # one fault's failure must not end the benchmark
            out.append({**base, "method": _method(chosen),
                        "error": f"{type(exc).__name__}: {exc}"})
            continue
        spectra = isolation.spectra
        stack = tuple(isolation.ranking.notes.get("stack", {}).get("frames", ()))
        name = isolation.method
        if spectra_dir is not None:
            save_spectra(spectra_dir / fault.name / f"{name.replace('/', '-')}.json.gz",
                         spectra, stack)
            flagged = isolation.ranking.notes.get("values", {}).get("flagged")
            if flagged is not None:
                path = spectra_dir / fault.name / "flagged.json"
                path.write_text(json.dumps({"flagged": flagged}) + "\n")
        # One search, ranked over both spectra by the same pipeline; the store keeps the
        # pipeline's own.
        rankings = {s: (isolation.ranking if s is chosen.spectrum else
                        engine.rework(spectra, replace(chosen, spectrum=s)).ranking)
                    for s in (Spectrum.LINES, Spectrum.COUNTS)}
        for spectrum, ranking in rankings.items():
            out.append({**base, "method": name, "pipeline": chosen.name,
                        "spectrum": spectrum.value, "program": spectra.program,
                        "finding_kind": prepared.finding.kind.value,
                        "stack": list(stack[:STACK_FRAMES]),
                        "notes": sorted(ranking.notes),
                        "file_rank": ranking.file_rank(fault.file),
                        "function_rank": ranking.function_rank(fault.file, fault.function),
                        "files": len(ranking.files), "functions": len(ranking.functions),
                        "witnesses": isolation.witnesses, "suite": isolation.suite,
                        "passing": row.witnesses, "tried": row.tried,
                        "seconds": round(row.seconds, 1)})
    return out


def _method(chosen: Pipeline) -> str:
    """What a pipeline's results are called (for tcc, whose source has a test suite)."""
    return engine.method_name(chosen, True)


def table(results: Sequence[dict[str, Any]]) -> str:
    """Per method and spectrum (results without one were ranked by lines), the Top-N at
    file and function level; then the ranks per fault."""
    faults = sorted({r["fault"] for r in results})
    methods = [*METHODS, *sorted({r["method"] for r in results} - set(METHODS))]
    variants = [(m, s.value) for m in methods for s in (Spectrum.LINES, Spectrum.COUNTS)]
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
    ap.add_argument("--minutes", type=float, default=10.0, help="search time per pipeline")
    ap.add_argument("--pipelines", default=",".join(DEFAULT_PIPELINES),
                    help="pipelines by name (benchmarks/pipelines/NAME.toml, default) or path")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--results", type=Path, default=Path("isolate-results.jsonl"))
    ap.add_argument("--reduce", type=float, metavar="MINUTES",
                    help="reduce each finding first, for at most MINUTES")
    ap.add_argument("--spectra", type=Path, metavar="DIR",
                    help="keep each search's coverages in DIR/FAULT/METHOD.json.gz")
    ap.add_argument("--table", action="store_true", help="print the table of --results")
    args = ap.parse_args(argv)
    done = read_results(args.results)
    if args.table:
        print(table(done))
        return 0
    source = args.source or seeded.default_source()
    pipelines = [pipeline_named(n) for n in args.pipelines.split(",") if n]
    faults = [seeded.find(n) for n in args.faults] if args.faults else seeded.all_faults()
    for fault in faults:
        if any(r["fault"] == fault.name for r in done):
            continue
        print(f"{fault.name}: {fault.file}:{fault.function} ...", file=sys.stderr, flush=True)
        for r in isolate_fault(fault, args.dir / fault.name, source, pipelines, args.minutes,
                               args.seed, args.reduce, args.spectra):
            print(json.dumps(r), flush=True)
            with args.results.open("a") as out:
                out.write(json.dumps(r) + "\n")
            done.append(r)
    print(table(done))
    print(f"\n{len(os.sched_getaffinity(0))} cores; --minutes {args.minutes} per pipeline")
    return 0


if __name__ == "__main__":
    sys.exit(main())

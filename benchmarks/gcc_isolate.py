"""Bug isolation inside GCC: faults seeded into GCC 12.2's middle end, and real gcc findings.

For each fault of ``benchmarks/gcc_faults/`` (the format of ``benchmarks.seeded``, paths
relative to the GCC source top): the patched coverage twin (``covbuild.build_gcc`` with the
fault's patch), a real campaign over the fault's program with gcc, clang-22 and the patched
twin (``seeded.hunt``), the culprit flags of its finding traced (``culprit.trace``, as
``ccfuzz culprit`` does), and one isolation by the shipped pipeline (``isolate.engine.run``,
as ``ccfuzz isolate``), ranked again without its ``culprit`` stage (``engine.rework``): the
ranks of the fault's true file and function with the hint and without it. The time per bug
is the campaign's, the culprit's and the isolation's (the build is not counted: a user has
the twin already).

``--finding RUNDIR:ID`` isolates a finding of a run directory instead (the real gcc 12.2
one) and prints its first files and functions with and without the hint.

    .venv/bin/python -m benchmarks.gcc_isolate [--dir RUNDIR] [--minutes 8] [--seed 1]
        [--results FILE] [FAULT ...]
    .venv/bin/python -m benchmarks.gcc_isolate --finding RUNDIR:ID [--minutes 8]
    .venv/bin/python -m benchmarks.gcc_isolate --table --results FILE

Each result is appended to ``--results`` (JSON lines) as soon as it is known; faults already
there are skipped, so an interrupted run continues where it stopped.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from benchmarks import seeded
from benchmarks.common import read_results
from ccfuzz.culprit.trace import trace
from ccfuzz.isolate import engine, pipeline
from ccfuzz.isolate.engine import Isolation
from ccfuzz.isolate.pipeline import Pipeline
from ccfuzz.isolate.rank import Ranking
from ccfuzz.isolate.search import Budget
from ccfuzz.isolate.spectra import load_case
from ccfuzz.store import Store
from ccfuzz.toolchain import covbuild

FAULTS = Path(__file__).resolve().parent / "gcc_faults"
REFERENCES = ("gcc", "clang-22")
HINT = "culprit"  # the stage measured on and off
SHOWN = 10


def without_hint(chosen: Pipeline) -> Pipeline:
    return replace(chosen, name=f"{chosen.name}-no-{HINT}",
                   stages=tuple(s for s in chosen.stages if s.name != HINT))


def traced(rundir: Path, finding_id: int) -> str:
    """The finding's culprit, traced and recorded unless it was already: its key."""
    with Store(rundir, write=True) as store:
        known = [c for c in store.culprits(finding_id) if c.key]
        if known:
            return known[0].key
        row = trace(store, finding_id)
        store.record_culprit(row)
        return row.key


def isolate(rundir: Path, finding_id: int, minutes: float, seed: int
            ) -> tuple[Isolation, Ranking]:
    """The finding isolated by the shipped pipeline (stored), and the same spectra ranked
    without the culprit stage."""
    chosen = pipeline.default()
    with Store(rundir, write=True) as store:
        case = load_case(store, finding_id)
        isolation = engine.run(case, chosen, seed=seed, budget=Budget(seconds=minutes * 60))
        engine.record(store, finding_id, isolation)
    bare = engine.rework(isolation.spectra, without_hint(chosen), seed=seed).ranking
    return isolation, bare


def _ranks(ranking: Ranking, file: str, function: str) -> dict[str, int | None]:
    return {"file_rank": ranking.file_rank(file),
            "function_rank": ranking.function_rank(file, function)}


def isolate_fault(fault: seeded.Fault, rundir: Path, minutes: float, seed: int
                  ) -> dict[str, Any]:
    result: dict[str, Any] = {"fault": fault.name, "file": fault.file,
                              "function": fault.function}
    started = time.monotonic()
    try:
        build = covbuild.build_gcc(patch=fault.patch,
                                   progress=lambda text: print(f"  {text}", file=sys.stderr))
        result["build_seconds"] = round(time.monotonic() - started, 1)
        started = time.monotonic()
        name = "gcc-fault-" + fault.name.split("-")[0]
        finding = seeded.hunt(fault, build.compiler, rundir, name=name, family="gcc",
                              references=REFERENCES)
        result["hunt_seconds"] = round(time.monotonic() - started, 1)
        if finding is None:
            return {**result, "error": "no finding"}
        result["finding_kind"] = finding.kind.value
        started = time.monotonic()
        result["culprit"] = traced(rundir, finding.id)
        result["culprit_seconds"] = round(time.monotonic() - started, 1)
        isolation, bare = isolate(rundir, finding.id, minutes, seed)
    except Exception as exc:  # one fault's failure must not end the benchmark
        return {**result, "error": f"{type(exc).__name__}: {exc}"}
    result.update(
        with_hint=_ranks(isolation.ranking, fault.file, fault.function),
        without_hint=_ranks(bare, fault.file, fault.function),
        hint=isolation.ranking.notes.get(HINT, {}), witnesses=isolation.witnesses,
        program=isolation.spectra.program, tried=isolation.spectra.tried,
        files=len(isolation.ranking.files), functions=len(isolation.ranking.functions),
        isolate_seconds=round(isolation.seconds, 1))
    result["seconds_per_bug"] = round(result["hunt_seconds"] + result["culprit_seconds"]
                                      + result["isolate_seconds"], 1)
    return result


def table(results: Sequence[dict[str, Any]]) -> str:
    """Top-1/5/10 at file and function level, with the hint and without; then per fault."""
    results = sorted(results, key=lambda r: str(r["fault"]))
    n = len(results)
    lines = [f"{n} faults", "", "| ranking | level | Top-1 | Top-5 | Top-10 | not ranked |",
             "|---|---|---|---|---|---|"]
    for variant in ("without_hint", "with_hint"):
        for level in ("file", "function"):
            ranks = [r.get(variant, {}).get(f"{level}_rank") for r in results]
            found = [k for k in ranks if k is not None]
            cells = [f"{sum(1 for k in found if k <= top)}/{n}" for top in (1, 5, 10)]
            lines.append(f"| {variant.replace('_', ' ')} | {level} | " + " | ".join(cells)
                         + f" | {n - len(found)} |")
    timed = [r["seconds_per_bug"] for r in results if "seconds_per_bug" in r]
    if timed:
        lines += ["", f"time per bug (campaign, culprit, isolation; the patched build not "
                      f"counted): mean {sum(timed) / len(timed) / 60:.1f} min, at most "
                      f"{max(timed) / 60:.1f} min"]
    lines += ["", "| fault | true function | culprit | file / function without hint | "
              "with hint | witnesses | files / functions ranked |",
              "|---|---|---|---|---|---|---|"]
    for r in results:
        if "error" in r:
            lines.append(f"| {r['fault']} | {r['file']}:{r['function']} | "
                         f"error: {r['error'][:80]} | | | | |")
            continue
        bare, hinted = r["without_hint"], r["with_hint"]
        lines.append(f"| {r['fault']} | {r['file']}:{r['function']} | {r['culprit'] or '-'} "
                     f"| {bare['file_rank']} / {bare['function_rank']} "
                     f"| {hinted['file_rank']} / {hinted['function_rank']} "
                     f"| {r['witnesses']} | {r['files']} / {r['functions']} |")
    return "\n".join(lines)


def finding_report(rundir: Path, finding_id: int, minutes: float, seed: int) -> str:
    """A finding's first files and functions, with the culprit hint and without."""
    culprit = traced(rundir, finding_id)
    isolation, bare = isolate(rundir, finding_id, minutes, seed)
    out = [f"finding {finding_id} of {rundir}: culprit {culprit or '-'}; "
           f"{isolation.witnesses} witnesses ({isolation.spectra.program} program), "
           f"{isolation.spectra.tried} mutants tried, {isolation.seconds / 60:.1f} min",
           f"hint: {json.dumps(isolation.ranking.notes.get(HINT, {}))}",
           f"{len(bare.files)} files and {len(bare.functions)} functions ranked"]
    for file in isolation.ranking.notes.get(HINT, {}).get("files", []):
        best = {title: next((r for r in ranking.functions if r.file == file), None)
                for title, ranking in (("with", isolation.ranking), ("without", bare))}
        out.append(f"{file}, the culprit's file: rank {isolation.ranking.file_rank(file)} "
                   f"with the hint, {bare.file_rank(file)} without; its first function "
                   + ", ".join(f"{title} {r.function} at {r.rank}" for title, r in best.items()
                               if r is not None))
    for title, ranking in (("with the hint", isolation.ranking), ("without", bare)):
        out += ["", f"{title}: files"]
        out += [f"  {r.rank:>4} {r.score:.3f} {r.file}" for r in ranking.files[:SHOWN]]
        out += [f"{title}: functions"]
        out += [f"  {r.rank:>4} {r.score:.3f} {r.file}:{r.function}"
                for r in ranking.functions[:SHOWN]]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("faults", nargs="*", help="fault names or numbers (default: all)")
    ap.add_argument("--dir", type=Path, default=Path("gcc-isolate-runs"))
    ap.add_argument("--minutes", type=float, default=8.0, help="witness search per bug")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--results", type=Path, default=Path("gcc-isolate-results.jsonl"))
    ap.add_argument("--finding", metavar="RUNDIR:ID", help="isolate this finding instead")
    ap.add_argument("--table", action="store_true", help="print the table of --results")
    args = ap.parse_args(argv)
    if args.finding:
        rundir, _, number = args.finding.rpartition(":")
        print(finding_report(Path(rundir), int(number), args.minutes, args.seed))
        return 0
    done = read_results(args.results)
    if args.table:
        print(table(done))
        return 0
    faults = ([seeded.find(n, FAULTS) for n in args.faults] if args.faults
              else seeded.all_faults(FAULTS))
    seen = {r["fault"] for r in done}
    for fault in faults:
        if fault.name in seen:
            continue
        print(f"{fault.name}: {fault.file}:{fault.function}", file=sys.stderr)
        result = isolate_fault(fault, args.dir / fault.name, args.minutes, args.seed)
        done.append(result)
        with args.results.open("a") as out:
            out.write(json.dumps(result) + "\n")
        print(json.dumps(result), file=sys.stderr)
    print(table(done))
    return 0


if __name__ == "__main__":
    sys.exit(main())

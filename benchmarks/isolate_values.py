"""A spectrum of the values the compiler computes, tried as a factor on ``rank_together``.

A line spectrum cannot tell the compile that runs the faulty line with the triggering value
from one that runs it with a harmless one. This benchmark builds each fault's tcc a second
time, by clang-14 with SanitizerCoverage (``trace-cmp``, ``trace-div``, ``trace-gep``,
``trace-loads``) linked with ``ccfuzz/isolate/valueruntime.c``, which keeps each compile's set of
events: a site (an instruction's address, mapped to file, function and line by
``llvm-symbolizer``) with an abstraction of its value (a comparison's outcome and, when both
operands are under 2^32, the pair; a switch's case and value; a load's sign and small value;
a pointer-sized value only as "large"). It compiles the failing program as searched, the
witnesses and the passing suite programs kept by ``benchmarks.isolate --spectra`` with it, and ranks
functions by values (an event's Ochiai over the witnesses times over the suite; a site's
best event; a function's 3 best sites' mean) alone and as a factor on ``rank_together``.
See docs/design/isolate.md, "Held-out faults 182-191".

    .venv/bin/python -m benchmarks.isolate_values --runs RUNDIR --spectra SPECTRA \\
        --work WORKDIR [FAULT ...]

``RUNDIR`` and ``SPECTRA`` are ``benchmarks.isolate``'s ``--dir`` and ``--spectra`` of a run made
since the spectra keep their programs. Each fault's events go to ``WORKDIR/NN-slug/`` and are
reused when there. Prints one JSON line per fault, then a table.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks import seeded
from benchmarks.isolate import load_programs, load_spectra
from benchmarks.isolate_rankings import patched_calls
from ccfuzz import config, sandbox
from ccfuzz.isolate import sbfl, values
from ccfuzz.isolate.rank import Ranking, callers_first, rank, rank_together
from ccfuzz.isolate.values import read_events
from ccfuzz.model import Ending
from ccfuzz.predicate import binary_limits
from ccfuzz.store import Store
from ccfuzz.toolchain import covbuild
from ccfuzz.toolchain.covbuild import CoverageBuild

SANCOV = "-fsanitize-coverage=inline-8bit-counters,trace-cmp,trace-div,trace-gep,trace-loads"
TOP_SITES = 3
# Event kinds (the runtime's top 4 bits): 1 comparison outcome, 2 exact value, 3 switch case,
# 4 divisor's sign, 5 index's sign, 6 load's sign, 7 load's exact value.
SCHEMES = {"all events": (1, 2, 3, 4, 5, 6, 7), "comparison outcomes": (1,),
           "loads' signs": (6,)}


def coverage_build(rundir: Path) -> CoverageBuild:
    """The coverage build of tcc the fault's run registered."""
    cfg = config.load(rundir / "ccfuzz.toml")
    for entry in cfg.compilers:
        build = covbuild.for_compiler(entry.name, entry.path, cfg)
        if build is not None:
            return build
    raise SystemExit(f"{rundir}: no coverage build of tcc registered")


def value_build(coverage: CoverageBuild, work: Path) -> Path:
    """tcc built from the coverage build's (patched) source by clang-14 with the value
    runtime and every event kind (``values.value_build``), kept in ``work``."""
    compiler = work / "src" / "tcc"
    if not compiler.exists():
        shutil.rmtree(work / "src", ignore_errors=True)  # a build that stopped half-way
        values.value_build(coverage, work, sancov=SANCOV)
    return compiler


def events_of(compiler: Path, source: Path, arguments: Sequence[str], out: Path
              ) -> tuple[object, bytes]:
    """Compile ``source`` (its events to ``out``) and run it, each in a private directory of
    its own (suite tests write files); how each ended, what it printed."""
    binary = out.with_suffix(".bin").resolve()
    built = sandbox.run([str(compiler.resolve()), *arguments, str(source.resolve()), "-o",
                         str(binary)], limits=sandbox.Limits(wall_seconds=20),
                        env={"VSPEC_OUT": str(out.resolve())})
    if not built.ok:
        return ("compile", built.ending, built.exit_code), b""
    ran = sandbox.run([str(binary)], limits=binary_limits(10))
    return ("ran", ran.ending, ran.exit_code), ran.stdout


def collect(name: str, runs: Path, spectra: Path, work: Path, witnesses_too: bool = True
            ) -> dict[str, Any]:
    """The events of the failing program as searched, each witness (unless not
    ``witnesses_too``), and each suite program the value build gets right; what was
    collected (kept in ``done.json``)."""
    done = work / "done.json"
    if done.exists():
        return dict(json.loads(done.read_text()))
    work.mkdir(parents=True, exist_ok=True)
    build = coverage_build(runs / name)
    compiler = value_build(build, work)
    with Store(runs / name, write=False) as store:
        # A build's id is its compiler's name and the flags it was run with.
        arguments = store.findings()[0].builds[0].split()[1:]
    searched, witnesses = load_programs(spectra / name / "diwi.json.gz")
    if not witnesses_too:
        witnesses = []
    (work / "failing.c").write_bytes(searched)
    events_of(compiler, work / "failing.c", arguments, work / "failing.vs")
    if not (work / "failing.vs").exists():
        raise SystemExit(f"{name}: the value build's compile of the failing program left no "
                         f"events ({work})")

    def witness(i: int) -> str | None:
        (work / f"w{i:03}.c").write_bytes(witnesses[i])
        events_of(compiler, work / f"w{i:03}.c", arguments, work / f"w{i:03}.vs")
        return f"w{i:03}" if (work / f"w{i:03}.vs").exists() else None

    tests = sbfl.suite_programs(build)

    def test(program: Path) -> str | None:
        out = work / f"{program.stem}.vs"
        outcome = events_of(compiler, program, arguments, out)
        if outcome == (("ran", Ending.EXITED, 0), program.with_suffix(".expect").read_bytes()):
            return program.stem
        out.unlink(missing_ok=True)
        return None

    with ThreadPoolExecutor(2) as pool:
        kept = [w for w in pool.map(witness, range(len(witnesses))) if w]
        suite = [t for t in pool.map(test, tests) if t]
    result = {"witnesses": kept, "suite": suite, "arguments": arguments}
    done.write_text(json.dumps(result))
    return result


def _ids(events: np.ndarray) -> np.ndarray:
    mixed: np.ndarray = (events[:, 0] * np.uint64(0x9E3779B97F4A7C15)) ^ events[:, 1]
    return mixed


def passing_counts(failing: np.ndarray, passing: Sequence[np.ndarray]) -> np.ndarray:
    """For each failing event, how many of ``passing`` have it too."""
    ids = _ids(failing)
    if not passing:
        return np.zeros(len(ids))
    unique, count = np.unique(np.concatenate([np.unique(_ids(p)) for p in passing]),
                              return_counts=True)
    at = np.minimum(np.searchsorted(unique, ids), len(unique) - 1)
    return np.where(unique[at] == ids, count[at], 0).astype(float)


def symbolize(compiler: Path, sites: Sequence[int]) -> dict[int, tuple[str, str]]:
    """Each site (return address's offset + 1) -> (source file's name, function)."""
    text = "\n".join(hex(s - 2) for s in sites)  # the call instruction before the return
    out = subprocess.run(["llvm-symbolizer-14", "--obj", str(compiler), "--output-style=GNU",
                          "--no-inlines"], input=text.encode(), capture_output=True,
                         check=True).stdout.decode().split("\n")
    return {s: (os.path.basename(out[2 * i + 1].split(":")[0]), out[2 * i])
            for i, s in enumerate(sites)}


def value_scores(failing: np.ndarray, where: dict[int, tuple[str, str]], by_witnesses:
                 np.ndarray, by_suite: np.ndarray, kinds: Sequence[int]
                 ) -> dict[tuple[str, str], float]:
    keep = np.isin((failing[:, 1] >> np.uint64(60)).astype(int), kinds)
    score = 1 / np.sqrt(1 + by_witnesses[keep]) / np.sqrt(1 + by_suite[keep])
    sites, index = np.unique(failing[keep, 0], return_inverse=True)
    best = np.full(len(sites), -1.0)
    np.maximum.at(best, index, score)
    by_function: dict[tuple[str, str], list[float]] = {}
    for site, value in zip(sites.tolist(), best.tolist(), strict=True):
        by_function.setdefault(where[site], []).append(value)
    return {f: float(np.mean(sorted(v)[-TOP_SITES:])) for f, v in by_function.items()}


def rank_in(scores: dict[tuple[str, str], float], key: tuple[str, str]) -> int | None:
    """``key``'s rank, ties at their worst; None when it has no score."""
    if key not in scores:
        return None
    return sum(1 for v in scores.values() if v >= scores[key])


def function_scores(ranking: Ranking) -> dict[tuple[str, str], float]:
    return {(r.file, r.function): r.score for r in ranking.functions}


def score(name: str, spectra: Path, work: Path, collected: dict[str, Any]) -> dict[str, Any]:
    fault = seeded.find(name.split("-")[0])
    key = (fault.file, fault.function)
    failing_events = read_events(work / "failing.vs")
    where = symbolize(work / "src" / "tcc", sorted(set(failing_events[:, 0].tolist())))
    by_witnesses = passing_counts(failing_events,
                                  [read_events(work / f"{w}.vs") for w in collected["witnesses"]])
    by_suite = passing_counts(failing_events,
                              [read_events(work / f"{t}.vs") for t in collected["suite"]])
    failing, witnesses, _, _ = load_spectra(spectra / name / "diwi.json.gz")
    suite = load_spectra(spectra / name / "sbfl.json.gz").passing
    called = patched_calls(fault, seeded.default_source(), failing)
    together = rank_together(failing, witnesses, suite)
    row: dict[str, Any] = {
        "fault": name, "witnesses": len(witnesses), "value witnesses": len(collected["witnesses"]),
        "suite": len(collected["suite"]),
        "rank_together (callers first)": callers_first(together, called).function_rank(*key),
        "rank_together (ties at worst)": together.function_rank(*key),
        "DiWi alone (callers first)": callers_first(rank(failing, witnesses), called
                                                    ).function_rank(*key),
        "SBFL (callers first)": callers_first(rank(failing, suite), called).function_rank(*key)}
    lines = function_scores(together)
    for scheme, kinds in SCHEMES.items():
        values = value_scores(failing_events, where, by_witnesses, by_suite, kinds)
        row[f"rank_together x values ({scheme})"] = rank_in(
            {f: s * values.get(f, 0.0) for f, s in lines.items()}, key)
        row[f"values alone ({scheme})"] = rank_in(values, key)
    return row


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("faults", nargs="*")
    parser.add_argument("--runs", type=Path, required=True)
    parser.add_argument("--spectra", type=Path, required=True)
    parser.add_argument("--work", type=Path, required=True)
    parser.add_argument("--suite-only", action="store_true",
                        help="collect the failing program's and the suite's events, not the "
                        "witnesses' (what isolate_ranges.py reads); no scores are printed")
    args = parser.parse_args(argv)
    names = args.faults or sorted(p.name for p in args.spectra.iterdir())
    names = [seeded.find(n.split("-")[0]).name for n in names]
    rows = []
    for name in names:
        collected = collect(name, args.runs, args.spectra, args.work / name,
                            witnesses_too=not args.suite_only)
        if args.suite_only:
            print(f"{name}: {len(collected['suite'])} suite programs", flush=True)
            continue
        rows.append(score(name, args.spectra, args.work / name, collected))
        print(json.dumps(rows[-1]), flush=True)
    if not rows:
        return 0
    print("\n| ranking | function Top-1/5/10 | mean first rank | not ranked |")
    print("|---|---|---|---|")
    for column in [k for k in rows[0] if "(" in k]:
        ranks = [r[column] for r in rows]
        found = [x for x in ranks if x is not None]
        tops = "/".join(str(sum(1 for x in found if x <= n)) for n in (1, 5, 10))
        mean = f"{sum(found) / len(found):.1f}" if found else "-"
        print(f"| {column} | {tops} | {mean} | {len(ranks) - len(found)} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

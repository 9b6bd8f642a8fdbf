"""Guarded reduction against plain C-Vise with a naive "the output differs" test.

For each wrong-code (and runtime-crash) finding of a run directory, reduce with the same
C-Vise, jobs and timeout in each mode:

- ``guarded``: ``ccfuzz reduce``: the finding holds AND no undefined behaviour;
- ``naive``: plain C-Vise (its default passes) with the shell script most users write: build
  with the target and the reference commands, run both, and the outputs (stdout and exit
  status) differ; the same builds and input as ccfuzz's check, nothing else;
- ``unguarded``: ``ccfuzz reduce --no-guard``: ccfuzz's pass group, check service and check,
  minus the guard (what the guard itself costs, everything else equal);
- ``frama-c``: the guarded reduction with ``--frama-c`` (EVA in the guard too).

Then judge every result with the guarded check: a naive result the guard rejects is a bug
report that would have been invalid. Prints wall time, CPU time (this process and every
process it started: a guarded check builds its two sanitized binaries side by side, so its
CPU time can exceed its wall time), final size and validity per finding, and the totals:
each mode's wall and CPU time as multiples of the naive ones, and the share of invalid
programs among the naive (and unguarded) results.

    .venv/bin/python -m benchmarks.reduce --dir RUNDIR [--timeout 900] [--jobs 2] [--ids 3,5]
                                 [--sightings] [--modes guarded,naive,unguarded,frama-c]

Every result is also judged by Frama-C's value analysis (when ``frama-c`` is installed), a
second opinion independent of the compilers: the ``Frama-C`` column says "clean" or the first
alarm.

``--sightings`` reduces every program that showed each finding, not only its own (wrong-code
dedup is coarse: one finding per compiler and failing flags); ``--modes guarded`` measures the
size distribution of guarded reductions alone.

The store is not changed: bundles go to RUNDIR/bench-reduce/.
"""

from __future__ import annotations

import argparse
import resource
import shlex
import shutil
import sys
import time
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.case import framac
from ccfuzz.case.bundle import Bundle
from ccfuzz.case.spec import Spec
from ccfuzz.compilers import SOURCE_NAME
from ccfuzz.model import Ending
from ccfuzz.predicate import RecordedBuild
from ccfuzz.reduce import check as checker
from ccfuzz.reduce.run import find_tool, prepare_bundle, reduce_finding
from ccfuzz.store import Store

MODES = ("guarded", "naive", "unguarded", "frama-c")


def naive_script(spec: Spec, input_path: Path) -> str:
    """The "output differs" test: every target's output (stdout and exit status) differs
    from the first reference's, and the other references agree with it. The targets are
    built first: most candidates do not compile, and a tcc compile is the quickest no."""
    def build_and_run(build: RecordedBuild, name: str) -> str:
        argv = list(build.command)
        if "-o" in argv:
            argv[argv.index("-o") + 1] = name
        return (f"{shlex.join(argv)} >/dev/null 2>&1 || exit 1\n"
                f"timeout {spec.claim.run_seconds:g} ./{name} < {shlex.quote(str(input_path))} "
                f"> {name}.out 2>/dev/null; echo \"exit $?\" >> {name}.out\n")

    lines = ["#!/bin/sh"]
    targets, references = spec.claim.targets, spec.claim.references
    lines += [build_and_run(b, f"t{i}") for i, b in enumerate(targets)]
    lines += [build_and_run(b, f"r{i}") for i, b in enumerate(references)]
    lines += [f"cmp -s r0.out r{i}.out || exit 1\n" for i in range(1, len(references))]
    lines += [f"cmp -s r0.out t{i}.out && exit 1\n" for i in range(len(targets))]
    return "".join([lines[0] + "\n", *lines[1:], "exit 0\n"])


def plain_cvise(store: Store, fid: int, pid: int, rundir: Path, bundle: Path, jobs: int,
                timeout: float) -> tuple[float, bytes, bool]:
    """Plain C-Vise with the naive test: (seconds, result, finished before the timeout)."""
    tool, _ = find_tool("cvise")
    spec, made, source = prepare_bundle(store, fid, rundir, guard=False, bundle=Bundle(bundle),
                                        program_id=pid)
    script = bundle / "naive.sh"
    script.write_text(naive_script(spec, made.input.resolve()))
    script.chmod(0o755)
    result = made.reduced_c
    result.unlink(missing_ok=True)
    start = time.monotonic()
    proc = sandbox.run([tool, "--n", str(jobs), str(script.resolve()), SOURCE_NAME],
                       limits=sandbox.Limits(wall_seconds=timeout, memory_bytes=None),
                       files={SOURCE_NAME: source}, keep={SOURCE_NAME: result})
    seconds = time.monotonic() - start
    made.reducer_log.write_bytes(proc.stderr)
    if not result.exists():
        result.write_bytes(source)
    return seconds, result.read_bytes(), proc.ending is Ending.EXITED


def cpu_seconds() -> float:
    """CPU seconds of this process and of its children that have ended (C-Vise, the
    compilers, the binaries: each counts when it is reaped, with what it reaped)."""
    return sum(r.ru_utime + r.ru_stime for r in (resource.getrusage(resource.RUSAGE_SELF),
                                                 resource.getrusage(resource.RUSAGE_CHILDREN)))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", type=Path, required=True)
    ap.add_argument("--timeout", type=float, default=900)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--ids", help="comma-separated finding ids (default: every wrong-code one)")
    ap.add_argument("--sightings", action="store_true",
                    help="every program that showed the findings, not only their own")
    ap.add_argument("--programs", help="with --sightings: only these program ids (to split "
                    "the work between processes)")
    ap.add_argument("--modes", default="guarded,naive,unguarded",
                    help=f"comma-separated, of {', '.join(MODES)}")
    args = ap.parse_args()
    modes = [m for m in args.modes.split(",") if m in MODES]
    frama_c = shutil.which("frama-c")
    out = args.dir / "bench-reduce"
    totals = dict.fromkeys(MODES, 0.0)
    cpu_totals = dict.fromkeys(MODES, 0.0)
    invalid = dict.fromkeys(MODES, 0)
    valid_guarded = n = 0
    eva_clean = dict.fromkeys(modes, 0)
    with Store(args.dir, write=True) as store:
        wanted = {int(x) for x in args.ids.split(",")} if args.ids else None
        findings = [f for f in store.findings() if f.kind in ("wrong-code", "runtime-crash")
                    and (wanted is None or f.id in wanted)]
        cases = [(f.id, pid) for f in findings
                 for pid in (store.sightings(f.id) if args.sightings else [f.program_id])
                 if not args.programs or str(pid) in args.programs.split(",")]
        print("finding  program  mode        seconds   cpu-s   bytes  lines  Frama-C  valid")
        for fid, pid in cases:
            n += 1
            for mode in modes:
                bundle = out / f"{fid}-{pid}-{mode}"
                cpu_before = cpu_seconds()
                if mode == "naive":
                    seconds, reduced, complete = plain_cvise(store, fid, pid, args.dir, bundle,
                                                             args.jobs, args.timeout)
                else:
                    # A measurement starts afresh: a reduction keeps a smaller earlier result
                    # in its bundle (docs/design/reduction.md), which a re-run would report.
                    (bundle / "reduced.c").unlink(missing_ok=True)
                    r = reduce_finding(store, fid, args.dir, jobs=args.jobs,
                                       timeout=args.timeout, guard=mode != "unguarded",
                                       frama_c=mode == "frama-c", bundle=bundle,
                                       record=False, program_id=pid)
                    seconds, reduced, complete = (r.row.seconds, r.row.source.encode(),
                                                  r.complete)
                cpu = cpu_seconds() - cpu_before
                spec = Spec.load(bundle / "spec.json")
                spec.guard.enabled = True
                spec.guard.frama_c = None  # the compilers' guard; Frama-C's word is its own
                verdict = checker.check(spec, reduced)
                eva = (framac.verdict(frama_c, reduced, 600) or "clean" if frama_c else "-")
                valid = verdict.holds
                totals[mode] += seconds
                cpu_totals[mode] += cpu
                invalid[mode] += not valid
                if mode == "guarded" and valid:
                    valid_guarded += 1
                eva_clean[mode] += eva == "clean"
                lines = reduced.count(b"\n")
                print(f"{fid:7d}  {pid:7d}  {mode:9s} {seconds:8.0f} {cpu:7.0f} {len(reduced):7d} "
                      f"{lines:6d}  {'clean' if eva == 'clean' else eva:7s}  "
                      f"{'yes' if valid else 'NO: ' + verdict.reason}"
                      + ("" if complete else "  (stopped by the timeout)"), flush=True)
    if n and "naive" in modes:
        for mode in modes:
            if mode != "naive":
                ratio = totals[mode] / max(totals["naive"], 1e-9)
                cpu_ratio = cpu_totals[mode] / max(cpu_totals["naive"], 1e-9)
                print(f"{mode} reduction took {ratio:.2f}x the naive time "
                      f"({totals[mode]:.0f}s vs {totals['naive']:.0f}s) and {cpu_ratio:.2f}x "
                      f"its CPU time ({cpu_totals[mode]:.0f}s vs {cpu_totals['naive']:.0f}s)")
    if n and "guarded" in modes and "unguarded" in modes:
        ratio = totals["guarded"] / max(totals["unguarded"], 1e-9)
        print(f"guarded reduction took {ratio:.2f}x the unguarded time (the guard alone)")
    for mode in ("naive", "unguarded"):
        if n and mode in modes:
            print(f"{mode} results with undefined behaviour or no longer showing the bug "
                  f"under the guard: {invalid[mode]}/{n}")
    if n:
        print(f"{n} programs: guarded results valid: {valid_guarded}/{n}; "
              f"Frama-C clean: " + ", ".join(f"{m} {eva_clean[m]}/{n}" for m in modes))
    return 0


if __name__ == "__main__":
    sys.exit(main())

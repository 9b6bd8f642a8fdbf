"""Bug-finding power of every technique on one CPU budget each, in one table.

Each technique is a ``ccfuzz hunt`` (or ``ccfuzz passes``) campaign in a run directory of its
own, ``OUT/NAME/``, against every installed compiler (or ``--compilers``); it runs until it
has spent ``--cpu-minutes`` of CPU time, counted over the campaign's whole process tree (the
campaign, its workers, every compiler and test binary they start), then is drained
(SIGUSR1: no program is handed out any more, and the programs in flight are finished and
recorded; their CPU counts too, so a technique may overrun its budget by up to one program
per worker). The budget is CPU time, not wall time, so techniques run on a loaded
machine, or with more workers, still get the same work.

While a session runs, the tree's CPU is sampled from /proc (each live process's own time plus
what its reaped children spent); when the session ends, the CPU the benchmark's own reaped
children spent (``getrusage``) is the figure kept, in ``OUT/NAME/power.json`` with the
session's wall time and how it ended. A second run of the benchmark goes on from there: a
technique that has spent its budget is only summarized again, one with budget left resumes
its campaign (``hunt --resume``), so techniques can be added later (``--techniques``) or a
budget raised without redoing the others (a technique whose source ran dry, a directory,
is not started again). Ctrl-C stops the running campaign cleanly and
keeps its CPU so far (the programs in flight then are redone by the next session).

With ``--triage``, each technique's findings are then triaged (``ccfuzz triage``, its CPU
counted apart as ``triage_cpu_seconds``), and the table says how many are live and what triage
cost per finding, and lists each finding's triage state.

The table: programs tested, builds, CPU seconds, builds per CPU second, distinct findings by
compiler and kind (each technique's store dedups by signature; across techniques a finding
is its kind, compiler and signature), and how many of them no other technique found; those
are listed below the table with the command that reduces each.

The techniques: ``csmith``, ``generator``, ``generator-opt`` (the generator's
optimizer-aimed policy, source ``generator-optimizer``), ``emi-orion``, ``emi-athena``,
``emi-hermes`` (each over Csmith seeds) and ``passes``; by default every one this ccfuzz can
run (a source it does not know is left out, and said so).

Run from the project root, niced:
``nice -n 10 .venv/bin/python -m benchmarks.bug_power [--cpu-minutes 60] [--out power-runs]
[--techniques csmith,generator,...] [--compilers gcc,clang-14,...] [--jobs 2]
[--builds classic --swarm 0]`` (the last two: hunt's build matrix and swarm, for every hunt)
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import json
import os
import resource
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ccfuzz import compilers
from ccfuzz.errors import CcfuzzError, NotFoundError, StoreError
from ccfuzz.sources import open_source
from ccfuzz.store import DB_NAME, Store
from ccfuzz.store.records import FindingRow, TriageRow

STATE = "power.json"
LOG = "campaign.log"
_PR_SET_PDEATHSIG = 1
STOP_GRACE_SECONDS = 120.0  # how long a campaign may take to stop after Ctrl-C
DRAIN_SECONDS = 1800.0  # how long its programs in flight may take to finish after SIGUSR1
SAMPLE_SECONDS = 1.0


@dataclass(frozen=True)
class Technique:
    """A campaign: a ccfuzz command and its options beyond the run directory, seed, budget,
    workers and compilers, which the benchmark gives every technique alike."""

    name: str
    command: str  # "hunt" or "passes"
    options: tuple[str, ...]
    what: str

    @property
    def takes_compilers(self) -> bool:
        return self.command == "hunt"


def hunt(name: str, source: str, what: str) -> Technique:
    return Technique(name, "hunt", ("--source", source), what)


TECHNIQUES: dict[str, Technique] = {t.name: t for t in (
    hunt("csmith", "csmith", "the system Csmith, swarm testing"),
    hunt("generator", "generator", "ccfuzz's generator, default policy"),
    hunt("generator-opt", "generator-optimizer", "ccfuzz's generator, optimizer-aimed policy"),
    hunt("emi-orion", "emi:orion:csmith", "Orion variants of Csmith seeds"),
    hunt("emi-athena", "emi:athena:csmith", "Athena variants of Csmith seeds"),
    hunt("emi-hermes", "emi:hermes:csmith", "Hermes variants of Csmith seeds"),
    Technique("passes", "passes", (), "CTOS: opt pass sequences (the newest opt and clang)"),
)}


def technique_named(spec: str) -> Technique:
    """A technique of ``TECHNIQUES``, or ``NAME=SOURCE``: a hunt over any campaign source."""
    name, eq, source = spec.partition("=")
    if eq:
        if not name or "/" in name or not source:
            raise SystemExit(f"bug_power: {spec!r}: expected NAME=SOURCE, e.g. big=generator:40KB")
        return hunt(name, source, f"hunt --source {source}")
    if spec not in TECHNIQUES:
        raise SystemExit(f"bug_power: unknown technique {spec!r}; known: "
                         f"{', '.join(TECHNIQUES)} (or NAME=SOURCE)")
    return TECHNIQUES[spec]


def unavailable(tech: Technique) -> str | None:
    """Why this ccfuzz cannot run the technique (its source is unknown here, or a tool it
    needs is missing), or None."""
    if tech.command != "hunt":
        return None
    try:
        open_source(tech.options[tech.options.index("--source") + 1])
    except CcfuzzError as exc:
        return str(exc)
    return None


# -- CPU of a process tree ---------------------------------------------------------------------

_TICKS = os.sysconf("SC_CLK_TCK")


def _proc_stat(pid: int) -> tuple[int, float] | None:
    """(parent pid, CPU seconds of the process and of its reaped children), from /proc."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2:].split()  # from field 3 (state) on
    # fields 14-17: utime, stime, cutime, cstime
    return int(fields[1]), sum(int(x) for x in fields[11:15]) / _TICKS


def tree_cpu(root: int) -> float:
    """CPU seconds spent so far by ``root`` and all its descendants, live or reaped (a
    reaped process's time is in its parent's cutime/cstime, so nothing counts twice)."""
    stats: dict[int, tuple[int, float]] = {}
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            found = _proc_stat(int(entry.name))
            if found is not None:
                stats[int(entry.name)] = found
    children: dict[int, list[int]] = {}
    for pid, (ppid, _) in stats.items():
        children.setdefault(ppid, []).append(pid)
    total, todo = 0.0, [root]
    while todo:
        pid = todo.pop()
        if pid in stats:
            total += stats[pid][1]
        todo += children.get(pid, [])
    return total


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


# -- one technique -------------------------------------------------------------------------------

@dataclass
class Settings:
    out: Path
    budget: float  # CPU seconds per technique
    seed: int
    jobs: int
    compilers: str | None
    config: Path | None
    progress_seconds: float
    builds: str | None = None  # hunt --builds: the build matrix
    swarm: int | None = None  # hunt --swarm
    targets: str | None = None  # hunt --targets


def load_state(rundir: Path) -> dict[str, Any]:
    path = rundir / STATE
    return json.loads(path.read_text()) if path.is_file() else {"cpu_seconds": 0.0,
                                                                "sessions": []}


def save_state(rundir: Path, state: dict[str, Any]) -> None:
    tmp = rundir / (STATE + ".tmp")
    tmp.write_text(json.dumps(state, indent=1) + "\n")
    tmp.replace(rundir / STATE)


def has_campaign(rundir: Path) -> bool:
    if not (rundir / DB_NAME).is_file():
        return False
    try:
        with Store(rundir, write=False) as store:
            store.campaign()
    except (NotFoundError, StoreError):  # a store holding no campaign (yet)
        return False
    return True


def campaign_argv(tech: Technique, rundir: Path, settings: Settings, minutes: float,
                  resume: bool) -> list[str]:
    base = [sys.executable, "-m", "ccfuzz.cli"]
    budget = ["--minutes", f"{minutes:.1f}", "--jobs", str(settings.jobs)]
    if resume:  # a passes campaign resumes through hunt too
        return [*base, "hunt", "--resume", "--dir", str(rundir), *budget]
    argv = [*base, tech.command, "--dir", str(rundir), "--seed", str(settings.seed), *budget,
            *tech.options]
    if tech.takes_compilers:  # every technique on the same compilers, whichever the sitting
        argv += ["--compilers", settings.compilers or compilers.ALL]
    if tech.takes_compilers and settings.config is not None:
        argv += ["--config", str(settings.config)]
    if tech.takes_compilers and settings.builds is not None:
        argv += ["--builds", settings.builds]
    if tech.takes_compilers and settings.swarm is not None:
        argv += ["--swarm", str(settings.swarm)]
    if tech.takes_compilers and settings.targets is not None:
        argv += ["--targets", settings.targets]
    return argv


def _die_with_parent() -> None:
    # The campaign is in a session of its own (a Ctrl-C at the terminal reaches only the
    # benchmark, which stops the campaign once); should the benchmark die, it gets Ctrl-C.
    ctypes.CDLL(None).prctl(_PR_SET_PDEATHSIG, signal.SIGINT, 0, 0, 0)


def stop(proc: subprocess.Popen[bytes], *, drain: bool = False) -> None:
    """Stop the campaign: ``drain``, by SIGUSR1 (it hands out no more programs and records
    those in flight), else as Ctrl-C does (those in flight are dropped, to be redone by
    --resume); whatever does not stop in time gets Ctrl-C, then SIGKILL."""
    steps = ([(signal.SIGUSR1, DRAIN_SECONDS)] if drain else []) + [
        (signal.SIGINT, STOP_GRACE_SECONDS), (signal.SIGKILL, None)]
    for sig, grace in steps:
        if proc.poll() is not None:
            return
        proc.send_signal(sig)  # SIGKILL: the store survives even this; --resume goes on
        try:
            proc.wait(grace)
            return
        except subprocess.TimeoutExpired:
            continue


def run_technique(tech: Technique, settings: Settings) -> dict[str, Any]:
    """Spend what is left of the technique's budget; the state, saved after each session."""
    rundir = settings.out / tech.name
    rundir.mkdir(parents=True, exist_ok=True)
    state = load_state(rundir)
    state.update(technique=tech.name, what=tech.what, budget_cpu_seconds=settings.budget)
    spent = float(state["cpu_seconds"])
    if spent >= settings.budget or state.get("exhausted"):
        return state
    resume = has_campaign(rundir)
    elapsed = campaign_elapsed(rundir) if resume else 0.0
    # The campaign's own wall-clock budget only guards against a benchmark that stops
    # watching; the CPU budget ends it long before, even with one busy worker in ten.
    minutes = elapsed / 60 + 10 * (settings.budget - spent) / 60 + 5
    argv = campaign_argv(tech, rundir, settings, minutes, resume)
    state.setdefault("command", argv[2:])
    say(f"[{tech.name}] {'resuming' if resume else 'starting'} at {spent:.0f} of "
        f"{settings.budget:.0f} CPU-s: {' '.join(argv[2:])}")
    before = children_cpu()
    started = time.monotonic()
    live = 0.0
    ended = "ended"  # by itself: the source ran dry, or its own budget was spent
    with open(rundir / LOG, "ab") as log:
        proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                                start_new_session=True, preexec_fn=_die_with_parent)
        try:
            last_report = started
            while proc.poll() is None:
                time.sleep(SAMPLE_SECONDS)
                live = tree_cpu(proc.pid)
                if spent + live >= settings.budget:
                    ended = "budget"
                    stop(proc, drain=True)
                    break
                if time.monotonic() - last_report >= settings.progress_seconds:
                    last_report = time.monotonic()
                    say(f"[{tech.name}] {spent + live:.0f}/{settings.budget:.0f} CPU-s, "
                        f"{progress_line(rundir)}")
        except KeyboardInterrupt:
            ended = "interrupted"
            stop(proc)
        finally:
            if proc.poll() is None:
                stop(proc)
            session = max(children_cpu() - before, live)
            spent += session
            state["cpu_seconds"] = spent
            state["sessions"].append({"cpu_seconds": round(session, 2),
                                      "wall_seconds": round(time.monotonic() - started, 1),
                                      "exit": proc.returncode, "ended": ended})
            save_state(rundir, state)
    if ended == "interrupted":
        raise KeyboardInterrupt
    if ended == "ended" and proc.returncode == 0 and campaign_elapsed(rundir) < minutes * 60 - 1:
        state["exhausted"] = True  # a source that ran dry (a directory): nothing more to do
        save_state(rundir, state)
    say(f"[{tech.name}] {ended} at {spent:.0f} CPU-s (exit {proc.returncode}), "
        f"{progress_line(rundir)}")
    return state


def triage_technique(tech: Technique, settings: Settings, reduce_seconds: float) -> None:
    """``ccfuzz triage`` of every finding of the technique not triaged yet; its CPU (the
    triage's whole process tree, reaped) is added to the state's ``triage_cpu_seconds``."""
    rundir = settings.out / tech.name
    if not (rundir / DB_NAME).is_file():
        return
    state = load_state(rundir)
    argv = [sys.executable, "-m", "ccfuzz.cli", "triage", "--dir", str(rundir), "--jobs",
            str(settings.jobs), "--reduce-timeout", str(reduce_seconds)]
    say(f"[{tech.name}] triage: {' '.join(argv[2:])}")
    before = children_cpu()
    with open(rundir / "triage.log", "ab") as log:
        proc = subprocess.run(argv, stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                              check=False)
    state["triage_cpu_seconds"] = float(state.get("triage_cpu_seconds", 0.0)) + (
        children_cpu() - before)
    save_state(rundir, state)
    if proc.returncode == 130:
        raise KeyboardInterrupt
    say(f"[{tech.name}] triage ended (exit {proc.returncode}), "
        f"{state['triage_cpu_seconds']:.0f} CPU-s in all")


def campaign_elapsed(rundir: Path) -> float:
    with Store(rundir, write=False) as store:
        return store.campaign().elapsed


def progress_line(rundir: Path) -> str:
    try:
        s = summarize(rundir)
    except StoreError:  # the campaign is creating its store
        return "starting"
    return f"{s['programs']} programs, {s['builds']} builds, {len(s['findings'])} findings"


def say(text: str) -> None:
    print(f"{time.strftime('%H:%M:%S')} {text}", file=sys.stderr, flush=True)


# -- the table ----------------------------------------------------------------------------------

def summarize(rundir: Path) -> dict[str, Any]:
    """What the technique's store holds: programs by status, builds, findings."""
    if not (rundir / DB_NAME).is_file():
        return {"programs": 0, "statuses": {}, "builds": 0, "findings": []}
    with Store(rundir, write=False) as store:
        try:
            row = store.campaign()
        except NotFoundError:
            return {"programs": 0, "statuses": {}, "builds": 0, "findings": []}
        statuses = {k.value: v for k, v in store.program_counts(row.id).items()}
        triages = store.triages()
        return {"programs": sum(statuses.values()), "statuses": statuses,
                "builds": store.build_count(row.id),
                "findings": [finding_json(f, triages.get(f.id)) for f in store.findings()]}


def finding_json(f: FindingRow, triage: TriageRow | None = None) -> dict[str, Any]:
    return {"id": f.id, "kind": f.kind.value, "compiler": f.compiler, "signature": f.signature,
            "summary": f.summary[:200], "count": f.count,
            "triage": None if triage is None else {"state": triage.state,
                                                   "detail": triage.detail,
                                                   "complete": triage.complete}}


def key(f: dict[str, Any]) -> tuple[str, str, str]:
    return f["kind"], f["compiler"], f["signature"]


def table(rows: Sequence[tuple[str, dict[str, Any], dict[str, Any]]], out: Path) -> str:
    """One line per technique (name, state, summary), then the findings only one found."""
    found_by: dict[tuple[str, str, str], list[str]] = {}
    for name, _, summary in rows:
        for f in summary["findings"]:
            found_by.setdefault(key(f), []).append(name)
    header = (f"{'technique':<14} {'CPU-s':>7} {'programs':>8} {'ok':>6} {'builds':>7} "
              f"{'builds/CPU-s':>12} {'only':>4} {'live':>4} {'triage CPU-s/f':>14}  "
              "distinct findings (compiler kind: n)")
    lines = [header, "-" * len(header)]
    only: list[str] = []
    states: list[str] = []
    for name, state, summary in rows:
        cpu = float(state.get("cpu_seconds", 0.0))
        rate = summary["builds"] / cpu if cpu else 0.0
        kinds = Counter(f"{f['compiler']} {f['kind']}" for f in summary["findings"])
        alone = [f for f in summary["findings"] if found_by[key(f)] == [name]]
        triaged = [f for f in summary["findings"] if f.get("triage")]
        live = sum(1 for f in triaged if f["triage"]["state"] == "live")
        per = (f"{float(state.get('triage_cpu_seconds', 0.0)) / len(triaged):.0f}"
               if triaged else "-")
        lines.append(f"{name:<14} {cpu:>7.0f} {summary['programs']:>8} "
                     f"{summary['statuses'].get('ok', 0):>6} {summary['builds']:>7} "
                     f"{rate:>12.2f} {len(alone):>4} "
                     f"{live if triaged else '-':>4} {per:>14}  "
                     f"{', '.join(f'{k}: {n}' for k, n in sorted(kinds.items())) or '-'}")
        for f in triaged:
            t = f["triage"]
            states.append(f"  {name}: finding {f['id']} {f['compiler']} {f['kind']}: "
                          f"{t['state']} ({t['detail']})")
        only += [f"  {name}: {f['compiler']} {f['kind']} (finding {f['id']}, seen "
                 f"{f['count']}x): {f['summary'][:90]}\n"
                 f"    ccfuzz reduce {f['id']} --dir {out / name}" for f in alone]
    lines.append("findings only one technique found:" if only else
                 "no finding was found by one technique alone")
    if states:
        only += ["triaged findings (ccfuzz triage):", *states]
    return "\n".join(lines + only)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cpu-minutes", type=float, default=60.0,
                    help="CPU budget per technique (default 60)")
    ap.add_argument("--techniques", default=",".join(TECHNIQUES),
                    help=f"comma-separated: {', '.join(TECHNIQUES)}, or NAME=SOURCE for a "
                         "hunt over any source (default: all of the first)")
    ap.add_argument("--out", type=Path, default=Path("power-runs"),
                    help="one run directory per technique in it (default ./power-runs)")
    ap.add_argument("--compilers", help="for hunt (default: every installed compiler)")
    ap.add_argument("--config", type=Path, help="a ccfuzz.toml for hunt (more compilers)")
    ap.add_argument("--seed", type=int, default=1, help="every campaign's seed")
    ap.add_argument("--builds", metavar="MATRIX",
                    help="hunt's build matrix (default: hunt's, `default`; `classic` for the "
                    "-O levels alone)")
    ap.add_argument("--swarm", type=int, metavar="N",
                    help="hunt's swarm builds per compiler and program (default: hunt's)")
    ap.add_argument("--targets", metavar="T,T",
                    help="hunt --targets: also the newest gcc and clang of these targets")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--progress", type=float, default=60.0, metavar="SECONDS",
                    help="how often to print progress (default 60)")
    ap.add_argument("--table-only", action="store_true",
                    help="run nothing; print the table of what OUT holds")
    ap.add_argument("--triage", action="store_true",
                    help="after the campaigns, ccfuzz triage each technique's findings "
                    "(its CPU is counted apart, per finding)")
    ap.add_argument("--triage-reduce-timeout", type=float, default=600.0, metavar="SECONDS",
                    help="each C reduction's budget in the triage (default 600)")
    args = ap.parse_args(argv)
    if not args.cpu_minutes > 0:
        ap.error("--cpu-minutes must be above 0")
    techniques = [technique_named(t.strip()) for t in args.techniques.split(",") if t.strip()]
    for tech in list(techniques):
        why = unavailable(tech)
        if why is not None:
            if args.techniques != ap.get_default("techniques"):
                ap.error(f"technique {tech.name}: {why}")
            say(f"[{tech.name}] left out: {why}")
            techniques.remove(tech)
    settings = Settings(args.out.resolve(), args.cpu_minutes * 60, args.seed, args.jobs,
                        args.compilers, args.config.resolve() if args.config else None,
                        args.progress, args.builds, args.swarm, args.targets)
    # SIGINT explicitly too, as `ccfuzz hunt` does: a shell starts background jobs with SIGINT
    # ignored, and Python then never raises KeyboardInterrupt.
    signal.signal(signal.SIGTERM, _interrupt)
    signal.signal(signal.SIGINT, _interrupt)
    interrupted = False
    with contextlib.suppress(KeyboardInterrupt):
        for tech in techniques:
            if not args.table_only:
                interrupted = True
                run_technique(tech, settings)
                if args.triage:
                    triage_technique(tech, settings, args.triage_reduce_timeout)
                interrupted = False
    rows = []
    for tech in techniques:
        rundir = settings.out / tech.name
        state = load_state(rundir)
        summary = summarize(rundir)
        if rundir.is_dir() and not args.table_only:
            state["summary"] = summary
            save_state(rundir, state)
        rows.append((tech.name, state, summary))
    budgets, seeds = _as_run(rows, args.cpu_minutes * 60, args.seed)
    print(f"bug power: {budgets} CPU-minutes per technique, seed {seeds}, "
          f"compilers {args.compilers or 'all installed'}; run directories in {settings.out}")
    print(table(rows, settings.out))
    if interrupted:
        print("interrupted: run the same command again to go on", file=sys.stderr)
        return 130
    return 0


def _as_run(rows: list[tuple[str, dict[str, Any], dict[str, Any]]], budget: float,
            seed: int) -> tuple[str, str]:
    """The budgets (in CPU-minutes) and seeds the run directories were run with, as text;
    ``budget`` and ``seed`` for techniques not run yet."""
    budgets, seeds = set(), set()
    for _, state, _ in rows:
        budgets.add(float(state.get("budget_cpu_seconds", budget)) / 60)
        command = list(state.get("command", []))
        seeds.add(int(command[command.index("--seed") + 1]) if "--seed" in command else seed)
    return ("/".join(f"{b:g}" for b in sorted(budgets)) or f"{budget / 60:g}",
            "/".join(str(s) for s in sorted(seeds)) or str(seed))


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


if __name__ == "__main__":
    sys.exit(main())

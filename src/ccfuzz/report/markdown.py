"""The report model (``model.py``) as Markdown: the one text ``ccfuzz report ID`` prints and
the bundle's ``report.md`` holds.

In the order a maintainer reads it: the title; the triage's state; the compiler, the newest
trunk it fails on and the regression range; the single reduced program (and, for LLVM, the
IR); the exact commands, shell-quoted; expected and actual behaviour; the builds under which
it is right; the checks against undefined behaviour, each with its commands; the releases
asked; the culprit; whether an ordinary compile reaches it; where in the compiler; how it was
found.
"""

from __future__ import annotations

from pathlib import Path

from ccfuzz.case.bundle import RunDir
from ccfuzz.report.model import Behaviour, History, Report
from ccfuzz.store import Store, TriageRow


def render(report: Report) -> str:
    lines = [f"# {report.title}", ""]
    if report.state is not None:
        lines += [f"Triage: **{report.state}**"
                  + (f": {report.state_reason}." if report.state_reason else "."), ""]
    lines += _versions_head(report)
    lines += _program(report)
    if report.ir is not None:
        lines += ["## LLVM IR reproducer", "", f"The IR, {report.ir.note}:", "", "```llvm",
                  report.ir.ir.rstrip(), "```", "", "```sh", *report.ir.commands, "```", ""]
        if report.ir.diagnostics:
            lines += ["It says:", "", "```", *report.ir.diagnostics, "```", ""]
    elif report.ir_note:
        lines += [f"LLVM IR: {report.ir_note}.", ""]
    if report.commands:
        lines += ["## Commands", "", "```sh", *report.commands, "```", ""]
        if report.commands_note:
            lines += [report.commands_note + ".", ""]
    lines += _behaviour(report)
    if report.right_under:
        lines += ["## Where it is right", "", "The same compiler gets the program right under "
                  "its other builds:", ""]
        lines += [f"- {b}" for b in report.right_under]
        lines.append("")
    if report.checks:
        lines += ["## Checks against undefined behaviour", ""]
        for check in report.checks:
            lines.append(f"- {check.name}: {check.result}")
            if check.commands and not check.commands[0].startswith("`"):
                lines += ["", "  ```sh", *[f"  {c}" for c in check.commands], "  ```", ""]
            elif check.commands:
                lines[-1] += " (" + ", ".join(check.commands) + ")"
        lines.append("")
    lines += _releases(report.history)
    if report.culprits:
        lines += ["## Culprit", "", *[f"- {c}" for c in report.culprits], ""]
    if report.reachability:
        lines += ["## From an ordinary compile", ""]
        lines += [f"- `{how}`: {'shows it' if shows else 'does not show it'}"
                  for how, shows in report.reachability.items()]
        lines.append("")
    if report.isolation:
        lines += ["## Where in the compiler (ccfuzz isolate)", ""]
        for described in report.isolation:
            lines += ["```", *described, "```", ""]
    lines += ["## How it was found", "",
              f"{report.found_by}. ccfuzz finding {report.finding} (`{report.signature}`), "
              f"seen in {report.seen} program{'s' if report.seen != 1 else ''}.", ""]
    return "\n".join(lines).rstrip() + "\n"


def _versions_head(report: Report) -> list[str]:
    lines = [f"Compiler: `{report.version}`"]
    history = report.history
    if history is not None and history.newest_trunk is not None:
        trunk = history.newest_trunk
        lines.append(f"Newest trunk it fails on: {trunk.name}, {trunk.release} "
                     f"(`{trunk.version}`)")
    if history is not None and history.last_right is not None:
        label = f" {history.tracker_label}" if history.tracker_label else ""
        lines.append(f"Regression{label}: right in {history.last_right.release}, wrong in "
                     + ", ".join(history.wrong))
    return [*(f"{x}  " for x in lines[:-1]), lines[-1], ""]


def _program(report: Report) -> list[str]:
    r = report.reduction
    if r is None:
        what = (f"the program as found, not reduced yet (`ccfuzz reduce {report.finding}`)")
    else:
        stopped = {True: "", None: " (whether it ran to its end was not recorded)",
                   False: f"; the reduction stopped early, at its time limit or by Ctrl-C, "
                          f"after {r.seconds:.0f} s (`ccfuzz triage {report.finding}` or "
                          f"`ccfuzz reduce {report.finding} --continue` goes on)"}[r.complete]
        what = (f"reduced by {r.tool} from {r.original_bytes} to {r.reduced_bytes} bytes "
                f"({r.reduced_lines} lines){stopped}")
    lines = ["## Program", "", f"`prog.c`, {what}:", "", "```c", report.source.rstrip(), "```",
             ""]
    if report.stdin:
        lines += ["Its standard input (`input`):", "", "```", report.stdin, "```", ""]
    return lines


def _behaviour(report: Report) -> list[str]:
    lines = ["## Expected and actual behaviour", ""]
    if report.behaviour:
        for b in report.behaviour:
            lines += _one(b)
        return lines
    for key, value in report.evidence.items():
        lines += [f"{key}:", "", "```", value.strip()[:3000], "```", ""]
    return lines if len(lines) > 2 else []


def _one(b: Behaviour) -> list[str]:
    head = f"- `{b.build}` ({b.role}, `{b.version}`): "
    if b.ending is None:
        lines = [head + f"the compile {b.compile}"]
        if b.diagnostics:
            lines += ["", "  ```", *[f"  {x}" for x in b.diagnostics], "  ```", ""]
        return lines
    if b.ending == "exited":
        ends = f"the program exits with status {b.code}"
    elif b.ending == "signalled":
        ends = f"the program is killed by signal {b.code}"
    else:
        ends = f"the program {b.ending}"
    out = b.stdout.splitlines()
    if not out:
        return [head + f"compiles; {ends}, printing nothing", ""]
    return [head + f"compiles; {ends}, printing:", "", "  ```", *[f"  {x}" for x in out],
            "  ```", ""]


def _releases(history: History | None) -> list[str]:
    if history is None:
        return []
    lines = ["## Affected versions", "", history.label[:1].upper() + history.label[1:] + ".",
             "", "| compiler | version | shows it |", "|---|---|---|"]
    for r in history.releases:
        shows = {True: "yes", False: "no", None: "cannot tell"}[r.shows]
        lines.append(f"| {r.name} | {r.version or '?'} | {shows} |")
    return [*lines, ""]


def write(store: Store, row: TriageRow, rundir: Path) -> Path:
    """The finding's ``report.md`` in its bundle, from the store as it is now (``row``: the
    triage just recorded, whose finding it is)."""
    from ccfuzz.report.model import build

    report = build(store, row.finding_id, rundir)
    reduction = store.reduction(row.finding_id)
    runs = RunDir(rundir)
    bundle = (runs.bundle_at(reduction.bundle) if reduction else
              runs.bundle(row.finding_id)).make()
    bundle.report.write_text(render(report))
    return bundle.report

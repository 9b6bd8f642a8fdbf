"""The upstream report of a triaged finding: the form LLVM's GitHub issues and GCC's Bugzilla
ask for — a one-line title, the reduced program (and IR), the exact commands, the releases that
show and do not show it, expected and actual behaviour, the culprit. Written to the finding's
bundle as ``report.md``.
"""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import Any

from ccfuzz.model import FindingKind
from ccfuzz.predicate import REDUCED_OPT_COMMAND, is_passes_finding
from ccfuzz.report.markdown import KIND_TITLE, bug_report
from ccfuzz.store import FindingRow, Store, TriageRow


def title(finding: FindingRow, row: TriageRow) -> str:
    culprit = (row.stages.get("culprit") or {}).get("key", "")
    what = KIND_TITLE.get(finding.kind, finding.kind.value)
    if is_passes_finding(finding):
        name = culprit.removeprefix("pass ")
        detail = finding.signature.split("|", 3)[-1]
        return f"[{name}] opt {what}: {detail[:120]}"
    builds = ", ".join(b.split(" ", 1)[1] if " " in b else b for b in finding.builds)
    tail = f" ({culprit})" if culprit else ""
    return f"{finding.compiler}: {what} at {builds}{tail}"


def render(store: Store, row: TriageRow, rundir: Path) -> str:
    finding = store.finding(row.finding_id)
    lines = [f"# {title(finding, row)}", "",
             f"Triage: **{row.state}** — {row.detail}", ""]
    if is_passes_finding(finding) and (rundir / _bundle(finding) /
                                                   "reduced.ll").exists():
        lines += _ir_body(finding, row, rundir)
        lines += _versions(row.stages.get("versions"))
    else:
        body = bug_report(finding, store.program(finding.program_id),
                          store.observations(finding.program_id), store.reduction(finding.id),
                          rundir, store.culprits(finding.id))
        lines += body.split("\n", 1)[1].lstrip("\n").splitlines()
        lines += _validity(row.stages.get("validity"))
    lines += _reach(row.stages.get("reachability"))
    return "\n".join(lines).rstrip() + "\n"


def _bundle(finding: FindingRow) -> str:
    return f"bundles/finding-{finding.id}"


def _ir_body(finding: FindingRow, row: TriageRow, rundir: Path) -> list[str]:
    bundle = rundir / _bundle(finding)
    program = row.stages.get("program", {})
    arguments = shlex.join(program.get("opt_arguments", []))
    opt = finding.evidence.get(REDUCED_OPT_COMMAND, "opt").split()[0]
    reduced = (bundle / "reduced.ll").read_text(errors="replace")
    backend = finding.kind is FindingKind.BACKEND_FAILURE
    lines = ["## Reproducer", "",
             f"`{opt} -verify-each {arguments}` on this IR "
             + (f"(reduced by llvm-reduce from the {program.get('ir_bytes')} bytes clang's "
                "front end made of a Csmith program, `original.c` in the bundle)"
                if program.get("reduced") else "(the front end's IR, not reduced)") + ":", "",
             "```llvm", reduced.rstrip(), "```", "",
             "## Commands", "", "```sh", *_commands(finding, opt, arguments), "```", "",
             "## Expected and actual behaviour", "",
             "Expected: opt runs the passes and the verifier accepts every result"
             + (", llc compiles it and the assembly links." if backend else "."), "",
             f"Actual: {KIND_TITLE.get(finding.kind, finding.kind.value)}; "
             f"{'the last step' if backend else 'opt'} says:", ""]
    diagnostics = program.get("diagnostics", [])
    if diagnostics:
        lines += ["```", *diagnostics, "```", ""]
    culprit = row.stages.get("culprit") or {}
    if culprit:
        lines += ["## Culprit", "", f"- {culprit.get('summary')}", ""]
    return lines


def _commands(finding: FindingRow, opt: str, arguments: str) -> list[str]:
    if finding.kind is not FindingKind.BACKEND_FAILURE:
        return [f"{opt} -verify-each {arguments} reduced.ll -disable-output"]
    from ccfuzz.passes.toolchain import find_toolchain

    tc = find_toolchain(opt)
    return [f"{opt} -verify-each {arguments} reduced.ll -S -o prog.opt.ll",
            shlex.join(tc.backend_command("prog.opt.ll", "prog.s")),
            shlex.join(tc.link_command("prog.s", "prog"))]


def _validity(stage: dict[str, Any] | None) -> list[str]:
    """Who else agrees on the right output (the strict-C commands are in the body)."""
    agreeing = ", ".join(f"`{b}`" for b in (stage or {}).get("agreeing", []))
    if not agreeing:
        return []
    return ["## Other builds", "", f"These print the expected output: {agreeing}.", ""]


def _versions(stage: dict[str, Any] | None) -> list[str]:
    if not stage:
        return []
    lines = ["## Releases", ""]
    if stage.get("label"):
        lines += [stage["label"][:1].upper() + stage["label"][1:] + ".", ""]
    lines += ["| release | version | shows it |", "|---|---|---|"]
    for r in stage.get("releases", []):
        shows = {True: "yes", False: "no", None: "cannot tell"}[r.get("shows")]
        lines.append(f"| {r['name']} | {r['version']} | {shows} |")
    return [*lines, ""]


def _reach(stage: dict[str, Any] | None) -> list[str]:
    if not stage:
        return []
    lines = ["## From an ordinary compile", ""]
    lines += [f"- `{how}`: {'shows it' if shows else 'does not show it'}"
              for how, shows in stage.items()]
    return [*lines, ""]


def write_report(store: Store, row: TriageRow, rundir: Path) -> Path:
    finding = store.finding(row.finding_id)
    path = rundir / _bundle(finding) / "report.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render(store, row, rundir))
    return path

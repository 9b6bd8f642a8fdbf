"""``ccfuzz report ID``: a bug report in the form compiler developers ask for.

The (reduced, when there is one) program in a fenced block, the exact commands (and, for a
reduced program, the commands that accept it as strict C, with the dialect's exact flags),
what the build does and what it should do, the affected versions, and how the program was
found.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from ccfuzz.case.guard import Guard
from ccfuzz.case.strict import Dialect
from ccfuzz.model import FindingKind
from ccfuzz.store import CulpritRow, FindingRow, ObservationRow, ProgramRow, ReductionRow
from ccfuzz.triage.versions import Releases

# Each kind of finding in a report's title.
KIND_TITLE = {
    FindingKind.WRONG_CODE: "wrong code",
    FindingKind.RUNTIME_CRASH: "the compiled program crashes",
    FindingKind.COMPILER_CRASH: "internal compiler error / crash",
    FindingKind.COMPILER_HANG: "the compiler does not terminate",
    FindingKind.REJECTS_VALID: "rejects valid code",
    FindingKind.INVALID_IR: "invalid IR",
    FindingKind.BACKEND_FAILURE: "back-end failure",
    FindingKind.PERFORMANCE: "out of time or memory",
    FindingKind.PASS_MISUSE: "pass misuse",
}
_RUN_KINDS = (FindingKind.WRONG_CODE, FindingKind.RUNTIME_CRASH)


def _guard_text(spec_path: Path) -> str:
    """What the reduction's check did against undefined behaviour, from the bundle's spec."""
    try:
        guard = Guard(**json.loads(spec_path.read_text())["guard"])
    except (OSError, ValueError, KeyError, TypeError):
        return "with a check whose record is lost (the bundle's spec.json)"
    if not guard.enabled:
        return "**without** the undefined-behaviour guard (`--no-guard`)"
    compilers = sorted(set(guard.warning_compilers))
    parts = [f"{' and '.join(compilers)} -Wall with UB warnings as errors"] if compilers else []
    parts += [f"{cc} -fsanitize=address,undefined" for cc in guard.sanitizer_compilers]
    if guard.msan_compiler:
        parts.append(f"{guard.msan_compiler} -fsanitize=memory,undefined")
    if guard.frama_c:
        parts.append("Frama-C's value analysis with no alarm")
    return f"guarded against undefined behaviour ({', '.join(parts)})"


def _dialect(spec_path: Path) -> Dialect | None:
    """The dialect of strict C the reduction kept, from the bundle's spec (None: not asked,
    or the record is lost)."""
    try:
        data = json.loads(spec_path.read_text()).get("dialect")
        return None if data is None else Dialect.from_json(data)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def _strict_text(dialect: Dialect | None) -> str:
    if dialect is None:
        return "not checked for strict validity (no strict dialect was recorded)"
    if dialect.tolerated:
        return (f"strictly valid C as far as `{' '.join(dialect.flags)}` goes, with gcc and "
                f"{dialect.compilers[-1]}, but for diagnostics of the kinds the original "
                "program already drew (" + "; ".join(f"`{k}`" for k in dialect.tolerated)
                + ")")
    return (f"strictly valid C: gcc and {dialect.compilers[-1]} accept it with "
            f"`{' '.join(dialect.flags)}`")


def bug_report(finding: FindingRow, program: ProgramRow,
               observations: Sequence[ObservationRow], reduction: ReductionRow | None,
               rundir: Path, culprits: Sequence[CulpritRow] = ()) -> str:
    by_build = {o.build: o for o in observations}
    target = by_build.get(finding.builds[0])
    version = target.version if target is not None else finding.compiler
    flags = ", ".join(f"`{b.split(' ', 1)[1] if ' ' in b else b}`" for b in finding.builds)
    lines = [f"# {finding.compiler}: {KIND_TITLE.get(finding.kind, finding.kind)} at {flags}", ""]
    lines += [f"Compiler: `{version}`", ""]
    source = reduction.source if reduction else (program.source or "")
    spec_path = rundir / reduction.bundle / "spec.json" if reduction else None
    dialect = _dialect(spec_path) if spec_path else None
    what = (f"reduced from {reduction.original_bytes} to {reduction.reduced_bytes} bytes "
            f"({reduction.reduced_lines} lines) by {reduction.tool}, "
            + _guard_text(spec_path) + "; " + _strict_text(dialect)
            if reduction and spec_path else
            "not reduced yet (`ccfuzz reduce " + str(finding.id) + "`)")
    lines += ["## Program", "", f"The test case, {what}:", "", "```c", source.rstrip(), "```",
              ""]
    stdin = program.stdin
    if stdin:
        lines += ["Its standard input:", "", "```", stdin.decode(errors="replace"), "```", ""]
    outcomes: dict[str, dict[str, object]] = {}
    if reduction is not None:
        path = rundir / reduction.bundle / "outcomes.json"
        if path.exists():
            outcomes = json.loads(path.read_text())
    lines += ["## Commands", "", "```sh"]
    for build in finding.builds:
        obs = by_build.get(build)
        if obs is not None:
            cmd = " ".join(obs.command)
            run = " < input" if stdin else ""
            lines.append(f"{cmd}" + ("" if finding.kind not in _RUN_KINDS
                                     else f" && ./prog{run}"))
    lines += ["```", ""]
    if reduction is not None and dialect is not None:
        lines += [("Both accept the program as strict C (with errors only of the tolerated "
                   "kinds above):" if dialect.tolerated else
                   "Both accept the program as strict C:"), "", "```sh",
                  *dialect.commands(), "```", ""]
    lines += ["## Expected and actual behaviour", ""]
    lines += _behaviour(finding, by_build, outcomes)
    if reduction is not None and reduction.affected:
        releases = Releases.of(reduction.affected)
        lines += ["## Affected versions", "", releases.label[:1].upper() + releases.label[1:]
                  + ".", "", "| compiler | version | shows the bug |", "|---|---|---|"]
        for name, version, shows in releases.rows:
            lines.append(f"| {name} | {version or '?'} | {'yes' if shows else 'no'} |")
        lines.append("")
    if culprits:
        lines += ["## Culprit optimization", ""]
        lines += [f"- {c.summary} (`{c.build}`, {c.program} program {c.program_id})"
                  for c in culprits]
        lines.append("")
    lines += ["## How it was found", "",
              f"ccfuzz finding {finding.id} (`{finding.signature}`), seen in "
              f"{finding.count} program(s); first program `{program.name}`, origin "
              f"`{program.origin_json()}`.", ""]
    return "\n".join(lines)


def _behaviour(finding: FindingRow, by_build: dict[str, ObservationRow],
               outcomes: dict[str, dict[str, object]]) -> list[str]:
    lines: list[str] = []
    if outcomes:
        for build, info in outcomes.items():
            role = "misbehaves" if build in finding.builds else "reference"
            if "run" in info:
                lines.append(f"- `{build}` ({role}): compiles; the binary ends with "
                             f"{info['run']} {info['code']} and prints:")
                lines += ["", "  ```", *[f"  {x}" for x in str(info['stdout']).splitlines()],
                          "  ```", ""]
            else:
                diag = str(info.get("diagnostics", "")).strip().splitlines()[-12:]
                lines.append(f"- `{build}` ({role}): {info['compile']}")
                if diag:
                    lines += ["", "  ```", *[f"  {x}" for x in diag], "  ```", ""]
        return lines
    for key, value in finding.evidence.items():
        lines += [f"{key}:", "", "```", value.strip()[:3000], "```", ""]
    return lines or [finding.summary, ""]

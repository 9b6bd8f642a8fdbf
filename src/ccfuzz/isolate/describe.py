"""An isolation (``ccfuzz isolate``) for people: what it rests on, what each ranking stage
did, then the most suspect files and functions, each with the score its order follows from.

Scores fall down each table; equal scores keep the order the stage before gave them (a
stage's line says how it ordered them), and entries that tie share the worst rank. A
ranking that rests on no witness, or very few, says so before the tables.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ccfuzz.isolate import SHOWN, stages
from ccfuzz.isolate.rank import Ranked, Ranking
from ccfuzz.store import IsolationRow

REPORTED = 5  # in a bug report
FEW_WITNESSES = 5  # below this many witnesses, a ranking warns that it rests on few


def describe(row: IsolationRow, shown: int = SHOWN) -> list[str]:
    """The isolation as lines: what it rests on, warnings, one line per stage, the top
    ``shown`` files and functions."""
    data = row.ranking
    ranking = Ranking.from_json(data)
    counts: Mapping[str, Any] = data.get("counts", {})
    lines = [_summary(row, ranking, counts)]
    lines += _warnings(row, data, counts)
    for name, note in ranking.notes.items():
        lines.append(stages.describe(name, note))
    for name, why in data.get("skipped", {}).items():
        lines.append(f"{name}: skipped: {why}")
    failed = data.get("failed")
    if failed:
        lines.append(f"{failed['stage']}: failed, this ranking is without it: "
                     f"{failed['message']}")
    for title, entries in (("files", ranking.files), ("functions", ranking.functions)):
        more = len(entries) - shown
        lines.append(f"{title} (rank, score, lines the failing compile ran)"
                     + (f", the first {shown} of {len(entries)}:" if more > 0 else ":"))
        lines += [_entry(r) for r in entries[:shown]]
    return lines


def _summary(row: IsolationRow, ranking: Ranking, counts: Mapping[str, Any]) -> str:
    if counts:
        rests = (f"{counts.get('witnesses', 0)} witnesses and {counts.get('suite', 0)} test "
                 f"programs ({row.tried} mutants and test programs tried)")
    else:  # stored before the counts were
        rests = f"{row.witnesses} passing programs ({row.tried} tried)"
    aggregate = (f"each file and function by its {ranking.top} most suspect lines"
                 if ranking.top is not None else "each file and function by the mean of "
                 "its lines")
    return (f"{row.method}: {rests} against the {row.program} program's compile by "
            f"{row.coverage_build}, {row.seconds:.0f}s, {ranking.spectrum.value} spectrum, "
            f"{aggregate}" + ("" if row.complete else " (stopped early)"))


def _warnings(row: IsolationRow, data: Mapping[str, Any],
              counts: Mapping[str, Any]) -> list[str]:
    searched = data.get("pipeline", {}).get("search") is not None
    if not counts or not searched:
        return [] if row.witnesses else ["warning: no passing program: every line the "
                                         "failing compile ran scores the same, and the "
                                         "ranking below says nothing"]
    witnesses, suite = int(counts.get("witnesses", 0)), int(counts.get("suite", 0))
    if not witnesses and not suite:
        return ["warning: no passing program: every line the failing compile ran scores the "
                "same, and the ranking below says nothing"]
    if not witnesses:
        return ["warning: the search found no witness: the ranking rests on the test suite "
                "alone"]
    if witnesses < FEW_WITNESSES:
        return [f"warning: only {witnesses} witness{'es' if witnesses > 1 else ''}: the "
                "ranking rests on few programs made from the failing one"]
    return []


def _entry(r: Ranked) -> str:
    return f"  {r.rank:4d}  {r.score:.3f}  {r.lines:5d}  {r.name}"


def markdown(rows: Sequence[IsolationRow]) -> str:
    """The section of a bug report that says where the bug may lie."""
    if not rows:
        return ""
    parts = ["## Where in the compiler (ccfuzz isolate)\n"]
    for row in rows:
        parts.append("```\n" + "\n".join(describe(row, REPORTED)) + "\n```\n")
    return "\n".join(parts)

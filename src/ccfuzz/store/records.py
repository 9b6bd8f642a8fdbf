"""What the store hands out: frozen records with enums, never database rows.

Every column name of the database appears in this package only; the rest of ccfuzz reads
these records. A stored observation comes back as the model's ``Observation`` (what the
oracle judged), minus what the store does not keep: a run's command line and its stderr, which of
ccfuzz's limits a build or run ran into, and any output past the store's cap.
"""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any

from ccfuzz.model import (
    BuildResult,
    BuildStatus,
    Ending,
    FindingKind,
    Observation,
    Origin,
    Program,
    ProgramStatus,
    RunResult,
)
from ccfuzz.settings import CampaignSettings


class CampaignStatus(StrEnum):
    RUNNING = "running"
    INTERRUPTED = "interrupted"  # Ctrl-C, SIGTERM, or a kill: ``hunt --resume`` goes on
    DONE = "done"  # its budget or its source ran out


@dataclass(frozen=True)
class CampaignRow:
    id: int
    created: float
    seed: int
    source: str
    settings: CampaignSettings
    status: CampaignStatus
    elapsed: float
    ccfuzz_version: str


@dataclass(frozen=True)
class ProgramRow:
    """A tested program. ``source`` is kept only for programs with findings, invalid or
    otherwise odd ones (None for the others)."""

    id: int
    campaign_id: int
    index: int
    seed: int
    name: str
    origin: Origin
    source: str | None
    stdin: bytes
    expected: bytes | None
    status: ProgramStatus
    reason: str
    seconds: float
    created: float

    def program(self, source: str | None = None) -> Program:
        """The program as a source would yield it (``source`` in place of the stored one: a
        reduced or mutated form)."""
        text = source if source is not None else self.source
        return Program(self.name, text or "", self.origin, self.stdin, self.expected)

    def origin_json(self) -> str:
        return json.dumps(asdict(self.origin))


@dataclass(frozen=True)
class ObservationRow:
    """One program under one build, as recorded: which build, and what it did."""

    id: int
    program_id: int
    build: str
    compiler: str
    version: str
    observation: Observation

    @property
    def command(self) -> tuple[str, ...]:
        """The compile command, as run (``compilers.SOURCE_NAME`` in, ``BINARY_NAME`` out)."""
        return self.observation.build.command

    @property
    def run(self) -> RunResult | None:
        return self.observation.run


@dataclass(frozen=True)
class FindingRow:
    id: int
    signature: str
    kind: FindingKind
    compiler: str
    builds: tuple[str, ...]
    summary: str
    evidence: dict[str, str]
    program_id: int
    campaign_id: int
    first_seen: float
    last_seen: float
    count: int

    def as_json(self) -> dict[str, Any]:
        return {**asdict(self), "kind": self.kind.value, "builds": list(self.builds)}


@dataclass(frozen=True)
class ReductionRow:
    finding_id: int
    bundle: str  # relative to the run directory
    source: str
    original_bytes: int
    reduced_bytes: int
    reduced_lines: int
    tool: str
    seconds: float
    affected: dict[str, dict[str, Any]]
    created: float


@dataclass(frozen=True)
class CulpritRow:
    """The optimization a finding was traced to (``ccfuzz culprit``) on one program that
    showed it (``program_id``), as recorded or in its reduced form (``program``)."""

    finding_id: int
    program_id: int
    program: str  # "recorded" | "reduced"
    scheme: str  # llvm-bisect | gcc-flags | ctos-sequence | none
    build: str  # the target build searched
    signature: str  # kind | version | culprit: findings with one are one bug
    summary: str
    details: dict[str, Any]
    tests: int  # how many times the finding predicate was asked
    seconds: float
    created: float

    @property
    def key(self) -> str:
        """The culprit itself (``-fno-tree-vrp``, ``pass GVNPass``); empty when the trace found
        none (the signature is then the finding's own)."""
        return str(self.details.get("key", ""))


@dataclass(frozen=True)
class IsolationRow:
    """Where in the compiler's source a finding's bug lies, by one method (``ccfuzz
    isolate``): ``ranking`` holds the suspicious files and functions (``isolate.rank``)."""

    finding_id: int
    method: str  # diwi | diwi-rand | sbfl | diwi+sbfl
    program: str  # "recorded" | "reduced"
    coverage_build: str
    witnesses: int
    tried: int
    seed: int
    complete: bool
    ranking: dict[str, Any]
    seconds: float
    created: float


@dataclass(frozen=True)
class TriageRow:
    """What ``ccfuzz triage`` concluded about a finding: its ``state`` (a
    ``ccfuzz.triage.states.State`` value), a line for people, the key duplicates share, and
    each stage's result."""

    finding_id: int
    state: str
    detail: str
    bug_key: str
    stages: dict[str, Any]
    complete: bool
    seconds: float
    created: float


@dataclass(frozen=True)
class CampaignSighting:
    """A finding as one campaign saw it."""

    finding_id: int
    first_seen: float  # its first sighting in the campaign
    count: int  # sightings in the campaign


# -- from database rows (the only readers of column names) --------------------------------------

_ORIGIN_FIELDS = {f.name for f in dataclasses.fields(Origin)}


def origin_from_json(text: str) -> Origin:
    data = {k: v for k, v in json.loads(text).items() if k in _ORIGIN_FIELDS}
    data["command"] = tuple(data.get("command") or ())
    return Origin(**data)


def campaign_row(row: sqlite3.Row) -> CampaignRow:
    return CampaignRow(row["id"], row["created"], row["seed"], row["source"],
                       CampaignSettings.from_json(json.loads(row["settings"])),
                       CampaignStatus(row["status"]),
                       row["elapsed"], row["ccfuzz_version"])


def program_row(row: sqlite3.Row) -> ProgramRow:
    expected = row["expected"]
    return ProgramRow(row["id"], row["campaign_id"], row["idx"], row["seed"], row["name"],
                      origin_from_json(row["origin"]), row["source"],
                      bytes(row["stdin"] or b""), None if expected is None else bytes(expected),
                      ProgramStatus(row["status"]), row["reason"], row["seconds"],
                      row["created"])


def observation_row(row: sqlite3.Row) -> ObservationRow:
    command = tuple(json.loads(row["compile_command"]))
    build = BuildResult(row["build"], BuildStatus(row["build_status"]), command,
                        row["compile_exit"], row["compile_signal"], row["diagnostics"],
                        row["compile_seconds"])
    run = None
    if row["run_status"] is not None:
        run = RunResult(Ending(row["run_status"]), (), row["run_exit"], row["run_signal"],
                        bytes(row["stdout"] or b""), "", row["run_seconds"] or 0.0)
    return ObservationRow(row["id"], row["program_id"], row["build"], row["compiler"],
                          row["version"], Observation(build, run))


def finding_row(row: sqlite3.Row) -> FindingRow:
    return FindingRow(row["id"], row["signature"], FindingKind(row["kind"]), row["compiler"],
                      tuple(json.loads(row["builds"])), row["summary"],
                      json.loads(row["evidence"]), row["program_id"], row["campaign_id"],
                      row["first_seen"], row["last_seen"], row["count"])


def reduction_row(row: sqlite3.Row) -> ReductionRow:
    return ReductionRow(row["finding_id"], row["bundle"], row["source"],
                        row["original_bytes"], row["reduced_bytes"], row["reduced_lines"],
                        row["tool"], row["seconds"], json.loads(row["affected"]),
                        row["created"])


def culprit_row(row: sqlite3.Row) -> CulpritRow:
    return CulpritRow(row["finding_id"], row["program_id"], row["program"], row["scheme"],
                      row["build"], row["signature"], row["summary"], json.loads(row["details"]),
                      row["tests"], row["seconds"], row["created"])


def triage_row(row: sqlite3.Row) -> TriageRow:
    return TriageRow(row["finding_id"], row["state"], row["detail"], row["bug_key"],
                     json.loads(row["stages"]), bool(row["complete"]), row["seconds"],
                     row["created"])


def isolation_row(row: sqlite3.Row) -> IsolationRow:
    return IsolationRow(row["finding_id"], row["method"], row["program"], row["coverage_build"],
                        row["witnesses"], row["tried"], row["seed"], bool(row["complete"]),
                        json.loads(row["ranking"]), row["seconds"], row["created"])

"""What triage's stages share: the options, the per-finding ``Context`` they read and hand
on through, the ``Stage`` protocol, and the registry of stages by name (``register``). The
stage modules (``cstages.py``, ``irstages.py``) import this, never one another; the engine
(``engine.py``) runs them in the order its pipelines list.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from ccfuzz.case.bundle import Bundle, RunDir
from ccfuzz.case.spec import Spec
from ccfuzz.store import FindingRow, ReductionRow, Store
from ccfuzz.triage.results import Result
from ccfuzz.triage.versions import Releases

Say = Callable[[str], None]


@dataclass(frozen=True)
class Options:
    jobs: int = 2
    reduce_seconds: float = 1800.0  # the C reduction's budget
    ir_seconds: float = 600.0  # llvm-reduce's budget
    against: tuple[Path, ...] = ()  # other run directories whose bugs count for duplicates


@dataclass
class Context:
    """One finding's triage so far: its results, and what stages hand on to later ones."""

    store: Store
    finding: FindingRow
    rundir: RunDir
    options: Options
    say: Say
    results: dict[str, Result] = field(default_factory=dict)
    # Handed on by the program stage:
    reduction: ReductionRow | None = None
    bundle: Bundle | None = None
    spec: Spec | None = None
    source: bytes = b""  # the (reduced) C program
    ir_fronts: dict[int, bytes | None] = field(default_factory=dict)  # by LLVM major
    # What the state is decided from:
    misuse: str | None = None
    invalid: str | None = None
    releases: Releases | None = None
    reachable: bool | None = None
    key: str = ""
    stop: bool = False  # a stage decided: the rest of the pipeline is not asked
    error: str | None = None  # why a stage could not go on


class Stage(Protocol):
    """One step of triage: its name (what pipelines list) and its work."""

    name: str

    def run(self, ctx: Context) -> Result | None: ...


STAGES: dict[str, Stage] = {}


def register(stage: Stage) -> Stage:
    if stage.name in STAGES:
        raise ValueError(f"triage stage {stage.name!r} registered twice")
    STAGES[stage.name] = stage
    return stage

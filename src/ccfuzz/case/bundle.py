"""The run directory's files outside the store: each finding's bundle and repro script.

``RUNDIR/bundles/finding-ID/`` (``finding-ID-program-PID/`` for another program that showed
the finding) holds what a compiler developer or a later ccfuzz needs; ``RUNDIR/repro/
finding-ID.sh`` is ``ccfuzz show``'s script. This module is the one place that names these
files; everything else asks a ``RunDir`` or a ``Bundle`` for them, and reads and writes the
JSON ones through the typed readers and writers here (a record that is missing or damaged
reads as None, never as an exception: an archive may have lost a file).
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ccfuzz.case.spec import Spec

BUNDLES = "bundles"
REPRO = "repro"


@dataclass(frozen=True)
class RunDir:
    """A run directory: where each finding's bundle and script live."""

    path: Path

    def bundle(self, finding_id: int, program_id: int | None = None) -> Bundle:
        """The bundle of the finding's own program, or of another program that showed it."""
        name = f"finding-{finding_id}" + ("" if program_id is None else f"-program-{program_id}")
        return Bundle(self.path / BUNDLES / name)

    def bundle_at(self, relative: str) -> Bundle:
        """The bundle a store's reduction names (relative to the run directory)."""
        return Bundle(self.path / relative)

    def relative(self, path: Path) -> str:
        return os.path.relpath(path, self.path)

    def repro_script(self, finding_id: int) -> Path:
        return self.path / REPRO / f"finding-{finding_id}.sh"


@dataclass(frozen=True)
class Ledger:
    """``reduction.json``: how long the reduction took, whether it ran to its end, and the
    commands that accept its result as strict C (None: strictness was not asked)."""

    seconds: float
    complete: bool
    strict_dialect: str | None = None
    strict_commands: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"seconds": self.seconds, "complete": self.complete,
                "strict": None if self.strict_dialect is None else {
                    "dialect": self.strict_dialect, "commands": list(self.strict_commands)}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Ledger:
        strict = data.get("strict")
        return cls(float(data["seconds"]), bool(data["complete"]),
                   None if strict is None else str(strict["dialect"]),
                   () if strict is None else tuple(strict["commands"]))


@dataclass(frozen=True)
class Outcome:
    """What one build of the claim did with the reduced program (``outcomes.json``): its
    compile's status and last diagnostics, and, when it built, how its binary ended."""

    build: str
    command: tuple[str, ...]
    version: str
    compile: str
    diagnostics: str = ""
    ending: str | None = None  # None: no binary to run
    code: int | None = None
    stdout: str = ""

    def to_json(self) -> dict[str, Any]:
        return {**asdict(self), "command": list(self.command)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Outcome:
        return cls(str(data["build"]), tuple(data["command"]), str(data.get("version", "")),
                   str(data["compile"]), str(data.get("diagnostics", "")), data.get("ending"),
                   data.get("code"), str(data.get("stdout", "")))


@dataclass(frozen=True)
class Bundle:
    """One finding's bundle directory (see the module)."""

    path: Path

    # -- the C reduction's files (``reduce/run.py``) --
    @property
    def original_c(self) -> Path:
        return self.path / "original.c"

    @property
    def input(self) -> Path:
        """The program's standard input."""
        return self.path / "input"

    @property
    def spec_file(self) -> Path:
        return self.path / "spec.json"

    @property
    def interesting(self) -> Path:
        """The interestingness check C-Vise runs (also by hand, beside a ``prog.c``)."""
        return self.path / "interesting.sh"

    @property
    def reduced_c(self) -> Path:
        return self.path / "reduced.c"

    @property
    def working_c(self) -> Path:
        """The program the reduction's stages pass on to one another (removed at the end)."""
        return self.path / ".work.c"

    @property
    def pass_groups(self) -> tuple[Path, Path, Path]:
        """C-Vise's pass groups: its first sweep, its main sweep, its clean-up."""
        return (self.path / "cvise-first-sweep.json", self.path / "cvise-sweep.json",
                self.path / "cvise-cleanup.json")

    @property
    def reducer_log(self) -> Path:
        return self.path / "cvise.log"

    @property
    def ledger_file(self) -> Path:
        return self.path / "reduction.json"

    @property
    def outcomes_file(self) -> Path:
        return self.path / "outcomes.json"

    # -- the IR reduction's files (``triage/ir.py``) --
    @property
    def original_ll(self) -> Path:
        return self.path / "original.ll"

    @property
    def reduced_ll(self) -> Path:
        return self.path / "reduced.ll"

    @property
    def ir_test(self) -> Path:
        """llvm-reduce's test spec (``triage/irtest.py`` reads it)."""
        return self.path / "ir-test.json"

    @property
    def ir_interesting(self) -> Path:
        return self.path / "ir-interesting.sh"

    @property
    def ir_before_pass(self) -> Path:
        """The IR just before a clang finding's culprit pass."""
        return self.path / "before-pass.ll"

    @property
    def ir_before_pass_reduced(self) -> Path:
        return self.path / "before-pass.reduced.ll"

    # -- the report (``report/``) --
    @property
    def report(self) -> Path:
        return self.path / "report.md"

    def make(self) -> Bundle:
        self.path.mkdir(parents=True, exist_ok=True)
        return self

    # -- typed records --
    def spec(self) -> Spec | None:
        """The reduction's spec; None when it is missing or unreadable."""
        try:
            return Spec.load(self.spec_file)
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return None

    def write_spec(self, spec: Spec) -> None:
        spec.dump(self.spec_file)

    def ledger(self) -> Ledger | None:
        try:
            return Ledger.from_json(json.loads(self.ledger_file.read_text()))
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def write_ledger(self, ledger: Ledger) -> None:
        self.ledger_file.write_text(json.dumps(ledger.to_json(), indent=2) + "\n")

    def outcomes(self) -> tuple[Outcome, ...]:
        """What each build does with ``reduced.c`` (empty when not recorded)."""
        try:
            data = json.loads(self.outcomes_file.read_text())
            if isinstance(data, dict):  # written before each entry named its build
                data = [{"build": b, **v, "ending": v.get("run")} for b, v in data.items()]
            return tuple(Outcome.from_json(d) for d in data)
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return ()

    def write_outcomes(self, outcomes: Sequence[Outcome]) -> None:
        self.outcomes_file.write_text(json.dumps([o.to_json() for o in outcomes], indent=2)
                                      + "\n")

    def kept_other_than_original(self) -> bool:
        """Whether a stopped reduction left a program other than the original here."""
        try:
            return self.reduced_c.read_bytes() != self.original_c.read_bytes()
        except OSError:
            return False

    def read_text(self, path: Path) -> str | None:
        """One of this bundle's files as text; None when it is missing."""
        try:
            return path.read_text(errors="replace")
        except OSError:
            return None

"""What a reduction must preserve, written down as JSON for the interestingness check.

A spec is the finding's claim (``ccfuzz.predicate``: the target builds with their recorded
command lines and versions, and for wrong code and runtime crashes up to two reference
builds that gave the majority's answer) and the guard settings, which say which extra
compilers check the candidate for undefined behaviour.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ccfuzz.predicate import Claim, claim_of
from ccfuzz.reduce.guard import Guard

if TYPE_CHECKING:  # the check runs once per candidate: it need not load the store (sqlite3)
    from ccfuzz.store import FindingRow, ObservationRow, ProgramRow


@dataclass
class Spec:
    finding_id: int
    claim: Claim
    guard: Guard = field(default_factory=Guard)

    def dump(self, path: Path) -> None:
        data = {"finding_id": self.finding_id, "claim": self.claim.to_json(),
                "guard": vars(self.guard)}
        path.write_text(json.dumps(data, indent=2) + "\n")

    @classmethod
    def load(cls, path: Path) -> Spec:
        data: dict[str, Any] = json.loads(path.read_text())
        return cls(data["finding_id"], Claim.from_json(data["claim"]), Guard(**data["guard"]))


def from_finding(finding: FindingRow, program: ProgramRow,
                 observations: Sequence[ObservationRow], compile_seconds: float,
                 run_seconds: float, guard: Guard) -> Spec:
    """The spec of reducing ``program``, which showed ``finding``: its candidates are other
    programs, so the claim asks reference builds."""
    return Spec(finding.id, claim_of(finding, program, observations, compile_seconds,
                                     run_seconds, recorded=False), guard)

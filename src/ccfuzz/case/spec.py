"""What a reduction must preserve, written down as JSON for the interestingness check.

A spec is the finding's claim (``ccfuzz.predicate``: the target builds with their recorded
command lines and versions, and for wrong code and runtime crashes up to two reference
builds that gave the majority's answer), the guard settings, which say which extra
compilers check the candidate for undefined behaviour, and the dialect of strict C the
original program is valid under (``strict.py``), which every candidate must stay valid under.

The spec also lists the original's asm statements (``constructs.asm_statements``): a
candidate may keep each whole or delete it, never edit it (None, in a spec written before
they were listed: not asked).

A spec without a dialect (None) asks no strictness: the original is not strict C even as
GNU C11, or the spec was written before strictness was checked. Such an old spec is read as
it was checked: its bundle's ``reduced.c`` came from a check that never asked, and reading
it as "gnu11" would have its own ``interesting.sh`` refuse its result, and the report claim
a validity nobody checked.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ccfuzz.case.guard import Guard
from ccfuzz.case.strict import Dialect, dialect_of
from ccfuzz.constructs import asm_statements
from ccfuzz.predicate import Claim, claim_of

if TYPE_CHECKING:  # the check runs once per candidate: it need not load the store (sqlite3)
    from ccfuzz.settings import CampaignSettings
    from ccfuzz.store import FindingRow, ObservationRow, ProgramRow


@dataclass
class Spec:
    finding_id: int
    claim: Claim
    guard: Guard = field(default_factory=Guard)
    dialect: Dialect | None = None  # None: strictness is not asked (see the module)
    asm: tuple[str, ...] | None = None  # the original's asm statements (see the module)

    def dump(self, path: Path) -> None:
        data = {"finding_id": self.finding_id, "claim": self.claim.to_json(),
                "guard": vars(self.guard),
                "dialect": None if self.dialect is None else self.dialect.to_json(),
                "asm": None if self.asm is None else list(self.asm)}
        path.write_text(json.dumps(data, indent=2) + "\n")

    @classmethod
    def load(cls, path: Path) -> Spec:
        data: dict[str, Any] = json.loads(path.read_text())
        dialect = data.get("dialect")
        asm = data.get("asm")
        return cls(data["finding_id"], Claim.from_json(data["claim"]), Guard(**data["guard"]),
                   None if dialect is None else Dialect.from_json(dialect),
                   None if asm is None else tuple(asm))


def from_finding(finding: FindingRow, program: ProgramRow,
                 observations: Sequence[ObservationRow], settings: CampaignSettings,
                 guard: Guard, *, strict: bool = False) -> Spec:
    """The spec of reducing ``program``, which showed ``finding``: its candidates are other
    programs, so the claim asks reference builds. With ``strict``, they must stay in the
    program's dialect (a reduction's; DiWi's witnesses need not)."""
    dialect = dialect_of((program.source or "").encode(),
                         seconds=settings.compile_limits.wall_seconds) if strict else None
    return Spec(finding.id, claim_of(finding, program, observations, settings,
                                     recorded=False), guard, dialect,
                tuple(asm_statements(program.source or "")))

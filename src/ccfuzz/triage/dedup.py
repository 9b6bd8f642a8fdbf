"""Which findings are one bug: their reduced failure and culprit agree.

The key leaves the compiler's release out (a bug shown by clang-19 and clang-22 is one), and
keeps its family, the finding's kind, the culprit (pass or flags) and, for crashes, the core of
the crash on the reduced program (``ir.core``). A wrong-code finding with no culprit has
nothing to agree on (its signature names only the compiler and the levels): its key is its
reduced program, so it is never taken for another. A rejection or crash with neither keeps
its signature (the first error or the crash text).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from pathlib import Path

from ccfuzz.errors import CcfuzzError
from ccfuzz.model import FindingKind
from ccfuzz.store import DB_NAME, FindingRow, Store
from ccfuzz.triage.ir import core
from ccfuzz.triage.states import State


def c_key(finding: FindingRow, family: str, culprit: str, crash_detail: str | None,
          reduced: bytes) -> str:
    failure = core(crash_detail) if crash_detail else ""
    if culprit or failure:
        return f"{finding.kind.value}|{family}|{culprit}|{failure}"
    if finding.kind in (FindingKind.WRONG_CODE, FindingKind.RUNTIME_CRASH):
        # Its signature is only the compiler and the levels: two bugs would share it.
        return f"{finding.kind.value}|{family}|program {hashlib.sha256(reduced).hexdigest()[:16]}"
    return f"{finding.kind.value}|{family}|own {finding.signature}"


def passes_key(kind: FindingKind, last_pass: str, detail: str) -> str:
    return f"{kind.value}|llvm|pass {last_pass}|{core(detail)}"


def earlier(store: Store, finding_id: int, key: str, others: Sequence[Path]) -> str | None:
    """The finding this one duplicates: in another run directory of ``others`` (given first
    place: they hold bugs already known), or the lowest-numbered one in this store, that is
    not itself a duplicate, with the same key."""
    for rundir in others:
        if not (rundir / DB_NAME).is_file():
            raise CcfuzzError(f"--against {rundir}: no ccfuzz database there")
        with Store(rundir, write=False) as other:
            for fid, row in sorted(other.triages().items()):
                if row.bug_key == key and row.state != State.DUPLICATE:
                    return f"{rundir}#{fid}"
    for fid, row in sorted(store.triages().items()):
        if fid < finding_id and row.bug_key == key and row.state not in (
                State.DUPLICATE, State.UNRESOLVED):
            return str(fid)
    return None

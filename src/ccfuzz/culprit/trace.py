"""A stored finding's culprit: from the store to a search, and back as a ``CulpritRow``.

The program searched is one that showed the finding (its own by default), reduced when the
store holds its reduction: smaller programs build faster and hold fewer passes. The claim is
the reducer's (``predicate.claim_of``); the target's compiler must still be the one that made
the finding (installed, same version), or no answer about its passes would be about the bug.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ccfuzz import compilers
from ccfuzz.culprit.locate import from_sequence, locate, target_of
from ccfuzz.culprit.trials import Culprit, signature
from ccfuzz.errors import CcfuzzError, ToolMissingError
from ccfuzz.predicate import SEQUENCE, Claim, RecordedBuild, claim_of
from ccfuzz.store import CulpritRow, FindingRow, Store


def trace(store: Store, finding_id: int, program_id: int | None = None) -> CulpritRow:
    """The culprit of a finding on one of its programs (see the module); not recorded."""
    finding = store.finding(finding_id)
    pid = store.shown_by(finding, program_id)
    observations = store.observations(pid)
    versions = {o.build: o.version for o in observations}
    version = next((versions[b] for b in finding.builds if b in versions), finding.compiler)
    sequence = finding.evidence.get(SEQUENCE)
    if sequence is not None:
        return row(finding, pid, "recorded", version, from_sequence(finding.builds[0], sequence))
    asked = question(store, finding, pid)
    if asked.family in ("gcc", "clang"):
        still_installed(target_of(asked.claim.targets), asked.family)
    try:
        culprit = locate(asked.claim, asked.source.encode(), asked.family)
    except CcfuzzError as exc:
        raise CcfuzzError(f"finding {finding_id}: {exc}") from None
    return row(finding, pid, "reduced" if asked.reduced else "recorded", version, culprit)


@dataclass(frozen=True)
class Question:
    """What a culprit search asks: with which pass (or flag) off ``claim`` stops holding on
    ``source``, a program of the finding, reduced when the store holds its reduction."""

    claim: Claim
    source: str
    family: str  # of the target's compiler
    reduced: bool


def question(store: Store, finding: FindingRow, program_id: int) -> Question:
    """The search on program ``program_id`` of ``finding``, with its campaign's limits."""
    program = store.program(program_id)
    reduction = store.reduction(finding.id) if program_id == finding.program_id else None
    source = reduction.source if reduction is not None else program.source
    if not source:
        raise CcfuzzError(f"finding {finding.id}: the source of program {program_id} was not "
                          "kept")
    settings = store.campaign(finding.campaign_id).settings
    claim = claim_of(finding, program, store.observations(program_id), settings,
                     recorded=reduction is None)
    return Question(claim, source, family_of(settings.compilers, target_of(claim.targets)),
                    reduction is not None)


def row(finding: FindingRow, program_id: int, program: str, version: str,
        culprit: Culprit) -> CulpritRow:
    """The store's record of ``culprit``; without a culprit, its signature is the finding's
    own, so that ``findings --by culprit`` keeps such a finding as it is."""
    return CulpritRow(finding.id, program_id, program, culprit.scheme.value, culprit.build,
                      signature(finding.kind.value, version, culprit) or finding.signature,
                      culprit.summary, {"key": culprit.key, **culprit.details},
                      culprit.tests, culprit.seconds, time.time())


def family_of(configured: Sequence[Mapping[str, Any]], target: RecordedBuild) -> str:
    """The family of the target's compiler: as the campaign recorded it, else guessed."""
    for entry in configured:
        if entry.get("name") == target.compiler and entry.get("family"):
            return str(entry["family"])
    return compilers.guess_family(target.compiler, target.version)


def still_installed(target: RecordedBuild, family: str) -> None:
    """The target's compiler, as recorded, is still there, in the same version."""
    path = target.command[0]
    found = path if "/" in path else shutil.which(path)
    if found is None or not os.access(found, os.X_OK):
        raise ToolMissingError(f"{target.compiler} ({path}) is no longer installed: its "
                               "passes cannot be searched")
    now = compilers.from_config(target.compiler, found, family=family).version
    if now != target.version:
        raise ToolMissingError(f"{target.compiler} ({path}) is now {now!r}; the finding was "
                               f"made with {target.version!r}")

"""What a reduction must preserve, written down as JSON for the interestingness check.

A spec names the finding's kind and signature, the *target* builds (those that misbehave) and,
for wrong code and runtime crashes, up to two *reference* builds that gave the majority's
answer (another compiler first, unoptimized first: the least likely to share the bug). Each
build is its recorded compile command. The guard settings say which extra compilers check the
candidate for undefined behaviour.
"""

from __future__ import annotations

import base64
import json
import shutil
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ccfuzz.errors import CcfuzzError, ToolMissingError
from ccfuzz.model import Ending, FindingKind

if TYPE_CHECKING:  # the check runs once per candidate: it need not load the store (sqlite3)
    from ccfuzz.store import FindingRow, ObservationRow, ProgramRow

RUN_KINDS = (FindingKind.WRONG_CODE, FindingKind.RUNTIME_CRASH)
# The evidence key under which ``ccfuzz passes`` records the pipeline of a finding's reduced
# pass sequence as one shell command line (here, not in ``ccfuzz.passes``: the check imports
# this module once per candidate and must start fast).
REDUCED_SCRIPT = "reduced pipeline"
COMPILE_KINDS = (FindingKind.COMPILER_CRASH, FindingKind.COMPILER_HANG,
                 FindingKind.REJECTS_VALID)
# A candidate's binaries get this many times the slowest run the campaign saw of the program
# (each build's), at least RUN_FLOOR_SECONDS and at most the campaign's own limit. Deleting a
# loop's increment makes an endless loop, and with a campaign's limit of seconds those
# candidates were half of a token pass's time; a candidate that runs far longer than the
# program it came from is never needed.
RUN_FACTOR = 20
RUN_FLOOR_SECONDS = 0.25


@dataclass
class BuildSpec:
    id: str
    compiler: str
    version: str
    command: list[str]  # with compilers.SOURCE_NAME and BINARY_NAME


@dataclass
class Guard:
    enabled: bool = True
    sanitizer_compilers: list[str] = field(default_factory=list)  # ASan + UBSan builds
    msan_compiler: str | None = None  # clang: MSan + UBSan, for uninitialized reads
    warning_compilers: list[str] = field(default_factory=list)
    frama_c: str | None = None  # Frama-C's EVA too (``reduce --frama-c``), for programs that run
    frama_c_seconds: float = 120.0


@dataclass
class Spec:
    finding_id: int
    kind: FindingKind
    signature: str
    targets: list[BuildSpec]
    references: list[BuildSpec]
    stdin_b64: str
    compile_seconds: float
    run_seconds: float
    target_signal: int | None = None  # runtime crash: the signal the targets died of
    guard: Guard = field(default_factory=Guard)

    @property
    def stdin(self) -> bytes:
        return base64.b64decode(self.stdin_b64)

    def dump(self, path: Path) -> None:
        path.write_text(json.dumps(asdict(self), indent=2) + "\n")

    @classmethod
    def load(cls, path: Path) -> Spec:
        data: dict[str, Any] = json.loads(path.read_text())
        data["kind"] = FindingKind(data["kind"])
        data["targets"] = [BuildSpec(**b) for b in data["targets"]]
        data["references"] = [BuildSpec(**b) for b in data["references"]]
        data["guard"] = Guard(**data["guard"])
        return cls(**data)


def default_guard(enabled: bool = True) -> Guard:
    """gcc and clang (the newest installed) for sanitizers and warnings; clang for MSan."""
    clangs = sorted((n for n in ("clang-16", "clang-15", "clang-14", "clang-13", "clang")
                     if shutil.which(n)), reverse=True)
    gcc = shutil.which("gcc")
    if enabled and (gcc is None or not clangs):
        raise ToolMissingError("the undefined-behaviour guard needs gcc and clang "
                               "(Debian: gcc clang-14 libclang-rt-14-dev)")
    compilers = [c for c in ("gcc", clangs[0] if clangs else None) if c]
    # gcc's build has ASan (out of bounds, use after scope), clang's has MSan (uninitialized
    # reads); both have UBSan. A clang ASan build would add a third compile for little.
    return Guard(enabled, compilers[:1], clangs[0] if clangs else None, compilers)


def _build(obs: ObservationRow) -> BuildSpec:
    return BuildSpec(obs.build, obs.compiler, obs.version, list(obs.command))


def from_finding(finding: FindingRow, program: ProgramRow,
                 observations: Sequence[ObservationRow], compile_seconds: float,
                 run_seconds: float, guard: Guard) -> Spec:
    if finding.kind not in (*RUN_KINDS, *COMPILE_KINDS):
        raise CcfuzzError(
            f"finding {finding.id}: ccfuzz reduce shrinks programs of {', '.join(RUN_KINDS)}, "
            f"{', '.join(COMPILE_KINDS)} findings, not {finding.kind.value} ones (a {finding.kind} "
            "finding of ccfuzz passes keeps its reduced pass sequence: see ccfuzz show)")
    by_build = {o.build: o for o in observations}
    targets = [_build(by_build[b]) for b in finding.builds if b in by_build]
    if not targets:
        raise CcfuzzError(f"finding {finding.id}: its builds were not recorded")
    script = finding.evidence.get(REDUCED_SCRIPT)
    if script and finding.kind in RUN_KINDS:
        # A pass-sequence finding: its sequence was reduced first; the program is reduced
        # under that one short pipeline, not under every long sequence that showed the bug.
        first = targets[0]
        targets = [BuildSpec(f"{first.compiler} reduced sequence", first.compiler,
                             first.version, ["bash", "-c", script])]
    references: list[BuildSpec] = []
    signal = None
    if finding.kind in RUN_KINDS:
        others = [o for o in observations if o.build not in finding.builds
                  and o.run is not None and o.run.status is Ending.EXITED]
        votes = Counter(o.run.outcome() for o in others if o.run)
        if not votes:
            raise CcfuzzError(f"finding {finding.id}: no build gave a reference output")
        majority = votes.most_common(1)[0][0]
        agreeing = [o for o in others if o.run and o.run.outcome() == majority]
        target_compilers = {t.compiler for t in targets}

        def rank(o: ObservationRow) -> tuple[bool, bool]:
            unoptimized = "-O0" in o.command
            return (o.compiler in target_compilers, not unoptimized)

        chosen: list[ObservationRow] = []
        for o in sorted(agreeing, key=rank):
            if all(c.compiler != o.compiler for c in chosen) or len(agreeing) <= 2:
                chosen.append(o)
            if len(chosen) == 2:
                break
        references = [_build(o) for o in chosen]
        if finding.kind is FindingKind.RUNTIME_CRASH:
            crashed = by_build[finding.builds[0]].run
            signal = crashed.signal if crashed else None
    return Spec(finding.id, finding.kind, finding.signature, targets, references,
                base64.b64encode(program.stdin).decode(), compile_seconds,
                run_limit(run_seconds, observations), signal, guard)


def run_limit(campaign_seconds: float, observations: Sequence[ObservationRow]) -> float:
    """The run limit of a reduction's checks: ``RUN_FACTOR`` times the slowest recorded run
    of the program, within ``RUN_FLOOR_SECONDS`` and the campaign's limit."""
    runs = [o.run.seconds for o in observations if o.run is not None]
    if not runs:
        return campaign_seconds
    return min(campaign_seconds, max(RUN_FLOOR_SECONDS, RUN_FACTOR * max(runs)))

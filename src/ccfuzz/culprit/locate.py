"""Which search a finding gets, by its compiler's family and its target build.

clang bisects its passes (``llvm.py``), gcc minimizes its flags (``gcc.py``), after a swarm
build's options are shrunk to the fewest that still show the finding (``options.py``); tcc has no
optimization pipeline and an unoptimized build none to blame, so they get an answer that
says so, and no search. A ``ccfuzz passes`` finding needs no search either: its reduced
sequence's last pass is its culprit, shown in the bisection's form.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import replace

from ccfuzz.culprit import options
from ccfuzz.culprit.gcc import minimize
from ccfuzz.culprit.llvm import bisect
from ccfuzz.culprit.trials import Culprit, Scheme, Trials, opt_level
from ccfuzz.errors import CcfuzzError
from ccfuzz.model import FindingKind
from ccfuzz.predicate import Claim, RecordedBuild

# The kinds a culprit is searched for: each question is a build (and a run). A hang would
# cost the compile limit per question; a rejection comes from the front end.
TRACED = (FindingKind.WRONG_CODE, FindingKind.RUNTIME_CRASH, FindingKind.COMPILER_CRASH)
# Cheaper pipelines first: the lowest level that shows the finding is the one searched.
_LEVEL_ORDER = ("-O1", "-Og", "-Os", "-Oz", "-O2", "-O3", "-Ofast")


def target_of(targets: Sequence[RecordedBuild]) -> RecordedBuild:
    """The target build searched: the one at the lowest optimization level."""
    def rank(t: RecordedBuild) -> int:
        level = opt_level(t.command)
        return _LEVEL_ORDER.index(level) if level in _LEVEL_ORDER else len(_LEVEL_ORDER)
    return min(targets, key=rank)


def locate(claim: Claim, source: bytes, family: str) -> Culprit:
    """The culprit of ``claim`` on ``source``, the target's compiler being of ``family``."""
    start = time.monotonic()
    target = target_of(claim.targets)
    if family == "tcc":
        return Culprit(Scheme.NONE, target.id, "", "tcc has no optimization pipeline: "
                       "there is no optimization to blame")
    if family not in ("gcc", "clang"):
        return Culprit(Scheme.NONE, target.id, "", f"a compiler of the {family} family: "
                       "ccfuzz traces culprits in gcc and clang only")
    if claim.kind not in TRACED:
        return Culprit(Scheme.NONE, target.id, "", f"{claim.kind.value} findings are not "
                       "traced to an optimization (only "
                       f"{', '.join(k.value for k in TRACED)})")
    if opt_level(target.command) == "-O0":
        return Culprit(Scheme.NONE, target.id, "", "it shows at -O0: no optimization "
                       "pass to blame (the front end or code generation)")
    trials = Trials(claim, target, source)
    first = trials.ask()
    if not first.holds:
        raise CcfuzzError(f"the finding does not hold any more on this program "
                          f"({first.reason}): there is nothing to trace")
    search = bisect if family == "clang" else minimize
    culprit = options.minimize(trials, search) if options.is_swarm(target.id) \
        else search(trials)
    return replace(culprit, tests=trials.tests, seconds=time.monotonic() - start)


def from_sequence(build: str, sequence: str) -> Culprit:
    """The culprit of a ``ccfuzz passes`` finding: its reduced sequence's last pass."""
    names = sequence.split()
    if not names:
        raise CcfuzzError("the finding's reduced pass sequence is empty")
    last = names[-1].lstrip("-")
    return Culprit(Scheme.CTOS, build, f"pass {last}",
                   f"pass ({len(names)}) {last} on the module: the last pass of the reduced "
                   f"sequence `{sequence}`", {"pass": len(names), "name": last,
                                               "unit": "[module]", "sequence": sequence})

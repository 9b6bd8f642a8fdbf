"""DiWi's witness search (Chen et al., FSE'19, Algorithm 1): mutate the failing program, one
rule at a time, into *witnesses*: programs on which the finding no longer holds, that are
valid C, and whose compile covers the compiler's code in a way no kept witness did.

Rules are chosen by Metropolis-Hastings over their ranking: from the current rule (rank
``k_a``) a rule drawn at random (rank ``k_b``) is accepted with probability
``min(1, (1 - p) ** (k_b - k_a))``, ``p = 0.023``, so better-ranked rules are tried more but
none is starved. A rule's score is the mean coverage distance of the witnesses it made (each
to the witnesses kept before it, the first to the failing compile) times its success rate
(witnesses per try); ranks follow scores, ties in an order drawn once. ``Choice.RANDOM``
draws every rule uniformly instead (the paper's DiWi-rand).

Mutants whose finding still holds are kept as seeds: while no first-order mutant has become a
witness, once every rule had its chance, the search mutates one of them instead of the failing
program (higher-order mutation).

What a candidate is asked goes through one ``Witnessing`` (``trials.py``: the finding
predicate, the compiler built with coverage, the UB guard), cheapest question first; the
search owns only the choice of rules and the bookkeeping. It stops at ``Budget.witnesses``
or ``Budget.seconds``; Ctrl-C (``KeyboardInterrupt``) stops it too, keeping what was found.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Protocol

from ccfuzz.errors import ParseError
from ccfuzz.isolate import mutate
from ccfuzz.isolate.gcovdata import Line
from ccfuzz.isolate.sites import Sites

P = 0.023
MAX_SEEDS = 50  # failing mutants kept for higher-order mutation
_SITES_CACHE = 16


class Verdict(StrEnum):
    PASSES = "passes"  # the finding does not hold: a witness, if valid and new
    FAILS = "fails"  # the finding still holds: a seed for higher-order mutation
    NEITHER = "neither"  # cannot be judged (a reference build refuses it, ...)


class Witnessing(Protocol):
    """What the search asks of a candidate program."""

    def judge(self, source: bytes) -> tuple[Verdict, str]:
        """Does the finding still hold on it? With the reason."""

    def coverage(self, source: bytes) -> frozenset[Line]:
        """The lines of the compiler's source its compile covers."""

    def invalid(self, source: bytes) -> str | None:
        """Why it is not valid C (the UB guard), or None. Asked only of programs that
        passed ``judge``, right after it."""


class Choice(StrEnum):
    MH = "mh"  # Metropolis-Hastings over the rules' ranking (DiWi)
    RANDOM = "random"  # uniformly (DiWi-rand)


@dataclass(frozen=True)
class Budget:
    witnesses: int = 500
    seconds: float = 600.0


@dataclass(frozen=True)
class RuleStats:
    tries: int = 0
    witnesses: int = 0
    distance: float = 0.0  # summed over its witnesses

    @property
    def score(self) -> float:
        if not self.witnesses:
            return 0.0
        return (self.distance / self.witnesses) * (self.witnesses / self.tries)


@dataclass(frozen=True)
class Witness:
    source: bytes
    rules: tuple[str, ...]  # the rules that made it from the failing program, in order
    coverage: frozenset[Line]
    distance: float  # its coverage distance to the witnesses kept before it


@dataclass(frozen=True)
class Progress:
    witnesses: int
    tried: int
    seconds: float
    last: str  # what happened to the last mutant


@dataclass
class Result:
    witnesses: list[Witness]
    tried: int
    complete: bool  # False: interrupted before its budget was spent
    seconds: float
    stats: dict[str, RuleStats] = field(default_factory=dict)
    verdicts: dict[str, int] = field(default_factory=dict)  # how many mutants got each


def distance(a: frozenset[Line], b: frozenset[Line]) -> float:
    """Jaccard distance between two coverages: 0 the same lines, 1 none in common."""
    union = len(a | b)
    return 1.0 - len(a & b) / union if union else 0.0


@dataclass
class _Seed:
    source: bytes
    rules: tuple[str, ...]


class Search:
    def __init__(self, failing: bytes, failing_coverage: frozenset[Line],
                 witnessing: Witnessing, rng: random.Random, *, choice: Choice = Choice.MH,
                 p: float = P, budget: Budget | None = None,
                 on_progress: Callable[[Progress], None] | None = None) -> None:
        self.original = _Seed(failing, ())
        self.failing_coverage = failing_coverage
        self.witnessing = witnessing
        self.rng = rng
        self.choice = choice
        self.p = p
        self.budget = budget or Budget()
        self.on_progress = on_progress
        self._sites: dict[bytes, Sites] = {}
        top = self._parse(failing)
        if top is None:
            raise ParseError("the failing program does not parse: nothing to mutate")
        # Rules that apply nowhere in the failing program are never drawn for it.
        self.rules = [r for r in mutate.rules() if r.places(top)]
        order = list(range(len(self.rules)))
        rng.shuffle(order)
        self._tie = {r.name: i for i, r in zip(order, self.rules, strict=True)}
        self.stats = {r.name: RuleStats() for r in self.rules}
        self.current = rng.randrange(len(self.rules)) if self.rules else 0

    # -- choosing ----------------------------------------------------------------------------

    def ranks(self) -> dict[str, int]:
        """Each rule's rank, 1 the best: by score, ties in the order drawn at the start."""
        order = sorted(self.rules, key=lambda r: (-self.stats[r.name].score,
                                                  self._tie[r.name]))
        return {r.name: i + 1 for i, r in enumerate(order)}

    def next_rule(self) -> mutate.Rule:
        if self.choice is Choice.RANDOM:
            return self.rules[self.rng.randrange(len(self.rules))]
        ranks = self.ranks()
        k_a = ranks[self.rules[self.current].name]
        while True:
            b = self.rng.randrange(len(self.rules))
            k_b = ranks[self.rules[b].name]
            if k_b <= k_a or self.rng.random() < (1 - self.p) ** (k_b - k_a):
                self.current = b
                return self.rules[b]

    def _parent(self, seeds: Sequence[_Seed], witnesses: int, tried: int) -> _Seed:
        if witnesses == 0 and seeds and tried >= len(self.rules):
            return seeds[self.rng.randrange(len(seeds))]
        return self.original

    def _parse(self, source: bytes) -> Sites | None:
        if source not in self._sites:
            if len(self._sites) >= _SITES_CACHE:
                del self._sites[next(k for k in self._sites if k != self.original.source)]
            try:
                self._sites[source] = Sites(source)
            except ParseError:
                return None
        return self._sites[source]

    # -- the loop ----------------------------------------------------------------------------

    def run(self) -> Result:
        start = time.monotonic()
        witnesses: list[Witness] = []
        coverages: set[frozenset[Line]] = set()
        seeds: list[_Seed] = []
        seen: set[bytes] = {hashlib.sha1(self.original.source).digest()}
        verdicts: dict[str, int] = {}
        tried = 0
        complete = True

        def elapsed() -> float:
            return time.monotonic() - start

        try:
            while self.rules and len(witnesses) < self.budget.witnesses and \
                    elapsed() < self.budget.seconds:
                rule = self.next_rule()
                parent = self._parent(seeds, len(witnesses), tried)
                sites = self._parse(parent.source)
                if sites is None:
                    seeds = [s for s in seeds if s is not parent]
                    continue
                mutant = mutate.mutate(sites, rule, self.rng)
                tried += 1
                stats = replace(self.stats[rule.name], tries=self.stats[rule.name].tries + 1)
                self.stats[rule.name] = stats
                what = self._try(mutant, rule, parent, seen, witnesses, coverages, seeds)
                verdicts[what] = verdicts.get(what, 0) + 1
                if self.on_progress is not None:
                    self.on_progress(Progress(len(witnesses), tried, elapsed(),
                                              f"{rule.name}: {what}"))
        except KeyboardInterrupt:
            complete = False
        return Result(witnesses, tried, complete, elapsed(), dict(self.stats), verdicts)

    def _try(self, mutant: bytes | None, rule: mutate.Rule, parent: _Seed, seen: set[bytes],
             witnesses: list[Witness], coverages: set[frozenset[Line]],
             seeds: list[_Seed]) -> str:
        """Ask what ``mutant`` is, cheapest question first; keep it if it is a witness.
        Returns what became of it."""
        if mutant is None:
            return "no place"
        digest = hashlib.sha1(mutant).digest()
        if digest in seen:
            return "made before"
        seen.add(digest)
        rules = (*parent.rules, rule.name)
        verdict, _ = self.witnessing.judge(mutant)
        if verdict is Verdict.FAILS:
            if len(seeds) < MAX_SEEDS:
                seeds.append(_Seed(mutant, rules))
            return "still fails"
        if verdict is Verdict.NEITHER:
            return "cannot be judged"
        covered = self.witnessing.coverage(mutant)
        if not covered or covered in coverages:
            return "coverage seen before"
        if self.witnessing.invalid(mutant) is not None:
            return "invalid (UB guard)"
        gap = (sum(distance(covered, w.coverage) for w in witnesses) / len(witnesses)
               if witnesses else distance(covered, self.failing_coverage))
        witnesses.append(Witness(mutant, rules, covered, gap))
        coverages.add(covered)
        stats = self.stats[rule.name]
        self.stats[rule.name] = replace(stats, witnesses=stats.witnesses + 1,
                                        distance=stats.distance + gap)
        return "witness"

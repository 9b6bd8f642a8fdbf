"""DiWi's witness search (Chen et al., FSE'19, Algorithm 1): mutate the failing program, one
rule at a time, into *witnesses*: programs on which the finding no longer holds, that are
valid C, and whose compile covers the compiler's code in a way no kept witness did (nor the
failing compile): other lines, or, with ``novelty=Spectrum.COUNTS``, other lines or the same
lines run other numbers of times.

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
search owns only the choice of rules and the bookkeeping. ``jobs`` mutants are asked
about side by side (the questions are compiles and runs), then kept in the order drawn.
It stops at ``Budget.witnesses`` or ``Budget.seconds``, or when ``SPENT`` draws in a row made
no new mutant; Ctrl-C (``KeyboardInterrupt``)
stops it too, keeping what was found.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Protocol

from ccfuzz.errors import ParseError
from ccfuzz.isolate import mutate
from ccfuzz.isolate.gcovdata import Coverage, Line
from ccfuzz.isolate.rank import Spectrum
from ccfuzz.isolate.sites import Sites

P = 0.023
MAX_SEEDS = 50  # failing mutants kept for higher-order mutation
EXHAUSTED = 200
# Draws in a row that made no new mutant (from the failing program or any seed): the
# neighbourhood is spent, and the search ends rather than draw until its time is up (a small
# reduced program has few places).
SPENT = 20_000
_SITES_CACHE = MAX_SEEDS + 2  # every seed, the failing program and a spare


class Verdict(StrEnum):
    PASSES = "passes"  # the finding does not hold: a witness, if valid and new
    FAILS = "fails"  # the finding still holds: a seed for higher-order mutation
    NEITHER = "neither"  # cannot be judged (a reference build refuses it, ...)


class Witnessing(Protocol):
    """What the search asks of a candidate program."""

    def judge(self, source: bytes) -> tuple[Verdict, str]:
        """Does the finding still hold on it? With the reason."""

    def coverage(self, source: bytes) -> Coverage:
        """The lines of the compiler's source its compile covers."""

    def invalid(self, source: bytes) -> str | None:
        """Why it is not valid C (the UB guard), or None. Asked only of programs that
        passed or failed ``judge``, right after it."""


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
    coverage: Coverage
    distance: float  # its coverage distance to the witnesses kept before it


@dataclass(frozen=True)
class Progress:
    witnesses: int
    tried: int  # distinct mutants asked about
    seconds: float
    last: str  # what happened to the last mutant


@dataclass
class Result:
    witnesses: list[Witness]
    # Distinct mutants asked about; a draw that made no mutant, or one made before, is not
    # a try (``verdicts`` counts those as "no place" and "made before").
    tried: int
    complete: bool  # False: interrupted before its budget was spent
    seconds: float
    # Ended because no new mutant could be drawn (``SPENT``), or no rule applies anywhere.
    spent: bool = False
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
    def __init__(self, failing: bytes, failing_coverage: Coverage,
                 witnessing: Witnessing, rng: random.Random, *, choice: Choice = Choice.MH,
                 p: float = P, budget: Budget | None = None, jobs: int = 2,
                 novelty: Spectrum = Spectrum.LINES,
                 rules: Sequence[mutate.Rule] | None = None,
                 on_progress: Callable[[Progress], None] | None = None) -> None:
        self.original = _Seed(failing, ())
        self.failing_coverage = failing_coverage
        self.witnessing = witnessing
        self.rng = rng
        self.choice = choice
        self.p = p
        self.budget = budget or Budget()
        self.jobs = jobs
        self.novelty = novelty
        self.on_progress = on_progress
        self._sites: dict[bytes, Sites] = {}
        top = self._parse(failing)
        if top is None:
            raise ParseError("the failing program does not parse: nothing to mutate")
        # Rules that apply nowhere in the failing program are never drawn for it.
        self.rules = [r for r in (mutate.rules() if rules is None else rules)
                      if r.places(top)]
        order = list(range(len(self.rules)))
        rng.shuffle(order)
        self._tie = {r.name: i for i, r in zip(order, self.rules, strict=True)}
        self.stats = {r.name: RuleStats() for r in self.rules}
        self.current = rng.randrange(len(self.rules)) if self.rules else 0
        self._repeats = 0  # mutants of the failing program in a row that were made before

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

    def _parent(self, seeds: Sequence[_Seed], witnesses: int, drawn: int) -> _Seed:
        """The failing program, or a failing mutant of it: when no first-order mutant has
        passed after every rule had its chance (``drawn`` draws so far), or when the failing
        program's mutants are all made (``EXHAUSTED`` in a row were made before)."""
        stuck = witnesses == 0 and drawn >= len(self.rules)
        if seeds and (stuck or self._repeats >= EXHAUSTED):
            return seeds[self.rng.randrange(len(seeds))]
        return self.original

    def _key(self, coverage: Coverage) -> frozenset[Line] | frozenset[tuple[Line, int]]:
        """What a new witness's coverage must differ in from the others'."""
        return coverage.lines if self.novelty is Spectrum.LINES else coverage.profile

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
        coverages: set[frozenset[Line] | frozenset[tuple[Line, int]]] = set()
        seeds: list[_Seed] = []
        seen: set[bytes] = {hashlib.sha1(self.original.source).digest()}
        verdicts: dict[str, int] = {}
        drawn = 0
        complete = True
        idle = 0  # draws in a row that made no new mutant

        def elapsed() -> float:
            return time.monotonic() - start

        def note(rule: mutate.Rule, parent: _Seed, what: str) -> None:
            if parent is self.original:
                self._repeats = self._repeats + 1 if what == "made before" else 0
            verdicts[what] = verdicts.get(what, 0) + 1
            if self.on_progress is not None:
                self.on_progress(Progress(len(witnesses), len(seen) - 1, elapsed(),
                                          f"{rule.name}: {what}"))

        pool = ThreadPoolExecutor(max_workers=self.jobs)
        try:
            while self.rules and len(witnesses) < self.budget.witnesses and \
                    elapsed() < self.budget.seconds:
                # Draw up to ``jobs`` new mutants (the chain moves on for each), ask about
                # them side by side, then keep what they are in the order drawn.
                batch: list[tuple[mutate.Rule, _Seed, bytes]] = []
                for _ in range(50 * self.jobs):
                    if len(batch) == self.jobs:
                        break
                    rule = self.next_rule()
                    parent = self._parent(seeds, len(witnesses), drawn)
                    sites = self._parse(parent.source)
                    if sites is None:
                        seeds = [s for s in seeds if s is not parent]
                        continue
                    mutant = mutate.mutate(sites, rule, self.rng)
                    drawn += 1
                    self.stats[rule.name] = replace(self.stats[rule.name],
                                                    tries=self.stats[rule.name].tries + 1)
                    digest = hashlib.sha1(mutant).digest() if mutant is not None else b""
                    if mutant is None or digest in seen:
                        note(rule, parent, "no place" if mutant is None else "made before")
                        idle += 1
                        if idle >= SPENT:
                            break
                        continue
                    idle = 0
                    seen.add(digest)
                    batch.append((rule, parent, mutant))
                known = frozenset(coverages | {self._key(self.failing_coverage)})
                assessed = list(pool.map(self._assess, [m for _, _, m in batch],
                                         [known] * len(batch)))
                for (rule, parent, mutant), assessment in zip(batch, assessed, strict=True):
                    note(rule, parent, self._keep(mutant, rule, parent, assessment,
                                                  witnesses, coverages, seeds))
                if idle >= SPENT:
                    break
        except KeyboardInterrupt:
            complete = False
        finally:
            pool.shutdown(wait=complete, cancel_futures=True)
        # Every mutant asked about was new to ``seen``, which holds the failing program too.
        return Result(witnesses, len(seen) - 1, complete, elapsed(),
                      spent=idle >= SPENT or not self.rules,
                      stats=dict(self.stats), verdicts=verdicts)

    def _assess(self, mutant: bytes, known: frozenset[frozenset[Line] | frozenset[tuple[Line, int]]]
                ) -> _Assessment:
        """Ask what ``mutant`` is, cheapest question first, stopping at the first that
        settles it; ``known``: the keys of the kept witnesses' and the failing compile's
        coverages."""
        verdict, _ = self.witnessing.judge(mutant)
        if verdict is not Verdict.PASSES:
            return _Assessment(verdict)
        covered = self.witnessing.coverage(mutant)
        if not covered or self._key(covered) in known:
            return _Assessment(verdict, covered)
        return _Assessment(verdict, covered, self.witnessing.invalid(mutant), guarded=True)

    def _keep(self, mutant: bytes, rule: mutate.Rule, parent: _Seed, a: _Assessment,
              witnesses: list[Witness],
              coverages: set[frozenset[Line] | frozenset[tuple[Line, int]]],
              seeds: list[_Seed]) -> str:
        """Keep ``mutant`` as a witness, or as a seed, as its assessment says; what became
        of it."""
        rules = (*parent.rules, rule.name)
        if a.verdict is Verdict.FAILS:
            if len(seeds) < MAX_SEEDS:
                seeds.append(_Seed(mutant, rules))
            else:  # a full pool takes newer, higher-order mutants in too
                seeds[self.rng.randrange(MAX_SEEDS)] = _Seed(mutant, rules)
            return "still fails"
        if a.verdict is Verdict.NEITHER:
            return "cannot be judged"
        covered = a.coverage
        if not a.guarded or self._key(covered) in coverages:
            return "coverage seen before"
        if a.invalid is not None:
            return "invalid (UB guard)"
        gap = (sum(distance(covered.lines, w.coverage.lines) for w in witnesses)
               / len(witnesses) if witnesses
               else distance(covered.lines, self.failing_coverage.lines))
        witnesses.append(Witness(mutant, rules, covered, gap))
        coverages.add(self._key(covered))
        stats = self.stats[rule.name]
        self.stats[rule.name] = replace(stats, witnesses=stats.witnesses + 1,
                                        distance=stats.distance + gap)
        return "witness"


@dataclass(frozen=True)
class _Assessment:
    verdict: Verdict
    coverage: Coverage = field(default_factory=Coverage)
    invalid: str | None = None  # the UB guard's reason
    guarded: bool = False  # its coverage was new and the guard was asked

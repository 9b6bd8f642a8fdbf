"""The Metropolis-Hastings search, in one place: mutators propose, this decides.

A ``Space`` proposes a next state from the current one (with the log of the proposal ratio
q(current | proposed) / q(proposed | current)) and scores states. The chain accepts a
proposal with probability

    min(1, exp(sigma · (score(proposed) - score(current)))
           · q(current | proposed) / q(proposed | current))

so a better proposal (with a symmetric proposal) is always taken and a worse one sometimes,
the more rarely the worse it is. It counts what it did; ``restart`` goes back to the state it
started from (Athena restarts from the seed after a variant shows a bug).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

S = TypeVar("S")


@dataclass(frozen=True)
class Proposal(Generic[S]):
    state: S
    log_q_ratio: float  # log q(current | proposed) - log q(proposed | current)
    what: str  # the move, for people


class Space(Protocol[S]):
    def propose(self, state: S, rng: random.Random) -> Proposal[S] | None:
        """A move from ``state``, or None when none could be made this time."""
        ...

    def score(self, state: S) -> float: ...


def acceptance(score_now: float, score_new: float, log_q_ratio: float, sigma: float) -> float:
    """The probability of moving from a state scored ``score_now`` to one scored ``score_new``."""
    exponent = sigma * (score_new - score_now) + log_q_ratio
    return 1.0 if exponent >= 0 else math.exp(exponent)


@dataclass
class Statistics:
    steps: int = 0
    proposals: int = 0  # steps that had something to propose
    accepted: int = 0
    restarts: int = 0
    accepted_score_sum: float = 0.0

    @property
    def acceptance_rate(self) -> float:
        return self.accepted / self.proposals if self.proposals else 0.0

    @property
    def mean_accepted_score(self) -> float:
        return self.accepted_score_sum / self.accepted if self.accepted else 0.0


@dataclass(frozen=True)
class Step(Generic[S]):
    proposal: Proposal[S] | None
    accepted: bool
    state: S  # where the chain is after the step
    score: float


class Chain(Generic[S]):
    def __init__(self, space: Space[S], start: S, rng: random.Random, sigma: float) -> None:
        self.space = space
        self.rng = rng
        self.sigma = sigma
        self.start = start
        self.start_score = space.score(start)
        self.state = start
        self.score = self.start_score
        self.stats = Statistics()

    def step(self) -> Step[S]:
        self.stats.steps += 1
        proposal = self.space.propose(self.state, self.rng)
        if proposal is None:
            return Step(None, False, self.state, self.score)
        self.stats.proposals += 1
        new_score = self.space.score(proposal.state)
        p = acceptance(self.score, new_score, proposal.log_q_ratio, self.sigma)
        if self.rng.random() >= p:
            return Step(proposal, False, self.state, self.score)
        self.state, self.score = proposal.state, new_score
        self.stats.accepted += 1
        self.stats.accepted_score_sum += new_score
        return Step(proposal, True, self.state, self.score)

    def restart(self) -> None:
        self.state, self.score = self.start, self.start_score
        self.stats.restarts += 1

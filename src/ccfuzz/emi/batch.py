"""The distinct variants of one seed, and why there are no more: what ``ccfuzz emi`` writes,
what a campaign's EMI group holds and what the benchmarks count.

A strategy's stream may repeat itself (two draws delete the same statements, a chain comes
back to a text it had) or end (little to edit). ``Distinct`` keeps the variants whose text is
new and, once the stream ends or repeats itself ``patience`` times in a row, says why in
``ended``. Fewer variants than asked for is an answer, not an error; none at all is an error
(``NoVariantError``), naming the reason.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ccfuzz.emi.strategy import Strategy
from ccfuzz.errors import InvalidProgramError
from ccfuzz.model import Program

MAX_REPEATS = 200  # variants in a row that repeat an earlier text before a stream is given up


class NoVariantError(InvalidProgramError):
    """A prepared seed whose strategy made no variant at all."""


class Distinct:
    """The variants of one stream whose text differs from the seed's and from each other's.
    A variant keeps the name its strategy gave it. ``parents[k]`` is the index among the
    distinct ones (0: the seed, ``j``: the ``j``-th variant, from 1) of the text the ``k``-th
    one was made from, for chained strategies (a chain can build on a state that repeated
    an earlier text)."""

    def __init__(self, prepared: Strategy, rng: random.Random, *, prefix: str,
                 patience: int = MAX_REPEATS) -> None:
        self.prepared = prepared
        self.patience = patience
        self._stream = prepared.variants(rng, prefix=prefix)
        self._index = {prepared.program.source: 0}
        self._last = prepared.program.source  # the text the stream made last
        self.made: list[Program] = []
        self.parents: list[int] = []
        self.ended: str | None = None  # why the stream has no more, once it has none

    def __iter__(self) -> Distinct:
        return self

    def __next__(self) -> Program:
        if self.ended is not None:
            raise StopIteration
        repeats = 0
        for program in self._stream:
            parent, self._last = self._index[self._last], program.source
            if program.source in self._index:
                repeats += 1
                if repeats >= self.patience:
                    self.ended = (f"its last {self.patience} variants repeated earlier ones "
                                  f"({self.prepared.describe()})")
                    raise StopIteration
                continue
            self.made.append(program)
            self.parents.append(parent)
            self._index[program.source] = len(self.made)
            return program
        self.ended = self.prepared.why_ended()
        raise StopIteration


@dataclass(frozen=True)
class Batch:
    variants: tuple[Program, ...]
    asked: int
    why_fewer: str | None  # None when every variant asked for was made

    def note(self, strategy: str) -> str | None:
        """One line for people when fewer were made than asked for."""
        if self.why_fewer is None:
            return None
        return (f"only {len(self.variants)} of {self.asked} variants: {strategy} can make "
                f"no more distinct ones: {self.why_fewer}")


def take(prepared: Strategy, count: int, rng: random.Random, *, prefix: str,
         patience: int = MAX_REPEATS) -> Batch:
    """Up to ``count`` distinct variants, and why fewer; NoVariantError (naming the seed and
    the reason) when there is none."""
    stream = Distinct(prepared, rng, prefix=prefix, patience=patience)
    made = tuple(v for _, v in zip(range(count), stream, strict=False))
    if not made:
        raise none_made(prepared, stream.ended)
    return Batch(made, count, stream.ended if len(made) < count else None)


def none_made(prepared: Strategy, ended: str | None) -> NoVariantError:
    """The error of a seed that gave no variant, naming it and why."""
    where = prepared.program.origin.path or prepared.program.name
    return NoVariantError(f"{where}: {prepared.name} made no variant: {ended}")

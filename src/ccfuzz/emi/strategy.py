"""What every EMI strategy is: prepared once per seed, then a stream of variants.

A strategy turns one seed program into variants that must print, on the seed's input, what
the seed prints. It is prepared once per seed (``prepare``: parse, run, profile;
``InvalidProgramError`` or ``ParseError`` say why a seed cannot serve), then asked for
variants. ``chained`` says how a campaign numbers them: a chained strategy's variant ``k`` is
the ``k``-th of one stream (each builds on the one before), an unchained one's variants are
independent, each the first of a stream of its own.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Protocol

from ccfuzz.model import Program


@dataclass(frozen=True)
class Settings:
    """How a seed is prepared, whatever the strategy."""

    compiler: str = "gcc"  # its -O0 build on the seed's input defines the expected output
    run_seconds: float = 10.0  # how long a profiling run of the seed may take
    corpus: Path | None = None  # more C files to draw statements from (strategies that insert)
    points: float = 0.1  # strategies that profile values: probability of sampling a statement


class Strategy(Protocol):
    name: ClassVar[str]
    summary: ClassVar[str]  # one line for --help
    chained: ClassVar[bool]

    @classmethod
    def prepare(cls, program: Program, settings: Settings) -> Strategy:
        """Parse, run and profile the seed; refuse it with the reason if it cannot serve."""
        ...

    @property
    def program(self) -> Program:
        """The seed."""
        ...

    @property
    def output(self) -> bytes:
        """What the seed prints on its input: every variant must print it too."""
        ...

    def itself(self) -> Program:
        """The seed as a member of its own EMI family (what it is equivalent to: itself)."""
        ...

    @property
    def reference(self) -> str:
        """The build that defined ``output``, e.g. ``gcc -O0``."""
        ...

    def describe(self) -> str:
        """One line about the seed as this strategy sees it (what it may edit)."""
        ...

    def variants(self, rng: random.Random, *, prefix: str) -> Iterator[Program]:
        """Variants named ``{prefix}-{name}-{k}``; the stream may end early (little to edit)."""
        ...

    def why_ended(self) -> str:
        """Why the last stream of variants ended: what bounds this seed's variants."""
        ...

    def statistics(self) -> dict[str, float]:
        """Figures about the variants made so far (for the manifest and benchmarks)."""
        ...

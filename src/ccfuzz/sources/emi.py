"""EMI variants as a campaign source: ``emi:NAME:csmith``, ``emi:NAME:dir:PATH``, ...

``NAME`` is a strategy of ``ccfuzz.emi.registry``. Programs come in groups, one per seed taken
from the base source: program ``i`` belongs to seed ``i // GROUP``; its first member is the
seed itself, the others are variants. Each carries the seed's reference output as its
expected output, so every build of every member is checked against it (the EMI oracle). A
worker prepares (parses, runs, profiles) a seed once and keeps it for the next members of its
group.

Everything is a function of the campaign seed and ``i``. An unchained strategy's member ``k``
is the first variant of a stream seeded by the member's own seed; a chained strategy's member
``k`` is the ``k``-th variant of the group's one stream, which a worker keeps between members
and replays from the start when asked for a member it has gone past (another worker took the
ones between).
"""

from __future__ import annotations

import dataclasses
import random
from collections import OrderedDict
from collections.abc import Iterator

from ccfuzz.emi.registry import strategy as strategy_named
from ccfuzz.emi.strategy import Settings, Strategy
from ccfuzz.errors import InvalidProgramError
from ccfuzz.model import Program
from ccfuzz.sources.base import Source, derive_seed

GROUP = 8  # the seed and 7 variants
_RUN_SECONDS = 5.0  # profiling runs of a seed; Csmith programs that finish take < 0.1 s


class _Stream:
    """A chained strategy's variants of one group, and how many were taken."""

    def __init__(self, prepared: Strategy, seed: int, prefix: str) -> None:
        self.variants: Iterator[Program] = prepared.variants(random.Random(seed), prefix=prefix)
        self.taken = 0


class EmiSource:
    def __init__(self, strategy: str, base: Source, base_spec: str,
                 campaign_seed: int = 0) -> None:
        self.kind = strategy_named(strategy)
        self.strategy = strategy
        self.base = base
        self.base_spec = base_spec
        self.campaign_seed = campaign_seed
        self.settings = Settings(run_seconds=_RUN_SECONDS)
        self._seeds: OrderedDict[int, Strategy | InvalidProgramError] = OrderedDict()
        self._streams: dict[int, _Stream] = {}

    @property
    def spec(self) -> str:
        return f"emi:{self.strategy}:{self.base_spec}"

    def size(self) -> int | None:
        n = self.base.size()
        return None if n is None else n * GROUP

    def name_of(self, index: int) -> str:
        return f"{self._base_name(index // GROUP)}#{index % GROUP}"

    def _base_name(self, group: int) -> str:
        name_of = getattr(self.base, "name_of", None)
        return str(name_of(group)) if name_of else f"seed-{group}"

    def seed(self, group: int) -> Strategy:
        """The group's seed, prepared for the strategy (once per worker while in use)."""
        if group not in self._seeds:
            base_seed = derive_seed(self.campaign_seed, group)
            try:
                self._seeds[group] = self.kind.prepare(self.base.program(group, base_seed),
                                                       self.settings)
            except InvalidProgramError as exc:
                self._seeds[group] = exc
            while len(self._seeds) > 2:
                old, _ = self._seeds.popitem(last=False)
                self._streams.pop(old, None)
        found = self._seeds[group]
        if isinstance(found, InvalidProgramError):
            raise InvalidProgramError(f"EMI seed {self._base_name(group)}: {found}")
        return found

    def program(self, index: int, seed: int) -> Program:
        group, member = divmod(index, GROUP)
        s = self.seed(group)
        if member == 0:
            return s.itself()
        if self.kind.chained:
            found = self._chained(group, member, s)
        else:
            found = next(s.variants(random.Random(seed), prefix=s.program.name), None)
        if found is None:
            raise InvalidProgramError(f"EMI seed {s.program.name}: {self.strategy} made no "
                                      f"variant #{member} ({s.describe()})")
        origin = found.origin
        if self.kind.chained:  # each member builds on the one before
            parent = s.program.name + (f"#{member - 1}" if member > 1 else "")
            origin = dataclasses.replace(origin, parent=parent)
        return dataclasses.replace(found, name=f"{s.program.name}#{member}", origin=origin)

    def _chained(self, group: int, member: int, s: Strategy) -> Program | None:
        stream = self._streams.get(group)
        if stream is None or stream.taken >= member:
            stream = _Stream(s, derive_seed(self.campaign_seed, group * GROUP),
                             s.program.name)
            self._streams[group] = stream
        found = None
        while stream.taken < member:
            found = next(stream.variants, None)
            if found is None:
                return None
            stream.taken += 1
        return found

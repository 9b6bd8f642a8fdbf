"""EMI variants as a campaign source: ``emi:NAME:csmith``, ``emi:NAME:dir:PATH``, ...

``NAME`` is a strategy of ``ccfuzz.emi.registry``. Programs come in groups, one per seed taken
from the base source: program ``i`` belongs to seed ``i // GROUP``; its first member is the
seed itself, the others are variants. Each carries the seed's reference output as its
expected output, so every build of every member is checked against it (the EMI oracle). A
worker prepares (parses, runs, profiles) a seed once and keeps it for the next members of its
group.

Everything is a function of the campaign seed and ``i``: member ``k`` of a group is the
``k``-th distinct variant (``emi.batch.Distinct``: its text differs from the seed's and the
earlier members') of the group's one stream, seeded from the campaign seed and the group:
what ``ccfuzz emi -n 7`` writes with that variant seed. A worker keeps the stream's variants and
goes on from where it stopped. A seed that allows fewer distinct variants than a group has
members leaves the rest recorded as invalid, with the strategy's reason (``why_ended``).
"""

from __future__ import annotations

import dataclasses
import random
from collections import OrderedDict

from ccfuzz.emi.batch import Distinct
from ccfuzz.emi.registry import strategy as strategy_named
from ccfuzz.emi.strategy import Settings, Strategy
from ccfuzz.errors import InvalidProgramError
from ccfuzz.model import Program
from ccfuzz.sources.base import Source, derive_seed

GROUP = 8  # the seed and 7 variants
_RUN_SECONDS = 5.0  # profiling runs of a seed; Csmith programs that finish take < 0.1 s


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
        self._streams: dict[int, Distinct] = {}

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
        stream = self._streams.get(group)
        if stream is None:
            stream = Distinct(s, random.Random(derive_seed(self.campaign_seed, group * GROUP)),
                              prefix=s.program.name)
            self._streams[group] = stream
        while len(stream.made) < member and next(stream, None) is not None:
            pass
        if len(stream.made) < member:
            made = (f"made only {len(stream.made)} distinct variants, not the {GROUP - 1} of "
                    "a group" if stream.made else "made no variant")
            raise InvalidProgramError(f"EMI seed {s.program.name}: {self.strategy} {made}: "
                                      f"{stream.ended}")
        found = stream.made[member - 1]
        origin = found.origin
        if self.kind.chained:  # each member builds on an earlier one (or the seed)
            parent = stream.parents[member - 1]
            origin = dataclasses.replace(
                origin, parent=s.program.name + (f"#{parent}" if parent else ""))
        return dataclasses.replace(found, name=f"{s.program.name}#{member}", origin=origin)

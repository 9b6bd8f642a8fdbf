"""EMI variants as a campaign source: ``emi:orion:csmith``, ``emi:orion:dir:PATH``.

Programs come in groups, one per seed taken from the base source: program ``i`` belongs to
seed ``i // GROUP``; its first member is the seed itself, the others are variants. Each carries
the seed's reference output as its expected output, so every build of every member is checked
against it (the EMI oracle). A worker prepares (parses, runs, profiles) a seed once and keeps
it for the next members of its group. Everything is a function of the campaign seed and ``i``.
"""

from __future__ import annotations

import random
from collections import OrderedDict

from ccfuzz.emi import orion
from ccfuzz.emi.seed import Seed, prepare
from ccfuzz.errors import ConfigError, InvalidProgramError
from ccfuzz.model import Program
from ccfuzz.sources import Source, derive_seed

GROUP = 8  # the seed and 7 variants
STRATEGIES = ("orion",)
_RUN_SECONDS = 5.0  # profiling runs of a seed; Csmith programs that finish take < 0.1 s


class EmiSource:
    def __init__(self, strategy: str, base: Source, base_spec: str,
                 campaign_seed: int = 0) -> None:
        if strategy not in STRATEGIES:
            raise ConfigError(f"unknown EMI strategy {strategy!r}; known: "
                              + ", ".join(STRATEGIES))
        self.strategy = strategy
        self.base = base
        self.base_spec = base_spec
        self.campaign_seed = campaign_seed
        self._seeds: OrderedDict[int, Seed | InvalidProgramError] = OrderedDict()

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

    def seed(self, group: int) -> Seed:
        if group not in self._seeds:
            base_seed = derive_seed(self.campaign_seed, group)
            try:
                self._seeds[group] = prepare(self.base.program(group, base_seed),
                                             run_seconds=_RUN_SECONDS)
            except InvalidProgramError as exc:
                self._seeds[group] = exc
            while len(self._seeds) > 2:
                self._seeds.popitem(last=False)
        found = self._seeds[group]
        if isinstance(found, InvalidProgramError):
            raise InvalidProgramError(f"EMI seed {self._base_name(group)}: {found}")
        return found

    def program(self, index: int, seed: int) -> Program:
        group, member = divmod(index, GROUP)
        s = self.seed(group)
        if member == 0:
            return s.member(s.program.name, s.program.source, self.strategy,
                            "none: the seed itself", parent=None)
        rng = random.Random(seed)
        for _ in range(20):
            v = orion.variant(s, rng, name=f"{s.program.name}#{member}")
            if v is not None:
                return v.program
        raise InvalidProgramError(f"EMI seed {s.program.name}: no statement its input leaves "
                                  f"unexecuted could be deleted ({len(orion.candidates(s))} "
                                  "candidates)")

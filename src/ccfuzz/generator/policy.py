"""Every random choice of the generator goes through a ``Policy``.

The policy owns the ``random.Random`` (seeded by the program's seed), a table of weights and
numbers (defaults below, overridable from a TOML or JSON file), and the program's feature set:
swarm testing (Groce et al., ISSTA'12) switches each feature off with probability
``swarm_off`` per program, unless the file forces it on or off.
"""

from __future__ import annotations

import json
import random
import tomllib
from bisect import bisect
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import accumulate
from pathlib import Path
from typing import TypeVar

from ccfuzz.errors import ConfigError

T = TypeVar("T")

FEATURES: tuple[str, ...] = (
    "structs", "unions", "bitfields", "arrays", "pointers", "multilevel_pointers", "volatile",
    "const", "loops", "goto", "break_continue", "early_return", "calls", "ternary", "casts",
    "compound_assign", "increments", "struct_assign", "pointer_compare", "int64", "mul_div",
    "shifts", "safe_math",
)

DEFAULT_STMT_WEIGHTS: dict[str, float] = {
    "assign": 10, "compound_assign": 3, "call_new": 2, "call_old": 2, "if": 3, "for": 2,
    "goto": 1, "break": 1, "continue": 1, "return": 0.5, "pointer_assign": 2,
    "struct_assign": 1,
}
DEFAULT_EXPR_WEIGHTS: dict[str, float] = {
    "const": 3, "var": 6, "binary": 7, "unary": 1, "cast": 1.5, "ternary": 1,
    "pointer_compare": 0.5,
}
DEFAULT_NUMBERS: dict[str, float] = {
    "swarm_off": 0.25,  # probability that swarm testing switches a feature off
    "safe_math_on": 0.3,  # probability of safe-math wrappers when not forced
    "expr_depth": 3, "block_max": 6, "nesting_max": 3, "main_block_max": 8,
    "function_depth_max": 4, "params_max": 4, "locals_max": 5, "loop_trip_max": 6,
    "records_max": 4, "fields_max": 5, "globals_per_kb": 1.2, "array_dim_max": 5,
    "step_budget": 60000,
}


@dataclass(frozen=True)
class Settings:
    """The probability table: what a config file can change."""

    stmt_weights: Mapping[str, float] = field(default_factory=lambda: dict(DEFAULT_STMT_WEIGHTS))
    expr_weights: Mapping[str, float] = field(default_factory=lambda: dict(DEFAULT_EXPR_WEIGHTS))
    numbers: Mapping[str, float] = field(default_factory=lambda: dict(DEFAULT_NUMBERS))
    forced: Mapping[str, bool] = field(default_factory=dict)  # features fixed on or off

    @classmethod
    def load(cls, path: Path) -> Settings:
        """Read ``[features]``, ``[statements]``, ``[expressions]``, ``[numbers]`` tables
        from TOML (or the same keys from JSON); every key must be one the generator knows."""
        try:
            text = path.read_text()
            data = json.loads(text) if path.suffix == ".json" else tomllib.loads(text)
        except (OSError, ValueError) as exc:
            raise ConfigError(f"generator config {path}: {exc}") from None
        unknown = set(data) - {"features", "statements", "expressions", "numbers"}
        if unknown:
            raise ConfigError(f"generator config {path}: unknown tables {sorted(unknown)}")

        def table(name: str, known: Sequence[str], boolean: bool) -> dict[str, float]:
            got = data.get(name, {})
            if not isinstance(got, dict):
                raise ConfigError(f"generator config {path}: [{name}] must be a table")
            for key, value in got.items():
                if key not in known:
                    raise ConfigError(f"generator config {path}: unknown key {name}.{key}; "
                                      f"known: {', '.join(known)}")
                number = isinstance(value, int | float) and not isinstance(value, bool)
                if (boolean and not isinstance(value, bool)) or (
                        not boolean and (not number or value < 0)):
                    raise ConfigError(f"generator config {path}: {name}.{key} must be a "
                                      f"{'boolean' if boolean else 'number >= 0'}")
            return dict(got)

        return cls(
            stmt_weights=DEFAULT_STMT_WEIGHTS | table("statements", list(DEFAULT_STMT_WEIGHTS),
                                                       False),
            expr_weights=DEFAULT_EXPR_WEIGHTS | table("expressions", list(DEFAULT_EXPR_WEIGHTS),
                                                       False),
            numbers=DEFAULT_NUMBERS | table("numbers", list(DEFAULT_NUMBERS), False),
            forced={k: bool(v) for k, v in table("features", FEATURES, True).items()},
        )


class Policy:
    """The generator's one source of choices for one program."""

    def __init__(self, seed: int, settings: Settings | None = None) -> None:
        self.settings = settings or Settings()
        self.rng = random.Random(seed)
        weights = self.settings.stmt_weights
        self._main_weights = {**weights, "call_new": weights.get("call_new", 0) * 4}
        self._cumulative: dict[tuple[str, tuple[str, ...]], tuple[list[str], list[float]]] = {}
        off = self.settings.numbers["swarm_off"]
        self.features: frozenset[str] = frozenset(
            f for f in FEATURES
            if self.settings.forced.get(f, self._default(f, off))
        )

    def _default(self, feature: str, off: float) -> bool:
        draw = self.rng.random()  # drawn for every feature, so forcing one shifts no other
        # Safe-math wrappers are rarer than swarm testing alone would make them: plain
        # arithmetic (which value tracking keeps defined) is what optimizers see through.
        if feature == "safe_math":
            return draw < self.settings.numbers["safe_math_on"]
        return draw >= off

    def on(self, feature: str) -> bool:
        return feature in self.features

    def number(self, name: str) -> int:
        return int(self.settings.numbers[name])

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def randint(self, lo: int, hi: int) -> int:
        return self.rng.randint(lo, hi)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.rng.randrange(len(items))]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.rng.shuffle(out)
        return out

    def weighted(self, table: str, weights: Mapping[str, float], allowed: Sequence[str]) \
            -> str | None:
        """A key of ``allowed`` drawn by its weight in ``weights`` (which ``table`` names, and
        which must not change); None if every weight is zero. The draw is
        ``rng.choices(keys, weights)``'s, with the cumulative weights of each set of allowed
        keys computed once: the generator draws kinds hundreds of thousands of times."""
        key = (table, tuple(allowed))
        found = self._cumulative.get(key)
        if found is None:
            keys = [k for k in allowed if weights.get(k, 0) > 0]
            found = self._cumulative[key] = (keys, list(accumulate(weights[k] for k in keys)))
        keys, cumulative = found
        if not keys:
            return None
        total = cumulative[-1] + 0.0
        return keys[bisect(cumulative, self.rng.random() * total, 0, len(keys) - 1)]

    def stmt_kind(self, allowed: Sequence[str], main_top: bool = False) -> str | None:
        """A statement kind; at the top level of main, new calls are more likely, so that main
        is mostly calls, as in Csmith."""
        if main_top:
            return self.weighted("main", self._main_weights, allowed)
        return self.weighted("stmt", self.settings.stmt_weights, allowed)

    def expr_kind(self, allowed: Sequence[str]) -> str | None:
        return self.weighted("expr", self.settings.expr_weights, allowed)

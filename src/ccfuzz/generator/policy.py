"""Every random choice of the generator goes through a ``Policy``.

The policy owns the ``random.Random`` (seeded by the program's seed), tables of weights,
numbers and probabilities (defaults below, each overridable from a TOML or JSON file; no
probability or weight lives elsewhere), and the program's feature set: swarm testing (Groce
et al., ISSTA'12) switches each feature off with probability ``swarm_off`` per program, unless
the file forces it on or off.
"""

from __future__ import annotations

import json
import random
import re
from bisect import bisect
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from itertools import accumulate
from pathlib import Path
from typing import TypeVar

from ccfuzz.errors import ConfigError

DEFAULT_SIZE = 40_000  # bytes of C: ``generate``'s and ``ccfuzz generate``'s default
DEFAULT_SECONDS = 60.0  # time allowed for generating one program


T = TypeVar("T")

# The vector-reach families: their swarm draws come from a generator of their own, so the
# draws of the features before them, and programs without them, stay as they were.
NEW_FEATURES: tuple[str, ...] = ("vector_loops", "builtins", "idioms", "int128", "overflow",
                                 "vector_types", "memory_idioms", "bitint", "loop_functions")
# Features beyond what Debian 12's gcc and clang compile (gcc 14 and clang 16 brought
# ``_BitInt``): a program gets one only where its settings say the compilers it is aimed at
# take it (``Settings.takes``; ``ccfuzz generate --with``), or the file forces it on.
OPT_IN_FEATURES: tuple[str, ...] = ("bitint",)
FEATURES: tuple[str, ...] = (
    "structs", "unions", "bitfields", "arrays", "pointers", "multilevel_pointers", "volatile",
    "const", "loops", "goto", "break_continue", "early_return", "calls", "ternary", "casts",
    "compound_assign", "increments", "struct_assign", "pointer_compare", "int64", "mul_div",
    "shifts", "safe_math", "spellings", "while_loops", "do_loops",
    "packed",
    "embedded_assign", "comma",
    "pointer_arrays",
    "narrow_compare", "common_subexpr", "reassociation",
    "switch",
    "struct_params", "struct_returns",
    "loop_nests", "affine_indices", "recursion",
    *NEW_FEATURES,
)
# What Debian 12's gcc 12 and clang 14 take: every feature but the opt-in ones.
HOST_FEATURES: tuple[str, ...] = tuple(f for f in FEATURES if f not in OPT_IN_FEATURES)

DEFAULT_STMT_WEIGHTS: dict[str, float] = {
    "assign": 10, "compound_assign": 3, "call_new": 2, "call_old": 2, "if": 3, "for": 1.5,
    "while": 0.5, "do": 0.5, "switch": 0.75, "nest": 0.75, "call_self": 2, "goto": 1,
    "break": 1, "continue": 1, "return": 0.5, "pointer_assign": 2, "struct_assign": 1,
    # loop shapes the vectorizers take (``vloops.py``, feature ``vector_loops``)
    "map_loop": 0.3, "reduction_loop": 0.3, "select_loop": 0.3, "stride_loop": 0.2,
    "struct_loop": 0.2, "gather_loop": 0.2, "search_loop": 0.2, "carried_loop": 0.2,
    "loop_call": 0.2,  # a loop function called again (feature loop_functions)
    # __builtin_add/sub/mul_overflow (``checked.py``, feature ``overflow``)
    "overflow": 0.5,
    # GCC/clang vector types (``vectors.py``, feature ``vector_types``)
    "vector_assign": 1, "vector_lane_store": 0.3, "vector_lane_read": 0.5,
    # whole objects copied, filled and assigned (``memidioms.py``, feature ``memory_idioms``)
    "memcpy": 0.5, "memset": 0.3, "compound_literal": 0.4,
}
DEFAULT_EXPR_WEIGHTS: dict[str, float] = {
    "const": 3, "var": 6, "binary": 7, "unary": 1, "cast": 1.5, "ternary": 1,
    "pointer_compare": 0.5, "embedded_assign": 1, "comma": 0.5,
    "narrow_compare": 1, "common_subexpr": 1, "reassociation": 1,
    "builtin": 0.5, "idiom": 0.5,
}
# By the lower-case names of ``cint.BinOp`` and ``cint.UnOp`` (``and`` is ``&``, ``land``
# ``&&``, ``neg`` unary ``-``).
DEFAULT_OPERATOR_WEIGHTS: dict[str, float] = {
    "add": 3, "sub": 3, "mul": 2, "div": 2, "mod": 2, "shl": 2, "shr": 2,
    "lt": 1, "gt": 1, "le": 1, "ge": 1, "eq": 1, "ne": 1, "and": 1, "or": 1, "xor": 1,
    "land": 1, "lor": 1, "plus": 1, "neg": 1, "compl": 1, "not": 1,
}
DEFAULT_NUMBERS: dict[str, float] = {
    "expr_depth": 3, "arg_depth_max": 2, "block_max": 6, "nesting_max": 3,
    "main_call_new_factor": 4, "function_depth_max": 4, "params_max": 4, "locals_max": 5,
    "loop_trip_max": 6, "records_max": 4, "fields_max": 5,
    "recursion_depth_max": 6, "switch_cases_max": 4, "globals_per_kb": 1.2,
    "array_dim_max": 5, "array_rank_max": 3, "step_budget": 60000,
    "vector_arrays": 6, "vector_length_max": 64,
    "bitint_widths_max": 3, "bitint_width_max": 300,
}


class Chance(Enum):
    """Every probability the generator draws against: its key in the ``[probabilities]``
    table, its default, and what it is the probability of."""

    key: str
    default: float
    meaning: str

    SWARM_OFF = ("swarm_off", 0.25, "swarm testing switches a feature off (each feature the "
                 "configuration does not force, once per program)")
    SAFE_MATH = ("safe_math_on", 0.3, "a program uses safe-math wrappers (unless forced)")
    SAFE_OPERATION = ("safe_operation", 0.8, "with safe-math on, an operation that has a "
                      "wrapper goes through it")
    CONST = ("const", 0.1, "a new variable, or the target of a new pointer, is const (where "
             "the feature is on)")
    VOLATILE = ("volatile", 0.1, "a new variable, or the target of a new pointer, is "
                "volatile (where the feature is on)")
    UNION = ("union", 0.3, "a new record is a union, where structs and unions are both on")
    BIT_FIELD = ("bit_field", 0.3, "a struct member is a bit-field")
    SIGNED_BIT_FIELD = ("signed_bit_field", 0.5, "a bit-field is signed")
    BITINT_BIT_FIELD = ("bitint_bit_field", 0.5, "a bit-field is of a bit-precise type, at "
                        "most as wide as the type (feature bitint)")
    NESTED_RECORD = ("nested_record", 0.25, "a struct member is a record declared before")
    ARRAY_OF_RECORDS = ("array_of_records", 0.5, "an array's elements are records (where "
                        "there are records)")
    GLOBAL_POINTER = ("global_pointer", 0.2, "a new global is a pointer")
    GLOBAL_AGGREGATE = ("global_aggregate", 0.375, "a new global that is not a pointer is an "
                        "array, struct or union")
    LOCAL_POINTER = ("local_pointer", 0.25, "a new local is a pointer")
    LOCAL_AGGREGATE = ("local_aggregate", 0.27, "a new local that is not a pointer is an "
                       "array, struct or union")
    POINTER_PARAM = ("pointer_param", 0.35, "a new function's parameter is a pointer")
    VOID_FUNCTION = ("void_function", 0.2, "a new function returns nothing")
    RESULT_STORED = ("result_stored", 0.8, "a call of a function that returns a value "
                     "stores it")
    ELSE_BRANCH = ("else_branch", 0.5, "an if statement has an else branch")
    LOOP_OVER_ARRAY = ("loop_over_array", 0.5, "a loop runs as many times as an array in "
                       "scope has elements")
    LOOP_DOWN = ("loop_down", 0.33, "a loop counts down")
    LOOP_BY_TWO = ("loop_by_two", 0.5, "a loop that counts up steps by two")
    SWITCH_DEFAULT = ("switch_default", 0.5, "a switch has a default label")
    CASE_BREAK = ("case_break", 0.6, "a case of a switch ends with break (else it falls "
                  "through)")
    RECURSIVE_FUNCTION = ("recursive_function", 0.25, "a new function calls itself (with a "
                          "depth decreasing to 0)")
    AFFINE_INDEX = ("affine_index", 0.5, "an array index inside a loop is an affine "
                    "expression of loop counters (in bounds for every iteration)")
    NEST_ARRAY_STATEMENT = ("nest_array_statement", 0.75, "a statement in the innermost body "
                            "of a loop nest assigns an array element or a reduction")
    INCREMENT = ("increment", 0.3, "a compound assignment is written x++ or x--")
    INDEX_EXPRESSION = ("index_expression", 0.3, "an array index that is not a loop counter "
                        "is an expression (kept in bounds), not a constant")
    SHIFT_LITERAL = ("shift_literal", 0.7, "a shift count is a literal below the width")
    POINTER_EQUAL = ("pointer_equal", 0.5, "a pointer comparison is == (else !=)")
    PACKED_STRUCT = ("packed_struct", 0.3, "a struct is packed (where the feature is on)")
    PRAGMA_PACK = ("pragma_pack", 0.5, "a packed struct is declared under `#pragma pack(N)` "
                   "rather than with `__attribute__((packed))`")
    POINTER_ARRAY = ("pointer_array", 0.25, "a new pointer variable is an array of pointers "
                     "(where the feature is on)")
    STRUCT_PARAM = ("struct_param", 0.25, "a new function's parameter that is not a pointer "
                    "is a struct or union passed by value (where the feature is on)")
    STRUCT_RETURN = ("struct_return", 0.25, "a new function that returns a value returns a "
                     "struct or union (where the feature is on)")
    KEYWORD_SPELLING = ("keyword_spelling", 0.5, "an integer declaration spells its type "
                        "with keywords (`short`, `unsigned long`), not the <stdint.h> name "
                        "(where the feature is on)")
    EMBEDDED_STEP = ("embedded_step", 0.3, "a side effect inside an expression is x++, x--, "
                     "++x or --x")
    EMBEDDED_COMPOUND = ("embedded_compound", 0.3, "an assignment inside an expression is a "
                         "compound one (x += e)")
    PREFIX_STEP = ("prefix_step", 0.5, "an increment or decrement inside an expression is "
                   "prefix (++x)")
    COMMA_READ_BACK = ("comma_read_back", 0.5, "the right operand of a comma reads back "
                       "what its left one stored: (x = e, x op y)")
    NARROW_SIGNED = ("narrow_signed", 0.5, "the operand of a narrow comparison's unsigned "
                     "cast is cast to a narrow signed type first (a negative value to truncate)")
    NARROW_CONSTANT = ("narrow_constant", 0.4, "the other side of a narrow comparison is a "
                       "constant at the edge of a narrow type (-1, 255, 256, 65535 ...)")
    VECTOR_HINT = ("vector_hint", 0.0, "a loop shape free of loop-carried dependences is "
                   "marked so (`#pragma GCC ivdep`, `#pragma clang loop vectorize(enable)`, "
                   "through `_Pragma` in a macro; off by default: a reduction's edits can "
                   "make a hint false, and no check sees it)")
    LOOP_FUNCTION = ("loop_function", 0.3, "a loop shape that stores into arrays only is made "
                     "in a function of its own, over pointers to the arrays (feature "
                     "loop_functions)")
    LOOP_RESTRICT = ("loop_restrict", 0.7, "a loop function's parameters are restrict (its "
                     "calls pass distinct arrays)")
    LOOP_ALIAS = ("loop_alias", 0.5, "a loop function without restrict is made over two "
                  "stand-ins for each array (its call passes one array to both where its loop "
                  "uses both), and a later call of one without restrict or hint passes one "
                  "array to two parameters where it can")
    LOOP_NOINLINE = ("loop_noinline", 0.5, "a loop function is __attribute__((noinline))")
    VECTOR_COMPOUND = ("vector_compound", 0.3, "a loop shape's store is a compound "
                       "assignment (a[i] += e)")
    VECTOR_WRAP = ("vector_wrap", 0.3, "an element a loop shape reads goes through a builtin "
                   "or an idiom (where those features are on)")
    REUSE_NEARBY = ("reuse_nearby", 0.4, "a common subexpression is one a recent statement "
                    "of the function used (where its value is defined here)")

    def __init__(self, key: str, default: float, meaning: str) -> None:
        self.key = key
        self.default = default
        self.meaning = meaning


DEFAULT_PROBABILITIES: dict[str, float] = {c.key: c.default for c in Chance}
_TABLES = ("features", "statements", "expressions", "operators", "numbers", "probabilities")


@dataclass(frozen=True)
class Settings:
    """The probability table: what a config file can change."""

    stmt_weights: Mapping[str, float] = field(default_factory=lambda: dict(DEFAULT_STMT_WEIGHTS))
    expr_weights: Mapping[str, float] = field(default_factory=lambda: dict(DEFAULT_EXPR_WEIGHTS))
    operator_weights: Mapping[str, float] = field(
        default_factory=lambda: dict(DEFAULT_OPERATOR_WEIGHTS))
    numbers: Mapping[str, float] = field(default_factory=lambda: dict(DEFAULT_NUMBERS))
    probabilities: Mapping[str, float] = field(
        default_factory=lambda: dict(DEFAULT_PROBABILITIES))
    forced: Mapping[str, bool] = field(default_factory=dict)  # features fixed on or off
    takes: frozenset[str] = frozenset()  # the ``OPT_IN_FEATURES`` the compilers take

    @classmethod
    def load(cls, path: Path, base: Settings | None = None) -> Settings:
        """Read the tables ``_TABLES`` name from TOML (or the same keys from JSON); every
        table and key must be one the generator knows. What the file leaves out is
        ``base``'s (a preset's, see ``preset``), or the default."""
        import tomllib  # here: most programs are generated without a file

        base = base or cls()
        try:
            text = path.read_text()
            data = json.loads(text) if path.suffix == ".json" else tomllib.loads(text)
        except (OSError, ValueError) as exc:
            raise ConfigError(f"generator config {path}: {exc}") from None
        unknown = sorted(set(data) - set(_TABLES))
        if unknown:
            raise ConfigError(f"generator config {path}: unknown table [{unknown[0]}]; known: "
                              f"{', '.join(_TABLES)}")

        def table(name: str, known: Sequence[str], kind: str) -> dict[str, float]:
            got = data.get(name, {})
            if not isinstance(got, dict):
                raise ConfigError(f"generator config {path}: [{name}] must be a table")
            for key, value in got.items():
                if key not in known:
                    raise ConfigError(f"generator config {path}: unknown key {name}.{key}; "
                                      f"known: {', '.join(known)}")
                number = isinstance(value, int | float) and not isinstance(value, bool)
                if kind == "boolean":
                    ok = isinstance(value, bool)
                elif kind == "number from 0 to 1":
                    ok = number and 0 <= value <= 1
                else:
                    ok = number and value >= 0
                if not ok:
                    raise ConfigError(f"generator config {path}: {name}.{key} must be a "
                                      f"{kind}")
            return dict(got)

        def weights(name: str, known: dict[str, float], now: Mapping[str, float]) \
                -> dict[str, float]:
            return dict(now) | table(name, list(known), "number >= 0")

        return cls(
            stmt_weights=weights("statements", DEFAULT_STMT_WEIGHTS, base.stmt_weights),
            expr_weights=weights("expressions", DEFAULT_EXPR_WEIGHTS, base.expr_weights),
            operator_weights=weights("operators", DEFAULT_OPERATOR_WEIGHTS,
                                     base.operator_weights),
            numbers=weights("numbers", DEFAULT_NUMBERS, base.numbers),
            probabilities=dict(base.probabilities) | table(
                "probabilities", list(DEFAULT_PROBABILITIES), "number from 0 to 1"),
            forced=dict(base.forced) | {
                k: bool(v) for k, v in table("features", FEATURES, "boolean").items()},
            takes=base.takes,
        )

    @classmethod
    def preset(cls, name: str) -> Settings:
        """A policy shipped with ccfuzz (``presets/NAME.toml``), such as ``optimizer``."""
        path = PRESETS / f"{name}.toml"
        if not path.is_file():
            raise ConfigError(f"unknown generator policy {name!r}; known: "
                              f"{', '.join(preset_names())}")
        return cls.load(path)


def with_features(settings: Settings, features: frozenset[str]) -> Settings:
    """``settings`` for compilers that take the ``OPT_IN_FEATURES`` ``features`` too."""
    import dataclasses

    return dataclasses.replace(settings, takes=settings.takes | features)


PRESETS = Path(__file__).parent / "presets"


def preset_names() -> list[str]:
    """The policies shipped with ccfuzz, by name."""
    return sorted(p.stem for p in PRESETS.glob("*.toml"))


class Policy:
    """The generator's one source of choices for one program."""

    def __init__(self, seed: int, settings: Settings | None = None) -> None:
        self.settings = settings or Settings()
        self.rng = random.Random(seed)
        weights = self.settings.stmt_weights
        self._main_weights = {**weights, "call_new": weights.get("call_new", 0) *
                              self.settings.numbers["main_call_new_factor"]}
        self._cumulative: dict[tuple[str, tuple[str, ...]], tuple[list[str], list[float]]] = {}
        self._chances = {c: self.settings.probabilities[c.key] for c in Chance}
        self._new_rng = random.Random(f"{seed}:features")
        self.features: frozenset[str] = frozenset(
            f for f in FEATURES if self.settings.forced.get(f, self._default(f)))
        self.bitint_widths = self._bitint_widths() if "bitint" in self.features else ()

    def _bitint_widths(self) -> tuple[int, ...]:
        """The widths of a program's bit-precise types (feature ``bitint``), drawn from the
        new features' generator so that no other draw moves: one to ``bitint_widths_max``
        of them, each as likely below 64 bits as between 64 and 128 as above (up to
        ``bitint_width_max``), odd widths three times as likely as even ones."""
        rng, top = self._new_rng, max(2, self.number("bitint_width_max"))
        bands = [(1, min(63, top)), (65, min(128, top)), (129, top)]
        bands = [(lo, hi) for lo, hi in bands if lo <= hi]
        widths: set[int] = set()
        for _ in range(rng.randint(1, max(1, self.number("bitint_widths_max")))):
            lo, hi = bands[rng.randrange(len(bands))]
            w = rng.randint(lo, hi)
            if w % 2 == 0 and w < hi and rng.random() < 0.75:
                w += 1
            widths.add(w)
        return tuple(sorted(widths))

    def _default(self, feature: str) -> bool:
        # Drawn for every feature, so forcing one shifts no other.
        draw = (self._new_rng if feature in NEW_FEATURES else self.rng).random()
        if feature in OPT_IN_FEATURES and feature not in self.settings.takes:
            return False
        # Safe-math wrappers are rarer than swarm testing alone would make them: plain
        # arithmetic (which value tracking keeps defined) is what optimizers see through.
        if feature == "safe_math":
            return draw < self._chances[Chance.SAFE_MATH]
        return draw >= self._chances[Chance.SWARM_OFF]

    def on(self, feature: str) -> bool:
        return feature in self.features

    def number(self, name: str) -> int:
        return int(self.settings.numbers[name])

    def chance(self, c: Chance) -> bool:
        return self.rng.random() < self._chances[c]

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
        keys, cumulative = self._table(table, weights, allowed)
        if not keys:
            return None
        total = cumulative[-1] + 0.0
        return keys[bisect(cumulative, self.rng.random() * total, 0, len(keys) - 1)]

    def _table(self, table: str, weights: Mapping[str, float], allowed: Sequence[str]) \
            -> tuple[list[str], list[float]]:
        """The keys of ``allowed`` with a weight above zero, and their cumulative weights."""
        key = (table, tuple(allowed))
        found = self._cumulative.get(key)
        if found is None:
            keys = [k for k in allowed if weights.get(k, 0) > 0]
            found = self._cumulative[key] = (keys, list(accumulate(weights[k] for k in keys)))
        return found

    def stmt_kind(self, allowed: Sequence[str], main_top: bool = False) -> str | None:
        """A statement kind; at the top level of main, new calls are more likely, so that main
        is mostly calls, as in Csmith."""
        if main_top:
            return self.weighted("main", self._main_weights, allowed)
        return self.weighted("stmt", self.settings.stmt_weights, allowed)

    def expr_kind(self, allowed: Sequence[str]) -> str | None:
        return self.weighted("expr", self.settings.expr_weights, allowed)

    def operator(self, allowed: Sequence[str]) -> str | None:
        """An operator's name (``DEFAULT_OPERATOR_WEIGHTS``)."""
        return self.weighted("operator", self.settings.operator_weights, allowed)

    def operators(self, allowed: Sequence[str]) -> list[str]:
        """The operators of ``allowed`` that ``operator`` may draw."""
        return self._table("operator", self.settings.operator_weights, allowed)[0]


_SIZE = re.compile(r"^\s*(\d+)\s*(B|KB|K|MB|M)?\s*$", re.IGNORECASE)
_UNITS = {"": 1, "B": 1, "K": 1000, "KB": 1000, "M": 1_000_000, "MB": 1_000_000}


MAX_SIZE = 10_000_000  # bytes: ten times the largest size the sweep benchmark checks


def parse_size(text: str) -> int:
    """``40KB`` → 40000 bytes (also ``40K``, ``40000``, ``1MB``), from 1 B to ``MAX_SIZE``."""
    match = _SIZE.match(text)
    if not match:
        unit = re.match(r"^\s*\d+\s*([A-Za-z]+)\s*$", text)
        if unit:
            raise ConfigError(f"size {text!r}: unit {unit.group(1)!r} is not one ccfuzz knows: "
                              "use B, KB or MB, as in 40KB")
        raise ConfigError(f"size {text!r}: give a positive number of bytes, as in 40KB")
    size = int(match.group(1)) * _UNITS[(match.group(2) or "").upper()]
    if not 1 <= size <= MAX_SIZE:
        raise ConfigError(f"size {text!r}: give a size from 1B to {MAX_SIZE // 1_000_000}MB")
    return size

"""Flag swarms: for each program, a few extra builds per gcc and clang compiler at ``-O2`` or
``-O3`` with a random combination of that compiler's own optimization options.

What a swarm is drawn from (``pool_of``, asked of the compiler once, when a campaign starts):

- gcc: every on/off ``-f`` optimization flag ``-Q --help=optimizers`` lists (either form),
  the valued ones of ``GCC_VALUED``, and the ``--param``s ``-Q --help=params`` lists with a
  whole-number default, each given a value within its documented range and at most twice its
  default (a param far above its default costs compile time, not coverage); a param with no
  documented range gets half or twice its default, never 0;
- clang: the ``-f`` optimization flags of ``CLANG_FLAGS`` and the ``-mllvm`` knobs of
  ``CLANG_KNOBS`` the compiler has (``-mllvm --help-hidden``); the knobs are switches and
  counts of passes that leave a program's meaning alone.

``EXCLUDED`` is the one list of options left out, each with the reason: they change what a
defined program means (``-funsigned-char``, the ``-ffast-math`` family, struct layout, ...)
or are not optimizations. Options that change only what an *undefined* program does
(``-fwrapv``, ``-fno-strict-aliasing``, ``-fno-delete-null-pointer-checks``) are in: ccfuzz's
programs are defined.

Program ``i``'s swarm builds are a function of the campaign seed, ``i`` and the compiler's
name (``Swarm.draw``), so a resumed campaign and a repro script make the same builds; each
build's options are in its command, stored with every finding. A swarm build is named
``COMPILER LEVEL swarm:DIGEST`` (the digest of its options: ids name binaries' files, and a
dozen options would not fit a file name).
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ccfuzz.errors import ConfigError, ToolMissingError

if TYPE_CHECKING:
    from ccfuzz import sandbox

LEVELS = ("-O2", "-O3")
MARK = " swarm:"  # in a swarm build's id, between its level and the digest

# Left out of every swarm, by the option's stem (``-fX`` and ``-fno-X`` are stem ``X``), with
# the reason.
_MEANING = "changes what a defined program computes"
_FLOAT = "floating-point results or exceptions may change (the -ffast-math family)"
_LAYOUT = "changes the layout or the ABI of types"
_NOT_OPT = "not an optimization: it writes reports or debug data"
_PROFILE = "needs profile data ccfuzz does not make"
EXCLUDED: Mapping[str, str] = {
    "unsigned-char": "plain char's signedness is part of what a program means",
    "signed-char": "plain char's signedness is part of what a program means",
    "short-enums": _LAYOUT, "short-wchar": _LAYOUT, "pack-struct": _LAYOUT,
    "pcc-struct-return": _LAYOUT, "reg-struct-return": _LAYOUT,
    "fast-math": _FLOAT, "associative-math": _FLOAT, "reciprocal-math": _FLOAT,
    "finite-math-only": _FLOAT, "unsafe-math-optimizations": _FLOAT, "signed-zeros": _FLOAT,
    "signaling-nans": _FLOAT, "trapping-math": _FLOAT, "math-errno": _FLOAT,
    "single-precision-constant": _FLOAT, "fp-int-builtin-inexact": _FLOAT,
    "rounding-math": _FLOAT, "fp-contract": _FLOAT, "excess-precision": _FLOAT,
    "cx-limited-range": _FLOAT, "cx-fortran-rules": _FLOAT, "cx-method": _FLOAT,
    "merge-all-constants": "distinct constant objects may share an address",
    "sched-spec-load-dangerous": "lets the scheduler move loads that may fault",
    "live-patching": "refuses the other IPA options it is combined with",
    "opt-info": _NOT_OPT, "save-optimization-record": _NOT_OPT, "var-tracking": _NOT_OPT,
    "var-tracking-assignments": _NOT_OPT, "var-tracking-assignments-toggle": _NOT_OPT,
    "var-tracking-uninit": _NOT_OPT, "statement-frontiers": _NOT_OPT,
    "branch-probabilities": _PROFILE, "auto-profile-inlining": _PROFILE,
    "profile-partial-training": _PROFILE, "profile-reorder-functions": _PROFILE,
    "vpt": _PROFILE,
    "tree-parallelize-loops": "needs libgomp at link time",
    "split-stack": "needs run-time support the C library does not give every program",
}
# --param prefixes left out: instrumentation, the analyzer, LTO partitioning, the collector.
EXCLUDED_PARAMS: Mapping[str, str] = {
    "asan-": "instrumentation only", "hwasan-": "instrumentation only",
    "tsan-": "instrumentation only", "analyzer-": "the static analyzer",
    "lto-": "LTO partitioning", "ggc-": "the garbage collector's memory use",
    # A known gcc crash on any program (docs/findings.md) would take every build it is drawn
    # for out of the vote, and say nothing new.
    "constructive-interference-size": "values but the target's crash gcc 12 to trunk",
    "destructive-interference-size": "values but the target's crash gcc 12 to trunk",
}
GCC_VALUED: Mapping[str, tuple[str, ...]] = {
    "vect-cost-model": ("unlimited", "dynamic", "cheap", "very-cheap"),
    "simd-cost-model": ("unlimited", "dynamic", "cheap", "very-cheap"),
    "ira-algorithm": ("CB", "priority"),
    "ira-region": ("one", "all", "mixed"),
    "reorder-blocks-algorithm": ("simple", "stc"),
    "lifetime-dse": ("0", "1", "2"),
    "stack-reuse": ("all", "named_vars", "none"),
    "trivial-auto-var-init": ("pattern", "zero"),
}
CLANG_FLAGS: Sequence[tuple[str, ...]] = (
    ("-funroll-loops", "-fno-unroll-loops"), ("-fvectorize", "-fno-vectorize"),
    ("-fslp-vectorize", "-fno-slp-vectorize"), ("-finline-functions", "-fno-inline-functions"),
    ("-finline-hint-functions",), ("-fno-inline",), ("-fwrapv",), ("-fno-strict-aliasing",),
    ("-fno-delete-null-pointer-checks",), ("-fno-jump-tables",),
    ("-fno-zero-initialized-in-bss",), ("-fomit-frame-pointer", "-fno-omit-frame-pointer"),
    ("-fno-builtin",), ("-ffinite-loops", "-fno-finite-loops"), ("-fglobal-isel",),
    ("-fno-plt",), ("-fno-common", "-fcommon"),
    ("-ftrivial-auto-var-init=pattern", "-ftrivial-auto-var-init=zero"),
    ("-fstack-protector-strong",), ("-fno-semantic-interposition",),
    ("-fno-strict-float-cast-overflow",), ("-fsplit-machine-functions",),
)
_BOOL = ("true", "false")
CLANG_KNOBS: Mapping[str, tuple[str, ...]] = {
    "vectorize-loops": _BOOL, "vectorize-slp": _BOOL, "enable-loop-distribute": _BOOL,
    "enable-loopinterchange": _BOOL, "enable-unroll-and-jam": _BOOL,
    "unroll-count": ("2", "3", "4", "8"), "unroll-threshold": ("0", "50", "300", "1000"),
    "enable-loop-flatten": _BOOL, "enable-loop-versioning-licm": _BOOL,
    "enable-dfa-jump-thread": _BOOL, "enable-gvn-hoist": _BOOL, "enable-gvn-sink": _BOOL,
    "enable-load-pre": _BOOL, "enable-split-backedge-in-load-pre": _BOOL,
    "extra-vectorizer-passes": _BOOL, "enable-interleaved-mem-accesses": _BOOL,
    "enable-masked-interleaved-mem-accesses": _BOOL,
    "force-vector-width": ("2", "4", "8", "16"), "force-vector-interleave": ("1", "2", "4"),
    "enable-epilogue-vectorization": _BOOL, "epilogue-vectorization-force-VF": ("2", "4", "8"),
    "enable-ext-tsp-block-placement": _BOOL, "enable-merge-functions": _BOOL,
    "enable-constraint-elimination": _BOOL, "enable-loop-simplifycfg-term-folding": _BOOL,
    "enable-ipra": _BOOL, "enable-chr": _BOOL, "enable-nontrivial-unswitch": _BOOL,
    "enable-early-exit-vectorization": _BOOL, "x86-cmov-converter": _BOOL,
    "enable-misched": _BOOL, "enable-post-misched": _BOOL, "enable-tail-merge": _BOOL,
    "enable-gvn-memdep": _BOOL, "enable-scoped-noalias": _BOOL, "enable-tbaa": _BOOL,
}
MAX_COUNT = 64  # swarm builds per compiler and program, and options per build, at most
MAX_PARAMS = 3  # a gcc swarm build has 0..MAX_PARAMS params besides its flags
PROBE_SECONDS = 30.0


@dataclass(frozen=True)
class SwarmSettings:
    """How many swarm builds each gcc or clang compiler gets per program, and how big."""

    builds: int = 2
    options: int = 8  # at most this many options (params aside) per build
    only: tuple[str, ...] = ()  # draw from these options alone (each taken as given)

    def to_json(self) -> dict[str, Any]:
        return {"builds": self.builds, "options": self.options, "only": list(self.only)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SwarmSettings:
        return cls(int(data["builds"]), int(data["options"]), tuple(data.get("only", ())))


def parse(table: Mapping[str, Any]) -> SwarmSettings:
    """A ``[swarm]`` table of a configuration file."""
    unknown = sorted(set(table) - {"builds", "options", "only"})
    if unknown:
        raise ConfigError(f"unknown key swarm.{unknown[0]}")
    defaults = SwarmSettings()
    counts = {}
    for key, low in (("builds", 0), ("options", 1)):
        value = table.get(key, getattr(defaults, key))
        if isinstance(value, bool) or not isinstance(value, int) or \
                not low <= value <= MAX_COUNT:
            raise ConfigError(f"swarm.{key} must be a whole number from {low} to {MAX_COUNT}, "
                              f"not {value!r}")
        counts[key] = value
    only = table.get("only", [])
    if not isinstance(only, list) or not all(isinstance(o, str) and o.startswith("-")
                                             for o in only):
        raise ConfigError("swarm.only must be a list of options (strings starting with -)")
    return SwarmSettings(counts["builds"], counts["options"], tuple(only))


Choice = tuple[str, ...]  # alternatives, of which a build takes one; "-mllvm -x=1" is one


@dataclass(frozen=True)
class Pool:
    """What one compiler's swarm builds are drawn from."""

    flags: tuple[Choice, ...]
    params: tuple[Choice, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"flags": [list(c) for c in self.flags],
                "params": [list(c) for c in self.params]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Pool:
        return cls(tuple(tuple(c) for c in data["flags"]),
                   tuple(tuple(c) for c in data["params"]))


def _probe(argv: Sequence[str]) -> sandbox.ProcResult:
    from ccfuzz import sandbox  # here: reading a configuration starts no process

    return sandbox.run(list(argv), limits=sandbox.Limits(wall_seconds=PROBE_SECONDS))


_BOOLEAN = re.compile(r"^\s+-f([\w+.-]+)\s+\[(?:enabled|disabled)\]", re.M)
_VALUED = re.compile(r"^\s+-f([\w+.-]+)=", re.M)
_PARAM = re.compile(r"^\s+--param=([\w.-]+)=(?:<(-?\d+),(-?\d+)>)?\s+(-?\d+)\s*$", re.M)


def _gcc_pool(path: str) -> Pool:
    proc = _probe([path, "-O2", "-Q", "--help=optimizers"])
    if not proc.ok:
        raise ToolMissingError(f"{path} -Q --help=optimizers failed: "
                               f"{proc.stderr_text()[:200]}")
    text = proc.stdout.decode(errors="replace")
    flags: list[Choice] = [(f"-f{s}", f"-fno-{s}") for s in dict.fromkeys(_BOOLEAN.findall(text))
                           if s not in EXCLUDED and not s.startswith("no-")]
    valued = set(_VALUED.findall(text))
    flags += [tuple(f"-f{name}={v}" for v in values) for name, values in GCC_VALUED.items()
              if name in valued and name not in EXCLUDED]
    proc = _probe([path, "-O2", "-Q", "--help=params"])
    params: list[Choice] = []
    if proc.ok:
        for name, lo, hi, default in _PARAM.findall(proc.stdout.decode(errors="replace")):
            if any(name.startswith(p) for p in EXCLUDED_PARAMS):
                continue
            values = _param_values(int(lo), int(hi), int(default)) if lo else \
                _unranged_values(int(default))
            if values:
                params.append(tuple(f"--param={name}={v}" for v in values))
    return Pool(tuple(flags), tuple(params))


def _param_values(lo: int, hi: int, default: int) -> list[int]:
    """Values to draw for a param with a documented range: its low end, about half and
    twice its default, within the range and never more than twice the default (or
    ``lo + 2``)."""
    top = min(max(2 * default, lo + 2), hi)
    wanted = {lo, lo + 1, default // 2, 2 * default}
    return sorted(v for v in wanted if lo <= v <= top and v != default)


def _unranged_values(default: int) -> list[int]:
    """Values for a param gcc documents no range for: half and twice its default, never 0
    (gcc checks no range there, and 0 is out of many such params' meaning: a size, a
    count)."""
    return sorted({v for v in (max(1, default // 2), max(2, 2 * default)) if v != default})


_UNKNOWN = re.compile(r"(?:unknown argument|optimization flag|argument unused)[^']*'(-[^']+)'")
_KNOB = re.compile(r"^\s+--?([\w.-]+)", re.M)


def _clang_pool(path: str) -> Pool:
    proc = _probe([path, "-mllvm", "--help-hidden", "-c", "-x", "c", "/dev/null",
                   "-o", "/dev/null"])
    known = set(_KNOB.findall(proc.stdout.decode(errors="replace")))
    knobs: list[Choice] = [tuple(f"-mllvm -{name}={v}" for v in values)
                           for name, values in CLANG_KNOBS.items() if name in known]
    every = [alt for choice in CLANG_FLAGS for alt in choice]
    refused: set[str] = set()
    for _ in range(3):  # a refused flag is named in the error; try again without it
        proc = _probe([path, "-O2", "-Werror=ignored-optimization-argument", "-c", "-x", "c",
                       "/dev/null", "-o", "/dev/null", *[f for f in every if f not in refused]])
        named = set(_UNKNOWN.findall(proc.stderr_text())) - refused
        if proc.ok or not named:
            break
        refused |= named
    flags = [kept for choice in CLANG_FLAGS
             if (kept := tuple(alt for alt in choice if alt not in refused))]
    return Pool(tuple(flags) + tuple(knobs))


def pool_of(family: str, path: str, settings: SwarmSettings) -> Pool | None:
    """The pool of the compiler at ``path``; None for a family swarms do not cover."""
    if settings.only:
        return Pool(tuple((o,) for o in settings.only)) if family in ("gcc", "clang") else None
    if family == "gcc":
        return _gcc_pool(path)
    if family == "clang":
        return _clang_pool(path)
    return None


@dataclass(frozen=True)
class Draw:
    """One swarm build: its level and its options (each an option as a build gives it)."""

    level: str
    options: tuple[str, ...]


def digest(options: Sequence[str]) -> str:
    """What names a swarm build with ``options`` in its id (after ``MARK``)."""
    return hashlib.sha256(" ".join(options).encode()).hexdigest()[:8]


@dataclass(frozen=True)
class Swarm:
    """A campaign's swarm: its settings, its seed and each compiler's pool (by name)."""

    settings: SwarmSettings
    seed: int
    pools: Mapping[str, Pool] = field(default_factory=dict)

    def draw(self, compiler: str, index: int) -> list[Draw]:
        """Program ``index``'s swarm builds for ``compiler`` (none if it has no pool)."""
        pool = self.pools.get(compiler)
        if pool is None or not pool.flags or not self.settings.builds:
            return []
        rng = random.Random(f"swarm:{self.seed}:{index}:{compiler}")
        draws: list[Draw] = []
        for _ in range(self.settings.builds):
            level = rng.choice(LEVELS)
            picked = rng.sample(pool.flags, rng.randint(1, min(self.settings.options,
                                                               len(pool.flags))))
            if pool.params:
                picked += rng.sample(pool.params, rng.randint(0, min(MAX_PARAMS,
                                                                     len(pool.params))))
            draws.append(Draw(level, tuple(rng.choice(choice) for choice in picked)))
        return draws

    def to_json(self) -> dict[str, Any]:
        return {"settings": self.settings.to_json(), "seed": self.seed,
                "pools": {name: pool.to_json() for name, pool in self.pools.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Swarm:
        return cls(SwarmSettings.from_json(data["settings"]), int(data["seed"]),
                   {name: Pool.from_json(p) for name, p in data["pools"].items()})


def units(options: Sequence[str]) -> list[str]:
    """Command-line arguments as options: ``-mllvm X`` is one."""
    out: list[str] = []
    args = iter(options)
    for arg in args:
        out.append(f"{arg} {next(args, '')}".rstrip() if arg == "-mllvm" else arg)
    return out


def argv(options: Sequence[str]) -> tuple[str, ...]:
    """Options as command-line arguments (``units`` undone)."""
    return tuple(a for o in options for a in (o.split(" ", 1) if o.startswith("-mllvm ")
                                               else (o,)))


def make(compilers: Sequence[tuple[str, str, str]], settings: SwarmSettings,
         seed: int) -> Swarm:
    """The swarm of a campaign over ``compilers`` (name, family, path), with their pools."""
    pools: dict[str, Pool] = {}
    if settings.builds:
        for name, family, path in compilers:
            pool = pool_of(family, path, settings)
            if pool is not None and pool.flags:
                pools[name] = pool
    return Swarm(settings, seed, pools)


def describe(swarm: Swarm) -> str:
    """One line: what the swarm adds to each program."""
    if not swarm.pools:
        return "no swarm builds"
    each = ", ".join(f"{name} ({len(p.flags)} options" + (f", {len(p.params)} params)"
                                                          if p.params else ")")
                     for name, p in swarm.pools.items())
    return (f"{swarm.settings.builds} swarm builds per program (-O2/-O3 with up to "
            f"{swarm.settings.options} random options) for each of {each}")

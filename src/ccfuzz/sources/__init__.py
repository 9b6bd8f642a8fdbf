"""Program sources: everything that yields ``Program``s for a campaign.

A source is deterministic per index: ``program(index, seed)`` makes the same program for the
same index and seed, so parallel workers, resumed campaigns and reproduction all agree.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ccfuzz.errors import ConfigError
from ccfuzz.sources.base import Source, derive_seed

if TYPE_CHECKING:
    from ccfuzz.compilers import Compiler

__all__ = ["Source", "derive_seed", "for_compilers", "open_source"]


def for_compilers(spec: str, compilers: Sequence[Compiler]) -> tuple[str, frozenset[str]]:
    """``spec`` with the generator's opt-in features (``generator.policy.OPT_IN_FEATURES``)
    that every gcc and clang of ``compilers`` takes, and those features. A spec that names
    such features already, or whose programs are not the generator's own, is left as it
    is: EMI profiles its seeds with Debian 12's gcc and clang-14 (``emi.seed``), which take
    none of them."""
    kind, _, arg = spec.partition(":")
    if kind != "generator" and not kind.startswith("generator-"):
        return spec, frozenset()
    from ccfuzz.sources.generator import GeneratorSource, taken_by

    source = GeneratorSource.parse(kind, arg)
    if source.takes:
        return spec, frozenset()
    added = taken_by(compilers)
    return (source.taking(added).spec, added) if added else (spec, added)


def open_source(spec: str, campaign_seed: int = 0) -> Source:
    """``csmith``, ``generator[:SIZE][:+FEATURE]`` (``generator-POLICY[...]`` with a shipped
    policy, such as ``generator-optimizer``), ``dir:PATH``, or EMI variants of one of them:
    ``emi:STRATEGY:csmith`` (strategies: ``ccfuzz.emi.registry``)."""
    from ccfuzz.sources.csmith import CsmithSource
    from ccfuzz.sources.directory import DirectorySource

    kind, _, arg = spec.partition(":")
    if kind == "csmith" and not arg:
        return CsmithSource()
    if kind == "dir" and arg:
        return DirectorySource(arg)
    if kind == "generator" or kind.startswith("generator-"):
        from ccfuzz.sources.generator import GeneratorSource

        return GeneratorSource.parse(kind, arg)
    if kind == "emi":
        from ccfuzz.emi.registry import strategy as strategy_named
        from ccfuzz.sources.emi import EmiSource

        strategy, _, base = arg.partition(":")
        if base.startswith("emi:") or not base:
            raise ConfigError(f"source {spec!r}: EMI needs a base source of seeds, as in "
                              "'emi:orion:csmith' or 'emi:orion:dir:PATH'")
        strategy_named(strategy)  # an unknown strategy is the first thing to say
        return EmiSource(strategy, open_source(base, campaign_seed), base, campaign_seed)
    raise ConfigError(f"unknown source {spec!r}; use 'csmith', 'generator[:SIZE]', "
                      "'generator-optimizer[:SIZE]', 'dir:PATH' or "
                      "'emi:orion:csmith' / 'emi:orion:dir:PATH'")

"""ccfuzz's own generator as a campaign source: every program carries its expected output,
so the oracle checks each build against ground truth, not only against the majority."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ccfuzz import __version__
from ccfuzz.errors import ConfigError
from ccfuzz.generator import Settings, generate
from ccfuzz.generator.policy import OPT_IN_FEATURES, parse_size, with_features
from ccfuzz.model import Origin, Program

if TYPE_CHECKING:
    from ccfuzz.compilers import Compiler

DEFAULT_CAMPAIGN_SIZE = 20_000  # smaller than `ccfuzz generate`'s: compiles take the time

# What a compiler must compile and link, with its pinned flags at -O0, to take each of the
# generator's ``OPT_IN_FEATURES``: the constructs as the generator writes them (C11 with
# ``-pedantic-errors``), the widest width and the runtime calls included (gcc's division of
# a ``_BitInt`` wider than 128 bits is libgcc's ``__divmodbitint4``).
PROBES: dict[str, bytes] = {
    "bitint": b"""#include <stdio.h>
__extension__ typedef _BitInt(37) bi37_t;
__extension__ typedef unsigned _BitInt(300) ubi300_t;
int main(void) {
    volatile bi37_t a = ((bi37_t)-5L);
    volatile ubi300_t b = (((ubi300_t)1UL) << 290) | 3UL;
    b = b / (ubi300_t)(a * a) % 7UL;
    printf("%d\\n", (int)b);
    return 0;
}
""",
}


def taken_by(compilers: Sequence[Compiler]) -> frozenset[str]:
    """The ``OPT_IN_FEATURES`` every gcc and clang of ``compilers`` takes (``PROBES``).
    Other families are not asked: tcc has none of them, and its rejection of a program for
    a GNU extension it lacks is no finding (``oracle.LACKS``)."""
    from ccfuzz import matrix

    asked = [c for c in compilers if c.family in ("gcc", "clang")]
    if not asked:
        return frozenset()
    return frozenset(f for f, probe in PROBES.items()
                     if all(matrix.links_with(c.path, (*c.flags, "-O0"), probe)
                            for c in asked))


class GeneratorSource:
    """``generator[:SIZE]``, or with a policy shipped with ccfuzz (``Settings.preset``),
    ``generator-POLICY[:SIZE]``, as in ``generator-optimizer:20KB``; ``:+FEATURE`` after
    either gives the programs an ``OPT_IN_FEATURES`` feature the compilers take
    (``generator-optimizer:20KB:+bitint``)."""

    def __init__(self, size: str | None = None, policy: str | None = None,
                 takes: frozenset[str] = frozenset()) -> None:
        unknown = sorted(takes - set(OPT_IN_FEATURES))
        if unknown:
            raise ConfigError(f"source generator: no feature {unknown[0]!r} to ask for; "
                              f"known: {', '.join(OPT_IN_FEATURES)}")
        self.size_text = size
        self.bytes = parse_size(size) if size else DEFAULT_CAMPAIGN_SIZE
        self.policy = policy
        self.takes = takes
        settings = Settings.preset(policy) if policy is not None else None
        self.settings = with_features(settings or Settings(), takes) if takes else settings

    @classmethod
    def parse(cls, kind: str, arg: str) -> GeneratorSource:
        """The source of the spec ``KIND:ARG`` (``KIND`` ``generator`` or
        ``generator-POLICY``; ``ARG`` the size and ``+FEATURE`` parts, each optional)."""
        policy = None if kind == "generator" else kind.removeprefix("generator-")
        parts = [x for x in arg.split(":") if x] if arg else []
        takes = frozenset(x[1:] for x in parts if x.startswith("+"))
        sizes = [x for x in parts if not x.startswith("+")]
        if len(sizes) > 1:
            raise ConfigError(f"source {kind}:{arg}: one size at most, as in "
                              f"'{kind}:20KB:+bitint'")
        return cls(sizes[0] if sizes else None, policy, takes)

    def taking(self, features: frozenset[str]) -> GeneratorSource:
        """This source for compilers that also take ``features``."""
        return GeneratorSource(self.size_text, self.policy, self.takes | features)

    @property
    def spec(self) -> str:
        kind = "generator" if self.policy is None else f"generator-{self.policy}"
        parts = [kind, *([self.size_text] if self.size_text else []),
                 *(f"+{f}" for f in sorted(self.takes))]
        return ":".join(parts)

    def size(self) -> None:
        return None

    def program(self, index: int, seed: int) -> Program:
        made = generate(seed, self.bytes, self.settings)
        policy: tuple[str, ...] = () if self.policy is None else ("--policy", self.policy)
        if self.takes:
            policy += ("--with", ",".join(sorted(self.takes)))
        return Program(
            name=f"gen-{seed}",
            source=made.source,
            origin=Origin(kind="generator", seed=seed,
                          command=("ccfuzz", "generate", "--seed", str(seed),
                                   "--size", str(self.bytes), *policy),
                          tool_version=f"ccfuzz {__version__}"),
            expected_output=made.expected,
        )

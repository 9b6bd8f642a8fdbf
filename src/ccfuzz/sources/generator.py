"""ccfuzz's own generator as a campaign source: every program carries its expected output,
so the oracle checks each build against ground truth, not only against the majority."""

from __future__ import annotations

from ccfuzz import __version__
from ccfuzz.generator import Settings, generate
from ccfuzz.generator.policy import parse_size
from ccfuzz.model import Origin, Program

DEFAULT_CAMPAIGN_SIZE = 20_000  # smaller than `ccfuzz generate`'s: compiles take the time


class GeneratorSource:
    """``generator[:SIZE]``, or with a policy shipped with ccfuzz (``Settings.preset``),
    ``generator-POLICY[:SIZE]``, as in ``generator-optimizer:20KB``."""

    def __init__(self, size: str | None = None, policy: str | None = None) -> None:
        self.size_text = size
        self.bytes = parse_size(size) if size else DEFAULT_CAMPAIGN_SIZE
        self.policy = policy
        self.settings = Settings.preset(policy) if policy is not None else None

    @property
    def spec(self) -> str:
        kind = "generator" if self.policy is None else f"generator-{self.policy}"
        return f"{kind}:{self.size_text}" if self.size_text else kind

    def size(self) -> None:
        return None

    def program(self, index: int, seed: int) -> Program:
        made = generate(seed, self.bytes, self.settings)
        policy = () if self.policy is None else ("--policy", self.policy)
        return Program(
            name=f"gen-{seed}",
            source=made.source,
            origin=Origin(kind="generator", seed=seed,
                          command=("ccfuzz", "generate", "--seed", str(seed),
                                   "--size", str(self.bytes), *policy),
                          tool_version=f"ccfuzz {__version__}"),
            expected_output=made.expected,
        )

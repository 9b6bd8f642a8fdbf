"""What every program source is (``Source``), and how a program's seed is derived."""

from __future__ import annotations

import hashlib
from typing import Protocol

from ccfuzz.model import Program


class Source(Protocol):
    @property
    def spec(self) -> str:
        """The string that recreates this source (``"csmith"``, ``"dir:/path"``)."""
        ...

    def size(self) -> int | None:
        """How many programs it has; None when it never runs out."""
        ...

    def program(self, index: int, seed: int) -> Program:
        """The program at ``index``; raises ``InvalidProgramError`` with the reason."""
        ...


def derive_seed(campaign_seed: int, index: int) -> int:
    """The seed of program ``index`` in a campaign: stable across Python versions and runs."""
    digest = hashlib.sha256(f"ccfuzz:{campaign_seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:4], "little")

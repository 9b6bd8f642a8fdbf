"""ccfuzz's random program generator: Csmith's design, with the expected output built in.

``generate(seed, size)`` gives a C program free of undefined and unspecified behaviour and
the exact output it must print, computed while generating (see ``generate.py``).
"""

from __future__ import annotations

from ccfuzz.generator.generate import DEFAULT_SECONDS, DEFAULT_SIZE, Generated, generate
from ccfuzz.generator.policy import FEATURES, Policy, Settings

__all__ = ["DEFAULT_SECONDS", "DEFAULT_SIZE", "FEATURES", "Generated", "Policy", "Settings",
           "generate"]

"""ccfuzz's random program generator: Csmith's design, with the expected output built in.

``generate(seed, size)`` gives a C program free of undefined and unspecified behaviour and
the exact output it must print, computed while generating (see ``program.py``).

The names below are imported on first use, so that ``ccfuzz.generator.command`` (which every
``ccfuzz`` command line imports to build its parser) does not load the generator itself.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ccfuzz.generator.policy import DEFAULT_SECONDS, DEFAULT_SIZE, FEATURES, Policy, Settings
    from ccfuzz.generator.program import Generated, generate

_HOMES = {"DEFAULT_SECONDS": "policy", "DEFAULT_SIZE": "policy", "FEATURES": "policy",
          "Generated": "program", "Policy": "policy", "Settings": "policy",
          "generate": "program"}
__all__ = ["DEFAULT_SECONDS", "DEFAULT_SIZE", "FEATURES", "Generated", "Policy", "Settings",
           "generate"]


def __getattr__(name: str) -> object:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{_HOMES[name]}"), name)

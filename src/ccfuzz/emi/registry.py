"""The EMI strategies by name: ``STRATEGIES["orion"]`` is the class whose ``name`` is "orion".

The command line (``ccfuzz emi --strategy NAME``) and the campaign sources
(``emi:NAME:BASE``) list and accept exactly what this dictionary holds. What a strategy is:
``ccfuzz.emi.strategy``.
"""

from __future__ import annotations

from ccfuzz.emi.athena import Athena
from ccfuzz.emi.hermes import Hermes
from ccfuzz.emi.orion import Orion
from ccfuzz.emi.strategy import Strategy
from ccfuzz.errors import ConfigError

STRATEGIES: dict[str, type[Strategy]] = {cls.name: cls for cls in (Orion, Athena, Hermes)}


def strategy(name: str) -> type[Strategy]:
    """The strategy registered as ``name``; ConfigError naming the known ones otherwise."""
    try:
        return STRATEGIES[name]
    except KeyError:
        raise ConfigError(f"unknown EMI strategy {name!r}; known: "
                          + ", ".join(sorted(STRATEGIES))) from None

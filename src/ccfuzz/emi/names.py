"""Each EMI strategy's name and one line for ``--help``, readable without importing the
strategies (they import libclang): the classes take their summary from here, and
``registry.STRATEGIES`` holds exactly these names; and Hermes's sampling floor, which its
``--points`` help states."""

from __future__ import annotations

SUMMARIES: dict[str, str] = {
    "orion": "delete statements the input never runs (PLDI'14)",
    "athena": "insert and delete statements the input never runs, steered by MCMC towards "
              "unlike control flow (OOPSLA'15)",
    "hermes": "mutate code the input runs: always-false blocks, always-true guards, blocks "
              "whose effects are undone (OOPSLA'16)",
}

# Hermes: statements a seed's sample is expected to hold, however short the seed.
MIN_POINTS = 30

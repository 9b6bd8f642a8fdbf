from __future__ import annotations

import pytest

from ccfuzz import cli
from ccfuzz.emi.names import SUMMARIES
from ccfuzz.emi.registry import STRATEGIES, strategy
from ccfuzz.errors import ConfigError
from ccfuzz.sources import open_source


def test_every_strategy_is_registered_under_its_own_name() -> None:
    assert {"orion", "athena", "hermes"} <= set(STRATEGIES)
    for name, cls in STRATEGIES.items():
        assert cls.name == name and cls.summary
    assert set(SUMMARIES) == set(STRATEGIES)  # what --help lists without importing them


def test_unknown_strategies_are_refused_with_the_known_ones() -> None:
    with pytest.raises(ConfigError, match=r"unknown EMI strategy .nope.; known: .*orion"):
        strategy("nope")
    with pytest.raises(ConfigError, match="unknown EMI strategy 'nope'"):
        open_source("emi:nope:dir:/nonexistent")


def test_the_command_line_offers_what_the_registry_holds(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["emi", "seed.c", "-o", "out", "--strategy", "nope"])
    assert stop.value.code == 2
    said = capsys.readouterr().err
    assert all(f"'{name}'" in said for name in STRATEGIES)

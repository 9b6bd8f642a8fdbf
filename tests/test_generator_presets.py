"""Policies shipped with ccfuzz (``generate --policy NAME``, ``hunt --source
generator-NAME``): the optimizer-aimed one loads, makes what it aims at, and a config file
changes what it sets."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from ccfuzz import cli
from ccfuzz.errors import ConfigError
from ccfuzz.generator import Settings, generate
from ccfuzz.generator.inventory import features
from ccfuzz.generator.policy import DEFAULT_STMT_WEIGHTS, preset_names
from ccfuzz.sources import open_source


def test_the_optimizer_policy_weighs_loop_nests_and_forces_its_features() -> None:
    assert "optimizer" in preset_names()
    opt = Settings.preset("optimizer")
    assert opt.stmt_weights["nest"] > DEFAULT_STMT_WEIGHTS["nest"]
    assert {"loop_nests", "affine_indices", "switch", "narrow_compare",
            "common_subexpr"} <= {f for f, on in opt.forced.items() if on}
    found: Counter[str] = Counter()
    defaults: Counter[str] = Counter()
    for seed in range(12):
        found.update(features(generate(seed, 8000, opt).tree))
        defaults.update(features(generate(seed, 8000).tree))
    # Seeds 0-11: 8 programs with loop nests over arrays (2 by default), 12 with affine
    # indices, 8 with a switch. (A program full of loop shapes may have no room left for a
    # switch: over seeds 6-29, 13 of 24 had one, 15 without loop functions.)
    assert found["loop nest over arrays"] >= 6 > 2 * defaults["loop nest over arrays"]
    assert found["affine index"] >= 10 and found["switch"] >= 6


def test_a_config_file_changes_what_the_policy_sets(tmp_path: Path) -> None:
    conf = tmp_path / "c.toml"
    conf.write_text("[statements]\nnest = 0\n[features]\nswitch = false\n")
    both = Settings.load(conf, Settings.preset("optimizer"))
    assert both.stmt_weights["nest"] == 0 and both.forced["switch"] is False
    assert both.forced["loop_nests"] is True  # the rest of the policy stands
    assert both.probabilities["affine_index"] == Settings.preset("optimizer").probabilities[
        "affine_index"]


def test_an_unknown_policy_is_an_error_naming_the_known_ones() -> None:
    with pytest.raises(ConfigError, match=r"unknown generator policy 'fast'; known: optimizer"):
        Settings.preset("fast")
    with pytest.raises(ConfigError, match="unknown generator policy"):
        open_source("generator-fast:3KB")


def test_generate_and_the_campaign_source_take_the_policy(tmp_path: Path) -> None:
    out = tmp_path / "prog.c"
    assert cli.main(["generate", "--seed", "4", "--size", "3KB", "--policy", "optimizer",
                     "-o", str(out)]) == 0
    made = generate(4, 3000, Settings.preset("optimizer"))
    assert out.read_text() == made.source and made.source != generate(4, 3000).source
    source = open_source("generator-optimizer:3KB")
    assert source.spec == "generator-optimizer:3KB"
    program = source.program(0, 4)
    assert program.source == made.source and program.expected_output == made.expected
    assert program.origin.command[-2:] == ("--policy", "optimizer")

"""A campaign's settings are one typed record: stored and read back as the same record, read
from stores older ccfuzz wrote, and the limits ``ccfuzz.toml`` gives in ``[limits]`` are the
ones every command after the campaign works with."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from ccfuzz import cli
from ccfuzz.model import Limits
from ccfuzz.settings import CampaignSettings, compile_limits, run_limits
from ccfuzz.store import Store
from tests.conftest import FAKECC, require

FULL = CampaignSettings(
    compile_limits=Limits(wall_seconds=45.0, memory_bytes=4 << 30),
    run_limits=Limits(wall_seconds=7.0, memory_bytes=2 << 30, isolate_network=True),
    compilers=({"name": "gcc", "path": "/usr/bin/gcc", "family": "gcc", "version": "12",
                "opt_levels": ["-O0"], "flags": [], "aliases": []},),
    programs=5, minutes=None, jobs=3, swarm={"settings": {"builds": 2}},
    extra={"pipelines": [{"passes": ["licm"]}], "ctos": {"lengths": "5-10"}})


def test_settings_come_back_from_the_store_as_they_went_in(tmp_path: Path) -> None:
    with Store(tmp_path / "run", write=True) as store:
        cid = store.new_campaign(1, "csmith", FULL, "test")
        assert store.campaign(cid).settings == FULL
    assert CampaignSettings.from_json(FULL.to_json()) == FULL


# The settings of a passes campaign as ccfuzz wrote them before they were a typed record.
OLD = {"compilers": [], "compile_limits": {"wall_seconds": 60.0, "cpu_seconds": None,
                                           "memory_bytes": 4294967296, "output_bytes": 1048576,
                                           "file_bytes": 268435456, "isolate_network": False},
       "run_limits": {"wall_seconds": 2.0, "cpu_seconds": None, "memory_bytes": 2147483648,
                      "output_bytes": 1048576, "file_bytes": 268435456,
                      "isolate_network": True, "a_field_no_longer_known": 1},
       "programs": 10, "minutes": None, "pipelines": [{"passes": ["licm"]}], "jobs": 2,
       "ctos": {"selection": "random", "lengths": "50-200", "catalog": 3, "manager": "legacy"}}


def test_an_older_stores_settings_are_read(tmp_path: Path) -> None:
    run = tmp_path / "run"
    with Store(run, write=True) as store:
        store.new_campaign(1, "csmith", CampaignSettings(), "old")
    db = sqlite3.connect(run / "ccfuzz.sqlite")
    with db:
        db.execute("UPDATE campaigns SET settings=?", (json.dumps(OLD),))
    db.close()
    with Store(run, write=False) as store:
        settings = store.campaign().settings
    assert settings.compile_limits == compile_limits(60.0)
    assert settings.run_limits == run_limits(2.0)  # the field it no longer knows left out
    assert (settings.programs, settings.minutes, settings.jobs) == (10, None, 2)
    assert settings.extra == {"pipelines": OLD["pipelines"], "ctos": OLD["ctos"]}
    assert settings.to_json()["ctos"] == OLD["ctos"]


def test_a_record_without_limits_has_a_new_campaigns() -> None:
    assert CampaignSettings.from_json({}) == CampaignSettings()
    assert CampaignSettings().compile_limits == compile_limits()


SEED = """#include <stdio.h>
/* CCFUZZ_FAKE_MISCOMPILE */
int main(void) { printf("%d\\n", 1234); return 0; }
"""


@pytest.fixture(scope="module")
def configured(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A run directory after ``hunt`` with limits from ``[limits]`` (45 s per compile, 7 s
    per run: neither the default), and its configuration file."""
    require("gcc")
    base = tmp_path_factory.mktemp("configured")
    seeds = base / "seeds"
    seeds.mkdir()
    (seeds / "a.c").write_text(SEED)
    toml = base / "ccfuzz.toml"
    toml.write_text(f'[compilers.fakecc]\npath = "{FAKECC}"\nfamily = "gcc"\n'
                    'opt_levels = ["-O0", "-O2"]\n'
                    '[limits]\ncompile_timeout = 45\nrun_timeout = 7\n')
    run = base / "run"
    assert cli.main(["hunt", "--source", f"dir:{seeds}", "--compilers", "gcc,fakecc",
                     "--config", str(toml), "--dir", str(run), "--seed", "1",
                     "--jobs", "1"]) == 0
    return run, toml


def test_limits_reach_hunt(configured: tuple[Path, Path]) -> None:
    run, _ = configured
    with Store(run, write=False) as store:
        settings = store.campaign().settings
    assert settings.compile_limits.wall_seconds == 45.0
    assert settings.run_limits.wall_seconds == 7.0


def test_limits_reach_reduce_culprit_and_isolate(configured: tuple[Path, Path],
                                                 tmp_path: Path) -> None:
    """Each reads them from the campaign's settings: reduce's spec, culprit's question and
    the spec isolate's witnesses must keep all compile under 45 s, not the default 60."""
    from ccfuzz.case.bundle import Bundle
    from ccfuzz.culprit.trace import question
    from ccfuzz.isolate.spectra import case_spec
    from ccfuzz.reduce.run import prepare_bundle

    run, _ = configured
    with Store(run, write=False) as store:
        [finding] = store.findings()
        program = store.program(finding.program_id)
        reduced, _, _ = prepare_bundle(store, finding.id, run, guard=False,
                                       bundle=Bundle(tmp_path / "bundle"))
        asked = question(store, finding, finding.program_id)
        isolated = case_spec(store, finding, program)
    assert [reduced.claim.compile_seconds, asked.claim.compile_seconds,
            isolated.claim.compile_seconds] == [45.0, 45.0, 45.0]
    assert max(reduced.claim.run_seconds, asked.claim.run_seconds,
               isolated.claim.run_seconds) <= 7.0


"""benchmarks/compiler_set.py: a set is judged from its own builds' observations only, and a
bug planted in one compiler at every level is a tie with two compilers, found with three."""

from __future__ import annotations

from pathlib import Path

from benchmarks import compiler_set
from ccfuzz import campaign, compilers
from ccfuzz.model import ProgramStatus
from ccfuzz.oracle import OracleSettings
from ccfuzz.store import Store
from tests.conftest import require

PROGRAM = '#include <stdio.h>\nint main(void) { int x = 6; printf("%d\\n", x * 7); return 0; }\n'


def test_sets_are_judged_from_their_own_builds(tmp_path: Path, private_tmp: Path) -> None:
    require("gcc", "clang-14", "tcc")
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "p.c").write_text(PROGRAM)
    chosen = compilers.select(compilers.discover(), ["gcc", "clang-14", "tcc"])
    rundir = tmp_path / "run"
    with Store(rundir, write=True) as store:
        campaign_id, _ = compiler_set.campaign_over(f"dir:{seeds}", chosen, 1, 1, store,
                                                    private_tmp)
        [rec] = compiler_set.recorded(store, rundir, campaign_id)
    assert rec.status is ProgramStatus.OK and len(rec.observations) == 11
    builds = [b for c in chosen for b in c.configs(campaign.default_limits()[0])]
    settings = OracleSettings(60.0, 2.0)
    two = compiler_set.evaluate("two", chosen[:2], [rec], builds, settings, 2.0)
    three = compiler_set.evaluate("three", chosen, [rec], builds, settings, 2.0)
    assert two.statuses == three.statuses == {f"{rec.source}/ok": 1}
    assert two.planted == {"compiler|tie": 2}  # 5 builds against 5: no majority
    assert three.planted == {"compiler|found": 3}
    assert 0 < two.seconds[rec.source] < three.seconds[rec.source]
    assert three.seconds[rec.source] == sum(compiler_set._seconds(o)
                                            for o in rec.observations.values())

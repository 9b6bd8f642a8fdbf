from __future__ import annotations

import sqlite3
from pathlib import Path

from ccfuzz.store import SCHEMA_VERSION, CulpritRow, IsolationRow, Store, TriageRow

# The tables each schema version added, newest last.
_ADDED = {2: "reductions", 3: "culprits", 4: "isolations", 5: "triages"}


def _downgrade_to_v1(rundir: Path) -> None:
    _downgrade(rundir, 1)


def _downgrade(rundir: Path, version: int) -> None:
    db = sqlite3.connect(rundir / "ccfuzz.sqlite")
    for added, table in _ADDED.items():
        if added > version:
            db.execute(f"DROP TABLE {table}")
    db.execute("UPDATE meta SET value=? WHERE key='schema_version'", (str(version),))
    db.commit()
    db.close()


def test_a_version_1_store_is_read_as_is_and_upgraded_when_written(tmp_path: Path) -> None:
    with Store(tmp_path, write=True):
        pass
    _downgrade_to_v1(tmp_path)
    with Store(tmp_path, write=False) as store:  # reading does not change the file
        assert store.reduction(1) is None
    db = sqlite3.connect(tmp_path / "ccfuzz.sqlite")
    assert db.execute("SELECT value FROM meta").fetchone() == ("1",)
    db.close()
    with Store(tmp_path, write=True) as store:
        assert store.reduction(1) is None
    db = sqlite3.connect(tmp_path / "ccfuzz.sqlite")
    assert db.execute("SELECT value FROM meta").fetchone() == (str(SCHEMA_VERSION),)
    assert db.execute("SELECT COUNT(*) FROM reductions").fetchone() == (0,)


def test_a_version_2_store_gains_the_culprits_table_when_written(tmp_path: Path) -> None:
    with Store(tmp_path, write=True):
        pass
    _downgrade(tmp_path, 2)
    with Store(tmp_path, write=False) as store:
        assert store.culprit(1, 1) is None and store.culprits() == []
    with Store(tmp_path, write=True) as store:
        row = CulpritRow(1, 1, "reduced", "gcc-flags", "gcc -O2", "wrong-code|gcc 12|-fno-x",
                         "disappears with -fno-x", {"flags": ["-fno-x"]}, 7, 1.5, 0.0)
        store.record_culprit(row)
        assert store.culprit(1, 1) == row and store.culprit(1, 2) is None
        assert store.culprits() == [row]
    db = sqlite3.connect(tmp_path / "ccfuzz.sqlite")
    assert db.execute("SELECT value FROM meta").fetchone() == (str(SCHEMA_VERSION),)
    db.close()


def test_a_version_3_store_gains_the_isolations_table_when_written(tmp_path: Path) -> None:
    with Store(tmp_path, write=True):
        pass
    _downgrade(tmp_path, 3)
    with Store(tmp_path, write=False) as store:
        assert store.isolations(1) == []
    with Store(tmp_path, write=True) as store:
        ranking = {"files": [{"file": "tccgen.c", "score": 0.5, "rank": 1}], "functions": []}
        diwi = IsolationRow(1, "diwi", "reduced", "tcc-cov 0.9.27", 12, 40, 7, True, ranking,
                            3.5, 0.0)
        sbfl = IsolationRow(1, "sbfl", "reduced", "tcc-cov 0.9.27", 300, 300, 0, False,
                            ranking, 9.0, 0.0)
        store.record_isolation(sbfl)
        store.record_isolation(diwi)
        assert store.isolations(1) == [diwi, sbfl] and store.isolations(2) == []
        store.record_isolation(IsolationRow(1, "diwi", "reduced", "tcc-cov 0.9.27", 13, 41, 8,
                                            True, ranking, 3.0, 1.0))
        assert [r.witnesses for r in store.isolations(1)] == [13, 300]  # one per method
    db = sqlite3.connect(tmp_path / "ccfuzz.sqlite")
    assert db.execute("SELECT value FROM meta").fetchone() == (str(SCHEMA_VERSION),)
    db.close()


def test_a_version_4_store_gains_the_triages_table_when_written(tmp_path: Path) -> None:
    with Store(tmp_path, write=True):
        pass
    _downgrade(tmp_path, 4)
    with Store(tmp_path, write=False) as store:
        assert store.triage(1) is None and store.triages() == {}
    with Store(tmp_path, write=True) as store:
        row = TriageRow(1, "live", "live: the newest installed release shows it",
                        "wrong-code|gcc|-fno-x|", {"versions": {"summary": "shown by gcc"}},
                        True, 12.5, 0.0)
        store.record_triage(row)
        assert store.triage(1) == row and store.triages() == {1: row}
    db = sqlite3.connect(tmp_path / "ccfuzz.sqlite")
    assert db.execute("SELECT value FROM meta").fetchone() == (str(SCHEMA_VERSION),)
    db.close()

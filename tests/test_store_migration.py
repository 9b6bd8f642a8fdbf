from __future__ import annotations

import sqlite3
from pathlib import Path

from ccfuzz.store import SCHEMA_VERSION, Store


def _downgrade_to_v1(rundir: Path) -> None:
    db = sqlite3.connect(rundir / "ccfuzz.sqlite")
    db.execute("DROP TABLE reductions")
    db.execute("UPDATE meta SET value='1' WHERE key='schema_version'")
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

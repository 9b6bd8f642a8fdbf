"""The findings store: one SQLite database (WAL) per run directory.

Writes happen in the campaign's main process only, one transaction per tested program, so
a campaign killed at any moment keeps every program and finding it had recorded. A campaign
takes an exclusive lock on the run directory (``lock`` file) for as long as it writes;
readers (``findings``, ``show``) need no lock.

Dedup: ``findings`` has one row per signature (the first program that showed it is kept as
its representative); ``sightings`` has one row per program that showed it; ``count`` is the
number of sightings.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import sqlite3
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ccfuzz.errors import NotFoundError, StoreError, StoreLockedError
from ccfuzz.model import Build, Finding, Observation, Origin, Program, ProgramStatus, Verdict

SCHEMA_VERSION = 2
DB_NAME = "ccfuzz.sqlite"
_TEXT_CAP = 8192
BUSY_SECONDS = 5.0  # how long to wait for another process's lock on the database

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE campaigns (
    id INTEGER PRIMARY KEY,
    created REAL NOT NULL,
    seed INTEGER NOT NULL,
    source TEXT NOT NULL,
    settings TEXT NOT NULL,          -- JSON: compilers (path, version, flags), limits, budget
    status TEXT NOT NULL,            -- running | interrupted | done
    elapsed REAL NOT NULL DEFAULT 0,
    ccfuzz_version TEXT NOT NULL
);
CREATE TABLE programs (
    id INTEGER PRIMARY KEY,
    campaign_id INTEGER NOT NULL REFERENCES campaigns(id),
    idx INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    name TEXT NOT NULL,
    origin TEXT NOT NULL,            -- JSON of model.Origin
    source TEXT,                     -- kept for programs with findings, invalid or odd ones
    stdin BLOB,
    expected BLOB,
    status TEXT NOT NULL,
    reason TEXT NOT NULL,
    seconds REAL NOT NULL,
    created REAL NOT NULL,
    UNIQUE (campaign_id, idx)
);
CREATE TABLE observations (
    id INTEGER PRIMARY KEY,
    program_id INTEGER NOT NULL REFERENCES programs(id),
    build TEXT NOT NULL,
    compiler TEXT NOT NULL,
    version TEXT NOT NULL,
    build_status TEXT NOT NULL,
    compile_command TEXT NOT NULL,   -- JSON list
    compile_exit INTEGER,
    compile_signal INTEGER,
    diagnostics TEXT NOT NULL,
    compile_seconds REAL NOT NULL,
    run_status TEXT,
    run_exit INTEGER,
    run_signal INTEGER,
    stdout BLOB,
    run_seconds REAL
);
CREATE INDEX observations_program ON observations(program_id);
CREATE TABLE findings (
    id INTEGER PRIMARY KEY,
    signature TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    compiler TEXT NOT NULL,
    builds TEXT NOT NULL,            -- JSON list of build ids
    summary TEXT NOT NULL,
    evidence TEXT NOT NULL,          -- JSON object
    program_id INTEGER NOT NULL REFERENCES programs(id),
    campaign_id INTEGER NOT NULL REFERENCES campaigns(id),
    first_seen REAL NOT NULL,
    last_seen REAL NOT NULL,
    count INTEGER NOT NULL
);
CREATE TABLE reductions (
    finding_id INTEGER PRIMARY KEY REFERENCES findings(id),
    bundle TEXT NOT NULL,            -- directory, relative to the run directory
    source TEXT NOT NULL,            -- the reduced program
    original_bytes INTEGER NOT NULL,
    reduced_bytes INTEGER NOT NULL,
    reduced_lines INTEGER NOT NULL,
    tool TEXT NOT NULL,              -- e.g. "cvise 2.7.0"
    seconds REAL NOT NULL,
    affected TEXT NOT NULL,          -- JSON: {compiler name: {"version": .., "reproduced": ..}}
    created REAL NOT NULL
);
CREATE TABLE sightings (
    finding_id INTEGER NOT NULL REFERENCES findings(id),
    program_id INTEGER NOT NULL REFERENCES programs(id),
    seen REAL NOT NULL,
    PRIMARY KEY (finding_id, program_id)
);
"""


# Statements that bring a database of schema version N to N + 1.
_MIGRATIONS = {1: _SCHEMA[_SCHEMA.index("CREATE TABLE reductions"):
                         _SCHEMA.index("CREATE TABLE sightings")].strip().rstrip(";")}


@dataclass(frozen=True)
class ReductionRow:
    finding_id: int
    bundle: str  # relative to the run directory
    source: str
    original_bytes: int
    reduced_bytes: int
    reduced_lines: int
    tool: str
    seconds: float
    affected: dict[str, dict[str, Any]]
    created: float


@dataclass(frozen=True)
class FindingRow:
    id: int
    signature: str
    kind: str
    compiler: str
    builds: list[str]
    summary: str
    evidence: dict[str, str]
    program_id: int
    campaign_id: int
    first_seen: float
    last_seen: float
    count: int

    def as_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class CampaignRow:
    id: int
    created: float
    seed: int
    source: str
    settings: dict[str, Any]
    status: str
    elapsed: float


class Store:
    def __init__(self, rundir: Path, *, write: bool) -> None:
        self.rundir = rundir
        self._lock_fd: int | None = None
        if write:
            try:
                rundir.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StoreError(f"cannot create run directory {rundir}: {exc.strerror}") from None
            if not os.access(rundir, os.W_OK | os.X_OK):
                raise StoreError(f"run directory {rundir} is not writable")
            self._lock()
        elif not (rundir / DB_NAME).exists():
            raise StoreError(f"no ccfuzz database in {rundir} (run 'ccfuzz hunt --dir {rundir}')")
        try:
            self.db = sqlite3.connect(rundir / DB_NAME, timeout=BUSY_SECONDS,
                                      isolation_level=None)
            self.db.row_factory = sqlite3.Row
            if write:
                self.db.execute("PRAGMA journal_mode=WAL")
                self.db.execute("PRAGMA synchronous=NORMAL")
            self._check_schema(write)
        except sqlite3.OperationalError as exc:
            self.close()
            if "locked" in str(exc):
                raise StoreLockedError(
                    f"database in {rundir} is locked by another process") from None
            raise StoreError(f"cannot open database in {rundir}: {exc}") from None
        except sqlite3.DatabaseError as exc:
            self.close()
            raise StoreError(f"{rundir / DB_NAME} is not a ccfuzz database: {exc}") from None

    def _lock(self) -> None:
        path = self.rundir / "lock"
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            raise StoreError(
                f"cannot write in run directory {self.rundir}: {exc.strerror}") from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.read(fd, 64).decode(errors="replace").strip() or "?"
            os.close(fd)
            raise StoreLockedError(
                f"run directory {self.rundir} is in use by another ccfuzz process (pid {holder}); "
                "wait for it, stop it, or pass another --dir"
            ) from None
        os.ftruncate(fd, 0)
        os.write(fd, str(os.getpid()).encode())
        self._lock_fd = fd

    def _check_schema(self, write: bool) -> None:
        has_meta = self.db.execute(
            "SELECT 1 FROM sqlite_master WHERE type='table' AND name='meta'"
        ).fetchone()
        if not has_meta:
            if not write:
                raise StoreError(f"{self.rundir / DB_NAME} holds no ccfuzz data yet")
            with self.transaction():
                for statement in _SCHEMA.split(";"):
                    if statement.strip():
                        self.db.execute(statement)
                self.db.execute("INSERT INTO meta VALUES ('schema_version', ?)", (SCHEMA_VERSION,))
            return
        row = self.db.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
        version = int(row[0]) if row else 0
        if version in _MIGRATIONS and version < SCHEMA_VERSION and write:
            with self.transaction():
                for v in range(version, SCHEMA_VERSION):
                    self.db.execute(_MIGRATIONS[v])
                self.db.execute("UPDATE meta SET value=? WHERE key='schema_version'",
                                (SCHEMA_VERSION,))
            return
        if version in _MIGRATIONS and version < SCHEMA_VERSION:
            return  # read-only: what later versions added reads as empty
        if version != SCHEMA_VERSION:
            raise StoreError(
                f"{self.rundir / DB_NAME} has schema version {version}; this ccfuzz reads "
                f"version {SCHEMA_VERSION}"
            )

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        try:
            self.db.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            raise StoreLockedError(
                f"database in {self.rundir} is held by another process ({exc}); nothing was "
                "written"
            ) from None
        try:
            yield
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    def close(self) -> None:
        if getattr(self, "db", None) is not None:
            self.db.close()
        if self._lock_fd is not None:
            os.close(self._lock_fd)
            self._lock_fd = None

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- campaigns ---------------------------------------------------------------------------

    def new_campaign(self, seed: int, source: str, settings: Mapping[str, Any],
                     version: str) -> int:
        with self.transaction():
            cur = self.db.execute(
                "INSERT INTO campaigns (created, seed, source, settings, status, ccfuzz_version)"
                " VALUES (?, ?, ?, ?, 'running', ?)",
                (time.time(), seed, source, json.dumps(settings), version),
            )
        assert cur.lastrowid is not None
        return cur.lastrowid

    def campaign(self, campaign_id: int | None = None) -> CampaignRow:
        """The campaign with this id, or the latest one."""
        if campaign_id is None:
            row = self.db.execute("SELECT * FROM campaigns ORDER BY id DESC LIMIT 1").fetchone()
        else:
            row = self.db.execute("SELECT * FROM campaigns WHERE id=?", (campaign_id,)).fetchone()
        if row is None:
            raise NotFoundError(
                f"no campaign {campaign_id} in {self.rundir}" if campaign_id is not None
                else f"no campaign in {self.rundir} yet"
            )
        return CampaignRow(row["id"], row["created"], row["seed"], row["source"],
                           json.loads(row["settings"]), row["status"], row["elapsed"])

    def set_campaign_state(self, campaign_id: int, status: str, elapsed: float) -> None:
        with self.transaction():
            self.db.execute("UPDATE campaigns SET status=?, elapsed=? WHERE id=?",
                            (status, elapsed, campaign_id))

    def done_indices(self, campaign_id: int) -> set[int]:
        rows = self.db.execute("SELECT idx FROM programs WHERE campaign_id=?", (campaign_id,))
        return {r[0] for r in rows}

    def program_counts(self, campaign_id: int) -> dict[str, int]:
        rows = self.db.execute(
            "SELECT status, COUNT(*) FROM programs WHERE campaign_id=? GROUP BY status",
            (campaign_id,),
        )
        return {r[0]: r[1] for r in rows}

    # -- recording ---------------------------------------------------------------------------

    def record(self, campaign_id: int, index: int, seed: int, program: Program,
               builds: Sequence[Build], observations: Sequence[Observation], verdict: Verdict,
               seconds: float) -> list[tuple[int, bool]]:
        """Record one tested program in one transaction; return (finding id, is new) pairs."""
        keep_source = bool(verdict.findings) or verdict.status.value != "ok"
        now = time.time()
        out: list[tuple[int, bool]] = []
        with self.transaction():
            cur = self.db.execute(
                "INSERT INTO programs (campaign_id, idx, seed, name, origin, source, stdin,"
                " expected, status, reason, seconds, created) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                (campaign_id, index, seed, program.name, json.dumps(asdict(program.origin)),
                 program.source if keep_source else None, program.stdin,
                 program.expected_output, verdict.status.value, verdict.reason, seconds, now),
            )
            program_id = cur.lastrowid
            for build, obs in zip(builds, observations, strict=True):
                run = obs.run
                self.db.execute(
                    "INSERT INTO observations (program_id, build, compiler, version,"
                    " build_status, compile_command, compile_exit, compile_signal, diagnostics,"
                    " compile_seconds, run_status, run_exit, run_signal, stdout, run_seconds)"
                    " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    (program_id, build.id, build.compiler, build.version,
                     obs.build.status.value, json.dumps(obs.build.command), obs.build.exit_code,
                     obs.build.signal, obs.build.diagnostics[:_TEXT_CAP], obs.build.seconds,
                     run.status.value if run else None, run.exit_code if run else None,
                     run.signal if run else None, run.stdout[:_TEXT_CAP] if run else None,
                     run.seconds if run else None),
                )
            for finding in verdict.findings:
                assert program_id is not None
                out.append(self._add_finding(campaign_id, program_id, finding, now))
        return out

    def record_unmade(self, campaign_id: int, index: int, seed: int, name: str,
                      origin: Origin, status: ProgramStatus, reason: str,
                      seconds: float) -> None:
        """A program that never got to the builds: its source could not produce it (invalid:
        not C, unreadable, generator failure) or its worker was lost (error)."""
        with self.transaction():
            self.db.execute(
                "INSERT INTO programs (campaign_id, idx, seed, name, origin, status, reason,"
                " seconds, created) VALUES (?,?,?,?,?,?,?,?,?)",
                (campaign_id, index, seed, name, json.dumps(asdict(origin)), status.value,
                 reason, seconds, time.time()),
            )

    def _add_finding(self, campaign_id: int, program_id: int, finding: Finding,
                     now: float) -> tuple[int, bool]:
        row = self.db.execute("SELECT id FROM findings WHERE signature=?",
                              (finding.signature,)).fetchone()
        if row is None:
            cur = self.db.execute(
                "INSERT INTO findings (signature, kind, compiler, builds, summary, evidence,"
                " program_id, campaign_id, first_seen, last_seen, count)"
                " VALUES (?,?,?,?,?,?,?,?,?,?,0)",
                (finding.signature, finding.kind.value, finding.compiler,
                 json.dumps(list(finding.builds)), finding.summary,
                 json.dumps(dict(finding.evidence)), program_id, campaign_id, now, now),
            )
            finding_id, new = cur.lastrowid, True
        else:
            finding_id, new = row[0], False
        assert finding_id is not None
        inserted = self.db.execute(
            "INSERT OR IGNORE INTO sightings VALUES (?,?,?)", (finding_id, program_id, now)
        ).rowcount
        if inserted:
            self.db.execute("UPDATE findings SET count=count+1, last_seen=? WHERE id=?",
                            (now, finding_id))
        return finding_id, new

    # -- reading -----------------------------------------------------------------------------

    def findings(self, kind: str | None = None) -> list[FindingRow]:
        sql = "SELECT * FROM findings" + (" WHERE kind=?" if kind else "") + " ORDER BY id"
        return [self._finding(r) for r in self.db.execute(sql, (kind,) if kind else ())]

    def finding(self, finding_id: int) -> FindingRow:
        row = self.db.execute("SELECT * FROM findings WHERE id=?", (finding_id,)).fetchone()
        if row is None:
            raise NotFoundError(f"no finding {finding_id} in {self.rundir}")
        return self._finding(row)

    @staticmethod
    def _finding(row: sqlite3.Row) -> FindingRow:
        return FindingRow(row["id"], row["signature"], row["kind"], row["compiler"],
                          json.loads(row["builds"]), row["summary"], json.loads(row["evidence"]),
                          row["program_id"], row["campaign_id"], row["first_seen"],
                          row["last_seen"], row["count"])

    def reduction(self, finding_id: int) -> ReductionRow | None:
        """The reduced form of a finding, if it was reduced."""
        if not self._has_table("reductions"):
            return None
        row = self.db.execute("SELECT * FROM reductions WHERE finding_id=?",
                              (finding_id,)).fetchone()
        if row is None:
            return None
        return ReductionRow(row["finding_id"], row["bundle"], row["source"],
                            row["original_bytes"], row["reduced_bytes"], row["reduced_lines"],
                            row["tool"], row["seconds"], json.loads(row["affected"]),
                            row["created"])

    def record_reduction(self, r: ReductionRow) -> None:
        with self.transaction():
            self.db.execute(
                "INSERT OR REPLACE INTO reductions VALUES (?,?,?,?,?,?,?,?,?,?)",
                (r.finding_id, r.bundle, r.source, r.original_bytes, r.reduced_bytes,
                 r.reduced_lines, r.tool, r.seconds, json.dumps(r.affected), r.created))

    def _has_table(self, name: str) -> bool:
        return self.db.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name=?",
                               (name,)).fetchone() is not None

    def sightings(self, finding_id: int) -> list[int]:
        """The programs that showed a finding, first seen first."""
        return [r[0] for r in self.db.execute(
            "SELECT program_id FROM sightings WHERE finding_id=? ORDER BY seen, program_id",
            (finding_id,))]

    def program(self, program_id: int) -> sqlite3.Row:
        row = self.db.execute("SELECT * FROM programs WHERE id=?", (program_id,)).fetchone()
        if row is None:
            raise NotFoundError(f"no program {program_id} in {self.rundir}")
        return row  # type: ignore[no-any-return]

    def observations(self, program_id: int) -> list[sqlite3.Row]:
        return list(self.db.execute(
            "SELECT * FROM observations WHERE program_id=? ORDER BY id", (program_id,)
        ))

"""The findings store: one SQLite database (WAL) per run directory.

Writes happen in the campaign's main process only, one transaction per tested program, so
a campaign killed at any moment keeps every program and finding it had recorded. A campaign
takes an exclusive lock on the run directory (``lock`` file) for as long as it writes;
readers (``findings``, ``show``, ``report``) need no lock and open the database read-only,
so they also work on a run directory they cannot write (an archive, a colleague's).

Dedup: ``findings`` has one row per signature (the first program that showed it is kept as
its representative); ``sightings`` has one row per program that showed it; ``count`` is the
number of sightings.

A damaged database is an error with one line of explanation, never a traceback: every
statement's ``sqlite3.DatabaseError`` becomes a ``StoreError``, and a store opened for
writing is checked first (``PRAGMA integrity_check``), so a campaign does not resume, or a
reduction record itself, into a file that would lose it.
"""

from __future__ import annotations

import contextlib
import fcntl
import functools
import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, replace
from pathlib import Path
from typing import Concatenate, ParamSpec, TypeVar

from ccfuzz.errors import NotFoundError, StoreError, StoreLockedError
from ccfuzz.model import (
    Build,
    Finding,
    FindingKind,
    Observation,
    Origin,
    Program,
    ProgramStatus,
    Verdict,
)
from ccfuzz.settings import CampaignSettings
from ccfuzz.store import records
from ccfuzz.store.records import (
    CampaignRow,
    CampaignSighting,
    CampaignStatus,
    CulpritRow,
    FindingRow,
    IsolationRow,
    ObservationRow,
    ProgramRow,
    ReductionRow,
    TriageRow,
)
from ccfuzz.store.schema import MIGRATIONS, SCHEMA, SCHEMA_VERSION

__all__ = ["DB_NAME", "INTERRUPTED_SUFFIX", "SCHEMA_VERSION", "CampaignRow", "CampaignSighting",
           "CampaignStatus", "CulpritRow", "FindingRow", "IsolationRow", "ObservationRow",
           "ProgramRow", "ReductionRow", "Store", "TriageRow"]

DB_NAME = "ccfuzz.sqlite"
_TEXT_CAP = 8192
# An interrupted isolation stored beside a complete one of its method (``record_isolation``).
INTERRUPTED_SUFFIX = "/interrupted"
BUSY_SECONDS = 5.0  # how long to wait for another process's lock on the database


P = ParamSpec("P")
T = TypeVar("T")


def _reading(method: Callable[Concatenate[Store, P], T]) -> Callable[Concatenate[Store, P], T]:
    """A reading method whose rows do not make sense (a damaged page read as a status, a JSON
    column cut short) raises a ``StoreError``, as a database error does."""

    @functools.wraps(method)
    def read(store: Store, /, *args: P.args, **kwargs: P.kwargs) -> T:
        try:
            return method(store, *args, **kwargs)
        except (ValueError, TypeError, KeyError) as exc:
            raise store._damaged(exc) from None

    return read


def _check_rundir(rundir: Path) -> None:
    """A run directory's path must be a directory, or nothing yet: a file or a dangling link
    there is a mistake to name, not one to report as "File exists"."""
    if rundir.is_symlink() and not rundir.exists():
        raise StoreError(f"run directory {rundir} is a symbolic link to "
                         f"{os.readlink(rundir)}, which does not exist")
    if rundir.exists() and not rundir.is_dir():
        raise StoreError(f"{rundir} is a file, not a run directory: give --dir a directory "
                         "(a new one, or one of an earlier run)")


class Store:
    def __init__(self, rundir: Path, *, write: bool, create: bool = True) -> None:
        """``create=False``: the run directory must hold a database already, also for
        writing (a typo in --dir is an error, not a new, empty run directory)."""
        self.rundir = rundir
        self.path = rundir / DB_NAME
        self._lock_fd: int | None = None
        _check_rundir(rundir)
        if write and not create and not self.path.is_file():
            raise StoreError(f"no ccfuzz database in {rundir} (run 'ccfuzz hunt --dir {rundir}')")
        if write:
            try:
                rundir.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StoreError(f"cannot create run directory {rundir}: {exc.strerror}") from None
            if not os.access(rundir, os.W_OK | os.X_OK):
                raise StoreError(f"run directory {rundir} is not writable")
            if self.path.exists() and not os.access(self.path, os.R_OK | os.W_OK):
                raise StoreError(f"{self.path} is not writable: this command records its "
                                 "results there (give it write access, or copy the run "
                                 "directory)")
            self._lock()
        elif not self.path.exists():
            raise StoreError(f"no ccfuzz database in {rundir} (run 'ccfuzz hunt --dir {rundir}')")
        existed = self.path.exists() and self.path.stat().st_size > 0
        try:
            self.db = self._connect(write)
            if write:
                self.db.execute("PRAGMA journal_mode=WAL")
                self.db.execute("PRAGMA synchronous=NORMAL")
                if existed:
                    self._check_integrity()
            self._check_schema(write)
        except sqlite3.OperationalError as exc:
            self.close()
            if "locked" in str(exc):
                raise StoreLockedError(
                    f"database in {rundir} is locked by another process") from None
            raise StoreError(f"cannot open database in {rundir}: {exc}") from None
        except sqlite3.DatabaseError as exc:
            self.close()
            raise StoreError(
                f"{self.path} is damaged or not a ccfuzz database: {exc}"
                + ("; nothing was written. Its readable part can be copied out with "
                   f"`sqlite3 {self.path} .recover`" if write else "")) from None
        except StoreError:
            self.close()
            raise

    def _connect(self, write: bool) -> sqlite3.Connection:
        """The connection: read-write for writers; read-only for readers, and for a run
        directory they cannot write, read-only without the WAL's shared-memory file, which
        SQLite could not create there."""
        if write:
            db = sqlite3.connect(self.path, timeout=BUSY_SECONDS, isolation_level=None)
            db.row_factory = sqlite3.Row
            return db
        uri = self.path.resolve().as_uri()
        db = sqlite3.connect(f"{uri}?mode=ro", uri=True, timeout=BUSY_SECONDS,
                             isolation_level=None)
        db.row_factory = sqlite3.Row
        try:
            db.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()
            return db
        except sqlite3.OperationalError:
            db.close()
            if os.access(self.rundir, os.W_OK):
                raise
        wal = self.path.with_name(DB_NAME + "-wal")
        if wal.exists() and wal.stat().st_size > 0:
            raise StoreError(
                f"{self.path} has writes in its write-ahead log ({wal.name}) that SQLite "
                f"cannot read in a directory it may not write: copy {self.rundir} somewhere "
                "writable and read the copy")
        # No log: the database file is all there is, and nobody writes it while the
        # directory stays read-only, so it may be read as immutable.
        db = sqlite3.connect(f"{uri}?immutable=1", uri=True, isolation_level=None)
        db.row_factory = sqlite3.Row
        return db

    def _check_integrity(self) -> None:
        problems = [" ".join(r[0].replace("*** in database main ***", "").split())
                    for r in self.db.execute("PRAGMA integrity_check").fetchall()]
        if problems != ["ok"]:
            raise StoreError(
                f"{self.path} is damaged ({problems[0]}"
                f"{f' and {len(problems) - 1} more problems' if len(problems) > 1 else ''});"
                " nothing was written. Its readable part can be copied out with "
                f"`sqlite3 {self.path} .recover`")

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
                raise StoreError(f"{self.path} holds no ccfuzz data yet")
            with self.transaction():
                for statement in SCHEMA.split(";"):
                    if statement.strip():
                        self.db.execute(statement)
                self.db.execute("INSERT INTO meta VALUES ('schema_version', ?)", (SCHEMA_VERSION,))
            return
        row = self.db.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
        version = int(row[0]) if row else 0
        if version in MIGRATIONS and version < SCHEMA_VERSION and write:
            with self.transaction():
                for v in range(version, SCHEMA_VERSION):
                    self.db.execute(MIGRATIONS[v])
                self.db.execute("UPDATE meta SET value=? WHERE key='schema_version'",
                                (SCHEMA_VERSION,))
            return
        if version in MIGRATIONS and version < SCHEMA_VERSION:
            return  # read-only: what later versions added reads as empty
        if version != SCHEMA_VERSION:
            raise StoreError(
                f"{self.path} has schema version {version}; this ccfuzz reads "
                f"version {SCHEMA_VERSION}"
            )

    def _damaged(self, exc: Exception) -> StoreError:
        return StoreError(f"cannot read {self.path}: {exc} (the database is damaged, or was "
                          "changed by another program)")

    def _rows(self, sql: str, args: Sequence[object] = ()) -> list[sqlite3.Row]:
        """Every row of a query; a database error is a ``StoreError``."""
        try:
            return self.db.execute(sql, args).fetchall()
        except sqlite3.OperationalError as exc:
            if "locked" in str(exc):
                raise StoreLockedError(
                    f"database in {self.rundir} is locked by another process") from None
            raise self._damaged(exc) from None
        except sqlite3.DatabaseError as exc:
            raise self._damaged(exc) from None

    def _row(self, sql: str, args: Sequence[object] = ()) -> sqlite3.Row | None:
        rows = self._rows(sql, args)
        return rows[0] if rows else None

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
        except sqlite3.DatabaseError as exc:
            self._rollback()
            raise StoreError(f"cannot write {self.path}: {exc}; this transaction was not "
                             "written") from None
        except BaseException:
            self._rollback()
            raise
        try:
            self.db.execute("COMMIT")
        except sqlite3.DatabaseError as exc:
            self._rollback()
            raise StoreError(f"cannot write {self.path}: {exc}; this transaction was not "
                             "written") from None

    def _rollback(self) -> None:
        with contextlib.suppress(sqlite3.DatabaseError):
            self.db.execute("ROLLBACK")

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

    def new_campaign(self, seed: int, source: str, settings: CampaignSettings,
                     version: str) -> int:
        with self.transaction():
            cur = self.db.execute(
                "INSERT INTO campaigns (created, seed, source, settings, status, ccfuzz_version)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (time.time(), seed, source, json.dumps(settings.to_json()),
                 CampaignStatus.RUNNING.value, version),
            )
        assert cur.lastrowid is not None
        return cur.lastrowid

    @_reading
    def campaign(self, campaign_id: int | None = None) -> CampaignRow:
        """The campaign with this id, or the latest one."""
        if campaign_id is None:
            row = self._row("SELECT * FROM campaigns ORDER BY id DESC LIMIT 1")
        else:
            row = self._row("SELECT * FROM campaigns WHERE id=?", (campaign_id,))
        if row is None:
            raise NotFoundError(
                f"no campaign {campaign_id} in {self.rundir}" if campaign_id is not None
                else f"no campaign in {self.rundir} yet"
            )
        return records.campaign_row(row)

    def set_campaign_state(self, campaign_id: int, status: CampaignStatus,
                           elapsed: float) -> None:
        with self.transaction():
            self.db.execute("UPDATE campaigns SET status=?, elapsed=? WHERE id=?",
                            (status.value, elapsed, campaign_id))

    @_reading
    def done_indices(self, campaign_id: int) -> set[int]:
        rows = self._rows("SELECT idx FROM programs WHERE campaign_id=?", (campaign_id,))
        return {r[0] for r in rows}

    @_reading
    def program_counts(self, campaign_id: int) -> dict[ProgramStatus, int]:
        rows = self._rows(
            "SELECT status, COUNT(*) FROM programs WHERE campaign_id=? GROUP BY status",
            (campaign_id,),
        )
        return {ProgramStatus(r[0]): r[1] for r in rows}

    @_reading
    def build_count(self, campaign_id: int) -> int:
        """How many builds the campaign's recorded programs went through (compiled, and run
        unless the compile failed)."""
        row = self._row("SELECT COUNT(*) FROM observations o JOIN programs p"
                        " ON p.id = o.program_id WHERE p.campaign_id=?", (campaign_id,))
        return int(row[0]) if row is not None else 0

    @_reading
    def program_times(self, campaign_id: int) -> list[float]:
        """When each program of the campaign was recorded, in order."""
        return [r[0] for r in self._rows(
            "SELECT created FROM programs WHERE campaign_id=? ORDER BY created", (campaign_id,))]

    @_reading
    def unusual_programs(self, campaign_id: int, limit: int) -> list[ProgramRow]:
        """The first ``limit`` programs of the campaign whose status is not ok."""
        return [records.program_row(r) for r in self._rows(
            "SELECT * FROM programs WHERE campaign_id=? AND status!=? ORDER BY idx LIMIT ?",
            (campaign_id, ProgramStatus.OK.value, limit))]

    @_reading
    def campaign_sightings(self, campaign_id: int) -> list[CampaignSighting]:
        """The findings a campaign saw, by finding id."""
        rows = self._rows(
            "SELECT s.finding_id, MIN(s.seen), COUNT(*) FROM sightings s"
            " JOIN programs p ON p.id = s.program_id WHERE p.campaign_id=?"
            " GROUP BY s.finding_id ORDER BY s.finding_id", (campaign_id,))
        return [CampaignSighting(r[0], r[1], r[2]) for r in rows]

    # -- recording ---------------------------------------------------------------------------

    def record(self, campaign_id: int, index: int, seed: int, program: Program,
               builds: Sequence[Build], observations: Sequence[Observation], verdict: Verdict,
               seconds: float) -> list[tuple[int, bool]]:
        """Record one tested program in one transaction; return (finding id, is new) pairs."""
        keep_source = bool(verdict.findings) or verdict.status is not ProgramStatus.OK
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

    @_reading
    def findings(self, kind: FindingKind | None = None) -> list[FindingRow]:
        if kind is None:
            rows = self._rows("SELECT * FROM findings ORDER BY id")
        else:
            rows = self._rows("SELECT * FROM findings WHERE kind=? ORDER BY id", (kind.value,))
        return [records.finding_row(r) for r in rows]

    @_reading
    def finding(self, finding_id: int) -> FindingRow:
        row = self._row("SELECT * FROM findings WHERE id=?", (finding_id,))
        if row is None:
            raise NotFoundError(f"no finding {finding_id} in {self.rundir}")
        return records.finding_row(row)

    @_reading
    def reduction(self, finding_id: int) -> ReductionRow | None:
        """The reduced form of a finding, if it was reduced."""
        if not self._has_table("reductions"):
            return None
        row = self._row("SELECT * FROM reductions WHERE finding_id=?", (finding_id,))
        return None if row is None else records.reduction_row(row)

    def record_reduction(self, r: ReductionRow) -> None:
        with self.transaction():
            self.db.execute(
                "INSERT OR REPLACE INTO reductions VALUES (?,?,?,?,?,?,?,?,?,?)",
                (r.finding_id, r.bundle, r.source, r.original_bytes, r.reduced_bytes,
                 r.reduced_lines, r.tool, r.seconds, json.dumps(r.affected), r.created))

    @_reading
    def culprit(self, finding_id: int, program_id: int) -> CulpritRow | None:
        """The culprit optimization of a finding on one of its programs, if it was traced."""
        if not self._has_table("culprits"):
            return None
        row = self._row("SELECT * FROM culprits WHERE finding_id=? AND program_id=?",
                        (finding_id, program_id))
        return None if row is None else records.culprit_row(row)

    @_reading
    def culprits(self, finding_id: int | None = None) -> list[CulpritRow]:
        """The culprits traced (of one finding), by finding and program."""
        if not self._has_table("culprits"):
            return []
        where, args = ("", ()) if finding_id is None else (" WHERE finding_id=?", (finding_id,))
        return [records.culprit_row(r) for r in self._rows(
            f"SELECT * FROM culprits{where} ORDER BY finding_id, program_id", args)]

    def record_culprit(self, c: CulpritRow) -> None:
        with self.transaction():
            self.db.execute(
                "INSERT OR REPLACE INTO culprits VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                (c.finding_id, c.program_id, c.program, c.scheme, c.build, c.signature, c.summary,
                 json.dumps(c.details), c.tests, c.seconds, c.created))

    @_reading
    def isolations(self, finding_id: int) -> list[IsolationRow]:
        """The rankings of a finding's bug in its compiler's source, by method."""
        if not self._has_table("isolations"):
            return []
        return [records.isolation_row(r) for r in self._rows(
            "SELECT * FROM isolations WHERE finding_id=? ORDER BY method", (finding_id,))]

    def record_isolation(self, r: IsolationRow) -> IsolationRow:
        """Store ``r`` as the finding's ranking by its method, and return it as stored: a
        partial ranking (an interrupted search) never replaces a complete one of the same
        method, it goes beside it, as ``METHOD/interrupted``."""
        if not r.complete and any(old.method == r.method and old.complete
                                  for old in self.isolations(r.finding_id)):
            r = replace(r, method=f"{r.method}{INTERRUPTED_SUFFIX}")
        with self.transaction():
            self.db.execute(
                "INSERT OR REPLACE INTO isolations VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                (r.finding_id, r.method, r.program, r.coverage_build, r.witnesses, r.tried,
                 r.seed, int(r.complete), json.dumps(r.ranking), r.seconds, r.created))
        return r

    @_reading
    def triage(self, finding_id: int) -> TriageRow | None:
        """What ``ccfuzz triage`` concluded about a finding, if it was triaged."""
        if not self._has_table("triages"):
            return None
        row = self._row("SELECT * FROM triages WHERE finding_id=?", (finding_id,))
        return None if row is None else records.triage_row(row)

    @_reading
    def triages(self) -> dict[int, TriageRow]:
        """Every triaged finding's conclusion, by finding id."""
        if not self._has_table("triages"):
            return {}
        return {r["finding_id"]: records.triage_row(r)
                for r in self._rows("SELECT * FROM triages ORDER BY finding_id")}

    def record_triage(self, t: TriageRow) -> None:
        with self.transaction():
            self.db.execute(
                "INSERT OR REPLACE INTO triages VALUES (?,?,?,?,?,?,?,?)",
                (t.finding_id, t.state, t.detail, t.bug_key, json.dumps(t.stages),
                 int(t.complete), t.seconds, t.created))

    def _has_table(self, name: str) -> bool:
        return self._row("SELECT 1 FROM sqlite_master WHERE type='table' AND name=?",
                         (name,)) is not None

    @_reading
    def sightings(self, finding_id: int) -> list[int]:
        """The programs that showed a finding, first seen first."""
        return [r[0] for r in self._rows(
            "SELECT program_id FROM sightings WHERE finding_id=? ORDER BY seen, program_id",
            (finding_id,))]

    def shown_by(self, finding: FindingRow, program_id: int | None) -> int:
        """``program_id``, or the finding's own program when None; NotFoundError unless that
        program showed the finding."""
        pid = finding.program_id if program_id is None else program_id
        seen = self.sightings(finding.id)
        if pid not in seen:
            raise NotFoundError(f"program {pid} did not show finding {finding.id}; its "
                                f"programs: {', '.join(map(str, seen))}")
        return pid

    @_reading
    def program(self, program_id: int) -> ProgramRow:
        row = self._row("SELECT * FROM programs WHERE id=?", (program_id,))
        if row is None:
            raise NotFoundError(f"no program {program_id} in {self.rundir}")
        return records.program_row(row)

    @_reading
    def observations(self, program_id: int) -> list[ObservationRow]:
        return [records.observation_row(r) for r in self._rows(
            "SELECT * FROM observations WHERE program_id=? ORDER BY id", (program_id,))]

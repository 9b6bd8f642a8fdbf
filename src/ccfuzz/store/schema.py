"""The database's tables, and the statements that bring an older store up to date."""

from __future__ import annotations

SCHEMA_VERSION = 5

SCHEMA = """
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
CREATE TABLE culprits (
    finding_id INTEGER NOT NULL REFERENCES findings(id),
    program_id INTEGER NOT NULL REFERENCES programs(id),  -- one of the finding's sightings
    program TEXT NOT NULL,           -- recorded | reduced: that program, or its reduced form
    scheme TEXT NOT NULL,            -- llvm-bisect | gcc-flags | ctos-sequence | none
    build TEXT NOT NULL,             -- the target build searched
    signature TEXT NOT NULL,         -- kind | version | culprit: what --by culprit groups by
    summary TEXT NOT NULL,           -- one line for people
    details TEXT NOT NULL,           -- JSON object
    tests INTEGER NOT NULL,          -- predicate calls
    seconds REAL NOT NULL,
    created REAL NOT NULL,
    PRIMARY KEY (finding_id, program_id)
);
CREATE TABLE isolations (
    finding_id INTEGER NOT NULL REFERENCES findings(id),
    method TEXT NOT NULL,            -- diwi | diwi-rand | sbfl | diwi+sbfl
    program TEXT NOT NULL,           -- recorded | reduced: the failing program it started from
    coverage_build TEXT NOT NULL,    -- the compiler built with coverage, and its version
    witnesses INTEGER NOT NULL,      -- passing programs the failing compile was compared with
    tried INTEGER NOT NULL,          -- mutants (or test programs) tried
    seed INTEGER NOT NULL,
    complete INTEGER NOT NULL,       -- 0: stopped (Ctrl-C) before its budget was spent
    ranking TEXT NOT NULL,           -- JSON: files and functions, each with its score and rank
    seconds REAL NOT NULL,
    created REAL NOT NULL,
    PRIMARY KEY (finding_id, method)
);
CREATE TABLE triages (
    finding_id INTEGER PRIMARY KEY REFERENCES findings(id),
    state TEXT NOT NULL,             -- live | not-reachable | fixed | duplicate | pass-misuse |
                                     -- invalid | unresolved (see ccfuzz.triage.states)
    detail TEXT NOT NULL,            -- one line: "fixed in clang 19.1.7", "duplicate of 3", ...
    bug_key TEXT NOT NULL,           -- what duplicates share: kind, family, culprit, failure
    stages TEXT NOT NULL,            -- JSON: each stage's result (validity, versions, ...)
    complete INTEGER NOT NULL,       -- 0: a stage was stopped or could not run
    seconds REAL NOT NULL,           -- CPU seconds of the whole triage
    created REAL NOT NULL
);
"""


# Statements that bring a database of schema version N to N + 1.
MIGRATIONS = {1: SCHEMA[SCHEMA.index("CREATE TABLE reductions"):
                         SCHEMA.index("CREATE TABLE sightings")].strip().rstrip(";"),
              2: SCHEMA[SCHEMA.index("CREATE TABLE culprits"):
                        SCHEMA.index("CREATE TABLE isolations")].strip().rstrip(";"),
              3: SCHEMA[SCHEMA.index("CREATE TABLE isolations"):
                        SCHEMA.index("CREATE TABLE triages")].strip().rstrip(";"),
              4: SCHEMA[SCHEMA.index("CREATE TABLE triages"):].strip().rstrip(";")}

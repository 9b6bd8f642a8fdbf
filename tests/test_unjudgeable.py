"""Nothing false from what the vote cannot judge, with the real gcc, clang and tcc: inline
assembly, and output that depends on where the program lies in memory."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from ccfuzz import cli
from tests.conftest import require

COMPILERS = ("gcc", "clang-14", "clang-19", "clang-22", "tcc")
# Reads whatever rax holds: gcc, clang and tcc each print something else.
ASM = ('#include <stdio.h>\nint main(void) { long r; __asm__ volatile("" : "=a"(r));\n'
       '  printf("%ld\\n", r & 0xff); return 0; }\n')
# The sign of an address's low byte: gcc and clang (position-independent) print 0, tcc (its
# globals at fixed addresses) prints 1. The cast through uintptr_t draws no warning.
ADDRESS = ("#include <stdio.h>\n#include <stdint.h>\nunsigned short g_8[2][5];\n"
           "unsigned short *g_9 = &g_8[0][4];\n"
           "int main(void) { printf(\"%d\\n\", (int8_t)(uintptr_t)g_9 < 0); return 0; }\n")
# The same through a narrowing cast (gcc and clang warn -Wpointer-to-int-cast).
NARROWING = ADDRESS.replace("(int8_t)(uintptr_t)g_9", "(int8_t)g_9")
# Bits 4 to 6 of an address, which a move by 0x1080 leaves as they were: gcc and clang print
# 3, tcc 5.
BITS = ("#include <stdio.h>\nint g[4];\n"
        "int main(void) { printf(\"%d\\n\", (int)(((unsigned long)&g[1] >> 4) & 7)); "
        "return 0; }\n")


def _hunt(tmp_path: Path, programs: dict[str, str]) -> sqlite3.Connection:
    require(*COMPILERS)
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    for name, text in programs.items():
        (seeds / name).write_text(text)
    # At -O0 and -O2 the three clangs are the majority (6 of 10 builds) of the asm program.
    config = tmp_path / "ccfuzz.toml"
    config.write_text("".join(f'[compilers.at-2-{cc}]\npath = "{shutil.which(cc)}"\n'
                              'opt_levels = ["-O0", "-O2"]\n' for cc in COMPILERS))
    rundir = tmp_path / "run"
    names = ",".join(f"at-2-{cc}" for cc in COMPILERS)
    assert cli.main(["hunt", "--source", f"dir:{seeds}", "--compilers", names,
                     "--config", str(config), "--dir", str(rundir), "--jobs", "2",
                     "--seed", "1"]) == 0
    return sqlite3.connect(rundir / "ccfuzz.sqlite")


def _statuses(db: sqlite3.Connection) -> dict[str, tuple[str, str]]:
    return {name: (status, reason) for name, status, reason in
            db.execute("SELECT name, status, reason FROM programs")}


def test_inline_asm_is_no_wrong_code_unless_an_expected_output_says_so(
        tmp_path: Path, private_tmp: Path) -> None:
    db = _hunt(tmp_path, {"asm.c": ASM, "asm_expected.c": ASM, "asm_expected.expected": "0\n"})
    statuses = _statuses(db)
    status, reason = statuses["asm.c"]
    assert status == "skipped" and "inline assembly (line 2)" in reason, reason
    assert ".expected" in reason
    # Judged against an output written by hand, the builds that print something else are
    # wrong code (here: all of them, since the program reads an unset register).
    findings = db.execute(
        "SELECT DISTINCT f.kind FROM findings f JOIN sightings s ON s.finding_id = f.id "
        "JOIN programs p ON p.id = s.program_id WHERE p.name = ?", ("asm.c",)).fetchall()
    assert findings == []
    judged = db.execute(
        "SELECT DISTINCT f.kind FROM findings f JOIN sightings s ON s.finding_id = f.id "
        "JOIN programs p ON p.id = s.program_id WHERE p.name = ?",
        ("asm_expected.c",)).fetchall()
    assert judged == [("wrong-code",)]


def test_output_that_depends_on_addresses_is_invalid_not_wrong_code(
        tmp_path: Path, private_tmp: Path) -> None:
    db = _hunt(tmp_path, {"address.c": ADDRESS, "narrowing.c": NARROWING, "bits.c": BITS})
    statuses = _statuses(db)
    status, reason = statuses["address.c"]
    assert status == "invalid" and "depends on addresses" in reason, reason
    status, reason = statuses["bits.c"]
    assert status == "invalid" and "depends on addresses" in reason, reason
    assert "moved by 0x1080" not in reason  # another move than the first showed it
    status, reason = statuses["narrowing.c"]
    assert status == "invalid" and "narrower integer" in reason, reason
    assert db.execute("SELECT COUNT(*) FROM findings").fetchone() == (0,)

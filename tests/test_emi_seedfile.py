from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from ccfuzz import cli
from ccfuzz.emi.seedfile import read_seed
from ccfuzz.errors import InvalidProgramError
from tests.conftest import require

HEADER = """#pragma once
#include <stdio.h>
static int twice(int x) { return 2 * x; }
"""
SEED = r"""#include "mine.h"
#include "mine.h"
int main(void) {
  int n = 0;
  if (scanf("%d", &n) != 1) return 1;
#if WIDTH == 3 && defined(NAMED)
  if (n > 50) n = twice(n) + WIDTH;
  printf("%d\n", twice(n) + WIDTH);
#endif
  return 0;
}
"""


def run_alone(source: str, work: Path, stdin: bytes) -> bytes:
    """Compile with no -I or -D at all, and run."""
    (work / "alone.c").write_text(source)
    subprocess.run(["gcc", "-w", "-O0", "alone.c", "-o", "alone"], cwd=work, check=True,
                   capture_output=True)
    return subprocess.run(["./alone"], cwd=work, input=stdin, capture_output=True,
                          check=True, timeout=30).stdout


@pytest.fixture
def seed_tree(tmp_path: Path) -> Path:
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "mine.h").write_text(HEADER)
    (tmp_path / "src").mkdir()
    seed = tmp_path / "src" / "seed.c"
    seed.write_text(SEED)
    seed.with_suffix(".in").write_text("4\n")
    return seed


def test_headers_are_inlined_and_macros_defined(seed_tree: Path, tmp_path: Path) -> None:
    require("gcc")
    program = read_seed(seed_tree, include_dirs=[tmp_path / "inc"],
                        defines=["WIDTH=3", "NAMED"], stdin=b"4\n")
    assert program.source.count("static int twice") == 1  # #pragma once
    assert "#define NAMED 1\n" in program.source
    assert run_alone(program.source, tmp_path, b"4\n") == b"11\n"
    with pytest.raises(InvalidProgramError, match="not a macro name"):
        read_seed(seed_tree, defines=["2BAD=1"])


def test_the_emi_command_takes_include_dirs_and_defines(
        seed_tree: Path, tmp_path: Path, private_tmp: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    require("gcc")
    out = tmp_path / "out"
    assert cli.main(["emi", str(seed_tree), "-n", "1", "-o", str(out), "--seed", "1"]) == 1
    assert "'mine.h' file not found" in capsys.readouterr().err
    assert cli.main(["emi", str(seed_tree), "-n", "2", "-o", str(out), "--seed", "1",
                     "-I", str(tmp_path / "inc"), "-D", "WIDTH=3", "-D", "NAMED"]) == 0
    variants = sorted(out.glob("seed-orion-*.c"))
    assert len(variants) == 2
    for v in variants:
        assert run_alone(v.read_text(), tmp_path, b"4\n") == b"11\n"


def test_raw_csmith_output_is_a_seed(tmp_path: Path, private_tmp: Path) -> None:
    require("csmith", "gcc")
    for seed in range(11, 21):  # about one Csmith program in ten never terminates
        raw = tmp_path / f"raw{seed}.c"
        raw.write_bytes(subprocess.run(["csmith", "--seed", str(seed)], check=True,
                                       capture_output=True).stdout)
        assert '#include "csmith.h"' in raw.read_text()
        code = cli.main(["emi", str(raw), "-n", "2", "-o", str(tmp_path / "out"),
                         "--seed", "5", "--run-timeout", "3"])
        if code == 0:
            break
    else:
        pytest.fail("no Csmith seed in 10 worked as an EMI seed")
    made = sorted((tmp_path / "out").glob(f"raw{seed}-orion-*.c"))
    assert len(made) == 2
    expected = (tmp_path / "out" / f"{made[0].stem}.expected").read_bytes()
    assert expected.startswith(b"checksum = ")
    assert run_alone(made[0].read_text(), tmp_path, b"") == expected

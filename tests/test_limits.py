"""ccfuzz's own limits never make findings (docs/design/limits.md): real programs that go
over the memory and file-size limits, built by gcc, clang-14 and tcc, observed by the tester
and judged by the oracle with a campaign's limits."""

from __future__ import annotations

from pathlib import Path

import pytest

from ccfuzz import campaign, compilers, oracle, tester
from ccfuzz.model import Limit, Origin, Program, ProgramStatus, Verdict
from tests.conftest import require

# 10 GB, far over the 2 GiB a test binary may map: malloc fails, except under clang -O2,
# which removes the allocation (the program only needs two bytes of it) and prints 3.
ASKS_10_GB = """#include <stdio.h>
#include <stdlib.h>
int main(void) {
    size_t n = (size_t)10 << 30;
    char *p = malloc(n);
    if (!p) { printf("no memory\\n"); return 1; }
    p[0] = 1; p[n - 1] = 2;
    printf("%d\\n", p[0] + p[n - 1]);
    free(p);
    return 0;
}
"""
# 1 GB into a file, past the 256 MiB file-size limit: SIGXFSZ under every build.
WRITES_1_GB = """#include <stdio.h>
static char block[1 << 20];
int main(void) {
    FILE *out = fopen("big.out", "wb");
    for (int i = 0; i < 1024; i++)
        fwrite(block, 1, sizeof block, out);
    fclose(out);
    printf("written\\n");
    return 0;
}
"""


@pytest.fixture(scope="module")
def builds() -> list[compilers.CompilerConfig]:
    require("gcc", "clang-14", "tcc")
    found = {c.name: c for c in compilers.discover()}
    compile_limits, _ = campaign.default_limits()
    return [compilers.CompilerConfig(found[name], level, compile_limits)
            for name, level in (("gcc", "-O0"), ("gcc", "-O2"), ("clang-14", "-O0"),
                                ("clang-14", "-O2"), ("tcc", "-O0"))]


def _judge(source: str, builds: list[compilers.CompilerConfig], tmp: Path,
           expected: bytes | None = None) -> tuple[list[Limit | None], Verdict]:
    program = Program("p", source, Origin("file"), expected_output=expected)
    _, run_limits = campaign.default_limits()
    observations = tester.observe(program, builds, run_limits, tmp_root=tmp)
    verdict = oracle.judge(program, builds, observations, oracle.OracleSettings(
        compile_timeout=campaign.COMPILE_TIMEOUT, run_timeout=campaign.RUN_TIMEOUT))
    return [o.run.limit if o.run else None for o in observations], verdict


def test_a_program_over_the_memory_limit_is_skipped_not_wrong_code(
        builds: list[compilers.CompilerConfig], private_tmp: Path) -> None:
    limits, verdict = _judge(ASKS_10_GB, builds, private_tmp)
    # Every build but clang -O2 asked for the 10 GB; clang -O2 printed 3.
    assert limits == [Limit.MEMORY, Limit.MEMORY, Limit.MEMORY, None, Limit.MEMORY]
    assert verdict.status is ProgramStatus.SKIPPED and verdict.findings == (), verdict
    assert "memory limit" in verdict.reason


def test_a_program_over_the_file_size_limit_is_skipped_not_a_runtime_crash(
        builds: list[compilers.CompilerConfig], private_tmp: Path) -> None:
    # With its expected output known, every build "deviates": each would be a runtime crash.
    limits, verdict = _judge(WRITES_1_GB, builds, private_tmp, expected=b"written\n")
    assert limits == [Limit.FILE_SIZE] * 5
    assert verdict.status is ProgramStatus.SKIPPED and verdict.findings == (), verdict
    assert "file-size limit" in verdict.reason

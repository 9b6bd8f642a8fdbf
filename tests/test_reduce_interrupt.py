"""Ctrl-C loses nothing: SIGINT sent to a real reduction (real C-Vise, the fake compiler's
wrong-code finding) at several moments leaves ``reduced.c`` whole and passing the check;
``--continue`` starts from it and says so; a later run never replaces it, nor the store's
reduction, with a worse one."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

import ccfuzz
from ccfuzz.case.spec import Spec
from ccfuzz.reduce import check as checker
from ccfuzz.store import Store
from tests.conftest import fake_hunt, pids_with_cmdline


def _program(functions: int = 24) -> str:
    """A wrong-code program of the fake compiler (it turns 1234 into 1235 at -O2) with
    many statements a reduction must cut, so that it runs long enough to be interrupted."""
    lines = ["/* CCFUZZ_FAKE_MISCOMPILE: the fake compiler turns 1234 into 1235 at -O2 */",
             "#include <stdio.h>"]
    for n in range(1, functions + 1):
        lines.append(f"static int f{n}(int v) {{\n  int a = v * {n};\n"
                     f"  for (int i = 0; i < {n % 5 + 2}; i++)\n    a += i ^ {n * 7};\n"
                     "  return a;\n}")
    lines.append("int main(void) {")
    lines += [f'  printf("%d\\n", f{n}({n + 3}));' for n in range(1, functions + 1)]
    lines += ['  printf("%d\\n", 1234 * 2);', "  return 0;", "}"]
    return "\n".join(lines) + "\n"


def _sizes_shown(stderr: str) -> list[int]:
    return [int(n) for n in re.findall(r"smallest interesting program so far: (\d+) bytes",
                                       stderr)]


@pytest.mark.slow
def test_ctrl_c_at_any_moment_keeps_the_smallest_checked_program(tmp_path: Path) -> None:
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "big.c").write_text(_program())
    with fake_hunt(tmp_path, seeds) as run:
        with Store(run, write=False) as store:
            [finding] = [f for f in store.findings() if f.kind == "wrong-code"]
            original = (store.program(finding.program_id).source or "").encode()
        bundle = run / "bundles" / f"finding-{finding.id}"
        dest = bundle / "reduced.c"
        env = {**os.environ, "PYTHONPATH": str(Path(ccfuzz.__file__).parents[1])}

        def interrupt(when: Callable[[], bool], *extra: str, twice: bool = False
                      ) -> tuple[str, bytes]:
            """``ccfuzz reduce`` until ``when()`` holds, then SIGINT (two, 0.2 s apart,
            with ``twice``); what it printed on stderr and what ``reduced.c`` holds."""
            proc = subprocess.Popen(
                [sys.executable, "-m", "ccfuzz.cli", "reduce", str(finding.id), "--dir",
                 str(run), "--jobs", "2", *extra],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
            deadline = time.monotonic() + 300
            while not when() and proc.poll() is None and time.monotonic() < deadline:
                time.sleep(0.05)
            assert proc.poll() is None, "the reduction ended before the moment came"
            proc.send_signal(signal.SIGINT)
            if twice:
                time.sleep(0.2)
                proc.send_signal(signal.SIGINT)
            _, err = proc.communicate(timeout=300)
            stderr = err.decode()
            assert proc.returncode == 130, stderr
            assert "\r" not in stderr and "\x1b" not in stderr  # plain lines in a log
            kept = dest.read_bytes()
            spec = Spec.load(bundle / "spec.json")
            assert checker.check(spec, kept).holds, (stderr, kept.decode())
            assert len(kept) <= min(_sizes_shown(stderr), default=len(original)), stderr
            assert not [p.name for p in bundle.iterdir() if p.name.endswith(".partial")]
            return stderr, kept

        def stored_bytes() -> int | None:
            with Store(run, write=False) as store:
                row = store.reduction(finding.id)
            return None if row is None else row.reduced_bytes

        # At once: as soon as reduced.c is there (the start checked, the stages starting).
        _, kept = interrupt(dest.exists)
        assert len(kept) <= len(original)
        # Once the kept program shrank: the same moment C-Vise or ccfuzz's passes are
        # writing their own files.
        stderr, kept2 = interrupt(
            lambda: dest.exists() and dest.stat().st_size < len(kept), "--continue")
        assert (f"continuing from reduced.c ({len(kept)} bytes)" if kept != original else
                "starting from the original program") in stderr
        assert len(kept2) < len(kept)
        assert stored_bytes() == len(kept2)
        # While C-Vise runs, twice in a row (a second Ctrl-C during the wind-down).
        stderr, kept3 = interrupt(
            lambda: bool(pids_with_cmdline(str(bundle / "interesting.sh"))), "--continue",
            twice=True)
        assert f"continuing from reduced.c ({len(kept2)} bytes)" in stderr
        assert len(kept3) <= len(kept2)
        before = stored_bytes()
        # A run from the start, without --continue: the smaller earlier result stays.
        began = time.time()  # (a second Ctrl-C may have left the last run's .work.c)
        stderr, kept4 = interrupt(lambda: (bundle / ".work.c").exists()
                                  and (bundle / ".work.c").stat().st_mtime >= began)
        assert f"reduced.c ({len(kept3)} bytes) from an earlier run stays" in stderr
        assert kept4 == kept3
        after = stored_bytes()
        assert before is None or (after is not None and after <= before)

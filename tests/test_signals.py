"""SIGTERM and SIGINT stop a command that writes files as Ctrl-C does: exit 130, one line
that says how far it got, only whole files, and a manifest that lists them."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import ccfuzz
from ccfuzz.generator import generate
from tests.conftest import require

ENV = {**os.environ, "PYTHONPATH": str(Path(ccfuzz.__file__).parents[1])}


def _stop_when_listed(argv: list[str], manifest: Path, key: str, count: int,
                      sig: signal.Signals) -> tuple[int, str]:
    """Run ``ccfuzz ARGV`` until ``manifest`` lists ``count`` entries under ``key``, then
    send ``sig``; the exit status and stderr."""
    proc = subprocess.Popen([sys.executable, "-m", "ccfuzz", *argv], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=ENV)
    deadline = time.monotonic() + 300
    while proc.poll() is None and time.monotonic() < deadline:
        try:
            if len(json.loads(manifest.read_text())[key]) >= count:
                break
        except (OSError, ValueError):
            pass
        time.sleep(0.02)
    assert proc.poll() is None, "the command ended before it could be stopped"
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=120)
    return proc.returncode, err.decode()


def _no_partial_files(directory: Path) -> None:
    assert [p.name for p in directory.iterdir() if p.name.startswith(".")] == []


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_generate_count_stops_with_whole_programs_and_a_manifest(
        sig: signal.Signals, tmp_path: Path) -> None:
    out = tmp_path / "progs"
    code, err = _stop_when_listed(
        ["generate", "--count", "500", "--seed", "4", "--size", "20KB", "-o", str(out)],
        out / "manifest.json", "programs", 2, sig)
    assert code == 130, err
    manifest = json.loads((out / "manifest.json").read_text())
    listed = manifest["programs"]
    assert manifest["interrupted"] and 2 <= len(listed) < 500
    assert err == f"ccfuzz: interrupted; {len(listed)} of 500 programs are in {out} " \
        "(manifest.json lists them)\n"
    programs = sorted(p.name for p in out.glob("*.c"))
    assert set(listed) <= set(programs) and len(programs) <= len(listed) + 1
    for name in programs:  # each whole: the generator's program of its seed, and its output
        made = generate(int(name[len("gen-"):-len(".c")]), 20_000)
        assert (out / name).read_text() == made.source
        assert (out / name).with_suffix(".expected").read_bytes() == made.expected
    _no_partial_files(out)


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_emi_stops_with_whole_variants_and_a_manifest(sig: signal.Signals, tmp_path: Path,
                                                       private_tmp: Path) -> None:
    require("gcc")
    seed = tmp_path / "seed.c"
    made = generate(7, 40_000)
    seed.write_text(made.source)
    out = tmp_path / "variants"
    code, err = _stop_when_listed(
        ["emi", str(seed), "--strategy", "athena", "-n", "5000", "--seed", "1", "-o", str(out)],
        out / "manifest.json", "variants", 3, sig)
    assert code == 130, err
    manifest = json.loads((out / "manifest.json").read_text())
    listed = [v["file"] for v in manifest["variants"]]
    assert manifest["interrupted"] and 3 <= len(listed) < 5000
    assert err.splitlines()[-1] == f"ccfuzz: interrupted; {len(listed)} of 5000 variants are " \
        f"in {out} (manifest.json lists them)"
    variants = sorted(p.name for p in out.glob("*.c"))
    assert set(listed) <= set(variants) and len(variants) <= len(listed) + 1
    for name in variants:  # each whole: it ends as C does, with its expected output beside
        assert (out / name).read_text().endswith("}\n")
        assert (out / name).with_suffix(".expected").read_bytes() == made.expected
    _no_partial_files(out)

"""Toolchain roots (``ccfuzz toolchain``): a real Debian sid root, its compilers as ordinary
compilers, its binaries run in the root, and an install's failures and resumption."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ccfuzz import cli, compilers, config, console, sandbox, tester
from ccfuzz.commands import compilers as compilers_command
from ccfuzz.errors import ConfigError
from ccfuzz.model import BuildStatus, Ending, Origin, Program
from ccfuzz.toolchain import debroot, roots
from tests.conftest import FAKECC, FAKECC_ROOT, TEST_ROOT, TEST_ROOT_PACKAGE
from tests.test_triage import MISCOMPILED

# C23's strtol: glibc 2.38 and newer headers, which the root's gcc uses by default, name it
# __isoc23_strtol, a symbol Debian 12's glibc (2.36) lacks: only the root's C library runs it.
NEEDS_NEW_LIBC = b"""\
#include <stdio.h>
#include <stdlib.h>
int main(void) { printf("%ld\\n", strtol("0b101", 0, 0)); return 0; }
"""


def _root_compiler() -> compilers.Compiler:
    found = compilers.installed(config.Config())
    [compiler] = [c for c in found.every if c.where == f"root {TEST_ROOT}" and not c.target]
    return compiler


def test_a_root_compiler_is_listed_with_where_it_lives(test_root: Path, capsys: pytest.
                                                       CaptureFixture[str]) -> None:
    assert cli.main(["compilers", "--json"]) == 0
    listed = {c["name"]: c for c in json.loads(capsys.readouterr().out)}
    entry = listed[TEST_ROOT_PACKAGE]
    assert entry["where"] == f"root {TEST_ROOT}"
    assert entry["path"] == str(test_root / TEST_ROOT / "bin" / TEST_ROOT_PACKAGE)
    assert entry["version"].startswith(f"{TEST_ROOT_PACKAGE} (Debian 16.")
    assert entry["default"] is True  # the newest gcc release here
    assert listed["gcc"]["where"] == "PATH"


def test_a_root_binary_runs_against_the_root_s_c_library(test_root: Path,
                                                         tmp_path: Path) -> None:
    [build] = _root_compiler().configs(sandbox.Limits(wall_seconds=60))[2:3]
    program = Program("prog.c", NEEDS_NEW_LIBC.decode(), Origin("test"))
    built = build.build(program, tmp_path)
    assert built.status is BuildStatus.OK, built.diagnostics
    assert built.binary is not None and built.runner == roots.runner_for(build.command()[0])
    limits = sandbox.Limits(wall_seconds=10, isolate_network=True)
    ran = tester.run_binary(built.binary, program, limits, tmp_root=tmp_path,
                            runner=built.runner)
    assert (ran.status, ran.stdout) == (Ending.EXITED, b"5\n"), ran.stderr
    # On the host's own C library the same binary does not even start: the runner matters.
    direct = tester.run_binary(built.binary, program, limits, tmp_root=tmp_path)
    assert direct.exit_code != 0 and "GLIBC_2.3" in direct.stderr


def test_a_root_compiler_that_cannot_enter_did_not_start(test_root: Path,
                                                         tmp_path: Path) -> None:
    script = tmp_path / "bin" / "cc"
    roots.write_script(script, roots.enter_program(test_root / TEST_ROOT),
                       tmp_path / "no-such-tree", "/usr/bin/gcc-16")
    built = compilers.compile_in("cc -O0", (str(script), "prog.c", "-o", "prog"), b"int x;",
                                 sandbox.Limits(wall_seconds=20), tmp_path)
    assert built.status is BuildStatus.NOT_STARTED, built.diagnostics
    assert built.diagnostics.startswith("ccfuzz-enter: no toolchain root at ")




@pytest.mark.slow
def test_a_fake_compiler_inside_a_root_is_found_reduced_and_triaged(
        test_root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """tests/fakecc-root runs in the root (on the root's gcc-16, /usr/bin there only); its
    wrong code is found, reduced and triaged with the host's gcc and the root's gcc-16 asked."""
    cfg = tmp_path / "ccfuzz.toml"
    cfg.write_text(f'[compilers.fakeroot]\npath = "{FAKECC_ROOT}"\nroot = "{TEST_ROOT}"\n'
                   'family = "gcc"\nopt_levels = ["-O0", "-O2"]\n')
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "m.c").write_text(MISCOMPILED)
    run = tmp_path / "run"
    assert cli.main(["hunt", "--source", f"dir:{seeds}", "--compilers",
                     f"gcc,clang-22,{TEST_ROOT_PACKAGE},fakeroot", "--config", str(cfg),
                     "--dir", str(run), "--seed", "1", "--jobs", "2"]) == 0
    from ccfuzz.store import Store

    with Store(run, write=False) as store:
        [finding] = store.findings()
        assert finding.kind.value == "wrong-code" and finding.compiler == "fakeroot"
    monkeypatch.chdir(tmp_path)  # triage reads ./ccfuzz.toml
    assert cli.main(["triage", "--dir", str(run), "--jobs", "2", "--reduce-timeout",
                     "300"]) == 0
    with Store(run, write=False) as store:
        [row] = store.triages().values()
        reduced = store.reduction(row.finding_id)
    assert reduced is not None and "1234" in reduced.source
    assert len(reduced.source) < len(MISCOMPILED)
    versions = {r["name"]: r["shows"] for r in row.stages["versions"]["releases"]}
    assert versions["fakeroot"] is True
    assert versions["gcc"] is False and versions[TEST_ROOT_PACKAGE] is False, versions


def _install(where: Path, *extra: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "ccfuzz", "toolchain", "install", "--dir", str(where),
         "--root", "resume", "--only", TEST_ROOT_PACKAGE, *extra],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE)


@pytest.mark.slow
def test_an_interrupted_install_resumes_where_it_stopped(tmp_path: Path) -> None:
    if os.geteuid() != 0:
        pytest.skip("toolchain install needs root")
    first = _install(tmp_path)
    tree = tmp_path / "resume" / "tree"
    deadline = time.monotonic() + 120
    while not (tree / "var").exists() and time.monotonic() < deadline:
        time.sleep(0.2)
    time.sleep(2)  # debootstrap is downloading
    first.send_signal(signal.SIGINT)
    _, said = first.communicate(timeout=60)
    assert first.returncode == 130, said
    assert b"stopped; run it again to go on where it stopped" in said
    assert roots.installed(tmp_path) == []  # not a root until it is complete
    second = _install(tmp_path)
    _, said = second.communicate(timeout=1800)
    assert second.returncode == 0, said
    [root] = roots.installed(tmp_path)
    assert [t.name for t in root.compilers()] == [TEST_ROOT_PACKAGE]
    assert root.archives.get("sid", "").startswith("20")
    debroot.remove(root.home)
    assert not root.home.exists()


def test_a_missing_debootstrap_is_one_clear_line(tmp_path: Path) -> None:
    bare = tmp_path / "bin"
    bare.mkdir()
    os.symlink(sys.executable, bare / "python3")
    proc = sandbox.run([sys.executable, "-m", "ccfuzz", "toolchain", "install", "--dir",
                        str(tmp_path / "roots"), "--mirror", "http://127.0.0.1:9/debian"],
                       limits=sandbox.Limits(wall_seconds=60), env={"PATH": str(bare)})
    assert proc.exit_code == 1
    assert proc.stderr_text().strip().splitlines() == [
        "ccfuzz: error: debootstrap not found: toolchain install needs it (Debian: apt-get "
        "install debootstrap; scripts/setup.sh installs it)"]


def test_an_unreachable_mirror_is_one_clear_line(tmp_path: Path) -> None:
    if os.geteuid() != 0:
        pytest.skip("toolchain install needs root: it refuses before it asks the network")
    if shutil.which("debootstrap") is None:
        pytest.skip("no debootstrap")
    proc = sandbox.run([sys.executable, "-m", "ccfuzz", "toolchain", "install", "--dir",
                        str(tmp_path / "roots"), "--mirror", "http://127.0.0.1:9/debian"],
                       limits=sandbox.Limits(wall_seconds=60))
    assert proc.exit_code == 1
    [line] = proc.stderr_text().strip().splitlines()
    assert line.startswith("ccfuzz: error: cannot reach the mirror http://127.0.0.1:9/debian "
                           "(the network: "), line
    assert not (tmp_path / "roots" / "sid" / "tree").exists()


def test_the_mirror_is_the_one_apt_uses(tmp_path: Path) -> None:
    etc = tmp_path / "apt"
    (etc / "sources.list.d").mkdir(parents=True)
    (etc / "sources.list").write_text("")
    (etc / "sources.list.d" / "debian.sources").write_text(
        "Types: deb\nURIs: http://mirror.example/debian-security\nSuites: bookworm-security\n"
        "Components: main\n\nTypes: deb\nURIs: http://mirror.example/debian/\n"
        "Suites: bookworm bookworm-updates\nComponents: main\n")
    assert debroot.apt_mirror(etc) == "http://mirror.example/debian"
    (etc / "sources.list.d" / "debian.sources").unlink()
    with pytest.raises(debroot.RootError, match="give one with --mirror URL"):
        debroot.apt_mirror(etc)


def test_the_packages_come_from_the_archive_s_lists(tmp_path: Path) -> None:
    lists = tmp_path / "var/lib/apt/lists"
    lists.mkdir(parents=True)
    (lists / "m_debian_dists_sid_main_binary-amd64_Packages").write_text(
        "".join(f"Package: {p}\nVersion: 1\n\n" for p in
                ("gcc-14", "gcc-16", "gcc-snapshot", "clang-22", "clang-23", "llvm-23",
                 "gcc-16-base")))
    (lists / "m_debian_dists_experimental_main_binary-amd64_Packages").write_text(
        "Package: clang-24\n\nPackage: clang-23\n")
    choice = debroot.choose(tmp_path)
    assert choice.packages == ("libc6-dev", "binutils", "clang-23", "gcc-16", "gcc-snapshot",
                               "llvm-23")
    assert choice.trunk_packages == ("clang-24", "llvm-24")
    cc = {t.name: t.trunk for t in choice.tools if t.kind == "cc"}
    assert cc == {"gcc-16": False, "gcc-trunk": True, "clang-23": False, "clang-trunk": True}
    every = debroot.choose(tmp_path, every=True)
    assert {t.name for t in every.tools if t.kind == "cc"} >= {"gcc-14", "clang-22"}
    with pytest.raises(ConfigError, match="offers no 'gcc-99'"):
        debroot.choose(tmp_path, only=["gcc-99"])


def test_a_version_line_with_brackets_is_listed_as_it_is(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """GCC trunk's version line ends "[trunk r17-5409-g…]", which is not a rich markup tag.

    The console is the width of a pipe whatever COLUMNS the caller's shell says: in a narrow
    table rich would fold the cell, and the line would be there but not on one line."""
    monkeypatch.delenv("COLUMNS", raising=False)
    monkeypatch.setattr(compilers_command, "out", console.console)
    shutil.copy(FAKECC, tmp_path / "fake")
    (tmp_path / "fakecc-version").write_text("gcc (ccfuzz fake) 17.0.0 [trunk r17-1-gabc]\n")
    cfg = tmp_path / "ccfuzz.toml"
    cfg.write_text(f'[compilers.fake]\npath = "{tmp_path / "fake"}"\nfamily = "gcc"\n')
    assert cli.main(["compilers", "--config", str(cfg)]) == 0
    assert "gcc (ccfuzz fake) 17.0.0 [trunk r17-1-gabc]" in capsys.readouterr().out

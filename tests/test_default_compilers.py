"""Which compilers a campaign tests: the default set, `--compilers all`, names; with the
installed gcc, clang-N and tcc."""

from __future__ import annotations

import json
import re
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from ccfuzz import cli, compilers, config, matrix
from ccfuzz.errors import ConfigError, UnknownCompilerError
from tests.conftest import fake_config, require

HELLO = '#include <stdio.h>\nint main(void) { puts("hi"); return 0; }\n'


def _newest_clang_by_name(found: compilers.Installed) -> str:
    """The clang-N with the highest N: what the default set must hold here."""
    numbered = [c for c in found.discovered if re.fullmatch(r"clang-\d+", c.name)]
    return max(numbered, key=lambda c: int(c.name.split("-")[1])).name


@pytest.fixture
def seeds(tmp_path: Path) -> Path:
    directory = tmp_path / "seeds"
    directory.mkdir()
    for name in ("a.c", "b.c"):
        (directory / name).write_text(HELLO)
    return directory


def _campaign_compilers(rundir: Path) -> list[str]:
    db = sqlite3.connect(rundir / "ccfuzz.sqlite")
    try:
        [(settings,)] = db.execute("SELECT settings FROM campaigns").fetchall()
    finally:
        db.close()
    return [c["name"] for c in json.loads(settings)["compilers"]]


def _builds_per_program(rundir: Path) -> set[int]:
    db = sqlite3.connect(rundir / "ccfuzz.sqlite")
    try:
        return {n for (n,) in db.execute(
            "SELECT COUNT(*) FROM observations GROUP BY program_id")}
    finally:
        db.close()


def test_the_default_set_is_the_newest_gcc_the_newest_clang_and_tcc() -> None:
    require("gcc", "clang-14", "clang-19", "clang-22", "tcc")
    found = compilers.installed(config.Config())
    default = [c.name for c in found.default()]
    assert default == ["gcc", _newest_clang_by_name(found), "tcc"]
    assert "clang-14" not in default and "clang-19" not in default
    assert compilers.choose(found, None) == found.default()


def test_all_is_every_installed_compiler_configured_ones_included(tmp_path: Path) -> None:
    require("gcc", "clang-14", "tcc")
    found = compilers.installed(config.load(fake_config(tmp_path)))
    every = [c.name for c in found.every]
    assert every[-1] == "fakecc" and {"gcc", "clang-14", "tcc"} <= set(every)
    assert [c.name for c in compilers.choose(found, ["all"])] == every
    # `all` stands for the list in place: named compilers keep their order, none twice.
    assert [c.name for c in compilers.choose(found, ["tcc", "all"])] == \
        ["tcc", *(n for n in every if n != "tcc")]
    # A configured compiler is in the default set too: naming it in a file asks for it.
    assert [c.name for c in found.default()][-1] == "fakecc"


def test_unknown_names_are_a_clear_error_with_all_too() -> None:
    require("gcc")
    found = compilers.installed(config.Config())
    with pytest.raises(UnknownCompilerError, match="unknown compiler 'nosuchcc'; discovered: gcc"):
        compilers.choose(found, ["all", "nosuchcc"])


def test_no_compiler_may_be_named_all(tmp_path: Path) -> None:
    path = tmp_path / "ccfuzz.toml"
    path.write_text('[compilers.all]\npath = "/usr/bin/gcc"\n')
    with pytest.raises(ConfigError, match="'all' cannot name a compiler"):
        config.load(path)


@pytest.mark.parametrize(("line", "release"), [
    ("gcc (Debian 12.2.0-14+deb12u1) 12.2.0", (12, 2, 0)),
    ("gcc (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0", (11, 4, 0)),
    ("cc (GCC) 13.2.1 20230801", (13, 2, 1)),
    ("Debian clang version 22.1.8 (1~deb12u1)", (22, 1, 8)),
    ("Ubuntu clang version 14.0.0-1ubuntu1.1", (14, 0, 0)),
    ("tcc version 0.9.27 (x86_64 Linux)", (0, 9, 27)),
    ("no number here", ()),
])
def test_the_release_is_read_from_the_version_line(line: str, release: tuple[int, ...]) -> None:
    require("gcc")
    gcc = compilers.installed(config.Config()).discovered[0]
    assert compilers.release(replace(gcc, version=line)) == release


def test_newest_compares_releases_not_names() -> None:
    require("clang-14")
    clang = next(c for c in compilers.discover() if c.name == "clang-14")
    nine = replace(clang, name="clang-9", version="clang version 9.0.1")
    assert compilers.newest([nine, clang], "clang") == clang  # "clang-9" > "clang-14" as text
    assert compilers.newest([nine, clang], "gcc") is None


def _expected_builds(tested: list[compilers.Compiler]) -> int:
    """The default matrix's builds, and two swarm builds for each gcc or clang compiler."""
    return sum(len(c.opt_levels) for c in compilers.with_matrix(
        tested, matrix.named(matrix.DEFAULT))) + 2 * sum(
        c.family in ("gcc", "clang") for c in tested)


def test_hunt_tests_the_default_set_and_resume_keeps_it(
        seeds: Path, tmp_path: Path, private_tmp: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    require("gcc", "clang-14", "tcc")
    found = compilers.installed(config.Config())
    default = [c.name for c in found.default()]
    rundir = tmp_path / "run"
    assert cli.main(["hunt", "--source", f"dir:{seeds}", "--programs", "1", "--jobs", "1",
                     "--seed", "1", "--dir", str(rundir)]) == 0
    printed = capsys.readouterr().out
    assert f"{len(default)} compilers ({', '.join(default)})" in printed
    left = [c.name for c in found.every if c.name not in default]
    assert f"the default set leaves out {', '.join(left)}: --compilers all" in printed
    assert _campaign_compilers(rundir) == default
    builds = _expected_builds(found.default())
    assert _builds_per_program(rundir) == {builds}

    assert cli.main(["hunt", "--resume", "--compilers", "all", "--dir", str(rundir)]) == 1
    assert "--resume tests the campaign's own compilers" in capsys.readouterr().err
    assert cli.main(["hunt", "--resume", "--programs", "2", "--dir", str(rundir)]) == 0
    assert f"({', '.join(default)})" in capsys.readouterr().out
    assert _builds_per_program(rundir) == {builds}


def test_hunt_all_tests_every_installed_compiler(seeds: Path, tmp_path: Path,
                                                  private_tmp: Path) -> None:
    require("gcc", "clang-14", "tcc")
    found = compilers.installed(config.Config())
    rundir = tmp_path / "run"
    # --seed: the swarm builds are drawn from it, and an option a compiler refuses (a param
    # out of its range on this program) takes its build out of the vote and the count
    assert cli.main(["hunt", "--source", f"dir:{seeds}", "--compilers", "all", "--programs",
                     "1", "--jobs", "1", "--seed", "1", "--dir", str(rundir)]) == 0
    assert _campaign_compilers(rundir) == [c.name for c in found.every]
    assert _builds_per_program(rundir) == {_expected_builds(found.every)}


def test_the_compilers_command_marks_the_default_set(capsys: pytest.CaptureFixture[str]) -> None:
    require("gcc", "clang-14", "tcc")
    default = [c.name for c in compilers.installed(config.Config()).default()]
    assert cli.main(["compilers", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [c["name"] for c in listed if c["default"]] == default
    assert any(not c["default"] for c in listed) == (len(listed) > len(default))

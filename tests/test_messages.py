"""What ccfuzz says when something is wrong: one line, saying what and what to do."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from ccfuzz import cli
from tests.conftest import fake_config, require


def _one_error_line(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("ccfuzz: error: "), err
    return err.removeprefix("ccfuzz: error: ").rstrip("\n")


@pytest.mark.parametrize("command", [["findings"], ["show", "1"],
                                     ["hunt", "--source", "generator:1KB", "--programs", "1"]])
def test_a_file_as_run_directory_is_named_as_such(command: list[str], tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    afile = tmp_path / "afile"
    afile.write_text("keep me")
    assert cli.main([*command, "--dir", str(afile)]) == 1
    said = _one_error_line(capsys)
    assert said == f"{afile} is a file, not a run directory: give --dir a directory (a new " \
        "one, or one of an earlier run)"
    assert "ccfuzz hunt --dir" not in said and afile.read_text() == "keep me"


def test_a_dangling_link_as_run_directory_is_named_as_such(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    link = tmp_path / "link"
    link.symlink_to(tmp_path / "gone")
    assert cli.main(["hunt", "--source", "generator:1KB", "--programs", "1",
                     "--dir", str(link)]) == 1
    assert _one_error_line(capsys) == f"run directory {link} is a symbolic link to " \
        f"{tmp_path / 'gone'}, which does not exist"
    assert not (tmp_path / "gone").exists()


def test_a_missing_finding_is_an_error(tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    require("gcc")
    run = tmp_path / "run"
    assert cli.main(["hunt", "--source", "generator:1KB", "--programs", "1", "--compilers",
                     "gcc", "--dir", str(run), "--jobs", "1", "--seed", "1"]) == 0
    capsys.readouterr()
    assert cli.main(["show", "999", "--dir", str(run)]) == 1
    assert _one_error_line(capsys) == f"no finding 999 in {run}"


def test_a_session_counts_its_own_programs_and_those_with_findings_apart(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], private_tmp: Path) -> None:
    require("gcc")
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "a.c").write_text("#include <stdio.h>\nint main(void) { puts(\"1\"); }\n")
    (seeds / "b.c").write_text("/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdio.h>\n"
                               "int main(void) { printf(\"%d\\n\", 1234); }\n")
    (seeds / "c.c").write_text("#include <stdio.h>\nint main(void) { puts(\"3\"); }\n")
    run = tmp_path / "run"
    argv = ["hunt", "--source", f"dir:{seeds}", "--compilers", "gcc,fakecc", "--config",
            str(fake_config(tmp_path)), "--dir", str(run), "--jobs", "1", "--seed", "1"]
    assert cli.main([*argv, "--programs", "2"]) == 0
    first = capsys.readouterr().out
    assert "2 programs tested this session (ok: 1, with findings: 1);" in first, first
    assert cli.main(["hunt", "--resume", "--programs", "3", "--dir", str(run)]) == 0
    again = capsys.readouterr().out
    assert "1 programs tested this session (ok: 1), 3 in the campaign;" in again, again


def test_an_empty_seed_is_one_line_saying_what_the_linker_missed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], private_tmp: Path) -> None:
    require("gcc")
    empty = tmp_path / "empty.c"
    empty.write_text("")
    assert cli.main(["emi", str(empty), "-o", str(tmp_path / "out")]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err[-1].startswith(f"ccfuzz: error: {empty}: the seed does not compile with gcc "
                              "-O0 (rejected): "), err
    assert err[-1].endswith("undefined reference to `main'"), err


def test_a_compiler_that_prints_megabytes_for_its_version_is_refused_saying_so(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    loud = tmp_path / "loudcc"
    loud.write_text("#!/bin/sh\nhead -c 10000000 /dev/zero | tr '\\0' x\n")
    loud.chmod(loud.stat().st_mode | stat.S_IXUSR)
    config = tmp_path / "ccfuzz.toml"
    config.write_text(f'[compilers.loud]\npath = "{loud}"\nfamily = "gcc"\n')
    assert cli.main(["compilers", "--config", str(config)]) == 1
    err = capsys.readouterr().err
    assert f"{loud} does not run: `{loud} --version` printed over 1 MiB where one version " \
        "line was expected" in err, err

"""The configuration file and the limits on the command line are read strictly: every
mistake is an error naming the key, and a refused command stores nothing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ccfuzz import cli, config
from ccfuzz.errors import ConfigError
from tests.conftest import FAKECC, pids_with_cmdline, require

# (file text, what the error must name)
BAD_CONFIGS = [
    ("[limits]\nrun_timeot = 2\n", "unknown key limits.run_timeot"),
    ("[limit]\nrun_timeout = 2\n", "unknown section [limit]"),
    (f'[compilers.x]\npath = "{FAKECC}"\nopt_level = ["-O1"]\n',
     "unknown key compilers.x.opt_level"),
    (f'[compilers.x]\npath = "{FAKECC}"\nopt_levels = []\n', "compilers.x.opt_levels is empty"),
    (f'[compilers.x]\npath = "{FAKECC}"\nopt_levels = ["-O1", "-O1"]\n',
     "compilers.x.opt_levels gives the build 'x -O1' twice"),
    (f'[compilers.x]\npath = "{FAKECC}"\nopt_levels = "-O1"\n',
     "compilers.x.opt_levels must be a list of strings"),
    (f'[compilers.x]\npath = "{FAKECC}"\nflags = [1]\n', "compilers.x.flags must be a list"),
    (f'[compilers.x]\npath = "{FAKECC}"\nfamily = "gnu"\n', "compilers.x.family must be one of"),
    ("[compilers.x]\npath = 3\n", "compilers.x.path is missing or not a string"),
    ("[compilers.x]\nfamily = \"gcc\"\n", "compilers.x.path is missing"),
    (f'[compilers."my cc"]\npath = "{FAKECC}"\n', "[compilers.my cc]: a compiler name"),
    ("compilers = 3\n", "compilers must be a table"),
    ("[limits]\nrun_timeout = nan\n", "limits.run_timeout must be a number of seconds above 0"),
    ("[limits]\nrun_timeout = inf\n", "limits.run_timeout must be a number of seconds above 0"),
    ("[limits]\ncompile_timeout = -1\n", "limits.compile_timeout must be a number of seconds "
     "above 0 and at most 604800 (a week), not -1"),
    ("[limits]\ncompile_timeout = 0\n", "limits.compile_timeout must be a number of seconds"),
    ("[limits]\ncompile_timeout = 1e308\n", "limits.compile_timeout must be a number of "
     "seconds above 0 and at most 604800 (a week), not 1e+308"),
    ('[limits]\nrun_timeout = "2"\n', "limits.run_timeout must be a number of seconds"),
    ("[limits]\nrun_timeout = true\n", "limits.run_timeout must be a number of seconds"),
    ('[compilers.gcc]\npath = "/usr/bin/clang-14"\n',
     "compilers.gcc: the name 'gcc' is already the discovered compiler"),
]


@pytest.fixture
def seeds(tmp_path: Path) -> Path:
    directory = tmp_path / "seeds"
    directory.mkdir()
    (directory / "a.c").write_text("int main(void) { return 0; }\n")
    return directory


@pytest.mark.parametrize(("text", "named"), BAD_CONFIGS)
def test_a_bad_configuration_is_an_error_naming_the_key_and_stores_nothing(
        text: str, named: str, tmp_path: Path, seeds: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    require("gcc", "clang-14")
    path = tmp_path / "ccfuzz.toml"
    path.write_text(text)
    rundir = tmp_path / "run"
    code = cli.main(["hunt", "--config", str(path), "--source", f"dir:{seeds}", "--dir",
                     str(rundir), "--programs", "1", "--jobs", "1"])
    err = capsys.readouterr().err
    assert code == 1
    assert named in err and str(path) in err
    assert not rundir.exists()


def test_a_discovered_compilers_alias_is_taken_too(tmp_path: Path) -> None:
    require("gcc")
    from ccfuzz import compilers

    found = compilers.discover()
    aliased = next((c for c in found if c.aliases), None)
    if aliased is None:
        pytest.skip("no discovered compiler has an alias here")
    entry = config.CompilerEntry(aliased.aliases[0], str(FAKECC), "gcc", None, ())
    cfg = config.Config(compilers=(entry,), path=tmp_path / "ccfuzz.toml")
    with pytest.raises(ConfigError, match=f"ccfuzz.toml: compilers.{aliased.aliases[0]}: the"):
        compilers.with_configured(found, cfg)


def test_a_good_configuration_is_read(tmp_path: Path) -> None:
    path = tmp_path / "ccfuzz.toml"
    path.write_text(f'[limits]\nrun_timeout = 3\ncompile_timeout = 7.5\n[compilers.x]\n'
                    f'path = "{FAKECC}"\nfamily = "gcc"\nopt_levels = ["-O0", "-O2"]\n'
                    'flags = ["-m64"]\n')
    cfg = config.load(path)
    assert (cfg.run_timeout, cfg.compile_timeout) == (3.0, 7.5)
    assert cfg.path == path
    assert cfg.compilers == (config.CompilerEntry("x", str(FAKECC), "gcc", ("-O0", "-O2"),
                                                  ("-m64",)),)


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "-1", "0", "two", "1e20", "1e308"])
@pytest.mark.parametrize(("option", "unit", "most"), [
    ("--run-timeout", "seconds", config.MAX_SECONDS),
    ("--compile-timeout", "seconds", config.MAX_SECONDS),
    ("--minutes", "minutes", config.MAX_MINUTES)])
def test_a_limit_on_the_command_line_must_be_in_its_range(
        option: str, unit: str, most: int, value: str, tmp_path: Path, seeds: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    rundir = tmp_path / "run"
    with pytest.raises(SystemExit) as exited:
        cli.main(["hunt", "--source", f"dir:{seeds}", "--dir", str(rundir), f"{option}={value}"])
    assert exited.value.code == 2
    assert f"argument {option}: {value!r}: give a number of {unit} above 0 and at most " \
        f"{most}\n" in capsys.readouterr().err
    assert not rundir.exists()


@pytest.mark.parametrize("value", ["0", "-3", "2.5", "many", "1000000001"])
@pytest.mark.parametrize("argv", [
    ["hunt", "--programs"], ["passes", "--sequences"], ["generate", "--count"],
    ["emi", "x.c", "-o", "out", "-n"], ["isolate", "1", "--witnesses"],
])
def test_every_count_is_a_whole_number_in_its_range(
        argv: list[str], value: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        cli.main([*argv[:-1], f"{argv[-1]}={value}"])
    assert exited.value.code == 2
    assert f"argument {argv[-1]}: {value!r}: give a whole number from 1 to {config.MAX_COUNT}" \
        in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["hunt", "--jobs"], ["triage", "--jobs"], ["reduce", "1",
                                                                             "--jobs"]])
def test_jobs_are_bounded(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        cli.main([*argv[:-1], f"{argv[-1]}={config.MAX_JOBS + 1}"])
    assert exited.value.code == 2
    assert f"give a whole number from 1 to {config.MAX_JOBS}" in capsys.readouterr().err


def test_a_compiler_that_hangs_on_version_is_refused_with_the_reason(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    from ccfuzz import compilers

    monkeypatch.setattr(compilers, "VERSION_SECONDS", 1.0)
    hanging = tmp_path / "fakecc-hangs-on-version"
    hanging.symlink_to(FAKECC)
    path = tmp_path / "ccfuzz.toml"
    path.write_text(f'[compilers.x]\npath = "{hanging}"\n')
    assert cli.main(["compilers", "--config", str(path)]) == 1
    assert f"{hanging} does not run: `{hanging} --version` timed out after 1 s" in \
        capsys.readouterr().err
    assert pids_with_cmdline("fakecc-hangs-on-version") == []


@pytest.mark.parametrize("value", ["nan", "inf", "0", "1e20"])
@pytest.mark.parametrize("argv", [
    ["emi", "x.c", "-o", "out", "--run-timeout"], ["generate", "--generate-timeout"],
    ["generate", "--timeout"], ["reduce", "1", "--reduce-timeout"], ["reduce", "1", "--timeout"],
    ["passes", "--opt-timeout"], ["passes", "--minutes"],
    ["triage", "--reduce-timeout"], ["triage", "--ir-timeout"], ["isolate", "1", "--minutes"],
])
def test_every_amount_option_must_be_in_its_range(
        argv: list[str], value: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        cli.main([*argv[:-1], f"{argv[-1]}={value}"])
    assert exited.value.code == 2
    said = capsys.readouterr().err
    named = re.search(r"argument (\S+): ", said)
    assert named and argv[-1] in named.group(1).split("/")  # an older spelling: with the new
    assert f": {value!r}: give a number of " in said

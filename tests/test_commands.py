"""The command layer: every command has the same shape, lists the options users have in
scripts (older spellings kept beside the new ones), states each default in its ``--help``,
and checks every number it is given with one validator that names the option."""

from __future__ import annotations

import argparse
import inspect
from pathlib import Path

import pytest

from ccfuzz import cli, config

# Every command's options, an older spelling after the one it now has ("|").
OPTIONS = {
    "compilers": ["--builds", "--config", "--json"],
    "coverage-build": ["--cache", "--config", "--jobs", "--json", "--list", "--patch",
                       "--source", "what"],
    "culprit": ["--all-programs", "--dir", "--program", "id"],
    "emi": ["--corpus", "--input", "--points", "--reference", "--run-timeout", "--seed",
            "--strategy", "-D", "-I", "-n", "-o|--output", "file"],
    "findings": ["--by", "--dir", "--json", "--kind"],
    "generate": ["--config", "--count", "--generate-timeout|--timeout", "--policy", "--seed",
                 "--size", "--with", "-o|--output"],
    "hunt": ["--builds", "--cluster", "--compile-timeout", "--compilers", "--config", "--dir",
             "--jobs", "--minutes", "--programs", "--resume", "--run-timeout", "--seed",
             "--source", "--swarm", "--targets", "--triage"],
    "isolate": ["--config", "--dir", "--minutes", "--pipeline", "--seed", "--top",
                "--witnesses", "id"],
    "passes": ["--cluster", "--config", "--dir", "--jobs", "--lengths", "--minutes", "--opt",
               "--opt-timeout", "--pass-manager", "--programs", "--seed", "--selection",
               "--sequences", "--triage"],
    "reduce": ["--continue", "--dir", "--frama-c", "--jobs", "--no-guard", "--program",
               "--reduce-timeout|--timeout", "--tool", "id"],
    "report": ["--campaign", "--dir", "--format", "-o|--output", "id"],
    "show": ["--dir", "--script", "id"],
    "toolchain": ["--all", "--dir", "--json", "--mirror", "--only", "--root", "--targets",
                  "action"],
    "triage": ["--against", "--dir", "--ir-timeout", "--jobs", "--reduce-timeout", "ids"],
}


def _commands() -> dict[str, argparse.ArgumentParser]:
    parser = cli.build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(sub.choices)


COMMANDS = _commands()


def _actions(name: str) -> list[argparse.Action]:
    return [a for a in COMMANDS[name]._actions if not isinstance(a, argparse._HelpAction)]


def test_every_command_keeps_its_options() -> None:
    assert {name: sorted("|".join(a.option_strings) or a.dest for a in _actions(name))
            for name in COMMANDS} == OPTIONS


@pytest.mark.parametrize("name", sorted(OPTIONS))
def test_every_option_that_takes_a_value_states_its_default(name: str) -> None:
    """A flag's default is that it is off; a required argument has none."""
    unstated = [a.dest for a in _actions(name)
                if a.nargs != 0 and not a.required and "default" not in (a.help or "")]
    assert unstated == []


def test_every_command_has_the_shape_of_the_others() -> None:
    assert [c.NAME for c in cli.COMMANDS] == list(COMMANDS)
    for command in cli.COMMANDS:
        assert isinstance(command.HELP, str)
        assert list(inspect.signature(command.add_options).parameters) == ["p"]
        assert list(inspect.signature(command.run).parameters) == ["args", "started"]


def test_the_command_line_only_assembles_commands() -> None:
    assert len(Path(cli.__file__).read_text().splitlines()) <= 150


def _numbers() -> list[tuple[str, str, config.Number]]:
    """Every option of every command whose value is a number, with its check."""
    checks: list[tuple[object, config.Number]] = [
        (config.seconds_option, config.SECONDS), (config.minutes_option, config.MINUTES),
        (config.count_option, config.COUNT), (config.jobs_option, config.JOBS)]
    found = []
    for name in COMMANDS:
        for a in _actions(name):
            check = a.type if isinstance(a.type, config.Number) else \
                next((c for t, c in checks if t is a.type), None)
            if check is not None:
                found.append((name, a.option_strings[-1], check))
    return found


NUMBERS = _numbers()


def test_every_number_option_is_checked_by_the_one_validator() -> None:
    """No option takes a bare int or float (``--seed`` and ids excepted)."""
    assert len(NUMBERS) >= 20
    bare = [(name, a.option_strings) for name in COMMANDS for a in _actions(name)
            if a.type in (int, float) and a.dest not in ("seed", "id", "ids", "program",
                                                            "campaign")]
    assert bare == []


# What each command needs besides the option, to reach the option's check.
POSITIONALS = {"emi": ["x.c", "-o", "out"], "reduce": ["1"], "isolate": ["1"],
               "culprit": ["1"], "show": ["1"]}


@pytest.mark.parametrize("value", ["0", "-1", "nan", "inf"])
@pytest.mark.parametrize(("name", "option", "check"), NUMBERS,
                         ids=[f"{n} {o}" for n, o, _ in NUMBERS])
def test_every_number_option_refuses_what_is_no_positive_finite_number(
        name: str, option: str, check: config.Number, value: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    if value == "0" and check.whole and check.least == 0:
        pytest.skip("0 is a count this option takes (--swarm 0: no swarm builds)")
    with pytest.raises(SystemExit) as exited:
        cli.main([name, *POSITIONALS.get(name, []), f"{option}={value}"])
    assert exited.value.code == 2
    said = capsys.readouterr().err
    assert f"{option}: {value!r}: give {check.wanted()}" in said


def test_the_validator_takes_what_is_in_range() -> None:
    assert config.SECONDS("0.5") == 0.5
    assert config.COUNT("7") == 7
    assert config.Number("", 64, whole=True)("0") == 0
    with pytest.raises(argparse.ArgumentTypeError):
        config.COUNT("2.5")

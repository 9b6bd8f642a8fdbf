"""``ccfuzz generate --count N -o DIR``: the programs a campaign of the seed starts with."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ccfuzz import cli
from ccfuzz.generator import generate
from ccfuzz.sources import derive_seed, open_source


def test_count_writes_the_programs_a_campaign_of_the_seed_tests_first(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "progs"
    assert cli.main(["generate", "--seed", "5", "--size", "2KB", "--count", "3",
                     "-o", str(out)]) == 0
    source = open_source("generator:2KB")
    for index in range(3):
        seed = derive_seed(5, index)
        program = source.program(index, seed)  # as `hunt --source generator:2KB --seed 5`
        assert (out / f"gen-{seed}.c").read_text() == program.source
        assert (out / f"gen-{seed}.expected").read_bytes() == program.expected_output
    assert len(list(out.iterdir())) == 7  # and manifest.json, which lists the programs
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["programs"] == [f"gen-{derive_seed(5, i)}.c" for i in range(3)]
    assert not manifest["interrupted"]
    said = capsys.readouterr().err
    assert "seed 5: wrote 3 programs to" in said and f"dir:{out}" in said
    # The same again: the same files, byte for byte.
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    assert cli.main(["generate", "--seed", "5", "--size", "2KB", "--count", "3",
                     "-o", str(out)]) == 0
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before


def test_one_program_is_written_as_before(tmp_path: Path) -> None:
    out = tmp_path / "p.c"
    assert cli.main(["generate", "--seed", "9", "--size", "2KB", "-o", str(out)]) == 0
    made = generate(9, 2000)
    assert out.read_text() == made.source and tmp_path.joinpath("p.expected").read_bytes() \
        == made.expected


@pytest.mark.parametrize("count", ["0", "-2", "many"])
def test_count_must_be_a_positive_number(count: str, tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["generate", "--count", count, "-o", str(tmp_path / "d")])
    assert stop.value.code == 2 and "--count" in capsys.readouterr().err
    assert not (tmp_path / "d").exists()


def test_count_refuses_a_file_as_its_directory(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "taken"
    target.write_text("keep me")
    assert cli.main(["generate", "--count", "2", "--size", "1KB", "-o", str(target)]) == 1
    assert "not a directory" in capsys.readouterr().err
    assert target.read_text() == "keep me"


def test_count_needs_its_directory_named(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["generate", "--count", "2"]) == 1
    assert "-o DIR" in capsys.readouterr().err


def test_count_says_so_when_the_directory_cannot_be_made(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "file").write_text("")
    assert cli.main(["generate", "--count", "1", "--size", "1KB",
                     "-o", str(tmp_path / "file" / "below")]) == 1
    assert "cannot make" in capsys.readouterr().err


@pytest.mark.parametrize(("size", "said"), [
    ("10GB", "size '10GB': unit 'GB' is not one ccfuzz knows: use B, KB or MB, as in 40KB"),
    ("0KB", "size '0KB': give a size from 1B to 10MB"),
    ("11MB", "size '11MB': give a size from 1B to 10MB"),
])
def test_a_size_out_of_range_or_in_an_unknown_unit_says_which(
        size: str, said: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["generate", "--size", size, "-o", str(tmp_path / "p.c")]) == 1
    assert capsys.readouterr().err == f"ccfuzz: error: {said}\n"
    assert list(tmp_path.iterdir()) == []


def test_with_gives_the_programs_a_source_with_the_feature_makes(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "progs"
    assert cli.main(["generate", "--seed", "5", "--size", "3KB", "--count", "4",
                     "--with", "bitint", "-o", str(out)]) == 0
    source = open_source("generator:3KB:+bitint")
    made = [source.program(i, derive_seed(5, i)) for i in range(4)]
    for program in made:
        assert (out / f"{program.name}.c").read_text() == program.source
        assert program.origin.command[-2:] == ("--with", "bitint")
    assert any("_BitInt" in program.source for program in made)
    assert json.loads((out / "manifest.json").read_text())["with"] == ["bitint"]
    with pytest.raises(SystemExit) as stop:
        cli.main(["generate", "--with", "vectors", "-o", str(tmp_path / "p.c")])
    assert stop.value.code == 2 and "vectors: not a feature to ask for; known: bitint" in \
        capsys.readouterr().err


def test_a_generator_failure_names_the_command_that_shows_it_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """A bug of the generator itself is one line, with every option that makes the same
    program: the policy and the features asked for too."""
    from ccfuzz.generator import program

    def broken(*args: object) -> None:
        raise IndexError("list index out of range")

    monkeypatch.setattr(program, "generate", broken)
    assert cli.main(["generate", "--seed", "7", "--size", "3KB", "--policy", "optimizer",
                     "--with", "bitint", "-o", str(tmp_path / "p.c")]) != 0
    said = capsys.readouterr().err
    assert "the generator failed on seed 7 at size 3000 (IndexError: list index out of " \
        "range): a ccfuzz bug; `ccfuzz generate --seed 7 --size 3000 --policy optimizer " \
        "--with bitint` shows it again" in said, said
    assert not (tmp_path / "p.c").exists()

"""The seeded tcc faults of benchmarks/tcc_faults, the ground truth of the isolation
benchmark: the data is well formed, and one fault, built and hunted end to end, shows as its
truth says (so the data cannot silently rot)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from benchmarks import seeded
from ccfuzz.constructs import unjudgeable
from tests.conftest import require


def test_faults_are_many_distinct_and_of_every_kind() -> None:
    faults = seeded.all_faults()
    assert len(faults) >= 20
    places = {(f.file, f.function) for f in faults}
    assert len(places) == len(faults), "two faults in one function"
    assert {f.kind for f in faults} == set(seeded.KINDS)
    assert {f.file for f in faults} >= {"tccgen.c", "tccpp.c", "x86_64-gen.c"}
    for fault in faults:
        assert fault.program.read_text().count("printf") >= 1, fault.name
        # The vote cannot judge a program with inline asm: its fault needs the output by hand.
        if fault.kind == "wrong-code" and unjudgeable(fault.program.read_text()):
            assert fault.expected.exists(), fault.name


def test_truth_is_checked_against_the_patch(tmp_path: Path) -> None:
    fault = seeded.find("07")
    assert len(seeded.changed_lines(fault.patch.read_text())) == 1
    text = ("int x;\n\nstatic void vstore(void)\n{\n    a();\n    b();\n}\n\n"
            "void other(void)\n{\n    c();\n}\n")
    assert seeded.enclosing_function(text, 5) == "vstore"
    assert seeded.enclosing_function(text, 11) == "other"
    assert seeded.enclosing_function(text, 8) is None
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "truth.toml").write_text('file = "tccgen.c"\nfunction = "f"\nkind = "slow"\n'
                                       'description = "x"\n')
    with pytest.raises(seeded.FaultError, match="kind 'slow'"):
        seeded.load(broken)


def test_a_half_written_fault_directory_is_named(tmp_path: Path) -> None:
    (tmp_path / "44-half-written").mkdir()
    with pytest.raises(seeded.FaultError, match=r"44-half-written has no truth\.toml"):
        seeded.find("44", root=tmp_path)
    with pytest.raises(seeded.FaultError, match="no fault named '45'"):
        seeded.find("45", root=tmp_path)


@pytest.mark.slow
def test_one_fault_end_to_end(tmp_path: Path) -> None:
    require("gcc", "clang-14", "tcc", "make", "patch")
    source = seeded.default_source()
    for each in seeded.all_faults():
        assert seeded.check_truth(each, source) is None, each.name
    fault = seeded.find("04")
    wrong = dataclasses.replace(fault, function="gen_cast")
    assert "not gen_cast" in (seeded.check_truth(wrong, source) or "")
    prepared = seeded.prepare(fault.directory, tmp_path / "run", source=source,
                              cache=tmp_path / "cache")
    assert prepared.compiler.is_file()
    verdict = seeded.verify(prepared)
    assert verdict.verified, verdict.reason
    assert seeded.guard_problem(fault, tmp_path / "guard") is None
    assert prepared.finding is not None
    assert prepared.finding.compiler == prepared.compiler_name
    assert prepared.finding.builds == (f"{prepared.compiler_name} -O0",)
    # The packaged tcc agreed with gcc and clang-14: the right output is theirs.
    assert prepared.finding.evidence["expected"] == "[exit 0] acc = 4294967249\n"
    # A truth announcing another kind is not verified by the same finding.
    other = dataclasses.replace(prepared, fault=dataclasses.replace(fault, kind="crash"))
    assert not seeded.verify(other).verified
    # Hunted again in the same run directory (a benchmark that continues), the program
    # shows the finding recorded the first time.
    again = seeded.prepare(fault.directory, tmp_path / "run", source=source,
                           cache=tmp_path / "cache")
    assert again.finding is not None and again.finding.id == prepared.finding.id

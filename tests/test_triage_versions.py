"""Which releases show a finding, labelled as GCC and LLVM label them (pure data), and the
affected-versions table asking every installed compiler of the family with real compilers:
on PATH, configured, and in a toolchain root when one is installed."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from ccfuzz import compilers, config
from ccfuzz.model import Ending, FindingKind, RunOutcome
from ccfuzz.predicate import Claim, RecordedBuild
from ccfuzz.reduce.affected import affected_versions
from ccfuzz.triage.states import State, decide
from ccfuzz.triage.versions import Releases, is_trunk
from tests.conftest import require

GCC = {
    "gcc-12": "gcc (Debian 12.2.0-14+deb12u1) 12.2.0",
    "gcc-13": "gcc-13 (Debian 13.5.0-3) 13.5.0",
    "gcc-14": "gcc-14 (Debian 14.4.0-3) 14.4.0",
    "gcc-15": "gcc-15 (Debian 15.3.0-5) 15.3.0",
    "gcc-16": "gcc-16 (Debian 16.2.0-4) 16.2.0",
    "gcc-trunk": "gcc (Debian 20261020-1) 17.0.0 20261020 (experimental) "
                 "[trunk r17-5409-g5a4f77eb6af]",
}
CLANG_TRUNK = "Debian clang version 24.0.0 (++20261025103442+7e3c57157096-1~exp1)"


def releases(**shows: bool | None) -> Releases:
    """gcc-N=shows..., named with underscores (gcc_14), given in any order."""
    return Releases.of({name.replace("_", "-"): {"version": GCC[name.replace("_", "-")],
                                                 "reproduced": s}
                        for name, s in reversed(shows.items())})


def test_rows_go_by_release_with_trunk_last_whatever_its_number() -> None:
    assert compilers.release_of(GCC["gcc-trunk"]) == (17, 0, 0)
    assert compilers.release_of(CLANG_TRUNK) == (24, 0, 0)
    assert is_trunk(GCC["gcc-trunk"]) and is_trunk(CLANG_TRUNK)
    assert not any(is_trunk(v) for n, v in GCC.items() if n != "gcc-trunk")
    rows = releases(gcc_16=True, gcc_trunk=True, gcc_12=True, gcc_14=True)
    assert [r[0] for r in rows.rows] == ["gcc-12", "gcc-14", "gcc-16", "gcc-trunk"]
    # A release numbered past trunk (a fake's 99.0.0) still sorts before it.
    fake = Releases.of({"gcc-99": {"version": "gcc (ccfuzz fake) 99.0.0", "reproduced": True},
                        "gcc-trunk": {"version": GCC["gcc-trunk"], "reproduced": True}})
    assert [r[0] for r in fake.rows] == ["gcc-99", "gcc-trunk"]
    assert fake.to_json()[1] == {"name": "gcc-trunk", "version": GCC["gcc-trunk"],
                                 "shows": True, "trunk": True}


def test_a_regression_still_in_trunk_is_live_and_named_by_its_first_release() -> None:
    found = releases(gcc_13=False, gcc_14=True, gcc_15=True, gcc_16=True, gcc_trunk=True)
    assert found.newest_shows is True and found.fixed_in is None
    assert found.label == ("regression in 14: not shown by gcc 13.5; shown by 14.4, 15.3, 16.2 "
                           "and trunk 20261020")


def test_gone_from_trunk_and_the_newest_release_is_fixed_in_the_next_release_asked() -> None:
    found = releases(gcc_12=True, gcc_16=False, gcc_trunk=False)
    assert found.newest_shows is False
    assert found.fixed_in == "gcc-16 16.2.0"
    # gcc 13, 14 and 15 were not asked: the label says 16.2 is only the oldest asked.
    assert found.label == ("fixed in 16.2 (the oldest gcc asked after 12.2): shown by gcc 12.2; "
                           "not shown by 16.2 and trunk 20261020")
    adjacent = releases(gcc_14=True, gcc_15=True, gcc_16=False, gcc_trunk=False)
    assert adjacent.label.startswith("fixed in 16.2: shown by gcc 14.4 and 15.3; ")


def test_fixed_in_trunk_only_is_still_live_in_the_newest_release() -> None:
    found = releases(gcc_12=True, gcc_16=True, gcc_trunk=False)
    assert found.newest_shows is True
    assert found.label == ("fixed in trunk 20261020: shown by gcc 12.2 and 16.2; "
                           "not shown by trunk 20261020")
    assert decide(misuse=None, valid=None, duplicate_of=None, newest_shows=True,
                  versions=found.label, reachable=True) == (State.LIVE, f"live, {found.label}")


def test_a_regression_of_trunk_alone_and_a_release_that_could_not_be_asked() -> None:
    trunk_only = releases(gcc_12=False, gcc_16=False, gcc_trunk=True)
    assert trunk_only.newest_shows is True
    assert trunk_only.label == ("regression in trunk 20261020: not shown by gcc 12.2 and 16.2; "
                                "shown by trunk 20261020")
    gap = releases(gcc_13=False, gcc_14=True, gcc_15=None, gcc_16=False, gcc_trunk=False)
    assert gap.label == ("regression in 14, fixed in 16.2 (the oldest gcc asked after 14.4): "
                         "not shown by gcc 13.5; shown by 14.4; not asked of 15.3; "
                         "not shown by 16.2 and trunk 20261020")


def test_one_release_alone_and_none_asked() -> None:
    alone = releases(gcc_12=True)
    assert alone.newest_shows is True and alone.label == "shown by gcc 12.2"
    nothing = releases(gcc_12=None, gcc_16=None)
    assert nothing.newest_shows is None
    assert nothing.label == "no release of gcc could be asked"
    opt = Releases((("opt-14", "Debian LLVM version 14.0.6", False),
                    ("opt-22", "Debian LLVM version 22.1.8", True)))
    assert opt.label == "regression in 22: not shown by opt 14.0.6; shown by 22.1.8"


# -- the affected versions, with real compilers -----------------------------------------------

def _printing(value: int) -> bytes:
    return f'#include <stdio.h>\nint main(void) {{ printf("seen {value}\\n"); return 0; }}\n'\
        .encode()


def _claim(target: compilers.Compiler) -> Claim:
    """Wrong code under ``target -O2``: any output other than "seen 1" (a known reference),
    so a program printing "seen 1" shows it under no compiler and one printing "seen 2"
    under every compiler that builds and runs it."""
    build = RecordedBuild(f"{target.name} -O2", target.name, target.version,
                          (target.path, "-O2", "prog.c", "-o", "prog"), Ending.EXITED)
    return Claim(FindingKind.WRONG_CODE, None, (build,),
                 reference=RunOutcome(Ending.EXITED, 0, b"seen 1\n"),
                 compile_seconds=60, run_seconds=10)


def test_configured_compilers_of_the_family_are_asked_and_of_another_family_not(
        tmp_path: Path) -> None:
    require("gcc", "clang-14")
    wrappers = {}
    for name, real in (("gcc-wrapped", shutil.which("gcc")), ("clang-wrapped",
                                                             shutil.which("clang-14"))):
        script = tmp_path / name
        script.write_text(f'#!/bin/sh\nexec {real} "$@"\n')
        script.chmod(0o755)
        wrappers[name] = str(script)
    cfg = config.Config(compilers=(
        config.CompilerEntry("gcc-wrapped", wrappers["gcc-wrapped"], "gcc", None, ()),
        config.CompilerEntry("clang-wrapped", wrappers["clang-wrapped"], "clang", None, ())))
    gcc = next(c for c in compilers.installed(cfg).every if c.name == "gcc")
    table = affected_versions(_claim(gcc), _printing(2), cfg)
    assert table["gcc-wrapped"]["reproduced"] is True
    assert "clang-wrapped" not in table
    every_gcc = {os.path.realpath(c.path) for c in compilers.installed(cfg).every
                 if c.family == "gcc"}
    assert len(table) == len(every_gcc)
    assert affected_versions(_claim(gcc), _printing(1), cfg)["gcc-wrapped"]["reproduced"] \
        is False


def test_a_toolchain_roots_compiler_is_asked_and_its_binary_runs_in_the_root(
        test_root: Path) -> None:
    cfg = config.Config()
    every = compilers.installed(cfg).every
    rooted = [c for c in every if c.where.startswith("root")]
    if not rooted:
        pytest.fail(f"the test root in {test_root} has no compiler")
    root_compiler = next(c for c in rooted if not c.target)
    target = next((c for c in every if c.family == root_compiler.family and
                   c.path != root_compiler.path), None)
    if target is None:
        pytest.skip(f"no other {root_compiler.family} than the root's {root_compiler.name}")
    shown = affected_versions(_claim(target), _printing(2), cfg)
    assert shown[root_compiler.name] == {"version": root_compiler.version, "reproduced": True,
                                         "trunk": root_compiler.trunk}
    # Printing the reference, it shows nothing: the root's binary ran and printed it.
    assert affected_versions(_claim(target), _printing(1), cfg)[root_compiler.name][
        "reproduced"] is False
    assert all(c.name in shown for c in rooted if c.family == root_compiler.family
               and not c.target)
    # A cross compiler of the root builds for another machine: it is not asked.
    assert not any(c.name in shown for c in rooted if c.target)


def test_a_release_before_a_construct_of_the_program_is_not_asked(test_root: Path) -> None:
    """gcc 12 has no _BitInt: asked of a program with one, it would reject it and be called
    clean ("regression in 14"); it is not asked. The test root's gcc 16 is."""
    require("gcc")
    cfg = config.Config()
    every = compilers.installed(cfg).every
    target = next(c for c in every if c.where.startswith("root") and not c.target)
    source = (b"#include <stdio.h>\n__extension__ typedef _BitInt(37) bi37_t;\n"
              b'int main(void) { bi37_t x = 2; printf("seen %d\\n", (int)x); return 0; }\n')
    table = affected_versions(_claim(target), source, cfg)
    assert table[target.name]["reproduced"] is True
    assert table["gcc"] == {"version": next(c.version for c in every if c.name == "gcc"),
                            "reproduced": None, "trunk": False}

"""The report's title, in the form each compiler's tracker uses, and its regression label:
from store rows as a campaign records them, without tools."""

from __future__ import annotations

from ccfuzz.model import FindingKind
from ccfuzz.report.model import Release, _tracker_label, title
from ccfuzz.store import FindingRow


def _finding(compiler: str, kind: FindingKind, *builds: str) -> FindingRow:
    return FindingRow(1, f"{kind.value}|x", kind, compiler, builds, "", {}, 1, 1, 0.0, 0.0, 1)


def test_titles_name_the_level_and_options_as_gcc_and_llvm_do_and_no_level_for_tcc() -> None:
    wrong = FindingKind.WRONG_CODE
    assert title(_finding("gcc-trunk", wrong, "gcc-trunk -O3 -march=x86-64-v4"), "gcc", "",
                 "") == "[gcc-trunk] wrong code at -O3 with -march=x86-64-v4"
    assert title(_finding("gcc", wrong, "gcc -O1", "gcc -O2", "gcc -O3", "gcc -O2 swarm:ab"),
                 "gcc", "", "") == "[gcc] wrong code at -O1 and above"
    assert title(_finding("gcc", wrong, "gcc -O2", "gcc -Os"), "gcc", "", "") == \
        "[gcc] wrong code at -O2 and -Os"
    ice = "prog.c:3:5: internal compiler error: in fold_binary, at fold-const.cc:4242\n"
    assert title(_finding("gcc-16", FindingKind.COMPILER_CRASH, "gcc-16 -O2"), "gcc", "",
                 ice) == "[gcc-16] ICE in fold_binary, at fold-const.cc:4242"
    assert title(_finding("clang-22", wrong, "clang-22 -O2"), "clang", "pass GVNPass", "") \
        == "[GVNPass] miscompile at -O2"
    assertion = "clang: X.cpp:7: void f(): Assertion `A && \"b\"' failed.\n"
    assert title(_finding("clang-22", FindingKind.COMPILER_CRASH, "clang-22 -O1"), "clang",
                 "", assertion) == "Assertion `A && \"b\"' failed"
    assert title(_finding("tcc", wrong, "tcc -O0"), "tcc", "", "") == "[tcc] wrong code"


def test_a_regression_is_labelled_as_each_project_labels_it() -> None:
    rows = [Release("gcc-13", "", "13.5", False, False), Release("gcc-14", "", "14.4", True,
                                                                   False),
            Release("gcc-15", "", "15.3", True, False)]
    assert _tracker_label("gcc", rows, 1, 2, True) == "[14/15/trunk Regression]"
    assert _tracker_label("llvm", rows, 1, 2, False) == "regression:14"
    assert _tracker_label("tcc", rows, 1, 2, False) is None

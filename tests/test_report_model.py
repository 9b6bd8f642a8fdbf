"""The report's title, in the form each compiler's tracker uses, and its regression label:
from store rows as a campaign records them, without tools."""

from __future__ import annotations

from ccfuzz.model import FindingKind
from ccfuzz.report.model import Release, _tracker_label, excerpt, title
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


def test_a_cross_compilers_title_names_its_target_and_not_its_pinned_flags() -> None:
    crash = FindingKind.COMPILER_CRASH
    assert title(_finding("riscv64-clang-23", crash,
                          "riscv64-clang-23 -static -fsigned-char -O3 -march=rv64gcv"),
                 "clang", "pass machine-scheduler", "", "riscv64") == \
        "[machine-scheduler] compiler crash at -O3 with -march=rv64gcv on riscv64"
    assert title(_finding("rv", FindingKind.WRONG_CODE,
                          "rv -static -fsigned-char --target=riscv64-linux-gnu -O2",
                          "rv -static -fsigned-char --target=riscv64-linux-gnu -O3"),
                 "clang", "", "", "riscv64") == "[rv] miscompile at -O2 and above on riscv64"
    assert title(_finding("c", crash, "c -O2 swarm:bc8cb9b9"), "clang", "", "", "",
                 ("-fglobal-isel", "-fstack-protector-strong")) == \
        "[c] compiler crash at -O2 with -fglobal-isel -fstack-protector-strong"


def test_a_crash_is_shown_from_where_it_says_what_went_wrong() -> None:
    said = "warning: x\n" * 30 + "PLEASE submit a bug report to X\nStack dump:\n" + \
        "2.\tRunning pass 'Machine Instruction Scheduler'\n" + "frame\n" * 40
    shown = excerpt(said)
    assert shown[0] == "PLEASE submit a bug report to X" and len(shown) == 14
    assert "2.\tRunning pass 'Machine Instruction Scheduler'" in shown
    assert excerpt("a\nb\nerror: c\n") == ["a", "b", "error: c"]


def test_a_regression_is_labelled_as_each_project_labels_it() -> None:
    rows = [Release("gcc-13", "", "13.5", False, False), Release("gcc-14", "", "14.4", True,
                                                                   False),
            Release("gcc-15", "", "15.3", True, False)]
    assert _tracker_label("gcc", rows, 1, 2, True) == "[14/15/trunk Regression]"
    assert _tracker_label("llvm", rows, 1, 2, False) == "regression:14"
    assert _tracker_label("tcc", rows, 1, 2, False) is None


def test_an_outcome_keeps_where_a_long_crash_starts_and_how_it_ends() -> None:
    from ccfuzz.reduce.affected import _kept

    said = "PLEASE submit a bug report\n" + "frame\n" * 2000 + "clang: error: failed\n"
    kept = _kept(said)
    assert kept.startswith("PLEASE submit") and kept.endswith("clang: error: failed\n")
    assert len(kept) < 4100 and _kept("short\n") == "short\n"

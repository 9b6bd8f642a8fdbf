# ruff: noqa: E501  (the samples are verbatim compiler output)
from __future__ import annotations

from ccfuzz import signatures

GCC_ICE = """prog.c: In function 'func_17':
prog.c:120:9: internal compiler error: Segmentation fault
  120 |   return g_3;
0xe2a9df crash_signal
\t../../src/gcc/toplev.cc:322
0x7f0c2e03c04f ???
0x9b1c44 fold_binary_loc(unsigned int, tree_code, tree_node*)
\t../../src/gcc/fold-const.cc:9981
0x9b5d10 fold_build2_loc(unsigned int, tree_code, tree_node*)
\t../../src/gcc/fold-const.cc:13950
0xaa0001 gimplify_expr(tree_node**)
\t../../src/gcc/gimplify.cc:1
0xaa0002 gimplify_stmt(tree_node**)
Please submit a full bug report, with preprocessed source (by using -freport-bug).
"""

CLANG_CRASH = """PLEASE submit a bug report to https://bugs/ and include the crash backtrace.
Stack dump:
0.\tProgram arguments: /usr/lib/llvm-14/bin/clang -cc1 -O2 prog.c
1.\t<eof> parser at end of file
2.\tCode generation
3.\tRunning pass 'Function Pass Manager' on module 'prog.c'.
4.\tRunning pass 'Loop Strength Reduction' on function '@func_1'
 #0 0x00007f5c1d2e3a51 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/lib/libLLVM-14.so.1+0xd0ca51)
 #1 0x00007f5c1d2e1b6e llvm::sys::RunSignalHandlers() (/lib/libLLVM-14.so.1+0xd0ab6e)
 #2 0x00007f5c1d2e3f6b (/lib/libLLVM-14.so.1+0xd0cf6b)
 #3 0x00007f5c1be5a050 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)
 #4 0x00007f5c1d8a0c01 llvm::ScalarEvolution::getSCEV(llvm::Value*) (/lib/libLLVM-14.so.1+0x12c9c01)
 #5 0x00007f5c1d9a0c02 llvm::LSRInstance::CollectFixupsAndInitialFormulae() (/lib/libLLVM-14.so.1+0x1)
 #6 0x00007f5c1d9a0c03 llvm::LSRInstance::LSRInstance(llvm::Loop*) (/lib/libLLVM-14.so.1+0x2)
 #7 0x00007f5c1d9a0c04 llvm::LoopPass::run() (/lib/libLLVM-14.so.1+0x3)
clang: error: clang frontend command failed with exit code 139 (use -v to see invocation)
"""


def test_gcc_ice_keeps_message_and_compiler_frames_not_program_details() -> None:
    detail = signatures.crash_detail(GCC_ICE, None)
    assert detail == ("ICE: Segmentation fault at fold_binary_loc < fold_build2_loc < "
                      "gimplify_expr")
    other = GCC_ICE.replace("func_17", "func_3").replace("120", "77").replace("0x9b1c44", "0x1")
    assert signatures.crash_detail(other, None) == detail


def test_clang_crash_uses_last_pass_and_top_frames() -> None:
    detail = signatures.crash_detail(CLANG_CRASH, None)
    assert detail.startswith("in pass Loop Strength Reduction at llvm::ScalarEvolution::getSCEV")
    assert "PrintStackTrace" not in detail and "libc" not in detail
    assert signatures.looks_like_crash(CLANG_CRASH)


def test_assertion() -> None:
    text = ("clang: /build/llvm/lib/CodeGen/Foo.cpp:812: void llvm::Foo::bar(): "
            "Assertion `N && \"bad\"' failed.\n")
    assert signatures.crash_detail(text, 6).startswith(
        'assert Foo.cpp: void llvm::Foo::bar(): N && "bad"')


def test_signal_only_crash() -> None:
    assert signatures.crash_detail("", 11) == "SIGSEGV"


def test_ordinary_errors_are_not_crashes() -> None:
    assert not signatures.looks_like_crash("prog.c:3:1: error: expected ';' before '}' token")


def test_rejects_signature_normalizes_program_specifics() -> None:
    a = signatures.rejects_signature("tcc 0.9", 'prog.c:1636: error: \',\' expected (got "g_1")')
    b = signatures.rejects_signature("tcc 0.9", 'prog.c:22: error: \',\' expected (got "g_7")')
    assert a == b


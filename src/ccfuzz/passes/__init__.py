"""CTOS: test LLVM's optimizer with arbitrary pass sequences."""

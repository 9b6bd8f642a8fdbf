"""CTOS on the newest installed LLVM (opt-22 here): which opt ``ccfuzz passes`` tests by
default, the passes its catalog leaves out because of what they need (a run-time library,
a place in a pipeline), and the findings that such a pass would make."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ccfuzz.passes import toolchain as llvm

NEWEST = 22  # the release the issue asks ccfuzz to test; tests skip when it is absent


@pytest.fixture(scope="session")
def opt22() -> llvm.Toolchain:
    if shutil.which(f"opt-{NEWEST}") is None or shutil.which(f"clang-{NEWEST}") is None:
        pytest.skip(f"LLVM {NEWEST} (opt-{NEWEST}, clang-{NEWEST}) is not installed")
    return llvm.find_toolchain(f"opt-{NEWEST}")


def _links(directory: Path, **names: str) -> str:
    """A PATH directory holding ``names`` as symbolic links to real installed tools."""
    directory.mkdir()
    for name, tool in names.items():
        target = shutil.which(tool)
        assert target is not None, tool
        (directory / name).symlink_to(target)
    return str(directory)


def test_default_toolchain_is_the_newest_installed(opt22: llvm.Toolchain,
                                                   tmp_path: Path) -> None:
    newest = llvm.newest_toolchain()
    assert newest.major == max(n for n, _ in llvm.installed_opts()) >= NEWEST
    # Plain ``opt`` (Debian links LLVM 14's) loses to a versioned one of a newer release ...
    both = _links(tmp_path / "both", opt="opt-14", **{f"opt-{NEWEST}": f"opt-{NEWEST}"})
    chosen = llvm.newest_toolchain(both, root=tmp_path / "no-llvm-dirs")
    assert (chosen.major, chosen.opt) == (NEWEST, opt22.opt)
    # ... and so does an older versioned one, wherever they are installed ...
    older = _links(tmp_path / "older", **{"opt-14": "opt-14"})
    chosen = llvm.newest_toolchain(older, root=Path(opt22.opt).parents[2])
    assert chosen.major == NEWEST
    # ... and is tested only when nothing versioned is installed.
    plain = _links(tmp_path / "plain", opt="opt-14")
    assert llvm.newest_toolchain(plain, root=tmp_path / "no-llvm-dirs").major == 14

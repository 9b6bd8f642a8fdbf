"""A directory of C files, each with an optional expected output and input beside it.

``foo.c`` may come with ``foo.expected`` (the exact stdout a correct build prints; the
program must then exit 0) and ``foo.in`` (its standard input). Every other entry in the
directory (subdirectories are walked; links to directories are not followed) is a program
too, an invalid one, recorded with the reason, so nothing a user put there is silently
ignored: a file that is not C, not UTF-8 or unreadable, a dangling symbolic link, a named pipe,
a device or a socket. Only regular files are ever opened, and without blocking, so a FIFO
in the directory cannot stall a campaign.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from ccfuzz.errors import ConfigError, InvalidProgramError
from ccfuzz.model import Origin, Program

COMPANION_SUFFIXES = (".expected", ".in")
_KINDS = ((stat.S_ISDIR, "a directory (links to directories are not followed)"),
          (stat.S_ISFIFO, "a named pipe (FIFO)"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


class DirectorySource:
    def __init__(self, path: str) -> None:
        self.root = Path(path).resolve()
        if not self.root.is_dir():
            raise ConfigError(f"source directory {path} does not exist or is not a directory")
        entries = []
        for top, dirs, files in os.walk(self.root):  # links to directories: in dirs, unfollowed
            here = Path(top)
            entries += [here / name for name in files]
            entries += [here / name for name in dirs if (here / name).is_symlink()]
        self._files = sorted(
            p for p in entries
            if not p.name.startswith(".")
            and not (p.suffix in COMPANION_SUFFIXES and os.path.lexists(p.with_suffix(".c")))
        )

    @property
    def spec(self) -> str:
        return f"dir:{self.root}"

    def size(self) -> int:
        return len(self._files)

    def name_of(self, index: int) -> str:
        return str(self._files[index].relative_to(self.root))

    def program(self, index: int, seed: int) -> Program:
        path = self._files[index]
        name = self.name_of(index)
        _regular(path, name)
        if path.suffix != ".c":
            raise InvalidProgramError(f"{name}: not a C source file (expected a .c suffix)")
        data = _read(path, name)
        try:
            source = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InvalidProgramError(f"{name}: not UTF-8 text ({exc.reason} at byte "
                                      f"{exc.start})") from None
        if "\0" in source:
            raise InvalidProgramError(f"{name}: contains NUL bytes, not C source text")
        expected_path = path.with_suffix(".expected")
        input_path = path.with_suffix(".in")
        return Program(
            name=name,
            source=source,
            origin=Origin(kind="file", path=str(path)),
            stdin=self._companion(input_path) or b"",
            expected_output=self._companion(expected_path),
        )

    def _companion(self, path: Path) -> bytes | None:
        if not os.path.lexists(path):
            return None
        name = str(path.relative_to(self.root))
        _regular(path, name)
        return _read(path, name)


def _regular(path: Path, name: str) -> None:
    """InvalidProgramError saying what the entry is, unless it is (a link to) a regular file."""
    try:
        info = path.stat()
    except FileNotFoundError:
        if path.is_symlink():
            raise InvalidProgramError(
                f"{name}: a dangling symbolic link (to {os.readlink(path)})") from None
        raise InvalidProgramError(f"{name}: no longer exists") from None
    except OSError as exc:
        raise InvalidProgramError(f"{name}: cannot be read: {exc.strerror}") from None
    _check_regular(info.st_mode, name)


def _read(path: Path, name: str) -> bytes:
    """The bytes of a regular file, opened without blocking."""
    try:
        # O_NONBLOCK: should the file have become a FIFO since, opening it does not wait.
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY)
    except OSError as exc:
        raise InvalidProgramError(f"{name}: cannot be read: {exc.strerror}") from None
    with os.fdopen(fd, "rb") as f:
        _check_regular(os.fstat(fd).st_mode, name)
        try:
            return f.read()
        except OSError as exc:
            raise InvalidProgramError(f"{name}: cannot be read: {exc.strerror}") from None


def _check_regular(mode: int, name: str) -> None:
    if stat.S_ISREG(mode):
        return
    what = next((text for test, text in _KINDS if test(mode)), "not a regular file")
    raise InvalidProgramError(f"{name}: {what}, not a regular file")

"""A directory of C files, each with an optional expected output and input beside it.

``foo.c`` may come with ``foo.expected`` (the exact stdout a correct build prints; the
program must then exit 0) and ``foo.in`` (its standard input). Every other file in the
directory is a program too, an invalid one, recorded with the reason, so nothing a user put
there is silently ignored.
"""

from __future__ import annotations

import os
from pathlib import Path

from ccfuzz.errors import ConfigError, InvalidProgramError
from ccfuzz.model import Origin, Program

COMPANION_SUFFIXES = (".expected", ".in")


class DirectorySource:
    def __init__(self, path: str) -> None:
        self.root = Path(path).resolve()
        if not self.root.is_dir():
            raise ConfigError(f"source directory {path} does not exist or is not a directory")
        self._files = sorted(
            p for p in self.root.rglob("*")
            if p.is_file() and not p.name.startswith(".")
            and not (p.suffix in COMPANION_SUFFIXES and p.with_suffix(".c").exists())
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
        if path.suffix != ".c":
            raise InvalidProgramError(f"{name}: not a C source file (expected a .c suffix)")
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise InvalidProgramError(
                f"{name}: cannot be read: {os.strerror(exc.errno or 0)}") from None
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
            stdin=input_path.read_bytes() if input_path.exists() else b"",
            expected_output=expected_path.read_bytes() if expected_path.exists() else None,
        )

"""The one exception module: library code raises these, only ``cli.py`` maps them to exits."""

from __future__ import annotations


class CcfuzzError(Exception):
    """Base of every error ccfuzz raises on purpose; its message is meant for the user."""


class ConfigError(CcfuzzError):
    """A configuration file or command-line option is wrong."""


class UnknownCompilerError(ConfigError):
    """A compiler was asked for by name but is not installed or not configured."""


class ToolMissingError(CcfuzzError):
    """An external tool ccfuzz needs (csmith, a compiler) is not installed."""


class InvalidProgramError(CcfuzzError):
    """A source could not produce a usable program (not C, unreadable, generator failed)."""


class GeneratorTimeoutError(InvalidProgramError):
    """The program generator ran past its time limit on one program."""


class StoreError(CcfuzzError):
    """The run directory or its database cannot be used."""


class StoreLockedError(StoreError):
    """Another process holds the run directory's database."""


class ClusterError(CcfuzzError):
    """The Dask cluster of ``--cluster`` cannot be used (unreachable, no usable worker)."""


class NotFoundError(CcfuzzError):
    """A campaign or finding id that the store does not have."""


class ParseError(InvalidProgramError):
    """A C program that does not parse; the message carries the compiler's diagnostics."""


class RewriteError(CcfuzzError):
    """Source edits that cannot be applied together (overlapping, or inside a macro)."""


class CoverageBuildError(CcfuzzError):
    """A compiler built with coverage could not be fetched, patched, built or read."""

"""Debian's source of an installed package, as ``apt-get source`` unpacks it: the one fetch
the tcc and the GCC coverage builds share."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.errors import CoverageBuildError, ToolMissingError
from ccfuzz.model import Ending

_APT_NO_DEB_SRC = "You must put some 'deb-src' URIs in your sources.list"


def tail(proc: sandbox.ProcResult, lines: int = 1, skip: tuple[str, ...] = ("W: ",)) -> str:
    """The last useful lines of a process's output: those starting with ``skip`` (apt's
    warnings; debootstrap's "I: " notes too, when asked) left out."""
    text = (proc.stderr_text() + "\n" + proc.stdout.decode(errors="replace")).strip()
    useful = [line.strip() for line in text.splitlines()
              if line.strip() and not line.startswith(skip)]
    return " / ".join(useful[-lines:]) if useful else f"exit status {proc.exit_code}"


def fetch(dest: Path, package: str, version: str, expect: str, *,
          apt_options: Sequence[str] = (), seconds: float = 600.0, log: Path | None = None,
          without_apt: str = "") -> Path:
    """``apt-get source PACKAGE=VERSION`` into ``dest`` (``apt_options``: ``-o Key=Value``);
    the unpacked tree, which must hold ``expect``. Its output is appended to ``log``, if
    given; ``without_apt`` says what to do when there is no apt-get."""
    dest.mkdir(parents=True, exist_ok=True)
    proc = sandbox.run(["apt-get", *apt_options, "source", f"{package}={version}"], cwd=dest,
                       limits=sandbox.Limits(wall_seconds=seconds, file_bytes=None,
                                             output_bytes=16 << 20))
    if log is not None:
        with log.open("ab") as out:
            out.write(f"$ apt-get source {package}={version}\n".encode() + proc.stdout
                      + proc.stderr)
    if proc.ending is Ending.NOT_STARTED:
        raise ToolMissingError(f"apt-get not found: {without_apt or 'it fetches the source'}")
    if _APT_NO_DEB_SRC in proc.stderr_text():
        raise CoverageBuildError(
            f"apt-get source {package}: APT has no deb-src entry (scripts/setup.sh adds "
            "/etc/apt/sources.list.d/debian-src.sources, then runs apt-get update)")
    if not proc.ok:
        raise CoverageBuildError(f"apt-get source {package}={version} failed: {tail(proc)}")
    upstream = version.split(":")[-1].rsplit("-", 1)[0]
    tree = dest / f"{package}-{upstream}"
    if not (tree / expect).exists():
        raise CoverageBuildError(f"apt-get source {package}={version} left no "
                                 f"{tree.name}/{expect} in {dest}")
    return tree

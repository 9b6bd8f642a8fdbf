"""Which installed releases of a compiler family show a finding: where it came in, whether the
newest release or trunk still shows it (live), and where it went (fixed in X) — labelled the
way GCC's and LLVM's trackers label them ("regression in 14", "fixed in 16.2")."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import groupby
from typing import Any

from ccfuzz.compilers import guess_family, release_of

# A trunk snapshot's version line: GCC's says "(experimental)" after its date, Debian's LLVM
# snapshots carry "++DATE" (apt.llvm.org's "++20261025103442+7e3c57157096").
_GCC_SNAPSHOT = re.compile(r"\b(\d{8})\s+\(experimental\)")
_LLVM_SNAPSHOT = re.compile(r"\+\+(\d{8})")


def is_trunk(version: str) -> bool:
    """Does the version line name a trunk snapshot rather than a release?"""
    return bool(_GCC_SNAPSHOT.search(version) or _LLVM_SNAPSHOT.search(version))


@dataclass(frozen=True)
class Releases:
    """Each installed release of the family, oldest first and trunk last: (name, version line,
    shows it?), None where it could not be asked (the pass does not exist there, say).
    ``trunk`` names the rows that are trunk snapshots."""

    rows: tuple[tuple[str, str, bool | None], ...]
    trunk: frozenset[str] = frozenset()

    @classmethod
    def of(cls, affected: Mapping[str, Mapping[str, Any]]) -> Releases:
        """From ``reduce.affected``'s table: {name: {"version", "reproduced", "trunk"}}; a
        table without "trunk" is read from the version lines (``is_trunk``)."""
        rows = [(name, str(info.get("version", "")), info.get("reproduced"))
                for name, info in affected.items()]
        trunk = frozenset(name for name, version, _ in rows
                          if affected[name].get("trunk") or is_trunk(version))
        # Trunk is newer than every release, whatever the numbers the releases carry.
        return cls(tuple(sorted(rows, key=lambda r: (r[0] in trunk, release_of(r[1]), r[0]))),
                   trunk)

    @property
    def asked(self) -> list[tuple[str, str, bool]]:
        return [(n, v, s) for n, v, s in self.rows if s is not None]

    @property
    def newest_shows(self) -> bool | None:
        """Live: the newest release asked or a trunk asked shows it (None: none was asked)."""
        releases = [s for n, _, s in self.asked if n not in self.trunk]
        trunks = [s for n, _, s in self.asked if n in self.trunk]
        newest = releases[-1:] + trunks[-1:]
        return any(newest) if newest else None

    @property
    def showing(self) -> list[str]:
        return [n for n, _, s in self.rows if s]

    @property
    def fixed_in(self) -> str | None:
        """The oldest release after the last one that shows it, when it does not (name and
        numbers: "gcc-16 16.2.0")."""
        asked = self.asked
        last = max((i for i, (_, _, s) in enumerate(asked) if s), default=None)
        if last is None or last == len(asked) - 1:
            return None
        name, version, _ = asked[last + 1]
        numbers = ".".join(map(str, release_of(version)))
        return f"{name} {numbers}".strip()

    def release(self, name: str, version: str) -> str:
        """How a label names a row: "16.2", "22.1.8", "trunk 20261020"."""
        if name in self.trunk:
            found = _GCC_SNAPSHOT.search(version) or _LLVM_SNAPSHOT.search(version)
            numbers = _numbers(version)
            return f"trunk {found.group(1) if found else numbers}".strip()
        return _numbers(version) or name

    @property
    def label(self) -> str:
        """Where it came in and where it went, then who shows it: "regression in 14, fixed
        in 16.2: not shown by gcc 13.5; shown by 14.4 and 15.3; not shown by 16.2 and trunk
        20261020". A regression is named when a release before the first of the last run of
        releases that show it does not; "fixed in" is the oldest release asked after the
        last one that shows it (said so when releases between them were not asked)."""
        asked = self.asked
        family = self._family()
        if not asked:
            return f"no release of {family} could be asked"
        shows = [s for _, _, s in asked]
        words = []
        last = max((i for i, s in enumerate(shows) if s), default=None)
        if last is not None:
            first = last
            while first > 0 and shows[first - 1]:
                first -= 1
            if first > 0:
                name, version, _ = asked[first]
                came = self.release(name, version)
                major = came if name in self.trunk else came.split(".")[0]
                words.append(f"regression in {major}")
            if last < len(asked) - 1:
                words.append(self._fixed(asked[last], asked[last + 1], family))
        history = self._history(family)
        return f"{', '.join(words)}: {history}" if words else history

    def _fixed(self, shown: tuple[str, str, bool], fixed: tuple[str, str, bool],
               family: str) -> str:
        before, after = release_of(shown[1]), release_of(fixed[1])
        said = f"fixed in {self.release(fixed[0], fixed[1])}"
        if fixed[0] in self.trunk or not before or not after or after[0] - before[0] <= 1:
            return said
        return (f"{said} (the oldest {family} asked after "
                f"{self.release(shown[0], shown[1])})")

    def _history(self, family: str) -> str:
        parts: list[str] = []
        for shows, group in groupby(self.rows, key=lambda r: r[2]):
            names = _listed([self.release(n, v) for n, v, _ in group])
            if not parts:
                names = f"{family} {names}"
            said = {True: "shown by", False: "not shown by", None: "not asked of"}[shows]
            parts.append(f"{said} {names}")
        return "; ".join(parts)

    def _family(self) -> str:
        """The family's name, as a label says it: gcc, clang, or the tool's ("opt")."""
        families = {guess_family(n, v) for n, v, _ in self.rows}
        if len(families) == 1 and "other" not in families:
            return families.pop()
        names = {re.sub(r"-[\w.]+$", "", n) for n, _, _ in self.rows}
        return names.pop() if len(names) == 1 else "the family"

    def summary(self) -> str:
        shows = [n for n, _, s in self.rows if s]
        clean = [n for n, _, s in self.rows if s is False]
        unknown = [n for n, _, s in self.rows if s is None]
        parts = [f"shown by {', '.join(shows) or 'none'}"]
        if clean:
            parts.append(f"not by {', '.join(clean)}")
        if unknown:
            parts.append(f"not asked of {', '.join(unknown)}")
        return "; ".join(parts)

    def to_json(self) -> list[dict[str, Any]]:
        return [{"name": n, "version": v, "shows": s, "trunk": n in self.trunk}
                for n, v, s in self.rows]


def _numbers(version: str) -> str:
    """A release's numbers without trailing zeros past the second: "16.2", "22.1.8"."""
    numbers = list(release_of(version))
    while len(numbers) > 2 and numbers[-1] == 0:
        numbers.pop()
    return ".".join(map(str, numbers))


def _listed(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"

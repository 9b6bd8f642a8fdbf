"""Which installed releases of a compiler family show a finding: first, last, live or fixed."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ccfuzz.compilers import release_of


@dataclass(frozen=True)
class Releases:
    """Each installed release of the family, oldest first: (name, version line, shows it?);
    None where it could not be asked (the pass does not exist there, say)."""

    rows: tuple[tuple[str, str, bool | None], ...]

    @classmethod
    def of(cls, affected: Mapping[str, Mapping[str, Any]]) -> Releases:
        """From ``reduce.affected``'s table: {name: {"version": .., "reproduced": ..}}."""
        rows = [(name, str(info.get("version", "")), info.get("reproduced"))
                for name, info in affected.items()]
        return cls(tuple(sorted(rows, key=lambda r: (release_of(r[1]), r[0]))))

    @property
    def asked(self) -> list[tuple[str, str, bool]]:
        return [(n, v, s) for n, v, s in self.rows if s is not None]

    @property
    def newest_shows(self) -> bool | None:
        asked = self.asked
        return asked[-1][2] if asked else None

    @property
    def showing(self) -> list[str]:
        return [n for n, _, s in self.rows if s]

    @property
    def fixed_in(self) -> str | None:
        """The oldest release after the last one that shows it, when it does not."""
        asked = self.asked
        last = max((i for i, (_, _, s) in enumerate(asked) if s), default=None)
        if last is None or last == len(asked) - 1:
            return None
        name, version, _ = asked[last + 1]
        numbers = ".".join(map(str, release_of(version)))
        return f"{name} {numbers}".strip()

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
        return [{"name": n, "version": v, "shows": s} for n, v, s in self.rows]

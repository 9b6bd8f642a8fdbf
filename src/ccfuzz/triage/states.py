"""What a triaged finding is worth, as one state, and the order findings are listed in."""

from __future__ import annotations

from enum import StrEnum


class State(StrEnum):
    """From most to least worth a report (the listing order)."""

    LIVE = "live"  # the newest installed release shows it, reachable, not a duplicate
    NOT_REACHABLE = "not-reachable"  # live, but no -O level compile shows it (opt alone)
    FIXED = "fixed"  # a newer installed release does not show it
    DUPLICATE = "duplicate"  # another finding is the same bug
    PASS_MISUSE = "pass-misuse"  # a pass run where it cannot work: not a compiler bug
    INVALID = "invalid"  # no strictly valid program shows it
    UNRESOLVED = "unresolved"  # a stage could not tell (stopped, a tool missing)


_ORDER = {state.value: i for i, state in enumerate(State)}


def rank(state: str | None) -> int:
    """Sort key: live first, untriaged findings last."""
    return _ORDER.get(state, len(_ORDER)) if state is not None else len(_ORDER) + 1


def decide(*, misuse: str | None, valid: str | None, duplicate_of: str | None,
           newest_shows: bool | None, fixed_in: str | None, reachable: bool | None,
           ) -> tuple[State, str]:
    """The state and its one-line detail, from each stage's answer (None: not known).

    ``misuse`` and ``valid`` are reasons (None when there is nothing against the finding)."""
    if misuse is not None:
        return State.PASS_MISUSE, misuse
    if valid is not None:
        return State.INVALID, valid
    if duplicate_of is not None:
        return State.DUPLICATE, f"duplicate of {duplicate_of}"
    if newest_shows is None:
        return State.UNRESOLVED, "the newest installed release could not be asked"
    if not newest_shows:
        return State.FIXED, f"fixed in {fixed_in}" if fixed_in else "not shown by the newest"
    if reachable is False:
        return State.NOT_REACHABLE, "live, but no -O1/-O2/-O3 compile shows it"
    return State.LIVE, "live: the newest installed release shows it"

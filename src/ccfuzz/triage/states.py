"""What a triaged finding is worth, as one state, and the order findings are listed in."""

from __future__ import annotations

from enum import StrEnum


class State(StrEnum):
    """From most to least worth a report (the listing order)."""

    LIVE = "live"  # the newest installed release or trunk shows it, reachable, not a duplicate
    NOT_REACHABLE = "not-reachable"  # live, but no -O level compile shows it (opt alone)
    FIXED = "fixed"  # neither the newest installed release nor trunk shows it
    DUPLICATE = "duplicate"  # another finding is the same bug
    PASS_MISUSE = "pass-misuse"  # a pass run where it cannot work: not a compiler bug
    INVALID = "invalid"  # no strictly valid program shows it
    UNRESOLVED = "unresolved"  # a stage could not tell (stopped, a tool missing)


_ORDER = {state.value: i for i, state in enumerate(State)}


def rank(state: str | None) -> int:
    """Sort key: live first, untriaged findings last."""
    return _ORDER.get(state, len(_ORDER)) if state is not None else len(_ORDER) + 1


def decide(*, misuse: str | None, valid: str | None, duplicate_of: str | None,
           newest_shows: bool | None, versions: str | None, reachable: bool | None,
           ) -> tuple[State, str]:
    """The state and its one-line detail, from each stage's answer (None: not known).

    ``misuse`` and ``valid`` are reasons (None when there is nothing against the finding);
    ``newest_shows``: the newest release or trunk shows it; ``versions``: the releases'
    label ("regression in 14: ...", "fixed in 16.2: ...", ``Releases.label``)."""
    if misuse is not None:
        return State.PASS_MISUSE, misuse
    if valid is not None:
        return State.INVALID, valid
    if duplicate_of is not None:
        return State.DUPLICATE, f"duplicate of {duplicate_of}"
    if newest_shows is None:
        return State.UNRESOLVED, "neither the newest installed release nor trunk could be asked"
    said = f"; {versions}" if versions else ""
    if not newest_shows:
        return State.FIXED, versions or "neither the newest release nor trunk shows it"
    if reachable is False:
        return State.NOT_REACHABLE, f"live, but no -O1/-O2/-O3 compile shows it{said}"
    return State.LIVE, f"live, {versions}" if versions else \
        "live: the newest installed release or trunk shows it"

"""A swarm build's finding: the fewest of its options that still show it.

A swarm build (``ccfuzz.swarm``) compiles at ``-O2`` or ``-O3`` with random optimization
options, which sit in its command between the level and ``-w``. ddmin (``ccfuzz.ddmin``)
shrinks them to a 1-minimal set with which the finding still holds: each option left is
needed. The family's own search (``gcc.py``, ``llvm.py``) then runs on the command with just
those options, and the answer names both: "shows with -fno-tree-pre alone; disappears with
-fno-tree-vrp".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from ccfuzz.culprit.trials import Culprit, Scheme, Trials
from ccfuzz.ddmin import ddmin
from ccfuzz.swarm import MARK, argv, units


def is_swarm(build_id: str) -> bool:
    return MARK in build_id


def split_command(command: Sequence[str]) -> tuple[list[str], list[str], list[str]]:
    """A swarm build's command as (up to its level, its options as units, from ``-w`` on)."""
    end = len(command) - 1 - list(reversed(command)).index("-w") if "-w" in command \
        else len(command)
    levels = [i for i in range(end) if command[i].startswith("-O")]
    start = levels[-1] + 1 if levels else end
    return list(command[:start]), units(command[start:end]), list(command[end:])


def minimize(trials: Trials, search: Callable[[Trials], Culprit]) -> Culprit:
    """The culprit of a swarm build's finding (see the module); the caller has asked that
    the finding holds on the target as it is."""
    head, options, tail = split_command(trials.target.command)

    def command(kept: Sequence[str]) -> list[str]:
        return [*head, *argv(kept), *tail]

    def holds(kept: Sequence[str]) -> bool:
        label = f"+ {len(kept)} of {len(options)} options"
        return trials.ask_command(command(kept), label).holds

    if not options or holds(()):
        minimal: tuple[str, ...] = ()
    else:
        steps = ddmin(tuple(options))
        try:
            candidate = next(steps)
            while True:
                candidate = steps.send(holds(candidate))
        except StopIteration as stop:
            minimal = stop.value
    spelled = " ".join(minimal)
    level = head[-1] if head and head[-1].startswith("-O") else "its level"
    shown = f"shows with {spelled} ({len(minimal)} of the swarm's {len(options)} options; " \
        "each is needed)" if minimal else \
        f"shows at {level} without any of the swarm's {len(options)} options"
    narrowed = trials.retarget(command(minimal))
    inner = search(narrowed)
    trials.tests = narrowed.tests
    key = inner.key if not minimal else (f"{inner.key} with {spelled}" if inner.key
                                         else spelled)
    details = {"options": list(minimal), "swarm_options": len(options),
               "command": command(minimal), "search": {"scheme": inner.scheme.value,
                                                       "key": inner.key, **inner.details}}
    return replace(inner, scheme=Scheme.OPTIONS, key=key,
                   summary=f"{shown}; {inner.summary}", details=details)

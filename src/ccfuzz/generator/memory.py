"""What the generator's interpreter runs on: memory cells, union cells, control flow, and
the two ways a run stops early.

Memory is a flat dict from a cell's location (the variable's name, then member names and
indices) to its value: an ``int`` for an integer cell, a location tuple for a pointer, a
``UnionCell`` for a union. Names are unique in a program, so a location needs no frame; a
call of a recursive function saves and restores its own cells instead (``interp``).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any, NamedTuple

from ccfuzz import cint
from ccfuzz.generator.types import byte_size

Loc = tuple[str | int, ...]
# The cell kinds above, told apart by the static type of the object read: code compiled from
# the typed tree knows which kind it reads, and narrowing each read would cost an isinstance.
Memory = dict[Loc, Any]


class UndefinedBehavior(Exception):
    """An evaluation the C standard leaves undefined (or unspecified) happened."""


class StepLimit(Exception):
    """The run executed more statements than its budget: the program would run too long."""


class UnionCell(NamedTuple):
    """A union of integer members, as little-endian bytes: ``raw`` holds the bytes written
    last, of which the low ``valid`` are specified (6.2.6.1p7: a store to a member leaves the
    bytes beyond it unspecified, so reading a wider member afterwards is refused). A named
    tuple, which is quicker to make than a frozen dataclass: every union store makes one."""

    raw: int
    valid: int

    def read(self, t: cint.CType) -> int:
        if byte_size(t) > self.valid:
            raise UndefinedBehavior("read of a union member wider than the one stored")
        return cint.convert(self.raw & ((1 << t.width) - 1), t)

    @staticmethod
    def writer(t: cint.CType) -> Callable[[int], UnionCell]:
        """The cell a store of a value through a member of type ``t`` leaves."""
        mask, size = (1 << t.width) - 1, byte_size(t)
        return lambda value: UnionCell(value & mask, size)


class Flow(Enum):
    NORMAL = 0
    BREAK = 1
    CONTINUE = 2
    RETURN = 3
    GOTO = 4

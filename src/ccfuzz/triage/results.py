"""Each triage stage's typed result, as the triage row stores it and the report reads it.

A result is a frozen dataclass with ``to_json`` (the row's ``stages[NAME]``) and
``from_json``; ``read(stages)`` gives back every result a row holds, typed, and
``result(stages, Type)`` the one of a type. A row written before a field existed reads with
that field's default.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields
from typing import Any, ClassVar, TypeVar

from ccfuzz.triage.versions import Releases


@dataclass(frozen=True)
class Result:
    """The base of every stage's result: ``name`` is the stage's, the row's key."""

    name: ClassVar[str] = ""

    def to_json(self) -> Any:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> Result:
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in dict(data).items() if k in known})


@dataclass(frozen=True)
class NotReduced(Result):
    name: ClassVar[str] = "program"
    reduced: bool = False
    why: str = ""


@dataclass(frozen=True)
class Program(Result):
    """The C reduction the triage used."""

    name: ClassVar[str] = "program"
    original_bytes: int = 0
    reduced_bytes: int = 0
    reduced_lines: int = 0
    reduction_complete: bool = False


@dataclass(frozen=True)
class IrProgram(Result):
    """A ``passes`` finding's IR: reproduced by opt alone, and reduced by llvm-reduce."""

    name: ClassVar[str] = "program"
    reproduced: bool = False
    ir_bytes: int = 0
    reduced_ir_bytes: int = 0
    reduced: bool = False
    c_bytes: int = 0
    opt_arguments: list[str] = field(default_factory=list)
    diagnostics: list[str] = field(default_factory=list)
    commands: list[list[str]] = field(default_factory=list)  # opt (then llc and the link)


@dataclass(frozen=True)
class PassIr(Result):
    """A clang finding's IR just before its culprit pass, on which ``opt`` with that pass
    alone misbehaves (``prepass.py``); or why there is none."""

    name: ClassVar[str] = "pass-ir"
    made: bool = False
    why: str = ""  # why there is none
    pass_name: str = ""  # as opt -passes= knows it
    index: int = 0  # its -opt-bisect-limit number
    unit: str = ""  # what it ran on
    ir_bytes: int = 0
    reduced_ir_bytes: int = 0
    reduced: bool = False
    commands: list[list[str]] = field(default_factory=list)  # opt, then lli before and after
    said: list[str] = field(default_factory=list)  # what they print


@dataclass(frozen=True)
class Misuse(Result):
    name: ClassVar[str] = "misuse"
    reason: str = ""

    def to_json(self) -> Any:
        return self.reason

    @classmethod
    def from_json(cls, data: Any) -> Misuse:
        return cls(str(data))


@dataclass(frozen=True)
class Validity(Result):
    """Strict C, and the other builds that print the reduced program's right output."""

    name: ClassVar[str] = "validity"
    original_dialect: str | None = None
    dialect: str | None = None
    std: str | None = None
    commands: list[str] = field(default_factory=list)
    problem: str | None = None
    agreeing: list[str] = field(default_factory=list)
    disagreeing: list[str] = field(default_factory=list)
    crash_detail: str | None = None


@dataclass(frozen=True)
class Versions(Result):
    name: ClassVar[str] = "versions"
    releases: list[dict[str, Any]] = field(default_factory=list)
    summary: str = ""
    label: str = ""

    @classmethod
    def of(cls, releases: Releases) -> Versions:
        return cls(releases.to_json(), releases.summary(), releases.label)

    def table(self) -> Releases:
        rows = tuple((str(r["name"]), str(r["version"]), r.get("shows")) for r in self.releases)
        return Releases(rows, frozenset(str(r["name"]) for r in self.releases
                                        if r.get("trunk")))


@dataclass(frozen=True)
class Culprit(Result):
    name: ClassVar[str] = "culprit"
    summary: str = ""
    key: str = ""
    scheme: str = ""


@dataclass(frozen=True)
class Wrapv(Result):
    """GCC's test for undefined behaviour: does the finding still show with the flags that
    define signed overflow and drop type-based aliasing and loop-bound assumptions? When it
    does not, UBSan at the failing level."""

    name: ClassVar[str] = "wrapv"
    flags: list[str] = field(default_factory=list)
    command: list[str] = field(default_factory=list)
    shows: bool | None = None  # None: could not tell
    why: str = ""  # the predicate's reason
    ubsan_command: list[str] = field(default_factory=list)
    ubsan: str | None = None  # what UBSan said (None: not run); "" when it said nothing


@dataclass(frozen=True)
class Levels(Result):
    """The target compiler's other recorded builds, asked on the reduced program."""

    name: ClassVar[str] = "levels"
    right: list[str] = field(default_factory=list)  # builds under which it does not show
    wrong: list[str] = field(default_factory=list)  # builds under which it shows too
    commands: dict[str, list[str]] = field(default_factory=dict)


@dataclass(frozen=True)
class Reachability(Result):
    name: ClassVar[str] = "reachability"
    by: dict[str, bool] = field(default_factory=dict)

    def to_json(self) -> Any:
        return dict(self.by)

    @classmethod
    def from_json(cls, data: Any) -> Reachability:
        return cls({str(k): bool(v) for k, v in dict(data).items()})


@dataclass(frozen=True)
class Duplicates(Result):
    name: ClassVar[str] = "duplicates"
    key: str = ""
    of: str | None = None


# Which result type a row's entry is read as; "program" depends on what the entry holds.
_TYPES: dict[str, type[Result]] = {t.name: t for t in (
    Misuse, Validity, Versions, Culprit, PassIr, Wrapv, Levels, Reachability,
    Duplicates)}

R = TypeVar("R", bound=Result)


def _program(data: Any) -> Result:
    if "reproduced" in data:
        return IrProgram.from_json(data)
    if data.get("reduced") is False:
        return NotReduced.from_json(data)
    return Program.from_json(data)


def read(stages: Mapping[str, Any]) -> list[Result]:
    """Every result a row's ``stages`` holds, typed (entries of no known stage left out)."""
    found: list[Result] = []
    for name, data in stages.items():
        if data is None:
            continue
        if name == "program":
            found.append(_program(data))
        elif name in _TYPES:
            found.append(_TYPES[name].from_json(data))
    return found


def result(stages: Mapping[str, Any], kind: type[R]) -> R | None:
    """The result of type ``kind`` among a row's ``stages``; None when there is none."""
    return next((r for r in read(stages) if isinstance(r, kind)), None)

"""Ranking stages: each reworks the ranking the passing programs gave, by name.

A stage is a small frozen object with the parameters a pipeline gives it (``pipeline``'s
``[[stages]]``) and four things:

- ``applies(build, kind)``: why it has nothing to do for this coverage build (None: not
  known) and finding kind (None: it applies). A stage that does not apply is skipped and says so.
- ``check(build)``: refuse, before any work, what it could not do (no gdb, no clang).
- ``apply(context, ranking)``: the reworked ranking and a note (JSON) of what it did, kept in
  the ranking's notes under the stage's name. A note with ``"acted": false`` says the stage
  ran and could not act (a stack it could not read), and why.
- ``describe(note)``: that note as one line for people.

``STAGES`` is the registry: a pipeline names stages from it, ``build`` makes them.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any, ClassVar, Protocol

from ccfuzz.errors import CcfuzzError, ConfigError
from ccfuzz.isolate import calls, hint, stack
from ccfuzz.isolate.pipeline import Pipeline
from ccfuzz.isolate.rank import (
    FAR_FACTOR,
    STACK_FRAMES,
    Ranking,
    callers_first,
    near_failure,
    near_files,
    near_values,
)
from ccfuzz.isolate.spectra import Spectra
from ccfuzz.model import FindingKind
from ccfuzz.toolchain.covbuild import CoverageBuild

# The kinds whose compile stops where it fails: the failure's stack says where.
STOPPING = (FindingKind.COMPILER_CRASH, FindingKind.REJECTS_VALID)
SHOWN = 8  # frames of the stack, and functions flagged, named in a description

Note = dict[str, Any]


class Context:
    """What stages read of one isolation: its spectra, and the calls of its failing compile
    (read once, for every stage that needs them)."""

    def __init__(self, spectra: Spectra,
                 on_progress: Callable[[str], None] | None = None) -> None:
        self.spectra = spectra
        self.on_progress = on_progress

    @cached_property
    def calls(self) -> dict[tuple[str, str], frozenset[str]]:
        if self.spectra.source_dir is None:
            return {}
        return calls.called(self.spectra.failing, self.spectra.source_dir)


class Stage(Protocol):
    name: ClassVar[str]
    # Skipped after a search stopped early (Ctrl-C): it costs more than it is worth then.
    slow: ClassVar[bool]

    def applies(self, build: CoverageBuild | None, kind: FindingKind) -> str | None: ...

    def check(self, build: CoverageBuild) -> None: ...

    def apply(self, context: Context, ranking: Ranking) -> tuple[Ranking, Note]: ...

    def describe(self, note: Mapping[str, Any]) -> str: ...


@dataclass(frozen=True)
class CallersFirst:
    """Functions that tie ordered by who calls whom in the failing compile
    (``rank.callers_first``)."""

    name: ClassVar[str] = "callers-first"
    slow: ClassVar[bool] = False

    def applies(self, build: CoverageBuild | None, kind: FindingKind) -> str | None:
        return None

    def check(self, build: CoverageBuild) -> None:
        pass

    def apply(self, context: Context, ranking: Ranking) -> tuple[Ranking, Note]:
        ordered = callers_first(ranking, context.calls)
        moved = sum(a.rank != b.rank for a, b in zip(ranking.functions, ordered.functions,
                                                     strict=True))
        return ordered, {"moved": moved}

    def describe(self, note: Mapping[str, Any]) -> str:
        return (f"{self.name}: functions that tie ordered by who calls whom in the failing "
                f"compile ({note.get('moved', 0)} ranks changed)")


@dataclass(frozen=True)
class Stack:
    """For a compile that stops (a crash, a valid program rejected): the scores of the
    functions far from the compiler's stack where it stopped multiplied by ``factor``
    (``stack.failure_stack``, ``rank.near_failure``)."""

    name: ClassVar[str] = "stack"
    slow: ClassVar[bool] = False
    frames: int = STACK_FRAMES
    factor: float = FAR_FACTOR

    def __post_init__(self) -> None:
        if self.frames < 1 or not 0.0 <= self.factor <= 1.0:
            raise ConfigError(f"stack: frames must be at least 1 and factor in [0, 1], not "
                              f"{self.frames} and {self.factor}")

    def applies(self, build: CoverageBuild | None, kind: FindingKind) -> str | None:
        if kind not in STOPPING:
            return f"a {kind.value} compile does not stop where it fails"
        return None

    def check(self, build: CoverageBuild) -> None:
        stack.check_gdb()

    def apply(self, context: Context, ranking: Ranking) -> tuple[Ranking, Note]:
        spectra = context.spectra
        trials = spectra.trials
        if trials is None or not spectra.searched:
            raise CcfuzzError("the stack needs the failing program and its trials")
        frames = stack.failure_stack(trials.build, trials.arguments, spectra.searched,
                                     trials.claim.compile_seconds)
        if not frames:
            stops = (*stack.STOPS.get(trials.build.family, ()), *stack.ALWAYS)
            return ranking, {"acted": False, "frames": [],
                             "why": f"gdb saw the compile stop in none of {', '.join(stops)} "
                             "nor at a fatal signal, or the build has no symbols"}
        near = near_failure(ranking, frames, context.calls, self.frames, self.factor)
        return near, {"frames": list(frames), "lowered": _lowered(ranking, near),
                      "near": self.frames, "factor": self.factor}

    def describe(self, note: Mapping[str, Any]) -> str:
        if note.get("acted") is False:
            return f"{self.name}: could not act: {note.get('why', '')}"
        frames = list(note.get("frames", []))
        more = len(frames) - SHOWN
        shown = " <- ".join(frames[:SHOWN]) + (f" <- ... ({more} more)" if more > 0 else "")
        return (f"{self.name}: the compile stopped in {shown}; "
                f"{note.get('lowered', '?')} functions neither among its "
                f"{note.get('near', STACK_FRAMES)} innermost nor called by them scored "
                f"x{note.get('factor', FAR_FACTOR)}")


@dataclass(frozen=True)
class Values:
    """The compiler built again with its loads traced (tcc only): the scores of the
    functions far from where the failing compile loaded values no suite program loads there
    multiplied by ``factor`` (``values.near_values``, ``rank.near_values``)."""

    name: ClassVar[str] = "values"
    slow: ClassVar[bool] = True
    factor: float = FAR_FACTOR

    def __post_init__(self) -> None:
        _check_factor(self.name, self.factor)

    def applies(self, build: CoverageBuild | None, kind: FindingKind) -> str | None:
        return None

    def check(self, build: CoverageBuild) -> None:
        from ccfuzz.isolate import values  # numpy: imported only where values are wanted

        values.check_buildable(build)

    def apply(self, context: Context, ranking: Ranking) -> tuple[Ranking, Note]:
        spectra = context.spectra
        trials = spectra.trials
        if trials is None or not spectra.searched or spectra.source_dir is None:
            raise CcfuzzError("values need the failing program and the compiler's source")
        from ccfuzz.isolate import values

        build, claim = trials.build, trials.claim
        vb = values.cached_value_build(build, jobs=os.cpu_count() or 2,
                                       on_progress=context.on_progress)
        flagged = values.near_values(vb, build, trials.arguments, spectra.searched,
                                     claim.compile_seconds, claim.run_seconds,
                                     context.on_progress)
        if not flagged:
            return ranking, {"acted": False, "flagged": [],
                             "why": "the failing compile loaded no value outside the suite's "
                             "ranges"}
        near = near_values(ranking, flagged, context.calls, self.factor)
        return near, {"flagged": list(flagged), "lowered": _lowered(ranking, near),
                      "factor": self.factor}

    def describe(self, note: Mapping[str, Any]) -> str:
        if note.get("acted") is False:
            return f"{self.name}: could not act: {note.get('why', '')}"
        flagged = list(note.get("flagged", []))
        more = len(flagged) - SHOWN
        return (f"{self.name}: values no test program loads there, loaded in "
                + ", ".join(flagged[:SHOWN]) + (f" ... ({more} more)" if more > 0 else "")
                + f"; {note.get('lowered', '?')} functions far from them scored "
                f"x{note.get('factor', FAR_FACTOR)}")


@dataclass(frozen=True)
class CulpritHint:
    """For a gcc finding traced to ``-fno-`` flags (``ccfuzz culprit``): the scores of the
    functions in files that read none of the flags' variables multiplied by ``factor``
    (``hint``, ``rank.near_files``)."""

    name: ClassVar[str] = "culprit"
    slow: ClassVar[bool] = False
    factor: float = FAR_FACTOR

    def __post_init__(self) -> None:
        _check_factor(self.name, self.factor)

    def applies(self, build: CoverageBuild | None, kind: FindingKind) -> str | None:
        if build is not None and build.family != "gcc":
            return f"{build.name} is a {build.family} build: a culprit names gcc's flags"
        return None

    def check(self, build: CoverageBuild) -> None:
        pass

    def apply(self, context: Context, ranking: Ranking) -> tuple[Ranking, Note]:
        spectra = context.spectra
        flags = spectra.culprit.split()
        if not flags or spectra.source_dir is None:
            return ranking, {"acted": False, "why": "no culprit flags were traced (ccfuzz "
                             "culprit ID traces them)" if not flags else "no source tree"}
        variables = hint.flag_variables(spectra.source_dir, flags)
        if not variables:
            return ranking, {"acted": False, "flags": flags,
                             "why": "none of the flags is declared in gcc's option files"}
        # Generated files (outside the source tree: the option tables) name every flag.
        files = hint.files_reading(spectra.source_dir,
                                   [r.file for r in ranking.files if not r.file.startswith("/")],
                                   sorted(set(variables.values())))
        if not files:
            return ranking, {"acted": False, "flags": flags,
                             "why": "no file the failing compile ran reads "
                             + ", ".join(sorted(set(variables.values())))}
        near = near_files(ranking, files, self.factor)
        return near, {"flags": flags, "variables": sorted(set(variables.values())),
                      "files": files, "lowered": _lowered(ranking, near),
                      "factor": self.factor}

    def describe(self, note: Mapping[str, Any]) -> str:
        if note.get("acted") is False:
            return f"{self.name}: could not act: {note.get('why', '')}"
        files = list(note.get("files", []))
        more = len(files) - SHOWN
        return (f"{self.name}: {' '.join(note.get('flags', []))}: "
                + ", ".join(note.get("variables", [])) + " is read in "
                + ", ".join(files[:SHOWN])
                + (f" ... ({more} more)" if more > 0 else "")
                + f"; {note.get('lowered', '?')} functions elsewhere scored "
                f"x{note.get('factor', FAR_FACTOR)}")


STAGES: dict[str, type[Stage]] = {cls.name: cls
                                  for cls in (CallersFirst, Stack, Values, CulpritHint)}


def stage(name: str, params: Mapping[str, Any] | None = None) -> Stage:
    """The stage registered as ``name`` with ``params``; ConfigError naming the known ones
    (or the stage's parameters) otherwise."""
    try:
        cls = STAGES[name]
    except KeyError:
        raise ConfigError(f"unknown ranking stage {name!r}; known: "
                          + ", ".join(sorted(STAGES))) from None
    try:
        return cls(**dict(params or {}))
    except TypeError as exc:
        raise ConfigError(f"stage {name}: {exc}") from None


def build(pipeline: Pipeline) -> list[Stage]:
    """The stages of ``pipeline``, in order."""
    return [stage(entry.name, entry.params) for entry in pipeline.stages]


def describe(name: str, note: Mapping[str, Any]) -> str:
    """A stored note as one line: by its stage when it is registered (its parameters as
    stored do not matter to the line), else as it was stored."""
    cls = STAGES.get(name)
    if cls is None:
        detail = ", ".join(f"{k} {v}" for k, v in note.items())
        return f"{name}: {detail}" if detail else name
    return cls().describe(note)


def _check_factor(stage: str, factor: float) -> None:
    if not 0.0 <= factor <= 1.0:
        raise ConfigError(f"{stage}: factor must be in [0, 1], not {factor}")


def _lowered(before: Ranking, after: Ranking) -> int:
    old = {(r.file, r.function): r.score for r in before.functions}
    return sum(r.score != old[(r.file, r.function)] for r in after.functions)

"""What ``ccfuzz isolate`` runs, as data: where its passing programs come from, how the
first ranking is computed, and the ranking stages that rework it, in order.

A pipeline is a TOML file. The default ships beside this module (``pipelines/default.toml``);
``ccfuzz isolate --pipeline FILE`` runs another, and the benchmarks keep theirs as files too.
The stored isolation keeps the pipeline it ran (``to_json``), so a ranking says how it was
made. Keys:

- ``name``: what the ranking is stored under beside the passing programs it used
  (``diwi+sbfl``, ``diwi+sbfl/values``); ``default`` adds nothing.
- ``suite``: the compiler's own test suite as passing programs (``sbfl``): ``auto`` (when the
  coverage build's source holds one), ``always`` (an error without one) or ``never``.
- ``suite_dir``: a test suite of the user's instead (``NAME.c`` with ``NAME.expect``), a path
  relative to the pipeline's file.
- ``[search]``: DiWi's witness search (``search.Search``), absent for none: ``choice``
  (``mh`` or ``random``), ``rules`` (one of ``mutate.RULE_SETS``), ``novelty`` (what a new
  witness must differ in beside the suite) and ``novelty_alone`` (without it).
- ``[rank]``: ``spectrum`` (``rank.Spectrum``) the witnesses are ranked over.
- ``[[stages]]``: ranking stages (``stages.STAGES``) by ``name``, with their parameters.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any, TypeVar

from ccfuzz.errors import ConfigError
from ccfuzz.isolate import mutate
from ccfuzz.isolate.rank import Spectrum
from ccfuzz.isolate.search import Choice

DEFAULT = Path(__file__).resolve().parent / "pipelines" / "default.toml"
DEFAULT_NAME = "default"


class SuiteUse(StrEnum):
    AUTO = "auto"
    ALWAYS = "always"
    NEVER = "never"


@dataclass(frozen=True)
class SearchSpec:
    choice: Choice = Choice.MH
    rules: str = mutate.DEFAULT_RULES
    novelty: Spectrum = Spectrum.COUNTS  # beside the test suite
    novelty_alone: Spectrum = Spectrum.LINES  # without it

    def to_json(self) -> dict[str, Any]:
        return {"choice": self.choice.value, "rules": self.rules,
                "novelty": self.novelty.value, "novelty_alone": self.novelty_alone.value}


@dataclass(frozen=True)
class StageEntry:
    name: str
    params: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, **self.params}


@dataclass(frozen=True)
class Pipeline:
    name: str = DEFAULT_NAME
    suite: SuiteUse = SuiteUse.AUTO
    search: SearchSpec | None = SearchSpec()
    spectrum: Spectrum = Spectrum.LINES
    stages: tuple[StageEntry, ...] = ()
    suite_dir: Path | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "suite": self.suite.value,
                                "rank": {"spectrum": self.spectrum.value},
                                "stages": [s.to_json() for s in self.stages]}
        if self.suite_dir is not None:
            data["suite_dir"] = str(self.suite_dir)
        if self.search is not None:
            data["search"] = self.search.to_json()
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any], where: str = "pipeline",
                  relative_to: Path | None = None) -> Pipeline:
        """The pipeline ``data`` (a parsed TOML file, or ``to_json``'s) describes (a relative
        ``suite_dir`` taken from ``relative_to``); ConfigError saying what is wrong in
        ``where`` otherwise."""
        _known(data, {"name", "suite", "suite_dir", "search", "rank", "stages"}, where)
        suite_dir = data.get("suite_dir")
        if suite_dir is not None and not isinstance(suite_dir, str):
            raise ConfigError(f"{where}: suite_dir must be a path")
        search = data.get("search")
        if search is not None:
            if not isinstance(search, dict):
                raise ConfigError(f"{where}: [search] must be a table")
            _known(search, {"choice", "rules", "novelty", "novelty_alone"}, f"{where} [search]")
            rules = str(search.get("rules", mutate.DEFAULT_RULES))
            if rules not in mutate.RULE_SETS:
                raise ConfigError(f"{where}: no rule set {rules!r} (one of "
                                  f"{', '.join(mutate.RULE_SETS)})")
            spec: SearchSpec | None = SearchSpec(
                _enum(Choice, search.get("choice", Choice.MH.value), where),
                rules, _enum(Spectrum, search.get("novelty", Spectrum.COUNTS.value), where),
                _enum(Spectrum, search.get("novelty_alone", Spectrum.LINES.value), where))
        else:
            spec = None
        rank = data.get("rank", {})
        if not isinstance(rank, dict):
            raise ConfigError(f"{where}: [rank] must be a table")
        _known(rank, {"spectrum"}, f"{where} [rank]")
        stages = []
        for entry in data.get("stages", []):
            if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
                raise ConfigError(f"{where}: each [[stages]] entry needs a name")
            params = {k: v for k, v in entry.items() if k != "name"}
            stages.append(StageEntry(entry["name"], params))
        pipeline = cls(str(data.get("name", DEFAULT_NAME)),
                       _enum(SuiteUse, data.get("suite", SuiteUse.AUTO.value), where), spec,
                       _enum(Spectrum, rank.get("spectrum", Spectrum.LINES.value), where),
                       tuple(stages),
                       None if suite_dir is None else (relative_to or Path()) / suite_dir)
        if pipeline.search is None and pipeline.suite is SuiteUse.NEVER:
            raise ConfigError(f"{where}: neither a witness search nor the test suite: no "
                              "passing program")
        return pipeline


def load(path: Path) -> Pipeline:
    """The pipeline in the TOML file ``path`` (its stages are checked against the registry
    when they are built, ``stages.build``, before any work)."""
    try:
        data = tomllib.loads(path.read_text())
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"cannot read the pipeline {path}: {exc}") from None
    return Pipeline.from_json(data, str(path), path.parent)


def default() -> Pipeline:
    """The pipeline ``ccfuzz isolate`` runs without ``--pipeline``."""
    return load(DEFAULT)


def _known(data: dict[str, Any], keys: set[str], where: str) -> None:
    unknown = sorted(set(data) - keys)
    if unknown:
        raise ConfigError(f"{where}: unknown key(s) {', '.join(unknown)} (known: "
                          f"{', '.join(sorted(keys))})")


E = TypeVar("E", bound=StrEnum)


def _enum(kind: type[E], value: object, where: str) -> E:
    try:
        return kind(str(value))
    except ValueError:
        raise ConfigError(f"{where}: {value!r} is not one of "
                          f"{', '.join(m.value for m in kind)}") from None

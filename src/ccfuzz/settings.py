"""A campaign's settings: the typed record the store keeps with each campaign and gives back.

Every command and stage after the campaign reads its limits from here (reduce, culprit,
isolate, triage, show, ``hunt --resume``). The stored form is the JSON object ccfuzz has
always written (``to_json``); ``from_json`` reads that form back, older records included: a
limit field unknown to this version is left out, one it lacks takes its default.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from ccfuzz.model import Limits

# The limits when neither the command line nor [limits] gives one. Csmith binaries that
# terminate do so in well under 0.1 s; about one program in nine never does, and each of those
# costs two run timeouts. 2 s keeps that cost low and leaves ample headroom.
COMPILE_TIMEOUT = 60.0
RUN_TIMEOUT = 2.0


def compile_limits(seconds: float = COMPILE_TIMEOUT) -> Limits:
    """A campaign's limits of one compile."""
    return Limits(wall_seconds=seconds, memory_bytes=4 << 30)


def run_limits(seconds: float = RUN_TIMEOUT) -> Limits:
    """A campaign's limits of one run of a test binary."""
    return Limits(wall_seconds=seconds, memory_bytes=2 << 30, output_bytes=1 << 20,
                  isolate_network=True)


_TYPED = ("compilers", "compile_limits", "run_limits", "programs", "minutes", "jobs", "swarm")


@dataclass(frozen=True)
class CampaignSettings:
    """What the store keeps about a campaign: enough to resume and to reproduce it."""

    compile_limits: Limits = field(default_factory=compile_limits)
    run_limits: Limits = field(default_factory=run_limits)
    # Each compiler as ``compilers.Compiler``'s fields (``campaign.plan_from_settings``
    # makes them again).
    compilers: tuple[Mapping[str, Any], ...] = ()
    programs: int | None = None  # the budget asked
    minutes: float | None = None
    jobs: int | None = None  # None: asked by no command (a campaign of a benchmark)
    swarm: Mapping[str, Any] | None = None  # ``swarm.Swarm.to_json()``
    # The rest by name: each build kind's settings (``campaign.BuildKind.name``), what a
    # command describes (``ctos``).
    extra: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "compilers": [dict(c) for c in self.compilers],
            "compile_limits": asdict(self.compile_limits),
            "run_limits": asdict(self.run_limits),
            "programs": self.programs,
            "minutes": self.minutes,
            **({"jobs": self.jobs} if self.jobs is not None else {}),
            **({"swarm": dict(self.swarm)} if self.swarm is not None else {}),
            **self.extra,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CampaignSettings:
        return cls(
            compile_limits=_limits(data.get("compile_limits"), compile_limits()),
            run_limits=_limits(data.get("run_limits"), run_limits()),
            compilers=tuple(data.get("compilers") or ()),
            programs=data.get("programs"),
            minutes=data.get("minutes"),
            jobs=data.get("jobs"),
            swarm=data.get("swarm") or None,
            extra={k: v for k, v in data.items() if k not in _TYPED},
        )


def _limits(data: object, default: Limits) -> Limits:
    if not isinstance(data, Mapping):
        return default
    known = {f.name for f in dataclasses.fields(Limits)}
    return Limits(**{k: v for k, v in data.items() if k in known})

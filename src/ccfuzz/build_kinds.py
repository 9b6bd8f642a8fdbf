"""The build kinds a campaign plan may carry beside the compilers' builds, by the name their
settings are stored under: what ``ccfuzz hunt --resume`` needs to make a stored plan again."""

from __future__ import annotations

from ccfuzz.campaign import BuildKindLoader
from ccfuzz.passes.plan import PassPipelines

LOADERS: dict[str, BuildKindLoader] = {PassPipelines.name: PassPipelines.from_settings}

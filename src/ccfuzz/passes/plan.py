"""A CTOS campaign plan: random pass sequences (and programs), chosen at random or by centroid.

Sequences are drawn uniformly from the probed catalog, lengths uniform in a range (50-200 in
the paper). ``random`` selection tests the first M of them and the campaign's Csmith programs
in order. ``centroid`` selection (``passes/select.py``: Doc2Vec + X-means + the paper's
Algorithm 3) draws a pool ``POOL_FACTOR`` times larger of each and keeps M representative
sequences and N representative programs; the chosen programs are written to the run directory
and tested from there, so a resumed campaign tests the same ones.
"""

from __future__ import annotations

import hashlib
import importlib
import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from types import ModuleType
from typing import Any, ClassVar

from ccfuzz import sandbox
from ccfuzz.campaign import Plan
from ccfuzz.compilers import Compiler
from ccfuzz.errors import ConfigError, InvalidProgramError, ToolMissingError
from ccfuzz.model import Build, Observation, Program, Verdict
from ccfuzz.passes.catalog import Catalog, default_cache_dir, discover
from ccfuzz.passes.pipeline import OPT_MEMORY_CAP, PassPipeline, frontend_ir, opt_limits
from ccfuzz.passes.reduce import refine
from ccfuzz.passes.toolchain import find_toolchain
from ccfuzz.sources import derive_seed

POOL_FACTOR = 5


class Selection(StrEnum):
    RANDOM = "random"
    CENTROID = "centroid"


@dataclass(frozen=True)
class PassesSettings:
    programs: int
    sequences: int
    selection: Selection
    seed: int
    min_length: int = 50
    max_length: int = 200
    opt_seconds: float = 60.0
    opt_memory: int = OPT_MEMORY_CAP


@dataclass(frozen=True)
class PassPipelines:
    """CTOS's build kind: a pipeline per chosen sequence, voting with the reference compiler's
    builds. After the oracle, the sequences behind each finding are reduced and the finding is
    signed by the last pass of the reduced sequence (``passes/reduce.py``)."""

    name: ClassVar[str] = "pipelines"
    pipelines: tuple[PassPipeline, ...]

    def builds(self) -> tuple[PassPipeline, ...]:
        return self.pipelines

    def after_oracle(self, program: Program, builds: Sequence[Build],
                     observations: Sequence[Observation], verdict: Verdict,
                     run_limits: sandbox.Limits) -> Verdict:
        if not verdict.findings:
            return verdict
        return refine(program, builds, observations, verdict, run_limits)

    def environment(self) -> str:
        """The version of the pipelines' LLVM tools here, and the pass catalog their ``opt``
        accepts (probed once per machine, then cached)."""
        described = set()
        for toolchain, manager in sorted({(p.toolchain, p.manager) for p in self.pipelines},
                                         key=repr):
            here = find_toolchain(toolchain.opt)
            names = discover(here, manager, default_cache_dir()).names()
            digest = hashlib.sha256(" ".join(names).encode()).hexdigest()[:12]
            described.add(f"{here.version} ({here.opt}, {here.llc}, {here.clang}), "
                          f"{manager.value} pass catalog of {len(names)} passes ({digest})")
        return "; ".join(sorted(described))

    def settings(self) -> list[dict[str, Any]]:
        return [p.to_json() for p in self.pipelines]

    @staticmethod
    def from_settings(data: Any) -> PassPipelines:
        return PassPipelines(tuple(PassPipeline.from_json(p) for p in data))


def random_sequences(names: Sequence[str], count: int, rng: random.Random, min_length: int,
                     max_length: int) -> list[tuple[str, ...]]:
    if not names:
        raise ConfigError("the pass catalog is empty: opt accepted none of its passes")
    if not 1 <= min_length <= max_length:
        raise ConfigError(f"sequence lengths {min_length}-{max_length}: need 1 <= min <= max")
    return [tuple(rng.choice(names) for _ in range(rng.randint(min_length, max_length)))
            for _ in range(count)]


def choose_sequences(catalog: Catalog, settings: PassesSettings) -> list[tuple[str, ...]]:
    rng = random.Random(derive_seed(settings.seed, -1))  # index -1: not a program's seed
    if settings.selection is Selection.RANDOM:
        return random_sequences(catalog.names(), settings.sequences, rng, settings.min_length,
                                settings.max_length)
    pool = random_sequences(catalog.names(), settings.sequences * POOL_FACTOR, rng,
                            settings.min_length, settings.max_length)
    chosen = _select().select_sequences(pool, settings.sequences, settings.seed)
    return [pool[i] for i in chosen]


def _select() -> ModuleType:
    """``passes/select.py`` (embeddings and clustering), loaded only when centroid is asked."""
    try:
        return importlib.import_module("ccfuzz.passes.select")
    except ModuleNotFoundError as exc:
        if exc.name != "ccfuzz.passes.select":
            raise
        raise ConfigError("--selection centroid needs ccfuzz.passes.select, which this "
                          "installation lacks; use --selection random") from None


def choose_programs(catalog: Catalog, settings: PassesSettings, rundir: Path) -> str:
    """The campaign's source: ``csmith`` (random), or a directory of chosen Csmith programs."""
    if settings.selection is Selection.RANDOM:
        return "csmith"
    from ccfuzz.sources.csmith import CsmithSource

    target = rundir / "ctos-programs" / f"seed-{settings.seed}"
    if target.is_dir() and any(target.glob("*.c")):
        return f"dir:{target}"  # chosen before; choosing again would give the same files
    pool_dir = rundir / "ctos-programs" / f"pool-{settings.seed}"
    pool_dir.mkdir(parents=True, exist_ok=True)
    source = CsmithSource()
    programs, ir_files = [], []
    for index in range(settings.programs * POOL_FACTOR):
        try:
            program = source.program(index, derive_seed(settings.seed, index))
        except InvalidProgramError:
            continue
        ir = frontend_ir(catalog.toolchain, program, pool_dir, sandbox.Limits(wall_seconds=60))
        if isinstance(ir, bytes):
            path = pool_dir / f"{program.name}.ll"
            path.write_bytes(ir)
            programs.append(program)
            ir_files.append(path)
    if not programs:
        raise ToolMissingError("clang could not compile any Csmith program of the pool")
    chosen: list[int] = _select().select_programs(ir_files, settings.programs,
                                                  catalog.toolchain.opt, settings.seed)
    target.mkdir(parents=True, exist_ok=True)
    for i in chosen:
        (target / f"{programs[i].name}.c").write_text(programs[i].source)
    return f"dir:{target}"


def make_plan(catalog: Catalog, reference: Compiler, settings: PassesSettings, rundir: Path,
              compile_limits: sandbox.Limits, run_limits: sandbox.Limits) -> Plan:
    """Pipelines for the chosen sequences, plus ``reference``'s builds (clang -O0 ... -O3)."""
    limits = opt_limits(settings.opt_seconds, settings.opt_memory)
    pipelines = tuple(
        PassPipeline(catalog.toolchain, catalog.manager, catalog.info(seq), limits)
        for seq in choose_sequences(catalog, settings)
    )
    source = choose_programs(catalog, settings, rundir)
    return Plan(source, (reference,), settings.seed, compile_limits, run_limits,
                kinds=(PassPipelines(pipelines),))

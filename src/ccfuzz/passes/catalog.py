"""The passes the installed ``opt`` accepts, discovered and probed, never hard-coded.

Candidates come from ``opt`` itself: ``--print-passes`` lists the new pass manager's passes by
the level they run at (module, CGSCC, function, loop), and the "Optimizations available"
section of ``--help-hidden`` lists the legacy pass manager's flags. Analyses, printers and
verifiers are left out by name (they transform nothing), and so are legacy flags named after a
code-generation target (``--x86-*``: machine passes that ``opt`` cannot run on IR).

Every remaining candidate is probed (``passes/probe.py``): run alone on two small programs
(one of them also as the standard pipeline leaves it), its output built and run as a campaign
builds it, and run with the standard pipeline before and after it. It is dropped, with its
reason (``Drop``), when opt rejects it, when it prints, when its output needs something a
random sequence does not give it (a run-time library, a lowering pass after it, a place in a
pipeline), or when the probe then behaves differently.

The result is cached per ``opt`` version and pass manager, as JSON under the cache directory;
a probe stopped by its deadline, Ctrl-C or a kill is cached as far as it got, and goes on.
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.passes.probe import Drop, Prober
from ccfuzz.passes.toolchain import Level, PassInfo, PassManager, Toolchain
from ccfuzz.wholefile import write_whole

_QUICK = sandbox.Limits(wall_seconds=30, memory_bytes=2 << 30)
_SAVE_SECONDS = 5.0  # how often a probe under way is cached, against a kill
_CACHE_FORMAT = 5
_NOT_TRANSFORMS = re.compile(
    r"^(print|dot-|view-|verify|invalidate|require|debugify|check-debugify|aa-eval|"
    r"no-op-|passes$|lint$|instnamer$|module-summary|count-|stats|write-|"
    r"polly-(export|import|dump|ast))"
)
_LEVEL_HEADER = re.compile(r"^(Module|CGSCC|Function|LoopNest|Loop) passes( with params)?:$")
_ANALYSES_HEADER = re.compile(r"^\w+ (alias )?analyses:$")


@dataclass(frozen=True)
class Catalog:
    toolchain: Toolchain
    manager: PassManager
    passes: tuple[PassInfo, ...]
    dropped: dict[str, Drop] = field(default_factory=dict)  # candidate -> why it was dropped
    complete: bool = True  # False: the probe stopped at its deadline
    # How far the probe got: candidates probed, of how many (0 when read from the cache).
    probed: int = field(default=0, compare=False)
    candidates: int = field(default=0, compare=False)

    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.passes)

    def info(self, names: Sequence[str]) -> tuple[PassInfo, ...]:
        by_name = {p.name: p for p in self.passes}
        return tuple(by_name[n] for n in names)


def candidates(toolchain: Toolchain, manager: PassManager) -> list[PassInfo]:
    """What this opt lists, minus analyses, printers and (legacy) target machine passes."""
    if manager is PassManager.NEW:
        proc = sandbox.run([toolchain.opt, "--print-passes"], limits=_QUICK)
        return _parse_print_passes(proc.stdout.decode(errors="replace"))
    proc = sandbox.run([toolchain.opt, "--help-hidden"], limits=_QUICK)
    targets = _registered_targets(toolchain)
    # The legacy list mixes analyses in with the transforms; the new PM lists them apart.
    analyses = _analyses(sandbox.run([toolchain.opt, "--print-passes"], limits=_QUICK)
                         .stdout.decode(errors="replace"))
    names: list[PassInfo] = []
    in_section = False
    for line in proc.stdout.decode(errors="replace").splitlines():
        if line.strip().startswith("Optimizations available"):
            in_section = True
            continue
        if in_section and not line.startswith("      -"):
            break  # the next option at the outer indentation ends the list
        if in_section:
            name = line.split()[0].lstrip("-")
            if not _NOT_TRANSFORMS.match(name) and name not in analyses \
                    and name.split("-")[0] not in targets:
                names.append(PassInfo(name, Level.ANY))
    return names


def _parse_print_passes(text: str) -> list[PassInfo]:
    levels = {"Module": Level.MODULE, "CGSCC": Level.CGSCC, "Function": Level.FUNCTION,
              "Loop": Level.LOOP}
    level: Level | None = None
    seen: dict[str, PassInfo] = {}
    for line in text.splitlines():
        if not line.startswith(" "):
            match = _LEVEL_HEADER.match(line.strip())
            level = levels.get(match.group(1)) if match else None
            continue
        name = line.strip().split("<", 1)[0]
        if level is not None and name and not _NOT_TRANSFORMS.match(name):
            seen.setdefault(name, PassInfo(name, level))
    return list(seen.values())


def _analyses(print_passes: str) -> set[str]:
    found: set[str] = set()
    inside = False
    for line in print_passes.splitlines():
        if not line.startswith(" "):
            inside = bool(_ANALYSES_HEADER.match(line.strip()))
        elif inside:
            found.add(line.strip().split("<", 1)[0])
    return found


def _registered_targets(toolchain: Toolchain) -> set[str]:
    proc = sandbox.run([toolchain.llc, "--version"], limits=_QUICK)
    text = proc.stdout.decode(errors="replace")
    section = text.split("Registered Targets:", 1)[-1] if "Registered Targets:" in text else ""
    found = {line.split()[0].lower() for line in section.splitlines() if line.strip()}
    # Legacy flags spell some targets differently from llc (x86-64 → "x86", amdgcn → "amdgpu").
    return found | {t.rstrip("_-0123456789").split("_")[0] for t in found} | {"amdgpu", "si"}


def discover(toolchain: Toolchain, manager: PassManager, cache_dir: Path | None,
             only: Sequence[str] | None = None, deadline: float | None = None) -> Catalog:
    """The probed catalog; read from ``cache_dir`` when this opt was probed there before.

    ``only`` restricts the candidates to those names (for quick checks); such partial catalogs
    are not cached. Past ``deadline`` (``time.monotonic()``) the probe stops and the catalog
    is not ``complete``; what was probed is cached (so is it when Ctrl-C stops the probe, and
    every few seconds against a kill), and the next call goes on from it.
    """
    key = hashlib.sha256(f"{toolchain.opt}|{toolchain.version}|{manager}".encode()).hexdigest()
    cache = (cache_dir / f"passes-{manager.value}-{key[:16]}.json") if cache_dir else None
    if only is not None:
        cache = None
    kept: list[PassInfo] = []
    dropped: dict[str, Drop] = {}
    probed: set[str] = set()
    if cache is not None and cache.is_file():
        try:
            data = json.loads(cache.read_text())
            if data.get("format") == _CACHE_FORMAT and data.get("version") == toolchain.version:
                kept = [PassInfo(n, Level(lv)) for n, lv in data["passes"]]
                dropped = {n: Drop(why) for n, why in data["dropped"].items()}
                if data.get("complete", True):
                    return Catalog(toolchain, manager, tuple(kept), dropped)
                probed = set(data["probed"])
        except (OSError, ValueError, KeyError, TypeError):
            kept, dropped, probed = [], {}, set()  # damaged: probed again and rewritten
    pool = candidates(toolchain, manager)
    if only is not None:
        listed = {p.name: p for p in pool}
        pool = [listed.get(n, PassInfo(n, Level.FUNCTION if manager is PassManager.NEW
                                       else Level.ANY)) for n in only]
    prober = Prober(toolchain, manager)
    saved = time.monotonic()
    complete = False
    try:
        for candidate in pool:
            if candidate.name in probed:
                continue
            if deadline is not None and time.monotonic() >= deadline:
                break
            info, why = prober.probe(candidate)
            if info is not None:
                kept.append(info)
            elif why is not None:
                dropped[candidate.name] = why
            probed.add(candidate.name)
            if cache is not None and time.monotonic() - saved >= _SAVE_SECONDS:
                _save(cache, toolchain, kept, dropped, probed)
                saved = time.monotonic()
        else:
            complete = True
    finally:
        if cache is not None:
            _save(cache, toolchain, kept, dropped, None if complete else probed)
    return Catalog(toolchain, manager, tuple(kept), dropped, complete, len(probed), len(pool))


def _save(cache: Path, toolchain: Toolchain, kept: Sequence[PassInfo],
          dropped: dict[str, Drop], probed: set[str] | None) -> None:
    """The catalog so far, written whole; ``probed``: the candidates probed, when the probe
    is not over (None: complete)."""
    data: dict[str, object] = {
        "format": _CACHE_FORMAT, "version": toolchain.version,
        "passes": [(p.name, p.level.value) for p in kept], "dropped": dropped,
        "complete": probed is None}
    if probed is not None:
        data["probed"] = sorted(probed)
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        write_whole(cache, json.dumps(data, indent=1).encode())
    except OSError:
        pass  # no cache: the next run probes again, nothing else is lost


def default_cache_dir() -> Path:
    """Where pass catalogs are kept: ccfuzz's cache directory (``sandbox.cache_dir``)."""
    return sandbox.cache_dir()

"""The passes the installed ``opt`` accepts, discovered and probed, never hard-coded.

Candidates come from ``opt`` itself: ``--print-passes`` lists the new pass manager's passes by
the level they run at (module, CGSCC, function, loop), and the "Optimizations available"
section of ``--help-hidden`` lists the legacy pass manager's flags. Analyses, printers and
verifiers are left out by name (they transform nothing), and so are legacy flags named after a
code-generation target (``--x86-*``: machine passes that ``opt`` cannot run on IR).

Every remaining candidate is probed once, alone, on a small program. It is dropped when that
``opt`` rejects it (unknown name, missing analysis, wrong adaptor, crash); when it prints on
its own (an analysis printer: on a Csmith program it floods stderr); when the optimized probe
no longer links (instrumentation that needs a run-time library); and when the probe then
behaves differently (exit status, output, a crash): in a random sequence such a pass would
make every run look like a bug. That last reason may hide a real miscompile, so it is recorded
and shown. New-PM loop passes are tried in ``loop(...)`` first and in ``loop-mssa(...)`` when
the plain adaptor is refused (LICM needs MemorySSA).

The result is cached per ``opt`` version and pass manager, as JSON under the cache directory.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.errors import ToolMissingError
from ccfuzz.model import Ending
from ccfuzz.passes.toolchain import Level, PassInfo, PassManager, Toolchain, opt_arguments

_QUICK = sandbox.Limits(wall_seconds=30, memory_bytes=2 << 30)
_RUN = sandbox.Limits(wall_seconds=5, memory_bytes=1 << 30, isolate_network=True)
_CACHE_FORMAT = 4
# Probes that crash opt need no symbolized stack trace: it costs more than the probe itself.
_QUIET_ENV = {"LLVM_DISABLE_SYMBOLIZATION": "1"}
_NOT_TRANSFORMS = re.compile(
    r"^(print|dot-|view-|verify|invalidate|require|debugify|check-debugify|aa-eval|"
    r"no-op-|passes$|lint$|instnamer$|module-summary|count-|stats|write-|"
    r"polly-(export|import|dump|ast))"
)
_LEVEL_HEADER = re.compile(r"^(Module|CGSCC|Function|LoopNest|Loop) passes( with params)?:$")
_ANALYSES_HEADER = re.compile(r"^\w+ (alias )?analyses:$")

REJECTED = "opt rejects it alone"
PRINTS = "prints on its own (an analysis printer)"
BREAKS_LINK = "the probe no longer links (needs a run-time library, or renames symbols)"
CHANGES_OUTPUT = "the probe behaves differently (not semantics-preserving, or a miscompile)"

# The probe: loops, arrays, a struct, a switch, calls through a static function and a
# pointer, globals; enough for most transforms to find something to change.
PROBE_C = r"""
#include <stdio.h>
struct pair { int a; long b; };
static int table[16];
static struct pair pairs[4];
int counter = 3;
static int step(int x) { return x % 5 == 0 ? x / 5 : x * 3 + 1; }
static long walk(const int *t, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    switch (t[i] & 3) {
    case 0: s += t[i]; break;
    case 1: s ^= t[i] << 2; break;
    default: s -= step(t[i]);
    }
    for (int j = 0; j < 3; j++) s += j * counter;
  }
  return s;
}
int main(void) {
  int (*f)(int) = step;
  for (int i = 0; i < 16; i++) table[i] = f(i + counter);
  for (int k = 0; k < 4; k++) { pairs[k].a = table[k]; pairs[k].b = walk(table, 4 * k); }
  long total = 0;
  for (int k = 0; k < 4; k++) total += pairs[k].a * 7 + pairs[k].b;
  printf("%ld\n", total);
  return 0;
}
"""


@dataclass(frozen=True)
class Catalog:
    toolchain: Toolchain
    manager: PassManager
    passes: tuple[PassInfo, ...]
    dropped: dict[str, str] = field(default_factory=dict)  # candidate -> why it was dropped

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


@dataclass(frozen=True)
class _Probe:
    ir: bytes
    output: bytes


def _make_probe(toolchain: Toolchain) -> _Probe:
    ir, _ = _produce(toolchain.frontend_command("probe.c", "out.ll"),
                     {"probe.c": PROBE_C.encode()})
    if ir is None:
        raise ToolMissingError(f"{toolchain.clang} cannot compile the probe program")
    output = _run_ir(toolchain, ir)
    if output is None or not output.startswith(b"exited 0 "):
        raise ToolMissingError(f"{toolchain.clang} cannot build and run the probe program")
    return _Probe(ir, output)


def _produce(command: Sequence[str], files: dict[str, bytes]) -> tuple[bytes | None, bool]:
    """Run ``command`` writing ``out.ll``: its contents (None when it failed), and whether the
    tool printed anything."""
    with tempfile.TemporaryDirectory(prefix="ccfuzz-probe-") as scratch:
        dest = Path(scratch) / "out.ll"
        proc = sandbox.run(command, limits=_QUICK, files=files, keep={"out.ll": dest},
                           env=_QUIET_ENV)
        printed = bool(proc.stdout or proc.stderr)
        if not proc.ok or not dest.exists():
            return None, printed
        return dest.read_bytes(), printed


_UNRESOLVED = re.compile(rb"Symbols not found|could not be resolved|undefined reference")


def _run_ir(toolchain: Toolchain, ir: bytes) -> bytes | None:
    """Run IR (with ``lli`` of the same LLVM when it is there: one process instead of a
    compile, a link and a run). What it printed, with its exit status; None when it needs
    symbols nobody defines (a sanitizer's run-time library, a renamed function)."""
    lli = Path(toolchain.opt).parent / "lli"
    if lli.exists():
        ran = sandbox.run([str(lli), "in.ll"], limits=_RUN, files={"in.ll": ir}, env=_QUIET_ENV)
    else:
        with tempfile.TemporaryDirectory(prefix="ccfuzz-probe-") as scratch:
            binary = Path(scratch) / "probe"
            ran = sandbox.run([toolchain.clang, "-O0", "-w", "in.ll", "-o", "probe"],
                              limits=_QUICK, files={"in.ll": ir}, keep={"probe": binary})
            if ran.ok and binary.exists():
                ran = sandbox.run([str(binary)], limits=_RUN)
    if ran.ending is Ending.EXITED and _UNRESOLVED.search(ran.stderr):
        return None
    return f"{ran.ending.value} {ran.exit_code} {ran.signal}\n".encode() + ran.stdout


def _probe_one(toolchain: Toolchain, manager: PassManager, candidate: PassInfo,
               probe: _Probe) -> tuple[PassInfo | None, str]:
    """The pass as this opt accepts it, or None and the reason it is dropped."""
    tries = [candidate]
    if candidate.level is Level.LOOP:
        tries.append(PassInfo(candidate.name, Level.LOOP_MSSA))
    why = ""
    for info in tries:
        command = [toolchain.opt, "-verify-each", *opt_arguments(manager, [info]), "in.ll", "-S",
                   "-o", "out.ll"]
        out, printed = _produce(command, {"in.ll": probe.ir})
        if out is None:
            why = REJECTED
            continue
        if printed:
            # An analysis printer (legacy -pa-eval, ...): on a Csmith program it writes
            # megabytes to stderr and slows opt down; it tests nothing.
            return None, PRINTS
        if out == probe.ir:
            return info, ""
        output = _run_ir(toolchain, out)
        if output is None:
            return None, BREAKS_LINK
        if output != probe.output:
            # Either not meant to preserve semantics (bugpoint's deadarghaX0r) or a miscompile
            # of the probe (LLVM 14's attributor-cgscc makes it crash); ccfuzz cannot tell
            # which, and either would flood a campaign with one wrong-code finding. The reason
            # is kept and shown, for a human to look at.
            return None, CHANGES_OUTPUT
        return info, ""
    return None, why


def discover(toolchain: Toolchain, manager: PassManager, cache_dir: Path | None,
             only: Sequence[str] | None = None) -> Catalog:
    """The probed catalog; read from ``cache_dir`` when this opt was probed there before.

    ``only`` restricts the candidates to those names (for quick checks); such partial catalogs
    are not cached.
    """
    key = hashlib.sha256(f"{toolchain.opt}|{toolchain.version}|{manager}".encode()).hexdigest()
    cache = (cache_dir / f"passes-{manager.value}-{key[:16]}.json") if cache_dir else None
    if cache is not None and only is None and cache.is_file():
        try:
            data = json.loads(cache.read_text())
            if data.get("format") == _CACHE_FORMAT and data.get("version") == toolchain.version:
                return Catalog(toolchain, manager,
                               tuple(PassInfo(n, Level(lv)) for n, lv in data["passes"]),
                               dict(data["dropped"]))
        except (OSError, ValueError, KeyError):
            pass  # a damaged cache is probed again and rewritten
    pool = candidates(toolchain, manager)
    if only is not None:
        listed = {p.name: p for p in pool}
        pool = [listed.get(n, PassInfo(n, Level.FUNCTION if manager is PassManager.NEW
                                       else Level.ANY)) for n in only]
    probe = _make_probe(toolchain)
    kept: list[PassInfo] = []
    dropped: dict[str, str] = {}
    for candidate in pool:
        info, why = _probe_one(toolchain, manager, candidate, probe)
        if info is None:
            dropped[candidate.name] = why
        else:
            kept.append(info)
    catalog = Catalog(toolchain, manager, tuple(kept), dropped)
    if cache is not None and only is None:
        try:
            cache.parent.mkdir(parents=True, exist_ok=True)
            tmp = cache.with_suffix(f".tmp{os.getpid()}")
            tmp.write_text(json.dumps({
                "format": _CACHE_FORMAT, "version": toolchain.version,
                "passes": [(p.name, p.level.value) for p in kept], "dropped": dropped,
            }, indent=1))
            os.replace(tmp, cache)
        except OSError:
            pass  # no cache: the next run probes again, nothing else is lost
    return catalog


def default_cache_dir() -> Path:
    """Where pass catalogs are kept: ccfuzz's cache directory (``sandbox.cache_dir``)."""
    return sandbox.cache_dir()

"""One LLVM installation (``opt``, ``llc`` and the ``clang`` of the same release) and how its
``opt`` is told to run a pass sequence.

Unless told which ``opt`` to test, ccfuzz tests the newest installed release: ``opt-N`` on
``PATH``, ``/usr/lib/llvm-N/bin/opt`` and the ``opt-N`` of the toolchain roots
(``toolchain/roots.py``: LLVM trunk among them) are gathered by N, and the highest N whose
``llc`` and ``clang`` are there too is chosen; a plain ``opt`` only when no versioned one exists.

A toolchain's version line is its ``opt``'s; a snapshot's ``opt`` does not say which snapshot
it is (``LLVM version 24.0.0``), its ``clang`` does (``(++20261025103442+7e3c57157096-1~exp1)``),
so the line carries clang's snapshot too (``toolchain/versionline.py``).
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.errors import ToolMissingError
from ccfuzz.toolchain import roots, versionline

# clang's unoptimized IR that opt may still optimize (no ``optnone`` on the functions).
FRONTEND_FLAGS = ("-O0", "-Xclang", "-disable-O0-optnone", "-emit-llvm", "-S", "-w")
BACKEND_FLAGS = ("--relocation-model=pic",)  # clang links PIE by default
_QUICK = sandbox.Limits(wall_seconds=30, memory_bytes=2 << 30)
_VERSION = re.compile(r"LLVM version (\d+)\.(\d+)\.?(\d*)")
_VERSIONED_OPT = re.compile(r"opt-(\d+)")
_LLVM_DIR = re.compile(r"llvm-(\d+)")
LLVM_ROOT = Path("/usr/lib")  # where Debian and apt.llvm.org put llvm-N/bin/


class PassManager(StrEnum):
    LEGACY = "legacy"  # opt -enable-new-pm=0 -gvn -licm ...
    NEW = "new"  # opt -passes='function(gvn,loop-mssa(licm))'


class Level(StrEnum):
    """Where a pass runs, which decides its new-PM adaptor (legacy flags need none)."""

    MODULE = "module"
    CGSCC = "cgscc"
    FUNCTION = "function"
    LOOP = "loop"
    LOOP_MSSA = "loop-mssa"
    ANY = "any"  # a legacy flag


@dataclass(frozen=True)
class PassInfo:
    name: str
    level: Level


@dataclass(frozen=True)
class Toolchain:
    """One LLVM installation: ``opt``, ``llc`` and the ``clang`` of the same version."""

    opt: str
    llc: str
    clang: str
    version: str  # opt's version line, e.g. "Debian LLVM version 14.0.6", with a snapshot's
    # date and commit from clang: "Debian LLVM version 24.0.0 (++20261025103442+7e3c5715...)"
    major: int

    @property
    def name(self) -> str:
        return f"opt-{self.major}"

    def frontend_command(self, source: str, output: str) -> tuple[str, ...]:
        """clang turning C ``source`` into unoptimized IR in ``output``, for opt."""
        return (self.clang, *FRONTEND_FLAGS, source, "-o", output)

    def backend_command(self, source: str, output: str) -> tuple[str, ...]:
        """llc turning optimized IR into assembly, as clang's default PIE link needs it."""
        return (self.llc, *BACKEND_FLAGS, source, "-o", output)

    def link_command(self, source: str, output: str) -> tuple[str, ...]:
        """clang linking assembly against libc and libm only: a pass whose output needs
        another run-time library does not link."""
        return (self.clang, "-w", source, "-o", output, "-lm")

    def default_manager(self) -> PassManager:
        # LLVM 14 is the last release whose opt still runs legacy-PM pipelines on request;
        # CTOS (and the bugs it reported) used the legacy spelling, so prefer it there.
        return PassManager.LEGACY if self.major <= 14 else PassManager.NEW


def find_toolchain(opt: str = "opt") -> Toolchain:
    """The toolchain of ``opt`` (a path, a name on PATH or a toolchain root's tool name such
    as ``opt-24``): ``llc`` and ``clang`` from its directory (``llc-N``, ``clang-N`` there for
    a root's ``opt-N``), else ``llc-N``, ``clang-N`` on PATH."""
    path = opt if "/" in opt else shutil.which(opt) or _root_tool(opt)
    if not path or not os.access(path, os.X_OK):
        raise ToolMissingError(f"{opt}: not found (install LLVM, e.g. Debian's llvm-14)")
    real = Path(os.path.realpath(path))
    proc = sandbox.run([str(real), "--version"], limits=_QUICK)
    match = _VERSION.search(proc.stdout.decode(errors="replace"))
    if roots.did_not_enter(proc.stderr_text()):
        raise ToolMissingError(f"{path} does not run: {proc.stderr_text().strip()}")
    if not proc.ok or match is None:
        raise ToolMissingError(f"{path} --version does not name an LLVM version")
    major = int(match.group(1))
    version = next(line.strip() for line in proc.stdout.decode().splitlines()
                   if "LLVM version" in line)
    tools = []
    for tool in ("llc", "clang"):
        found = sibling(str(real), tool, major)
        if not found:
            raise ToolMissingError(f"no {tool} of LLVM {major} beside {real} or on PATH")
        tools.append(found)
    return Toolchain(str(real), tools[0], tools[1], with_snapshot(version, tools[1]), major)


def _root_tool(name: str) -> str | None:
    """The script of the first installed root with an LLVM tool called ``name``."""
    return next((str(tree.script(tool)) for tree in roots.installed() for tool in tree.tools
                 if tool.name == name and tool.kind == "opt"), None)


def sibling(opt: str, tool: str, major: int) -> str | None:
    """LLVM's ``tool`` (llc, clang, llvm-reduce) of release ``major`` for ``opt``: ``tool`` or
    ``tool-N`` in ``opt``'s directory, else ``tool-N`` on PATH."""
    for name in (tool, f"{tool}-{major}"):
        beside = Path(opt).parent / name
        if beside.is_file() and os.access(beside, os.X_OK):
            return str(beside)
    return shutil.which(f"{tool}-{major}")


def with_snapshot(version: str, clang: str) -> str:
    """``version`` (opt's line) with the snapshot that ``clang --version`` names
    (``versionline.llvm_line``)."""
    if "++" in version:
        return version
    proc = sandbox.run([clang, "--version"], limits=_QUICK)
    lines = proc.stdout.decode(errors="replace").splitlines()
    return versionline.llvm_line(version, lines[0] if proc.ok and lines else "")


def installed_opts(path_env: str | None = None, root: Path = LLVM_ROOT,
                   toolchain_roots: Sequence[roots.Root] | None = None) -> list[tuple[int, str]]:
    """Every versioned ``opt`` (``opt-N`` on ``path_env``, ``root/llvm-N/bin/opt``, the
    ``opt-N`` of ``toolchain_roots``, default the installed roots) as (N, path), newest first;
    one path per N, in that order of preference: the host's runs without a root's entry."""
    found: dict[int, str] = {}
    for directory in (path_env if path_env is not None else os.environ.get("PATH", "")).split(
            os.pathsep):
        if not directory or not os.path.isdir(directory):
            continue
        for entry in sorted(os.listdir(directory)):
            match = _VERSIONED_OPT.fullmatch(entry)
            full = os.path.join(directory, entry)
            if match and os.path.isfile(full) and os.access(full, os.X_OK):
                found.setdefault(int(match.group(1)), full)
    for opt in sorted(root.glob("llvm-*/bin/opt")):
        match = _LLVM_DIR.fullmatch(opt.parent.parent.name)
        if match and os.access(opt, os.X_OK):
            found.setdefault(int(match.group(1)), str(opt))
    for tree in roots.installed() if toolchain_roots is None else toolchain_roots:
        for tool in tree.tools:
            if tool.kind == "opt" and tool.release is not None:
                found.setdefault(tool.release, str(tree.script(tool)))
    return sorted(found.items(), reverse=True)


def newest_toolchain(path_env: str | None = None, root: Path = LLVM_ROOT,
                     toolchain_roots: Sequence[roots.Root] | None = None) -> Toolchain:
    """The newest installed release with its ``opt``, ``llc`` and ``clang`` all there: the
    compilers people ship today (or trunk, from a toolchain root), not whichever ``opt`` the
    distribution links as plain ``opt``. Plain ``opt`` (on ``path_env``) only when no
    versioned one is installed."""
    incomplete: list[str] = []
    for _, opt in installed_opts(path_env, root, toolchain_roots):
        try:
            return find_toolchain(opt)
        except ToolMissingError as exc:
            incomplete.append(str(exc))
    if incomplete:
        raise ToolMissingError("no complete LLVM toolchain installed: " + "; ".join(incomplete))
    plain = shutil.which("opt", path=path_env)
    return find_toolchain(plain or "opt")


# From LLVM 18 on, an instcombine named in a -passes= pipeline checks that one iteration
# reached a fixpoint and stops opt with "LLVM ERROR: Instruction Combining ... did not reach a
# fixpoint" when it did not. The check is for LLVM's own regression tests: the pipelines clang
# and `default<On>` build never make it, and LLVM's developers close fuzzers' reports of it
# as no bug, asking them to turn the check off (llvm-project issue 104905).
# A sequence therefore names such a pass with the check off.
_CHECKS_OFF = {"instcombine": "instcombine<no-verify-fixpoint>"}
CHECKS_OFF_SINCE = 18


def opt_arguments(manager: PassManager, passes: Sequence[PassInfo], major: int
                  ) -> tuple[str, ...]:
    """How ``opt`` of release ``major`` is told to run ``passes`` in this order."""
    if manager is PassManager.LEGACY:
        return ("-enable-new-pm=0", *(f"-{p.name}" for p in passes))
    return (f"-passes={new_pm_pipeline(passes, major)}",)


def _spelled(name: str, major: int) -> str:
    return _CHECKS_OFF.get(name, name) if major >= CHECKS_OFF_SINCE else name


def new_pm_pipeline(passes: Sequence[PassInfo], major: int) -> str:
    """Nest consecutive passes of one level in one adaptor: ``function(a,loop(b),c),d``; a
    pass whose pipeline name turns on a check for LLVM's own tests is named with it off."""
    out: list[str] = []
    run: list[str] = []  # the open function(...) group

    def close() -> None:
        if run:
            out.append(f"function({','.join(run)})")
            run.clear()

    for p in passes:
        name = _spelled(p.name, major)
        if p.level in (Level.FUNCTION, Level.LOOP, Level.LOOP_MSSA):
            inner = name if p.level is Level.FUNCTION else f"{p.level.value}({name})"
            run.append(inner)
            continue
        close()
        out.append(f"cgscc({name})" if p.level is Level.CGSCC else name)
    close()
    return ",".join(out)

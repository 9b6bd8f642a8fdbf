"""Installed C compilers, and compiler configurations (compiler + flags) as builds."""

from __future__ import annotations

import hashlib
import os
import re
import shutil
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from ccfuzz import config, matrix, sandbox
from ccfuzz import swarm as swarm_mod
from ccfuzz.constructs import release_of as release_of
from ccfuzz.errors import ToolMissingError, UnknownCompilerError
from ccfuzz.matrix import split as split_entry
from ccfuzz.model import BuildResult, BuildStatus, Ending, Limit, Program
from ccfuzz.signatures import looks_like_crash, ran_out_of_memory
from ccfuzz.targets import TARGETS
from ccfuzz.toolchain import roots

# The builds each family gets where no build matrix is applied (``with_matrix``): the
# classic -O levels (``ccfuzz.matrix``).
DEFAULT_OPT_LEVELS: Mapping[str, tuple[str, ...]] = matrix.BUILTIN["classic"].families
# ``hunt``'s default set: the newest installed release of each of these families
# (benchmarks/compiler_set.py; docs/design/campaign.md gives the reasons). ALL, given to
# ``--compilers``, tests every installed compiler instead.
DEFAULT_FAMILIES = ("gcc", "clang", "tcc")
ALL = config.ALL_COMPILERS
_DISCOVERABLE = re.compile(r"^(gcc|clang|tcc)(-\d+(\.\d+)*)?$")
SOURCE_NAME = "prog.c"
BINARY_NAME = "prog"


@dataclass(frozen=True)
class Compiler:
    """One installed compiler, as the user names it."""

    name: str
    path: str
    family: str
    version: str
    opt_levels: tuple[str, ...]
    flags: tuple[str, ...] = ()  # added to every build of this compiler
    aliases: tuple[str, ...] = ()
    where: str = "PATH"  # "PATH", "root NAME" (a toolchain root's), or "config"
    trunk: bool = False  # built from the project's main branch (a snapshot), not a release
    own_levels: bool = False  # its configuration gives opt_levels: no matrix replaces them
    target: str = ""  # a cross compiler's target (``ccfuzz.targets``); "": the host

    def configs(self, limits: sandbox.Limits) -> list[CompilerConfig]:
        return [CompilerConfig(self, opt, limits) for opt in self.opt_levels]


@dataclass(frozen=True)
class CompilerConfig:
    """A ``Build``: one compiler with one set of flags. ``opt`` is one entry of a build
    matrix (``ccfuzz.matrix``): a level, or a level and more flags (``-O3 -flto``); a swarm
    build (``ccfuzz.swarm``) adds its ``swarm`` options after it."""

    compiler_info: Compiler
    opt: str
    limits: sandbox.Limits = field(default_factory=sandbox.Limits)
    swarm: tuple[str, ...] = ()

    @property
    def id(self) -> str:
        if self.swarm:
            return " ".join((self.compiler_info.name, *self.compiler_info.flags,
                             *split_entry(self.opt))) + \
                f"{swarm_mod.MARK}{swarm_mod.digest(self.swarm)}"
        return " ".join((self.compiler_info.name, *self.flags))

    @property
    def compiler(self) -> str:
        return self.compiler_info.name

    @property
    def version(self) -> str:
        return self.compiler_info.version

    @property
    def flags(self) -> tuple[str, ...]:
        return (*self.compiler_info.flags, *split_entry(self.opt),
                *swarm_mod.argv(self.swarm))

    def command(self, source: str = SOURCE_NAME, output: str = BINARY_NAME) -> tuple[str, ...]:
        # -w: Csmith programs warn a lot and diagnostics are kept; -lm: Csmith includes
        # math.h and tcc does not inline fabs() as gcc does.
        return (self.compiler_info.path, *self.flags, "-w", source, "-o", output, "-lm")

    def build(self, program: Program, workdir: Path) -> BuildResult:
        return compile_in(self.id, self.command(), program.source.encode(), self.limits,
                          workdir)


def compile_in(build_id: str, argv: Sequence[str], source: bytes, limits: sandbox.Limits,
               workdir: Path, extra: Mapping[str, bytes] | None = None) -> BuildResult:
    """Run the compile command ``argv`` on ``source`` (as ``SOURCE_NAME``, in a private
    directory under ``workdir``, beside the ``extra`` files); the binary it writes as
    ``BINARY_NAME`` is kept in ``workdir``, named after ``build_id``. Every build that runs a
    compile command (a configuration, a recorded command) classifies it here."""
    binary = workdir / f"{file_name(build_id)}.bin"
    proc = sandbox.run(argv, limits=limits, files={**(extra or {}), SOURCE_NAME: source},
                       keep={BINARY_NAME: binary}, tmp_root=workdir)
    status = classify_compile(proc, produced=binary.exists(), limits=limits)
    return BuildResult(
        build=build_id,
        status=status,
        command=proc.argv,
        exit_code=proc.exit_code,
        signal=proc.signal,
        diagnostics=proc.stderr_text(),
        seconds=proc.wall_seconds,
        binary=binary if status is BuildStatus.OK else None,
        limit=over_limit(status, proc),
        runner=roots.runner_for(argv[0]) if status is BuildStatus.OK else (),
    )


_NAME_CHARS = 96  # a file name's length at the most (a file system allows 255 bytes)


def file_name(text: str) -> str:
    """``text`` (a build id) as a file name: a long one (a build id that is a whole command
    line) cut, with a digest of the whole to keep it apart from others."""
    name = re.sub(r"[^A-Za-z0-9_.-]+", "_", text)
    if len(name) <= _NAME_CHARS:
        return name
    digest = hashlib.sha256(text.encode()).hexdigest()[:16]
    return f"{name[:_NAME_CHARS - 17]}-{digest}"


def classify_compile(proc: sandbox.ProcResult, *, produced: bool,
                     limits: sandbox.Limits | None = None) -> BuildStatus:
    """Compiled / rejected / crashed / timed out / over a limit, from the compiler process
    alone. A compile under a memory cap (``limits``) that failed saying it ran out of
    memory ran into the cap (``over_limit``): it says nothing of the compiler's bugs."""
    if proc.ending is Ending.NOT_STARTED or (
            proc.exit_code == 127 and roots.did_not_enter(proc.stderr_text())):
        return BuildStatus.NOT_STARTED
    if proc.ending is Ending.TIMED_OUT:
        return BuildStatus.TIMED_OUT
    if proc.ending is Ending.OVER_LIMIT:
        return BuildStatus.OVER_LIMIT
    if limits is not None and limits.memory_bytes is not None and not proc.ok and \
            ran_out_of_memory(proc.stderr_text()):
        return BuildStatus.OVER_LIMIT
    if proc.ending is Ending.SIGNALLED:
        return BuildStatus.CRASHED
    if looks_like_crash(proc.stderr_text()):
        return BuildStatus.CRASHED
    if proc.ending is Ending.EXITED and proc.exit_code == 0 and produced:
        return BuildStatus.OK
    return BuildStatus.REJECTED


def over_limit(status: BuildStatus, proc: sandbox.ProcResult) -> Limit | None:
    """The limit a compile classified as ``status`` ran into: the sandbox's, or the memory
    cap for a compiler that said it ran out of memory."""
    if proc.limit is not None or status is not BuildStatus.OVER_LIMIT:
        return proc.limit
    return Limit.MEMORY


VERSION_SECONDS = 20.0  # for `CC --version`; a compiler that takes longer is refused


def _version_of(path: str, family: str) -> str:
    argv = [path, "-v"] if family == "tcc" else [path, "--version"]
    proc = sandbox.run(argv, limits=sandbox.Limits(wall_seconds=VERSION_SECONDS))
    text = (proc.stdout or proc.stderr).decode(errors="replace").strip()
    asked = f"`{' '.join(argv)}`"
    if proc.exit_code == 127 and roots.did_not_enter(proc.stderr_text()):
        # A root's script whose root cannot be entered here: enter's line is no version.
        raise ToolMissingError(f"{path} does not run: {proc.stderr_text().strip()}")
    if proc.ending is Ending.EXITED and text:
        return text.splitlines()[0].strip()
    if proc.ending is Ending.TIMED_OUT:
        why = f"{asked} timed out after {VERSION_SECONDS:g} s"
    elif proc.ending is Ending.SIGNALLED:
        why = f"{asked} was killed by signal {proc.signal}"
    elif proc.ending is Ending.EXITED:
        why = f"{asked} printed nothing (exit status {proc.exit_code})"
    elif proc.ending is Ending.OVER_LIMIT and proc.limit is Limit.OUTPUT:
        # What it printed is no version line, nor a reason worth showing.
        raise ToolMissingError(f"{path} does not run: {asked} printed over "
                               f"{sandbox.Limits().output_bytes >> 20} MiB where one version "
                               "line was expected")
    else:
        why = f"{asked} did not run ({proc.ending.value})"
    detail = proc.stderr_text().strip()[:200]
    raise ToolMissingError(f"{path} does not run: {why}" + (f": {detail}" if detail else ""))


def guess_family(name: str, version: str) -> str:
    text = f"{name} {version}".lower()
    for family in ("clang", "tcc", "gcc"):
        if family in text:
            return family
    return "other"


def release(compiler: Compiler) -> tuple[int, ...]:
    """The release ``compiler`` reports, as numbers to compare (``release_of``)."""
    return release_of(compiler.version)


def newest(pool: Iterable[Compiler], family: str, *, trunk: bool = False,
           target: str = "") -> Compiler | None:
    """The newest release of ``family`` for ``target`` (the host's: "") in ``pool`` (the
    first of equals), if any; with ``trunk``, the newest trunk snapshot instead."""
    best: Compiler | None = None
    for c in pool:
        if c.family == family and c.trunk == trunk and c.target == target and (
                best is None or release(c) > release(best)):
            best = c
    return best


def discover(path_env: str | None = None) -> list[Compiler]:
    """Every gcc, gcc-N, clang, clang-N and tcc on PATH, one entry per distinct executable.

    Names that resolve to the same file (``gcc`` and ``gcc-12``) are one compiler; the
    shortest name is its name, the others its aliases.
    """
    by_real: dict[str, list[tuple[str, str]]] = {}
    for directory in (path_env if path_env is not None else os.environ.get("PATH", "")).split(
        os.pathsep
    ):
        if not directory or not os.path.isdir(directory):
            continue
        for entry in sorted(os.listdir(directory)):
            if not _DISCOVERABLE.match(entry):
                continue
            full = os.path.join(directory, entry)
            if not (os.path.isfile(full) and os.access(full, os.X_OK)):
                continue
            real = os.path.realpath(full)
            names = by_real.setdefault(real, [])
            if entry not in (n for n, _ in names):
                names.append((entry, full))
    found: list[Compiler] = []
    for names in by_real.values():
        names.sort(key=lambda item: (len(item[0]), item[0]))
        name, full = names[0]
        family = _DISCOVERABLE.match(name).group(1)  # type: ignore[union-attr]
        try:
            version = _version_of(full, family)
        except ToolMissingError:
            continue
        found.append(
            Compiler(
                name=name,
                path=full,
                family=family,
                version=version,
                opt_levels=DEFAULT_OPT_LEVELS[family],
                aliases=tuple(n for n, _ in names[1:]),
            )
        )
    found.sort(key=lambda c: (("gcc", "clang", "tcc").index(c.family), c.name))
    return found


def from_config(name: str, path: str, *, family: str | None = None,
                opt_levels: Sequence[str] | None = None,
                flags: Sequence[str] = (), root: str | None = None, target: str = "",
                qemu_cpu: Sequence[str] = ()) -> Compiler:
    """A compiler named in a configuration file (a path, or a name looked up on PATH); with
    ``root``, ``path`` is inside that toolchain root, run through a script of the root's;
    with ``target`` too, a cross compiler for it: its builds get the target's pinned flags
    and levels, its binaries run by the target's qemu-user (with ``qemu_cpu`` if given)."""
    where = "config"
    if root is not None:
        emulator = roots.emulator_for(target, qemu_cpu) if target else ()
        path, where = _root_script(name, path, root, emulator), f"root {root}"
    if "/" not in path:
        path = shutil.which(path) or path
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        raise ToolMissingError(f"compiler {name!r}: {path} is not an executable file")
    version = _version_of(path, family or guess_family(path, ""))
    fam = family or guess_family(name, version)
    pinned, defaults = _for_target(target, fam)
    levels = tuple(opt_levels) if opt_levels else defaults
    return Compiler(name, os.path.abspath(path), fam, version, levels,
                    (*pinned, *(f for f in flags if f not in pinned)),
                    where=where, own_levels=bool(opt_levels), target=target)


def _for_target(target: str, family: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A compiler's pinned flags and default builds: its target's (``ccfuzz.targets``) for
    a cross compiler, else none and its family's levels."""
    if target:
        return TARGETS[target].pinned, TARGETS[target].entries
    return (), DEFAULT_OPT_LEVELS.get(family, ("-O0",))


def _root_script(name: str, inside: str, root: str, emulator: Sequence[str] = ()) -> str:
    """The script that runs ``inside`` in the installed root ``root`` (made once; its
    binaries run by ``emulator`` there, when given)."""
    found = next((r for r in roots.installed() if r.name == root), None)
    if found is None:
        raise ToolMissingError(f"compiler {name!r}: no toolchain root {root!r} in "
                               f"{roots.roots_dir()} (ccfuzz toolchain install --root {root})")
    if not roots.seen_inside(found, inside).exists():
        raise ToolMissingError(f"compiler {name!r}: no {inside} in the root {root}")
    if emulator and not roots.seen_inside(found, emulator[0]).exists():
        raise ToolMissingError(f"compiler {name!r}: the root {root} has no {emulator[0]} "
                               f"(ccfuzz toolchain install --root {root} --targets ...)")
    script = found.home / "bin" / name
    return str(roots.write_script(script, roots.enter_program(found.home), found.tree, inside,
                                  emulator=emulator))


def from_roots(taken: Iterable[str], where: Path | None = None) -> list[Compiler]:
    """The C compilers of the installed toolchain roots. One whose name a compiler on PATH
    has already is called NAME-ROOT (the host's keeps its name)."""
    used = set(taken)
    found: list[Compiler] = []
    for root, tool in roots.compilers_of(roots.installed(where)):
        script = str(root.script(tool))
        try:
            version = _version_of(script, tool.family)
        except ToolMissingError:
            continue
        name = tool.name if tool.name not in used else f"{tool.name}-{root.name}"
        prefix = f"{tool.target}-" if tool.target else ""
        aliases = () if tool.release is None or not tool.trunk else (
            f"{prefix}{tool.family}-{tool.release}",)
        used.update((name, *aliases))
        pinned, levels = _for_target(tool.target, tool.family)
        found.append(Compiler(name, script, tool.family, version, levels, pinned,
                              aliases=aliases, where=f"root {root.name}", trunk=tool.trunk,
                              target=tool.target))
    return found


def with_configured(discovered: Sequence[Compiler], cfg: config.Config) -> list[Compiler]:
    """The discovered compilers and those the configuration names. A configured name that a
    discovered compiler already has (as its name or an alias) is an error: two compilers
    under one name would make findings and ``--compilers`` ambiguous."""
    taken = {n: c for c in discovered for n in (c.name, *c.aliases)}
    found = list(discovered)
    for entry in cfg.compilers:
        other = taken.get(entry.name)
        if other is not None:
            raise cfg.error(
                f"compilers.{entry.name}: the name {entry.name!r} is already the discovered "
                f"compiler {other.path} ({other.version}); give this one another name")
        found.append(from_config(entry.name, entry.path, family=entry.family,
                                 opt_levels=entry.opt_levels, flags=entry.flags,
                                 root=entry.root, target=entry.target,
                                 qemu_cpu=entry.qemu_cpu))
    return found


@dataclass(frozen=True)
class Installed:
    """The compilers ccfuzz can test here: those discovered on PATH and in the toolchain
    roots, then those the configuration names."""

    discovered: tuple[Compiler, ...]
    configured: tuple[Compiler, ...] = ()

    @property
    def every(self) -> list[Compiler]:
        return [*self.discovered, *self.configured]

    def default(self, targets: Sequence[str] = ()) -> list[Compiler]:
        """What a campaign tests unless told otherwise: of each of ``DEFAULT_FAMILIES``, the
        newest discovered release and the newest trunk snapshot (a root's), for the host
        and then for each of ``targets``, then every configured compiler (naming one in a
        configuration is asking for it)."""
        newest_each = (newest(self.discovered, family, trunk=trunk, target=target)
                       for target in ("", *targets)
                       for family in DEFAULT_FAMILIES for trunk in (False, True))
        return [c for c in newest_each if c is not None] + list(self.configured)


def installed(cfg: config.Config, path_env: str | None = None) -> Installed:
    """The compilers on PATH and in the toolchain roots, and those ``cfg`` names (see
    ``with_configured``)."""
    on_path = discover(path_env)
    discovered = on_path + from_roots(n for c in on_path for n in (c.name, *c.aliases))
    every = with_configured(discovered, cfg)
    return Installed(tuple(discovered), tuple(every[len(discovered):]))


def choose(found: Installed, wanted: Sequence[str] | None,
           pool: Sequence[Compiler] | None = None, targets: Sequence[str] = ()
           ) -> list[Compiler]:
    """The compilers a campaign tests: the default set (for the host and ``targets``) when
    ``wanted`` names none; else those named, in that order, where ``ALL`` stands for every
    installed compiler. Names are looked up in ``pool`` (default: every installed compiler;
    a caller may add compilers that join only by name)."""
    if not wanted:
        chosen = found.default(targets)
        missing = [t for t in targets if not any(c.target == t for c in chosen)]
        if missing:
            raise ToolMissingError(f"no compiler for {', '.join(missing)} installed "
                                   f"(ccfuzz toolchain install --targets {','.join(missing)})")
        if not chosen:
            raise ToolMissingError("no C compiler found (looked for gcc, clang, tcc on PATH)")
        return chosen
    every = [c.name for c in found.every]
    if ALL in wanted and not every:
        raise ToolMissingError("no C compiler found (looked for gcc, clang, tcc on PATH)")
    names = [n for want in wanted for n in (every if want == ALL else [want])]
    return select(pool if pool is not None else found.every, names)


def with_matrix(chosen: Sequence[Compiler], builds: matrix.Matrix) -> list[Compiler]:
    """The compilers with the builds ``builds`` gives each here (``matrix.entries_for``);
    one whose configuration names its own levels keeps them."""
    return [c if c.own_levels else replace(c, opt_levels=matrix.entries_for(
        builds, c.family, c.path, target=c.target)) for c in chosen]


def select(available: Iterable[Compiler], wanted: Sequence[str] | None) -> list[Compiler]:
    """The compilers to test: all of them, or those named (by name or alias), in that order."""
    pool = list(available)
    if not wanted:
        if not pool:
            raise ToolMissingError("no C compiler found (looked for gcc, clang, tcc on PATH)")
        return pool
    chosen: list[Compiler] = []
    for want in wanted:
        match = next((c for c in pool if want == c.name or want in c.aliases), None)
        if match is None:
            known = ", ".join(
                c.name + (f" (also {', '.join(c.aliases)})" if c.aliases else "") for c in pool
            )
            raise UnknownCompilerError(
                f"unknown compiler {want!r}; discovered: {known or 'none'}"
            )
        if want != match.name:
            # Keep the name the user typed: it is what they will look for in findings.
            match = replace(match, name=want, aliases=(match.name,))
        if all(c.path != match.path for c in chosen):
            chosen.append(match)
    return chosen

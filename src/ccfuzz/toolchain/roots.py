"""Toolchain roots: Debian trees (``debroot`` installs them) whose compilers ccfuzz runs as
ordinary compilers.

A root lives in a directory of its own under ``roots_dir()`` (``$CCFUZZ_ROOTS``, else
``roots/`` in ccfuzz's cache directory)::

    NAME/tree/        the Debian tree (debootstrap's), with the compilers apt installed in it
    NAME/root.json    its manifest: suite, mirror, archive dates, and its tools
    NAME/enter        enter.c, built for this root: runs a program with the tree as "/"
    NAME/bin/TOOL     one shell script per tool: ``exec enter tree /usr/bin/gcc-16 "$@"``

A tool's script is an ordinary executable on the host: every command that runs a compiler
(a campaign, C-Vise's interestingness test, a repro script, a cluster worker on a machine with
the same root) runs it as it runs ``/usr/bin/gcc``. A binary one of them built links against
the root's C library: it runs through ``runner_for(compiler)``, the root's ``enter``, and by
the emulator a cross compiler's script names (qemu-user with the CPU options of its target).
A root counts once its manifest is written, at the end of an install: a stopped install is
not a root yet.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import shlex
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ccfuzz import sandbox
from ccfuzz.errors import ToolMissingError
from ccfuzz.targets import TARGETS

ROOTS_ENV = "CCFUZZ_ROOTS"
MANIFEST = "root.json"
_ENTER_SOURCE = Path(__file__).with_name("enter.c")
_ENTER_FAILED = "ccfuzz-enter: "  # how enter.c says it could not run the program
# The host's directories a root keeps its own of (enter.c binds every other top-level one).
SYSTEM_DIRS = frozenset({"bin", "boot", "etc", "lib", "lib32", "lib64", "libx32", "sbin", "usr",
                         "var", "run", "lost+found"})
_lock = threading.Lock()
_entered: dict[Path, Path] = {}  # home -> its enter, checked once per process


def roots_dir() -> Path:
    """Where roots live: ``$CCFUZZ_ROOTS``, else ``roots/`` in ccfuzz's cache directory."""
    chosen = os.environ.get(ROOTS_ENV)
    return Path(chosen).expanduser() if chosen else sandbox.cache_dir() / "roots"


@dataclass(frozen=True)
class Tool:
    """One program of a root ccfuzz runs: a C compiler (``kind`` "cc", of ``family``) or an
    LLVM tool ("opt", "llc", "llvm-reduce"); ``trunk``: built from the project's main branch."""

    name: str  # its script's name, and the compiler's name in ccfuzz
    path: str  # inside the tree
    kind: str
    family: str
    release: int | None  # the release series (16 for gcc-16), None for a snapshot
    trunk: bool = False
    package: str = ""
    target: str = ""  # a cross compiler's target (``ccfuzz.targets``); "": the host
    args: tuple[str, ...] = ()  # given before the caller's (clang's --target=TRIPLE)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "path": self.path, "kind": self.kind,
                "family": self.family, "release": self.release, "trunk": self.trunk,
                "package": self.package, "target": self.target, "args": list(self.args)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Tool:
        return cls(str(data["name"]), str(data["path"]), str(data["kind"]),
                   str(data["family"]), data.get("release"), bool(data.get("trunk")),
                   str(data.get("package", "")), str(data.get("target", "")),
                   tuple(data.get("args", ())))


@dataclass(frozen=True)
class Root:
    """An installed root (see the module)."""

    name: str
    home: Path
    suite: str
    mirror: str
    archives: Mapping[str, str]  # suite -> the date of its Release file
    tools: tuple[Tool, ...]
    every: bool = False  # installed with every release of the archive (install --all)
    only: tuple[str, ...] = ()  # installed with just these packages (install --only)
    targets: tuple[str, ...] = ()  # and cross compilers for these (install --targets)

    @property
    def tree(self) -> Path:
        return self.home / "tree"

    @property
    def bin(self) -> Path:
        return self.home / "bin"

    def script(self, tool: Tool) -> Path:
        return self.bin / tool.name

    def runner(self) -> tuple[str, ...]:
        """The command prefix that runs a program (a test binary) inside the tree."""
        return (str(enter_program(self.home)), str(self.tree))

    def archive_date(self) -> str:
        return ", ".join(f"{suite} {date}" for suite, date in sorted(self.archives.items()))

    def compilers(self) -> list[Tool]:
        return [t for t in self.tools if t.kind == "cc"]

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "suite": self.suite, "mirror": self.mirror,
                # Cross compilers apart: a ccfuzz that does not know targets (another clone
                # on this machine) would take them for host compilers and rewrite their
                # scripts without --target.
                "tools": [t.to_json() for t in self.tools if not t.target],
                "cross": [t.to_json() for t in self.tools if t.target],
                "archives": dict(self.archives),
                "every": self.every, "only": list(self.only), "targets": list(self.targets)}


def load(home: Path) -> Root | None:
    """The root in ``home``, None when it is not one (no manifest: not installed, or an
    install that has not finished); its scripts are checked and written where missing."""
    try:
        data = json.loads((home / MANIFEST).read_text())
        root = Root(home.name, home, str(data["suite"]), str(data["mirror"]),
                    dict(data.get("archives", {})),
                    tuple(Tool.from_json(t)
                          for t in (*data["tools"], *data.get("cross", ()))),
                    bool(data.get("every")), tuple(data.get("only", ())),
                    tuple(data.get("targets", ())))
    except (OSError, ValueError, KeyError, TypeError):
        return None
    write_scripts(root)
    return root


def installed(where: Path | None = None) -> list[Root]:
    """Every root under ``where`` (default ``roots_dir()``), by name."""
    base = where if where is not None else roots_dir()
    if not base.is_dir():
        return []
    found = (load(home) for home in sorted(base.iterdir()) if home.is_dir())
    return [r for r in found if r is not None]


def save(root: Root) -> None:
    """Write ``root``'s manifest (it is a root from then on) and its scripts."""
    text = json.dumps(root.to_json(), indent=2) + "\n"
    partial = root.home / f".{MANIFEST}.partial"
    partial.write_text(text)
    os.replace(partial, root.home / MANIFEST)
    write_scripts(root)


_RUNS_BINARIES = "# its binaries run by: "


def script_text(enter: Path, tree: Path, inside: str, args: Sequence[str] = (),
                emulator: Sequence[str] = ()) -> str:
    """A root's compiler script; ``emulator`` (qemu-user and its CPU options, inside the
    tree) is what runs the binaries it builds, when they are for another target."""
    runs = _RUNS_BINARIES + shlex.join(emulator) + "\n" if emulator else ""
    return ("#!/bin/sh\n# ccfuzz toolchain root: runs " + inside + " in " + str(tree) + "\n"
            + runs + "exec " + shlex.join([str(enter), str(tree), inside, *args]) + ' "$@"\n')


def write_script(path: Path, enter: Path, tree: Path, inside: str,
                 args: Sequence[str] = (), emulator: Sequence[str] = ()) -> Path:
    """The shell script at ``path`` that runs ``inside`` (with ``args`` first) in ``tree``
    (``emulator``: ``script_text``'s); written only when it is missing or says something
    else (a rebuilt ``enter``)."""
    text = script_text(enter, tree, inside, args, emulator)
    try:
        if path.read_text() == text:
            return path
    except OSError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f".{path.name}.{os.getpid()}")
    partial.write_text(text)
    partial.chmod(0o755)
    os.replace(partial, path)
    return path


def emulator_for(target: str, cpu: Sequence[str] = ()) -> tuple[str, ...]:
    """qemu-user for ``target``'s binaries, inside a root: the target's CPU options, or
    ``cpu`` (qemu's ``-cpu`` value and any other options) when given."""
    facts = TARGETS[target]
    return (f"/usr/bin/{facts.qemu}", *(cpu or facts.cpu))


def write_scripts(root: Root) -> None:
    enter = enter_program(root.home)
    for tool in root.tools:
        write_script(root.script(tool), enter, root.tree, tool.path, tool.args,
                     emulator_for(tool.target) if tool.target else ())


def seen_inside(root: Root, path: str) -> Path:
    """Where the host sees what is at the absolute ``path`` inside ``root``: the root's own
    for the operating system's directories, the host's for those enter.c binds."""
    top = path.lstrip("/").split("/", 1)[0]
    return root.tree / path.lstrip("/") if top in SYSTEM_DIRS else Path(path)


def runner_for(compiler: str) -> tuple[str, ...]:
    """How a binary ``compiler`` built runs: through its root's ``enter`` when ``compiler``
    is a root's script (``NAME/bin/TOOL`` beside ``NAME/root.json``), and by the emulator
    the script names (a cross compiler's qemu-user) there; else directly (())."""
    script = Path(compiler)
    home = script.parent.parent
    if script.parent.name != "bin" or not (home / MANIFEST).is_file():
        return ()
    prefix = (str(enter_program(home)), str(home / "tree"))
    try:
        stamps = (script.stat().st_mtime_ns, (home / MANIFEST).stat().st_mtime_ns)
    except OSError:
        return prefix
    return (*prefix, *_emulator_of(script, stamps))


@functools.lru_cache(maxsize=128)
def _emulator_of(script: Path, _stamps: tuple[int, int]) -> tuple[str, ...]:
    """The emulator ``script`` names (``script_text``), () for none (``_stamps``: its and
    the manifest's mtimes, so a rewritten one is read again). A cross compiler's script
    that names none (rewritten by a ccfuzz that writes no emulator line) gets its target's
    from the manifest."""
    try:
        for line in script.read_text().splitlines()[:4]:
            if line.startswith(_RUNS_BINARIES):
                return tuple(shlex.split(line[len(_RUNS_BINARIES):]))
        data = json.loads((script.parent.parent / MANIFEST).read_text())
        target = next((str(t.get("target", "")) for t in data.get("cross", ())
                       if t.get("name") == script.name), "")
    except (OSError, UnicodeDecodeError, ValueError, AttributeError, TypeError):
        return ()
    return emulator_for(target) if target in TARGETS else ()


def as_run_inside(compiler: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """What a root's script ``compiler`` runs, as a user of that Debian would type it: the
    compiler inside the tree with its own arguments, and the emulator its binaries run by
    (() for the host's); None when ``compiler`` is no root's script."""
    script = Path(compiler)
    runner = runner_for(compiler)
    if not runner:
        return None
    try:
        lines = script.read_text().splitlines()
    except (OSError, UnicodeDecodeError):
        return None
    run = next((line for line in lines if line.startswith("exec ")), "")
    try:
        words = shlex.split(run)
    except ValueError:
        return None
    if len(words) < 4 or words[-1] != "$@":
        return None
    return tuple(words[3:-1]), runner[2:]  # after the root's enter and tree


def emulated(runner: Sequence[str]) -> bool:
    """Whether a binary run by ``runner`` (``runner_for``'s) runs under qemu-user."""
    return any(Path(part).name.startswith("qemu-") for part in runner)


def runner_for_command(programs: Sequence[str]) -> tuple[str, ...]:
    """How a binary built by a command running ``programs`` (``versionline.chain_programs``:
    a compiler, or the tools of a shell chain) runs: through the root of the first of them
    that is a root's script, else directly (())."""
    return next((r for r in map(runner_for, programs) if r), ())


def did_not_enter(stderr: str) -> bool:
    """Whether a process run through ``enter`` failed before its program started."""
    return stderr.startswith(_ENTER_FAILED)


def enter_program(home: Path) -> Path:
    """``home``'s ``enter``, built from ``enter.c`` when it is missing or older than the
    source ccfuzz ships (its key file says which source it was built from)."""
    known = _entered.get(home)
    if known is not None:
        return known
    source = _ENTER_SOURCE.read_bytes()
    key = hashlib.sha256(source).hexdigest()[:16]
    program = home / "enter"
    stamp = home / "enter.key"
    with _lock:
        try:
            fresh = stamp.read_text() == key and os.access(program, os.X_OK)
        except OSError:
            fresh = False
        if not fresh:
            _build_enter(source, program)
            stamp.write_text(key)
        _entered[home] = program
    return program


def _build_enter(source: bytes, program: Path) -> None:
    program.parent.mkdir(parents=True, exist_ok=True)
    built = program.with_name(f".enter-{os.getpid()}")
    errors = []
    for cc in ("cc", "gcc", "clang"):
        for static in (("-static",), ()):
            proc = sandbox.run([cc, "-O2", *static, "-o", "enter", "enter.c"],
                               limits=sandbox.Limits(wall_seconds=120),
                               files={"enter.c": source}, keep={"enter": built})
            if built.exists():
                os.replace(built, program)
                return
            errors.append(proc.stderr_text().strip().splitlines()[-1:] or [cc])
    raise ToolMissingError(f"cannot build {program} (a C compiler is needed once): "
                           f"{errors[-1][0] if errors else 'no cc'}")


def compilers_of(roots: Sequence[Root]) -> list[tuple[Root, Tool]]:
    """Every C compiler of ``roots``, root by root."""
    return [(root, tool) for root in roots for tool in root.compilers()]

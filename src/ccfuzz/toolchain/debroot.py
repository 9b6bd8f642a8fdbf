"""Installing, updating and removing toolchain roots (``roots``): a Debian suite (sid, with
experimental for LLVM's trunk) debootstrapped into ccfuzz's cache, and the newest compilers
of its archive installed in it by its own apt.

An install goes in steps, each of which a second run skips or redoes safely, so a stopped
install resumes: debootstrap (into ``tree``; a stamp file marks it done), apt's configuration,
``apt-get update``, ``dpkg --configure -a`` (what a stopped apt left half done), then
``apt-get install`` of the chosen packages, and last the manifest. A lock file keeps a second
install (or update, or remove) of the same root out meanwhile.

Which compilers: the archive's package lists decide, not a list in ccfuzz. By default the
newest ``gcc-N`` and ``gcc-snapshot`` (GCC trunk) of the suite, the newest ``clang-N`` with
its ``llvm-N`` (opt, llc, llvm-reduce), and, when experimental carries a newer one, that one
as LLVM trunk; ``every`` adds the suite's other gcc and clang releases; ``only`` names the
packages (``gcc-16``, ``gcc-snapshot``, ``clang-24``). ``targets`` (``ccfuzz.targets``) adds
for each the newest ``gcc-N-TRIPLE`` cross compiler (``every``: each one), its
``libc6-dev-ARCH-cross`` and ``qemu-user``, and each chosen clang again as ``TARGET-clang-N``
(a script that gives it ``--target=TRIPLE``).

The mirror is the one the machine's apt uses for Debian (``apt_mirror``), or one given.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import re
import shutil
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from email.utils import parsedate_to_datetime
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.errors import CcfuzzError, ConfigError, ToolMissingError
from ccfuzz.targets import TARGETS
from ccfuzz.toolchain.debian import tail
from ccfuzz.toolchain.roots import MANIFEST, Root, Tool, enter_program, load, roots_dir, save

SUITE = "sid"
TRUNK_SUITE = "experimental"
DEFAULT_NAME = "sid"
_STAMP = ".ccfuzz-debootstrapped"
_APT_CONF = """\
// ccfuzz: the archive is a dated snapshot, past its Release files' Valid-Until
Acquire::Check-Valid-Until "false";
APT::Install-Recommends "false";
APT::Get::Assume-Yes "true";
// apt's download sandbox user cannot be switched to inside a user namespace
APT::Sandbox::User "root";
"""
# Disk an install needs, roughly: the tree, then each compiler with what it pulls in
# (measured: minbase 0.25 GB; gcc-16, gcc-snapshot, clang-23, clang-24 and their LLVMs 5.2 GB).
_BASE_GB = 0.5
_GB_PER_PACKAGE = {"gcc-snapshot": 2.2}
_GB_OTHER = 0.9
_SECONDS = 3600.0  # per step: a slow mirror, a big package
_BUILD_TOOLS = ("libc6-dev", "binutils")  # what a C compiler needs to link a program
_RELEASE = re.compile(r"^Package: (gcc|clang)-(\d+)$", re.M)
_CROSS = re.compile(r"^Package: gcc-(\d+)-([\w-]+-linux-gnu)$", re.M)
_SNAPSHOT = re.compile(r"^Package: gcc-snapshot$", re.M)
_DEB_URI = re.compile(r"^\s*deb\s+(?:\[[^]]*\]\s+)?(\S+)\s+(\S+)", re.M)

Progress = Callable[[str], None]


class RootError(CcfuzzError):
    """A root could not be installed, updated or removed; the message says what is missing."""


def apt_mirror(etc: Path = Path("/etc/apt")) -> str:
    """The Debian mirror the machine's apt is configured with: the first ``deb`` entry (one-line
    or deb822) whose URI serves Debian's own suites (not its security archive)."""
    files = [etc / "sources.list", *sorted((etc / "sources.list.d").glob("*.list")),
             *sorted((etc / "sources.list.d").glob("*.sources"))]
    for file in files:
        try:
            text = file.read_text()
        except OSError:
            continue
        candidates: list[tuple[str, str]] = []
        if file.suffix == ".sources":
            for stanza in re.split(r"\n\s*\n", text):
                fields = dict(re.findall(r"^(\w[\w-]*):\s*(.*)$", stanza, re.M))
                if "deb" in fields.get("Types", "").split():
                    for uri in fields.get("URIs", "").split():
                        for suite in fields.get("Suites", "").split():
                            candidates.append((uri, suite))
        else:
            candidates = _DEB_URI.findall(text)
        for uri, suite in candidates:
            if uri.rstrip("/").endswith("/debian") and "security" not in suite:
                return uri.rstrip("/")
    raise RootError(f"no Debian mirror in {etc}/sources.list or sources.list.d: give one "
                    "with --mirror URL")


def reach(mirror: str, suite: str = SUITE, seconds: float = 20.0) -> None:
    """Fail in one line unless ``mirror`` serves ``suite``'s Release file."""
    url = f"{mirror}/dists/{suite}/Release"
    try:
        with urllib.request.urlopen(urllib.request.Request(url, method="HEAD"),
                                    timeout=seconds):
            return
    except urllib.error.HTTPError as exc:
        raise RootError(f"the mirror {mirror} has no suite {suite} ({url}: HTTP {exc.code})")\
            from None
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise RootError(f"cannot reach the mirror {mirror} (the network: {reason}); "
                        "toolchain install downloads the compilers from it") from None


@dataclass(frozen=True)
class Choice:
    """What to install: packages per suite, and the tools they give."""

    packages: tuple[str, ...]
    trunk_packages: tuple[str, ...]  # from experimental
    tools: tuple[Tool, ...]

    def gigabytes(self) -> float:
        return _BASE_GB + sum(_GB_PER_PACKAGE.get(p, _GB_OTHER)
                              for p in (*self.packages, *self.trunk_packages)
                              if p.startswith(("gcc", "clang")))


def _lists(tree: Path, suite: str) -> Iterator[str]:
    for lists in (tree / "var/lib/apt/lists").glob(f"*_dists_{suite}_main_binary-*_Packages"):
        yield lists.read_text(errors="replace")


def releases_in(tree: Path, suite: str) -> tuple[dict[str, list[int]], bool]:
    """The gcc-N and clang-N releases ``suite``'s package list (as apt fetched it into
    ``tree``) offers, per family, and whether it has gcc-snapshot."""
    found: dict[str, list[int]] = {"gcc": [], "clang": []}
    snapshot = False
    for text in _lists(tree, suite):
        for family, number in _RELEASE.findall(text):
            found[family].append(int(number))
        snapshot = snapshot or _SNAPSHOT.search(text) is not None
    return {f: sorted(set(n)) for f, n in found.items()}, snapshot


def cross_releases_in(tree: Path, suite: str, triple: str) -> list[int]:
    """The gcc-N-TRIPLE cross compilers ``suite``'s package list offers."""
    return sorted({int(n) for text in _lists(tree, suite) for n, t in _CROSS.findall(text)
                   if t == triple})


def _cross(tools: Sequence[Tool], tree: Path, targets: Sequence[str], every: bool
           ) -> tuple[list[Tool], list[str]]:
    """The cross compilers for ``targets`` (``ccfuzz.targets``) and their packages: the
    newest gcc-N-TRIPLE (``every``: each one), and each clang of ``tools`` with
    ``--target=TRIPLE``; with the target's C library and qemu-user."""
    found: list[Tool] = []
    packages: list[str] = []
    for name in targets:
        facts = TARGETS[name]
        releases = cross_releases_in(tree, SUITE, facts.triple)
        if not releases:
            raise RootError(f"{SUITE}'s package lists in {tree} name no gcc-N-{facts.triple}")
        for number in releases if every else releases[-1:]:
            package = f"gcc-{number}-{facts.triple}"
            found.append(Tool(f"{name}-gcc-{number}", f"/usr/bin/{facts.triple}-gcc-{number}",
                              "cc", "gcc", number, False, package, name))
            packages.append(package)
        found += [Tool(f"{name}-{t.name}", t.path, "cc", "clang", t.release, t.trunk,
                       t.package, name, (f"--target={facts.triple}",))
                  for t in tools if t.kind == "cc" and t.family == "clang"]
        packages.append(f"libc6-dev-{facts.debian_arch}-cross")
    return found, [*packages, "qemu-user"] if targets else []


def _gcc(number: int | None) -> Tool:
    if number is None:
        return Tool("gcc-trunk", "/usr/lib/gcc-snapshot/bin/gcc", "cc", "gcc", None, True,
                    "gcc-snapshot")
    return Tool(f"gcc-{number}", f"/usr/bin/gcc-{number}", "cc", "gcc", number, False,
                f"gcc-{number}")


def _llvm(number: int, trunk: bool) -> list[Tool]:
    """clang-N as a C compiler (``clang-trunk`` for trunk) and llvm-N's tools; the trunk's
    clang also under its number, for ``passes`` (its opt's own clang)."""
    lib = f"/usr/lib/llvm-{number}/bin"
    tools = [Tool("clang-trunk" if trunk else f"clang-{number}", f"{lib}/clang", "cc",
                  "clang", number, trunk, f"clang-{number}")]
    if trunk:
        tools.append(Tool(f"clang-{number}", f"{lib}/clang", "clang", "clang", number, True,
                          f"clang-{number}"))
    tools += [Tool(f"{name}-{number}", f"{lib}/{name}", name, "clang", number, trunk,
                   f"llvm-{number}") for name in ("opt", "llc", "llvm-reduce")]
    return tools


def choose(tree: Path, *, every: bool = False, only: Sequence[str] = (),
           targets: Sequence[str] = ()) -> Choice:
    """The packages to install (see the module), from the package lists in ``tree``."""
    stable, snapshot = releases_in(tree, SUITE)
    trunk, _ = releases_in(tree, TRUNK_SUITE)
    newest_clang = max(stable["clang"], default=0)
    trunk_clang = max((n for n in trunk["clang"] if n > newest_clang), default=None)
    tools: list[Tool] = []
    if only:
        offered = {f"gcc-{n}" for n in stable["gcc"]} | {f"clang-{n}" for n in stable["clang"]}
        offered |= {"gcc-snapshot"} if snapshot else set()
        offered |= {f"clang-{trunk_clang}"} if trunk_clang is not None else set()
        for name in only:
            if name not in offered:
                raise ConfigError(f"toolchain: {SUITE} offers no {name!r}; it has "
                                  f"{', '.join(sorted(offered)) or 'no compilers'}")
            if name == "gcc-snapshot":
                tools.append(_gcc(None))
            elif name.startswith("gcc-"):
                tools.append(_gcc(int(name[4:])))
            else:
                number = int(name[6:])
                tools += _llvm(number, number == trunk_clang)
    else:
        gccs = stable["gcc"] if every else stable["gcc"][-1:]
        clangs = stable["clang"] if every else stable["clang"][-1:]
        tools += [_gcc(n) for n in gccs] + ([_gcc(None)] if snapshot else [])
        for number in clangs:
            tools += _llvm(number, False)
        if trunk_clang is not None:
            tools += _llvm(trunk_clang, True)
    if not any(t.kind == "cc" for t in tools):
        raise RootError(f"{SUITE}'s package lists in {tree} name no gcc-N or clang-N")
    cross, cross_packages = _cross(tools, tree, targets, every)
    packages = sorted({t.package for t in tools if not (t.trunk and t.family == "clang")})
    trunk_packages = sorted({t.package for t in tools if t.trunk and t.family == "clang"})
    return Choice((*_BUILD_TOOLS, *packages, *sorted(set(cross_packages))),
                  tuple(trunk_packages), (*tools, *cross))


@contextlib.contextmanager
def locked(home: Path) -> Iterator[None]:
    """Hold ``home``'s lock, or fail at once naming who holds it."""
    home.mkdir(parents=True, exist_ok=True)
    with (home / ".lock").open("a+") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            lock.seek(0)
            holder = lock.read().strip() or "another process"
            raise RootError(f"{home} is being installed, updated or removed by {holder}; "
                            "wait for it, or stop it") from None
        lock.seek(0)
        lock.truncate()
        lock.write(f"ccfuzz (pid {os.getpid()})\n")
        lock.flush()
        yield


def _step(argv: Sequence[str], log: Path, what: str, *, cwd: Path | None = None) -> None:
    """Run one step of an install; its output goes to ``log``; a failure is one line naming
    the step, with its last words."""
    limits = sandbox.Limits(wall_seconds=_SECONDS, cpu_seconds=_SECONDS, memory_bytes=None,
                            file_bytes=None, output_bytes=256 << 20)
    proc = sandbox.run(argv, limits=limits, cwd=cwd,
                       env={"DEBIAN_FRONTEND": "noninteractive", "LC_ALL": "C.UTF-8"})
    with log.open("ab") as out:
        out.write(f"$ {' '.join(argv)}\n".encode() + proc.stdout + proc.stderr)
    if not proc.ok:
        raise RootError(f"{what} failed: {tail(proc, skip=('W: ', 'I: '))} (whole log: {log})")


def _in_tree(root_home: Path, *argv: str) -> list[str]:
    return [str(enter_program(root_home)), str(root_home / "tree"), *argv]


def _preflight(home: Path, mirror: str, gigabytes: float) -> None:
    if shutil.which("debootstrap") is None:
        raise ToolMissingError("debootstrap not found: toolchain install needs it (Debian: "
                               "apt-get install debootstrap; scripts/setup.sh installs it)")
    if os.geteuid() != 0:
        raise RootError("toolchain install runs debootstrap and apt, which need root: run it "
                        "as root or with sudo (the compilers it installs then run as any user)")
    free = shutil.disk_usage(home).free / 1e9
    if free < gigabytes:
        raise RootError(f"not enough disk: {home} has {free:.1f} GB free, the install needs "
                        f"about {gigabytes:.1f} GB")
    reach(mirror)


def install(name: str = DEFAULT_NAME, *, where: Path | None = None, every: bool = False,
            only: Sequence[str] = (), mirror: str | None = None,
            targets: Sequence[str] = (), progress: Progress = lambda _: None) -> Root:
    """Install (or finish installing) the root ``name`` (see the module) and return it.
    Asked of a root that is installed, it adds to what the root has: ``every`` and
    ``targets`` join the root's, and the root's ``only`` stays unless others are named."""
    home = (where if where is not None else roots_dir()) / name
    home.mkdir(parents=True, exist_ok=True)
    before = load(home) if (home / MANIFEST).is_file() else None
    if before is not None:
        every = every or before.every
        only = only or before.only
        targets = tuple(dict.fromkeys((*before.targets, *targets)))
    mirror = (mirror or apt_mirror()).rstrip("/")
    with locked(home):
        # A first guess of the size: the package lists that decide come later, in the tree.
        guess = _BASE_GB + _GB_OTHER * (len(only) if only else 10 if every else 6)
        _preflight(home, mirror, guess)
        log = home / "install.log"
        tree = home / "tree"
        if not (tree / _STAMP).exists():
            progress(f"toolchain: debootstrap {SUITE} into {tree} (about a minute; "
                     f"log: {log})")
            _step(["debootstrap", "--variant=minbase", SUITE, str(tree), mirror], log,
                  f"debootstrap {SUITE}")
            (tree / _STAMP).write_text(mirror + "\n")
        configure_apt(tree, mirror)
        choice = _refresh(home, log, progress, every=every, only=only, targets=targets)
        _apt_install(home, log, choice, progress)
        root = Root(name, home, SUITE, mirror, archive_dates(tree), choice.tools, every,
                    tuple(only), tuple(targets))
        save(root)
        return root


def _refresh(home: Path, log: Path, progress: Progress, *, every: bool,
             only: Sequence[str], targets: Sequence[str] = ()) -> Choice:
    progress("toolchain: apt-get update")
    _step(_in_tree(home, "/usr/bin/apt-get", "update"), log, "apt-get update")
    choice = choose(home / "tree", every=every, only=only, targets=targets)
    free = shutil.disk_usage(home).free / 1e9
    if free < choice.gigabytes() - _BASE_GB:
        raise RootError(f"not enough disk: {home} has {free:.1f} GB free, "
                        f"{' '.join(choice.packages + choice.trunk_packages)} need about "
                        f"{choice.gigabytes() - _BASE_GB:.1f} GB")
    return choice


def _apt_install(home: Path, log: Path, choice: Choice, progress: Progress) -> None:
    _step(_in_tree(home, "/usr/bin/dpkg", "--configure", "-a"), log, "dpkg --configure -a")
    progress(f"toolchain: apt-get install {' '.join(choice.packages)} (a few minutes, "
             f"about {choice.gigabytes():.0f} GB)")
    _step(_in_tree(home, "/usr/bin/apt-get", "install", *choice.packages), log,
          "apt-get install")
    if choice.trunk_packages:
        progress(f"toolchain: apt-get install -t {TRUNK_SUITE} "
                 f"{' '.join(choice.trunk_packages)}")
        _step(_in_tree(home, "/usr/bin/apt-get", "install", "-t", TRUNK_SUITE,
                       *choice.trunk_packages), log, f"apt-get install -t {TRUNK_SUITE}")


def configure_apt(tree: Path, mirror: str) -> None:
    """The root's apt: the suite and experimental from ``mirror``, without the date check.
    Experimental is pinned low by Debian itself: only what is asked for with ``-t`` comes
    from it."""
    (tree / "etc/apt/sources.list").write_text(
        f"deb {mirror} {SUITE} main\ndeb {mirror} {TRUNK_SUITE} main\n")
    (tree / "etc/apt/apt.conf.d/90ccfuzz").write_text(_APT_CONF)
    # The host's top-level directories, made now: a user who is not root cannot make them
    # in a tree root owns, and enter binds them there.
    for entry in Path("/").iterdir():
        if entry.is_dir() and not entry.is_symlink() and not (tree / entry.name).exists():
            with contextlib.suppress(OSError):
                (tree / entry.name).mkdir()


def archive_dates(tree: Path) -> dict[str, str]:
    """Each suite's Release date, as apt last fetched it into ``tree`` (YYYY-MM-DD)."""
    dates: dict[str, str] = {}
    for release in (tree / "var/lib/apt/lists").glob("*_dists_*_InRelease"):
        suite = release.name.split("_dists_", 1)[1].rsplit("_", 1)[0]
        match = re.search(r"^Date:\s*(.+)$", release.read_text(errors="replace"), re.M)
        if match:
            with contextlib.suppress(ValueError, TypeError):
                dates[suite] = parsedate_to_datetime(match.group(1).strip()).date().isoformat()
    return dates


def update(root: Root, *, progress: Progress = lambda _: None) -> Root:
    """Newer snapshots: apt-get update and upgrade in ``root``, and the newest releases the
    archive now has (a new gcc-N, a newer LLVM trunk) installed beside the old."""
    home = root.home
    with locked(home):
        reach(root.mirror)
        log = home / "install.log"
        configure_apt(root.tree, root.mirror)
        choice = _refresh(home, log, progress, every=root.every, only=root.only,
                          targets=root.targets)
        progress("toolchain: apt-get dist-upgrade")
        _step(_in_tree(home, "/usr/bin/apt-get", "dist-upgrade"), log, "apt-get dist-upgrade")
        _apt_install(home, log, choice, progress)
        known = {t.name: t for t in root.tools}
        for tool in choice.tools:
            known[tool.name] = tool
        updated = Root(root.name, home, root.suite, root.mirror, archive_dates(root.tree),
                       tuple(known.values()), root.every, root.only, root.targets)
        save(updated)
        return updated


def mounts_under(home: Path) -> list[str]:
    """The mount points of this machine inside ``home``."""
    prefix = os.path.realpath(home) + "/"
    try:
        lines = Path("/proc/self/mounts").read_text().splitlines()
    except OSError:
        return []
    points = (line.split()[1].replace("\\040", " ") for line in lines if len(line.split()) > 1)
    return sorted(p for p in points if p.startswith(prefix))


def remove(home: Path) -> None:
    """Delete the root in ``home``, manifest first (it is no root from then on)."""
    if not home.is_dir():
        raise RootError(f"no toolchain root at {home}")
    mounted = mounts_under(home)
    if mounted:
        raise RootError(f"{mounted[0]} is mounted (a stopped debootstrap leaves /proc and /sys "
                        f"mounted in the tree): umount it first, then remove")
    with locked(home):
        with contextlib.suppress(FileNotFoundError):
            (home / MANIFEST).unlink()
        for entry in home.iterdir():
            if entry.name == ".lock":
                continue
            if entry.is_dir() and not entry.is_symlink():
                shutil.rmtree(entry)
            else:
                entry.unlink()
    shutil.rmtree(home, ignore_errors=True)

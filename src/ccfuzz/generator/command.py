"""``ccfuzz generate``: programs and their expected outputs, side by side on disk.

Building its parser imports no more than the policy module: the generator itself is
imported when the command runs.
"""

from __future__ import annotations

import argparse
import shlex
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ccfuzz import config
from ccfuzz.commands.options import EXIT_INTERRUPTED, add_config, add_seconds, add_seed
from ccfuzz.errors import CcfuzzError, ConfigError, InvalidProgramError
from ccfuzz.generator.policy import (
    DEFAULT_SECONDS,
    DEFAULT_SIZE,
    OPT_IN_FEATURES,
    Settings,
    parse_size,
    preset_names,
    with_features,
)
from ccfuzz.wholefile import remove_stale, write_json, write_whole

if TYPE_CHECKING:
    from ccfuzz.generator.program import Generated

DEFAULT_OUTPUT = Path("prog.c")
NAME = "generate"
HELP = "write random C programs and their expected outputs"


def run(args: argparse.Namespace, started: float) -> int:
    import secrets

    settings = Settings.preset(args.policy) if args.policy else None
    if args.config:
        settings = Settings.load(args.config, settings)
    if args.with_features:
        settings = with_features(settings or Settings(), args.with_features)
    size = parse_size(args.size)
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    again = _again(args)
    if args.count is not None:
        return _write_many(seed, args.count, size, settings, args.generate_timeout, args.output,
                           again)
    made = _generate(seed, size, settings, args.generate_timeout, again)
    out: Path = args.output or DEFAULT_OUTPUT
    expected = out.with_suffix(".expected")
    _write(out, made.source.encode(), made.expected)
    print(f"seed {seed}: wrote {out} ({len(made.source)} bytes) and {expected} "
          f"({made.expected.decode().strip()}); features: {', '.join(sorted(made.features))}",
          file=sys.stderr)
    return 0


def _generate(seed: int, size: int, settings: Settings | None, seconds: float,
              again: str = "") -> Generated:
    """The program of ``seed``, or an error in one line: a failure of the generator itself
    is a ccfuzz bug, said with the command that shows it again (``again``: its options
    beside the seed and the size)."""
    from ccfuzz.generator.program import generate

    try:
        return generate(seed, size, settings, seconds)
    except (CcfuzzError, KeyboardInterrupt, MemoryError):
        raise
    except Exception as exc:  # the generator's own bug: one line, not a traceback
        said = str(exc).splitlines()[0][:300] if str(exc) else ""
        raise InvalidProgramError(
            f"the generator failed on seed {seed} at size {size} ({type(exc).__name__}"
            f"{': ' + said if said else ''}): a ccfuzz bug; `ccfuzz generate --seed {seed} "
            f"--size {size}{again}` shows it again") from exc


def _again(args: argparse.Namespace) -> str:
    """The options of ``args`` beside the seed and the size that make the same program."""
    out = f" --policy {args.policy}" if args.policy else ""
    if args.config:
        out += f" --config {shlex.quote(str(args.config))}"
    if args.with_features:
        out += f" --with {','.join(sorted(args.with_features))}"
    return out


def _write_many(seed: int, count: int, size: int, settings: Settings | None, seconds: float,
                directory: Path | None, again: str = "") -> int:
    """``--count N``: the programs a campaign of seed ``seed`` starts with, in ``directory``,
    each as ``gen-SEED.c`` beside ``gen-SEED.expected`` (SEED: the program's own seed), and
    ``manifest.json``, rewritten after each program, which lists those written so far."""
    if directory is None:
        raise ConfigError("--count writes a directory of programs: name it with -o DIR")
    if directory.exists() and not directory.is_dir():
        raise ConfigError(f"-o {directory}: not a directory (--count writes one program and "
                          "its expected output per file in it)")
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ConfigError(f"cannot make {directory}: {exc.strerror}") from None
    remove_stale(directory)
    from ccfuzz.sources.base import derive_seed

    written: list[int] = []
    total = 0
    manifest: dict[str, Any] = {"seed": seed, "size": size, "asked": count,
                                "interrupted": False, "programs": []}
    if settings is not None and settings.takes:  # what remakes them: --with
        manifest["with"] = sorted(settings.takes)
    try:
        for index in range(count):
            program_seed = derive_seed(seed, index)
            if program_seed in written:  # two indices, one 32-bit seed: the same program
                continue
            made = _generate(program_seed, size, settings, seconds, again)
            _write(directory / f"gen-{program_seed}.c", made.source.encode(), made.expected)
            written.append(program_seed)
            total += len(made.source)
            manifest["programs"].append(f"gen-{program_seed}.c")
            _write_manifest(directory, manifest)
    except KeyboardInterrupt:
        manifest["interrupted"] = True
        _write_manifest(directory, manifest)
        print(f"ccfuzz: interrupted; {len(written)} of {count} programs are in {directory} "
              "(manifest.json lists them)", file=sys.stderr)
        return EXIT_INTERRUPTED
    repeated = count - len(written)
    print(f"seed {seed}: wrote {len(written)} programs to {directory} ({total} bytes of C; "
          f"gen-SEED.c beside gen-SEED.expected; `ccfuzz generate --seed SEED --size {size}` "
          "remakes one)"
          + (f"; {repeated} seeds came twice" if repeated else "")
          + f"; test them with: ccfuzz hunt --source dir:{directory}", file=sys.stderr)
    return 0


def _write_manifest(directory: Path, manifest: dict[str, Any]) -> None:
    try:
        write_json(directory / "manifest.json", manifest)
    except OSError as exc:
        raise ConfigError(f"cannot write {directory / 'manifest.json'}: {exc.strerror}") \
            from None


def _write(path: Path, source: bytes, expected: bytes) -> None:
    """The program and its expected output, each written whole, the expected output first:
    a program on disk always has its own beside it."""
    try:
        write_whole(path.with_suffix(".expected"), expected)
        write_whole(path, source)
    except OSError as exc:
        raise ConfigError(f"cannot write {path}: {exc.strerror}") from None


def _features(text: str) -> frozenset[str]:
    names = frozenset(n.strip() for n in text.split(",") if n.strip())
    unknown = sorted(names - set(OPT_IN_FEATURES))
    if unknown or not names:
        raise argparse.ArgumentTypeError(
            f"{unknown[0] if unknown else repr(text)}: not a feature to ask for; known: "
            f"{', '.join(OPT_IN_FEATURES)}")
    return names


def add_options(p: argparse.ArgumentParser) -> None:
    add_seed(p, "program seed, or with --count the seed the programs' seeds are derived from "
             "as a campaign's are")
    p.add_argument("--size", default=f"{DEFAULT_SIZE // 1000}KB",
                   help=f"about how much C to write per program "
                   f"(default {DEFAULT_SIZE // 1000}KB)")
    p.add_argument("-o", "--output", type=Path,
                   help=f"the program (default {DEFAULT_OUTPUT}); its output goes to "
                   "FILE.expected. With --count: the directory (made if missing) for "
                   "gen-SEED.c and gen-SEED.expected")
    p.add_argument("--count", type=config.count_option, metavar="N",
                   help="write N programs in one run: those a campaign of --seed tests first "
                   "(ccfuzz hunt --source generator:SIZE --seed SEED; default: one program)")
    add_config(p, "probability table (TOML or JSON): [features], [statements], "
               "[expressions], [numbers] (default: the generator's own)")
    p.add_argument("--with", dest="with_features", type=_features, metavar="FEATURES",
                   help=f"features the compilers the programs are for take, beyond Debian "
                   f"12's gcc and clang ({', '.join(OPT_IN_FEATURES)}: gcc 14 and clang 16 "
                   "on); swarm testing then switches them as the others (default: none; "
                   "`hunt` gives them where every gcc and clang it tests takes them)")
    p.add_argument("--policy", metavar="NAME",
                   help=f"a policy shipped with ccfuzz ({', '.join(preset_names())}); "
                   "--config changes what it sets (default: none)")
    add_seconds(p, "--generate-timeout", "--timeout", default=DEFAULT_SECONDS,
                help=f"seconds allowed for generating each program (default "
                f"{DEFAULT_SECONDS:g})")

"""``ccfuzz generate``: one program and its expected output, side by side on disk.

Registered by ``cli.build_parser`` with one call, so the command lives here whole.
"""

from __future__ import annotations

import argparse
import re
import secrets
import sys
from pathlib import Path

from ccfuzz import config
from ccfuzz.errors import ConfigError
from ccfuzz.generator.generate import DEFAULT_SECONDS, DEFAULT_SIZE, generate
from ccfuzz.generator.policy import Settings, preset_names

_SIZE = re.compile(r"^\s*(\d+)\s*(B|KB|K|MB|M)?\s*$", re.IGNORECASE)
_UNITS = {"": 1, "B": 1, "K": 1000, "KB": 1000, "M": 1_000_000, "MB": 1_000_000}


def parse_size(text: str) -> int:
    """``40KB`` → 40000 bytes (also ``40K``, ``40000``, ``1MB``)."""
    match = _SIZE.match(text)
    if not match or int(match.group(1)) == 0:
        raise ConfigError(f"size {text!r}: give a positive number of bytes, as in 40KB")
    return int(match.group(1)) * _UNITS[(match.group(2) or "").upper()]


def cmd_generate(args: argparse.Namespace) -> int:
    settings = Settings.preset(args.policy) if args.policy else None
    if args.config:
        settings = Settings.load(args.config, settings)
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    made = generate(seed, parse_size(args.size), settings, args.timeout)
    out: Path = args.output
    expected = out.with_suffix(".expected")
    try:
        out.write_text(made.source)
        expected.write_bytes(made.expected)
    except OSError as exc:
        raise ConfigError(f"cannot write {out}: {exc.strerror}") from None
    print(f"seed {seed}: wrote {out} ({len(made.source)} bytes) and {expected} "
          f"({made.expected.decode().strip()}); features: {', '.join(sorted(made.features))}",
          file=sys.stderr)
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("generate", help="write a random C program and its expected output")
    p.add_argument("--seed", type=int, help="program seed (default: random, printed)")
    p.add_argument("--size", default=f"{DEFAULT_SIZE // 1000}KB",
                   help=f"about how much C to write (default {DEFAULT_SIZE // 1000}KB)")
    p.add_argument("-o", "--output", type=Path, default=Path("prog.c"),
                   help="the program (default prog.c); its output goes to FILE.expected")
    p.add_argument("--config", type=Path,
                   help="probability table (TOML or JSON): [features], [statements], "
                   "[expressions], [numbers]")
    p.add_argument("--policy", metavar="NAME",
                   help=f"a policy shipped with ccfuzz ({', '.join(preset_names())}); "
                   "--config changes what it sets")
    p.add_argument("--timeout", type=config.positive_option, default=DEFAULT_SECONDS,
                   help=f"seconds allowed for generating the program (default "
                   f"{DEFAULT_SECONDS:g})")
    p.set_defaults(func=cmd_generate)

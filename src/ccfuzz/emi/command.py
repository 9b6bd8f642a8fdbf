"""``ccfuzz emi``: variants of one seed file, written beside their input and expected output.

Building its parser imports none of the strategies (they import libclang): ``run`` does.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path
from typing import Any

from ccfuzz import config
from ccfuzz.commands.options import EXIT_INTERRUPTED, add_seconds, add_seed
from ccfuzz.emi.names import MIN_POINTS, SUMMARIES
from ccfuzz.emi.strategy import Settings
from ccfuzz.errors import ConfigError, InvalidProgramError
from ccfuzz.wholefile import remove_stale, write_json, write_whole

MANIFEST_SECONDS = 1.0
NAME = "emi"
HELP = "write EMI variants of a seed program"
PROBABILITY = config.Number("", 1.0)  # --points


def run(args: argparse.Namespace, started: float) -> int:
    import random
    import secrets

    from ccfuzz.emi import batch
    from ccfuzz.emi.registry import strategy
    from ccfuzz.emi.seedfile import read_seed

    path: Path = args.file
    input_path: Path | None = args.input or (
        path.with_suffix(".in") if path.with_suffix(".in").exists() else None)
    try:
        stdin = input_path.read_bytes() if input_path else b""
    except OSError as exc:
        raise InvalidProgramError(f"{input_path}: cannot be read: {exc.strerror}") from None
    seed_value = args.seed if args.seed is not None else secrets.randbelow(2**31)
    program = read_seed(path, stdin=stdin, include_dirs=args.include_dirs,
                        defines=args.defines)
    _say(f"profiling {path}" + (f" on input {input_path}" if input_path else "")
         + f" with {args.reference} -O0 ...")
    prepared = strategy(args.strategy).prepare(
        program, Settings(compiler=args.reference, run_seconds=args.run_timeout,
                          points=args.points, corpus=args.corpus))
    _say(f"{prepared.describe()}; variant seed {seed_value}")
    stream = batch.Distinct(prepared, random.Random(seed_value), prefix=path.stem)
    manifest: dict[str, Any] = {
        "seed_program": str(path), "input": str(input_path) if input_path else None,
        "strategy": args.strategy, "variant_seed": seed_value, "reference": prepared.reference,
        "asked": args.n, "why_fewer": None, "interrupted": False, "variants": []}
    out: Path = args.output
    try:
        try:
            # Each variant is written whole; the manifest, which says how far it got, after
            # the first and then at most once a second (rewritten after each of thousands of
            # variants, it would cost a good part of the time), and when the command stops.
            saved = -MANIFEST_SECONDS
            for v in itertools.islice(stream, args.n):
                if not manifest["variants"]:
                    _directory(out)
                target = out / f"{v.name}.c"
                write_whole(target.with_suffix(".expected"), prepared.output)
                if stdin:
                    write_whole(target.with_suffix(".in"), stdin)
                write_whole(target, v.source.encode())
                manifest["variants"].append({"file": target.name,
                                             "mutation": v.origin.mutation})
                if time.monotonic() - saved >= MANIFEST_SECONDS:
                    write_json(out / "manifest.json", manifest)
                    saved = time.monotonic()
        except KeyboardInterrupt:
            manifest["interrupted"] = True
            _directory(out)
            write_json(out / "manifest.json", manifest)
            _say(f"ccfuzz: interrupted; {len(manifest['variants'])} of {args.n} variants are "
                 f"in {out} (manifest.json lists them)")
            return EXIT_INTERRUPTED
        if not manifest["variants"]:
            raise batch.none_made(prepared, stream.ended)
        made = len(manifest["variants"])
        manifest["why_fewer"] = stream.ended if made < args.n else None
        manifest["statistics"] = prepared.statistics()
        write_json(out / "manifest.json", manifest)
    except OSError as exc:
        raise ConfigError(f"cannot write to {out}: {exc.strerror}") from None
    print(f"wrote {made} variants of {path} to {out} (each with its "
          f"expected output; test them with: ccfuzz hunt --source dir:{out})")
    if manifest["why_fewer"] is not None:
        _say(f"ccfuzz: only {made} of {args.n} variants: {args.strategy} can make no more "
             f"distinct ones: {manifest['why_fewer']}")
    return 0


def _directory(out: Path) -> None:
    """``out``, made if missing, without what a killed run left half written."""
    out.mkdir(parents=True, exist_ok=True)
    remove_stale(out)


def _say(text: str) -> None:
    print(text, file=sys.stderr)


def add_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", type=Path, help="the seed: a C file that exits 0 on its input")
    p.add_argument("--strategy", choices=sorted(SUMMARIES), default="orion",
                   help="; ".join(f"{name}: {summary}"
                                  for name, summary in sorted(SUMMARIES.items()))
                   + " (default: orion)")
    p.add_argument("-n", type=config.count_option, default=10,
                   help="variants to write (default 10)")
    p.add_argument("-o", "--output", type=Path, required=True, help="directory for the variants")
    p.add_argument("--input", type=Path, help="the seed's stdin (default: FILE.in if present)")
    p.add_argument("-I", dest="include_dirs", metavar="DIR", type=Path, action="append",
                   default=[], help="look for the seed's headers here too (they are inlined; "
                   "Csmith's csmith.h is found without it; default: none)")
    p.add_argument("-D", dest="defines", metavar="NAME[=VALUE]", action="append", default=[],
                   help="define a macro for the seed, as a compiler's -D does (default: none)")
    p.add_argument("--corpus", type=Path,
                   help="C files (searched recursively) whose statements may be inserted too "
                   "(athena); files that do not parse are skipped and counted (default: none)")
    add_seed(p, "variant seed")
    p.add_argument("--reference", default="gcc",
                   help="compiler whose -O0 build defines the expected output (default gcc)")
    add_seconds(p, "--run-timeout", default=10.0, help="seconds the seed may run (default 10)")
    p.add_argument("--points", type=PROBABILITY, default=Settings.points, metavar="P",
                   help="hermes: probability that a statement is profiled and may be mutated "
                   f"(default {Settings.points:g}; raised so that a short seed has about "
                   f"{MIN_POINTS} in the sample, and every statement is profiled when the "
                   "sample holds none Hermes can mutate)")

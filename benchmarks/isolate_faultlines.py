"""Do the witnesses avoid the faulty lines? For each fault whose coverages
``benchmarks.isolate --spectra DIR`` kept: the lines its patch changes (the lines it adds,
or for a hunk that only deletes, the line after the deletion), how many times the failing
compile ran them, and how many witnesses ran none of them, or fewer of them.

    .venv/bin/python -m benchmarks.isolate_faultlines --spectra DIR [--method diwi] [FAULT ...]

Each fault falls in one class: ``not run`` (the failing compile runs no instrumented faulty
line), ``no witness``, ``all run`` (every witness runs every faulty line the failing compile
ran: no line spectrum of those witnesses can lift the fault), or ``some avoid``. No ranking
over line coverage can tell a fault apart when its class is not ``some avoid``.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

from benchmarks import seeded
from benchmarks.isolate import load_spectra

_HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@")


def faulty_lines(patch: str) -> dict[str, set[int]]:
    """The lines of the patched files the patch adds, by file, with the next line when an
    added one continues on it (gcov counts a statement on one of its lines); for a hunk that
    only deletes, the lines before and after the deletion."""
    out: dict[str, set[int]] = {}
    name, line, previous = "", 0, ""
    before: int | None = None  # the line before a deletion, until a line is added there
    deleted = False
    for text in patch.splitlines():
        if text.startswith("+++ "):
            name = text[4:].split("\t")[0].removeprefix("b/")
        elif (m := _HUNK.match(text)) is not None:
            line, previous = int(m.group(1)), ""
        elif text.startswith("+") and name:
            out.setdefault(name, set()).add(line)
            line, deleted, before, previous = line + 1, False, None, "+" + text[1:].rstrip()
        elif text.startswith("-") and not text.startswith("---"):
            if not deleted and previous.startswith(" "):
                before = line - 1
            deleted = True
        elif text.startswith(" "):
            continues = previous.startswith("+") and not previous.endswith((";", "{", "}"))
            if deleted:
                out.setdefault(name, set()).update({line} | ({before} if before else set()))
            elif continues:
                out.setdefault(name, set()).add(line)
            deleted, before, previous = False, None, text
            line += 1
    return out


def classify(fault: seeded.Fault, spectra: Path) -> dict[str, object]:
    failing, witnesses, _, _ = load_spectra(spectra)
    wanted = faulty_lines((fault.directory / "fault.patch").read_text())
    ran = {line: failing.count(line) for line in failing.lines
           if line.line in wanted.get(line.file, set())}
    avoiding = sum(1 for w in witnesses if any(w.count(line) == 0 for line in ran))
    fewer = sum(1 for w in witnesses if any(w.count(line) < n for line, n in ran.items()))
    kind = ("not run" if not ran else "no witness" if not witnesses
            else "some avoid" if avoiding else "all run")
    return {"fault": fault.name, "class": kind, "witnesses": len(witnesses),
            "avoiding": avoiding, "fewer": fewer,
            "failing_counts": sorted(ran.values(), reverse=True)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("faults", nargs="*")
    ap.add_argument("--spectra", type=Path, required=True)
    ap.add_argument("--method", default="diwi", help="whose kept coverages (default diwi)")
    args = ap.parse_args(argv)
    faults = [seeded.find(n) for n in args.faults] if args.faults else seeded.all_faults()
    rows = [classify(f, path) for f in faults
            if (path := args.spectra / f.name / f"{args.method}.json.gz").is_file()]
    print(f"{'fault':34} {'class':11} {'witnesses':>9} {'avoiding':>8} {'fewer':>6}  "
          "failing compile's counts")
    for r in rows:
        print(f"{r['fault']:34} {r['class']:11} {r['witnesses']:9} {r['avoiding']:8} "
              f"{r['fewer']:6}  {r['failing_counts']}")
    classes = Counter(str(r["class"]) for r in rows)
    print(", ".join(f"{n} {c}" for c, n in sorted(classes.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())

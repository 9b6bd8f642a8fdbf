"""llvm-reduce's interestingness test: ``python -m ccfuzz.triage.irtest SPEC FILE.ll``.

Exit 0 when ``opt`` with the spec's passes fails on the file as the finding did (``ir.same``).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from ccfuzz.model import FindingKind
from ccfuzz.triage.ir import classify, run_opt, same


def main(argv: list[str]) -> int:
    spec = json.loads(Path(argv[0]).read_text())
    proc = run_opt(spec["opt"], spec["arguments"], Path(argv[1]).read_bytes())
    return 0 if same(classify(proc), FindingKind(spec["kind"]), spec["detail"]) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

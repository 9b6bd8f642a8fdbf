"""llvm-reduce's interestingness test: ``python -m ccfuzz.triage.irtest SPEC FILE.ll``.

Exit 0 when ``opt`` with the spec's passes (then ``llc`` and the link, for a back-end failure)
fails on the file as the finding did (``ir.same``); for a clang finding's IR before its culprit
pass (a spec with a ``mode``, ``prepass.py``), when that pass alone still misbehaves on it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from ccfuzz.model import FindingKind
from ccfuzz.passes.toolchain import Toolchain
from ccfuzz.triage.ir import attempt, same


def main(argv: list[str]) -> int:
    spec = json.loads(Path(argv[0]).read_text())
    if "mode" in spec:
        from ccfuzz.triage.prepass import trial

        return 0 if trial(spec, Path(argv[1]).read_bytes()).misbehaves else 1
    kind = FindingKind(spec["kind"])
    # The toolchain as the triage found it: asking opt its version again on every candidate
    # would double llvm-reduce's processes.
    tried = attempt(Toolchain(**spec["toolchain"]), spec["arguments"],
                    Path(argv[1]).read_bytes(), kind)
    return 0 if same(tried.failure, kind, spec["detail"]) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

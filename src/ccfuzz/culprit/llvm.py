"""clang: the first pass at which the finding holds, by bisecting ``-opt-bisect-limit``.

``-mllvm -opt-bisect-limit=N`` runs the first N passes that may be skipped and skips every
later one; ``-1`` runs them all and prints each as ``BISECT: running pass (N) NAME on UNIT``,
IR passes and code generation passes alike, numbered in the order they run. The first N
passes run alike under every limit from N up, so the log of one compile names pass N for
all of them. A binary search then finds the N at which the finding first holds: it holds
with N passes and not with N - 1 (both asked), so pass N, on that unit, makes the
difference; some ``log2(passes)`` questions.

Passes that cannot be skipped (instruction selection, register allocation and the other
passes LLVM marks required) are not numbered: they run under every limit. A finding that
holds at limit 0 was made by the front end or by one of them; then there is no optional
pass to blame, and the answer says so. A required pass may also be where the wrong code is
made out of the IR the named pass left: the named pass is the first one without which the
finding does not show, which is what developers bisect for.
"""

from __future__ import annotations

import re

from ccfuzz.culprit.trials import Culprit, Scheme, Trials
from ccfuzz.errors import CcfuzzError

LINE = re.compile(r"^BISECT: running pass \((\d+)\) (.+?) on (.+)$", re.M)


def limit(n: int) -> tuple[str, str]:
    return ("-mllvm", f"-opt-bisect-limit={n}")


def passes_run(log: str) -> dict[int, tuple[str, str]]:
    """The passes a ``-opt-bisect-limit=-1`` compile ran: number -> (name, unit)."""
    return {int(m.group(1)): (m.group(2), m.group(3)) for m in LINE.finditer(log)}


def bisect(trials: Trials) -> Culprit:
    """The culprit pass of the finding on the trials' program and target (see the module);
    the caller has asked already that the finding holds without extra flags."""
    built = trials.compile(limit(-1))
    passes = passes_run(built.diagnostics)
    build = trials.target.id
    if not passes:
        raise CcfuzzError(f"{build} printed no BISECT line under -mllvm -opt-bisect-limit=-1 "
                          f"(not an LLVM compiler?): {built.diagnostics[:300]}")
    total = max(passes)
    if trials.holds(limit(0)):
        return Culprit(Scheme.LLVM, build, "front end or required pass",
                       f"holds with all {total} optional passes skipped "
                       "(-opt-bisect-limit=0): the front end or a pass that cannot be "
                       "skipped (instruction selection, register allocation, ...) makes it",
                       {"passes": total, "pass": 0})
    lo, hi = 0, total  # holds with hi passes (all of them), not with lo
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if trials.holds(limit(mid)):
            hi = mid
        else:
            lo = mid
    name, unit = passes[hi]
    return Culprit(Scheme.LLVM, build, f"pass {name}",
                   f"pass ({hi}) {name} on {unit}: the first of {total} passes at which "
                   f"the finding holds (-mllvm -opt-bisect-limit={hi}; with {hi - 1} it "
                   "does not)", {"pass": hi, "name": name, "unit": unit, "passes": total})

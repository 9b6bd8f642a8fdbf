"""The interestingness test of a reduction: the finding holds, and the candidate is valid C.

    python -m ccfuzz.reduce.check SPEC.json FILE.c     exit 0: interesting, 1: not

First, from the text alone: are the candidate's asm statements some of the original's, each
unchanged (``constructs.edited_asm``; a reduction keeps an asm statement whole or deletes
it: a lost clobber or operand changes what the program means)? Then three questions,
stopping at the first "no": does the finding still hold
(``ccfuzz.predicate.holds`` on the spec's claim), is the candidate strictly valid C in the
original's dialect (``strict.strict_error``: two ``-fsyntax-only`` compiles), and is it free
of undefined behaviour (``guard.invalid``)? The finding first: most candidates fail there,
at their first compile, and pay nothing for the rest; strictness before the guard, whose
builds and runs cost several times more.

The guard's compiles are most of a check's cost, so each does double duty: when no target is
a gcc or clang build (a tcc finding, say), the two sanitized builds also stand in for all but
the first reference build: they are gcc and clang builds that must print the reference
output anyway. When a target is gcc or clang, every reference is still built, since a
sanitized build of the target's compiler might share its bug.

``--why`` prints the reason of a "no" (the reducer does not need it; people do).
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import sys
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

from ccfuzz import placement
from ccfuzz.case import guard as ub
from ccfuzz.case import strict
from ccfuzz.case.spec import Spec
from ccfuzz.constructs import edited_asm
from ccfuzz.predicate import Answer, Claim, Judgement, holds
from ccfuzz.wholefile import write_whole


def guarded_claim(claim: Claim, guard: ub.Guard) -> Claim:
    """The claim to ask before ``guard``: with one reference build when the guard's
    sanitized builds can stand in for the others (see the module)."""
    if guard.enabled and claim.rule.runs and claim.reference is None and \
            not any(ub.shares_family(t.version) for t in claim.targets):
        return claim.asking(claim.references[:1])
    return claim


def moved_reference(claim: Claim) -> tuple[str, ...] | None:
    """The command of the guard's moved build: the first reference build's, moved (None:
    the claim names no reference build, or its command cannot be moved)."""
    if not claim.references:
        return None
    first = claim.references[0]
    return placement.moved_command(first.command, gcc_or_clang=ub.shares_family(first.version))


def check(spec: Spec, source: bytes) -> Judgement:
    """Whether ``source`` is interesting: the claim holds on it, it is strict C in the spec's
    dialect, and the guard lets it pass."""
    claim, guard = guarded_claim(spec.claim, spec.guard), spec.guard
    if spec.asm is not None and (edited := edited_asm(
            spec.asm, source.decode("utf-8", "surrogateescape"))) is not None:
        return Judgement(Answer.INVALID, f"asm edited: {edited}")
    with tempfile.TemporaryDirectory(prefix="ccfuzz-check-") as tmp:
        judgement = holds(claim, source, Path(tmp))
        if not judgement.holds:
            return judgement
        if spec.dialect is not None:
            why_not = strict.strict_error(source, spec.dialect, seconds=claim.compile_seconds,
                                          workdir=Path(tmp))
            if why_not is not None:
                return Judgement(Answer.INVALID, f"not strict C: {why_not}",
                                 judgement.reference)
        if not guard.enabled:
            return judgement
        candidate = ub.Candidate(source, claim.stdin, Path(tmp), claim.compile_seconds,
                                 claim.run_seconds, claim.must_link, moved_reference(claim))
        why_not = ub.invalid(guard, candidate, judgement.reference)
    if why_not is not None:
        return Judgement(Answer.INVALID, why_not, judgement.reference)
    return Judgement(Answer.HOLDS, "interesting", judgement.reference)


# Where a running reduction keeps its smallest checked program (``reduced.c``): set in the
# reducer's environment, so a check the script runs on its own (no service) keeps it too.
KEEP_ENV = "CCFUZZ_REDUCE_KEEP"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    why = "--why" in args
    args = [a for a in args if a != "--why"]
    if len(args) != 2:
        print("usage: python -m ccfuzz.reduce.check SPEC.json FILE.c [--why]", file=sys.stderr)
        return 2
    spec = Spec.load(Path(args[0]))
    source = Path(args[1]).read_bytes()
    judgement = check(spec, source)
    kept = os.environ.get(KEEP_ENV)
    if judgement.holds and kept:
        keep_if_smaller(Path(kept), source)
    if why:
        print(f"{judgement.answer.value}: {judgement.reason}")
    return 0 if judgement.holds else 1


def keep_if_smaller(path: Path, source: bytes, stop: threading.Event | None = None) -> bool:
    """Replace the program in ``path`` by ``source``, a candidate that passed the check, when
    ``source`` is smaller (or ``path`` holds nothing yet) and ``stop`` is not set; whether it
    did. The file is always whole: written beside it and renamed over it. A lock file beside
    it orders the service's threads and the script's own checks, so a larger program never
    replaces a smaller one that another check kept meanwhile; ``stop`` is asked under the
    lock, so once it is set, what ``read_kept`` returns is final."""
    with _lock(path):
        if stop is not None and stop.is_set():
            return False
        try:
            if path.stat().st_size <= len(source):
                return False
        except FileNotFoundError:
            pass
        write_whole(path, source)
        return True


def read_kept(path: Path) -> bytes:
    """The program ``keep_if_smaller`` kept in ``path``, read under its lock."""
    with _lock(path):
        return path.read_bytes()


@contextlib.contextmanager
def _lock(path: Path) -> Iterator[None]:
    with path.with_name(f".{path.name}.lock").open("a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


if __name__ == "__main__":
    sys.exit(main())

"""gcc: a minimal set of optimization flags whose ``-fno-`` makes the finding disappear.

``gcc -Q --help=optimizers`` with the target's level and flags lists what is enabled; with
every one of them turned off the finding must disappear (else no flag governs it: the
answer says so). ddmin (``ccfuzz.ddmin``, the one the pass-sequence reducer runs)
then shrinks that set to a 1-minimal one: every flag in it is needed, and turning them
all off makes the finding disappear. Usually one flag is left: "disappears with
-fno-tree-vrp".

Where the flags' passes can be named (``-fdump-passes`` lists the passes that run, as
``tree-vrp1``, ``rtl-sched2``, ...), ``-fdisable-PASS`` confirms it: the finding must
disappear with those passes disabled, and each instance is tried alone to name the one
that does it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ccfuzz import sandbox
from ccfuzz.culprit.trials import Culprit, Scheme, Trials, opt_level
from ccfuzz.ddmin import ddmin
from ccfuzz.errors import CcfuzzError
from ccfuzz.model import BuildStatus, Ending

ENABLED = re.compile(r"^\s+-f([\w+.-]+)\s+\[enabled\]", re.M)
DUMPED = re.compile(r"^\s*((?:tree|rtl|ipa)-[\w.-]+?)\s+:\s+ON\s*$", re.M)
UNRECOGNIZED = re.compile(r"unrecognized command[- ]line option .-f(?:no-)?([\w+.-]+)")
# Enabled flags whose -fno- form is not an optimization turned off: the language's or the
# ABI's rules, or permission for more optimization (-fno-math-errno, -fno-trapping-math).
NOT_OPTIMIZATIONS = frozenset({
    "math-errno", "trapping-math", "signed-zeros", "semantic-interposition",
    "asynchronous-unwind-tables", "unwind-tables", "exceptions", "non-call-exceptions",
    "plt", "short-enums", "stack-protector", "stack-clash-protection", "trampolines",
})
# The passes of flags whose names are not their passes' (-fdump-passes names, no number).
PASSES_OF: dict[str, tuple[str, ...]] = {
    "tree-vrp": ("tree-vrp", "tree-evrp"),
    "tree-dominator-opts": ("tree-dom",),
    "tree-loop-vectorize": ("tree-vect",),
    "tree-slp-vectorize": ("tree-slp",),
    "tree-loop-im": ("tree-lim",),
    "tree-copy-prop": ("tree-copyprop",),
    "tree-dce": ("tree-dce", "tree-cddce"),
    "tree-sra": ("tree-sra", "tree-esra"),
    "tree-pta": ("tree-alias", "tree-ealias"),
    "tree-switch-conversion": ("tree-switchconv",),
    "tree-ch": ("tree-ch", "tree-ch_vect"),
    "tree-loop-distribute-patterns": ("tree-ldist",),
    "tree-partial-pre": ("tree-pre",),
    "ivopts": ("tree-ivopts",),
    "split-paths": ("tree-split-paths",),
    "predictive-commoning": ("tree-pcom",),
    "optimize-strlen": ("tree-strlen",),
    "store-merging": ("tree-store-merging",),
    "thread-jumps": ("tree-ethread", "tree-thread", "tree-threadfull"),
    "early-inlining": ("tree-einline",),
    "inline-small-functions": ("ipa-inline",),
    "inline-functions-called-once": ("ipa-inline",),
    "schedule-insns": ("rtl-sched1",),
    "schedule-insns2": ("rtl-sched2",),
    "ipa-pure-const": ("ipa-pure-const", "tree-local-pure-const"),
    "ipa-modref": ("ipa-modref", "tree-modref"),
}
HELP_SECONDS = 30.0


def enabled_flags(trials: Trials) -> list[str]:
    """The optimization flags enabled at the target's level and flags (without ``-f``)."""
    command = trials.target.command
    options = [a for a in command[1:] if a.startswith(("-O", "-f", "-m"))]
    proc = sandbox.run([command[0], "-Q", "--help=optimizers", *options],
                       limits=sandbox.Limits(wall_seconds=HELP_SECONDS))
    if proc.ending is not Ending.EXITED or proc.exit_code != 0:
        raise CcfuzzError(f"`{command[0]} -Q --help=optimizers` failed: "
                          f"{proc.stderr_text()[:300]}")
    return [f for f in ENABLED.findall(proc.stdout.decode(errors="replace"))
            if f not in NOT_OPTIMIZATIONS]


def off(flags: Sequence[str]) -> tuple[str, ...]:
    return tuple(f"-fno-{f}" for f in flags)


def passes_of(flag: str, running: Sequence[str]) -> list[str]:
    """The passes of ``running`` (``-fdump-passes`` names) that ``flag`` governs, as far as
    their names tell."""
    if flag.startswith(("tree-", "ipa-")):
        stems: tuple[str, ...] = (flag,)
    else:
        stems = (f"rtl-{flag}", f"tree-{flag}")
    stems = PASSES_OF.get(flag, stems)
    return [p for p in running if p in stems or p.rstrip("0123456789") in stems]


def minimize(trials: Trials) -> Culprit:
    """The flags culprit of the finding (see the module); the caller has asked already that
    the finding holds without extra flags."""
    build = trials.target.id
    flags = _usable(trials, enabled_flags(trials))
    if trials.holds(off(flags)):
        return Culprit(Scheme.GCC, build, "",
                       f"holds with all {len(flags)} optimization flags enabled at "
                       f"{opt_level(trials.target.command)} turned off: no -f flag governs "
                       "it (the front end, or a pass no flag turns off)", {"flags": len(flags)})
    search = ddmin(tuple(flags))
    try:
        candidate = next(search)
        while True:
            candidate = search.send(not trials.holds(off(candidate)))
    except StopIteration as stop:
        minimal: tuple[str, ...] = stop.value
    spelled = " ".join(off(minimal))
    details: dict[str, object] = {"flags": list(off(minimal)), "enabled": len(flags)}
    summary = f"disappears with {spelled}" if len(minimal) == 1 else \
        f"disappears with {spelled} together (a minimal set: each is needed)"
    confirmed = _confirm(trials, minimal)
    if confirmed is not None:
        details.update(confirmed)
        summary += f"; {confirmed['confirmation']}"
    return Culprit(Scheme.GCC, build, spelled, summary, details)


def _usable(trials: Trials, flags: list[str]) -> list[str]:
    """The flags without those this gcc refuses in their -fno- form (compiled once with all
    of them off; a refused one is named in the error)."""
    for _ in range(3):
        built = trials.compile(off(flags))
        refused = set(UNRECOGNIZED.findall(built.diagnostics))
        if built.status is BuildStatus.OK or not refused:
            break
        flags = [f for f in flags if f not in refused]
    return flags


def _confirm(trials: Trials, flags: Sequence[str]) -> dict[str, object] | None:
    """Disable the named passes of ``flags``: the finding must disappear; then each pass
    alone, to name the one that does it. None when no pass can be named."""
    running = DUMPED.findall(trials.compile(("-fdump-passes",)).diagnostics)
    named = list(dict.fromkeys(p for f in flags for p in passes_of(f, running)))
    if not named:
        return None
    disable = tuple(f"-fdisable-{p}" for p in named)
    if trials.holds(disable):
        return {"passes": named, "confirmation": "not confirmed: it still shows with "
                + " ".join(disable)}
    alone = [p for p in named if len(named) > 1 and not trials.holds((f"-fdisable-{p}",))]
    if len(named) == 1 or len(alone) == 1:
        which = named if len(named) == 1 else alone
        return {"passes": which, "confirmation": f"confirmed: -fdisable-{which[0]}"
                + (" alone" if len(named) > 1 else "") + " makes it disappear"}
    if alone:
        return {"passes": alone, "confirmation": "confirmed: each of "
                + " ".join(f"-fdisable-{p}" for p in alone) + " alone makes it disappear"}
    return {"passes": named, "confirmation": f"confirmed: {' '.join(disable)} together "
            "make it disappear"}

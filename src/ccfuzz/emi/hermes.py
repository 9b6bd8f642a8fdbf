"""Hermes (Sun, Le, Su, OOPSLA'16): EMI variants that mutate the code the input *does* run.

The seed is profiled on its input (``profile.values``): at statements sampled with
probability ``p`` (0.1, as in the paper, raised for short seeds: ``scaled``; every statement
when the sample holds no site), the values every readable integer lvalue in scope
takes on every visit. A *site* is a sampled statement that ran and sees at least one lvalue
whose values the profile knows completely; only those values ever decide a truth value or the
definedness of an operator (``synth``). At each site a variant mutates, one of three
mutations is chosen with equal probability (among those that apply there):

- **FCB**, a false conditional block: ``if (P) { body }`` or ``while (P) { body }`` before the
  statement, with ``P`` false on every visit and a body of assignments (and nested ``if``\\s)
  over the site's lvalues, each expression defined for the values the lvalues have there: it
  never runs, and no constant in it gives gcc or clang a reason to warn;
- **TG**, a true guard: the statement becomes ``{if (P) { statement }}`` with ``P`` true on
  every visit. Never around a declaration, a label some jump names, a ``case`` of a switch
  outside it, a statement that uses a local that may be unset (declared without
  initializer, or jumped past by a case or goto: the compilers would warn it may be used
  uninitialized), or the last statement of a non-void function
  (they would warn that control reaches its end);
- **TCB**, a true conditional block whose effects are undone, the paper's template extended
  to several lvalues of different types: back each up, assign each a synthesized expression
  (the environment updated after each assignment, as the paper's speculative execution
  does), read the new values in an always-false block so they are not optimized away, and
  restore them in reverse order, all inside one ``{ }`` before the statement.

Only lvalues that are not const, not bit-fields and not union members are ever assigned (a
store to a union member leaves the bytes of the others unspecified, 6.2.6.1p7). Mutations are
data (``Mutation``), applied through ``cmodel.Rewriter``; inserted text stays on
the line of the statement it precedes, so a variant's lines match the seed's. Variants are not
parsed again: the text is built from a grammar, the rewriter refuses conflicting edits, and a
libclang parse would cost several times the making of a variant (a variant that no build
accepts is recorded by a campaign as an error of ccfuzz, not as a finding). Integers only;
nothing is read that may be uninitialized, volatile or behind a pointer (the profile reads
nothing else).
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import ClassVar

from ccfuzz import cint, cmodel
from ccfuzz.cmodel import CProgram, Rewriter, StmtKind
from ccfuzz.emi import synth
from ccfuzz.emi.hermes_mutations import KINDS, MUTATORS, Mutation, Names, Site, guardable
from ccfuzz.emi.names import MIN_POINTS, SUMMARIES
from ccfuzz.emi.seed import (
    REFERENCE_COMPILER,
    FromSeed,
    member,
    profile_compilers,
    reference_run,
    unhinted,
)
from ccfuzz.emi.strategy import Settings
from ccfuzz.errors import InvalidProgramError, RewriteError
from ccfuzz.model import Program
from ccfuzz.profile import values
from ccfuzz.profile.lvalues import LValue, uninitialized_locals

DEFAULT_P = 0.1
_PREFIX = "ccfuzz_h"


@dataclass
class HermesSeed:
    program: Program
    model: CProgram
    output: bytes  # what the reference build prints on the input
    reference: str
    profile: values.ValueProfile
    p: float
    sites: tuple[Site, ...]
    prefix: str  # of the names TCB and FCB declare: no identifier of the seed starts so


@dataclass(frozen=True)
class Variant:
    program: Program
    mutations: tuple[Mutation, ...]
    rate: float  # the probability with which each site was mutated


# -- the seed -------------------------------------------------------------------------------

def prepare(program: Program, *, p: float = DEFAULT_P, rng: random.Random,
            compiler: str = REFERENCE_COMPILER, run_seconds: float = 10) -> HermesSeed:
    """Parse, run and value-profile a seed; ParseError / InvalidProgramError say why it
    cannot serve, naming it as the user knows it (its file, if it has one).

    Statements are sampled with probability ``scaled(p, n)`` for a seed of ``n`` candidate
    statements; a sample with no site is followed by a profile of every statement, so a seed
    is refused only when no statement that runs sees completely known integer values."""
    program = unhinted(program)
    label = program.origin.path or program.name
    named = replace(program, name=label)
    model = cmodel.load(program.source, path="seed.c")
    output, reference = reference_run(named, compiler=compiler, run_seconds=run_seconds)
    statements = sum(1 for s in model.statements() if values.candidate(s))
    rate = scaled(p, statements)
    compilers = profile_compilers(compiler)
    prof = _profile(model, named, rate, rng, compilers, run_seconds, output, reference)
    found = sites(prof)
    if not found and rate < 1:
        why = _why_no_sites(prof, rate)
        try:
            prof = _profile(model, named, 1.0, rng, compilers, run_seconds, output, reference)
        except InvalidProgramError as exc:  # every statement instrumented: too slow, say
            raise InvalidProgramError(f"{label}: {why}; profiling every statement failed "
                                      f"too: {exc}") from None
        rate, found = 1.0, sites(prof)
    if not found:
        raise InvalidProgramError(f"{label}: {_why_no_sites(prof, rate)}")
    prefix = _PREFIX
    while prefix.encode() in program.source.encode():
        prefix += "_"
    return HermesSeed(program, model, output, reference, prof, rate, found, prefix)


def scaled(p: float, statements: int) -> float:
    """The sampling probability for a seed of ``statements`` candidate statements: ``p``,
    raised so that ``MIN_POINTS`` statements are expected in the sample (every statement of
    a seed of ``MIN_POINTS`` or fewer). The paper's 0.1 was chosen for Csmith programs of
    thousands of statements; on a seed of 20 it would often sample none."""
    return max(p, min(1.0, MIN_POINTS / max(statements, 1)))


def _profile(model: CProgram, named: Program, p: float, rng: random.Random,
             compilers: tuple[str, ...], run_seconds: float, output: bytes,
             reference: str) -> values.ValueProfile:
    prof = values.profile(model, named, p=p, rng=rng, compilers=compilers,
                          run_seconds=run_seconds)
    if prof.stdout != output or prof.exit_code != 0:
        raise InvalidProgramError(
            f"{named.name}: does not behave like the seed once instrumented for value "
            f"profiling (exit status {prof.exit_code}, {len(prof.stdout)} bytes of output "
            f"against 0 and {len(output)} under {reference}); its output may depend on its "
            "own code layout")
    return prof


def _why_no_sites(prof: values.ValueProfile, p: float) -> str:
    ran = [sid for sid, n in prof.visit_counts.items() if n]
    seen = [vs for sid in ran for vs in prof.values[sid].values()]
    sampled = f"statements sampled (p={p:g})" if p < 1 else "statements (every one profiled)"
    if not prof.points:
        why = "it has no statement whose values may be profiled"
    elif not ran:
        why = f"none of the {len(prof.points)} {sampled} ran on its input"
    elif not seen:
        why = (f"the {len(ran)} {sampled} that ran see no integer variable that "
               "may be read (initialized, not volatile, not behind a pointer)")
    else:
        why = (f"the {len(ran)} {sampled} that ran see integer variables, but none "
               f"whose values are completely known (more than {values.MAX_DISTINCT} distinct "
               "values each)")
    return f"{why}; Hermes needs completely known integer values at statements that run"


def sites(prof: values.ValueProfile) -> tuple[Site, ...]:
    """The sampled statements Hermes can mutate, in source order."""
    out: list[Site] = []
    uninitialized: dict[int, frozenset[str]] = {}
    for sid in sorted(prof.points, key=lambda i: prof.points[i].stmt.start):
        stmt = prof.points[sid].stmt
        if not prof.visit_counts.get(sid) or not prof.exhaustive(stmt):
            continue
        lvalues = prof.lvalues_at(stmt)
        known: list[synth.Term] = []
        assignable: list[synth.Term] = []
        for expr, seen in prof.values_at(stmt).items():
            lv = lvalues[expr]
            ctype = expression_type(lv)
            if not seen.complete or ctype is None:
                continue
            term = synth.var(expr, ctype, seen.values)
            known.append(term)
            if lv.bit_width is None and not lv.const and not lv.in_union:
                assignable.append(term)
        if not known:
            continue
        kinds = []
        if stmt.role == "item" or stmt.kind != StmtKind.DECL:
            kinds.append("fcb")
            if assignable:
                kinds.append("tcb")
        fn = stmt.function
        if fn.start not in uninitialized:
            uninitialized[fn.start] = uninitialized_locals(fn)
        if guardable(stmt, uninitialized[fn.start]):
            kinds.append("tg")
        if kinds:
            out.append(Site(stmt, tuple(known), tuple(assignable), tuple(kinds)))
    return tuple(out)


def expression_type(lv: LValue) -> cint.CType | None:
    """The type ``lv`` has in an expression: a bit-field narrower than int is promoted to
    int (6.3.1.1p2); a bit-field of a type wider than int is left out (its arithmetic is the
    compiler's own)."""
    if lv.bit_width is None:
        return lv.type
    if lv.type.rank > cint.INT.rank:
        return None
    return cint.INT if lv.bit_width < cint.INT.width else cint.promote(lv.type)



def variant(seed: HermesSeed, rng: random.Random, *, name: str,
            kinds: tuple[str, ...] = KINDS, rate: float | None = None) -> Variant | None:
    """One variant: each site is mutated with probability ``rate``, by default drawn afresh
    for the variant (at least one site is); None if no site allows any of ``kinds``."""
    usable = [s for s in seed.sites if any(k in s.kinds for k in kinds)]
    if not usable:
        return None
    if rate is None:
        rate = rng.random()
    chosen = [s for s in usable if rng.random() < rate] or [rng.choice(usable)]
    names = Names(seed.prefix)
    mutations = []
    for site in chosen:
        kind = rng.choice(kinds)
        if kind not in site.kinds:
            kind = rng.choice([k for k in kinds if k in site.kinds])
        mutations.append(MUTATORS[kind](site, rng, names))
    text = apply(seed, mutations)
    program = member(seed.program, seed.output, name, text, Hermes.name,
                     f"hermes p={seed.p:g} rate={rate:.3f} {len(mutations)} mutations: "
                     + " ".join(m.describe() for m in mutations), parent=seed.program.name)
    return Variant(program, tuple(mutations), rate)


def variants(seed: HermesSeed, count: int, rng: random.Random, *, prefix: str,
             kinds: tuple[str, ...] = KINDS) -> list[Variant]:
    out: list[Variant] = []
    for i in range(count):
        v = variant(seed, rng, name=f"{prefix}-hermes-{i}", kinds=kinds)
        if v is None:
            break
        out.append(v)
    return out


def apply(seed: HermesSeed, mutations: list[Mutation]) -> str:
    """The seed with ``mutations`` applied (RewriteError: a bug here)."""
    by_id = {s.stmt.id: s.stmt for s in seed.sites}
    rw = Rewriter(seed.model)
    try:
        for m in mutations:
            stmt = by_id[m.stmt]
            if m.kind == "tg":
                rw.wrap(stmt, m.before, m.after)
            else:
                rw.insert_before(stmt, m.before)
        return rw.apply().decode()
    except RewriteError as exc:
        raise RewriteError(f"Hermes broke seed {seed.program.name}: {exc}") from None


def sampler(points: float, program: Program) -> random.Random:
    """The generator that draws the statements profiled: a function of the seed's text and
    ``points``, so a seed gets the same profile wherever and whenever it is prepared."""
    digest = hashlib.sha256(f"{points!r}\0{program.source}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "little"))


# -- the strategy ---------------------------------------------------------------------------

class Hermes(FromSeed[HermesSeed]):
    """The strategy: independent variants of one value profile of the seed. The statements
    profiled are drawn by a generator seeded from the seed's text and ``Settings.points``, so
    a seed gets the same profile wherever and whenever it is prepared."""

    name: ClassVar[str] = "hermes"
    summary: ClassVar[str] = SUMMARIES[name]
    chained: ClassVar[bool] = False

    def __init__(self, seed: HermesSeed) -> None:
        self.seed = seed
        self.made = 0
        self.kinds: Counter[str] = Counter()

    @classmethod
    def prepare(cls, program: Program, settings: Settings) -> Hermes:
        return cls(prepare(program, p=settings.points, rng=sampler(settings.points, program),
                           compiler=settings.compiler, run_seconds=settings.run_seconds))

    def describe(self) -> str:
        prof = self.seed.profile
        ran = sum(1 for n in prof.visit_counts.values() if n)
        per_kind = Counter(k for site in self.seed.sites for k in site.kinds)
        statements = sum(1 for s in self.seed.model.statements() if values.candidate(s))
        return (f"{len(prof.points)} of {statements} statements profiled (p={self.seed.p:g}), "
                f"{ran} ran, "
                f"{len(self.seed.sites)} with completely known integer values (FCB possible "
                f"at {per_kind['fcb']}, TG at {per_kind['tg']}, TCB at {per_kind['tcb']})")

    def variants(self, rng: random.Random, *, prefix: str) -> Iterator[Program]:
        k = 0
        while (v := variant(self.seed, rng, name=f"{prefix}-hermes-{k}")) is not None:
            k += 1
            self.made += 1
            self.kinds.update(m.kind for m in v.mutations)
            yield v.program

    def why_ended(self) -> str:
        return f"it mutates only {self.describe()}"

    def statistics(self) -> dict[str, float]:
        return {"variants": self.made, "sites": len(self.seed.sites),
                **{k: self.kinds[k] for k in KINDS}}

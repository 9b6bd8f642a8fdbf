"""The three Hermes mutations, as data: FCB, TG and TCB at one site (see ``hermes``).

Each builder returns a ``Mutation``: the text to insert before the site's statement (for TG,
the text that opens and the text that closes the guard around it). ``guardable`` says where
TG may go. Inserted text is one line, so a variant's lines are the seed's.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ccfuzz import cint
from ccfuzz.cmodel import Stmt, StmtKind
from ccfuzz.emi import synth

KINDS = ("fcb", "tg", "tcb")
MAX_TCB_VARS = 3


@dataclass(frozen=True)
class Site:
    """A sampled statement that ran, with what Hermes may use just before it."""

    stmt: Stmt
    known: tuple[synth.Term, ...]  # lvalues whose every value there is known
    assignable: tuple[synth.Term, ...]  # those of them TCB and FCB bodies may assign
    kinds: tuple[str, ...]  # the mutations that apply here


@dataclass(frozen=True)
class Mutation:
    kind: str  # "fcb", "tg" or "tcb"
    stmt: int  # the id of the statement at the site
    line: int
    before: str  # inserted before the statement (tg: opens the guard)
    after: str = ""  # tg: closes the guard
    assigned: tuple[str, ...] = ()  # tcb: the lvalues it assigns and restores

    def describe(self) -> str:
        return f"{self.kind}@{self.line}" + (f"({','.join(self.assigned)})"
                                             if self.assigned else "")


class Names:
    """Fresh identifiers for one variant."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self.count = 0

    def new(self) -> str:
        self.count += 1
        return f"{self.prefix}{self.count}"


def guardable(stmt: Stmt, uninitialized: frozenset[str]) -> bool:
    """May TG wrap ``stmt`` in an always-true ``if``? (The rules: ``hermes``' docstring.)"""
    if not stmt.editable or stmt.kind in (StmtKind.DECL, StmtKind.NULL) or in_tail(stmt):
        return False
    uses = stmt.function.identifier_uses
    inside = range(stmt.start, stmt.end)
    if any(offset in inside for name in uninitialized for offset in uses.get(name, ())):
        return False
    for s in stmt.walk():
        if s.kind == StmtKind.LABEL and any(
                offset not in inside for offset in uses.get(s.label or "", ())):
            return False
        if s.kind in (StmtKind.CASE, StmtKind.DEFAULT):
            switch = next((a for a in s.ancestors() if a.kind == StmtKind.SWITCH), None)
            if switch is None or switch.start < stmt.start:
                return False
    return True


def in_tail(stmt: Stmt) -> bool:
    """Would a non-void function fall off its end if ``stmt`` were skipped?"""
    if stmt.function.cursor.result_type.get_canonical().kind.name == "VOID":
        return False
    node = stmt
    while node.parent is not None:  # up through branches, labels and loops alike
        if node.parent.kind == StmtKind.COMPOUND and node.parent.children[-1] is not node:
            return False
        node = node.parent
    return True


# -- the three mutations --------------------------------------------------------------------

def fcb(site: Site, rng: random.Random, names: Names) -> Mutation:
    """``if (P) { body }`` or ``while (P) { body }``, P false on every visit."""
    env = {t.text: t for t in site.known}
    pred = synth.predicate(False, list(env.values()), rng, rng.randint(0, 3))
    targets = list(site.assignable)
    local = ""
    if not targets or rng.random() < 0.2:
        ctype = rng.choice(cint.TYPES[1:])
        init = synth.cast(synth.expression(list(env.values()), rng), ctype)
        name = names.new()
        local = f"{ctype.name} {name} = {init.text}; "
        targets.append(env.setdefault(name, synth.var(name, ctype, init.values)))
    body = _dead_body(env, targets, rng, depth=1)
    keyword = "while" if rng.random() < 0.5 else "if"
    return Mutation("fcb", site.stmt.id, site.stmt.line,
                    f"{keyword} {pred.text} {{ {local}{body} }} ")


def tg(site: Site, rng: random.Random, names: Names) -> Mutation:
    """``{if (P) { statement }}``, P true on every visit."""
    pred = synth.predicate(True, site.known, rng, rng.randint(0, 3))
    return Mutation("tg", site.stmt.id, site.stmt.line, f"if {pred.text} {{ ", " }")


def tcb(site: Site, rng: random.Random, names: Names) -> Mutation:
    """Back up lvalues, assign them, read them in a false block, restore them."""
    targets = _distinct_types(site.assignable, rng.randint(1, MAX_TCB_VARS), rng)
    env = {t.text: t for t in site.known}
    parts: list[str] = []
    backups = []
    for v in targets:
        backup = names.new()
        backups.append(backup)
        parts.append(f"{v.type.name} {backup} = {v.text};")
    for v in targets:
        e = synth.cast(synth.expression(list(env.values()), rng), v.type)
        parts.append(f"{v.text} = {e.text};")
        env[v.text] = synth.var(v.text, v.type, e.values)
    pred = synth.predicate(False, list(env.values()), rng, rng.randint(0, 3))
    uses = []
    for v in targets:
        w = rng.choice(site.assignable)
        e = synth.cast(synth.expression(list(env.values()), rng, first=env[v.text]), w.type)
        uses.append(f"{w.text} = {e.text};")
    parts.append(f"if {pred.text} {{ {' '.join(uses)} }}")
    parts += [f"{v.text} = {b};" for v, b in reversed(list(zip(targets, backups, strict=True)))]
    return Mutation("tcb", site.stmt.id, site.stmt.line, "{ " + " ".join(parts) + " } ",
                    assigned=tuple(v.text for v in targets))


MUTATORS = {"fcb": fcb, "tg": tg, "tcb": tcb}


def _distinct_types(terms: tuple[synth.Term, ...], count: int, rng: random.Random
                    ) -> list[synth.Term]:
    """Up to ``count`` of ``terms``, of as many different types as there are."""
    pool = list(terms)
    rng.shuffle(pool)
    picked: list[synth.Term] = []
    for t in pool:
        if len(picked) < count and all(p.type != t.type for p in picked):
            picked.append(t)
    for t in pool:
        if len(picked) < count and t not in picked:
            picked.append(t)
    return picked


def _dead_body(env: dict[str, synth.Term], targets: list[synth.Term], rng: random.Random,
               depth: int) -> str:
    """Statements that never run: assignments to ``targets`` and nested ``if``\\s. ``env``
    follows the assignments, so every expression is defined for the values it would see."""
    parts = []
    for _ in range(rng.randint(1, 3)):
        if depth > 0 and rng.random() < 0.3:
            cond = synth.predicate(rng.random() < 0.5, list(env.values()), rng, 1)
            inner = dict(env)
            parts.append(f"if {cond.text} {{ {_dead_body(inner, targets, rng, depth - 1)} }}")
            for key, t in inner.items():  # after the if: either value
                if env[key] is not t:
                    env[key] = synth.var(key, t.type, env[key].values | t.values)
        else:
            target = rng.choice(targets)
            e = synth.cast(synth.expression(list(env.values()), rng), target.type)
            parts.append(f"{target.text} = {e.text};")
            env[target.text] = synth.var(target.text, target.type, e.values)
    return " ".join(parts)

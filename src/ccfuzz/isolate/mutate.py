"""DiWi's witnessing mutation rules (Chen et al., FSE'19), as edits over the C model.

132 rules in six categories, each a small change that keeps a program close to the one it
came from, so that a compiler handling the mutant runs almost the code it ran on the original:

- qualifiers (6): add or remove ``volatile``, ``const``, ``restrict`` in a declaration;
- modifiers (8): add or remove ``unsigned``, ``signed``, ``short``, ``long`` in a declaration
  or a cast;
- binary operators (88), each replaced by another of its category: arithmetic (5 operators,
  20 rules), relational (6, 30), bitwise (3, 6), shifts (2), logical (2), compound
  assignments (arithmetic, bitwise and shift ones within their group: 20 + 6 + 2 = 28);
- unary operators (25): ``++x``, ``x++``, ``--x``, ``x--`` and ``~x``, each to each other or
  removed;
- integer constants (4): ``+1``, ``-1``, ``*-1``, ``*0``;
- a variable replaced by another one in scope of the same type (1).

Beyond the paper, ``rules(retype=True)`` adds 8 type rules: the arithmetic type of one
declaration or cast (``<stdint.h>``'s exact-width types included) becomes ``_Bool``,
``char``, ``short``, ``int``, ``long``, ``long long``, ``float`` or ``double``. DiWi's
modifiers only add or remove ``unsigned``, ``signed``, ``short`` and ``long``, and none can
touch a typedef name such as ``int8_t``, so a program whose bug needs a ``_Bool``, a
``char``, a floating type or an ``int8_t`` keeps that type in every mutant: every witness then
runs the compiler's code for it, and the faulty function, if that code is where the bug lies,
ties with everything every compile runs.

``rules(delete=True)`` adds one more, the deletion of a statement. A reduced program keeps
only what its bug needs, so often none of the edits above leaves a program that compiles,
has no undefined behaviour and no longer fails; leaving out one statement is the kind of
change a reducer makes, one at a time, and a program one statement short of failing is as
close a witness as any.

``rules(operands=True)`` adds three more, which replace an arithmetic expression by one of its
operands (``a + b`` by ``(a)`` or ``(b)``, ``(T)e`` by ``(e)``): the witness lacks one
operation of the failing program, and its compile the compiler's code for that operation,
where the other rules mostly change the values that code sees.

``rules(fold=True)`` adds one that replaces a variable's read by a constant, one of the
program's own integer constants or 0 or 1: ``int tmp[n]`` becomes ``int tmp[2]``, no longer
a variable-length array, and ``x + 1`` a sum the compiler may fold. The other rules keep
every construct of the program, and with it the compiler's code for the construct; a
program reduced to a variable-length array or a variable the optimizer cannot see through
has no witness among them.

``rules(attributes=True)`` adds one that deletes an attribute (``__attribute__((...))``) or an
alignment specifier (``_Alignas(...)``) whole (``attributes``), in a macro's body too: the
other rules never touch one, so a bug in handling it stays in every mutant.

``rules(linkage=True)`` adds two that change a file-scope declaration's linkage: ``static``
deleted, or put first in a definition with no storage class (never ``main``'s). DiWi's
qualifiers and modifiers leave storage classes alone, so a program whose bug lies in how the
compiler addresses or relocates a static object (or an external one) keeps it so in every
mutant.

``rules(layout=True)`` adds four that edit what the preprocessor reads and a correct compiler
ignores (``layout``): a comment deleted, a run of blanks collapsed, a line's trailing blanks
removed, two lines joined. The other rules change C the compiler parses; a bug in reading
comments, spaces or line ends is in code every mutant of theirs runs alike. These four apply
anywhere, lines that print and macro arguments included, since they change no line's
meaning.

A rule is data: ``places(sites)`` lists every ``Edit`` it could make in one program's
``Sites``; ``mutate`` applies one of them, chosen by the caller's ``random.Random``.
Nothing on a line that prints (a call of ``printf``, the checksum's ``crc`` or Csmith's
``transparent_crc``: the oracle's output) and nothing in the bodies of those helpers is ever
mutated, nor anything that touches a macro expansion.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass

from ccfuzz.cmodel import Rewriter
from ccfuzz.errors import RewriteError
from ccfuzz.isolate import attributes, layout
from ccfuzz.isolate.sites import (
    ARITHMETIC,
    BITWISE,
    COMPOUND,
    INT_WORDS,
    LOGICAL,
    NOT_TYPE,
    NUMERIC_WORDS,
    RELATIONAL,
    SHIFTS,
    SIGNS,
    STDINT,
    UNARY,
    Edit,
    Sites,
)

_INTEGER_ONLY = frozenset({"%", "&", "|", "^", "<<", ">>", "%=", "&=", "|=", "^=", "<<=",
                           ">>="})

# -- the rules ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Qualifier:
    word: str  # const, volatile or restrict
    add: bool
    category = "qualifier"

    @property
    def name(self) -> str:
        return f"{'add' if self.add else 'remove'} {self.word}"

    def places(self, sites: Sites) -> list[Edit]:
        out = []
        for spec in sites.specs:
            if not self.add:
                out += [Edit(s, e, "") for w, s, e in spec.words if w == self.word]
            elif spec.has(self.word):
                continue
            elif self.word == "restrict":
                if spec.pointer_name is not None:
                    out.append(Edit(spec.pointer_name, spec.pointer_name, "restrict "))
            elif (self.word != "const" or spec.initialized) and \
                    (at := spec.type_start()) is not None:
                out.append(Edit(at, at, f"{self.word} "))
        return out


@dataclass(frozen=True)
class Modifier:
    word: str  # unsigned, signed, short or long
    add: bool
    category = "modifier"

    @property
    def name(self) -> str:
        return f"{'add' if self.add else 'remove'} {self.word}"

    def places(self, sites: Sites) -> list[Edit]:
        out = []
        for spec in sites.specs:
            if not spec.basic:
                continue
            words = [w for w, _, _ in spec.words]
            if self.add:
                if self._may_add(words) and (at := spec.type_start()) is not None:
                    out.append(Edit(at, at, f"{self.word} "))
                continue
            for w, s, e in spec.words:
                if w != self.word:
                    continue
                rest = list(words)
                rest.remove(w)
                # "unsigned x" without "unsigned" would have no type left: it becomes "int x".
                has_type = any(r in INT_WORDS | {"double", "float"} for r in rest)
                out.append(Edit(s, e, "" if has_type else "int"))
        return out

    def _may_add(self, words: list[str]) -> bool:
        if not any(w in INT_WORDS | SIGNS for w in words) and not (
                self.word == "long" and "double" in words):
            return False
        if any(w in ("float", "_Bool", "void") for w in words):
            return False
        if self.word in SIGNS:
            return not any(w in SIGNS for w in words) and "double" not in words
        if self.word == "short":
            return not any(w in ("char", "short", "long", "double") for w in words)
        return words.count("long") < 2 and not any(w in ("char", "short") for w in words) \
            and not ("double" in words and "long" in words)


@dataclass(frozen=True)
class BinaryOp:
    old: str
    new: str
    category = "binary"

    @property
    def name(self) -> str:
        return f"{self.old} -> {self.new}"

    def places(self, sites: Sites) -> list[Edit]:
        integer = self.new in _INTEGER_ONLY
        arithmetic = self.old in ARITHMETIC + COMPOUND[0]
        return [Edit(b.start, b.start + len(b.op), self.new) for b in sites.binaries
                if b.op == self.old and (b.integer_operands or not integer)
                and (b.arithmetic_operands or not arithmetic)]


@dataclass(frozen=True)
class UnaryOp:
    old: str
    new: str | None  # None: removed
    category = "unary"

    @property
    def name(self) -> str:
        return f"{_show(self.old)} -> {_show(self.new)}"

    def places(self, sites: Sites) -> list[Edit]:
        out = []
        for u in sites.unaries:
            if u.op != self.old or (self.new == "~" and not u.integer) or (
                    self.new not in (None, "~") and not u.lvalue):
                continue
            operand = u.operand if u.operand.replace("_", "a").isalnum() else f"({u.operand})"
            out.append(Edit(u.start, u.end, _show(self.new).replace("x", operand)))
        return out


def _show(op: str | None) -> str:
    if op is None:
        return "x"
    return f"x{op[4:]}" if op.startswith("post") else f"{op}x"


@dataclass(frozen=True)
class Constant:
    change: str  # +1, -1, *-1, *0
    category = "constant"

    @property
    def name(self) -> str:
        return f"constant {self.change}"

    def places(self, sites: Sites) -> list[Edit]:
        out = []
        for lit in sites.literals:
            value = {"+1": lit.value + 1, "-1": lit.value - 1, "*-1": -lit.value,
                     "*0": 0}[self.change]
            if value != lit.value:
                text = f"{value}{lit.suffix}"
                out.append(Edit(lit.start, lit.end, f"({text})" if value < 0 else text))
        return out


@dataclass(frozen=True)
class Variable:
    category = "variable"
    name = "another variable"

    def places(self, sites: Sites) -> list[Edit]:
        return [Edit(r.start, r.end, other) for r in sites.references for other in r.others]


@dataclass(frozen=True)
class Fold:
    """Not one of DiWi's: a variable of arithmetic type, where it is read for its value,
    becomes one of the program's integer constants (``Sites.constants``)."""

    category = "value"
    name = "a constant for a variable"

    def places(self, sites: Sites) -> list[Edit]:
        return [Edit(r.start, r.end, _constant_text(v)) for r in sites.reads
                for v in sites.constants]


def _constant_text(value: int) -> str:
    if value < 0:
        return f"({value})"
    return f"{value}u" if value >= 2 ** 63 else str(value)


RETYPES = ("_Bool", "char", "short", "int", "long", "long long", "float", "double")


@dataclass(frozen=True)
class Retype:
    """Not one of DiWi's: a declaration's or a cast's arithmetic type becomes ``target``
    (storage class and qualifiers stay, signedness goes with the old type)."""

    target: str  # one of RETYPES
    category = "type"

    @property
    def name(self) -> str:
        return f"type -> {self.target}"

    def places(self, sites: Sites) -> list[Edit]:
        out = []
        want = _canonical(self.target.split())
        for spec in (*sites.specs, *sites.stdint_casts):
            # A pointer's pointee changes what it may point to: the program would not
            # compile, or would read memory through another type.
            if spec.pointer:
                continue
            at = [i for i, (w, _, _) in enumerate(spec.words) if w not in NOT_TYPE]
            if not at or at != list(range(at[0], at[-1] + 1)):
                continue  # no type, or a qualifier amid its words
            words = [spec.words[i][0] for i in at]
            if len(words) == 1 and words[0] in STDINT:
                words = list(STDINT[words[0]])
            elif not all(w in NUMERIC_WORDS for w in words):
                continue  # void, a struct, a typedef name other than <stdint.h>'s
            if _canonical(words) != want:
                out.append(Edit(spec.words[at[0]][1], spec.words[at[-1]][2], self.target))
        return out


def _canonical(words: list[str]) -> tuple[str, ...]:
    """One spelling of an arithmetic type's words: ``signed short int`` and ``short`` are
    the same type; ``char``, ``signed char`` and ``unsigned char`` are three."""
    kept = [w for w in words if w != "signed" or "char" in words]
    if not any(w in ("char", "float", "double", "_Bool") for w in kept):
        kept = [w for w in kept if w != "int"] + ["int"]
    return tuple(sorted(kept))


@dataclass(frozen=True)
class Delete:
    """Not one of DiWi's: one statement is deleted (an expression statement, a loop, an
    ``if``, a block, a ``break``; never a declaration, a label or a ``return`` of a value)."""

    category = "statement"
    name = "delete a statement"

    def places(self, sites: Sites) -> list[Edit]:
        return list(sites.statements)


_OPERAND_RULES = {"left": "keep the left operand", "right": "keep the right operand",
                  "cast": "drop a cast"}


@dataclass(frozen=True)
class Operand:
    """Not one of DiWi's: an arithmetic expression is replaced by one of its operands, the
    ``left`` or ``right`` one of a binary operator (not an assignment, not a comma) or a
    ``cast``'s; the operand stays in parentheses."""

    side: str  # left, right or cast
    category = "operand"

    @property
    def name(self) -> str:
        return _OPERAND_RULES[self.side]

    def places(self, sites: Sites) -> list[Edit]:
        text = sites.source
        return [Edit(x.start, x.end, f"({text[x.operand:x.operand_end].decode()})")
                for x in sites.lifts if x.side == self.side]


_LAYOUT_RULES = {"comments": "delete a comment", "blank_runs": "collapse blanks",
                 "line_ends": "trim a line's end", "joins": "join two lines"}


@dataclass(frozen=True)
class Layout:
    """Not one of DiWi's: one of ``layout``'s edits of comments and white space, applied to
    the program's bytes as they are (``mutate`` does not ask the model, which has no
    places inside a macro's body or arguments)."""

    kind: str  # one of layout.Places' lists
    category = "layout"

    @property
    def name(self) -> str:
        return _LAYOUT_RULES[self.kind]

    def places(self, sites: Sites) -> list[Edit]:
        found: list[Edit] = getattr(_layout_of(sites.source), self.kind)
        return list(found)


@functools.lru_cache(maxsize=64)
def _layout_of(source: bytes) -> layout.Places:
    return layout.places(source)


@dataclass(frozen=True)
class Unattribute:
    """Not one of DiWi's: an attribute or alignment specifier is deleted (``attributes``),
    applied to the program's bytes as the layout rules are."""

    category = "attribute"
    name = "delete an attribute"

    def places(self, sites: Sites) -> list[Edit]:
        return list(_attributes_of(sites.source))


@functools.lru_cache(maxsize=64)
def _attributes_of(source: bytes) -> tuple[Edit, ...]:
    return tuple(attributes.places(source))


@dataclass(frozen=True)
class Linkage:
    """Not one of DiWi's: a file-scope object or function loses its ``static`` (``add`` False)
    or gets one (``add`` True, a definition without a storage class). In one translation
    unit the program means the same; its compile does not: a symbol of internal or external
    linkage, addressed and relocated its own way."""

    add: bool
    category = "linkage"

    @property
    def name(self) -> str:
        return "add static" if self.add else "remove static"

    def places(self, sites: Sites) -> list[Edit]:
        return list(sites.restatic if self.add else sites.unstatic)


Rule = Qualifier | Modifier | BinaryOp | UnaryOp | Constant | Variable | Retype | Delete | \
    Operand | Layout | Fold | Unattribute | Linkage

# The rule sets a search may use, by name: DiWi's 132; with the type rules; with the type
# rules and the deletion of a statement; with those and an operand in place of its
# expression; the deletion set with the layout rules; the deletion set with a constant for a
# variable; the deletion set with the deletion of an attribute; the deletion set with a file
# scope declaration's linkage changed.
RULE_SETS = ("paper", "types", "deletion", "operands", "layout", "fold", "attributes",
             "linkage")
DEFAULT_RULES = "deletion"


def rule_set(name: str) -> tuple[Rule, ...]:
    """The rules of one of ``RULE_SETS``."""
    if name not in RULE_SETS:
        raise ValueError(f"no rule set {name!r} (one of {', '.join(RULE_SETS)})")
    return rules(retype=name != "paper", delete=name != "paper" and name != "types",
                 operands=name == "operands", layout=name == "layout", fold=name == "fold",
                 attributes=name == "attributes", linkage=name == "linkage")


@functools.cache
def rules(*, retype: bool = False, delete: bool = False,
          operands: bool = False, layout: bool = False,
          fold: bool = False, attributes: bool = False,
          linkage: bool = False) -> tuple[Rule, ...]:
    """DiWi's 132 rules, in a fixed order (the search ranks them; ties keep this order);
    with ``retype``, the 8 type rules after them; with ``delete``, then the deletion of a
    statement; with ``operands``, then the 3 rules that put an operand in its expression's
    place; with ``layout``, then the 4 layout rules; with ``fold``, then a constant for a
    variable; with ``attributes``, then the deletion of an attribute; with ``linkage``, then
    the 2 rules that remove or add a file-scope ``static``."""
    out: list[Rule] = []
    for word in ("volatile", "const", "restrict"):
        out += [Qualifier(word, True), Qualifier(word, False)]
    for word in ("unsigned", "signed", "short", "long"):
        out += [Modifier(word, True), Modifier(word, False)]
    for group in (ARITHMETIC, RELATIONAL, BITWISE, SHIFTS, LOGICAL, *COMPOUND):
        out += [BinaryOp(a, b) for a in group for b in group if a != b]
    for old in UNARY:
        out += [UnaryOp(old, new) for new in (*UNARY, None) if new != old]
    out += [Constant(c) for c in ("+1", "-1", "*-1", "*0")]
    out.append(Variable())
    if retype:
        out += [Retype(t) for t in RETYPES]
    if delete:
        out.append(Delete())
    if operands:
        out += [Operand(side) for side in _OPERAND_RULES]
    if layout:
        out += [Layout(kind) for kind in _LAYOUT_RULES]
    if fold:
        out.append(Fold())
    if attributes:
        out.append(Unattribute())
    if linkage:
        out += [Linkage(False), Linkage(True)]
    return tuple(out)


def mutate(sites: Sites, rule: Rule, rng: random.Random) -> bytes | None:
    """The program with ``rule`` applied at one place chosen by ``rng``, or None when the
    rule applies nowhere."""
    places = rule.places(sites)
    if isinstance(rule, Layout | Unattribute):
        if not places:
            return None
        edit = places[rng.randrange(len(places))]
        source = sites.source
        return source[:edit.start] + edit.text.encode() + source[edit.end:]
    while places:
        edit = places.pop(rng.randrange(len(places)))
        rewriter = Rewriter(sites.program)
        try:
            if edit.start == edit.end:
                rewriter.insert(edit.start, edit.text)
            else:
                rewriter.replace(edit.start, edit.end, edit.text)
        except RewriteError:
            continue
        return rewriter.apply()
    return None

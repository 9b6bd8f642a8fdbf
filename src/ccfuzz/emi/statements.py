"""Athena's statement database: every statement of the seed, with the context it needs to be
inserted somewhere else, and the test of whether it fits at a place.

A candidate's context (read from libclang's cursors the first time the candidate is drawn,
then kept): the variables it uses but does not declare, with their exact types and where
their names stand in its text; the functions, types and enumeration constants it names (each
must be declared, in the variant, before the function it goes into); the labels it defines
and those it jumps to outside itself; whether it holds a ``break`` or ``continue`` that is not
inside a loop or switch of its own, or a ``return``; the names it declares, at its top level
and inside.

A candidate fits at a place when every free variable can be bound to a variable in scope
there of exactly the same type (canonical type spelling, qualifiers included, so no new
implicit conversion appears), its declarations clash with nothing (a top-level declaration
with no name the function uses or the file declares, inner ones with no variable in scope),
its jumps have somewhere to go (``break`` in a loop or switch, ``continue`` in a loop, a
``return`` only into a function of the same return type as its own, a ``goto`` to a label of
the function), and what it names is declared early enough. Its labels are renamed so that
none clashes with the function's. The text inserted is the candidate's with those names
replaced, token by token.

Never candidates: statements longer than ``MAX_TEXT`` bytes (reading their context costs in
proportion, and they would make variants grow by leaps), statements inside or around macro
expansions, ``case``/``default`` statements (their values could collide), statements
declaring types, functions, ``static`` or ``extern`` variables, taking a label's address or
jumping through a pointer.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

import clang.cindex as ci

from ccfuzz.cmodel import CProgram, Function, Stmt, StmtKind, Var
from ccfuzz.emi import cfg
from ccfuzz.emi.declarations import Declarations, Undeclared

CK = ci.CursorKind
MAX_TEXT = 4000


class Refusal(StrEnum):
    """Why a candidate does not fit (or can never be inserted)."""

    MACRO = "touches a macro expansion"
    UNSUPPORTED = "declares a type, function, static or extern, or jumps indirectly"
    NO_VARIABLE = "no variable of the type it needs in scope"
    NOT_DECLARED = "names a function or type not declared before the place"
    CLASH = "declares a name already in use there"
    BREAK = "break or continue outside a loop or switch"
    RETURN = "return into a function of another return type"
    NO_LABEL = "jumps to a label and the function has none"
    TOO_BIG = "the variant would outgrow the size limit"


@dataclass(frozen=True)
class FreeVar:
    name: str
    type: str  # canonical spelling
    offsets: tuple[int, ...]  # where the name stands, relative to the candidate's start


@dataclass(frozen=True)
class Context:
    free: tuple[FreeVar, ...]
    needs: tuple[int, ...]  # where what it names is first declared (-1: in another file)
    returns: str | None  # its function's return type, when it holds a return
    loose_break: bool  # a break outside any loop or switch of its own
    loose_continue: bool
    labels: tuple[tuple[str, tuple[int, ...]], ...]  # labels it defines, every use of them
    jumps: tuple[tuple[str, tuple[int, ...]], ...]  # labels outside it that it jumps to
    declares: frozenset[str]  # at its top level: visible after it
    inner: frozenset[str]  # inside its own blocks


@dataclass(frozen=True)
class Place:
    """Where an insertion would go, as the variant is: what is in scope and around."""

    function: Function
    return_type: str
    variables: tuple[Var, ...]
    in_loop: bool
    in_switch: bool
    file_names: frozenset[str]  # globals and functions of the file
    inserted_names: frozenset[str]  # declared at the top level of the function's insertions
    labels: tuple[str, ...]  # labels a goto may jump to
    label_names: frozenset[str]  # every label name of the function, inserted ones included
    serial: int  # tells this insertion's renamed labels apart from every other's

    @functools.cached_property
    def taken(self) -> frozenset[str]:
        """Names a top-level declaration may not take: any the function or file uses (read
        only when asked: it tokenizes the function)."""
        return frozenset(self.function.identifier_uses) | self.file_names | self.inserted_names


@dataclass(frozen=True)
class Insertion:
    candidate: int  # its index in the database
    text: str
    binds: frozenset[int]  # declaration offsets of the seed's variables it names
    jumps_to: frozenset[str]  # the seed's labels it jumps to
    declares: frozenset[str]
    labels: frozenset[str]  # the (renamed) labels it defines
    shape: cfg.Shape


class Database:
    """The seed's statements, and those of ``corpus`` programs, each a candidate for
    insertion into the seed; contexts are read on demand. What a corpus statement names must
    exist alike in the seed (``ccfuzz.emi.declarations``), or it never fits."""

    def __init__(self, model: CProgram, corpus: Sequence[CProgram] = ()) -> None:
        self.model = model
        self.candidates: list[Stmt] = []
        self._sources: dict[int, _Source] = {}
        for program in (model, *corpus):
            source = _Source(program)
            self._sources[id(program)] = source
            self.candidates += [s for s in program.statements()
                                if _eligible(s) and not source.touches_macro(s)]
        self._contexts: dict[int, Context | Refusal] = {}
        self._declarations: Declarations | None = None
        self.from_corpus = sum(1 for s in self.candidates if s.function.program is not model)

    def __len__(self) -> int:
        return len(self.candidates)

    def context(self, index: int) -> Context | Refusal:
        if index not in self._contexts:
            self._contexts[index] = self._read(self.candidates[index])
        return self._contexts[index]

    def fit(self, index: int, place: Place, rng: random.Random) -> Insertion | Refusal:
        """The candidate made to fit ``place`` (names bound at random among those that fit),
        or why it does not."""
        ctx = self.context(index)
        if isinstance(ctx, Refusal):
            return ctx
        if (ctx.loose_break and not (place.in_loop or place.in_switch)) or (
                ctx.loose_continue and not place.in_loop):
            return Refusal.BREAK
        if ctx.returns is not None and ctx.returns != place.return_type:
            return Refusal.RETURN
        if any(offset >= place.function.start for offset in ctx.needs):
            return Refusal.NOT_DECLARED
        visible = {v.name for v in place.variables}
        if ctx.inner & visible or (ctx.declares and ctx.declares & (place.taken | visible)):
            return Refusal.CLASH
        if ctx.jumps and not place.labels:
            return Refusal.NO_LABEL
        own = ctx.declares | ctx.inner
        rename: dict[str, str] = {}
        edits: list[tuple[int, int, str]] = []
        binds = set()
        for fv in ctx.free:
            fitting = [v for v in place.variables if v.type.canonical == fv.type
                       and v.name not in own]
            if not fitting:
                return Refusal.NO_VARIABLE
            chosen = rng.choice(fitting)
            binds.add(chosen.offset)
            rename[fv.name] = chosen.name
            edits += [(o, len(fv.name), chosen.name) for o in fv.offsets]
        jumps_to = set()
        for name, offsets in ctx.jumps:
            target = rng.choice(place.labels)
            jumps_to.add(target)
            rename[name] = target
            edits += [(o, len(name), target) for o in offsets]
        labels = set()
        for name, offsets in ctx.labels:
            fresh = f"{name}_a{place.serial}"
            while fresh in place.label_names:
                fresh += "_"
            labels.add(fresh)
            rename[name] = fresh
            edits += [(o, len(name), fresh) for o in offsets]
        stmt = self.candidates[index]
        text = stmt.function.program.source[stmt.start:stmt.end].decode()
        for offset, length, name in sorted(edits, reverse=True):
            text = text[:offset] + name + text[offset + length:]
        return Insertion(index, text, frozenset(binds), frozenset(jumps_to), ctx.declares,
                         frozenset(labels), cfg.shape(stmt, rename))

    # -- reading a candidate's context ---------------------------------------------------

    def _read(self, stmt: Stmt) -> Context | Refusal:
        program = stmt.function.program
        resolve = None
        if program is not self.model:
            if self._declarations is None:
                self._declarations = Declarations(self.model)
            resolve = self._declarations.resolve
        reader = _Reader(stmt, self._sources[id(program)].main, resolve)
        try:
            reader.walk(stmt.cursor, in_loop=False, in_switch=False, top=True)
        except _Unsupported:
            return Refusal.UNSUPPORTED
        except Undeclared:
            return Refusal.NOT_DECLARED
        src = program.source
        for name, offsets in [*reader.free_offsets.items(), *reader.label_uses.items()]:
            for o in offsets:
                if src[stmt.start + o:stmt.start + o + len(name)] != name.encode():
                    return Refusal.MACRO  # the name is not spelt where the cursor says
        returns = (str(stmt.function.cursor.result_type.get_canonical().spelling)
                   if reader.returns else None)
        own_labels = set(reader.defined)
        return Context(
            free=tuple(FreeVar(n, reader.free_types[n], tuple(o))
                       for n, o in reader.free_offsets.items()),
            needs=tuple(sorted(reader.needs)), returns=returns,
            loose_break=reader.loose_break, loose_continue=reader.loose_continue,
            labels=tuple((n, tuple(o)) for n, o in reader.label_uses.items()
                         if n in own_labels),
            jumps=tuple((n, tuple(o)) for n, o in reader.label_uses.items()
                        if n not in own_labels),
            declares=frozenset(reader.top), inner=frozenset(reader.inner))


class _Source:
    """A program candidates come from: its main file, where its macro expansions lie."""

    def __init__(self, program: CProgram) -> None:
        self.main = program.parsed.tu.get_file(program.parsed.path).name
        ranges = program.parsed.macro_ranges
        self.starts = [a for a, _ in ranges]
        self.reach = list(itertools.accumulate((b for _, b in ranges), max))

    def touches_macro(self, stmt: Stmt) -> bool:
        i = bisect.bisect_left(self.starts, stmt.end)  # expansions starting before its end
        return i > 0 and self.reach[i - 1] > stmt.start


def _eligible(stmt: Stmt) -> bool:
    return (not stmt.macro and stmt.role != "stmt-expr" and stmt.end - stmt.start <= MAX_TEXT
            and stmt.kind not in (StmtKind.CASE, StmtKind.DEFAULT, StmtKind.NULL))


class _Unsupported(Exception):
    pass


_DECLS_REFUSED = {CK.STRUCT_DECL, CK.UNION_DECL, CK.ENUM_DECL, CK.TYPEDEF_DECL,
                  CK.FUNCTION_DECL, CK.ADDR_LABEL_EXPR, CK.INDIRECT_GOTO_STMT}
_LOOPS = {CK.FOR_STMT, CK.WHILE_STMT, CK.DO_STMT}


class _Reader:
    def __init__(self, stmt: Stmt, main: str,
                 resolve: Callable[[ci.Cursor], int] | None) -> None:
        self.start, self.end, self.main = stmt.start, stmt.end, main
        self.resolve = resolve  # for another file's statement: find it in the seed
        self.free_offsets: dict[str, list[int]] = {}
        self.free_types: dict[str, str] = {}
        self.needs: set[int] = set()
        self.label_uses: dict[str, list[int]] = {}
        self.defined: list[str] = []
        self.returns = False
        self.loose_break = self.loose_continue = False
        self.top: set[str] = set()
        self.inner: set[str] = set()

    def _inside(self, decl: ci.Cursor) -> bool:
        loc = decl.location
        return (loc.file is not None and loc.file.name == self.main
                and self.start <= loc.offset < self.end)

    def _first_declared(self, decl: ci.Cursor) -> int:
        if self.resolve is not None:
            return self.resolve(decl)
        first = decl.canonical.location
        return first.offset if first.file is not None and first.file.name == self.main else -1

    def walk(self, c: ci.Cursor, *, in_loop: bool, in_switch: bool, top: bool) -> None:
        kind = c.kind
        if kind in _DECLS_REFUSED:
            raise _Unsupported
        if kind == CK.CASE_STMT or kind == CK.DEFAULT_STMT:
            if not in_switch:
                raise _Unsupported
        elif kind == CK.DECL_REF_EXPR:
            self._reference(c)
        elif kind == CK.MEMBER_REF_EXPR and self.resolve is not None:
            field = c.referenced  # its record must be alike in the seed, members and all
            if field is not None:
                self.needs.add(self.resolve(field.semantic_parent))
        elif kind == CK.TYPE_REF:
            decl = c.referenced
            if decl is not None and not self._inside(decl):
                self.needs.add(self._first_declared(decl))
        elif kind == CK.VAR_DECL:
            if c.storage_class in (ci.StorageClass.STATIC, ci.StorageClass.EXTERN) or \
                    c.type.kind == ci.TypeKind.VARIABLEARRAY:
                raise _Unsupported
            (self.top if top else self.inner).add(c.spelling)
        elif kind == CK.LABEL_STMT:
            self.defined.append(c.spelling)
            self.label_uses.setdefault(c.spelling, []).append(c.extent.start.offset - self.start)
        elif kind == CK.LABEL_REF:
            self.label_uses.setdefault(c.spelling, []).append(c.extent.start.offset - self.start)
        elif kind == CK.RETURN_STMT:
            self.returns = True
        elif kind == CK.BREAK_STMT and not (in_loop or in_switch):
            self.loose_break = True
        elif kind == CK.CONTINUE_STMT and not in_loop:
            self.loose_continue = True
        inner_loop = in_loop or kind in _LOOPS
        inner_switch = in_switch or kind == CK.SWITCH_STMT
        # Declarations directly in a declaration statement are at the candidate's top level;
        # anything under a compound, loop or if is in a scope of its own.
        child_top = top and kind == CK.DECL_STMT
        for child in c.get_children():
            self.walk(child, in_loop=inner_loop, in_switch=inner_switch, top=child_top)

    def _reference(self, c: ci.Cursor) -> None:
        decl = c.referenced
        if decl is None:
            return
        if decl.kind in (CK.VAR_DECL, CK.PARM_DECL):
            if self._inside(decl):
                return
            name = c.spelling
            canonical = str(decl.type.get_canonical().spelling)
            if self.free_types.setdefault(name, canonical) != canonical:
                raise _Unsupported  # one name, two variables (shadowing inside it)
            self.free_offsets.setdefault(name, []).append(c.extent.start.offset - self.start)
        elif decl.kind in (CK.FUNCTION_DECL, CK.ENUM_CONSTANT_DECL) and not self._inside(decl):
            target = decl.semantic_parent if decl.kind == CK.ENUM_CONSTANT_DECL else decl
            self.needs.add(self._first_declared(target))

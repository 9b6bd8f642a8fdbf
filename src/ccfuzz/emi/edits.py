"""An Athena variant as data: the seed plus a set of edits, never re-parsed to be edited.

A ``Variant`` is immutable: the seed statements it deletes and the statements it inserts,
each at a ``Site`` (just before or just after a seed statement). A deleted statement stays a
*marker*: its sites remain places where later insertions may go, as the paper's
``while(0);`` did; nothing of it is printed. Edits are data too (``Delete``, ``Remove``,
``Insert``); ``apply`` makes the next variant. ``Layout`` knows the seed: which statements
may be deleted or inserted next to (never executed on the seed's input, not from a macro, not
the value of a ``({ })``), what is in scope where, and prints a variant with the seed's
rewriter.

Why every place next to an unexecuted statement S is unexecuted: control reaches the point
before S only by falling into S, and the point after S only by falling out of it; a label is
a statement of its own, so a jump lands before the label, never between it and S. Where S is
not an item of a compound (``if (c) S``) it is wrapped in braces first.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from ccfuzz.cmodel import Rewriter, Stmt, StmtKind
from ccfuzz.emi import cfg, orion
from ccfuzz.emi.seed import Seed
from ccfuzz.emi.statements import Insertion, Place


@dataclass(frozen=True)
class Site:
    stmt: int  # a seed statement's id
    after: bool


@dataclass(frozen=True)
class Variant:
    deleted: frozenset[int] = frozenset()
    inserted: Mapping[Site, tuple[Insertion, ...]] = field(default_factory=dict)
    serial: int = 0  # insertions made along the chain; tells renamed labels apart

    def insertions(self) -> Iterator[tuple[Site, int, Insertion]]:
        for site, items in self.inserted.items():
            for j, ins in enumerate(items):
                yield site, j, ins


@dataclass(frozen=True)
class Delete:
    stmt: int


@dataclass(frozen=True)
class Remove:
    site: Site
    index: int


@dataclass(frozen=True)
class Insert:
    site: Site
    index: int
    insertion: Insertion


Edit = Delete | Remove | Insert


@dataclass(frozen=True)
class Slot:
    """An unexecuted statement of a variant: the seed statement ``site.stmt`` (``index``
    None; ``site.after`` means nothing then), or the inserted one at ``site``, ``index``."""

    site: Site
    index: int | None = None


class Layout:
    """What the seed allows, computed once per seed."""

    def __init__(self, seed: Seed) -> None:
        self.seed = seed
        model = seed.model
        self.stmts: dict[int, Stmt] = {s.id: s for s in model.statements()}
        self.around = [s.id for s in self.stmts.values() if _around(seed, s)]
        self.deletable = [s.id for s in self.stmts.values() if orion.deletable(seed, s)]
        self.declared_by = {v.offset: s.id for s in self.stmts.values() for v in s.declares}
        self.file_names = frozenset([g.name for g in model.globals]
                                    + [f.name for f in model.functions])
        self.labels: dict[str, list[Stmt]] = {
            fn.name: [s for s in fn.statements() if s.label is not None
                      and not any(a.role == "stmt-expr" for a in s.ancestors())]
            for fn in model.functions}
        self._own: dict[int, str] = {}

    def own_text(self, stmt: Stmt) -> str:
        if stmt.id not in self._own:
            self._own[stmt.id] = cfg.own_text(stmt)
        return self._own[stmt.id]

    # -- what a variant holds ------------------------------------------------------------

    def gone(self, v: Variant) -> set[int]:
        """Seed statements inside deleted ones (the deleted ones themselves are markers)."""
        out: set[int] = set()
        for sid in v.deleted:
            out.update(x.id for x in self.stmts[sid].walk() if x.id != sid)
        return out

    def slots(self, v: Variant) -> list[Slot]:
        gone = self.gone(v)
        found = [Slot(Site(sid, False)) for sid in self.around if sid not in gone]
        found += [Slot(site, j) for site, j, _ in v.insertions()]
        return found

    def deletions(self, v: Variant) -> list[Slot]:
        """What a deletion may remove: seed statements, and inserted ones."""
        bound = {ins_var for _, _, ins in v.insertions() for ins_var in ins.binds}
        jumped = {name for _, _, ins in v.insertions() for name in ins.jumps_to}
        gone = self.gone(v) | v.deleted
        found = []
        for sid in self.deletable:
            if sid in gone:
                continue
            s = self.stmts[sid]
            if bound and any(var.offset in bound for var in s.declares):
                continue
            if jumped and any(x.label in jumped for x in s.walk()):
                continue
            found.append(Slot(Site(sid, False)))
        found += [Slot(site, j) for site, j, _ in v.insertions()]
        return found

    def size(self, v: Variant) -> int:
        """The variant's size in bytes (insertions each add a line break)."""
        out = len(self.seed.model.source)
        for sid in v.deleted:
            out -= self.stmts[sid].end - self.stmts[sid].start
        return out + sum(len(ins.text) + 1 for _, _, ins in v.insertions())

    def place(self, v: Variant, site: Site, serial: int) -> Place:
        s = self.stmts[site.stmt]
        fn = s.function
        variables = [x for x in s.visible_vars()
                     if self.declared_by.get(x.offset) not in v.deleted]
        if site.after and s.role == "item" and s.id not in v.deleted:
            variables += s.declares
        inserted = [ins for site_, _, ins in v.insertions()
                    if self.stmts[site_.stmt].function is fn]
        live_labels = [x.label for x in self.labels[fn.name]
                       if x.label is not None and self._alive(v, x)]
        label_names = set(fn.labels) | {name for ins in inserted for name in ins.labels}
        return Place(fn, str(fn.cursor.result_type.get_canonical().spelling),
                     tuple(variables), s.in_loop, s.in_switch, self.file_names,
                     frozenset(n for ins in inserted for n in ins.declares),
                     tuple(live_labels), frozenset(label_names), serial)

    def _alive(self, v: Variant, s: Stmt) -> bool:
        return s.id not in v.deleted and not any(a.id in v.deleted for a in s.ancestors())

    # -- edits -----------------------------------------------------------------------------

    def apply(self, v: Variant, edit: Edit) -> Variant:
        inserted = dict(v.inserted)
        if isinstance(edit, Insert):
            items = list(inserted.get(edit.site, ()))
            items.insert(edit.index, edit.insertion)
            inserted[edit.site] = tuple(items)
            return Variant(v.deleted, inserted, v.serial + 1)
        if isinstance(edit, Remove):
            items = list(inserted[edit.site])
            del items[edit.index]
            if items:
                inserted[edit.site] = tuple(items)
            else:
                del inserted[edit.site]
            return Variant(v.deleted, inserted, v.serial)
        gone = {x.id for x in self.stmts[edit.stmt].walk()}
        # Everything under the deleted statement goes with it: its markers and insertions.
        deleted = frozenset(d for d in v.deleted if d not in gone) | {edit.stmt}
        kept = {site: items for site, items in inserted.items()
                if site.stmt not in gone or site.stmt == edit.stmt}
        return Variant(deleted, kept, v.serial)

    # -- printing --------------------------------------------------------------------------

    def render(self, v: Variant, *, annotate: bool = False) -> str:
        """The variant's text. ``annotate`` brackets each insertion with
        ``/*athena{*/ ... /*}athena*/`` (comments: the program is the same)."""
        rw = Rewriter(self.seed.model)
        for sid in v.deleted:
            rw.delete(self.stmts[sid])
        by_stmt: dict[int, dict[bool, str]] = {}
        for site, items in v.inserted.items():
            texts = [f"/*athena{{*/{i.text}/*}}athena*/" if annotate else i.text
                     for i in items]
            by_stmt.setdefault(site.stmt, {})[site.after] = "\n" + "\n".join(texts) + "\n"
        for sid, sides in by_stmt.items():
            s = self.stmts[sid]
            before, after = sides.get(False, ""), sides.get(True, "")
            if s.role != "item":
                rw.wrap(s, before, after)
                continue
            if before:
                rw.insert_before(s, before)
            if after:
                rw.insert_after(s, after)
        return rw.apply().decode()


def _around(seed: Seed, s: Stmt) -> bool:
    """May statements be inserted just before and after ``s``?"""
    return (s.parent is not None and not s.macro and s.role != "stmt-expr"
            and not s.value_position and s.kind != StmtKind.NULL
            and not seed.coverage.executed(s))

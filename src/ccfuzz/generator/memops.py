"""What the memory idioms do and how they are written: the interpreter's and the printer's side
of ``memidioms`` (which builds them), apart so that ``interp`` and ``printer`` need nothing
that builds programs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ccfuzz import cint
from ccfuzz.generator import ast, kernels
from ccfuzz.generator.memory import Memory, UnionCell
from ccfuzz.generator.types import Array, Int, Pointer, Record, Type, Vector, byte_size, leaves

if TYPE_CHECKING:
    from ccfuzz.generator.code import ExprCompiler

STATEMENTS: tuple[str, ...] = ("memcpy", "memset", "compound_literal")
HEADER = "string.h"  # memcpy, memset
_COMPARED = 4  # cells a copy's comparison reads, at most


def plain(t: Type) -> bool:
    """An aggregate whose cells are integers and unions only."""
    return isinstance(t, Record | Array) and all(
        not isinstance(lt, Pointer | Vector) for _, lt, _ in leaves(t))


def has_bit_fields(t: Type) -> bool:
    return any(f is not None and f.bits is not None for _, _, f in leaves(t))


def _movable(e: ast.Expr) -> bool:
    """Reached from a variable through members and elements, none inside a packed struct."""
    x = e
    while isinstance(x, ast.Member | ast.Index):
        if isinstance(x, ast.Member) and x.record.loose:
            return False
        x = x.base
    return isinstance(x, ast.VarRef)


def cell(base: ast.Expr, path: tuple[str | int, ...]) -> ast.Expr:
    """The cell at ``path`` (``types.leaves``) of the object ``base``; a union's cell is read
    through its narrowest member, which every store leaves readable."""
    e = base
    for step in path:
        t = e.type
        if isinstance(t, Array):
            e = ast.Index(e, ast.int_const(int(step)), t.elem)
        else:
            assert isinstance(t, Record)
            f = next(f for f in t.fields if f.name == step)
            e = ast.Member(e, t, f)
    if isinstance(e.type, Record):
        t = e.type
        f = t.narrowest()
        e = ast.Member(e, t, f)
    return e


# ----- printing


def text(s: ast.MemOp, expr: Callable[[ast.Expr], str],
         braces: Callable[[Type, tuple[ast.Expr, ...]], str], type_name: str) -> str:
    dst = expr(s.dst)
    if s.kind is ast.MemKind.MEMCPY:
        assert s.src is not None
        return f"memcpy(&{dst}, &{expr(s.src)}, sizeof ({dst}));"
    if s.kind is ast.MemKind.MEMSET:
        return f"memset(&{dst}, {s.byte}, sizeof ({dst}));"
    return f"{dst} = ({type_name}){braces(s.dst.type, s.inits)};"


# ----- computing


def _filled(t: Type, byte: int) -> list[object]:
    """Each cell's value once every byte of an object of type ``t`` is ``byte``."""
    out: list[object] = []
    for _, lt, f in leaves(t):
        if isinstance(lt, Record):  # a union: every byte specified
            size = max(byte_size(_int(x.type)) for x in lt.fields)
            out.append(UnionCell(int.from_bytes(bytes([byte]) * size, "little"), size))
        elif f is not None and f.bits is not None:
            assert byte in (0, 255)
            ct = _int(lt)
            out.append(cint.convert(-1 if byte else 0,
                                    cint.CType("bit-field", f.bits, ct.signed, 3)))
        elif _int(lt).bitint:  # only ever filled with zeros (``memidioms.has_bitint``)
            assert byte == 0
            out.append(0)
        else:
            ct = _int(lt)
            out.append(cint.convert(int.from_bytes(bytes([byte]) * byte_size(ct), "little"),
                                    ct))
    return out


def _int(t: Type) -> cint.CType:
    assert isinstance(t, Int)
    return t.ctype


def _literal_cells(t: Type, inits: tuple[ast.Expr, ...], c: ExprCompiler) \
        -> list[Callable[[Memory], object]]:
    out: list[Callable[[Memory], object]] = []
    for (_, lt, f), e in zip(leaves(t), inits, strict=True):
        v = c.int(e)
        if isinstance(lt, Record):  # a union, initialized by its first member
            write = UnionCell.writer(_int(lt.fields[0].type))
            conv: Callable[[int], object] = write
        elif f is not None and f.bits is not None:
            ct = _int(lt)
            to_field = kernels.converter(ct)
            to_bits = kernels.converter(cint.CType("bit-field", f.bits, ct.signed, 3))

            def conv(x: int, a: Callable[[int], int] = to_field,
                     b: Callable[[int], int] = to_bits) -> object:
                return b(a(x))
        else:
            conv = kernels.converter(_int(lt))
        out.append(lambda m, v=v, conv=conv: conv(v(m)))  # type: ignore[misc]
    return out


def mem_code(s: ast.MemOp, c: ExprCompiler) -> Callable[[Memory], None]:
    """What ``s`` does to a memory."""
    dst = c.place_code(s.dst)
    paths = [path for path, _, _ in leaves(s.dst.type)]
    if s.kind is ast.MemKind.MEMCPY:
        assert s.src is not None
        src = c.place_code(s.src)

        def copy(m: Memory) -> None:
            to, at = dst(m), src(m)
            cells = [m[(*at, *p)] for p in paths]
            for p, x in zip(paths, cells, strict=True):
                m[(*to, *p)] = x
        return copy
    if s.kind is ast.MemKind.MEMSET:
        values = _filled(s.dst.type, s.byte)

        def fill(m: Memory) -> None:
            to = dst(m)
            for p, x in zip(paths, values, strict=True):
                m[(*to, *p)] = x
        return fill
    inits = _literal_cells(s.dst.type, s.inits, c)

    def assign(m: Memory) -> None:
        got = [f(m) for f in inits]  # the literal is complete before the store
        to = dst(m)
        for p, x in zip(paths, got, strict=True):
            m[(*to, *p)] = x
    return assign

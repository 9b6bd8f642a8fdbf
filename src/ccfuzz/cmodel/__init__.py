"""The C program model: one translation unit parsed by libclang, its statements, scopes and
types, and a rewriter that edits it by source ranges. See ``tree`` for the model."""

from ccfuzz.cmodel.expr import Expr, integer_value
from ccfuzz.cmodel.rewrite import Rewriter
from ccfuzz.cmodel.tree import CProgram, Function, Stmt, StmtKind, Var, load
from ccfuzz.cmodel.types import Field, TypeInfo

__all__ = ["CProgram", "Expr", "Field", "Function", "Rewriter", "Stmt", "StmtKind", "TypeInfo",
           "Var", "integer_value", "load"]

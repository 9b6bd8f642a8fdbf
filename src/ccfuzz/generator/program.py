"""The program generator: types, globals, and main, which calls functions made on demand.

``generate(seed)`` returns the C program and its exact expected output, computed by the
interpreter over the generated tree, never by a compiler.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from ccfuzz import cint
from ccfuzz.errors import InvalidProgramError
from ccfuzz.generator import ast, memidioms, vecops, vectors, vloops
from ccfuzz.generator.cursor import Budget, State
from ccfuzz.generator.exprgen import (
    ExprGen,
    Scope,
    bitint_types,
    int_types,
    lvalue_qual,
    volatile_accesses,
)
from ccfuzz.generator.function import FuncGen
from ccfuzz.generator.interp import (
    Compiler,
    Interpreter,
    Memory,
    StepLimit,
    UndefinedBehavior,
    run,
)
from ccfuzz.generator.policy import DEFAULT_SECONDS, DEFAULT_SIZE, Chance, Policy, Settings
from ccfuzz.generator.printer import CHECKSUM_C, Printer, program_text, record_def
from ccfuzz.generator.types import (
    KEYWORD_SPELLINGS,
    Array,
    Field,
    Int,
    Pointer,
    Qual,
    Record,
    Type,
    Vector,
    leaves,
)

_MAX_GLOBALS = 150
_MAX_CELLS = 48  # cells of one array: bigger ones only make the checksum loop longer
_PRAGMA_PACKS = (1, 2, 4)  # #pragma pack(N): each below some member's natural alignment


@dataclass(frozen=True)
class Generated:
    source: str
    expected: bytes
    seed: int
    features: frozenset[str]
    tree: ast.Program


_BITINT_FIELD_TYPE_MAX = 256
_BITINT_FIELD_MAX = 128


class ProgramGen:
    def __init__(self, policy: Policy, budget: Budget) -> None:
        self.policy = policy
        self.budget = budget
        self.code = Compiler()  # the program's closures, kept for every run of its statements
        self.counters: dict[str, int] = {}
        self.records: list[Record] = []
        self.globals: list[ast.VarDecl] = []
        self.functions: list[ast.Function] = []  # finished, callees first
        self.stack: list[ast.Function] = []  # being generated
        self.global_objects: list[ast.Expr] | None = None
        self.global_scope: Scope | None = None
        self.global_arrays: list[int] = []  # lengths of the global arrays, in order
        self.vector_arrays: list[ast.VarDecl] = []  # globals for loop shapes (``vloops``)
        self.heavy: set[str] = set()  # functions that run loop shapes, or call one that does
        # GCC/clang vector types, functions, the struct holding one, and the vector lvalues
        # (``vectors``), outside the scope ordinary statements draw from.
        self.vector_types: list[Vector] = []
        self.vector_funcs: list[vecops.VecFunc] = []
        self.vector_record: Record | None = None
        self.vector_objects: list[ast.Expr] = []
        self.pointer_cache: dict[tuple[Qual, bool], list[ast.Expr]] = {}
        self.printer = Printer()
        self.texts: dict[str, str] = {}
        self.main_lines: list[str] = []  # main's body, printed
        self._size = len(CHECKSUM_C) + 200

    def fresh(self, prefix: str) -> str:
        n = self.counters.get(prefix, 0) + 1
        self.counters[prefix] = n
        return f"{prefix}_{n}"

    def size(self) -> int:
        return self._size

    def main_printed(self, stmts: list[ast.Stmt]) -> None:
        """Main's statements are printed as they are finished, to measure the program; the
        lines are kept for main's text (nothing changes a finished statement)."""
        out: list[str] = []
        for s in stmts:
            self.printer.stmt(s, 1, out)
        self._size += sum(len(line) + 1 for line in out)
        self.main_lines += out

    # ----- types and values

    def qualify(self, q: Qual) -> Qual:
        p = self.policy
        return Qual(q.type, q.const or (p.on("const") and p.chance(Chance.CONST)),
                    q.volatile or (p.on("volatile") and p.chance(Chance.VOLATILE)))

    def pointer_target(self, obj: ast.Expr) -> Qual:
        """The pointee type of a new pointer that may point at ``obj``."""
        const, volatile = lvalue_qual(obj)
        return self.qualify(Qual(obj.type, const, volatile))

    def scalar_type(self, standard: bool = False) -> Int:
        """The type of a new integer object, spelt with keywords now and then; not a
        bit-precise one if ``standard`` (a union member: its padding bits are unspecified,
        so another member could not read what it stored)."""
        p = self.policy
        types = int_types(p)
        if standard and p.bitint_widths:
            types = tuple(t for t in types if not t.bitint)
        t = p.choice(types)
        if p.on("spellings") and p.chance(Chance.KEYWORD_SPELLING):
            return Int(t, p.choice(KEYWORD_SPELLINGS[t]))
        return Int(t)

    def aggregate_type(self) -> Type | None:
        p = self.policy
        choices: list[Type] = list(self.records)
        if p.on("arrays"):
            elem: Type = p.choice(self.records) \
                if self.records and p.chance(Chance.ARRAY_OF_RECORDS) else self.scalar_type()
            for n in reversed(self.array_dims()):
                if len(leaves(elem)) * n > _MAX_CELLS:
                    break
                elem = Array(elem, n)
            if isinstance(elem, Array):
                choices.append(elem)
        return p.choice(choices) if choices else None

    def pointer_object(self, target: Qual, exprs: ExprGen, global_only: bool) \
            -> tuple[Type, ast.Expr | tuple[ast.Expr, ...]] | None:
        """The type and initializer of a new pointer variable to ``target``: a pointer, or
        now and then an array of them, each element given the address of an object of its
        own (of a global if ``global_only``; a global's initializer is an address constant).
        None if no object fits, or if the elements would read more than one volatile."""
        p = self.policy
        ptr = Pointer(target)
        if not (p.on("pointer_arrays") and p.chance(Chance.POINTER_ARRAY)):
            init = exprs.pointer_to(target, global_only, address_only=global_only)
            return None if init is None else (ptr, init)
        t: Type = ptr
        for n in reversed(self.array_dims()):
            if len(leaves(t)) * n > _MAX_CELLS:
                break
            t = Array(t, n)
        inits: list[ast.Expr] = []
        for _ in leaves(t):
            e = exprs.pointer_to(target, global_only, address_only=global_only)
            if e is None:
                return None
            inits.append(e)
        if not isinstance(t, Array) or sum(volatile_accesses(e) for e in inits) > 1:
            return None
        return t, tuple(inits)

    def array_dims(self) -> list[int]:
        p = self.policy
        return [p.randint(1, p.number("array_dim_max"))
                for _ in range(p.randint(1, p.number("array_rank_max")))]

    def constant_init(self, t: Type) -> tuple[ast.Expr, ...]:
        out: list[ast.Expr] = []
        for _, lt, f in leaves(t):
            if isinstance(lt, Record):  # a union: its first member
                lt = lt.fields[0].type
            assert isinstance(lt, Int)
            ct = lt.ctype
            if f is not None and f.bits is not None:
                ct = cint.CType("bit-field", f.bits, ct.signed, 3)
                v = cint.random_value(self.policy.rng, ct).value
                out.append(ast.Const(cint.Value(v, f.read_type())))
            else:
                out.append(ast.Const(cint.random_value(self.policy.rng, ct)))
        return tuple(out)

    def make_records(self) -> None:
        p = self.policy
        if not p.on("structs") and not p.on("unions"):
            return
        for _ in range(p.randint(1, p.number("records_max"))):
            union = p.on("unions") and (not p.on("structs") or p.chance(Chance.UNION))
            fields: list[Field] = []
            for k in range(p.randint(1, p.number("fields_max"))):
                name = f"f{k}"
                nested = [r for r in self.records]
                if union:
                    fields.append(Field(name, self.scalar_type(standard=True)))
                elif p.on("bitfields") and p.chance(Chance.BIT_FIELD):
                    signed = p.chance(Chance.SIGNED_BIT_FIELD)
                    # Of a type up to 256 bits wide, a field of at most 128 (clang cannot
                    # initialize wider types' bit-fields statically, gcc reads wider fields
                    # past the struct: docs/findings.md).
                    precise = [t for t in bitint_types(p.bitint_widths)
                               if t.signed == signed and t.width <= _BITINT_FIELD_TYPE_MAX]
                    if precise and p.chance(Chance.BITINT_BIT_FIELD):
                        ct = p.choice(precise)
                        fields.append(Field(name, Int(ct), p.randint(
                            1 + signed, min(ct.width, _BITINT_FIELD_MAX))))
                        continue
                    ct = cint.INT if signed else cint.UINT
                    fields.append(Field(name, Int(ct), p.randint(1, 32)))
                elif nested and p.chance(Chance.NESTED_RECORD):
                    fields.append(Field(name, p.choice(nested)))
                else:
                    fields.append(Field(name, self.scalar_type()))
            kind = "U" if union else "S"
            packed, pragma_pack = False, 0
            if not union and p.on("packed") and p.chance(Chance.PACKED_STRUCT):
                if p.chance(Chance.PRAGMA_PACK):
                    pragma_pack = p.choice(_PRAGMA_PACKS)
                else:
                    packed = True
            self.records.append(Record(f"{kind}{len(self.records)}", union, tuple(fields),
                                       packed, pragma_pack))

    def make_globals(self, mem: Memory) -> None:
        p = self.policy
        # Capped: past a few hundred, more globals only make every choice slower.
        count = max(3, min(_MAX_GLOBALS, int(p.settings.numbers["globals_per_kb"] *
                                             self.target / 1000)))
        it = Interpreter(mem, 0, self.code)
        for _ in range(count):
            self.budget.check_time()
            name = self.fresh("g")
            d: ast.VarDecl | None = None
            if p.on("pointers") and self.globals and p.chance(Chance.GLOBAL_POINTER):
                exprs = ExprGen(p, self.code, Scope.of(self.globals), [mem])
                objs = exprs.objects(True)
                if not p.on("multilevel_pointers"):
                    objs = [o for o in objs if not isinstance(o.type, Pointer)]
                if objs:
                    made = self.pointer_object(self.pointer_target(p.choice(objs)), exprs,
                                               global_only=True)
                    if made is not None:
                        d = ast.VarDecl(name, self.qualify(Qual(made[0])), ast.Storage.GLOBAL,
                                        made[1])
            elif p.chance(Chance.GLOBAL_AGGREGATE):
                t = self.aggregate_type()
                if t is not None:
                    d = ast.VarDecl(name, self.qualify(Qual(t)), ast.Storage.GLOBAL,
                                    self.constant_init(t))
            if d is None:
                t = self.scalar_type()
                d = ast.VarDecl(name, self.qualify(Qual(t)), ast.Storage.GLOBAL,
                                self.constant_init(t)[0])
            it.init(d)
            self.globals.append(d)
        # Loops over arrays of ordinary statements run over the ordinary arrays alone: the
        # vector arrays are long, and every candidate inside a loop re-runs it.
        self.global_arrays = [d.type.length for d in self.globals if isinstance(d.type, Array)]
        if p.on("vector_loops") and p.on("loops") and p.on("arrays"):
            self.vector_arrays = vloops.arrays(self)
            for d in self.vector_arrays:
                it.init(d)
            self.globals += self.vector_arrays
        # Computed once: walking every global for each pointer choice dominated big programs.
        self.global_scope = Scope.of(self.globals)
        self.global_objects = ExprGen(p, self.code, self.global_scope, []).objects(True)
        if p.on("vector_types"):
            vector_globals = vectors.make(self)
            for vd in vector_globals:
                it.init(vd)
            self.globals += vector_globals
            self._size += len(vecops.preamble(self.vector_types, self.vector_funcs))
        self._size += sum(len(record_def(r)) for r in self.records)
        self._size += sum(len(self.printer.decl(g)) + 8 for g in self.globals)

    # ----- functions

    def function(self, f: ast.Function, live: list[State], root: ast.Call | None = None,
                 root_entry: list[Memory] | None = None) -> None:
        """Generate ``f`` in the states ``live`` of its first call; a recursive ``f`` from
        that call ``root`` in the caller's states ``root_entry`` (see ``recursion``)."""
        self.stack.append(f)
        try:
            FuncGen(self, f, live, root=root, root_entry=root_entry).generate()
        finally:
            self.stack.pop()
        self.finish(f)

    def finish(self, f: ast.Function) -> None:
        """``f`` is finished: it goes in the program, after the functions before it."""
        self.functions.append(f)
        text = self.printer.function(f)
        self.texts[f.name] = text
        self._size += len(text) + len(self.printer.signature(f)) + 2

    target = DEFAULT_SIZE

    def program(self, target: int) -> ast.Program:
        self.target = target
        self.make_records()
        mem: Memory = {}
        self.make_globals(mem)
        main = ast.Function("main", None, [])
        self.stack.append(main)
        FuncGen(self, main, [State(mem)], is_main=True).generate(main_target=target)
        self.stack.pop()
        self.texts[main.name] = self.printer.function(main, main=True, globals_=self.globals,
                                                      body=self.main_lines)
        records = self.records + ([self.vector_record] if self.vector_record else [])
        return ast.Program(records, self.globals, [*self.functions, main],
                           self.policy.on("int128"), self.policy.bitint_widths,
                           tuple(self.vector_types), tuple(self.vector_funcs),
                           (memidioms.HEADER,) if self.policy.on("memory_idioms") else ())


def generate(seed: int, size: int = DEFAULT_SIZE, settings: Settings | None = None,
             seconds: float = DEFAULT_SECONDS) -> Generated:
    """The program of ``seed``: about ``size`` bytes of C, and what it must print."""
    if size < 1:
        raise InvalidProgramError(f"program size must be positive, not {size}")
    policy = Policy(seed, settings)
    start = time.monotonic()
    budget = Budget(policy.number("step_budget"), start + seconds, seconds)
    gen = ProgramGen(policy, budget)
    tree = gen.program(size)
    try:
        expected = run(tree, policy.number("step_budget"), gen.code)
    except (UndefinedBehavior, StepLimit) as exc:  # the generator's own bug: say so
        raise AssertionError(f"seed {seed}: the finished program fails: {exc!r}") from exc
    source = program_text(tree, gen.printer, gen.texts)
    return Generated(source, expected, seed, policy.features, tree)

"""Program vectors for CTOS from unoptimized LLVM IR: region-tree aggregation (the paper's
Algorithm 1) and call-graph propagation (Algorithm 2).

Features and weights, exactly:

- **Basic block feature vector** ``f(b)``: one component per entry of ``FEATURES``. The first
  ``len(OPCODES)`` components count the instructions of ``b`` by LLVM 14 opcode (``tail call``
  counts as ``call``; fast-math flags and operands are ignored); component ``<block>`` is 1.
- **Region vector** (Algorithm 1): the region tree is what ``opt -passes='print<regions>'``
  prints, a tree of single-entry single-exit regions ``entry => exit``. The blocks of a region
  are those reachable from its entry without passing through its exit; the *own* blocks of a
  region are its blocks that lie in none of its child regions (for the top region: every block
  of the function not in a child region, unreachable ones included). Then::

      v(R) = sum(f(b) for b in own(R)) + e_region + nesting_weight * sum(v(C) for C in children(R))

  where ``e_region`` is 1 in component ``<region>``. So an instruction nested ``d`` regions deep
  weighs ``nesting_weight ** d``: the same code inside a loop or a branch arm counts for more
  than straight-line code, which is how the region structure enters the vector.
- **Function vector** ``v(F)``: ``v`` of the top region of ``F``'s region tree.
- **Program vector** (Algorithm 2): the call graph (networkx) has an edge ``F -> G`` when ``F``
  has at least one direct call to ``G`` defined in the module (calls through pointers and calls
  to declarations are ignored, but still count as ``call`` instructions). Recursion is folded by
  condensing strongly connected components; for a component ``S``::

      p(S) = sum(v(F) for F in S) + call_weight * sum(p(T) for T callee component of S)

  and the program vector is the sum of ``p(S)`` over the components nobody calls (``main`` and
  any function reached only through pointers). A callee's code thus flows into each caller,
  damped by ``call_weight`` per call level.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import networkx as nx
import numpy as np
import numpy.typing as npt

from ccfuzz import sandbox
from ccfuzz.errors import InvalidProgramError, ToolMissingError
from ccfuzz.model import Ending

# LLVM 14's opcodes (llvm/IR/Instruction.def), grouped as there.
OPCODES: tuple[str, ...] = (
    "ret", "br", "switch", "indirectbr", "invoke", "resume", "unreachable", "cleanupret",
    "catchret", "catchswitch", "callbr",
    "fneg",
    "add", "fadd", "sub", "fsub", "mul", "fmul", "udiv", "sdiv", "fdiv", "urem", "srem", "frem",
    "shl", "lshr", "ashr", "and", "or", "xor",
    "alloca", "load", "store", "getelementptr", "fence", "cmpxchg", "atomicrmw",
    "trunc", "zext", "sext", "fptoui", "fptosi", "uitofp", "sitofp", "fptrunc", "fpext",
    "ptrtoint", "inttoptr", "bitcast", "addrspacecast",
    "cleanuppad", "catchpad", "icmp", "fcmp", "phi", "call", "select", "va_arg",
    "extractelement", "insertelement", "shufflevector", "extractvalue", "insertvalue",
    "landingpad", "freeze",
)  # fmt: skip
FEATURES: tuple[str, ...] = (*OPCODES, "<block>", "<region>")
_INDEX = {name: i for i, name in enumerate(FEATURES)}
BLOCK_FEATURE = _INDEX["<block>"]
REGION_FEATURE = _INDEX["<region>"]
DEFAULT_NESTING_WEIGHT = 1.5
DEFAULT_CALL_WEIGHT = 0.5
OPT_LIMITS = sandbox.Limits(wall_seconds=60, output_bytes=256 << 20)  # stdout: the module

_NAME = r'(?:"[^"]*"|[-\w.$]+)'
_DEFINE = re.compile(r"^define\b[^@]*@(" + _NAME + r")\((.*)$")
_LABEL = re.compile(r"^(" + _NAME + r"):")
_ASSIGN = re.compile(r"^%" + _NAME + r"\s*=\s*")
_TYPE_DEF = re.compile(r"^%(" + _NAME + r")\s*=\s*type\b")
_SIGIL_NAME = re.compile(r"([@%])(" + _NAME + r")")
_LABEL_OPERAND = re.compile(r"\blabel\s+%(" + _NAME + r")")
_UNNAMED_ARG = re.compile(r"%\d+\b")
_CALL_PREFIXES = frozenset({"tail", "musttail", "notail"})
# opt prints a named block bare ("for.body") and a numbered one as an operand ("%7").
_REGION_LINE = re.compile(r"^\s*\[(\d+)\]\s+%?(" + _NAME + r")\s+=>\s+(?:<Function Return>|%?("
                          + _NAME + r"))\s*$")


@dataclass(frozen=True)
class Block:
    name: str
    features: tuple[int, ...]  # f(b), indexed like FEATURES
    successors: tuple[str, ...]


@dataclass(frozen=True)
class Function:
    name: str
    blocks: tuple[Block, ...]  # in textual order; the first is the entry
    callees: frozenset[str]  # names of functions called directly (defined here or not)


@dataclass(frozen=True)
class Region:
    entry: str
    exit: str | None  # None: the function's return (the top region)
    children: tuple[Region, ...]


def _unquote(name: str) -> str:
    return name[1:-1] if name.startswith('"') else name


def parse_module(text: str, origin: str = "<ir>") -> dict[str, Function]:
    """The defined functions of a textual LLVM IR module, with per-block opcode counts."""
    type_names = {_unquote(m.group(1)) for m in map(_TYPE_DEF.match, text.splitlines()) if m}
    functions: dict[str, Function] = {}
    lines = iter(enumerate(text.splitlines(), 1))
    for lineno, line in lines:
        m = _DEFINE.match(line)
        if m is None:
            continue
        if not line.rstrip().endswith("{"):
            raise InvalidProgramError(f"{origin}:{lineno}: expected '{{' at the end of define")
        # An unnamed entry block takes the next slot after the unnamed arguments (LLVM numbers
        # arguments, then blocks and instructions, in order): that is the name opt prints.
        entry = str(len(_UNNAMED_ARG.findall(m.group(2))))
        fn = _parse_body(_unquote(m.group(1)), entry, lines, type_names, origin)
        functions[fn.name] = fn
    return functions


def _parse_body(name: str, entry: str, lines: Iterator[tuple[int, str]],
                type_names: set[str], origin: str) -> Function:
    blocks: list[Block] = []
    callees: set[str] = set()
    block_name = entry
    counts = [0] * len(FEATURES)
    successors: list[str] = []
    started = False  # whether the current block has any instruction yet
    in_brackets = False  # inside a multi-line switch case table

    def close() -> None:
        counts[BLOCK_FEATURE] = 1
        blocks.append(Block(block_name, tuple(counts), tuple(successors)))

    for lineno, raw in lines:
        # Drop a trailing comment, unless a string (inline asm, a quoted name) could hold ';'.
        line = raw.split(";", 1)[0].rstrip() if '"' not in raw else raw.rstrip()
        stripped = line.strip()
        if raw.startswith("}"):
            close()
            return Function(name, tuple(blocks), frozenset(callees))
        if not stripped or stripped.startswith(";"):
            continue
        label = _LABEL.match(line)
        if label is not None:
            if started:
                close()
            block_name = _unquote(label.group(1))
            counts = [0] * len(FEATURES)
            successors = []
            started = False
            continue
        successors.extend(_unquote(s) for s in _LABEL_OPERAND.findall(stripped))
        if in_brackets:
            in_brackets = not stripped.startswith("]")
            continue
        body = _ASSIGN.sub("", stripped, count=1)
        words = body.split(None, 1)
        opcode = words[0]
        if opcode in _CALL_PREFIXES and len(words) > 1:
            words = words[1].split(None, 1)
            opcode = words[0]
        index = _INDEX.get(opcode)
        if index is None or index >= len(OPCODES):
            raise InvalidProgramError(f"{origin}:{lineno}: unknown instruction {opcode!r}")
        counts[index] += 1
        started = True
        if opcode == "call" and len(words) > 1:
            callee = _direct_callee(words[1], type_names)
            if callee is not None:
                callees.add(callee)
        in_brackets = stripped.endswith("[")
    raise InvalidProgramError(f"{origin}: function @{name} has no closing '}}'")


def _direct_callee(call_rest: str, type_names: set[str]) -> str | None:
    """The function a ``call`` names directly, or None for a call through a pointer.

    The callee is the first ``@`` or ``%`` name after ``call`` that is not a named type
    (``%struct.S*`` in the return type); a ``%`` value there is a function pointer.
    """
    for sigil, raw in _SIGIL_NAME.findall(call_rest):
        name = _unquote(raw)
        if sigil == "%" and name in type_names:
            continue
        return name if sigil == "@" else None
    return None


def parse_region_trees(text: str) -> dict[str, Region]:
    """Per function, the region tree ``opt -passes='print<regions>'`` printed."""
    trees: dict[str, Region] = {}
    current: str | None = None
    stack: list[tuple[str, str | None, list[Region]]] = []

    def fold(depth: int) -> None:
        # Close the regions deeper than ``depth``, attaching each to its parent.
        while len(stack) > depth:
            entry, exit_, children = stack.pop()
            region = Region(entry, exit_, tuple(children))
            if stack:
                stack[-1][2].append(region)
            elif current is not None:
                trees[current] = region

    for line in text.splitlines():
        if line.startswith("Region Tree for function: "):
            current = line.removeprefix("Region Tree for function: ").strip()
            stack = []
        elif line.startswith("End region tree"):
            fold(0)
            current = None
        elif current is not None and (m := _REGION_LINE.match(line)):
            depth = int(m.group(1))
            if depth > len(stack):
                raise InvalidProgramError(f"region tree of {current}: depth jumps in {line!r}")
            fold(depth)
            exit_ = _unquote(m.group(3)) if m.group(3) else None
            stack.append((_unquote(m.group(2)), exit_, []))
    return trees


def region_blocks(fn: Function, region: Region) -> set[str]:
    """The blocks reachable from the region's entry without passing through its exit."""
    succ = {b.name: b.successors for b in fn.blocks}
    seen = {region.entry}
    todo = [region.entry]
    while todo:
        for nxt in succ.get(todo.pop(), ()):
            if nxt != region.exit and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def function_vector(fn: Function, tree: Region, *,
                    nesting_weight: float = DEFAULT_NESTING_WEIGHT) -> npt.NDArray[np.float64]:
    """Algorithm 1: aggregate block features up the region tree (see the module docstring)."""
    if tree.entry != fn.blocks[0].name:
        raise InvalidProgramError(
            f"@{fn.name}: region tree starts at %{tree.entry}, the entry block is "
            f"%{fn.blocks[0].name}")
    features = {b.name: np.asarray(b.features, dtype=np.float64) for b in fn.blocks}

    def vector(region: Region, blocks: set[str]) -> npt.NDArray[np.float64]:
        own = set(blocks)
        total = np.zeros(len(FEATURES))
        for child in region.children:
            child_blocks = region_blocks(fn, child)
            own -= child_blocks
            total += nesting_weight * vector(child, child_blocks)
        for name in own:
            total += features[name]
        total[REGION_FEATURE] += 1
        return total

    return vector(tree, set(features))


def program_vector(functions: Mapping[str, Function], trees: Mapping[str, Region], *,
                   nesting_weight: float = DEFAULT_NESTING_WEIGHT,
                   call_weight: float = DEFAULT_CALL_WEIGHT) -> npt.NDArray[np.float64]:
    """Algorithm 2: propagate function vectors along the call graph (module docstring)."""
    missing = sorted(set(functions) - set(trees))
    if missing:
        raise InvalidProgramError(f"opt printed no region tree for {', '.join(missing)}")
    graph = nx.DiGraph()
    graph.add_nodes_from(functions)
    for fn in functions.values():
        graph.add_edges_from((fn.name, g) for g in fn.callees if g in functions)
    dag = nx.condensation(graph)
    own = {s: sum((function_vector(functions[f], trees[f], nesting_weight=nesting_weight)
                   for f in dag.nodes[s]["members"]), np.zeros(len(FEATURES)))
           for s in dag.nodes}
    propagated: dict[int, npt.NDArray[np.float64]] = {}
    for s in reversed(list(nx.topological_sort(dag))):  # callees before their callers
        propagated[s] = own[s] + call_weight * sum(
            (propagated[t] for t in dag.successors(s)), np.zeros(len(FEATURES)))
    roots = [s for s in dag.nodes if dag.in_degree(s) == 0]
    return sum((propagated[s] for s in roots), np.zeros(len(FEATURES)))


@dataclass(frozen=True)
class Analysed:
    """One IR file as opt reads it: its module as opt prints it, and its region trees."""

    module: str
    trees: dict[str, Region]


def analyse(ir_file: Path, opt: str) -> Analysed:
    """One ``opt -passes='print<regions>' -S`` run: the region trees on stderr, the module on
    stdout. Reading the module opt printed rather than the file means bitcode works too and
    the block names are spelled exactly as in the region trees."""
    try:
        data = ir_file.read_bytes()
    except OSError as exc:
        raise InvalidProgramError(f"cannot read {ir_file}: {exc}") from exc
    proc = sandbox.run([opt, "-passes=print<regions>", "-S", "-o", "-", "input"],
                       limits=OPT_LIMITS, files={"input": data})
    if proc.ending is Ending.NOT_STARTED:
        raise ToolMissingError(f"cannot run {opt}: {proc.stderr_text()}")
    if not proc.ok:
        raise InvalidProgramError(
            f"{opt} could not compute the regions of {ir_file} ({proc.ending}, exit "
            f"{proc.exit_code}): {proc.stderr_text()[-2000:]}")
    return Analysed(proc.stdout.decode("utf-8", errors="replace"),
                    parse_region_trees(proc.stderr_text()))


def program_vectors(ir_files: Sequence[Path], opt: str, *,
                    nesting_weight: float = DEFAULT_NESTING_WEIGHT,
                    call_weight: float = DEFAULT_CALL_WEIGHT) -> npt.NDArray[np.float64]:
    """One row per IR file (textual or bitcode): its program vector, with columns named by
    ``FEATURES``."""
    rows = np.zeros((len(ir_files), len(FEATURES)))
    for i, path in enumerate(ir_files):
        analysed = analyse(path, opt)
        functions = parse_module(analysed.module, str(path))
        rows[i] = program_vector(functions, analysed.trees, nesting_weight=nesting_weight,
                                 call_weight=call_weight)
    return rows

"""CTOS selection: program vectors (Algorithms 1 and 2) against hand computations and against
LLVM's own analyses, X-means, centroid selection (Algorithm 3), Doc2Vec sequence selection."""

from __future__ import annotations

import json
import os
import random
import re
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path

import numpy as np
import pytest

from ccfuzz import sandbox
from ccfuzz.errors import ConfigError, InvalidProgramError, ToolMissingError
from ccfuzz.passes import irgraph
from ccfuzz.passes.irgraph import FEATURES, Region
from ccfuzz.passes.select import (
    centroid_selection,
    program_vectors,
    select_points,
    select_programs,
    select_sequences,
    sequence_vectors,
)
from ccfuzz.passes.xmeans import Clustering, bic, xmeans
from ccfuzz.sources import derive_seed
from ccfuzz.sources.csmith import CsmithSource
from tests.conftest import DATA, private_tmpdir, require

SELECT_DATA = DATA / "passes" / "select"
OPT = "/usr/bin/opt"


def vec(counts: Mapping[str, float]) -> np.ndarray:
    out = np.zeros(len(FEATURES))
    for name, value in counts.items():
        out[FEATURES.index(name)] = value
    return out


def named(v: np.ndarray) -> dict[str, float]:
    """Readable assertion failures: only the non-zero components, by name."""
    return {FEATURES[i]: float(x) for i, x in enumerate(v) if x}


# --- Algorithm 1 -----------------------------------------------------------------------------


def test_region_trees_as_opt_prints_them(private_tmp: Path) -> None:
    require("opt")
    trees = irgraph.analyse(SELECT_DATA / "regions.ll", OPT).trees
    # The loop head..exit holds the if body..latch; the switch's region runs up to its join.
    assert trees["loop"] == Region("entry", None, (
        Region("head", "exit", (Region("body", "latch", ()),)),))
    assert trees["sw"] == Region("1", None, (Region("1", "4", ()),))


def test_algorithm1_by_hand(private_tmp: Path) -> None:
    require("opt")
    path = SELECT_DATA / "regions.ll"
    analysed = irgraph.analyse(path, OPT)
    functions, trees = irgraph.parse_module(analysed.module, str(path)), analysed.trees
    assert irgraph.DEFAULT_NESTING_WEIGHT == 1.5  # the hand computation below assumes it
    # @loop, blocks:  entry {alloca, store, br}   head {load, icmp, br}   body {and, icmp, br}
    #                 then {mul, store, br}   latch {load, add, store, br}   exit {load, ret}
    # (each block also has <block> = 1; each region adds <region> = 1 at its own level)
    # [2] body => latch: blocks {body, then}
    #     v2 = and 1, icmp 1, br 2, mul 1, store 1, <block> 2, <region> 1
    # [1] head => exit: blocks {head, body, then, latch}; own {head, latch}
    #     v1 = (load 2, icmp 1, br 2, add 1, store 1, <block> 2) + <region> 1 + 1.5 * v2
    #        = load 2, icmp 2.5, br 5, add 1, store 2.5, and 1.5, mul 1.5, <block> 5, <region> 2.5
    # [0] entry => return: own {entry, exit}
    #     v0 = (alloca 1, store 1, br 1, load 1, ret 1, <block> 2) + <region> 1 + 1.5 * v1
    #        = alloca 1, store 4.75, br 8.5, load 4, ret 1, icmp 3.75, add 1.5, and 2.25,
    #          mul 2.25, <block> 9.5, <region> 4.75
    loop = irgraph.function_vector(functions["loop"], trees["loop"])
    assert named(loop) == named(vec({
        "alloca": 1, "store": 4.75, "br": 8.5, "load": 4, "ret": 1, "icmp": 3.75, "add": 1.5,
        "and": 2.25, "mul": 2.25, "<block>": 9.5, "<region>": 4.75}))
    # @sw(i32 %0): unnamed entry %1 {switch} (the case lines are not instructions),
    # %2 {br}, %3 {sub, br}, %4 {phi, ret}.
    # [1] %1 => %4: blocks {1, 2, 3}: v1 = switch 1, br 2, sub 1, <block> 3, <region> 1
    # [0]: own {4}: v0 = phi 1, ret 1, <block> 1, <region> 1 + 1.5 * v1
    #      = phi 1, ret 1, switch 1.5, br 3, sub 1.5, <block> 5.5, <region> 2.5
    sw = irgraph.function_vector(functions["sw"], trees["sw"])
    assert named(sw) == named(vec({
        "phi": 1, "ret": 1, "switch": 1.5, "br": 3, "sub": 1.5, "<block>": 5.5,
        "<region>": 2.5}))
    # Weight 1 flattens the tree: plain instruction counts, 6 blocks, 3 regions.
    flat = irgraph.function_vector(functions["loop"], trees["loop"], nesting_weight=1.0)
    assert named(flat) == named(vec({
        "alloca": 1, "store": 3, "br": 5, "load": 3, "icmp": 2, "and": 1, "mul": 1, "add": 1,
        "ret": 1, "<block>": 6, "<region>": 3}))


# --- Algorithm 2 -----------------------------------------------------------------------------


def test_algorithm2_by_hand(private_tmp: Path) -> None:
    require("opt")
    path = SELECT_DATA / "calls.ll"
    functions = irgraph.parse_module(path.read_text(), str(path))
    assert {name: set(fn.callees) for name, fn in functions.items()} == {
        "main": {"a", "b", "printf"},  # the call through %f names no function
        "a": {"c"}, "b": {"mk", "c"}, "c": {"d"}, "d": {"c"}, "mk": set(), "orphan": set()}
    assert irgraph.DEFAULT_CALL_WEIGHT == 0.5  # the hand computation below assumes it
    # One block, one region per function: v(F) = its opcode counts + <block> 1 + <region> 1.
    #   main: alloca 1, store 1, load 1, call 4, ret 1     a: call 1, xor 1, ret 1
    #   b: call 2, ret 1    c: add 1, call 1, ret 1    d: sub 1, call 1, ret 1
    #   mk: bitcast 1, ret 1    orphan: ret 1
    # Components (SCCs): {c, d} is one, the others are alone. p(S) = v(S) + 0.5 * sum p(callees)
    #   p(cd) = add 1, sub 1, call 2, ret 2, <block> 2, <region> 2
    #   p(mk) = bitcast 1, ret 1, <block> 1, <region> 1
    #   p(a) = v(a) + 0.5 p(cd) = call 2, xor 1, ret 2, add .5, sub .5, <block> 2, <region> 2
    #   p(b) = v(b) + 0.5 (p(mk) + p(cd))
    #        = call 3, ret 2.5, bitcast .5, add .5, sub .5, <block> 2.5, <region> 2.5
    #   p(main) = v(main) + 0.5 (p(a) + p(b))
    #        = alloca 1, store 1, load 1, call 6.5, xor .5, ret 3.25, add .5, sub .5,
    #          bitcast .25, <block> 3.25, <region> 3.25
    # Roots: main and orphan (only stored as a pointer): program = p(main) + p(orphan),
    # p(orphan) = ret 1, <block> 1, <region> 1.
    expected = vec({
        "alloca": 1, "store": 1, "load": 1, "call": 6.5, "xor": 0.5, "ret": 4.25, "add": 0.5,
        "sub": 0.5, "bitcast": 0.25, "<block>": 4.25, "<region>": 4.25})
    rows = program_vectors([path, SELECT_DATA / "regions.ll"], OPT, 0)
    assert rows.shape == (2, len(FEATURES))
    assert named(rows[0]) == named(expected)
    # regions.ll: nobody calls loop or sw, both are roots, each counted once.
    analysed = irgraph.analyse(SELECT_DATA / "regions.ll", OPT)
    fns, trees = irgraph.parse_module(analysed.module), analysed.trees
    alone = (irgraph.function_vector(fns["loop"], trees["loop"])
             + irgraph.function_vector(fns["sw"], trees["sw"]))
    assert named(rows[1]) == named(alone)


# --- the IR reader against LLVM itself, on Csmith programs -----------------------------------


def _emit_ir(source: str, dest: Path) -> None:
    proc = sandbox.run(
        ["clang-14", "-O0", "-Xclang", "-disable-O0-optnone", "-emit-llvm", "-S", "-w",
         "prog.c", "-o", "prog.ll"],
        limits=sandbox.Limits(wall_seconds=60), files={"prog.c": source.encode()},
        keep={"prog.ll": dest})
    assert proc.ok, proc.stderr_text()


@pytest.fixture(scope="module")
def csmith_ir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[list[Path]]:
    """Six Csmith programs as unoptimized IR, ready for opt (as CTOS's front end makes them)."""
    require("csmith", "clang-14", "opt")
    base = tmp_path_factory.mktemp("csmith-ir")
    with private_tmpdir(base):
        source = CsmithSource()
        files = []
        for i in range(6):
            program = source.program(i, derive_seed(2026, i))
            files.append(base / f"p{i}.ll")
            _emit_ir(program.source, files[-1])
        yield files


def _llvm_properties(path: Path) -> dict[str, dict[str, int]]:
    proc = sandbox.run([OPT, "-passes=print<func-properties>", "-disable-output", "in.ll"],
                       limits=irgraph.OPT_LIMITS, files={"in.ll": path.read_bytes()})
    assert proc.ok, proc.stderr_text()
    props: dict[str, dict[str, int]] = {}
    for block in proc.stderr_text().split("Printing analysis results of CFA for function ")[1:]:
        name = block.split("'")[1]
        props[name] = {k: int(v) for k, v in re.findall(r"^(\w+): (\d+)$", block, re.M)}
    return props


def _llvm_call_graph(path: Path) -> dict[str, set[str]]:
    proc = sandbox.run([OPT, "-passes=print-callgraph", "-disable-output", "in.ll"],
                       limits=irgraph.OPT_LIMITS, files={"in.ll": path.read_bytes()})
    assert proc.ok, proc.stderr_text()
    graph: dict[str, set[str]] = {}
    for block in proc.stderr_text().split("Call graph node for function: ")[1:]:
        graph[block.split("'")[1]] = set(re.findall(r"calls function '([^']+)'", block))
    return graph


def test_ir_reader_agrees_with_llvm(csmith_ir: list[Path], private_tmp: Path) -> None:
    """Block, load and store counts per function as LLVM's function-properties analysis counts
    them, direct callees as its call graph has them, and (with weight 1) every block counted
    in exactly one region."""
    load, store, block = (FEATURES.index(f) for f in ("load", "store", "<block>"))
    for path in csmith_ir:
        analysed = irgraph.analyse(path, OPT)
        functions, trees = irgraph.parse_module(analysed.module, str(path)), analysed.trees
        props = _llvm_properties(path)
        calls = _llvm_call_graph(path)
        assert set(functions) == set(props) == set(trees)
        for name, fn in functions.items():
            counts = np.sum([b.features for b in fn.blocks], axis=0)
            assert (len(fn.blocks), counts[load], counts[store]) == (
                props[name]["BasicBlockCount"], props[name]["LoadInstCount"],
                props[name]["StoreInstCount"]), name
            # LLVM's call graph leaves intrinsics out (llvm.memcpy...), keeps printf & co.
            assert {c for c in fn.callees if not c.startswith("llvm.")} == calls[name], name
            flat = irgraph.function_vector(fn, trees[name], nesting_weight=1.0)
            assert flat[block] == len(fn.blocks), name
            assert flat[load] == props[name]["LoadInstCount"], name


# --- X-means ---------------------------------------------------------------------------------


def blobs(k: int, dim: int, per: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    centers = rng.uniform(-50, 50, (k, dim))
    points = np.vstack([c + rng.normal(0, 1, (per, dim)) for c in centers])
    return points, np.repeat(np.arange(k), per)


@pytest.mark.parametrize(("k", "dim", "seed"), [(1, 3, 1), (2, 4, 2), (4, 5, 3), (7, 6, 4)])
def test_xmeans_finds_the_blobs(k: int, dim: int, seed: int) -> None:
    points, truth = blobs(k, dim, 30, seed)
    found = xmeans(points, k_max=20, seed=seed)
    assert found.k == k
    # The same partition as the truth, up to the numbering of the clusters.
    pairs = set(zip(found.labels.tolist(), truth.tolist(), strict=True))
    assert len(pairs) == k


def test_xmeans_stops_at_k_max_and_is_deterministic() -> None:
    points, _ = blobs(6, 4, 20, 9)
    capped = xmeans(points, k_max=3, seed=5)
    assert capped.k == 3
    again = xmeans(points, k_max=3, seed=5)
    assert np.array_equal(capped.labels, again.labels)
    assert np.array_equal(capped.centers, again.centers)


def test_bic_prefers_the_true_number_of_clusters() -> None:
    two, truth = blobs(2, 3, 25, 11)
    one_label = np.zeros(len(two), dtype=np.intp)
    means = np.vstack([two[truth == j].mean(axis=0) for j in range(2)])
    assert bic(two, truth, means) > bic(two, one_label, two.mean(axis=0, keepdims=True))
    one, _ = blobs(1, 3, 50, 12)
    halves = (one[:, 0] > np.median(one[:, 0])).astype(np.intp)
    half_means = np.vstack([one[halves == j].mean(axis=0) for j in range(2)])
    assert bic(one, halves, half_means) < bic(one, one_label[:50], one.mean(0, keepdims=True))


def test_xmeans_rejects_bad_arguments() -> None:
    with pytest.raises(ConfigError):
        xmeans(np.zeros((0, 2)), k_max=2, seed=0)
    with pytest.raises(ConfigError):
        xmeans(np.zeros((4, 2)), k_max=0, seed=0)
    # Identical points are one cluster, whatever k_max allows.
    assert xmeans(np.ones((5, 2)), k_max=4, seed=0).k == 1


# --- Algorithm 3 -----------------------------------------------------------------------------

# Three clusters in the plane, listed out of order on purpose.
PLANE = np.array([
    (10, 10), (0, 0), (20, 0), (2, 0), (11, 10), (0, 2), (21, 0), (2, 2), (10, 11.5), (1, 1.2)])
PLANE_LABELS = np.array([1, 0, 2, 0, 1, 0, 2, 0, 1, 0], dtype=np.intp)
# By hand:
#   A = {1 (0,0), 3 (2,0), 5 (0,2), 7 (2,2), 9 (1,1.2)}: centroid (1, 1.04); distances
#       9: .16, 5 and 7: sqrt(1 + .9216) = 1.386, 1 and 3: sqrt(1 + 1.0816) = 1.443
#       -> queue 9, 5, 7, 1, 3 (ties to the lower index)
#   B = {0 (10,10), 4 (11,10), 8 (10,11.5)}: centroid (10.33, 10.5); distances
#       0: .601, 4: .833, 8: 1.054 -> queue 0, 4, 8
#   C = {2 (20,0), 6 (21,0)}: centroid (20.5, 0); both .5 -> queue 2, 6
# Clusters by size: A (5), B (3), C (2). One round takes the next point of every cluster.
PLANE_EXPECTED = [9, 0, 2, 5, 4, 6, 7, 8, 1, 3]


@pytest.mark.parametrize("count", [0, 1, 3, 7, 10])
def test_algorithm3_by_hand(count: int) -> None:
    labels = PLANE_LABELS
    centers = np.vstack([PLANE[labels == j].mean(axis=0) for j in range(3)])
    chosen = centroid_selection(PLANE, Clustering(labels, centers), count)
    assert chosen == PLANE_EXPECTED[:count]


def test_algorithm3_after_xmeans() -> None:
    """End to end on the same plane: X-means finds the three clusters by itself."""
    found = xmeans(PLANE, k_max=3, seed=1)
    assert len(set(zip(found.labels.tolist(), PLANE_LABELS.tolist(), strict=True))) == 3
    assert select_points(PLANE, 3, seed=1) == PLANE_EXPECTED[:3]
    with pytest.raises(ConfigError, match="cannot select 11 of 10"):
        select_points(PLANE, 11, seed=1)


# --- sequences -------------------------------------------------------------------------------


def families(seed: int) -> tuple[list[list[str]], list[int]]:
    """Sixty sequences from three families with disjoint pass vocabularies."""
    rng = random.Random(seed)
    vocab = [[f"{family}-pass{i}" for i in range(10)] for family in ("gvn", "loop", "inst")]
    sequences, family_of = [], []
    for k in range(60):
        family_of.append(k % 3)
        sequences.append([rng.choice(vocab[k % 3]) for _ in range(rng.randint(20, 40))])
    return sequences, family_of


def test_select_sequences_is_deterministic() -> None:
    sequences, _ = families(3)
    first = select_sequences(sequences, 5, seed=42)
    assert select_sequences(sequences, 5, seed=42) == first
    assert len(set(first)) == 5 and all(0 <= i < len(sequences) for i in first)
    assert np.array_equal(sequence_vectors(sequences, 7), sequence_vectors(sequences, 7))
    assert not np.array_equal(sequence_vectors(sequences, 7), sequence_vectors(sequences, 8))


@pytest.mark.slow
def test_select_sequences_is_the_same_in_another_process(private_tmp: Path) -> None:
    """gensim once seeded vectors with Python's salted str hash: a process with another hash
    seed must still choose the same sequences."""
    sequences, _ = families(4)
    script = ("import json, sys; from ccfuzz.passes.select import select_sequences; "
              "print(json.dumps(select_sequences(json.load(sys.stdin), 5, seed=42)))")
    # This process's hash seed is random unless PYTHONHASHSEED is set: take another one.
    other = "2" if os.environ.get("PYTHONHASHSEED") == "1" else "1"
    env = {"PYTHONPATH": str(Path(__file__).parents[1] / "src"), "PYTHONHASHSEED": other}
    proc = sandbox.run([sys.executable, "-c", script], limits=sandbox.Limits(wall_seconds=120),
                       stdin=json.dumps(sequences).encode(), env=env)
    assert proc.ok, proc.stderr_text()
    assert json.loads(proc.stdout) == select_sequences(sequences, 5, seed=42)


@pytest.mark.parametrize("seed", [0, 1])
def test_select_sequences_covers_every_family(seed: int) -> None:
    sequences, family_of = families(seed)
    chosen = select_sequences(sequences, 3, seed=seed)
    assert sorted(family_of[i] for i in chosen) == [0, 1, 2]


def test_select_sequences_bad_count() -> None:
    sequences, _ = families(0)
    with pytest.raises(ConfigError, match="cannot select 61 of 60"):
        select_sequences(sequences, 61, seed=0)
    with pytest.raises(ConfigError, match="all empty"):
        select_sequences([[], []], 1, seed=0)
    assert select_sequences(sequences, 0, seed=0) == []


# --- programs --------------------------------------------------------------------------------


def test_select_programs_on_csmith(csmith_ir: list[Path], private_tmp: Path) -> None:
    vectors = program_vectors(csmith_ir, OPT, 0)
    assert vectors.shape == (len(csmith_ir), len(FEATURES))
    assert len({tuple(row) for row in vectors}) == len(csmith_ir)  # six different programs
    chosen = select_programs(csmith_ir, 3, OPT, seed=7)
    assert len(set(chosen)) == 3 and all(0 <= i < len(csmith_ir) for i in chosen)
    # The same choice again from the same vectors (clustered as log1p, as documented).
    assert select_points(np.log1p(vectors), 3, seed=7) == chosen
    assert sorted(select_points(np.log1p(vectors), 6, seed=7)) == list(range(6))


def test_select_programs_picks_one_of_each_duplicated_program(
        csmith_ir: list[Path], tmp_path: Path, private_tmp: Path) -> None:
    """Three programs, each three times (as copies): the three picks are one of each."""
    files = []
    for copy in range(3):
        for i in range(3):
            files.append(tmp_path / f"p{i}-copy{copy}.ll")
            files[-1].write_bytes(csmith_ir[i].read_bytes())
    chosen = select_programs(files, 3, OPT, seed=1)
    assert sorted(int(files[i].name[1]) for i in chosen) == [0, 1, 2]


def test_bitcode_gives_the_same_vectors(csmith_ir: list[Path], tmp_path: Path,
                                        private_tmp: Path) -> None:
    bitcode = tmp_path / "p0.bc"
    proc = sandbox.run([OPT, "in.ll", "-o", "out.bc"], limits=irgraph.OPT_LIMITS,
                       files={"in.ll": csmith_ir[0].read_bytes()}, keep={"out.bc": bitcode})
    assert proc.ok and bitcode.read_bytes().startswith(b"BC"), proc.stderr_text()
    rows = program_vectors([csmith_ir[0], bitcode], OPT, 0)
    assert np.array_equal(rows[0], rows[1])


def test_program_errors(tmp_path: Path, private_tmp: Path) -> None:
    bad = tmp_path / "bad.ll"
    bad.write_text("define i32 @f() {\n  ret i32 %undefined_value\n}\n")
    with pytest.raises(InvalidProgramError, match="could not compute the regions"):
        program_vectors([bad], OPT, 0)
    with pytest.raises(ToolMissingError):
        program_vectors([SELECT_DATA / "calls.ll"], str(tmp_path / "no-such-opt"), 0)
    with pytest.raises(InvalidProgramError, match="cannot read"):
        program_vectors([tmp_path / "missing.ll"], OPT, 0)
    weird = "define i32 @f() {\n  %x = frobnicate i32 1\n  ret i32 0\n}\n"
    with pytest.raises(InvalidProgramError, match="unknown instruction 'frobnicate'"):
        irgraph.parse_module(weird, "weird.ll")

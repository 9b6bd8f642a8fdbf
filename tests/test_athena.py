from __future__ import annotations

import json
import math
import random
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from ccfuzz import cli, cmodel
from ccfuzz.cmodel import Stmt
from ccfuzz.emi.athena import Athena, State
from ccfuzz.emi.chain import Chain, Proposal, acceptance
from ccfuzz.emi.edits import Delete, Insert, Site, Variant
from ccfuzz.emi.seed import Seed, prepare
from ccfuzz.emi.statements import Insertion, Refusal
from ccfuzz.errors import InvalidProgramError
from ccfuzz.model import Origin, Program
from ccfuzz.profile import coverage
from ccfuzz.sources import derive_seed
from ccfuzz.sources.csmith import CsmithSource
from ccfuzz.sources.emi import EmiSource
from ccfuzz.sources.generator import GeneratorSource
from tests.conftest import require

CORPUS = Path(__file__).parent / "data" / "corpus"

SEED = r"""
#include <stdio.h>
struct pair { int a; long b; };
static double scale = 2.5;
static int helper(int k) {
  int acc = 0;
  for (int i = 0; i < k; i++) acc += i;
  return acc;
}
static long wide(long w, struct pair *p) {
  if (w > 1000) {
    p->b = w * 2;
    return p->b;
  }
  return w + p->a;
}
int main(void) {
  int n = 0, m = 3;
  struct pair pr = {1, 2};
  if (scanf("%d", &n) != 1) return 1;
  if (n > 100) {
    double d = scale * n;
    int spare = m;
    m = (int)d;
  again:
    m++;
    if (m < 5) goto again;
  }
  if (n > 200) { spin: m--; if (m > 0) goto spin; }
  for (int j = 0; j < n; j++) {
    if (j > 50) break;
    m += j;
  }
  printf("%d %ld\n", helper(n) + m, wide(n, &pr));
  return 0;
}
"""


def stmt(seed: Seed, text: str) -> Stmt:
    [found] = [s for s in seed.model.statements() if s.text == text]
    return found


def fit(athena: Athena, candidate: str, site: str, *, after: bool = False,
        variant: Variant | None = None, rng: int = 0) -> Insertion | Refusal:
    db = athena.database
    index = db.candidates.index(stmt(athena.seed, candidate))
    v = variant or Variant()
    place = athena.layout.place(v, Site(stmt(athena.seed, site).id, after), v.serial)
    return db.fit(index, place, random.Random(rng))


def build_and_run(source: str, stdin: bytes, cc: str, level: str, work: Path) -> bytes:
    (work / "v.c").write_text(source)
    subprocess.run([cc, level, "-w", "v.c", "-o", "v"], cwd=work, check=True,
                   capture_output=True)
    return subprocess.run(["./v"], cwd=work, input=stdin, capture_output=True, timeout=30,
                          check=True).stdout


@pytest.fixture(scope="module")
def athena() -> Athena:
    require("gcc")
    return Athena(prepare(Program("hand", SEED, Origin("file"), stdin=b"7\n")))


def test_a_free_variable_is_bound_to_an_in_scope_one_of_the_same_type(athena: Athena) -> None:
    assert athena.seed.output == b"45 8\n"
    seen = set()
    for rng in range(12):
        found = fit(athena, "acc += i;", "m--;", rng=rng)
        assert isinstance(found, Insertion)
        match = re.fullmatch(r"(\w+) \+= (\w+);", found.text)
        assert match, found.text
        seen |= set(match.groups())
    # main's ints at that place; never the double d, the long or the struct
    assert seen == {"n", "m"}
    # where d is in scope, a double is bound to d or to the global scale, nothing else
    doubles = {fit(athena, "m = (int)d;", "m++;", rng=r).text for r in range(12)}  # type: ignore[union-attr]
    assert {t.split("(int)")[1] for t in doubles} <= {"d;", "scale;"}


def test_a_candidate_without_context_is_refused(athena: Athena) -> None:
    # no int in scope in wide(): only a long, a struct pointer and the double global
    assert fit(athena, "acc += i;", "p->b = w * 2;") is Refusal.NO_VARIABLE
    # returns a long: not into main
    assert fit(athena, "return p->b;", "m++;") is Refusal.RETURN
    # a break needs a loop or switch around the place (a loop made by goto is none)
    assert fit(athena, "break;", "m--;") is Refusal.BREAK
    assert isinstance(fit(athena, "break;", "break;"), Insertion)
    # a top-level declaration of a name main already uses
    assert fit(athena, "double d = scale * n;", "m--;") is Refusal.CLASH
    # helper() is defined before wide(): a call of it fits there, but not in helper()
    assert fit(athena, "return w + p->a;", "acc += i;") is Refusal.RETURN


def test_labels_are_renamed_and_jumps_follow_them(athena: Athena, tmp_path: Path) -> None:
    found = fit(athena, "again:\n    m++;", "m--;")
    assert isinstance(found, Insertion)
    assert found.text.startswith("again_a0:") and found.labels == {"again_a0"}
    loop = fit(athena, "{ spin: m--; if (m > 0) goto spin; }", "m++;")
    assert isinstance(loop, Insertion)
    assert re.fullmatch(r"\{ spin_a0: (m|n)--; if \((m|n) > 0\) goto spin_a0; \}", loop.text)
    # a goto to a label outside the candidate jumps to one of the function's labels
    jump = fit(athena, "goto again;", "p->b = w * 2;")
    assert jump is Refusal.NO_LABEL  # wide() has none
    v = Variant()
    for edit in (Insert(Site(stmt(athena.seed, "m--;").id, False), 0, found),
                 Insert(Site(stmt(athena.seed, "m++;").id, True), 0, loop)):
        v = athena.layout.apply(v, edit)
    require("gcc")
    assert build_and_run(athena.layout.render(v), b"7\n", "gcc", "-O0", tmp_path) == b"45 8\n"


def test_a_deleted_statement_leaves_a_place_for_later_insertions(
        athena: Athena, tmp_path: Path) -> None:
    target = stmt(athena.seed, "p->b = w * 2;")
    v = athena.layout.apply(Variant(), Delete(target.id))
    assert target.id in {s.site.stmt for s in athena.layout.slots(v)}  # the marker
    assert target.id not in {s.site.stmt for s in athena.layout.deletions(v)}
    filler = fit(athena, "return p->b;", "p->b = w * 2;", variant=v)
    assert isinstance(filler, Insertion) and filler.text == "return p->b;"
    v = athena.layout.apply(v, Insert(Site(target.id, True), 0, filler))
    text = athena.layout.render(v)
    assert "p->b = w * 2;" not in text and "while" not in text  # no marker is printed
    assert re.search(r"if \(w > 1000\) \{\s*return p->b;\s*return p->b;", text)
    require("gcc")
    assert build_and_run(text, b"7\n", "gcc", "-O0", tmp_path) == b"45 8\n"


def test_deleting_a_declaration_an_insertion_uses_is_not_offered(athena: Athena) -> None:
    decl = stmt(athena.seed, "int spare = m;")
    assert decl.id in {s.site.stmt for s in athena.layout.deletions(Variant())}
    uses = next(found for r in range(40)
                if isinstance(found := fit(athena, "acc += i;", "m++;", rng=r), Insertion)
                and "spare" in found.text)
    v = athena.layout.apply(Variant(), Insert(Site(stmt(athena.seed, "m++;").id, True), 0,
                                              uses))
    assert decl.id not in {s.site.stmt for s in athena.layout.deletions(v)}


def test_acceptance_follows_the_metropolis_hastings_rule() -> None:
    assert acceptance(0.5, 0.6, 0.0, sigma=10) == 1.0
    assert acceptance(0.5, 0.4, 0.0, sigma=10) == pytest.approx(math.exp(-1))
    assert acceptance(0.5, 0.4, math.log(2), sigma=10) == pytest.approx(2 * math.exp(-1))

    @dataclass
    class Downhill:  # every proposal is 0.1 worse; sigma 10 accepts it with p = e^-1
        def propose(self, state: float, rng: random.Random) -> Proposal[float]:
            return Proposal(state - 0.1, 0.0, "down")

        def score(self, state: float) -> float:
            return state

    chain = Chain(Downhill(), 0.0, random.Random(12), sigma=10)
    for _ in range(4000):
        chain.step()
    assert chain.stats.acceptance_rate == pytest.approx(math.exp(-1), abs=0.03)
    assert chain.score == pytest.approx(-0.1 * chain.stats.accepted)
    assert chain.stats.mean_accepted_score < 0
    chain.restart()
    assert chain.state == 0.0 and chain.stats.restarts == 1


def steps_with_insertions(athena: Athena, rng: int, wanted: int) -> State:
    chain = athena.chain(random.Random(rng))
    for _ in range(400):
        chain.step()
        if sum(1 for _ in chain.state.variant.insertions()) >= wanted:
            return chain.state
    raise AssertionError("the chain made too few insertions")


def test_inserted_code_never_runs_in_the_variant(athena: Athena, private_tmp: Path) -> None:
    state = steps_with_insertions(athena, 4, 5)
    text = athena.layout.render(state.variant, annotate=True)
    spans = [(m.start(), m.end()) for m in
             re.finditer(r"/\*athena\{\*/.*?/\*\}athena\*/", text, re.S)]
    assert len(spans) >= 5
    model = cmodel.load(text)
    program = Program("v", text, Origin("file"), stdin=b"7\n")
    cov = coverage.profile(model, program)
    assert cov.stdout == athena.seed.output
    inside = [s for s in model.statements()
              if any(a <= s.start and s.end <= b for a, b in spans)]
    assert inside and not any(cov.executed(s) for s in inside)
    # and the profile does see statements that run: the check could fail
    assert any(cov.executed(s) for s in model.statements())


def test_the_distance_grows_as_the_chain_moves_away(athena: Athena) -> None:
    assert athena.score(athena.start) == 0.0
    state = steps_with_insertions(athena, 9, 4)
    assert athena.score(state) > 0.0


def check_variants(seed: Seed, made: list[Program], work: Path) -> None:
    for v in made:
        assert v.expected_output == seed.output
        for cc in ("gcc", "clang-14"):
            for level in ("-O0", "-O2"):
                assert build_and_run(v.source, seed.program.stdin, cc, level, work) == \
                    seed.output, f"{cc} {level}: {v.origin.mutation}"


def csmith_seed() -> Seed:
    source = CsmithSource()
    for i in range(10):  # about one Csmith program in ten never terminates
        try:
            return prepare(source.program(i, 610 + i), run_seconds=3)
        except InvalidProgramError as exc:
            assert "does not finish" in str(exc)
    raise AssertionError("no terminating Csmith program in ten")


@pytest.mark.parametrize("name", ["in_vm", "in_rpn", "torture_loops", "generator", "csmith"])
def test_variants_compile_everywhere_and_print_the_seeds_output(name: str,
                                                                 tmp_path: Path) -> None:
    require("gcc", "clang-14", "csmith")
    if name == "csmith":
        athena = Athena(csmith_seed())
        stream = athena.variants(random.Random(5), prefix=name)
        made = [v for _, v in zip(range(9), stream, strict=False)]
        assert len(made) == 9
        check_variants(athena.seed, made[4::4], tmp_path)
        return
    if name == "generator":
        program = GeneratorSource("6KB").program(0, 31)
    else:
        path = CORPUS / f"{name}.c"
        stdin = path.with_suffix(".in").read_bytes() if path.with_suffix(".in").exists() \
            else b""
        program = Program(name, path.read_text(), Origin("file", path=str(path)), stdin)
    athena = Athena(prepare(program))
    stream = athena.variants(random.Random(5), prefix=name)
    made = [v for _, v in zip(range(12), stream, strict=False)]
    assert len(made) == 12
    check_variants(athena.seed, made[3::4], tmp_path)
    stats = athena.statistics()
    assert stats["insertions_tried"] > 0 and stats["database"] == len(athena.database)


def test_the_same_seed_gives_the_same_chain(athena: Athena) -> None:
    def first(rng: int) -> list[str]:
        stream = athena.variants(random.Random(rng), prefix="d")
        return [v.source for _, v in zip(range(6), stream, strict=False)]

    assert first(3) == first(3)
    assert first(3) != first(4)


def test_the_campaign_source_replays_the_chain(tmp_path: Path, private_tmp: Path) -> None:
    require("gcc")
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "hand.c").write_text(SEED)
    (seeds / "hand.in").write_text("7\n")
    spec = f"dir:{seeds}"
    from ccfuzz.sources import open_source

    along = open_source(f"emi:athena:{spec}", 1)
    assert isinstance(along, EmiSource)
    in_order = [along.program(i, derive_seed(1, i)) for i in range(4)]
    assert in_order[0].source == SEED and in_order[0].origin.mutation == "none: the seed itself"
    assert [p.name for p in in_order[1:]] == ["hand.c#1", "hand.c#2", "hand.c#3"]
    assert [p.origin.parent for p in in_order[1:]] == ["hand.c", "hand.c#1", "hand.c#2"]
    assert len({p.source for p in in_order}) == 4
    fresh = open_source(f"emi:athena:{spec}", 1)
    assert fresh.program(3, derive_seed(1, 3)).source == in_order[3].source
    assert along.program(2, derive_seed(1, 2)).source == in_order[2].source  # replayed


def test_cli_writes_athena_variants_with_statistics(tmp_path: Path, private_tmp: Path) -> None:
    require("gcc")
    seed_file = tmp_path / "seed.c"
    seed_file.write_text(SEED)
    seed_file.with_suffix(".in").write_text("7\n")
    for out in ("a", "b"):
        assert cli.main(["emi", str(seed_file), "--strategy", "athena", "-n", "4", "-o",
                         str(tmp_path / out), "--seed", "2", "--corpus", str(CORPUS)]) == 0
    names = sorted(p.name for p in (tmp_path / "a").glob("*.c"))
    assert names == [f"seed-athena-{i}.c" for i in range(4)]
    for name in names:
        assert (tmp_path / "a" / name).read_text() == (tmp_path / "b" / name).read_text()
    manifest = json.loads((tmp_path / "a" / "manifest.json").read_text())
    assert all(v["mutation"].startswith("athena step ") for v in manifest["variants"])
    stats = manifest["statistics"]
    assert stats["accepted"] >= 4 and 0 < stats["acceptance_rate"] <= 1
    assert stats["database"] > 10 and "insertion_success_rate" in stats
    assert stats["corpus_files"] == len(list(CORPUS.glob("*.c"))) and stats["from_corpus"] > 0


CORPUS_FILE = r"""
#include <stdio.h>
struct odd { int z; };
int main(void) {
  int q = 1;
  struct odd o = {3};
  if (q > 5) { q = q * 3 + 1; puts("x"); }
  if (q > 7) { o.z = q; }
  return 0;
}
"""


def test_statements_of_a_corpus_fit_where_the_seed_declares_alike(
        athena: Athena, tmp_path: Path, private_tmp: Path) -> None:
    require("gcc")
    corpus = tmp_path / "corpus"
    (corpus / "sub").mkdir(parents=True)
    (corpus / "sub" / "other.c").write_text(CORPUS_FILE)
    (corpus / "broken.c").write_text("int main(void) { return nope; }\n")
    from ccfuzz.emi.athena import read_corpus

    programs, skipped = read_corpus(corpus)
    assert (len(programs), skipped) == (1, 1)
    with_corpus = Athena(athena.seed, corpus=programs, corpus_skipped=skipped)
    assert with_corpus.database.from_corpus > 0
    assert with_corpus.statistics()["corpus_skipped"] == 1
    db = with_corpus.database

    def fit_foreign(text: str) -> Insertion | Refusal:
        [index] = [i for i, s in enumerate(db.candidates)
                   if s.text == text and s.function.program is not athena.seed.model]
        place = with_corpus.layout.place(Variant(), Site(stmt(athena.seed, "m--;").id, False),
                                         0)
        return db.fit(index, place, random.Random(1))

    assert fit_foreign("{ o.z = q; }") is Refusal.NOT_DECLARED  # no struct odd in the seed
    found = fit_foreign('{ q = q * 3 + 1; puts("x"); }')
    assert isinstance(found, Insertion)
    assert re.fullmatch(r'\{ (n|m) = (n|m) \* 3 \+ 1; puts\("x"\); \}', found.text)
    v = with_corpus.layout.apply(Variant(), Insert(Site(stmt(athena.seed, "m--;").id, False),
                                                   0, found))
    assert build_and_run(with_corpus.layout.render(v), b"7\n", "gcc", "-O0", tmp_path) == \
        b"45 8\n"


def test_a_chain_with_nothing_left_to_do_stops_and_says_why(private_tmp: Path) -> None:
    require("gcc")
    small = ('#include <stdio.h>\nint main(void) {\n  int n = 0;\n'
             '  if (scanf("%d", &n) != 1) return 1;\n  printf("%d\\n", n);\n  return 0;\n}\n')
    athena = Athena(prepare(Program("small", small, Origin("file"), stdin=b"3\n")), k=0)
    made = list(athena.variants(random.Random(1), prefix="s", max_idle=30))
    assert len(made) == 1 and "return 1;" not in made[0].source  # the one deletion
    stats = athena.statistics()
    assert stats["insertions_tried"] > 0 and stats["insertion_success_rate"] == 0
    assert stats["accepted"] == 1 and stats["steps"] >= 31  # 30 idle steps, then it stopped

"""Short seeds, as users bring them: fewer variants than asked is an answer (exit 0, with the
reason), a seed with nothing to mutate is an error naming the reason, whatever the strategy;
the campaign source records the same; Hermes finds the live statements of a short seed."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from ccfuzz import cli
from ccfuzz.emi import batch, hermes
from ccfuzz.emi.athena import Athena
from ccfuzz.emi.names import MIN_POINTS
from ccfuzz.emi.seed import prepare
from ccfuzz.errors import InvalidProgramError
from ccfuzz.model import Origin, Program
from ccfuzz.sources import open_source
from ccfuzz.sources.base import derive_seed
from tests.conftest import DATA, require
from tests.test_orion import FEW

# One statement the input never runs: `puts("big");` (Orion may delete only it).
ONE_DEAD = r"""#include <stdio.h>
int main(void) {
  int n = 3;
  if (n > 100)
    puts("big");
  printf("%d\n", n);
  return 0;
}
"""

# Every statement runs.
ALL_RUN = r"""#include <stdio.h>
int main(void) {
  int a = 6;
  int b = 7;
  printf("%d\n", a * b);
  return 0;
}
"""

# One unexecuted statement, which must stay: without it control could reach the end of sign.
TAIL = r"""#include <stdio.h>
static int sign(int v) {
  if (v >= 0)
    return 1;
  return -1;
}
int main(void) {
  printf("%d\n", sign(3));
  return 0;
}
"""


def run_emi(tmp_path: Path, text: str, strategy: str, n: int, capsys: pytest.CaptureFixture[str],
            *extra: str) -> tuple[int, Path, str]:
    seed = tmp_path / "seed.c"
    seed.write_text(text)
    out = tmp_path / f"out-{strategy}"
    capsys.readouterr()
    code = cli.main(["emi", str(seed), "--strategy", strategy, "-n", str(n), "-o", str(out),
                     "--seed", "1", *extra])
    return code, out, capsys.readouterr().err


def test_orion_writes_the_one_variant_a_seed_allows_and_says_why(
        tmp_path: Path, private_tmp: Path, capsys: pytest.CaptureFixture[str]) -> None:
    require("gcc")
    code, out, err = run_emi(tmp_path, ONE_DEAD, "orion", 3, capsys)
    assert code == 0, err
    [variant] = sorted(out.glob("*.c"))
    assert 'puts("big")' not in variant.read_text()
    assert "only 1 of 3 variants: orion can make no more distinct ones" in err
    assert "leaves 1 of its" in err and "all made" in err
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["asked"] == 3 and len(manifest["variants"]) == 1
    assert "all made" in manifest["why_fewer"]


@pytest.mark.parametrize(("strategy", "text", "why"), [
    ("orion", ALL_RUN, "its input executes every statement Orion could delete"),
    ("orion", TAIL, "the unexecuted ones, if any, must stay"),
    ("athena", ALL_RUN, "its input executes every statement"),
    ("hermes", (DATA / "hermes" / "floats.c").read_text(),
     "see no integer variable that may be read"),
])
def test_a_seed_with_nothing_to_mutate_is_an_error_naming_the_reason(
        strategy: str, text: str, why: str, tmp_path: Path, private_tmp: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    require("gcc")
    code, out, err = run_emi(tmp_path, text, strategy, 3, capsys)
    assert code == 1
    assert f"ccfuzz: error: {tmp_path / 'seed.c'}" in err and why in err, err
    assert not out.exists()


def test_an_athena_chain_that_cannot_move_far_makes_what_it_can(private_tmp: Path) -> None:
    """With no candidate tried per insertion, the chain's only move is deleting the one
    unexecuted statement: one variant of the three asked for, and the reason."""
    require("gcc")
    athena = Athena(prepare(Program("one", ONE_DEAD, Origin("file"))), k=0)
    made = batch.take(athena, 3, random.Random(1), prefix="one")
    assert len(made.variants) == 1 and 'puts("big")' not in made.variants[0].source
    assert made.why_fewer is not None
    assert "made no move in 200 steps" in made.why_fewer
    assert "1 statements unexecuted, 1 of them deletable" in made.why_fewer
    note = made.note("athena")
    assert note is not None and note.startswith("only 1 of 3 variants")


def test_an_athena_chain_that_cannot_move_at_all_is_an_error(private_tmp: Path) -> None:
    require("gcc")
    athena = Athena(prepare(Program("tail", TAIL, Origin("file"))), k=0)
    with pytest.raises(batch.NoVariantError, match="tail: athena made no variant: its chain "
                       "made no move in 200 steps"):
        batch.take(athena, 3, random.Random(1), prefix="tail")


# -- Hermes on short seeds ------------------------------------------------------------------

def test_sampling_is_raised_for_short_seeds() -> None:
    assert hermes.scaled(0.1, 5) == hermes.scaled(0.1, MIN_POINTS) == 1.0
    assert hermes.scaled(0.1, 3 * MIN_POINTS) == pytest.approx(1 / 3)
    assert hermes.scaled(0.1, 100 * MIN_POINTS) == 0.1
    assert hermes.scaled(0.5, 3 * MIN_POINTS) == 0.5


def float_seed(dead_lines: int) -> str:
    """A seed whose one statement with known integer values is `printf` of ``k`` (line 5),
    after ``dead_lines`` statements that see only a double."""
    body = "".join("  x = x * 0.5 + 1.0;\n" for _ in range(dead_lines))
    return ("#include <stdio.h>\nstatic double x = 2.0;\nstatic void mix(void) {\n"
            f"{body}}}\nint main(void) {{\n  int k = 7;\n  mix();\n"
            '  printf("%d %.3f\\n", k, x);\n  return 0;\n}\n')


@pytest.mark.parametrize("dead_lines", [3, 150])
def test_hermes_mutates_the_live_statement_of_a_seed_that_has_one(
        dead_lines: int, tmp_path: Path, private_tmp: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    """With the paper's p=0.1 a seed of a few statements is often sampled empty; Hermes
    samples short seeds more densely and, when the sample holds no site, profiles every
    statement: the statements of main that see `k` are found however long the seed is."""
    require("gcc")
    code, out, err = run_emi(tmp_path, float_seed(dead_lines), "hermes", 3, capsys)
    assert code == 0, err
    manifest = json.loads((out / "manifest.json").read_text())
    assert len(manifest["variants"]) == 3 and manifest["why_fewer"] is None
    mutated = {m.split("@")[1].split("(")[0] for v in manifest["variants"]
               for m in v["mutation"].split(": ", 1)[1].split()}
    main_lines = {str(dead_lines + 6 + i) for i in range(4)}
    assert mutated and mutated <= main_lines, (mutated, main_lines)


# -- the campaign source --------------------------------------------------------------------



def test_a_campaign_group_holds_distinct_variants_and_says_why_there_are_no_more(
        tmp_path: Path, private_tmp: Path) -> None:
    """FEW allows 3 distinct Orion variants: members 1 to 3 are they, 4 to 7 are invalid
    with the reason (a seed Orion refuses: every member but the seed's slot says why)."""
    require("gcc")
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "a_few.c").write_text(FEW)
    (seeds / "b_all.c").write_text(ALL_RUN)
    source = open_source(f"emi:orion:dir:{seeds}", 5)
    members = [source.program(i, derive_seed(5, i)) for i in range(4)]
    assert members[0].source == FEW
    assert len({m.source for m in members}) == 4
    assert [m.origin.parent for m in members[1:]] == ["a_few.c"] * 3
    for i in range(4, 8):
        with pytest.raises(InvalidProgramError, match=r"EMI seed a_few\.c: orion made only 3 "
                           r"distinct variants, not the 7 of a group: .*at most 4 distinct"):
            source.program(i, derive_seed(5, i))
    fresh = open_source(f"emi:orion:dir:{seeds}", 5)
    assert fresh.program(3, derive_seed(5, 3)).source == members[3].source
    with pytest.raises(InvalidProgramError, match=r"b_all\.c: its input executes every"):
        source.program(9, derive_seed(5, 9))


def test_a_stream_that_keeps_repeating_itself_is_given_up_and_says_so(private_tmp: Path) -> None:
    """An Athena chain on FEW soon moves back to a text it had (deleting a statement, then
    inserting it again): with a patience of one repeat the batch stops there and says so."""
    require("gcc")
    athena = Athena(prepare(Program("few", FEW, Origin("file"))))
    made = batch.take(athena, 50, random.Random(1), prefix="few", patience=1)
    texts = [v.source for v in made.variants]
    assert 1 <= len(texts) < 50 and len(set(texts)) == len(texts) and FEW not in texts
    assert made.why_fewer is not None
    assert made.why_fewer.startswith("its last 1 variants repeated earlier ones (")

from __future__ import annotations

import json
import random
import subprocess
from pathlib import Path

import pytest

from ccfuzz import cli
from ccfuzz.emi import orion
from ccfuzz.emi.seed import Seed, prepare
from ccfuzz.errors import InvalidProgramError, ParseError
from ccfuzz.model import Origin, Program
from ccfuzz.sources.csmith import CsmithSource
from tests.conftest import emi_fake_campaign, require

CORPUS = Path(__file__).parent / "data" / "corpus"
INPUT_SEEDS = sorted(p for p in CORPUS.glob("*.c") if p.with_suffix(".in").exists())

SEED = r"""
#include <stdio.h>
static int table[4] = {1, 2, 3, 4};
static int unused_helper(int k) { int acc = 0; for (int i = 0; i < k; i++) acc += i; return acc; }
int main(void) {
  int n = 0, used_later = 7;
  if (scanf("%d", &n) != 1) return 1;
  int dead_but_named = 5;
  if (n > 100) {
    dead_but_named = unused_helper(n);
    goto out;
  }
  if (n < -100) { int tmp = table[0]; n = tmp + used_later; }
  switch (n) { case 1: n = 10; break; case 2: n = 20; break; default: n = n * 2; }
  printf("%d %d\n", n, dead_but_named + used_later);
out:
  return 0;
}
"""


def compile_and_run(source: str, stdin: bytes, cc: str, work: Path) -> bytes:
    src = work / "v.c"
    src.write_text(source)
    subprocess.run([cc, "-O0", "-w", str(src), "-o", str(work / "v")], check=True,
                   capture_output=True)
    return subprocess.run([str(work / "v")], input=stdin, capture_output=True,
                          timeout=30, check=True).stdout


def check_variants(seed: Seed, count: int, rng_seed: int, work: Path) -> int:
    made = orion.variants(seed, count, random.Random(rng_seed), prefix="t")
    for v in made:
        assert v.program.expected_output == seed.output
        assert v.program.origin.equivalent_to == seed.program.name
        for cc in ("gcc", "clang-14"):
            assert compile_and_run(v.program.source, seed.program.stdin, cc, work) == \
                seed.output, f"{cc}: {v.program.origin.mutation}"
    return len(made)


@pytest.fixture(scope="module")
def hand_seed() -> Seed:
    require("gcc")
    return prepare(Program("hand", SEED, Origin("file"), stdin=b"2\n"))


def test_deletes_only_what_is_safe(hand_seed: Seed) -> None:
    by_text = {s.text: s for s in hand_seed.model.statements()}
    deletable = {s.text for s in orion.candidates(hand_seed)}
    assert "n = 10;" in deletable and "n = n * 2;" in deletable
    assert "case 1: n = 10;" in deletable
    assert "n = 20;" not in deletable  # executed
    assert "int dead_but_named = 5;" not in deletable  # executed, and named later
    assert "goto out;" in deletable  # unexecuted; the label stays where it is
    # the unexecuted block holds the only goto, but the label is outside it: deletable
    assert any(t.startswith("{\n    dead_but_named = unused_helper(n);") for t in deletable)
    assert not any(t.startswith("if (n > 100)") for t in deletable)  # its test ran
    # a declaration named outside it is never deleted, even unexecuted
    [acc] = [s for s in by_text.values() if s.text == "int acc = 0;"]
    assert not hand_seed.coverage.executed(acc) and not orion.deletable(hand_seed, acc)


def test_labels_targeted_from_outside_are_kept(private_tmp: Path) -> None:
    require("gcc")
    src = ("int main(void) {\n  int k = 0;\n  if (k) goto inside;\n  if (k > 5) {\n"
           "    k = 9;\n  inside:\n    k++;\n  }\n  return k;\n}\n")
    seed = prepare(Program("labels", src, Origin("file")))
    test = next(s for s in seed.model.statements() if s.text.startswith("if (k > 5)"))
    block = test.children[0]
    assert not seed.coverage.executed(block)
    assert not orion.deletable(seed, block)  # holds "inside:", named above
    assert orion.deletable(seed, next(s for s in seed.model.statements()
                                      if s.text == "goto inside;"))


@pytest.mark.slow
def test_variants_of_the_hand_seed_keep_its_output(hand_seed: Seed, tmp_path: Path) -> None:
    require("clang-14")
    assert hand_seed.output == b"20 12\n"
    assert check_variants(hand_seed, 6, 1, tmp_path) == 6


@pytest.mark.slow
@pytest.mark.parametrize("path", INPUT_SEEDS, ids=lambda p: p.stem)
def test_variants_of_seeds_with_inputs(path: Path, tmp_path: Path) -> None:
    require("gcc", "clang-14")
    program = Program(path.stem, path.read_text(), Origin("file", path=str(path)),
                      stdin=path.with_suffix(".in").read_bytes())
    seed = prepare(program)
    assert seed.output == path.with_suffix(".expected").read_bytes()
    assert orion.candidates(seed), "an input-dependent seed leaves code unexecuted"
    assert check_variants(seed, 4, 7, tmp_path) == 4


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(3))
def test_variants_of_csmith_seeds(chunk: int, tmp_path: Path) -> None:
    require("csmith", "gcc", "clang-14")
    source = CsmithSource()
    made = tried = 0
    for i in range(chunk * 10, chunk * 10 + 10):
        if made >= 6:
            break
        try:
            seed = prepare(source.program(i, 7700 + i), run_seconds=3)
        except InvalidProgramError as exc:  # about one in ten never terminates
            assert "does not finish" in str(exc)
            continue
        tried += 1
        made += check_variants(seed, 2, i, tmp_path)
    assert tried >= 3 and made >= 2 * tried - 1


def test_the_same_seed_gives_the_same_variants(hand_seed: Seed) -> None:
    a = orion.variants(hand_seed, 3, random.Random(5), prefix="a")
    b = orion.variants(hand_seed, 3, random.Random(5), prefix="a")
    assert [v.program.source for v in a] == [v.program.source for v in b]
    c = orion.variants(hand_seed, 3, random.Random(6), prefix="a")
    assert [v.program.source for v in a] != [v.program.source for v in c]


def test_seeds_that_cannot_serve_are_refused(private_tmp: Path) -> None:
    require("gcc")
    with pytest.raises(ParseError, match="does not parse"):
        prepare(Program("bad", "int main(void) { return x; }", Origin("file")))
    with pytest.raises(InvalidProgramError, match="exit status 3"):
        prepare(Program("three", "int main(void) { return 3; }", Origin("file")))
    with pytest.raises(InvalidProgramError, match="does not finish within 1s"):
        prepare(Program("loop", "int main(void) { for (;;) ; }", Origin("file")),
                run_seconds=1)


def test_cli_writes_reproducible_variants(tmp_path: Path, private_tmp: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    require("gcc")
    seed_file = tmp_path / "seed.c"
    seed_file.write_text(SEED)
    seed_file.with_suffix(".in").write_text("2\n")
    for out in ("a", "b"):
        assert cli.main(["emi", str(seed_file), "--strategy", "orion", "-n", "3", "-o",
                         str(tmp_path / out), "--seed", "11"]) == 0
    files = sorted(p.name for p in (tmp_path / "a").iterdir())
    assert files == sorted(["manifest.json"] + [f"seed-orion-{i}{ext}" for i in range(3)
                                                 for ext in (".c", ".expected", ".in")])
    for name in files:
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()
    manifest = json.loads((tmp_path / "a" / "manifest.json").read_text())
    assert manifest["variant_seed"] == 11 and len(manifest["variants"]) == 3
    assert (tmp_path / "a" / "seed-orion-0.expected").read_text() == "20 12\n"
    bad = tmp_path / "bad.c"
    bad.write_text("int main(void) { return y; }\n")
    capsys.readouterr()
    assert cli.main(["emi", str(bad), "-n", "1", "-o", str(tmp_path / "c")]) == 1
    assert "undeclared identifier 'y'" in capsys.readouterr().err


@pytest.mark.slow
def test_emi_campaign_finds_the_fake_miscompilation(tmp_path: Path, private_tmp: Path) -> None:
    require("gcc")
    db = emi_fake_campaign(tmp_path, "orion", (
        "/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdio.h>\nint main(void) {\n"
        "  int n = 0;\n  if (scanf(\"%d\", &n) != 1) return 1;\n"
        "  if (n > 5) { n = n * 3; printf(\"big\\n\"); }\n  else { n = n + 1234; }\n"
        "  printf(\"%d\\n\", n);\n  return 0;\n}\n"))
    rows = db.execute("SELECT name, status FROM programs ORDER BY idx").fetchall()
    assert len(rows) == 8 and {s for _, s in rows} == {"ok"}, rows
    origins = [json.loads(o) for (o,) in db.execute("SELECT origin FROM programs")]
    assert {o["equivalent_to"] for o in origins} == {"s.c"}
    findings = db.execute("SELECT kind, compiler, count FROM findings").fetchall()
    assert findings == [("wrong-code", "fakecc", 8)]


def test_emi_messages_name_the_users_file(tmp_path: Path, private_tmp: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    require("gcc")
    cases = {
        "unparsed.c": ("int main(void) { return 0 }\n", "{}:1:26: error: expected ';'"),
        "exits.c": ("int main(void) { return 3; }\n", "{}: ends with exit status 3"),
        "noinput.c": ("#include <stdio.h>\nint main(void) { int n;\n"
                      "  if (scanf(\"%d\", &n) != 1) return 1;\n  return 0; }\n",
                      "{}: ends with exit status 1"),
    }
    for name, (text, said) in cases.items():
        seed_file = tmp_path / name
        seed_file.write_text(text)
        assert cli.main(["emi", str(seed_file), "-n", "1", "-o", str(tmp_path / "out")]) == 1
        err = capsys.readouterr().err
        assert said.format(seed_file) in err and "seed.c" not in err, err
    assert not (tmp_path / "out").exists()


FEW = r"""
#include <stdio.h>
int main(void) {
  volatile int n = 1;
  int k = 1;
  if (n > 100) {k++;k++;}
  printf("%d\n", n + k);
  return 0;
}
"""


def test_emi_writes_only_distinct_variants(tmp_path: Path, private_tmp: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """The unexecuted block allows 4 deletions: the block (it becomes `;`), or either
    `k++;` (the same text), or both. So there are 3 distinct variants, not 10."""
    require("gcc")
    seed_file = tmp_path / "few.c"
    seed_file.write_text(FEW)
    out = tmp_path / "out"
    assert cli.main(["emi", str(seed_file), "-n", "10", "-o", str(out), "--seed", "1"]) == 0
    captured = capsys.readouterr()
    texts = [p.read_text() for p in sorted(out.glob("*.c"))]
    assert len(texts) == len(set(texts)) == 3 and FEW not in texts
    assert "wrote 3 variants" in captured.out
    assert "at most 4 distinct variants" in captured.err
    assert "only 3 of 10 variants: orion can make no more distinct ones" in captured.err
    manifest = json.loads((out / "manifest.json").read_text())
    assert [v["file"] for v in manifest["variants"]] == [f"few-orion-{k}.c" for k in range(3)]
    assert manifest["asked"] == 10 and "at most 4 distinct variants" in manifest["why_fewer"]


def test_emi_never_writes_a_text_twice_whatever_the_strategy(
        tmp_path: Path, private_tmp: Path) -> None:
    """An Athena chain on a seed with little to edit comes back to texts it had before."""
    require("gcc")
    seed_file = tmp_path / "few.c"
    seed_file.write_text(FEW)
    out = tmp_path / "out"
    cli.main(["emi", str(seed_file), "--strategy", "athena", "-n", "30", "-o", str(out),
              "--seed", "1"])
    texts = [p.read_text() for p in out.glob("*.c")]
    assert len(texts) >= 5 and len(texts) == len(set(texts)) and FEW not in texts


def test_an_emi_campaign_tries_a_refused_seed_once(tmp_path: Path, private_tmp: Path) -> None:
    """A seed that never finishes costs one reference run (the run limit), not one per
    member of its group: the worker keeps the refusal for the group's other members."""
    require("gcc")
    runs = tmp_path / "runs.log"
    db = emi_fake_campaign(tmp_path, "orion", (
        "#include <stdio.h>\n#include <unistd.h>\nint main(void) {\n"
        f"  FILE *f = fopen(\"{runs}\", \"a\");\n  if (f) {{ fputs(\"run\\n\", f); fclose(f); }}\n"
        "  for (;;) sleep(60);\n  return 0;\n}\n"))
    rows = db.execute("SELECT status, reason FROM programs ORDER BY idx").fetchall()
    assert len(rows) == 8 and {s for s, _ in rows} == {"invalid"}
    assert all("does not finish within" in r for _, r in rows), rows
    assert runs.read_text() == "run\n"

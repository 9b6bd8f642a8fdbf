"""The layout rules' places (comments, blank runs, line ends, joins) found exactly, and every
mutant they make printing what the program prints, built by gcc, clang-14 and tcc."""

from __future__ import annotations

from pathlib import Path

import pytest

from ccfuzz.isolate import layout, mutate
from ccfuzz.isolate.sites import Sites
from tests.conftest import printed_by
from tests.test_isolate_mutate import every_mutant

PROGRAM = b"""\
#include <stdio.h>
#define SHOW(x)  printf("%s|%d\\n", #x, \\
    (x))$$
/* a comment
   on two lines */
int main(void)
{
    int a = 3;   // the  first
    char q = '"';
    printf("a  /* b */ c\\n");
    SHOW(a   +
         1);
    return q != '"';
}
""".replace(b"$$", b"  ")  # two blanks at a line's end


def test_the_places_of_comments_and_white_space() -> None:
    found = layout.places(PROGRAM)

    def shown(kind: str) -> list[tuple[int, str, str]]:
        return [(PROGRAM.count(b"\n", 0, e.start) + 1, PROGRAM[e.start:e.end].decode(), e.text)
                for e in getattr(found, kind)]

    assert shown("comments") == [
        (4, "/* a comment\n   on two lines */", " \n"),
        (8, "// the  first", " "),
    ]
    assert shown("blank_runs") == [
        (2, "  ", " "), (3, "    ", " "),  # in the directive, its continued line's indent
        (8, "    ", " "), (8, "   ", " "), (9, "    ", " "), (10, "    ", " "),
        (11, "    ", " "), (11, "   ", " "), (12, "         ", " "), (13, "    ", " "),
    ]
    assert shown("line_ends") == [(3, "  ", "")]
    # Never the directive's lines (but its continuation), the line before a directive, or
    # the line that ends in a // comment (8).
    assert shown("joins") == [
        (2, "\\\n    ", " "),
        (5, "\n", " "), (6, "\n", " "), (7, "\n    ", " "),
        (9, "\n    ", " "), (10, "\n    ", " "), (11, "\n         ", " "),
        (12, "\n    ", " "), (13, "\n", " "),
    ]


def every_layout_mutant() -> list[bytes]:
    """The program edited at each place of each layout rule."""
    found = layout.places(PROGRAM)
    return [PROGRAM[:e.start] + e.text.encode() + PROGRAM[e.end:]
            for kind in ("comments", "blank_runs", "line_ends", "joins")
            for e in getattr(found, kind)]


def test_the_layout_rules_apply_anywhere_a_place_is() -> None:
    rules = [r for r in mutate.rule_set("layout") if isinstance(r, mutate.Layout)]
    assert [r.name for r in rules] == ["delete a comment", "collapse blanks",
                                       "trim a line's end", "join two lines"]
    # What ``mutate`` makes is the program edited at one of the places, inside a macro's body
    # and its arguments too, and on the lines that print.
    made = set(every_mutant(Sites(PROGRAM), rules))
    assert made <= set(every_layout_mutant())
    assert PROGRAM.replace(b"SHOW(a   +", b"SHOW(a +") in every_layout_mutant()
    assert PROGRAM.replace(b"+\n         1);", b"+ 1);") in every_layout_mutant()


@pytest.mark.parametrize("compiler", ["gcc", "clang-14", "tcc"])
def test_every_layout_mutant_prints_what_the_program_prints(compiler: str,
                                                           tmp_path: Path) -> None:
    expected = printed_by(compiler, PROGRAM, tmp_path)
    assert expected == b"a  /* b */ c\na + 1|4\n"
    mutants = every_layout_mutant()
    assert len(mutants) == 2 + 10 + 1 + 9
    for i, mutant in enumerate(mutants):
        assert printed_by(compiler, mutant, tmp_path, f"m{i}") == expected, mutant.decode()

"""The deletion of an attribute or alignment specifier (``isolate.attributes``,
``--rules attributes``)."""

from __future__ import annotations

import random

from ccfuzz import sandbox
from ccfuzz.isolate import attributes, mutate
from ccfuzz.isolate.sites import Sites

PROGRAM = b"""\
int printf(const char *, ...);
/* __attribute__((in_a_comment)) */
#define REGISTER(id) int op_##id __attribute__ ((section("calc_ops"), \\
    used)) = 1
struct s { _Alignas(16) char c; int x __attribute__((aligned(8))); } v;
REGISTER(add);
void report(void) __attribute__((destructor));
void report(void) { printf("__attribute__((in_a_string)) %d\\n", 30); }
int __attribute_x = 1;
int main(void) { return sizeof(struct s) == 32 ? 0 : __attribute_x; }
"""


def test_each_attribute_and_alignment_specifier_is_a_place_with_its_arguments() -> None:
    found = [PROGRAM[e.start:e.end] for e in attributes.places(PROGRAM)]
    # In a macro's body (across a continuation) too; not in a comment or a string, not an
    # identifier that merely starts like one.
    assert found == [b'__attribute__ ((section("calc_ops"), \\\n    used))', b"_Alignas(16)",
                     b"__attribute__((aligned(8)))", b"__attribute__((destructor))"]
    assert all(e.text == " " for e in attributes.places(PROGRAM))


def test_every_attribute_deleted_leaves_a_program_gcc_compiles() -> None:
    rule = next(r for r in mutate.rule_set("attributes") if isinstance(r, mutate.Unattribute))
    sites = Sites(PROGRAM)
    mutants = {mutate.mutate(sites, rule, random.Random(seed)) for seed in range(40)}
    assert len(mutants) == 4
    for mutant in mutants:
        assert mutant is not None
        r = sandbox.run(["gcc", "-Werror", "-o", "prog", "-x", "c", "-"], stdin=mutant,
                        limits=sandbox.Limits(wall_seconds=60))
        assert r.ok, (mutant.decode(), r.stderr_text())
    assert b"void report(void)  ;" in b"".join(m or b"" for m in mutants)

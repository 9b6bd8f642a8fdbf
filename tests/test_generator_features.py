"""Every row of the generator feature table (docs/design/generator.md), found in generated programs.

Features are read off the generated tree (``generator.inventory``); the same programs are
printed, so a row also checks the printed source shows the construct where its C spelling is
unambiguous.
"""

from __future__ import annotations

from functools import cache

import pytest

from ccfuzz.generator import Generated, Settings, generate
from ccfuzz.generator.inventory import features
from ccfuzz.generator.policy import HOST_FEATURES

# table row -> the inventory names that must all be found, and a piece of C source showing it.
ROWS: dict[str, tuple[tuple[str, ...], str | None]] = {
    "integer types int8_t .. uint64_t": (tuple(f"type {s}{w}_t" for s in ("int", "uint")
                                               for w in (8, 16, 32, 64)), "uint64_t"),
    "char, long long, keyword spellings of the <stdint.h> types": (
        ("type char", "type long long", "type unsigned long long", "keyword spelling"),
        "long long "),
    "structs, nested": (("struct", "nested struct"), "struct S"),
    "packed structs, by attribute and by #pragma pack": (("packed struct", "#pragma pack"),
                                                          "} __attribute__((packed));"),
    "bit-fields, signed and unsigned": (("signed bit-field", "unsigned bit-field"),
                                        "unsigned int f"),
    "unions": (("union", "union member access"), "union U"),
    "arrays, multi-dimensional, of structs": (("array", "multi-dimensional array",
                                               "array of structs"), "]["),
    "global and local variables": (("global variable", "local variable"), "static "),
    "pointers, to pointers": (("pointer", "pointer to pointer", "dereference"), "* *"),
    "pointers to structs, struct members, array elements": (
        ("pointer to struct", "pointer to struct member", "pointer to array element"), "->"),
    "arrays of pointers: elements assigned and dereferenced": (
        ("array of pointers", "assignment to a pointer element",
         "dereference of an array element"), None),
    "pointer assignment and comparison": (("pointer assignment", "pointer comparison"),
                                          None),
    "const at the object and behind pointers": (("const object", "const pointee"), "const "),
    "volatile at the object and behind pointers": (("volatile object", "volatile pointee"),
                                                   "volatile "),
    "arithmetic, bitwise, relational, logical, unary operators": (
        ("arithmetic operator", "bitwise operator", "relational operator", "logical operator",
         "unary operator"), " && "),
    "casts and the conditional operator": (("cast", "conditional operator"), " ? "),
    "compound assignment, struct assignment": (("compound assignment", "struct assignment"),
                                               " ^= "),
    "increment and decrement operators": (("increment and decrement",), "++;"),
    "embedded assignments and increments, the comma operator": (
        ("embedded assignment", "embedded compound assignment",
         "embedded increment and decrement", "comma operator",
         "embedded store to a member or element", "embedded store to a bit-field",
         "comma reading back what it stored", "embedded store through a pointer"), None),
    "comparisons of narrow unsigned values after promotion": (
        ("narrow unsigned comparison", "narrow unsigned cast of a narrow signed value"), None),
    "common subexpressions, reassociable arithmetic": (
        ("common subexpression", "reassociable arithmetic"), None),
    "safe-math wrappers (option) and plain arithmetic": (("safe-math wrapper",
                                                          "plain arithmetic"), "safe_add_"),
    "functions with parameters and return values, calls": (
        ("function", "function with parameters", "return value", "call"), "func_"),
    "struct parameters and return values, by value": (
        ("struct parameter", "struct return value", "returned struct or union stored"), None),
    "if/else": (("if", "if/else"), "} else {"),
    "for loops, loops over an array": (("for", "loop over an array"), "for (i_"),
    "while and do loops with known trip counts": (("while loop", "do loop"), "} while ("),
    "loop nests over arrays with affine indices": (
        ("loop nest over arrays", "affine index"), "[(i_"),
    "bounded recursion": (("recursion",), " - 1), "),
    "switch with default, fall-through and break": (
        ("switch", "switch default", "switch fall-through", "break out of a switch"),
        "default: {"),
    "goto, break, continue, return": (("goto", "break", "continue", "return"), "goto lbl_"),
}

ALL_ON = Settings(forced=dict.fromkeys(HOST_FEATURES, True))


@cache
def programs() -> tuple[Generated, ...]:
    # Enough programs for the rarer constructs (about one struct in seven is under
    # #pragma pack) to show in every row.
    return tuple(generate(seed, 8000, ALL_ON) for seed in range(300, 320))


@pytest.mark.parametrize("row", ROWS)
def test_feature_row_is_found_in_generated_programs(row: str) -> None:
    names, spelling = ROWS[row]
    found = set().union(*(features(p.tree) for p in programs()))
    assert [n for n in names if n not in found] == []
    if spelling is not None:
        assert any(spelling in p.source for p in programs()), spelling


def test_swarm_off_features_are_absent() -> None:
    off = Settings(forced={"pointers": False, "loops": False, "goto": False, "unions": False,
                           "safe_math": False})
    for seed in range(400, 404):
        found = features(generate(seed, 6000, off).tree)
        assert not found & {"pointer", "for", "while loop", "do loop", "goto", "union",
                            "safe-math wrapper"}, found
    only_for = Settings(forced={"loops": True, "while_loops": False, "do_loops": False})
    for seed in range(400, 404):
        found = features(generate(seed, 6000, only_for).tree)
        assert not found & {"while loop", "do loop"}, found

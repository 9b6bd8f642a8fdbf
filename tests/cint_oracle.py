"""Evaluate ``cint`` cases with a real compiler under UBSan: the differential test's oracle.

One C program holds a ``switch`` with a case for every (operator, operand types) combination;
the cases to evaluate come on stdin as ``kind a b`` lines, so one build serves any number of
cases. The operands live in variables of their exact types, so C applies its promotions and
conversions itself, and ``_Generic`` reports the type of each result.

UBSan reports each source location only once per process, and a table-driven program reuses
one location for many cases; so a report could not be attributed to every case it concerns.
Instead the program is built with ``-fno-sanitize-recover``: a child process (fork) runs cases
until a report stops it; the parent notes the case it died on (kept in shared memory), writes
a marker after the report on stderr, and forks again from the next case. Every undefined case
thus gets its own, fresh report, in order. Results go to shared memory, not stdio, because
UBSan's exit does not flush stdio buffers.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ccfuzz import cint, sandbox
from ccfuzz.cint import UB, BinOp, CType, Result, UnOp, Value

UBSAN_EXIT = 86
OPS: tuple[UnOp | BinOp, ...] = (*UnOp, *BinOp)
KINDS: tuple[tuple[UnOp | BinOp, CType, CType | None], ...] = (
    *((op, t, None) for op in UnOp for t in cint.TYPES),
    *((op, a, b) for op in BinOp for a in cint.TYPES for b in cint.TYPES),
)
_KIND_INDEX = {kind: i for i, kind in enumerate(KINDS)}

# The first words of UBSan's messages (the same runtime in gcc and clang) for each verdict.
_REPORTS = (
    ("signed integer overflow:", UB.SIGNED_OVERFLOW),
    ("negation of ", UB.SIGNED_OVERFLOW),
    ("division by zero", UB.DIVISION_BY_ZERO),
    ("division of ", UB.SIGNED_OVERFLOW),  # "division of INT_MIN by -1", for % too
    ("left shift of negative value", UB.SHIFT_OF_NEGATIVE),
    ("left shift of ", UB.SHIFT_OVERFLOW),  # "... by N places cannot be represented"
)


@dataclass(frozen=True)
class Case:
    op: UnOp | BinOp
    a: Value
    b: Value | None = None

    def expected(self) -> Result:
        if isinstance(self.op, UnOp):
            return cint.unary(self.op, self.a)
        assert self.b is not None
        return cint.binary(self.op, self.a, self.b)

    def __str__(self) -> str:
        if self.b is None:
            return f"{self.op}({self.a.type}){self.a.value}"
        return f"({self.a.type}){self.a.value} {self.op} ({self.b.type}){self.b.value}"


@dataclass(frozen=True)
class Observed:
    """What the compiled program did: a typed value, or the UBSan report that stopped it."""

    type: CType | None
    value: int | None
    undefined: UB | None
    report: str


def random_cases(rng: random.Random, count: int) -> list[Case]:
    cases = []
    for _ in range(count):
        op = rng.choice(OPS)
        a = cint.random_value(rng, rng.choice(cint.TYPES))
        # Operands of one type often: int + int is where signed overflow lives.
        tb = a.type if rng.random() < 0.3 else rng.choice(cint.TYPES)
        b = cint.random_value(rng, tb) if isinstance(op, BinOp) else None
        if op in (BinOp.SHL, BinOp.SHR) and b is not None and rng.random() < 0.5:
            # Counts around the widths make the overflow checks bite, not just the range one.
            b = Value(max(b.type.min, min(b.type.max, rng.randint(-1, 65))), b.type)
        cases.append(Case(op, a, b))
    return cases


def _operand(t: CType, name: str, slot: int) -> str:
    # The table holds each operand as long long and as unsigned long long; the cast from the
    # one of matching signedness is exact, so no implementation-defined conversion is involved.
    source = "s" if t.signed else "u"
    return f"{t.name} {name} = ({t.name}){source}[{slot}];"


def c_program() -> str:
    typecodes = ", ".join(f"{t.name}: {i}" for i, t in enumerate(cint.TYPES))
    cases = []
    for kind, (op, ta, tb) in enumerate(KINDS):
        if tb is None:
            body = f"{_operand(ta, 'x', 0)} EMIT({op}x);"
        else:
            body = f"{_operand(ta, 'x', 0)} {_operand(tb, 'y', 1)} EMIT(x {op} y);"
        cases.append(f"    case {kind}: {{ {body} }} break;")
    return _PROGRAM.replace("TYPECODES", typecodes).replace("CASES", "\n".join(cases))


_PROGRAM = r"""
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

struct slot { unsigned long long bits; int type; int status; };
static struct slot *slots;
static long current;
static long long s[2];
static unsigned long long u[2];

// A call rather than inline stores: it makes the 3,000-case switch compile 8x faster.
static void emit(int type, unsigned long long bits) {
    slots[current].bits = bits; slots[current].type = type; slots[current].status = 1;
}
#define EMIT(e) do { __typeof__(e) r_ = (e); \
    emit(_Generic(r_, TYPECODES, default: -1), (unsigned long long)r_); } while (0)

static void run_case(int kind) {
    switch (kind) {
CASES
    default: abort();
    }
}

int main(void) {
    long n;
    if (scanf("%ld", &n) != 1) return 2;
    int *kinds = malloc(n * sizeof *kinds);
    long long (*ss)[2] = malloc(n * sizeof *ss);
    unsigned long long (*us)[2] = malloc(n * sizeof *us);
    for (long i = 0; i < n; i++) {
        char tok[2][32];
        if (scanf("%d %31s %31s", &kinds[i], tok[0], tok[1]) != 3) return 2;
        for (int k = 0; k < 2; k++) {
            if (tok[k][0] == '-') { ss[i][k] = strtoll(tok[k], 0, 10); us[i][k] = ss[i][k]; }
            else { us[i][k] = strtoull(tok[k], 0, 10); ss[i][k] = (long long)us[i][k]; }
        }
    }
    slots = mmap(0, (n + 1) * sizeof *slots, PROT_READ | PROT_WRITE,
                 MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (slots == MAP_FAILED) return 2;
    volatile long *progress = (volatile long *)&slots[n];
    for (long next = 0; next < n;) {
        fflush(stdout);
        pid_t pid = fork();
        if (pid < 0) return 2;
        if (pid == 0) {
            for (current = next; current < n; current++) {
                *progress = current;
                s[0] = ss[current][0]; s[1] = ss[current][1];
                u[0] = us[current][0]; u[1] = us[current][1];
                run_case(kinds[current]);
            }
            _exit(0);
        }
        int st;
        if (waitpid(pid, &st, 0) != pid) return 2;
        if (WIFEXITED(st) && WEXITSTATUS(st) == 0) break;
        long died = *progress;
        slots[died].status = WIFEXITED(st) && WEXITSTATUS(st) == UBSAN_EXIT ? 2 : 3;
        fprintf(stderr, "@@ %ld %d\n", died, st);
        next = died + 1;
    }
    for (long i = 0; i < n; i++)
        printf("%d %d %llu\n", slots[i].status, slots[i].type, slots[i].bits);
    return 0;
}
""".replace("UBSAN_EXIT", str(UBSAN_EXIT))


def build(compiler: str, dest: Path) -> None:
    """Compile the case program with ``compiler`` under UBSan into ``dest``."""
    argv = [compiler, "-std=c11", "-O0", "-w", "-fsanitize=undefined",
            "-fno-sanitize-recover=undefined", "cases.c", "-o", "cases"]
    result = sandbox.run(argv, limits=sandbox.Limits(wall_seconds=300, memory_bytes=None),
                         files={"cases.c": c_program().encode()}, keep={"cases": dest})
    assert result.ok, result.stderr_text()


def _verdict(report: str) -> UB | None:
    for start, verdict in _REPORTS:
        if start in report:
            return verdict
    if "shift exponent" in report:
        return UB.SHIFT_COUNT_NEGATIVE if "is negative" in report else UB.SHIFT_COUNT_TOO_LARGE
    return None


def evaluate(binary: Path, cases: Sequence[Case]) -> list[Observed]:
    """Run ``cases`` through a program made by ``build``."""
    lines = [str(len(cases))]
    for case in cases:
        kind = _KIND_INDEX[case.op, case.a.type, case.b.type if case.b else None]
        lines.append(f"{kind} {case.a.value} {case.b.value if case.b else 0}")
    limits = sandbox.Limits(wall_seconds=600, memory_bytes=None, output_bytes=1 << 28)
    env = {"UBSAN_OPTIONS": f"print_stacktrace=0:halt_on_error=1:exitcode={UBSAN_EXIT}"}
    proc = sandbox.run([str(binary)], limits=limits, stdin="\n".join(lines).encode(), env=env)
    assert proc.ok, proc.stderr_text()[-2000:]
    reports: dict[int, str] = {}
    pending: list[str] = []
    for line in proc.stderr_text().splitlines():
        if line.startswith("@@ "):
            reports[int(line.split()[1])] = "\n".join(pending)
            pending = []
        elif "runtime error:" in line:
            pending.append(line.split("runtime error:", 1)[1].strip())
    observed = []
    for i, row in enumerate(proc.stdout.decode().splitlines()):
        status, typecode, bits = (int(field) for field in row.split())
        if status == 1:
            t = cint.TYPES[typecode]
            value = bits - (1 << 64) if t.signed and bits >= 1 << 63 else bits
            observed.append(Observed(t, value, None, ""))
        else:
            report = reports.get(i, f"died without a report (status {status})")
            observed.append(Observed(None, None, _verdict(report), report))
    assert len(observed) == len(cases)
    return observed


def clang14_misses(case: Case) -> bool:
    """Whether clang 14's UBSan fails to report this (undefined) case.

    Its ``>>`` truncates a shift count wider than the promoted left operand to that width
    before checking it (llvm/llvm-project#64849; ``<<`` is checked right): ``int >> long``
    with a count of 2**36 passes, as its low 32 bits are 0.
    """
    if case.op is not BinOp.SHR or case.b is None:
        return False
    width = cint.promote(case.a.type).width
    count = case.b.value
    return (cint.promote(case.b.type).width > width and not 0 <= count < width
            and count % (1 << width) < width)


@dataclass(frozen=True)
class Comparison:
    defined: int
    undefined: int
    known_misses: int  # undefined cases the compiler's UBSan is known to let pass
    mismatches: tuple[str, ...]


def compare(cases: Sequence[Case], observed: Sequence[Observed],
            misses: Callable[[Case], bool] = lambda case: False) -> Comparison:
    """Match cint's verdicts with the program's. ``misses`` says which undefined cases the
    compiler's UBSan cannot see: for those exactly, no report is the right observation."""
    defined = undefined = known = 0
    found = []
    for case, seen in zip(cases, observed, strict=True):
        want = case.expected()
        if want.undefined is not None and misses(case):
            known += 1
            if seen.type is None:
                found.append(f"{case}: reported although a known miss: {seen.report!r}")
        elif want.undefined is not None or seen.type is None:
            undefined += 1
            if want.undefined is None or want.undefined != seen.undefined:
                found.append(f"{case}: cint says {want.undefined}, UBSan says {seen.report!r}")
        else:
            defined += 1
            assert want.value is not None
            if (want.type, want.value.value) != (seen.type, seen.value):
                found.append(f"{case}: cint {want.type} {want.value.value}, "
                             f"C {seen.type} {seen.value}")
    return Comparison(defined, undefined, known, tuple(found))

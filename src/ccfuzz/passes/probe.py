"""What one pass does to small programs, and what its output needs: the catalog's probe.

A candidate is run alone on two probe programs, a small one (loops, a switch, a struct) and a
richer one (indirect calls through a table, recursion, varargs, a constructor, a
thread-local, a VLA, bit-fields, a union, ``goto``: what instrumentation and lowering passes
look for), and on the rich one as the standard pipeline leaves it. Its output is then built
the way a campaign builds it (``llc``, a link against libc and libm only) and run. The
candidate is dropped, with the first reason found (``Drop``), when

- ``opt`` rejects it (unknown name, missing analysis, wrong adaptor, crash);
- it prints on its own (an analysis printer: on a Csmith program it floods stderr);
- ``llc`` rejects its output (it leaves intrinsics for a lowering pass that must follow it,
  or for a target set-up that ``opt`` alone does not give);
- its output links only with a run-time library: the linker misses symbols that the
  unoptimized probe never named (profiling, sanitizers);
- its output no longer links otherwise (a symbol of the probe itself renamed or removed);
- the probe then behaves differently (exit status, output, a crash);
- it needs its place in a pipeline: opt crashes running it alone on the rich probe as the
  release's standard pipeline (``default<O2>``, legacy ``-O2``) leaves it, but not running
  the pipeline and then it in one process (same IR: the difference is an analysis the
  pipeline computed and the pass takes for granted, as ``select-optimize`` does the profile
  summary); or the small probe no longer builds when the standard pipeline runs after it.

On the rich probes only these needs count: opt failing there otherwise (a crash, a fatal
error) may be a bug, which is what a campaign is for.

A dropped pass would make every sequence holding it fail one way: a flood of one "finding"
that is pass misuse, not a compiler bug. Dropping a pass that breaks ``llc`` or the output may
hide a real bug, so those reasons are shown by ``ccfuzz passes`` for a human to look at.
"""

from __future__ import annotations

import hashlib
import re
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.errors import ToolMissingError
from ccfuzz.model import Ending
from ccfuzz.passes.pipeline import undefined_symbols
from ccfuzz.passes.toolchain import Level, PassInfo, PassManager, Toolchain, opt_arguments

_QUICK = sandbox.Limits(wall_seconds=30, memory_bytes=2 << 30)
_RUN = sandbox.Limits(wall_seconds=5, memory_bytes=1 << 30, isolate_network=True)
# Probes that crash opt need no symbolized stack trace: it costs more than the probe itself.
_QUIET_ENV = {"LLVM_DISABLE_SYMBOLIZATION": "1"}
_GLOBAL_NAME = re.compile(rb'@(?:"([^"]*)"|([-\w.$]+))')


class Drop(StrEnum):
    """Why the catalog leaves a candidate pass out."""

    REJECTED = "opt rejects it alone"
    PRINTS = "prints on its own (an analysis printer)"
    NO_CODEGEN = ("llc rejects its output (intrinsics for a lowering pass that must follow, a "
                  "target set-up opt lacks, or an llc bug)")
    NEEDS_RUNTIME = "its output links only with a run-time library (symbols the probe never named)"
    BREAKS_LINK = "its output no longer links (a symbol of the probe renamed or removed)"
    CHANGES_OUTPUT = "the probe behaves differently (not semantics-preserving, or a miscompile)"
    NEEDS_PLACE = ("it needs its place in a pipeline (an analysis computed before it, or its "
                   "output no longer builds once the standard pipeline runs after it)")


# Reasons that may hide a bug of LLVM's rather than a need of the pass: shown to the user.
MAYBE_BUGS = (Drop.NO_CODEGEN, Drop.CHANGES_OUTPUT, Drop.NEEDS_PLACE)

# Loops, arrays, a struct, a switch, calls through a static function and a pointer, globals:
# enough for most transforms to find something to change.
PROBE_C = r"""
#include <stdio.h>
struct pair { int a; long b; };
static int table[16];
static struct pair pairs[4];
int counter = 3;
static int step(int x) { return x % 5 == 0 ? x / 5 : x * 3 + 1; }
static long walk(const int *t, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    switch (t[i] & 3) {
    case 0: s += t[i]; break;
    case 1: s ^= t[i] << 2; break;
    default: s -= step(t[i]);
    }
    for (int j = 0; j < 3; j++) s += j * counter;
  }
  return s;
}
int main(void) {
  int (*f)(int) = step;
  for (int i = 0; i < 16; i++) table[i] = f(i + counter);
  for (int k = 0; k < 4; k++) { pairs[k].a = table[k]; pairs[k].b = walk(table, 4 * k); }
  long total = 0;
  for (int k = 0; k < 4; k++) total += pairs[k].a * 7 + pairs[k].b;
  printf("%ld\n", total);
  return 0;
}
"""

# What instrumentation, profiling and lowering passes act on: indirect calls through a table,
# recursion, varargs, a constructor, a thread-local, a volatile, a VLA with memset/memcpy,
# bit-fields, a union, a linked list walked with goto; a function that the standard pipeline
# turns into a select of two arguments. Free of undefined behaviour.
RICH_PROBE_C = r"""
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
struct node { struct node *next; int key; unsigned flags : 3; };
union word { unsigned u; float f; unsigned char b[4]; };
typedef long (*binop)(long, long);
static struct node nodes[8];
static const char *names[] = {"alpha", "beta", "gamma", "delta"};
static _Thread_local int calls;
volatile int sink;
int started;
__attribute__((constructor)) static void start(void) { started = 5; }
static long add(long a, long b) { calls++; return a + b; }
static long mul(long a, long b) { calls++; return a * b % 1000003; }
static long sub(long a, long b) { calls++; return a - b; }
static const binop ops[] = {add, mul, sub};
static long fold(binop op, const long *v, int n) {
  long acc = v[0];
  for (int i = 1; i < n; i++) acc = op(acc, v[i]);
  return acc;
}
static long pick(long c, long a, long b) { return c > 2 ? a : b; }
static int depth(int n) { return n <= 1 ? n : depth(n - 1) + depth(n - 2); }
static long sum(int count, ...) {
  va_list ap;
  va_start(ap, count);
  long s = 0;
  for (int i = 0; i < count; i++) s += va_arg(ap, int);
  va_end(ap);
  return s;
}
static int find(struct node *head, int key) {
  int steps = 0;
  for (struct node *n = head; n; n = n->next, steps++) {
    if (n->key == key) goto found;
    if (steps > 16) break;
  }
  return -1;
found:
  return steps;
}
int main(void) {
  long values[6];
  for (int i = 0; i < 8; i++) {
    nodes[i].next = i + 1 < 8 ? &nodes[i + 1] : 0;
    nodes[i].key = i * i + started;
    nodes[i].flags = (unsigned)i & 7;
  }
  for (int i = 0; i < 6; i++) values[i] = (long)strlen(names[i % 4]) * (i + 1);
  long total = 0;
  for (int k = 0; k < 3; k++) total += pick(values[k] & 7, fold(ops[k], values, 6), values[k]);
  int n = 3 + (int)(total & 3);
  char buf[n + 8];
  memset(buf, 'x', sizeof buf);
  memcpy(buf, names[n % 4], 4);
  union word w = {.f = 1.5f};
  do { total ^= w.b[(int)(total & 3)]; w.u >>= 3; } while (w.u);
  for (int i = 0; i < 8; i++) sink = nodes[i].flags;
  total += sum(4, depth(12), find(nodes, 25 + started), buf[2], nodes[3].flags);
  printf("%ld %d %.4s %d\n", total, calls, buf, sink);
  return 0;
}
"""


@dataclass(frozen=True)
class Probe:
    ir: bytes  # clang's unoptimized IR
    output: bytes  # how its binary ends, then what it prints
    names: frozenset[str]  # every global name the IR defines or uses


def make_probe(toolchain: Toolchain, source: str) -> Probe:
    ir = _produce(toolchain.frontend_command("probe.c", "out.ll"),
                  {"probe.c": source.encode()}).ir
    if ir is None:
        raise ToolMissingError(f"{toolchain.clang} cannot compile a probe program")
    names = frozenset((quoted or plain).decode(errors="replace")
                      for quoted, plain in _GLOBAL_NAME.findall(ir))
    probe = Probe(ir, b"", names)
    outcome = _Outcome.of(toolchain, ir, probe)
    if outcome.drop is not None or not outcome.output.startswith(b"exited 0 "):
        raise ToolMissingError(f"{toolchain.clang} cannot build and run a probe program")
    return Probe(ir, outcome.output, names)


@dataclass(frozen=True)
class _Outcome:
    """A probe's IR built and run: why it would drop the pass that made it, or its output."""

    drop: Drop | None
    output: bytes = b""

    @staticmethod
    def of(toolchain: Toolchain, ir: bytes, probe: Probe) -> _Outcome:
        with tempfile.TemporaryDirectory(prefix="ccfuzz-probe-") as scratch:
            asm, binary = Path(scratch) / "probe.s", Path(scratch) / "probe"
            llc = sandbox.run(toolchain.backend_command("in.ll", "probe.s"), limits=_QUICK,
                              files={"in.ll": ir}, keep={"probe.s": asm}, env=_QUIET_ENV)
            if not llc.ok or not asm.exists():
                return _Outcome(Drop.NO_CODEGEN)
            link = sandbox.run(toolchain.link_command("probe.s", "probe"), limits=_QUICK,
                               files={"probe.s": asm.read_bytes()}, keep={"probe": binary})
            if not link.ok or not binary.exists():
                missing = undefined_symbols(link.stderr_text())
                # A name the program never had is the pass's: a call into a run-time library.
                return _Outcome(Drop.NEEDS_RUNTIME if missing - probe.names
                                else Drop.BREAKS_LINK)
            ran = sandbox.run([str(binary)], limits=_RUN)
        return _Outcome(None, f"{ran.ending.value} {ran.exit_code} {ran.signal}\n".encode()
                        + ran.stdout)


@dataclass(frozen=True)
class _Produced:
    ir: bytes | None  # None: opt failed
    printed: bool
    signalled: bool  # killed by a signal (a crash), not an error exit


def _produce(command: Sequence[str], files: dict[str, bytes]) -> _Produced:
    """Run ``command`` writing ``out.ll``."""
    with tempfile.TemporaryDirectory(prefix="ccfuzz-probe-") as scratch:
        dest = Path(scratch) / "out.ll"
        proc = sandbox.run(command, limits=_QUICK, files=files, keep={"out.ll": dest},
                           env=_QUIET_ENV)
        printed = bool(proc.stdout or proc.stderr)
        if not proc.ok or not dest.exists():
            return _Produced(None, printed, proc.ending is Ending.SIGNALLED)
        return _Produced(dest.read_bytes(), printed, False)


def standard_pipeline(manager: PassManager) -> PassInfo:
    """The release's own -O2 pipeline, as one more pass of a sequence."""
    if manager is PassManager.LEGACY:
        return PassInfo("O2", Level.ANY)  # legacy opt runs -O2 where it stands in the list
    return PassInfo("default<O2>", Level.MODULE)


class Prober:
    """Probes candidates of one ``opt`` and pass manager; builds are remembered by their IR,
    since many passes leave a probe alike."""

    def __init__(self, toolchain: Toolchain, manager: PassManager) -> None:
        self.toolchain = toolchain
        self.manager = manager
        self.small = make_probe(toolchain, PROBE_C)
        self.rich = make_probe(toolchain, RICH_PROBE_C)
        self.pipeline = standard_pipeline(manager)
        self._outcomes: dict[str, _Outcome] = {}
        # The rich probe as the standard pipeline leaves it: what a pass sees in the middle of
        # a sequence (selects, phis, inlined calls) rather than clang's -O0 output.
        made = self._opt([self.pipeline], self.rich.ir)
        self.prepared: Probe | None = None
        if made.ir is not None and self._fails([self.pipeline], self.rich) is None:
            self.prepared = Probe(made.ir, self.rich.output, self.rich.names)

    def probe(self, candidate: PassInfo) -> tuple[PassInfo | None, Drop | None]:
        """The pass as this opt accepts it, or None and the reason it is dropped. New-PM loop
        passes are tried in ``loop(...)``, then in ``loop-mssa(...)`` (LICM needs MemorySSA)."""
        tries = [candidate]
        if candidate.level is Level.LOOP:
            tries.append(PassInfo(candidate.name, Level.LOOP_MSSA))
        why: Drop | None = Drop.REJECTED
        for info in tries:
            why = self._fails([info], self.small, first=True)
            if why is Drop.REJECTED:
                continue
            for probe in (self.rich, self.prepared):
                if why is None and probe is not None:
                    why = self._fails([info], probe)
            if why is None and self.prepared is not None and self._fails(
                    [info, self.pipeline], self.small, builds_only=True) is not None:
                why = Drop.NEEDS_PLACE
            return (info, None) if why is None else (None, why)
        return None, why

    def _opt(self, passes: Sequence[PassInfo], ir: bytes) -> _Produced:
        arguments = opt_arguments(self.manager, passes, self.toolchain.major)
        command = [self.toolchain.opt, "-verify-each", *arguments, "in.ll", "-S", "-o", "out.ll"]
        return _produce(command, {"in.ll": ir})

    def _fails(self, passes: Sequence[PassInfo], probe: Probe, *, first: bool = False,
               builds_only: bool = False) -> Drop | None:
        """Why ``passes`` on ``probe`` drop the pass, if they do. Only on the ``first`` probe
        does opt failing reject it: on the others a crash may be a bug, which is what a
        campaign is for; but a crash on the prepared probe that the same passes do not have
        when the standard pipeline ran before them in the same opt is a need of the pass
        (an analysis it takes for granted), not a bug of its transform."""
        made = self._opt(passes, probe.ir)
        if made.ir is None:
            if first:
                return Drop.REJECTED
            if probe is self.prepared and made.signalled and \
                    self._opt([self.pipeline, *passes], self.rich.ir).ir is not None:
                return Drop.NEEDS_PLACE
            return None
        if made.printed and not builds_only:
            return Drop.PRINTS
        if made.ir == probe.ir:
            return None
        key = hashlib.sha256(probe.ir + b"\0" + made.ir).hexdigest()
        if key not in self._outcomes:
            self._outcomes[key] = _Outcome.of(self.toolchain, made.ir, probe)
        outcome = self._outcomes[key]
        if outcome.drop is not None:
            return outcome.drop
        if outcome.output != probe.output and not builds_only:
            return Drop.CHANGES_OUTPUT
        return None

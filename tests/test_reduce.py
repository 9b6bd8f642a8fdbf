"""Reduction with real C-Vise of the fake compiler's findings, and the UB guard."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from ccfuzz import cli
from ccfuzz.case import framac
from ccfuzz.case import guard as ub
from ccfuzz.case.bundle import Bundle
from ccfuzz.case.spec import Spec
from ccfuzz.reduce import check as checker
from ccfuzz.reduce.driver import Driver, Edit, Pass, PassResult, Verdicts
from ccfuzz.store import Store
from tests.conftest import DATA, fake_hunt, require

SEEDS = DATA / "reduce"


@pytest.fixture(scope="module")
def rundir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    with fake_hunt(tmp_path_factory.mktemp("reduce"), SEEDS) as run:
        yield run


def _finding(run: Path, kind: str) -> int:
    with Store(run, write=False) as store:
        [f] = [f for f in store.findings() if f.kind == kind]
        return f.id


def _wrong_code_spec(run: Path, bundle_name: str, frama_c: bool = False) -> Spec:
    """The guarded check of the fake compiler's wrong-code finding, in a bundle of its own
    (made without reducing, so each guard test can run alone), as its interestingness script
    reads it from the bundle."""
    from ccfuzz.reduce.run import prepare_bundle

    bundle = run / "bundles" / bundle_name
    with Store(run, write=False) as store:
        prepare_bundle(store, _finding(run, "wrong-code"), run, guard=True, bundle=Bundle(bundle),
                       frama_c=frama_c)
    return Spec.load(bundle / "spec.json")


def _reduce(run: Path, finding: int) -> str:
    assert cli.main(["reduce", str(finding), "--jobs", "2", "--timeout", "600",
                     "--dir", str(run)]) == 0
    with Store(run, write=False) as store:
        reduction = store.reduction(finding)
    assert reduction is not None
    return reduction.source


@pytest.mark.slow
def test_wrong_code_reduces_to_a_few_valid_lines(rundir: Path, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    finding = _finding(rundir, "wrong-code")
    reduced = _reduce(rundir, finding)
    lines = [line for line in reduced.splitlines() if line.strip()]
    assert len(lines) <= 6, reduced
    assert "1234" in reduced and "CCFUZZ_FAKE_MISCOMPILE" in reduced
    bundle = rundir / "bundles" / f"finding-{finding}"
    for name in ("original.c", "reduced.c", "spec.json", "interesting.sh", "outcomes.json"):
        assert (bundle / name).exists(), name
    assert "===< " in (bundle / "cvise.log").read_text()  # C-Vise's passes, for the record
    # the bundle's script is the check: it passes on the reduced program by itself
    (tmp_path / "prog.c").write_text(reduced)
    assert subprocess.run([str(bundle / "interesting.sh")], cwd=tmp_path).returncode == 0
    (tmp_path / "prog.c").write_text(reduced.replace("1234", "1233"))
    assert subprocess.run([str(bundle / "interesting.sh")], cwd=tmp_path).returncode == 1
    # show prefers the reduced program, and its script reproduces the finding
    script = tmp_path / "repro.sh"
    assert cli.main(["show", str(finding), "--dir", str(rundir), "--script", str(script)]) == 0
    assert "reduced:" in capsys.readouterr().out
    assert subprocess.run(["bash", str(script)], capture_output=True).returncode == 0
    # the bug report carries the reduced program and the affected versions
    assert cli.main(["report", str(finding), "--dir", str(rundir)]) == 0
    report = capsys.readouterr().out
    assert "```c\n" + reduced.rstrip() + "\n```" in report
    assert "## Affected versions" in report and "| fakecc |" in report
    assert "## Checks against undefined behaviour" in report  # as the bundle's spec says
    assert "- ASan+UBSan (gcc) at -O0: " in report and "Frama-C" not in report


@pytest.mark.slow
def test_compiler_crash_reduces_and_keeps_its_signature(rundir: Path) -> None:
    finding = _finding(rundir, "compiler-crash")
    reduced = _reduce(rundir, finding)
    assert len([x for x in reduced.splitlines() if x.strip()]) <= 3, reduced
    assert "CCFUZZ_FAKE_CRASH" in reduced


@pytest.mark.parametrize(("name", "body"), [
    ("signed overflow",
     "volatile int big = 2147483000;\n  int y = big + 1234;\n  printf(\"%d\\n\", y);"),
    ("out-of-bounds read",
     "int a[4] = {1, 2, 3, 4};\n  volatile int i = 4;\n  printf(\"%d\\n\", a[i] * 0 + 1234);"),
    # C-Vise dropped the generator's (unsigned int) cast from printf("%X", ...) of a uint64_t
    ("printf format mismatch",
     "unsigned long v = 1234;\n  printf(\"%X\\n\", v);"),
    # ... and then turned (unsigned int) into (int), a shorter cast: %X wants unsigned
    ("printf signedness mismatch",
     "unsigned long v = 1234;\n  printf(\"%X\\n\", (int)v);"),
    ("uninitialized read",
     "int u;\n  volatile int k = 0;\n  if (k) u = 1;\n"
     "  if (u * 0 + 1234 > 0) printf(\"%d\\n\", 1234);"),
    # No warning sees it, nor MSan at -O1 (clang folds the branch away); MSan at -O0 does.
    ("uninitialized read after a copy",
     "struct { int a, b; } s, t;\n  s.a = 1;\n  __builtin_memcpy(&t, &s, sizeof t);\n"
     "  if (t.b > 3) printf(\"big\\n\");\n  printf(\"%d\\n\", 1234);"),
    # Every iteration reads 5 bytes out of a 2-byte array: gcc -O2 deletes the loop, and its
    # ASan build then runs clean (a reduced program of fault 108 did); at -O0 ASan sees it.
    ("read past an array in a loop the optimizer deletes",
     "static struct { char tag; unsigned seq; } __attribute__((packed)) h;\n"
     "  static char wire[][1] = {{7}, {6}};\n  static int i;\n  for (; i < 3; i++)\n"
     "    __builtin_memcpy(&h, wire[i], sizeof h);\n"
     "  printf(\"%d\\n\", (int)h.seq * 0 + 1234);"),
])
def test_the_guard_rejects_candidates_with_undefined_behaviour(
        rundir: Path, name: str, body: str) -> None:
    spec = _wrong_code_spec(rundir, "guard-" + name.replace(" ", "-"))
    source = ("/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdio.h>\nint main(void) {\n  "
              + body + "\n  return 0;\n}\n").encode()
    verdict = checker.check(spec, source)
    assert not verdict.holds and verdict.reason.startswith("UB guard"), verdict
    spec.guard.enabled = False  # without the guard, the "bug" still shows: the naive test
    assert checker.check(spec, source).holds
    spec.guard.enabled = True
    clean = (b"/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdio.h>\nint main(void) {\n"
             b"  printf(\"%d\\n\", 1234);\n  return 0;\n}\n")
    assert checker.check(spec, clean).holds, name


def test_the_guards_clang_build_links_without_the_driver_to_the_same_binary(
        rundir: Path) -> None:
    require("clang-14")
    spec = _wrong_code_spec(rundir, "two-step")
    prefix = ("clang-14", "-O0", *ub.MSAN)
    link = ub.link_command(prefix, (*ub.LINKER, "-lm"))
    assert link is not None and Path(link[0]).is_absolute() and "prog.o" in link
    uninitialized = (b"#include <stdio.h>\nint main(void) {\n  struct { int a, b; } s, t;\n"
                     b"  s.a = 1;\n  __builtin_memcpy(&t, &s, sizeof t);\n"
                     b"  if (t.b > 3) printf(\"big\\n\");\n  return 0;\n}\n")
    undefined = b"int f(void);\nint main(void) { return f(); }\n"
    for source in (uninitialized, undefined):
        with tempfile.TemporaryDirectory() as tmp:
            candidate = ub.Candidate(source, b"", Path(tmp), spec.claim.compile_seconds,
                                     spec.claim.run_seconds)
            one = candidate.compile("one", [*prefix, "prog.c", "-o", "prog", *ub.LINKER, "-lm"])
            two = candidate.compile_then_link("two", [*prefix, "-c", "prog.c", "-o", "prog.o"],
                                              link)
            assert one.status is two.status
            if source is undefined:  # the linker's error, in the build's diagnostics
                assert one.binary is two.binary is None
                assert "undefined reference" in two.diagnostics
                continue
            assert one.binary is not None and two.binary is not None
            for binary in (one.binary, two.binary):
                _, stderr = candidate.run_sanitized(binary)
                assert "MemorySanitizer: use-of-uninitialized-value" in stderr
    # A driver whose -### names no linker command: the driver builds in one step.
    assert ub._ask_link_command(("true",), ()) is None


def test_candidates_get_a_run_limit_from_the_programs_own_runs(rundir: Path) -> None:
    from ccfuzz import predicate

    spec = _wrong_code_spec(rundir, "run-limit")
    with Store(rundir, write=False) as store:
        finding = store.finding(_finding(rundir, "wrong-code"))
        runs = [o.run.seconds for o in store.observations(finding.program_id) if o.run]
        campaign = store.campaign(finding.campaign_id).settings.run_limits.wall_seconds
    assert spec.claim.run_seconds == min(campaign, max(predicate.RUN_FLOOR_SECONDS,
                                                       predicate.RUN_FACTOR * max(runs)))
    assert spec.claim.run_seconds < campaign  # the fake finding's program runs in milliseconds
    # A candidate whose loop never ends (a deleted increment) is refused at that limit.
    looping = (b"/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdio.h>\nint main(void) {\n"
               b"  for (volatile int i = 0; i < 1; ) ;\n  printf(\"%d\\n\", 1234);\n"
               b"  return 0;\n}\n")
    verdict = checker.check(spec, looping)
    assert not verdict.holds and "timed-out" in verdict.reason, verdict


def test_another_sighting_gets_its_own_bundle(rundir: Path) -> None:
    from ccfuzz.errors import NotFoundError
    from ccfuzz.reduce.run import prepare_bundle

    finding = _finding(rundir, "wrong-code")
    with Store(rundir, write=False) as store:
        own = store.finding(finding).program_id
        sightings = store.sightings(finding)
        assert own in sightings and len(sightings) == 2  # wrong.c and wrong2.c
        [other] = [p for p in sightings if p != own]
        crash_program = store.finding(_finding(rundir, "compiler-crash")).program_id
        spec, bundle, source = prepare_bundle(store, finding, rundir, guard=True,
                                              program_id=other)
        assert bundle.path.name == f"finding-{finding}-program-{other}"
        assert source.decode() == store.program(other).source
        assert checker.check(spec, source).holds
        with pytest.raises(NotFoundError, match="did not show finding"):
            prepare_bundle(store, finding, rundir, guard=True, program_id=crash_program)


@pytest.mark.slow
def test_sigterm_stops_the_reduction_and_every_process_it_started(rundir: Path) -> None:
    import signal
    import sys
    import time

    from tests.conftest import pids_with_cmdline

    finding = _finding(rundir, "wrong-code")
    proc = subprocess.Popen([sys.executable, "-m", "ccfuzz.cli", "reduce", str(finding),
                             "--dir", str(rundir), "--jobs", "2"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    token = str(rundir / "bundles" / f"finding-{finding}" / "interesting.sh")
    deadline = time.monotonic() + 120
    while not pids_with_cmdline(token) and time.monotonic() < deadline:
        time.sleep(0.2)  # until C-Vise runs its first checks
    assert pids_with_cmdline(token), "C-Vise never started"
    proc.send_signal(signal.SIGTERM)
    _, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 130, stderr
    assert b"smallest checked program" in stderr
    time.sleep(0.5)
    assert not pids_with_cmdline(token), "C-Vise or its checks outlived ccfuzz"


@pytest.mark.slow
def test_continue_starts_from_what_a_stopped_reduction_kept(rundir: Path) -> None:
    from ccfuzz.reduce.run import reduce_finding

    finding = _finding(rundir, "wrong-code")
    kept = (b"/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdio.h>\nint main(void) {\n"
            b"  printf(\"%d\\n\", 1234);\n  return 0;\n}\n")
    bundle = rundir / "bundles" / f"finding-{finding}-continued"
    bundle.mkdir(parents=True)
    (bundle / "reduced.c").write_bytes(kept)
    (bundle / "reduction.json").write_text('{"seconds": 1000.0, "complete": false}\n')
    with Store(rundir, write=True) as store:
        result = reduce_finding(store, finding, rundir, jobs=2, timeout=5, bundle=Bundle(bundle),
                                record=False, resume=True)
        assert result.started_from == len(kept)
        original = store.program(store.finding(finding).program_id).source or ""
        assert result.row.original_bytes == len(original.encode())
        assert result.row.reduced_bytes <= len(kept)
        assert result.row.seconds >= 1000.0  # the earlier run's time counts
        # a kept program that no longer shows the finding is not continued from
        (bundle / "reduced.c").write_bytes(kept.replace(b"1234", b"1233"))
        result = reduce_finding(store, finding, rundir, jobs=2, timeout=5, bundle=Bundle(bundle),
                                record=False, resume=True)
        assert result.started_from == result.row.original_bytes


def test_the_guard_rejects_a_main_whose_exit_status_is_garbage(rundir: Path) -> None:
    # Found reducing a real tcc finding: C-Vise turned `int main` into `void main`, and the
    # garbage exit status then differed between compilers with no sanitizer to notice.
    spec = _wrong_code_spec(rundir, "void-main")
    source = (b"/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdio.h>\nvoid main(void) {\n"
              b"  printf(\"%d\\n\", 1234);\n}\n")
    # -std=c11 -pedantic-errors refuses it first; the guard must still, on its own (a
    # finding whose original is not strict C asks no dialect).
    assert "not strict C" in checker.check(spec, source).reason
    spec.dialect = None
    verdict = checker.check(spec, source)
    assert not verdict.holds and "main" in verdict.reason, verdict
    spec.guard.enabled = False
    assert checker.check(spec, source).holds


def test_the_guard_rejects_an_output_that_depends_on_a_function_address(rundir: Path) -> None:
    # Found reducing the generator's tcc finding: `f < g` with f a function and g an integer.
    spec = _wrong_code_spec(rundir, "address")
    source = (b"/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdio.h>\nint f(void) { return 0; }\n"
              b"unsigned g = 5;\nint main(void) {\n  printf(\"%d %d\\n\", 1234, f < g);\n"
              b"  return 0;\n}\n")
    verdict = checker.check(spec, source)
    assert not verdict.holds and "pointer and integer" in verdict.reason, verdict


def test_the_guard_rejects_an_array_whose_size_the_reduction_deleted(rundir: Path) -> None:
    # Found reducing a gcc finding: C-Vise cut `v[16]` to `v[]`, a tentative definition of
    # one element, and the store to v[7] then landed past ASan's redzone unreported.
    spec = _wrong_code_spec(rundir, "one-element")
    source = (b"/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdio.h>\nstruct S { long a[8]; } v[];\n"
              b"int main(void) {\n  volatile int i = 7;\n  v[i].a[0] = 1234;\n"
              b"  printf(\"%ld\\n\", v[i].a[0]);\n"
              b"  return 0;\n}\n")
    verdict = checker.check(spec, source)
    assert not verdict.holds and "assumed to have one element" in verdict.reason, verdict
    assert checker.check(spec, source.replace(b"v[];", b"v[8];")).holds


@pytest.mark.slow
def test_frama_c_refuses_what_the_sanitizers_and_warnings_let_through(rundir: Path) -> None:
    require("frama-c")
    spec = _wrong_code_spec(rundir, "frama-c", frama_c=True)
    assert spec.guard.frama_c is not None
    # Comparing pointers to two different objects is undefined (C11 6.5.8p5); no sanitizer
    # or warning of gcc or clang notices it.
    source = (b"/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdio.h>\nint a, b;\n"
              b"int main(void) {\n  int *p = &a, *q = &b;\n"
              b"  printf(\"%d\\n\", (p < q) * 0 + 1234);\n  return 0;\n}\n")
    verdict = checker.check(spec, source)
    assert not verdict.holds and "pointer comparison" in verdict.reason, verdict
    spec.guard.frama_c = None
    assert checker.check(spec, source).holds
    spec.guard.frama_c = shutil.which("frama-c")
    clean = (b"/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdio.h>\nint a[3] = {1, 2, 3};\n"
             b"int main(void) {\n  int *p = &a[0], *q = &a[2];\n"
             b"  printf(\"%d\\n\", (p < q) * 1234);\n  return 0;\n}\n")
    assert checker.check(spec, clean).holds
    # A printf format that does not fit its argument is a warning of Frama-C's, not an alarm.
    mismatch = b"#include <stdio.h>\n#include <stdint.h>\nuint64_t v = 3;\n" \
               b"int main(void) {\n  printf(\"%X\\n\", v);\n  return 0;\n}\n"
    why = framac.verdict(framac.find(), mismatch, 120)
    assert why is not None and "Incorrect type" in why, why


def test_frama_c_cannot_go_without_the_guard(rundir: Path) -> None:
    assert cli.main(["reduce", str(_finding(rundir, "wrong-code")), "--no-guard", "--frama-c",
                     "--dir", str(rundir)]) == cli.EXIT_ERROR


@pytest.mark.slow
def test_the_script_asks_the_running_reduction_and_checks_alone_without_it(
        rundir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from ccfuzz.reduce import service

    spec = _wrong_code_spec(rundir, "service")
    script = rundir / "bundles" / "service" / "interesting.sh"
    kept = tmp_path / "reduced.c"
    shows = (b"/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdio.h>\nint main(void) {\n"
             b"  printf(\"%d\\n\", 1234);\n  return 0;\n}\n")
    candidates = {shows: 0, shows.replace(b"1234", b"1233"): 1,  # the fake bug needs 1234
                  shows.replace(b"return 0;", b"int x; return x;"): 1,  # UB: the guard's no
                  b"int main( {": 1}
    work = tmp_path / "work"
    work.mkdir()

    def verdicts(env: dict[str, str]) -> dict[bytes, int]:
        out = {}
        for source in candidates:
            (work / "prog.c").write_bytes(source)
            out[source] = subprocess.run([str(script)], cwd=work, env=env).returncode
        return out

    # A ccfuzz that cannot be loaded: the script's own check would exit 3, not 0 or 1.
    (tmp_path / "shadow" / "ccfuzz").mkdir(parents=True)
    (tmp_path / "shadow" / "ccfuzz" / "__init__.py").write_text("raise SystemExit(3)\n")
    with service.CheckService(spec, kept) as env:
        assert service.SOCKET_ENV in env, "the service did not start"
        shadowed = {**os.environ, **env, "PYTHONPATH": str(tmp_path / "shadow")}
        assert verdicts(shadowed) == candidates  # so these answers are the service's
        assert kept.read_bytes() == shows  # the interesting one, kept
    # Gone (or never there): the script checks on its own, with the same answers.
    assert verdicts({**os.environ, service.SOCKET_ENV: env[service.SOCKET_ENV]}) == candidates
    assert verdicts({**os.environ, **shadowed})[shows] == 3  # (which the shadow stops)
    # No C compiler for the service's client: no service, and the script checks on its own.
    monkeypatch.setattr(service, "_CLIENT_COMPILERS", ("ccfuzz-no-such-cc",))
    kept.unlink()
    with service.CheckService(spec, kept) as env:
        assert service.SOCKET_ENV not in env
        assert verdicts({**os.environ, **env}) == candidates
        assert kept.read_bytes() == shows  # the script's own check keeps it too


def test_the_c_pass_groups_leave_out_cxx_and_the_token_cuts(tmp_path: Path) -> None:
    from ccfuzz.reduce import passgroup

    require("cvise")
    tool = shutil.which("cvise")
    assert tool is not None
    written = passgroup.write_c_groups(tool, tmp_path / "first.json", tmp_path / "sweep.json",
                                       tmp_path / "clean.json")
    assert written is not None
    first_sweep, sweep, cleanup = (json.loads(path.read_text()) for path in written)
    stock = json.loads(passgroup.all_group(tool).read_text())  # type: ignore[union-attr]

    def names(entries: list[dict[str, str]]) -> list[str]:
        return [f"{e['pass']}:{e.get('arg', '')}" for e in entries]

    def left_out(name: str) -> bool:
        kind, arg = name.split(":", 1)
        return (arg in passgroup.CXX_ONLY | passgroup.ANGLES or kind == "lines"
                or (kind == "clex" and arg.startswith(("rm-toks-", "rm-tok-pattern-")))
                or name in ("peep:c", "ints:a"))

    assert {"clex:rm-toks-1", "clex:rm-toks-16", "clex:rm-tok-pattern-4", "lines:0",
            "lines:10", "clang:class-to-struct", "peep:c", "ints:a"} <= {
        n for n in names(stock["main"]) if left_out(n)}
    # Each group runs each of its passes once: C-Vise repeats only a "main" group.
    assert all(group["main"] == [] for group in (first_sweep, sweep, cleanup))
    assert first_sweep["last"] == sweep["last"] == cleanup["first"] == []
    # The first sweep: C-Vise's first group (big cuts first), then its main group; the later
    # sweeps: its main group; the clean-up: its last group.
    stock_first = [n for n in names(stock["first"]) if not left_out(n)]
    stock_main = [n for n in names(stock["main"]) if not left_out(n)]
    assert sorted(names(first_sweep["first"])[:len(stock_first)]) == sorted(stock_first)
    assert names(first_sweep["first"])[len(stock_first):] == stock_main
    assert names(first_sweep["first"])[:2] == ["clangbinarysearch:replace-function-def-with-decl",
                                               "clangbinarysearch:remove-unused-function"]
    # the one-edit-per-check passes last in C-Vise's first group
    assert names(first_sweep["first"])[len(stock_first) - 1] == "blank:"
    assert names(sweep["first"]) == stock_main
    assert names(cleanup["last"]) == [n for n in names(stock["last"]) if not left_out(n)]
    assert "clang:callexpr-to-value" in stock_main
    assert "clang:rename-var" in names(cleanup["last"])
    assert not any(n.startswith("lines:") or n in ("peep:c", "ints:a")
                   for n in names(first_sweep["first"]))


def _brackets_close(candidate: bytes) -> bool:
    """The test's own bracket check, character by character (its sources have no strings,
    comments or directives with brackets)."""
    stack: list[int] = []
    for c in candidate:
        if c in b"([{":
            stack.append(c)
        elif c in b")]}" and (not stack or b"([{".index(stack.pop()) != b")]}".index(c)):
            return False
    return not stack


def test_sweeps_and_own_passes_alternate_until_each_found_nothing(tmp_path: Path) -> None:
    import re
    import time

    from ccfuzz.reduce.stages import Stages

    record = tmp_path / "record"
    # A "sweep" that drops one "drop" a run, and re-blanks the program every time (as C-Vise's
    # indentation does): that alone is no change.
    def sweep(name: str) -> list[str]:
        return ["sh", "-c", f"echo {name} >> {record}; sed -i -e '0,/drop/s/drop//' "
                "-e 's/ /  /g' prog.c"]

    calls: list[tuple[str, bytes]] = []
    number = re.compile(rb"(?<!\S)[0-9]+\s*")

    @dataclass(frozen=True)
    class DropNumbers:  # the numbers, one at a time
        def edit(self, source: bytes) -> Edit | None:
            m = number.search(source)
            return None if m is None else Edit(m.start(), m.end())

        def advance(self, source: bytes) -> None:
            return None

        def succeed(self, source: bytes) -> DropNumbers | None:
            return self if number.search(source) else None

    @dataclass(frozen=True)
    class Fake:
        name: str
        fixed_point: bool
        speculate = False

        def start(self, source: bytes) -> DropNumbers | None:
            calls.append((self.name, source))
            return DropNumbers() if self.name == "token" else None  # line: finds nothing

    # The token pass drops the numbers, and ends at its fixed point.
    passes = (Fake("line", False), Fake("token", True))
    dest = tmp_path / "prog.c"
    dest.write_bytes(b"keep 1 2 drop drop\n")
    stages = Stages(threading.Event(), dest, time.monotonic() + 60, 1)
    assert stages.alternate((sweep("first"), sweep("later")), {}, Verdicts(lambda c: True),
                            passes)
    # sweep (a drop), line, token (the numbers); sweep (the other drop), line, token; sweep
    # (nothing but blanks): everything has found nothing on "keep", so no pass runs again.
    assert record.read_text().split() == ["first", "later", "later"]
    assert [(name, source.split()) for name, source in calls] == [
        ("line", [b"keep", b"1", b"2", b"drop"]), ("token", [b"keep", b"1", b"2", b"drop"]),
        ("line", [b"keep"]), ("token", [b"keep"])]
    assert dest.read_bytes().split() == [b"keep"]
    # Stopped (Ctrl-C): no sweep, nothing goes on.
    stages.stop.set()
    dest.write_bytes(b"keep 1 drop\n")
    assert not stages.alternate((sweep("first"), sweep("later")), {},
                                Verdicts(lambda c: True), passes)
    assert record.read_text().split() == ["first", "later", "later"]


def _run(pass_: Pass, source: bytes, interesting: Callable[[bytes], bool], *, jobs: int = 1,
         stop: threading.Event | None = None) -> PassResult:
    """``pass_`` on ``source`` under a driver of its own, with ``interesting`` as the check."""
    return Driver(Verdicts(interesting), jobs=jobs, stop=stop).run(pass_, source)


def test_the_number_pass_shortens_constants_in_few_checks() -> None:
    import re

    from ccfuzz.reduce import numbers

    source = (b'int a = 7483646; unsigned long b = 0x1234ABCDUL; int c = 1089; int v2 = 5;\n'
              b'char *s = "123456"; double f = 1.25e10; long big = 18446744073709551615UL;\n')
    checked: list[bytes] = []

    def interesting(candidate: bytes) -> bool:  # only a's last three digits matter
        checked.append(candidate)
        m = re.search(rb"int a = (\d+);", candidate)
        return m is not None and int(m.group(1)) % 1000 == 646

    out = _run(numbers.NumberPass(), source, interesting)
    assert out.complete and out.source == (
        b'int a = 646; unsigned long b = 0xDUL; int c = 9; int v2 = 5;\n'
        b'char *s = "123456"; double f = 1.25e10; long big = 5UL;\n')
    # big, b and c: one check each (all but the last digit); a: 6, 3, 4, 5 digits deleted.
    assert len(checked) == out.candidates == 7
    # A decimal constant keeps no leading zero (089 would be a bad octal one).
    assert numbers.shortened(b"1089", 1) == b"89" and numbers.shortened(b"100", 2) == b"0"
    assert numbers.digits(b"v2") == numbers.digits(b"1.25e10") == 0
    assert numbers.digits(b"0x1fUL") == 2
    stop = threading.Event()
    stop.set()
    assert not _run(numbers.NumberPass(), source, interesting, stop=stop).complete


def test_the_line_pass_cuts_whole_statements_at_each_nesting_level() -> None:

    from ccfuzz.reduce import lines

    source = (b"#include <stdio.h>\nstruct s { int a; int b; };\nint g;\n"
              b"static int f(int x) {\n  if (x) {\n    x = 1;\n  } else {\n    x = 2;\n  }\n"
              b"  for (int i = 0; i < 2; i++) x++;\n  return x;\n}\n"
              b"int main(void) {\n  printf(\"%d\\n\", f(g));\n  return 0;\n}\n")

    def cut(level: int) -> list[bytes]:
        spans, _ = lines.cuts(source, level)
        assert b"".join(source[a:b] for a, b in spans) == source  # the lines cover it all
        return [source[a:b] for a, b in spans]

    assert cut(0)[:3] == [b"#include <stdio.h>\n", b"struct s { int a; int b; };\n",
                          b"int g;\n"]
    assert cut(0)[3].startswith(b"static int f") and cut(0)[3].endswith(b"return x;\n}\n")
    assert len(cut(0)) == 5
    # Level 1: the statements of a function body; a for's ( ; ; ) and an if's } else stay.
    at = cut(1).index(b"static int f(int x) {\n  ")
    assert cut(1)[at:at + 5] == [b"static int f(int x) {\n  ",
                           b"if (x) {\n    x = 1;\n  } else {\n    x = 2;\n  }\n  ",
                           b"for (int i = 0; i < 2; i++) x++;\n  ", b"return x;\n", b"}\n"]
    assert cut(1)[:6] == [b"#include <stdio.h>\n", b"struct s { ", b"int a; ", b"int b; ",
                          b"};\n", b"int g;\n"]
    assert b"x = 1;\n  " in cut(2) and b"x = 1;\n  " not in cut(1)

    checked: list[bytes] = []

    def interesting(candidate: bytes) -> bool:  # a stand-in for the check
        checked.append(candidate)
        return all(part in candidate for part in (
            b"int g;", b"static int f(int x) {", b"return x;", b'printf("%d\\n", f(g));'))

    outcome = _run(lines.LinePass(), source, interesting)
    assert outcome.complete and outcome.source == (
        b"int g;\nstatic int f(int x) {\n  return x;\n}\n"
        b"int main(void) {\n  printf(\"%d\\n\", f(g));\n  }\n")
    assert outcome.candidates == len(checked) == len(set(checked))  # each checked once
    # A cut whose brackets would not close cannot compile: it is never checked.
    assert all(_brackets_close(c) for c in checked)
    assert _run(lines.LinePass(), source, interesting, jobs=3).source == outcome.source
    checked.clear()
    with pytest.MonkeyPatch.context() as patch:  # without the filter, such cuts come up
        patch.setattr(lines, "nested", lambda kinds: True)
        _run(lines.LinePass(), source, interesting)
    assert not all(_brackets_close(c) for c in checked)
    stop = threading.Event()
    stop.set()
    stopped = _run(lines.LinePass(), source, interesting, stop=stop)
    assert not stopped.complete and stopped.source == source and stopped.candidates == 0


def test_the_token_pass_deletes_runs_of_tokens_and_never_splits_one() -> None:

    from ccfuzz.reduce import tokens

    source = (b'#include <stdio.h>\nint main(void) {\n  int x = 0x1fULL >>= 2; /* c */\n'
              b'  printf("a \\"b\\" %d\\n", x->y, \'\\\'\');\n  return 0;\n}\n')
    words = [source[a:b] for a, b in tokens.spans(source)]
    assert words[:5] == [b"#include <stdio.h>", b"int", b"main", b"(", b"void"]
    assert b"0x1fULL" in words and b">>=" in words and b"/* c */" in words
    assert b'"a \\"b\\" %d\\n"' in words and b"->" in words and b"'\\''" in words
    # Deleting a token takes the blanks after it, never those before: no two tokens merge.
    at = words.index(b"=")
    assert tokens.without(source, tokens.spans(source), at, 2).apply(source) == source.replace(
        b"= 0x1fULL ", b"")

    assert tokens.without(source, tokens.spans(source), words.index(b"->"), 1).apply(
        source).count(
        b"x y") == 1

    checked: list[bytes] = []

    def interesting(candidate: bytes) -> bool:  # a stand-in for the check
        checked.append(candidate)
        return b"printf" in candidate and b"y" in candidate and candidate.count(
            b"(") == candidate.count(b")")

    outcome = _run(tokens.TokenPass(), source, interesting)
    # The braces stay: deleting either alone leaves brackets that do not close, so it is not
    # tried (a compiler would refuse it), and no run holds both without printf.
    assert outcome.complete and outcome.source == b"{\n  printf(y)}\n"
    # A run whose deletion leaves brackets that do not close is never checked (the
    # character and string constants of ``source`` hold no brackets).
    assert checked and all(_brackets_close(c) for c in checked)
    assert _run(tokens.TokenPass(), source, interesting, jobs=3).source == outcome.source
    stop = threading.Event()
    stop.set()
    stopped = _run(tokens.TokenPass(), source, interesting, stop=stop)
    assert not stopped.complete and stopped.source == source and stopped.candidates == 0


def test_the_driver_checks_each_candidate_once_and_only_those_that_shrink() -> None:
    from ccfuzz.reduce import tokens

    checked: list[bytes] = []

    def interesting(candidate: bytes) -> bool:  # "f" must stay, and one "x" with it
        checked.append(candidate)
        return b"f" in candidate and b"x" in candidate

    # Deleting any one "x" of three makes the same program: three proposals, one check,
    # also when the three are checked side by side.
    source = b"f x x x\n"
    for jobs in (1, 3):
        checked.clear()
        outcome = _run(tokens.TokenPass(), source, interesting, jobs=jobs)
        assert outcome.source == b"f x\n"
        assert len(checked) == len(set(checked)) == outcome.candidates
        assert checked.count(b"f x x\n") == 1
    # What the seen-cache knows (from C-Vise's candidates, through the check service, or an
    # earlier pass) is not checked again.
    verdicts = Verdicts(interesting)
    assert not verdicts(b"x x x\n")
    checked.clear()
    outcome = Driver(verdicts).run(tokens.TokenPass(), source)
    assert outcome.source == b"f x\n" and b"x x x\n" not in checked

    # An edit that takes no non-blank byte away (a rewrite to as many bytes) is no step.
    @dataclass(frozen=True)
    class Proposals:
        edits: tuple[Edit, ...]

        def edit(self, source: bytes) -> Edit:
            return self.edits[0]

        def advance(self, source: bytes) -> Proposals | None:
            return Proposals(self.edits[1:]) if self.edits[1:] else None

        def succeed(self, source: bytes) -> None:
            return None

    @dataclass(frozen=True)
    class Fixed:
        edits: tuple[Edit, ...]
        name = "fixed"
        speculate = True
        fixed_point = False

        def start(self, source: bytes) -> Proposals:
            return Proposals(self.edits)

    checked.clear()
    program = b"f(x);  \n"
    rewrites = (Edit(2, 3, b"y"), Edit(5, 7, b"\t\t"), Edit(0, 1, b"fx"), Edit(4, 5))
    assert Driver(Verdicts(interesting)).run(Fixed(rewrites), program).source == b"f(x)  \n"
    assert checked == [b"f(x)  \n"]


def test_a_check_that_refuses_the_start_in_c_vises_directory_stops_with_the_reason(
        rundir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from ccfuzz.errors import CcfuzzError
    from ccfuzz.reduce import run, service

    # A script that refuses everything, and no service to answer for it: C-Vise's own first
    # check fails, as it would if the check depended on the directory it runs in.
    monkeypatch.setattr(service, "_CLIENT_COMPILERS", ())
    monkeypatch.setattr(run, "interestingness_script", lambda *_: "#!/bin/sh\nexit 1\n")
    bundle = rundir / "bundles" / "refused"
    with Store(rundir, write=True) as store, pytest.raises(CcfuzzError, match="could not start"):
        run.reduce_finding(store, _finding(rundir, "wrong-code"), rundir, jobs=1, timeout=300,
                           bundle=Bundle(bundle), record=False)
    log = (bundle / "cvise.log").read_text()
    assert "refused the start" in log
    assert "line pass" not in log and "token pass" not in log  # nothing ran after it


def test_a_rejects_valid_finding_of_a_compile_that_links_needs_a_program_that_links(
        tmp_path: Path) -> None:
    require("gcc")
    from ccfuzz import sandbox, signatures
    from ccfuzz.model import BuildStatus, FindingKind
    from ccfuzz.predicate import Answer, Claim, RecordedBuild
    from tests.conftest import FAKECC

    valid = b"/* CCFUZZ_FAKE_REJECT */\nint main(void) { return 0; }\n"
    # What reducing such a finding drifts to when only compiles are asked: the fake compiler
    # still refuses it, with the same first error.
    no_main = b"/* CCFUZZ_FAKE_REJECT */\nint unused;\n"
    undefined = b"/* CCFUZZ_FAKE_REJECT */\nint f(void);\nint main(void) { return f(); }\n"

    def claim(*flags: str) -> Claim:
        target = RecordedBuild("fakecc", "fakecc", "fakecc",
                               (str(FAKECC), *flags, "prog.c", "-o", "prog"))
        built = target.build_with(valid, sandbox.Limits(wall_seconds=30), tmp_path)
        assert built.status is BuildStatus.REJECTED
        return Claim(FindingKind.REJECTS_VALID,
                     signatures.rejects_signature("fakecc", built.diagnostics), (target,),
                     compile_seconds=30)

    links = Spec(1, claim(), ub.Guard(warning_compilers=["gcc"]))
    assert links.claim.must_link
    assert checker.check(links, valid).holds
    for program in (no_main, undefined):
        verdict = checker.check(links, program)
        assert verdict.answer is Answer.INVALID and "gcc -Wall" in verdict.reason, verdict
    # A finding of a compile that does not link asks no link of its programs.
    compiles = Spec(1, claim("-c"), ub.Guard(warning_compilers=["gcc"]))
    assert not compiles.claim.must_link
    assert checker.check(compiles, no_main).holds and checker.check(compiles, undefined).holds


def test_the_line_pass_can_cut_a_program_down_to_nothing() -> None:
    from ccfuzz.reduce import lines

    assert lines.cuts(b"", 0) == ([], [])
    outcome = _run(lines.LinePass(), b"int x;\nint y;\n", lambda candidate: True)
    assert outcome.complete and outcome.source == b""


def test_an_error_in_a_stage_ends_the_reduction_with_that_error(
        rundir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from ccfuzz.reduce import run
    from ccfuzz.reduce.stages import Stages

    def broken(*_: object) -> None:
        raise RuntimeError("a stage broke")

    # The stages run in a thread of their own: an error there must not leave the start
    # program reported as the result, complete.
    monkeypatch.setattr(Stages, "own_passes", broken)
    bundle = rundir / "bundles" / "broken-stage"
    with Store(rundir, write=True) as store, pytest.raises(RuntimeError, match="a stage broke"):
        run.reduce_finding(store, _finding(rundir, "wrong-code"), rundir, jobs=1, timeout=300,
                           bundle=Bundle(bundle), record=False)
    assert not (bundle / "reduction.json").exists()


_ASM_PROGRAM = ("/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdio.h>\nint main(void) {\n"
                "  int x = 1234;\n  __asm__ volatile(\"\" : \"+r\"(x) : : \"memory\");\n"
                "  printf(\"%d %d\\n\", 1234, x * 0);\n  return 0;\n}\n")


def test_a_reduction_keeps_an_asm_statement_whole_or_deletes_it(rundir: Path) -> None:
    from ccfuzz.constructs import asm_statements

    spec = _wrong_code_spec(rundir, "asm")
    spec.asm = tuple(asm_statements(_ASM_PROGRAM))  # as from_finding lists an original's
    assert checker.check(spec, _ASM_PROGRAM.encode()).holds
    for edited in (_ASM_PROGRAM.replace(' : : "memory"', ""),  # a lost clobber
                   _ASM_PROGRAM.replace('"+r"(x)', '"+r"(x), "+r"(x)')):  # another operand
        verdict = checker.check(spec, edited.encode())
        assert not verdict.holds and verdict.reason.startswith("asm edited"), verdict
    deleted = _ASM_PROGRAM.replace('  __asm__ volatile("" : "+r"(x) : : "memory");\n', "")
    assert checker.check(spec, deleted.encode()).holds
    # The spec the bundle writes lists them (none here: the fake finding has no asm).
    assert Spec.load(rundir / "bundles" / "asm" / "spec.json").asm == ()


def test_the_guard_refuses_va_arg_of_another_type_than_the_one_passed(rundir: Path) -> None:
    spec = _wrong_code_spec(rundir, "va-arg")
    program = ("/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdarg.h>\n#include <stdio.h>\n"
               "static long first(int n, ...) {\n  va_list ap;\n  va_start(ap, n);\n"
               "  long v = va_arg(ap, long);\n  va_end(ap);\n  return v;\n}\n"
               "int main(void) {\n  printf(\"%d %ld\\n\", 1234, first(1, ARG) * 0);\n"
               "  return 0;\n}\n")
    verdict = checker.check(spec, program.replace("ARG", "5").encode())
    assert not verdict.holds and "va_arg" in verdict.reason, verdict
    assert "passes int" in verdict.reason
    assert checker.check(spec, program.replace("ARG", "5L").encode()).holds


def test_the_guard_moves_the_program_and_refuses_output_that_depends_on_an_address(
        rundir: Path) -> None:
    # The sign of a function address's low byte. The sanitized builds lay the program out
    # otherwise too, and catch it or not by chance (the program passed them); the
    # moved build shifts every address by 0x1080 bytes, so bit 7 of each flips. Asked alone:
    spec = _wrong_code_spec(rundir, "moved")
    spec.guard.sanitizer_compilers, spec.guard.msan_compiler = [], None
    program = ("/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdint.h>\n#include <stdio.h>\n"
               "int f(void) { return 1; }\nint main(void) {\n"
               "  printf(\"%d %d\\n\", 1234, CAST &f < 0);\n  return 0;\n}\n")
    verdict = checker.check(spec, program.replace("CAST", "(int8_t)(uintptr_t)").encode())
    assert not verdict.holds and "depends on addresses" in verdict.reason, verdict
    # Through a narrowing cast, gcc and clang warn: refused before anything is run.
    verdict = checker.check(spec, program.replace("CAST", "(int8_t)").encode())
    assert not verdict.holds and "pointer-to-int-cast" in verdict.reason, verdict
    spec.guard.enabled = False
    assert checker.check(spec, program.replace("CAST", "(int8_t)(uintptr_t)").encode()).holds


_PROMISE_PROGRAM = """\
#include <stdio.h>
#define CCFUZZ_RESTRICT restrict
/* MARKER */
static int a[4] = {1, 2, 3, 4}, b[4];
static void loop_1(int (* CCFUZZ_RESTRICT q_1)[4], int (* CCFUZZ_RESTRICT q_2)[4])
{
    int i;
    for (i = 0; i < 4; i++)
        (*q_1)[i] = (*q_2)[i] + 1;
}
int main(void)
{
    loop_1(&b, &a);
    printf("%d %d\\n", b[3], 1234);
    return 0;
}
"""


@pytest.mark.slow
def test_a_reduction_defines_restrict_away_unless_the_finding_needs_it(rundir: Path) -> None:
    """No check of a candidate sees a broken ``restrict``: a reduction starts from the program
    without it where the finding holds so, and says so; where the bug needs it, it is kept
    and the user is told to read it."""
    from ccfuzz.reduce.run import _without_promises

    spec = _wrong_code_spec(rundir, "promises")
    said: list[str] = []
    source = _PROMISE_PROGRAM.replace("MARKER", "CCFUZZ_FAKE_MISCOMPILE").encode()
    plain = _without_promises(spec, source, said.append)
    assert b"#define CCFUZZ_RESTRICT\n" in plain and b" restrict" not in plain
    assert checker.check(spec, plain).holds and "defined away" in said[-1]
    needs = _PROMISE_PROGRAM.replace("MARKER", "CCFUZZ_FAKE_RESTRICT_MISCOMPILE").encode()
    assert _without_promises(spec, needs, said.append) == needs
    assert "needs the program's promises to the optimizer (CCFUZZ_RESTRICT)" in said[-1]
    # a program without promises is left alone, silently
    assert _without_promises(spec, b"int main(void) { return 0; }\n", said.append) \
        == b"int main(void) { return 0; }\n" and len(said) == 2

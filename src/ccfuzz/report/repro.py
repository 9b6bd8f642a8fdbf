"""Self-contained shell scripts that reproduce a finding on any machine with the compilers.

The script is for whoever fixes the compiler: it needs bash, coreutils and the compilers,
not ccfuzz. It embeds the program (and its input, byte-exact through base64), compiles it
with the recorded command lines in a scratch directory, and exits 0 when the misbehaviour
shows again, 1 when it does not, 2 when it could not check (a compiler that does not start,
reference builds that fail or disagree).

What it checks is rendered from the definitions ccfuzz itself judges by, so the script and
the campaign cannot drift apart:

- a compile's status, by ``compilers.classify_compile``'s rule (``compile_status``: the same
  status words, and ``signatures.CRASH_GREP`` for a compiler that reports its own crash);
- what must hold, by the finding predicate (``predicate.claim_of`` and ``RULES``): every
  target's compile ends as the rule says, and for wrong code and runtime crashes its binary
  ends as it did in the campaign (exits, or dies of the same signal) and does not do what
  the reference does;
- the reference: for the program as recorded, the outcome the campaign's vote agreed on
  (embedded); for a reduced program, the claim's reference builds, built and run by the
  script, which must exit and agree.

Before it checks a target build the script prints the version line the finding was found
with and the one of the compiler it runs now (``found with:``, ``running:``): re-checking a
bug with a newer trunk snapshot at the same path is what the script is for. A binary built by
a toolchain root's compiler runs through the root's entry (``roots.runner_for_command``), as
in the campaign.

It does not compare the finding's signature (the normalized crash text or first error:
ccfuzz's deduplication key); it prints the compiler's diagnostics instead. Two readings are
the shell's: a compiler killed by SIGKILL reads as timed out, and one that exits with a
status above 128 as killed by a signal. Findings of ``ccfuzz passes`` that the predicate
does not check (invalid IR, back-end failures, performance) get checks of their own.
"""

from __future__ import annotations

import base64
import os
import re
import shlex
from collections.abc import Sequence

from ccfuzz.compilers import BINARY_NAME, SOURCE_NAME, guess_family
from ccfuzz.model import BuildStatus, Ending, FindingKind
from ccfuzz.predicate import RULES, Aspect, Claim, RecordedBuild, claim_of
from ccfuzz.settings import CampaignSettings
from ccfuzz.signatures import OUT_OF_MEMORY_MARKERS, crash_grep
from ccfuzz.store import FindingRow, ObservationRow, ProgramRow
from ccfuzz.toolchain import roots, versionline

_OPT = re.compile(r"opt(-\d+)?")
_CLANG = re.compile(r"clang(-\d+)?")
# How the script reads an exit status: ``timeout -s KILL`` ends a command with 128 + 9.
_KILLED = 137


def shell_functions() -> str:
    """``compile_status`` and ``run_ending``: ``compilers.classify_compile`` and the
    sandbox's ``Ending`` for a shell script, in the same words."""
    return f"""compile_status() {{  # $1: the compile's exit status; compile.err: its stderr
  if [ "$1" -eq 126 ] || [ "$1" -eq 127 ]; then echo {BuildStatus.NOT_STARTED}
  elif [ "$1" -eq {_KILLED} ]; then echo {BuildStatus.TIMED_OUT}
  elif [ "$1" -ne 0 ] && {_oom_grep("compile.err")}; then echo {BuildStatus.OVER_LIMIT}
  elif [ "$1" -gt 128 ]; then echo {BuildStatus.CRASHED}
  elif {crash_grep("compile.err")}; then echo {BuildStatus.CRASHED}
  elif [ "$1" -eq 0 ] && [ -f {BINARY_NAME} ]; then echo {BuildStatus.OK}
  else echo {BuildStatus.REJECTED}; fi
}}
run_ending() {{  # $1: the binary's exit status
  if [ "$1" -eq {_KILLED} ]; then echo {Ending.TIMED_OUT}
  elif [ "$1" -gt 128 ]; then echo {Ending.SIGNALLED}
  else echo {Ending.EXITED}; fi
}}
build() {{  # $1: seconds; the rest: the compile command. Sets status.
  rm -f {BINARY_NAME}
  timeout -s KILL "$1" "${{@:2}}" 2> compile.err
  status=$(compile_status $?)
}}
run() {{  # $1: seconds; $2: where stdout goes; the rest: the runner, if any. Sets code, ending.
  timeout -s KILL "$1" "${{@:3}}" ./{BINARY_NAME} < input > "$2" 2> run.err
  code=$?
  ending=$(run_ending $code)
}}
"""


def _oom_grep(path: str) -> str:
    """A shell command that succeeds when a failed compile's stderr in ``path`` says it ran
    out of memory (``signatures.ran_out_of_memory``): the machine's doing, never a crash."""
    patterns = " ".join(f"-e {shlex.quote(m)}" for m in OUT_OF_MEMORY_MARKERS)
    return f"LC_ALL=C grep -aqF {patterns} {path}"


def _heredoc_b64(path: str, data: bytes) -> str:
    encoded = base64.encodebytes(data).decode()
    return f"base64 -d > {path} <<'CCFUZZ_B64'\n{encoded}CCFUZZ_B64\n"


def script(finding: FindingRow, program: ProgramRow, observations: Sequence[ObservationRow],
           settings: CampaignSettings, source: str | None = None) -> str:
    """The script for ``finding`` as ``program`` showed it, with the limits of its campaign
    (``settings``; ``source``: a reduced form of the program to check instead)."""
    recorded = source is None or source == program.source
    text = program.source or "" if source is None else source
    by_build = {o.build: o for o in observations}
    lines = [
        "#!/bin/bash",
        f"# ccfuzz finding {finding.id}: {finding.kind} in {finding.compiler}",
        f"# {finding.summary}",
        f"# signature: {finding.signature}",
        f"# program: {program.name}  origin: {program.origin_json()}",
    ]
    lines += [f"# {b}: {by_build[b].version}" for b in finding.builds if b in by_build]
    lines += [
        "# exit status: 0 = reproduced, 1 = not reproduced, 2 = could not check",
        "set -u",
        'work=$(mktemp -d) || exit 2',
        "trap 'rm -rf \"$work\"' EXIT",
        'cd "$work" || exit 2',
        'export TMPDIR="$work"  # compiler temporaries go where the trap removes them',
        shell_functions(),
        _heredoc_b64(SOURCE_NAME, text.encode()),
        _heredoc_b64("input", program.stdin),
    ]
    limit = int(settings.compile_limits.wall_seconds + 0.999)
    if finding.kind in RULES:
        claim = claim_of(finding, program, observations, settings, recorded=recorded)
        lines += _predicate_lines(claim, limit, settings.run_limits.wall_seconds)
    else:
        lines += _pipeline_lines(finding, by_build, limit)
    return "\n".join([*lines, ""])


def _predicate_lines(claim: Claim, limit: int, run_seconds: float) -> list[str]:
    rule = claim.rule
    lines = ["held=1"]
    if rule.runs and claim.reference is not None:
        lines += [_heredoc_b64("expected.out", claim.reference.stdout),
                  f"expected_exit={claim.reference.code}"]
    elif rule.runs:
        for i, ref in enumerate(claim.references):
            tag = shlex.quote(f"reference {ref.id}")
            lines += [
                f"echo {shlex.quote('== ' + ref.id + ' (reference)')}",
                f"build {limit} {shlex.join(ref.command)}",
                f'if [ "$status" != {BuildStatus.OK} ]; then echo {tag}" does not compile it'
                ' ($status):"; head -n 5 compile.err; exit 2; fi',
                f"run {run_seconds:g} ref{i}.out {_runner(ref.command)}".rstrip(),
                f'if [ "$ending" != {Ending.EXITED} ]; then echo {tag}"\'s binary ends'
                ' $ending (status $code)"; exit 2; fi',
                "cp ref0.out expected.out; expected_exit=$code" if i == 0 else
                f'if [ "$code" != "$expected_exit" ] || ! cmp -s ref{i}.out expected.out; then'
                ' echo "the reference builds disagree"; exit 2; fi',
            ]
    for target in claim.targets:
        lines += _target_lines(claim, target, limit, run_seconds)
    lines += ['if [ "$held" = 1 ]; then echo "REPRODUCED"; exit 0; fi',
              'echo "NOT REPRODUCED"; exit 1']
    return lines


def _target_lines(claim: Claim, target: RecordedBuild, limit: int,
                  run_seconds: float) -> list[str]:
    rule, tag = claim.rule, shlex.quote(target.id)
    lines = [f"echo {shlex.quote('== ' + target.id)}",
             *version_lines(target.compiler, target.version, target.command),
             f"build {limit} {shlex.join(target.command)}",
             f'if [ "$status" = {BuildStatus.NOT_STARTED} ]; then echo {tag}" could not be '
             'started:"; head -n 5 compile.err; exit 2; fi',
             f'if [ "$status" = {BuildStatus.OVER_LIMIT} ]; then echo {tag}" ran out of '
             'memory (not the bug; give it more):"; head -n 5 compile.err; exit 2; fi']
    if not rule.runs:
        return [
            *lines,
            f'if [ "$status" = {rule.build} ]; then echo {tag}" $status:"; tail -n 20 '
            f'compile.err; else echo {tag}" $status, not {rule.build}"; held=0; fi']
    ending = target.ending or Ending.EXITED
    same_signal = (f' || [ "$code" -ne {128 + target.signal} ]'
                   if ending is Ending.SIGNALLED and target.signal is not None else "")
    return [
        *lines,
        f'if [ "$status" != {rule.build} ]; then',
        f'  echo {tag}" does not compile it now ($status):"; head -n 20 compile.err; held=0',
        "else",
        f"  run {run_seconds:g} actual.out {_runner(target.command)}".rstrip(),
        f'  if [ "$ending" != {ending} ]{same_signal}; then',
        f'    echo {tag}"\'s binary ends $ending (status $code), not as in the campaign'
        f' ({ending}{f" by signal {target.signal}" if same_signal else ""})"; held=0',
        '  elif [ "$code" = "$expected_exit" ] && cmp -s actual.out expected.out; then',
        f'    echo {tag}" prints the reference output"; held=0',
        *_same_way_lines(target, tag),
        "  else",
        f'    echo {tag}"\'s binary ends $ending (status $code) and prints:";'
        " head -c 2000 actual.out",
        '    echo "where a correct build exits with $expected_exit and prints:";'
        " head -c 2000 expected.out",
        "  fi",
        "fi",
    ]


def _same_way_lines(target: RecordedBuild, tag: str) -> list[str]:
    """The check that an exited target's binary deviates in the recorded way
    (``predicate.aspects``): its output, its exit status, or both."""
    if target.deviates is None or (target.ending or Ending.EXITED) is not Ending.EXITED:
        return []
    output = Aspect.OUTPUT in target.deviates
    status = Aspect.EXIT_STATUS in target.deviates
    said = " and ".join(a.value for a in target.deviates)
    return [
        f'  elif {"" if output else "! "}cmp -s actual.out expected.out || '
        f'[ "$code" {"=" if status else "!="} "$expected_exit" ]; then',
        f'    echo {tag}"\'s binary differs from a correct one in another way than its {said}'
        ' (as in the campaign)"; held=0',
    ]


def _pipeline_lines(finding: FindingRow, by_build: dict[str, ObservationRow],
                    limit: int) -> list[str]:
    """Checks for the findings of pass pipelines (``ccfuzz passes``) that only the pipeline
    itself diagnoses: the command is the whole clang | opt | llc | link chain."""
    lines = ["reproduced=0"]
    for build in finding.builds:
        obs = by_build.get(build)
        if obs is None:
            continue
        tag = shlex.quote(build)
        lines += [f"echo {shlex.quote('== ' + build)}",
                  *version_lines(obs.compiler, obs.version, obs.command),
                  f"timeout -s KILL {limit} {shlex.join(obs.command)} 2> compile.err; rc=$?"]
        if finding.kind is FindingKind.INVALID_IR:
            lines.append(f"if grep -qE 'Broken (module|function) found' compile.err; then echo "
                         f"{tag}' makes invalid IR:'; head -n 5 compile.err; reproduced=1; fi")
        elif finding.kind in (FindingKind.BACKEND_FAILURE, FindingKind.PASS_MISUSE):
            lines.append(f"if [ -f prog.opt.ll ] && [ ! -f {BINARY_NAME} ]; then echo {tag}' "
                         "back end fails on what opt produced:'; tail -n 20 compile.err; "
                         "reproduced=1; fi")
        else:
            # 137: killed at the wall-clock limit; 152: SIGXCPU at opt's CPU limit (ulimit -t).
            lines.append("if [ $rc -eq 137 ] || [ $rc -eq 152 ] || grep -qE "
                         f"'out of memory|bad_alloc|Allocation failed' compile.err; then echo "
                         f"{tag}' over its time or memory limit'; reproduced=1; fi")
    return [*lines, 'if [ "$reproduced" = 1 ]; then echo "REPRODUCED"; exit 0; fi',
            'echo "NOT REPRODUCED"; exit 1']


def version_lines(compiler: str, version: str, command: Sequence[str]) -> list[str]:
    """Lines saying which version of the compiler found it (``version``, as recorded) and
    which one the script runs (asked when it runs: a newer snapshot at the same path)."""
    return [f"echo {shlex.quote('found with: ' + version)}",
            f'echo "running: $({_version_command(compiler, version, command)})"']


def _version_command(compiler: str, version: str, command: Sequence[str]) -> str:
    """The shell command printing the version line of what ``command`` runs: the compiler,
    or for a pass pipeline's chain its opt (with its clang's snapshot)."""
    programs = versionline.chain_programs(command)
    opt = next((p for p in programs if _OPT.fullmatch(os.path.basename(p))), None)
    clang = next((p for p in programs if _CLANG.fullmatch(os.path.basename(p))), None)
    if len(programs) > 1 and opt is not None and clang is not None:
        return versionline.llvm_shell(opt, clang)
    return versionline.compiler_shell(programs[0] if programs else compiler,
                                      guess_family(compiler, version))


def _runner(command: Sequence[str]) -> str:
    """The words that run the binary ``command`` built: a toolchain root's entry, if any."""
    return shlex.join(roots.runner_for_command(versionline.chain_programs(command)))

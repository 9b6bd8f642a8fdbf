"""Start-up: building the command line, and the commands that only read the store, import
none of the engines (libclang, numpy, gensim, scikit-learn, Dask, the generator, the EMI
strategies, DiWi). Each check runs in a fresh interpreter, where ``sys.modules`` holds only
what that command line imported."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ccfuzz.store import Store

# Third-party packages no parser needs (rich: only once a command prints a table).
LIBRARIES = ("clang", "numpy", "gensim", "sklearn", "dask", "distributed", "networkx",
             "scipy", "rich")
# ccfuzz's engines, each the heart of one command.
ENGINES = ("ccfuzz.cmodel", "ccfuzz.generator.program", "ccfuzz.emi.registry",
           "ccfuzz.emi.orion", "ccfuzz.isolate.command", "ccfuzz.isolate.mutate",
           "ccfuzz.isolate.gcovdata", "ccfuzz.campaign", "ccfuzz.passes.pipeline",
           "ccfuzz.reduce.run", "ccfuzz.triage.engine", "ccfuzz.culprit.trace",
           "ccfuzz.sandbox", "ccfuzz.store", "ccfuzz.compilers")
# Every command but isolate: its parser is read off the DiWi engine's own module.
COMMANDS = ("", "compilers", "hunt", "emi", "coverage-build", "reduce", "report", "passes",
            "findings", "show", "culprit", "generate", "triage")


def _loaded(code: str) -> list[str]:
    """The modules of LIBRARIES and ENGINES that ``code`` leaves in ``sys.modules``."""
    script = (f"import sys\n{code}\n"
              f"import json; print(json.dumps(sorted(m for m in sys.modules if m in "
              f"{LIBRARIES + ENGINES!r} or m.split('.')[0] in {LIBRARIES!r})))")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env=env, timeout=120, check=True)
    result: list[str] = json.loads(done.stdout.splitlines()[-1])
    return result


def test_the_engines_are_among_the_modules_watched() -> None:
    assert "ccfuzz.generator.program" in _loaded("import ccfuzz.generator; "
                                                 "ccfuzz.generator.generate")
    assert {"clang", "ccfuzz.emi.registry"} <= set(_loaded("import ccfuzz.emi.registry"))


@pytest.mark.parametrize("command", COMMANDS)
def test_building_the_parser_imports_no_engine(command: str) -> None:
    assert _loaded(f"from ccfuzz import cli; cli.build_parser({command!r})") == []


def test_isolate_imports_its_own_engine_and_no_other() -> None:
    loaded = set(_loaded("from ccfuzz import cli; cli.build_parser('isolate')"))
    assert "ccfuzz.isolate.command" in loaded
    assert not loaded & {"gensim", "sklearn", "dask", "ccfuzz.generator.program",
                         "ccfuzz.emi.registry", "ccfuzz.campaign", "rich"}


def test_ccfuzz_help_is_the_same_whichever_parsers_are_built() -> None:
    from ccfuzz import cli

    text = cli.build_parser(None).format_help()
    assert "isolate " in text and cli.ISOLATE_HELP.split()[0] in text
    assert cli.build_parser("findings").format_help() == text


def test_named_command_is_the_first_word_that_is_no_option() -> None:
    from ccfuzz.cli import named_command

    assert named_command(["--version"]) == ""
    assert named_command(["isolate", "3", "--minutes", "1"]) == "isolate"
    assert named_command(["-h", "findings", "--dir", "x"]) == "findings"


@pytest.mark.parametrize("argv", [["--help"], ["findings", "--json"], ["findings"]])
def test_reading_the_store_imports_no_engine(tmp_path: Path, argv: list[str]) -> None:
    run = tmp_path / "run"
    with Store(run, write=True) as store:
        store.new_campaign(1, "csmith", {}, "test")
    loaded = _loaded(f"from ccfuzz import cli\ntry:\n    cli.main({[*argv, '--dir', str(run)]!r})"
                     "\nexcept SystemExit:\n    pass")
    allowed = {"ccfuzz.store", "rich"} if argv != ["--help"] else set()
    assert {m.split(".")[0] if m.startswith("rich") else m for m in loaded} <= allowed

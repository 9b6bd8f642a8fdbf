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

from ccfuzz.settings import CampaignSettings
from ccfuzz.store import Store

# Third-party packages no parser needs (rich: only once a command prints a table).
LIBRARIES = ("clang", "numpy", "gensim", "sklearn", "dask", "distributed", "networkx",
             "scipy", "rich")
# ccfuzz's engines, each the heart of one command.
ENGINES = ("ccfuzz.cmodel", "ccfuzz.generator.program", "ccfuzz.emi.registry",
           "ccfuzz.emi.orion", "ccfuzz.isolate.engine", "ccfuzz.isolate.mutate",
           "ccfuzz.isolate.gcovdata", "ccfuzz.campaign", "ccfuzz.passes.pipeline",
           "ccfuzz.reduce.run", "ccfuzz.triage.engine", "ccfuzz.culprit.trace",
           "ccfuzz.sandbox", "ccfuzz.store", "ccfuzz.compilers")
COMMANDS = ("--help", "compilers", "hunt", "emi", "coverage-build", "reduce", "report", "passes",
            "findings", "show", "culprit", "generate", "triage", "isolate")


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
    """The parser a command line builds, up to the point where its command would run."""
    code = ("from ccfuzz import cli\n"
            f"try:\n    cli.build_parser().parse_args([{command!r}, '--help'])\n"
            "except SystemExit:\n    pass")
    assert _loaded(code) == []


@pytest.mark.parametrize("argv", [["--help"], ["findings", "--json"], ["findings"]])
def test_reading_the_store_imports_no_engine(tmp_path: Path, argv: list[str]) -> None:
    run = tmp_path / "run"
    with Store(run, write=True) as store:
        store.new_campaign(1, "csmith", CampaignSettings(), "test")
    loaded = _loaded(f"from ccfuzz import cli\ntry:\n    cli.main({[*argv, '--dir', str(run)]!r})"
                     "\nexcept SystemExit:\n    pass")
    allowed = {"ccfuzz.store", "rich"} if argv != ["--help"] else set()
    assert {m.split(".")[0] if m.startswith("rich") else m for m in loaded} <= allowed

"""The command layer: one module per command, each of one shape.

A command module has ``NAME``, ``HELP``, ``add_options(parser)`` (built from the shared
option helpers of ``options``) and ``run(args, started) -> int`` (``started``: the
command's start on ``time.monotonic()``, the base of a time budget): it calls the library
with typed arguments and prints. ``cli.py`` assembles the commands listed in ``COMMANDS``.
The commands of a package live in its ``command.py``; the others here.
"""

from __future__ import annotations

# The modules of the commands, in the order ``ccfuzz --help`` lists them.
COMMANDS = (
    "ccfuzz.commands.compilers", "ccfuzz.commands.hunt", "ccfuzz.emi.command",
    "ccfuzz.toolchain.buildcommand", "ccfuzz.toolchain.command", "ccfuzz.reduce.command",
    "ccfuzz.report.command", "ccfuzz.passes.command", "ccfuzz.commands.findings",
    "ccfuzz.commands.show", "ccfuzz.culprit.command", "ccfuzz.generator.command",
    "ccfuzz.isolate.command", "ccfuzz.triage.command",
)

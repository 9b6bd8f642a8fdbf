"""The command layer: one module per command, each of one shape.

A command module has ``NAME``, ``HELP``, ``add_options(p)`` (built from the shared option
helpers of ``options``) and ``run(args, started) -> int`` (``started``: the command's start on
``time.monotonic()``, the base of a time budget): it calls the library with typed arguments and
prints. ``cli.py`` assembles them (``cli.COMMANDS``). A package's command lives in its
``command.py``; the commands of no package (hunt, compilers, findings, show) here, with what
hunt and passes share (``campaigns``).
"""

"""Profiles of one program under its input, by instrumenting its source.

``coverage``: how often each statement ran. ``values``: which values the integer variables in
scope take at sampled program points. An instrumented program prints exactly what the original
prints; its profile goes to a side file (``runtime.PROFILE_FILE`` in its working directory),
written when the program exits normally (``return`` from main or ``exit``), not when it aborts.
"""

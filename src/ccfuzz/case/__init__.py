"""A finding as a case every stage works on, and the checks that keep a program valid.

``spec`` is the case: the claim a program must keep (``predicate``), its limits, its input,
the C dialect it must stay in and the guard it must pass; reduce, isolate, culprit, triage and
report read it alike. The checks sit beside it: ``guard`` (the undefined-behaviour guard:
warnings as errors, sanitized builds, a moved build, ``va_arg`` types from ``varargs``,
optionally Frama-C from ``framac``) and ``strict`` (the original's C dialect, kept strictly).
"""

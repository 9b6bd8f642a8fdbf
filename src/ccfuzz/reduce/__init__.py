"""Reduction of findings: C-Vise driven by a check that keeps the finding and forbids
undefined behaviour (``check``), the spec that check reads (``spec``), bundles (``run``)."""

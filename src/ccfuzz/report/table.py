"""A plain text table: columns padded to their widest cell, a rule under the header.

For listings that are printed on every call (``ccfuzz findings``), where importing rich's
tables would cost more than the listing itself.
"""

from __future__ import annotations

from collections.abc import Sequence


def text_table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """The table as lines of text; a cell's line breaks become spaces, the last column is
    not padded."""
    cells = [[" ".join(c.split("\n")) for c in row] for row in [header, *rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(header))]

    def line(row: Sequence[str]) -> str:
        return "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip()

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([line(cells[0]), rule, *(line(row) for row in cells[1:])])

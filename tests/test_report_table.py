from __future__ import annotations

from ccfuzz.report.table import text_table


def test_columns_are_padded_to_their_widest_cell_and_lines_kept_whole() -> None:
    text = text_table(("id", "summary"), [("1", "two\nlines"), ("12", "x")])
    assert text.splitlines() == ["id  summary", "--  ---------", "1   two lines", "12  x"]

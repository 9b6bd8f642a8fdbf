"""The campaign page, built from real campaigns and read back by headless Chromium.

Chromium's ``--dump-dom`` prints the document it built from the page; asserting on that
tree (not on our own text) shows what a browser makes of the page: that names holding
``<script>`` stay text, that the SVG charts carry points, that the links point where the
repro scripts and reduction bundles are.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

import pytest

from ccfuzz import cli
from ccfuzz.errors import NotFoundError
from ccfuzz.report.html import campaign_page, write_campaign_page
from ccfuzz.settings import CampaignSettings
from ccfuzz.store import ReductionRow, Store
from tests.conftest import DATA, fake_config, pids_with_cmdline, private_tmpdir, require

CHROMIUM_SECONDS = 90
EVIL_NAME = "evil<script>alert(1)<b>.c"
EVIL_OUTPUT = "<script>alert(2)</script>"
REDUCED = "int main(void) {\n  return 1234;\n}\n"
REDUCTION_TOOL = "cvise 2.7.0 <i>test</i>"


@dataclass
class Run:
    rundir: Path
    source: str  # the source spec of campaign 1 (its directory name holds "<script>")
    findings: dict[str, int]  # kind -> finding id, in campaign 1
    reduced_id: int
    scripted_id: int  # the finding whose repro script was written


def _hunt(source: Path, rundir: Path, config: Path, seed: int) -> None:
    code = cli.main(["hunt", "--source", f"dir:{source}", "--compilers", "gcc,fakecc",
                     "--config", str(config), "--dir", str(rundir), "--seed", str(seed),
                     "--jobs", "1"])
    assert code == 0


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Run]:
    """Three campaigns: 6 programs with findings; none (an empty directory); and one program
    that sees a finding of the first campaign again."""
    require("gcc")
    base = tmp_path_factory.mktemp("html")
    with private_tmpdir(base) as tmp_root:
        source = base / "src<script>"
        source.mkdir()
        for name in ("crash_a.c", "crash_b.c", "reject.c", "clean.c", "clean.expected",
                     "clean.in"):
            shutil.copy(DATA / "fake" / name, source / name)
        (source / EVIL_NAME).write_text(
            "/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdio.h>\n"
            f'int main(void) {{ printf("{EVIL_OUTPUT} %d\\n", 1234); return 0; }}\n')
        (source / "notes<i>.txt").write_text("not C\n")
        (base / "empty").mkdir()
        (base / "one").mkdir()
        shutil.copy(DATA / "fake" / "crash_a.c", base / "one" / "again.c")
        config = fake_config(base, levels=("-O0", "-O2"))
        rundir = base / "run"
        _hunt(source, rundir, config, 1)
        _hunt(base / "empty", rundir, config, 2)
        _hunt(base / "one", rundir, config, 3)
        assert sorted(p.name for p in tmp_root.iterdir()) == []

        with Store(rundir, write=True) as store:
            findings = {f.kind.value: f.id for f in store.findings() if f.campaign_id == 1}
            wrong = store.finding(findings["wrong-code"])
            original = store.program(wrong.program_id).source or ""
            bundle = f"reduced/finding-{wrong.id}"
            (rundir / bundle).mkdir(parents=True)
            (rundir / bundle / "reduced.c").write_text(REDUCED)
            store.record_reduction(ReductionRow(
                wrong.id, bundle, REDUCED, len(original), len(REDUCED), REDUCED.count("\n"),
                REDUCTION_TOOL, 1.5, {"fakecc": {"version": "fakecc 1.0", "reproduced": True}},
                time.time()))
        scripted = findings["compiler-crash"]
        assert cli.main(["show", str(scripted), "--dir", str(rundir)]) == 0
        yield Run(rundir, f"dir:{source}", findings, wrong.id, scripted)


# -- a browser's view of the page ----------------------------------------------------------

@dataclass
class Node:
    tag: str
    attrs: dict[str, str]
    children: list[Node | str] = field(default_factory=list)

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def all(self, tag: str) -> list[Node]:
        found = []
        for child in self.children:
            if isinstance(child, Node):
                if child.tag == tag:
                    found.append(child)
                found += child.all(tag)
        return found

    def by_id(self, ident: str) -> Node:
        for node in self.walk():
            if node.attrs.get("id") == ident:
                return node
        raise AssertionError(f"no element with id {ident!r}")

    def walk(self) -> Iterator[Node]:
        yield self
        for child in self.children:
            if isinstance(child, Node):
                yield from child.walk()


_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
         "track", "wbr"}


class _TreeBuilder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", {})
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, {k: v or "" for k, v in attrs})
        self.stack[-1].children.append(node)
        if tag not in _VOID:
            self.stack.append(node)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.stack[-1].children.append(Node(tag, {k: v or "" for k, v in attrs}))

    def handle_endtag(self, tag: str) -> None:
        for depth in range(len(self.stack) - 1, 0, -1):
            if self.stack[depth].tag == tag:
                del self.stack[depth:]
                return

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def parse(text: str) -> Node:
    builder = _TreeBuilder()
    builder.feed(text)
    builder.close()
    return builder.root


def chromium_dom(page: Path) -> Node:
    """The document headless Chromium builds from the page."""
    require("chromium")
    # Not under pytest's tmp_path: Chromium's singleton socket path must fit a sockaddr_un.
    with tempfile.TemporaryDirectory(prefix="ccfuzz-chromium-", dir="/tmp") as scratch:
        profile = Path(scratch) / "profile"
        argv = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                f"--user-data-dir={profile}", "--dump-dom", page.as_uri()]
        with subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              env={**os.environ, "TMPDIR": scratch},
                              start_new_session=True) as proc:
            try:
                out, err = proc.communicate(timeout=CHROMIUM_SECONDS)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.communicate()
                pytest.fail(f"chromium did not print the DOM of {page} in {CHROMIUM_SECONDS} s")
        assert proc.returncode == 0 and "<body" in out, f"chromium failed:\n{err[-3000:]}"
        deadline = time.monotonic() + 10
        while pids_with_cmdline(str(profile)) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert pids_with_cmdline(str(profile)) == [], "chromium processes left running"
    return parse(out)


def _cells(row: Node) -> list[str]:
    return [td.text().strip() for td in row.all("td")]


def _points(polyline: Node) -> list[tuple[float, float]]:
    pairs = polyline.attrs["points"].split()
    return [(float(x), float(y)) for x, y in (p.split(",") for p in pairs)]


# -- tests -----------------------------------------------------------------------------------

@pytest.mark.slow
def test_campaign_page_as_chromium_reads_it(run: Run) -> None:
    with Store(run.rundir, write=False) as store:
        page = write_campaign_page(store, 1, run.rundir)
    assert page == run.rundir / "report" / "campaign-1.html"
    dom = chromium_dom(page)

    # Nothing from the store became markup.
    assert not [n.tag for n in dom.walk() if n.tag in ("script", "b", "i", "img")]
    assert dom.all("h1")[0].text() == "ccfuzz campaign 1"
    facts = {tr.all("th")[0].text(): tr.all("td")[0].text() for tr in dom.all("table")[0].all("tr")}
    assert facts["source"] == run.source
    assert facts["seed"] == "1" and facts["status"] == "done"
    compilers = dom.all("table")[1].text()
    assert "gcc" in compilers and "fakecc 1.0 (ccfuzz test compiler wrapping gcc)" in compilers

    counts = {c[0]: int(c[1]) for c in map(_cells, dom.by_id("program-counts").all("tr"))
              if len(c) == 3}
    assert counts == {"ok": 5, "skipped": 0, "invalid": 1, "inconclusive": 0, "error": 0}
    odd = [_cells(tr) for tr in dom.by_id("odd-programs").all("tr")[1:]]
    assert [(c[1], c[2]) for c in odd] == [("notes<i>.txt", "invalid")]

    cross = [_cells(tr) for tr in dom.by_id("findings-by-kind").all("tr")]
    assert ["compiler-crash", "1", "1"] in cross and ["wrong-code", "1", "1"] in cross

    rows = {tr.attrs["id"]: tr for tr in dom.by_id("findings").all("tr") if "id" in tr.attrs}
    assert set(rows) == {f"finding-{i}" for i in run.findings.values()}
    for kind, fid in run.findings.items():
        cells = _cells(rows[f"finding-{fid}"])
        assert cells[:4] == [str(fid), "not triaged", kind, "fakecc"]
        hrefs = [a.attrs["href"] for a in rows[f"finding-{fid}"].all("a")]
        # Only a script that exists is linked; the others say how to write theirs.
        assert (f"../repro/finding-{fid}.sh" in hrefs) == (fid == run.scripted_id)
        assert ("ccfuzz show" in cells[8]) == (fid != run.scripted_id)
    crash = _cells(rows[f"finding-{run.findings['compiler-crash']}"])
    assert crash[4] == "2 (3 in all)"  # campaign 3 saw it once more
    assert re.match(r"\+\d+\.\d s\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC", crash[7])

    wrong = rows[f"finding-{run.findings['wrong-code']}"]
    assert EVIL_NAME in wrong.text()
    assert any(EVIL_OUTPUT in pre.text() for pre in wrong.all("pre"))
    links = {a.text(): a.attrs["href"] for a in wrong.all("a")}
    bundle = f"../reduced/finding-{run.reduced_id}"
    assert links["bundle"] == f"{bundle}/" and links["reduced.c"] == f"{bundle}/reduced.c"
    assert (page.parent / links["reduced.c"]).read_text() == REDUCED
    assert f"3 lines / {len(REDUCED)} bytes" in wrong.text() and REDUCTION_TOOL in wrong.text()
    assert "not reduced" in _cells(rows[f"finding-{run.findings['rejects-valid']}"])[9]

    charts = dom.all("svg")
    assert len(charts) == 2
    programs, findings = (svg.all("polyline")[0] for svg in charts)
    curve = _points(programs)
    assert len(curve) == 6 + 1  # the origin, then one point per program
    assert [x for x, _ in curve] == sorted(x for x, _ in curve)
    assert [y for _, y in curve] == sorted((y for _, y in curve), reverse=True)  # SVG y: down
    assert curve[0][1] > curve[-1][1]
    assert len(charts[1].all("circle")) == 3 and len(_points(findings)) == 2 * 3 + 2
    labels = [t.text() for t in charts[0].all("text")]
    assert "campaign time (s)" in labels and "programs tested" in labels


@pytest.mark.slow
def test_small_campaigns_in_chromium(run: Run) -> None:
    with Store(run.rundir, write=False) as store:
        empty = write_campaign_page(store, 2, run.rundir)
        latest = write_campaign_page(store, None, run.rundir)
    assert latest == run.rundir / "report" / "campaign-3.html"

    dom = chromium_dom(empty)
    assert dom.all("svg") == [] and dom.all("polyline") == []
    assert "No data to plot: 0 programs" in dom.text()
    assert "No findings in this campaign." in dom.text()

    dom = chromium_dom(latest)
    assert dom.all("svg") == []
    assert "No data to plot: 1 program tested" in dom.text()
    (row,) = [tr for tr in dom.by_id("findings").all("tr") if "id" in tr.attrs]
    cells = _cells(row)
    assert cells[4] == "1 (3 in all)" and "first found in campaign 1" in cells[7]


def test_pages_are_self_contained(run: Run) -> None:
    with Store(run.rundir, write=False) as store:
        pages = [campaign_page(store, i, run.rundir) for i in (1, 2, 3)]
    for text in pages:
        lowered = text.lower()
        for banned in ("<script", "http://", "https://", "<link", "<img", "<iframe", "url(",
                       "@import"):
            assert banned not in lowered, banned
        for svg in re.findall(r"<svg.*?</svg>", text, re.DOTALL):
            assert not re.search(r"\b(nan|inf)\b", svg, re.IGNORECASE)
        builder = _TreeBuilder()  # every element the page opens, it closes
        builder.feed(text)
        assert [n.tag for n in builder.stack] == ["#document"]


def test_links_follow_the_page(run: Run) -> None:
    with Store(run.rundir, write=False) as store:
        page = write_campaign_page(store, 1, run.rundir, run.rundir / "deep" / "er" / "c1.html")
        assert page.exists()
        assert [p.name for p in page.parent.iterdir()] == ["c1.html"]
        assert f'href="../../repro/finding-{run.scripted_id}.sh"' in page.read_text()
        with pytest.raises(NotFoundError):
            campaign_page(store, 99, run.rundir)


def test_non_finite_settings_of_an_old_store_are_shown(tmp_path: Path) -> None:
    """Stores written before limits were checked can hold NaN or infinity (JSON's NaN and
    Infinity): the page shows them for what they are rather than failing."""
    rundir = tmp_path / "run"
    settings: dict[str, object] = {"compilers": [], "programs": None, "minutes": float("inf"),
                "compile_limits": {"wall_seconds": float("inf")},
                "run_limits": {"wall_seconds": float("nan")}}
    with Store(rundir, write=True) as store:
        store.new_campaign(1, "csmith", CampaignSettings.from_json(settings), "0")
    assert cli.main(["report", "--campaign", "--dir", str(rundir)]) == 0
    text = (rundir / "report" / "campaign-1.html").read_text()
    assert "compile inf (not a valid number of seconds), run nan (not a valid number" in text

"""A campaign as one static HTML page: settings, program statuses, findings, throughput.

The page is self-contained: inline CSS and inline SVG, no JavaScript, nothing fetched, so it
can be mailed, attached to a bug report or opened from a laptop that has no run directory.
Links to repro scripts and reduction bundles are relative, and work while the page stays
where it was written relative to the run directory. Every string that comes from the store
(program names, summaries, compiler output) is escaped.
"""

from __future__ import annotations

import errno
import html
import math
import os
import shlex
import time
import urllib.parse
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ccfuzz import __version__
from ccfuzz.case.bundle import RunDir
from ccfuzz.errors import StoreError
from ccfuzz.model import FindingKind, ProgramStatus
from ccfuzz.report.model import Report, build
from ccfuzz.store import CampaignRow, CulpritRow, FindingRow, ReductionRow, Store, TriageRow

_MAX_POINTS = 1000  # per plotted series: more adds bytes to the page, not information
_EVIDENCE_CAP = 3000  # characters of each evidence entry shown
_ODD_PROGRAMS = 100  # programs listed by name whose status is not ok
# Chart geometry, in SVG user units: size and the margins that hold the axis labels.
_W, _H, _LEFT, _RIGHT, _TOP, _BOTTOM = 720, 230, 64, 24, 16, 46

_CSS = """
body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:1200px;padding:0 1em;
color:#1d1d1f;background:#fff}
h1{font-size:1.6em;margin:0 0 .4em}h2{font-size:1.2em;margin:1.6em 0 .5em;
border-bottom:1px solid #ddd;padding-bottom:.2em}
table{border-collapse:collapse;margin:.3em 0}th,td{border:1px solid #d5d5d5;
padding:.25em .55em;text-align:left;vertical-align:top}th{background:#f3f3f5}
td.n{text-align:right;font-variant-numeric:tabular-nums}table.facts th{width:11em}
code,pre{font:12.5px/1.4 ui-monospace,monospace}pre{white-space:pre-wrap;margin:.3em 0;
max-height:24em;overflow:auto;background:#f7f7f9;padding:.4em}
.sig{word-break:break-all;max-width:22em}.note{color:#6b6b70;font-size:.92em}
.kind{display:inline-block;padding:0 .45em;border-radius:.6em;background:#e8e8ee;
white-space:nowrap}.kind-compiler-crash,.kind-runtime-crash{background:#fde2e1}
.kind-wrong-code{background:#ffe9c7}.kind-compiler-hang{background:#e2ecfd}
.kind-rejects-valid{background:#e6f4e1}
svg{display:block;margin:.4em 0 1em;max-width:100%;height:auto}
svg text{font:12px system-ui,sans-serif;fill:#333}svg .grid{stroke:#e6e6e6}
svg .axis{stroke:#555}svg .series{fill:none;stroke-width:2}
svg .programs{stroke:#2f6fd0}svg .findings{stroke:#c8372d}svg circle{fill:#c8372d}
footer{margin-top:2em;color:#6b6b70;font-size:.9em}
"""


def _e(value: object) -> str:
    return html.escape(str(value), quote=True)


def _href(target: Path, page_dir: Path, *, directory: bool = False) -> str:
    relative = urllib.parse.quote(os.path.relpath(target, page_dir))
    return _e(relative + "/" if directory else relative)


def _utc(when: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(when))


def _datetime(when: float) -> str:
    iso = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(when))
    return f'<time datetime="{iso}">{_utc(when)}</time>'


def _duration(seconds: object) -> str:
    """A length of time for people; a stored value that is not one (NaN or infinity in the
    settings of a campaign started before limits were checked) is shown as it is."""
    if isinstance(seconds, bool) or not isinstance(seconds, int | float) \
            or not math.isfinite(seconds):
        return f"{seconds!r} (not a valid number of seconds)"
    if seconds < 60:
        return f"{seconds:.1f} s"
    minutes, secs = divmod(int(seconds + 0.5), 60)
    if minutes < 60:
        return f"{minutes} min {secs:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"


@dataclass(frozen=True)
class _Seen:
    """A finding as this campaign saw it."""

    finding: FindingRow
    first_here: float  # its first sighting in this campaign
    here: int  # sightings in this campaign
    program_name: str
    reduction: ReductionRow | None
    culprits: tuple[CulpritRow, ...] = ()  # traced with ccfuzz culprit, or after reduce
    triage: TriageRow | None = None  # ccfuzz triage's conclusion
    report: Report | None = None  # the finding's report model


def campaign_page(store: Store, campaign_id: int | None, rundir: Path, *,
                  page_dir: Path | None = None) -> str:
    """The HTML page of a campaign (the latest if campaign_id is None). Links are relative
    to page_dir, the directory the page will be written to (default RUNDIR/report)."""
    row = store.campaign(campaign_id)
    page_dir = page_dir if page_dir is not None else rundir / "report"
    times = store.program_times(row.id)
    seen = _seen_findings(store, row.id, rundir)
    body = [
        _header(row, rundir),
        _compilers(row.settings.compilers),
        _programs(store.program_counts(row.id)),
        _odd_programs(store, row.id),
        _cross_table(seen, row.settings.compilers),
        _findings_table(seen, row, rundir, page_dir),
        _throughput(row, times, seen),
        f"<footer>Written by ccfuzz {_e(__version__)} on {_utc(time.time())}. A static page: "
        "no scripts, nothing loaded from elsewhere.</footer>",
    ]
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>ccfuzz campaign {row.id}</title>\n<style>{_CSS}</style>\n</head>\n<body>\n"
        + "\n".join(body) + "\n</body>\n</html>\n"
    )


def write_campaign_page(store: Store, campaign_id: int | None, rundir: Path,
                        path: Path | None = None) -> Path:
    """Write the page (default RUNDIR/report/campaign-ID.html) and return where it went."""
    resolved = store.campaign(campaign_id).id
    path = path if path is not None else rundir / "report" / f"campaign-{resolved}.html"
    text = campaign_page(store, resolved, rundir, page_dir=path.parent)
    partial = path.with_name(f".{path.name}.partial")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial.write_text(text, encoding="utf-8")
        os.replace(partial, path)  # a browser reloading the page never sees half of it
    except OSError as exc:
        hint = " (-o PATH writes it elsewhere)" if exc.errno in (
            errno.EACCES, errno.EPERM, errno.EROFS) else ""
        raise StoreError(f"cannot write {path}: {exc.strerror}{hint}") from None
    return path


def _seen_findings(store: Store, campaign_id: int, rundir: Path) -> list[_Seen]:
    """The campaign's findings, live bugs first (``ccfuzz triage``), untriaged ones last."""
    from ccfuzz.triage.states import rank

    out = []
    triages = store.triages()
    for seen in store.campaign_sightings(campaign_id):
        finding = store.finding(seen.finding_id)
        name = store.program(finding.program_id).name
        out.append(_Seen(finding, seen.first_seen, seen.count, name,
                         store.reduction(finding.id), tuple(store.culprits(finding.id)),
                         triages.get(finding.id), build(store, finding.id, rundir)))
    return sorted(out, key=lambda s: (rank(s.triage.state if s.triage else None),
                                      s.finding.id))


def _header(row: CampaignRow, rundir: Path) -> str:
    settings = row.settings
    budget = [f"{value} {key}" for key, value in (("programs", settings.programs),
                                                   ("minutes", settings.minutes))
              if value is not None]
    limits = [f"compile {_duration(settings.compile_limits.wall_seconds)}",
              f"run {_duration(settings.run_limits.wall_seconds)}"]
    facts = [
        ("source", f"<code>{_e(row.source)}</code>"),
        ("seed", _e(row.seed)),
        ("status", f'<span class="status">{_e(row.status)}</span>'),
        ("started", _datetime(row.created)),
        ("elapsed", _e(_duration(row.elapsed))),
        ("budget", _e(", ".join(budget) or "none: the whole source, or until stopped")),
        ("time limits", _e(", ".join(limits) or "?")),
        ("ccfuzz version", _e(row.ccfuzz_version)),
        ("run directory", f"<code>{_e(rundir)}</code>"),
    ]
    rows = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in facts)
    return f'<header>\n<h1>ccfuzz campaign {row.id}</h1>\n<table class="facts">{rows}</table>'\
        "\n</header>"


def _compilers(compilers: Sequence[Mapping[str, Any]]) -> str:
    if not compilers:
        return '<h2>Compilers</h2>\n<p class="note">No compilers recorded.</p>'
    rows = []
    for c in compilers:
        builds = " ".join(" ".join((*c.get("flags", []), level))
                          for level in c.get("opt_levels", []))
        aliases = f' <span class="note">({_e(", ".join(c["aliases"]))})</span>' \
            if c.get("aliases") else ""
        rows.append(f"<tr><td>{_e(c.get('name', '?'))}{aliases}</td>"
                    f"<td>{_e(c.get('version', '?'))}</td><td><code>{_e(builds)}</code></td>"
                    f"<td><code>{_e(c.get('path', '?'))}</code></td></tr>")
    return ("<h2>Compilers</h2>\n<table><tr><th>name</th><th>version</th><th>builds</th>"
            f"<th>path</th></tr>{''.join(rows)}</table>")


def _programs(counts: dict[ProgramStatus, int]) -> str:
    statuses = list(ProgramStatus)
    total = sum(counts.values())
    rows = "".join(
        f'<tr><td>{_e(s)}</td><td class="n">{counts.get(s, 0)}</td>'
        f'<td class="n">{100 * counts.get(s, 0) / total if total else 0:.1f} %</td></tr>'
        for s in statuses
    )
    return ('<h2>Programs</h2>\n<table id="program-counts"><tr><th>status</th><th>programs</th>'
            f'<th>share</th></tr>{rows}<tr><th>total</th><td class="n">{total}</td><td></td>'
            "</tr></table>")


def _odd_programs(store: Store, campaign_id: int) -> str:
    rows = store.unusual_programs(campaign_id, _ODD_PROGRAMS + 1)
    if not rows:
        return ""
    more = f'<p class="note">Only the first {_ODD_PROGRAMS} are listed.</p>' \
        if len(rows) > _ODD_PROGRAMS else ""
    cells = "".join(
        f'<tr><td class="n">{r.index}</td><td><code>{_e(r.name)}</code></td>'
        f'<td>{_e(r.status)}</td><td><pre>{_e(r.reason[:_EVIDENCE_CAP])}</pre></td></tr>'
        for r in rows[:_ODD_PROGRAMS])
    return ('<p>Programs whose status is not ok:</p>\n<table id="odd-programs"><tr><th>#</th>'
            f"<th>program</th><th>status</th><th>reason</th></tr>{cells}</table>{more}")


def _kind(kind: FindingKind) -> str:
    return f'<span class="kind kind-{kind.value}">{_e(kind.value)}</span>'


def _cross_table(seen: Sequence[_Seen], recorded: Sequence[Mapping[str, Any]]) -> str:
    head = "<h2>Findings</h2>\n"
    if not seen:
        return head + '<p class="note">No findings in this campaign.</p>'
    kinds = [k for k in FindingKind if any(s.finding.kind is k for s in seen)]
    compilers = [c.get("name", "?") for c in recorded]
    compilers = [c for c in compilers if any(s.finding.compiler == c for s in seen)]
    compilers += sorted({s.finding.compiler for s in seen} - set(compilers))
    cells = {(k, c): sum(1 for s in seen if (s.finding.kind, s.finding.compiler) == (k, c))
             for k in kinds for c in compilers}
    header = "".join(f"<th>{_e(c)}</th>" for c in compilers)
    rows = [f"<tr><th>kind \\ compiler</th>{header}<th>total</th></tr>"]
    for k in kinds:
        counts = "".join(f'<td class="n">{cells[k, c] or ""}</td>' for c in compilers)
        rows.append(f'<tr><td>{_kind(k)}</td>{counts}'
                    f'<td class="n">{sum(cells[k, c] for c in compilers)}</td></tr>')
    totals = "".join(f'<td class="n">{sum(cells[k, c] for k in kinds)}</td>' for c in compilers)
    rows.append(f'<tr><th>total</th>{totals}<td class="n">{len(seen)}</td></tr>')
    return (head + f"<p>{len(seen)} distinct findings, {sum(s.here for s in seen)} sightings."
            ' Each cell counts distinct findings.</p>\n<table id="findings-by-kind">'
            + "".join(rows) + "</table>")


def _findings_table(seen: Sequence[_Seen], campaign: CampaignRow, rundir: Path,
                    page_dir: Path) -> str:
    campaign_id, started = campaign.id, campaign.created
    if not seen:
        return ""
    rows = ['<tr><th>id</th><th>triage</th><th>kind</th><th>compiler</th><th>seen</th>'
            '<th>summary</th>'
            '<th>signature</th><th>first seen</th><th>reproduce</th><th>reduced</th></tr>']
    for s in seen:
        f = s.finding
        count = str(s.here) if s.here == f.count else f"{s.here} ({f.count} in all)"
        first = f"+{_duration(max(0.0, s.first_here - started))}<br>{_datetime(s.first_here)}"
        if f.campaign_id != campaign_id:
            first += f'<br><span class="note">first found in campaign {f.campaign_id}</span>'
        evidence = "\n".join(f"{key}:\n{value[:_EVIDENCE_CAP]}"
                             for key, value in f.evidence.items())
        title = f"<strong>{_e(s.report.title)}</strong><br>" if s.report is not None else ""
        summary = (f"{title}{_e(f.summary)}<br><span class=\"note\">program "
                   f"<code>{_e(s.program_name)}</code></span>")
        for c in s.culprits:
            summary += (f'<br><span class="note">culprit (program {c.program_id}):</span> '
                        f"{_e(c.summary)}")
        if evidence.strip():
            summary += f"<details><summary>evidence</summary><pre>{_e(evidence)}</pre></details>"
        rows.append(
            f'<tr id="finding-{f.id}"><td class="n">{f.id}</td><td>{_triage(s.triage)}</td>'
            f'<td>{_kind(f.kind)}</td>'
            f'<td>{_e(f.compiler)}</td><td class="n">{_e(count)}</td><td>{summary}</td>'
            f'<td class="sig"><code>{_e(f.signature)}</code></td><td>{first}</td>'
            f"<td>{_repro(f.id, rundir, page_dir)}</td>"
            f"<td>{_reduced(s.reduction, rundir, page_dir)}</td></tr>")
    return '<table id="findings">' + "".join(rows) + "</table>"


def _triage(row: TriageRow | None) -> str:
    if row is None:
        return '<span class="note">not triaged</span>'
    return f'<b>{_e(row.state)}</b><br><span class="note">{_e(row.detail)}</span>'


def _repro(finding_id: int, rundir: Path, page_dir: Path) -> str:
    script = RunDir(rundir).repro_script(finding_id)
    if script.is_file():
        return f'<a href="{_href(script, page_dir)}">{_e(script.name)}</a>'
    command = f"ccfuzz show {finding_id} --dir {shlex.quote(str(rundir))}"
    return f'<span class="note">no script yet; write it with</span> <code>{_e(command)}</code>'


def _reduced(reduction: ReductionRow | None, rundir: Path, page_dir: Path) -> str:
    if reduction is None:
        return '<span class="note">not reduced</span>'
    bundle = RunDir(rundir).bundle_at(reduction.bundle)
    report = (f' · <a href="{_href(bundle.report, page_dir)}">{_e(bundle.report.name)}</a>'
              if bundle.report.is_file() else "")
    saved = 100 * (1 - reduction.reduced_bytes / reduction.original_bytes) \
        if reduction.original_bytes else 0.0
    return (f'<a href="{_href(bundle.path, page_dir, directory=True)}">bundle</a> · '
            f'<a href="{_href(bundle.reduced_c, page_dir)}">{_e(bundle.reduced_c.name)}</a>'
            f"{report}<br>"
            f'<span class="size">{reduction.reduced_lines} lines / {reduction.reduced_bytes}'
            f' bytes</span><br><span class="note">from {reduction.original_bytes} bytes'
            f" ({saved:.0f} % smaller), {_e(reduction.tool)}</span>")


# -- throughput charts -------------------------------------------------------------------------

def _nice_step(span: float, ticks: int = 5) -> float:
    """A round tick step (1, 2 or 5 times a power of ten) giving about `ticks` ticks."""
    raw = span / ticks
    magnitude = 10.0 ** math.floor(math.log10(raw))
    return next(m * magnitude for m in (1, 2, 5, 10) if raw <= m * magnitude * (1 + 1e-9))


def _ticks(top: float, step: float) -> list[float]:
    return [k * step for k in range(int(top / step + 1e-9) + 1)]


def _sample(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    if len(points) <= _MAX_POINTS:
        return points
    last = len(points) - 1
    return [points[round(k * last / (_MAX_POINTS - 1))] for k in range(_MAX_POINTS)]


def _chart(label: str, css: str, y_label: str, span: float,
           points: list[tuple[float, float]], marks: Sequence[tuple[float, float, str]]) -> str:
    """A line chart of `points` (seconds since the start, count) over [0, span] seconds."""
    unit, per = ("s", 1.0) if span < 180 else ("min", 60.0) if span < 3 * 3600 else ("h", 3600.0)
    x_step = _nice_step(span / per)
    x_top = math.ceil(span / per / x_step - 1e-9) * x_step
    y_max = max(1.0, max(y for _, y in points))
    y_step = max(1.0, _nice_step(y_max))
    y_top = math.ceil(y_max / y_step - 1e-9) * y_step
    width, height = _W - _LEFT - _RIGHT, _H - _TOP - _BOTTOM

    def px(seconds: float) -> float:
        return _LEFT + seconds / per / x_top * width

    def py(value: float) -> float:
        return _TOP + height - value / y_top * height

    parts = [f'<svg class="chart" viewBox="0 0 {_W} {_H}" width="{_W}" height="{_H}" '
             f'role="img" aria-label="{_e(label)}"><title>{_e(label)}</title>']
    for v in _ticks(y_top, y_step):
        y = py(v)
        parts.append(f'<line class="grid" x1="{_LEFT}" y1="{y:.1f}" x2="{_W - _RIGHT}" '
                     f'y2="{y:.1f}"/><text x="{_LEFT - 6}" y="{y + 4:.1f}" '
                     f'text-anchor="end">{v:g}</text>')
    for v in _ticks(x_top, x_step):
        x = px(v * per)
        parts.append(f'<line class="grid" x1="{x:.1f}" y1="{_TOP}" x2="{x:.1f}" '
                     f'y2="{_TOP + height}"/><text x="{x:.1f}" y="{_TOP + height + 16}" '
                     f'text-anchor="middle">{v:g}</text>')
    parts.append(f'<line class="axis" x1="{_LEFT}" y1="{_TOP + height}" x2="{_W - _RIGHT}" '
                 f'y2="{_TOP + height}"/><line class="axis" x1="{_LEFT}" y1="{_TOP}" '
                 f'x2="{_LEFT}" y2="{_TOP + height}"/>')
    parts.append(f'<text x="{_LEFT + width / 2:.1f}" y="{_H - 6}" text-anchor="middle">'
                 f"campaign time ({unit})</text>")
    parts.append(f'<text transform="translate(14 {_TOP + height / 2:.1f}) rotate(-90)" '
                 f'text-anchor="middle">{_e(y_label)}</text>')
    coords = " ".join(f"{px(t):.1f},{py(v):.1f}" for t, v in _sample(points))
    parts.append(f'<polyline class="series {css}" points="{coords}"/>')
    for t, v, title in marks[:_MAX_POINTS]:
        parts.append(f'<circle cx="{px(t):.1f}" cy="{py(v):.1f}" r="3.5">'
                     f"<title>{_e(title)}</title></circle>")
    parts.append("</svg>")
    return "".join(parts)


def _throughput(row: CampaignRow, times: Sequence[float], seen: Sequence[_Seen]) -> str:
    head = "<h2>Throughput</h2>\n"
    firsts = sorted(seen, key=lambda s: s.first_here)
    span = max([*times, *(s.first_here for s in firsts)], default=row.created) - row.created
    if len(times) < 2 or span <= 0:
        return head + (f'<p class="note no-data">No data to plot: {len(times)} program'
                       f"{'' if len(times) == 1 else 's'} tested in this campaign.</p>")
    rate = len(times) / (times[-1] - row.created) * 60 if times[-1] > row.created else 0.0
    programs = [(0.0, 0.0)] + [(t - row.created, float(i + 1)) for i, t in enumerate(times)]
    steps: list[tuple[float, float]] = [(0.0, 0.0)]
    marks = []
    for k, s in enumerate(firsts, start=1):
        t = max(0.0, s.first_here - row.created)
        steps += [(t, k - 1.0), (t, float(k))]
        marks.append((t, float(k), f"finding {s.finding.id}: {s.finding.kind} in "
                      f"{s.finding.compiler}"))
    steps.append((span, float(len(firsts))))
    return (head + f"<p>{len(times)} programs, {rate:.1f} programs per minute on average "
            "(wall-clock time since the campaign started, pauses between resumed sessions"
            " included).</p>\n"
            + _chart("cumulative programs tested", "programs", "programs tested", span,
                     programs, ())
            + "\n" + _chart("cumulative distinct findings", "findings", "distinct findings",
                            span, steps, marks))

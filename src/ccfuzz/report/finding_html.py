"""The report model (``model.py``) of one finding as a static HTML page: the same sections
as the Markdown, every string from the store or a compiler escaped, nothing fetched."""

from __future__ import annotations

import html

from ccfuzz.report.model import Report

_CSS = ("body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:1000px;"
        "padding:0 1em}pre{background:#f7f7f9;padding:.4em;white-space:pre-wrap}"
        "table{border-collapse:collapse}th,td{border:1px solid #d5d5d5;padding:.2em .5em}")


def _e(value: object) -> str:
    return html.escape(str(value), quote=True)


def _pre(lines: list[str] | str) -> str:
    text = lines if isinstance(lines, str) else "\n".join(lines)
    return f"<pre>{_e(text)}</pre>"


def page(report: Report) -> str:
    parts = [f"<h1>{_e(report.title)}</h1>"]
    if report.state is not None:
        parts.append(f"<p>Triage: <b>{_e(report.state)}</b>"
                     + (f": {_e(report.state_reason)}" if report.state_reason else "") + "</p>")
    facts = [("compiler", report.version)]
    history = report.history
    if history is not None and history.newest_trunk is not None:
        facts.append(("newest trunk it fails on",
                      f"{history.newest_trunk.release} ({history.newest_trunk.version})"))
    if history is not None and history.last_right is not None:
        facts.append(("regression", f"{history.tracker_label or ''} right in "
                      f"{history.last_right.release}, wrong in {', '.join(history.wrong)}"))
    parts.append("<table>" + "".join(f"<tr><th>{_e(k)}</th><td>{_e(v)}</td></tr>"
                                     for k, v in facts) + "</table>")
    parts += ["<h2>Program</h2>", _pre(report.source)]
    if report.ir is not None:
        parts += ["<h2>LLVM IR reproducer</h2>", f"<p>{_e(report.ir.note)}</p>",
                  _pre(report.ir.ir), _pre(report.ir.commands)]
    elif report.ir_note:
        parts.append(f"<p>LLVM IR: {_e(report.ir_note)}</p>")
    if report.commands:
        parts += ["<h2>Commands</h2>", _pre(report.commands)]
    if report.behaviour:
        parts.append("<h2>Expected and actual behaviour</h2><ul>")
        for b in report.behaviour:
            parts.append(f"<li><code>{_e(b.build)}</code> ({_e(b.role)}): compile "
                         f"{_e(b.compile)}" + (f", ends {_e(b.ending)} {_e(b.code)}"
                                               if b.ending else "")
                         + _pre(b.stdout or b.diagnostics) + "</li>")
        parts.append("</ul>")
    if report.right_under:
        parts += ["<h2>Where it is right</h2><ul>",
                  *[f"<li>{_e(x)}</li>" for x in report.right_under], "</ul>"]
    if report.checks:
        parts.append("<h2>Checks against undefined behaviour</h2><ul>")
        parts += [f"<li>{_e(c.name)}: {_e(c.result)}" + (_pre(c.commands) if c.commands else "")
                  + "</li>" for c in report.checks]
        parts.append("</ul>")
    if history is not None:
        parts += [f"<h2>Affected versions</h2><p>{_e(history.label)}</p><table>",
                  "<tr><th>compiler</th><th>version</th><th>shows it</th></tr>",
                  *[f"<tr><td>{_e(r.name)}</td><td>{_e(r.version)}</td><td>"
                    f"{ {True: 'yes', False: 'no', None: 'cannot tell'}[r.shows]}</td></tr>"
                    for r in history.releases], "</table>"]
    if report.culprits:
        parts += ["<h2>Culprit</h2><ul>", *[f"<li>{_e(c)}</li>" for c in report.culprits],
                  "</ul>"]
    for described in report.isolation:
        parts += ["<h2>Where in the compiler</h2>", _pre(described)]
    parts += ["<h2>How it was found</h2>", f"<p>{_e(report.found_by)}</p>"]
    return ('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
            f"<title>{_e(report.title)}</title>\n<style>{_CSS}</style>\n</head>\n<body>\n"
            + "\n".join(parts) + "\n</body>\n</html>\n")

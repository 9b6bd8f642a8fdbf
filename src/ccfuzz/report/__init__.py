"""What ccfuzz hands to people: one report model of a finding (``model.py``) rendered as
Markdown (``markdown.py``), HTML (``finding_html.py``) and JSON; the campaign page
(``html.py``); reproduction scripts (``repro.py``)."""

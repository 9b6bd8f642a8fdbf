"""The check as a service of the running ``ccfuzz reduce``, so a candidate costs no interpreter.

C-Vise runs the interestingness script once per candidate, and nine candidates in ten fail
at the first compile, which takes a few milliseconds; starting Python and loading ccfuzz for
it took about ten times that. While a reduction runs, ``ccfuzz reduce`` listens on a Unix
socket, and the script hands the candidate's path to it through a client written in C
(``client.c``, compiled when the service starts: it starts in a millisecond, where even
``python -I -S`` takes twenty). The service runs the same ``check.check`` on the same spec,
one thread per candidate (C-Vise's parallel jobs).

The script falls back to running the check itself when the service is not there (the
bundle's ``interesting.sh`` run by hand, or after the reduction, or no C compiler for the
client), so the bundle stays self-contained. The client exits 2 when it cannot get an answer,
and only then falls back.
"""

from __future__ import annotations

import os
import shutil
import socketserver
import tempfile
import threading
from pathlib import Path
from types import TracebackType

from ccfuzz import sandbox
from ccfuzz.case.spec import Spec
from ccfuzz.model import Ending
from ccfuzz.reduce import check as checker
from ccfuzz.reduce.driver import Verdicts

SOCKET_ENV = "CCFUZZ_CHECK_SOCKET"
CLIENT_ENV = "CCFUZZ_CHECK_CLIENT"
CLIENT_SOURCE = Path(__file__).with_name("client.c")
_CLIENT_COMPILERS = ("cc", "gcc", "clang")


def script_lines(source_name: str) -> str:
    """Shell lines for the interestingness script: ask the service when one is running (and
    no option such as ``--why`` is given); go on to the script's own check otherwise."""
    return (f'if [ -n "${SOCKET_ENV}" ] && [ -x "${CLIENT_ENV}" ] && [ $# -eq 0 ]; then\n'
            f'  "${CLIENT_ENV}" "${SOCKET_ENV}" {source_name}\n'
            "  rc=$?\n"
            "  [ $rc -le 1 ] && exit $rc  # 2: no answer from the service; check here\n"
            "fi\n")


def build_client(directory: str) -> str | None:
    """Compile the client into ``directory``; None when no C compiler can."""
    dest = Path(directory) / "client"
    for name in _CLIENT_COMPILERS:
        cc = shutil.which(name)
        if cc is None:
            continue
        done = sandbox.run([cc, "-O2", "-o", "client", "client.c"],
                           limits=sandbox.Limits(wall_seconds=120),
                           files={"client.c": CLIENT_SOURCE.read_bytes()},
                           keep={"client": dest})
        if done.ending is Ending.EXITED and done.exit_code == 0 and os.access(
                dest, os.X_OK):
            return str(dest)
    return None


class _Handler(socketserver.StreamRequestHandler):
    server: _Server

    def handle(self) -> None:
        path = Path(self.rfile.readline().decode().strip())
        try:
            source = path.read_bytes()
        except OSError:
            return  # no answer: the client exits 2 and the script checks on its own
        self.wfile.write(b"1\n" if self.server.owner.verdicts(source) else b"0\n")


class _Server(socketserver.ThreadingMixIn, socketserver.UnixStreamServer):
    daemon_threads = True
    owner: CheckService

    def handle_error(self, request: object, client_address: object) -> None:
        """Quiet: a client without an answer checks on its own (and says what went wrong);
        the usual case is a check cut short by Ctrl-C or the timeout."""


class CheckService:
    """``with CheckService(spec, keep, stop) as env:`` runs the service for the block; ``env``
    is what the reducer's environment needs for its script to find it (the service's socket
    and client, when it could start: the script checks on its own otherwise) and to keep
    what passes (``check.KEEP_ENV``).

    ``verdicts`` is the reduction's one seen-cache: the service answers C-Vise's candidates
    through it, and ccfuzz's own passes ask it too (``driver.py``). A candidate that passes
    is kept in ``keep`` when it is the smallest so far (``check.keep_if_smaller``), unless
    ``stop`` is set: once Ctrl-C has killed the processes of the checks under way, what
    they say is not a verdict."""

    def __init__(self, spec: Spec, keep: Path | None,
                 stop: threading.Event | None = None) -> None:
        self.keep = keep
        self.stop = stop
        self.verdicts = Verdicts(lambda source: self._check(spec, source))
        self._dir: str | None = None
        self._server: _Server | None = None

    def _check(self, spec: Spec, source: bytes) -> bool:
        judgement = checker.check(spec, source)
        if judgement.holds and self.keep is not None:
            checker.keep_if_smaller(self.keep, source, self.stop)
        return judgement.holds

    def __enter__(self) -> dict[str, str]:
        kept = {} if self.keep is None else {checker.KEEP_ENV: str(self.keep.resolve())}
        # A short directory: a socket path may not be longer than 107 bytes.
        base = tempfile.gettempdir()
        try:
            self._dir = tempfile.mkdtemp(prefix="ccfuzz-chk-",
                                         dir=base if len(base) < 64 else "/tmp")
            path = os.path.join(self._dir, "s")
            client = build_client(self._dir)
            if client is None:
                return kept
            server = _Server(path, _Handler)
        except OSError:
            return kept
        server.owner = self
        self._server = server
        threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.2},
                         daemon=True).start()
        return {SOCKET_ENV: path, CLIENT_ENV: client, **kept}

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        if self._dir is not None:
            shutil.rmtree(self._dir, ignore_errors=True)

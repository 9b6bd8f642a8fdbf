"""Compilers built with coverage, beside the packaged ones of ``ccfuzz.compilers``.

``covbuild`` makes and finds them (Debian's tcc built with ``--coverage`` by ``tccsource``,
with ``gcovdump.c`` linked in; a GCC or LLVM named in the configuration); ``buildcommand`` is
``ccfuzz coverage-build``. ``hunt`` tests a coverage build by name through here, and
``isolate`` reads its coverage; neither imports the other.
"""

"""DiWi: localize a compiler bug in the compiler's own source.

``covbuild`` makes and finds compilers built with coverage; ``gcovdata`` runs one compile of
such a compiler and reads which of its source lines ran.
"""

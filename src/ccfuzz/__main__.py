"""``python -m ccfuzz``: the command line."""

import sys

from ccfuzz.cli import main

if __name__ == "__main__":
    sys.exit(main())

"""``python -m ccfuzz``: the command line."""

import sys

from ccfuzz.cli import main

sys.exit(main())

"""`python -m aember …`: the same command line as `aember …`."""

import sys

from aember.cli import main

sys.exit(main())

"""`python -m aember.decks COMMAND ...`: the `aember deck` commands on their own."""

import sys

from aember.decks.cli import main

sys.exit(main())

"""``python -m gamelib.prolix`` runs the console game."""

import sys

from gamelib.prolix.console import main

sys.exit(main())

"""``python -m gamelib.prolix`` runs the console game."""

import sys

from gamelib.prolix.prolix import main

sys.exit(main())

"""``python -m gamelib.prolix`` runs the terminal program (``prolix.py``)."""

import sys

from gamelib.prolix.prolix import main

sys.exit(main())

"""The widget helpers the lessons import: a facade over ``gamelib.views``.

Lessons write ``from gamelib.canvas import BoardView, picture, safe_hold``; the kit
itself lives in small modules under ``gamelib/views`` (its docstring maps them).
"""

from gamelib import views as _views
from gamelib.views import *  # noqa: F403 (the facade is the kit, name for name)

__all__ = _views.__all__

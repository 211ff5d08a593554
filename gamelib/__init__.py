"""Game models for the course: pure Python, no widget imports.

Each game lives in its own subpackage (``gamelib.pig``, ``gamelib.tictactoe``,
``gamelib.prolix``); ``gamelib.canvas`` holds the few widget helpers every lesson
needs and is the only module that imports ipycanvas or ipywidgets.
"""

__version__ = "0.1.0"

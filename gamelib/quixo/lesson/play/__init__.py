"""The playable board's pieces that need no widget (``notebooks/04-quixo.ipynb``).

The lesson's board class (in the notebook) is assembled from these steps:

- ``layout``: where the title, the blocks and the note sit on the canvas.
- ``symbols``: three sets of symbols, told apart by shape and colour.
- ``scene`` and ``drawing``: everything one picture shows, and painting it.
- ``frames``: a move in motion (lift, slide, drop).
- ``words``: what the board says, refusals in a player's words.
- ``table``: what each click does, the modes, undo, passes, draws, the computer.
- ``sounds``: the sound effects, made as WAV bytes.

Every drawing function takes any canvas-like object, so tests draw without a
browser; the widgets (canvas, buttons, sound) are in the notebook and
``gamelib.views``.
"""

from .drawing import Sprite, draw_scene
from .frames import move_frame
from .layout import CANVAS_HEIGHT, CANVAS_WIDTH, Layout
from .scene import Scene
from .sounds import SOUNDS
from .symbols import DEFAULT_SET, SYMBOL_SETS, draw_symbol
from .table import COMPUTER, FOUR_PLAYERS, TWO_PLAYERS, Mode, Reaction, Step, Table
from .words import move_list

__all__ = [
    "CANVAS_HEIGHT",
    "CANVAS_WIDTH",
    "COMPUTER",
    "DEFAULT_SET",
    "FOUR_PLAYERS",
    "SOUNDS",
    "SYMBOL_SETS",
    "TWO_PLAYERS",
    "Layout",
    "Mode",
    "Reaction",
    "Scene",
    "Sprite",
    "Step",
    "Table",
    "draw_scene",
    "draw_symbol",
    "move_frame",
    "move_list",
]

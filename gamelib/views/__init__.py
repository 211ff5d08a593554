"""The view kit: the widget wiring every lesson's boards share.

This package (with its facade ``gamelib.canvas``) is the only place in gamelib that
imports ipycanvas or ipywidgets; game models stay pure Python. Where things live:

``batch``      ``safe_hold`` (one message per drawing, never frozen by an error) and
               ``forget_current_canvas`` (for redrawing on a new page)
``canvases``   ``new_canvas`` (fits a 1024x768 projector, shrinks with the cell),
               ``picture`` and ``redraw_on_reconnect`` (drawn again on reload and in
               Voila), ``font`` (board text of at least 16 px)
``message``    ``MessageLine``: wrapping 16 px text, optionally shown after an animation
               or line by line with one (``say_in_turn``)
``inputs``     ``clickable``, ``key_box``, ``text_box``, ``button``: events that
               call a board's public methods and leave JupyterLab's shortcuts
               working;
               ``disable_for``: controls off while an animation plays;
               ``background_button``: seconds of work that leave the page answering
``animation``  ``animate``: short, queued in the browser, only for a person's action
``reporter``   ``ErrorReporter``: callback errors shown under the board
``timeline``   ``Timeline``: steps sent at their moments, words with their pictures
``keys``       ``Grid``, ``Keyboard``, ``KeyPad``: the board's Tab stop, its
               cursor and keys (Enter plays the square, Escape leaves)
``entry``      ``TextEntry``: the text and key boxes, whose typing reaches a busy
               kernel whole and in order; ``FocusKeeper``: a control disabled under
               the focus (the computer's turn) gets it back when enabled again
``board``      ``BoardView``: all of the above assembled the usual way
``sound``      ``SoundPlayer``: WAV sounds played by the browser, with a mute switch
``status``     ``StatusText``: a board's words as hidden page text (screen readers)
``panel``      ``panel``: a box whose buttons, menus and labels show 16 px text
"""

from .animation import MAX_ANIMATION_MS, animate, animations_on
from .batch import forget_current_canvas, safe_hold
from .board import BoardView
from .canvases import (
    MAX_WIDTH,
    MIN_TEXT_PX,
    font,
    new_canvas,
    picture,
    redraw_on_reconnect,
)
from .inputs import (
    background_button,
    button,
    clickable,
    disable_for,
    key_box,
    set_enabled,
    text_box,
)
from .keys import Grid, Keyboard, KeyPad
from .message import MessageLine
from .panel import PANEL_CLASS, panel
from .reporter import ErrorReporter, in_user_action
from .timeline import Timeline

__all__ = [
    "MAX_ANIMATION_MS",
    "MAX_WIDTH",
    "MIN_TEXT_PX",
    "PANEL_CLASS",
    "BoardView",
    "ErrorReporter",
    "Grid",
    "KeyPad",
    "Keyboard",
    "MessageLine",
    "Timeline",
    "animate",
    "animations_on",
    "background_button",
    "button",
    "clickable",
    "disable_for",
    "font",
    "forget_current_canvas",
    "in_user_action",
    "key_box",
    "new_canvas",
    "panel",
    "picture",
    "redraw_on_reconnect",
    "safe_hold",
    "set_enabled",
    "text_box",
]

"""The view kit: the widget wiring every lesson's boards share.

Lessons write ``from gamelib.views import BoardView, picture, safe_hold``. This
package is the only place in gamelib that imports ipycanvas or ipywidgets; game
models stay pure Python. Where things live:

``canvases``   ``safe_hold`` (one message per drawing, never frozen by an error),
               ``forget_current_canvas`` (for redrawing on a new page),
               ``ErrorReporter`` (callback errors shown under the board) and
               ``in_user_action``; ``new_canvas`` (fits a 1024x768 projector,
               shrinks with the cell), ``picture`` and ``redraw_on_reconnect``
               (drawn again on reload and in Voila), ``font`` (board text of at
               least 16 px); ``animate``: short, queued in the browser, only for a
               person's action; ``Timeline``: steps sent at their moments, words
               with their pictures
``controls``   ``StatusText``: a board's words as hidden page text (screen readers);
               ``TextEntry``: the text and key boxes, whose typing reaches a busy
               kernel whole and in order; ``FocusKeeper``: a control disabled under
               the focus (the computer's turn) gets it back when enabled again;
               ``Grid``, ``Keyboard``, ``KeyPad``: the board's Tab stop, its cursor
               and keys (Enter plays the square, Escape leaves); ``panel``: a box
               whose buttons, menus and labels show 16 px text; ``clickable``,
               ``key_box``, ``text_box``, ``button``: events that call a board's
               public methods and leave JupyterLab's shortcuts working;
               ``disable_for``: controls off while an animation plays;
               ``background_button``: seconds of work that leave the page answering
``board``      ``MessageLine``: wrapping 16 px text, optionally shown after an
               animation or line by line with one (``say_in_turn``); ``BoardView``:
               all of the above assembled the usual way
``sound``      ``SoundPlayer``: WAV sounds played by the browser, with a mute switch
"""

from .board import BoardView, MessageLine
from .canvases import (
    MAX_ANIMATION_MS,
    MAX_WIDTH,
    MIN_TEXT_PX,
    ErrorReporter,
    Timeline,
    animate,
    animations_on,
    font,
    forget_current_canvas,
    in_user_action,
    new_canvas,
    picture,
    redraw_on_reconnect,
    safe_hold,
)
from .controls import (
    PANEL_CLASS,
    Grid,
    Keyboard,
    KeyPad,
    background_button,
    button,
    clickable,
    disable_for,
    key_box,
    panel,
    set_enabled,
    text_box,
)

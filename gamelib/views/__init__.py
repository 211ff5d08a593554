"""The view kit: the widget wiring every lesson's boards share.

Lessons write ``from gamelib.views import BoardView, picture, safe_hold``. This
package is the only place in gamelib that imports ipycanvas or ipywidgets; game
models stay pure Python. Where things live:

``canvases``  drawing in one batch (``safe_hold``), canvases that fit a projector and
              redraw on reload (``new_canvas``, ``picture``), callback errors shown
              (``ErrorReporter``), ``animate`` and ``Timeline``
``controls``  the board's keyboard (``Grid``, ``Keyboard``, ``KeyPad``), the text and
              key boxes, ``panel`` (16 px controls), ``clickable``, ``button``,
              ``background_button`` and ``disable_for``
``board``     ``MessageLine`` and ``BoardView``: all of the above, assembled
``sound``     ``SoundPlayer``: WAV sounds played by the browser, with a mute switch
``websocket`` the course's servers' side: kernel messages sent to the page at once
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

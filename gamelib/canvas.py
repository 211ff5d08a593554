"""The widget helpers the lessons import: a facade over ``gamelib.views``.

Lessons write ``from gamelib.canvas import BoardView, picture, safe_hold``; the kit
itself lives in small modules under ``gamelib/views`` (its docstring maps them).
"""

from gamelib.views import (
    MAX_ANIMATION_MS,
    MAX_WIDTH,
    MIN_TEXT_PX,
    BoardView,
    ErrorReporter,
    MessageLine,
    Timeline,
    animate,
    animations_on,
    button,
    disable_for,
    focus_sink,
    font,
    forget_current_canvas,
    in_user_action,
    key_box,
    new_canvas,
    on_click,
    picture,
    redraw_on_reconnect,
    safe_hold,
    set_enabled,
    text_box,
)

__all__ = [
    "MAX_ANIMATION_MS",
    "MAX_WIDTH",
    "MIN_TEXT_PX",
    "BoardView",
    "ErrorReporter",
    "MessageLine",
    "Timeline",
    "animate",
    "animations_on",
    "button",
    "disable_for",
    "focus_sink",
    "font",
    "forget_current_canvas",
    "in_user_action",
    "key_box",
    "new_canvas",
    "on_click",
    "picture",
    "redraw_on_reconnect",
    "safe_hold",
    "set_enabled",
    "text_box",
]

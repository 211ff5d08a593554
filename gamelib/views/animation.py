"""Short animations that play in the browser and never hold up another board.

ipycanvas 0.14 plays the drawing of *every* canvas on the page, pauses included,
through one queue: a 10 s animation on one board delays every other board's drawing
by 10 s. So an animation here is queued in one batch (the kernel never sleeps and
answers the next click at once), lasts at most ``MAX_ANIMATION_MS``, and plays only
for a person's click or key: a board driven from code (a demo cell at Run All, a
test) and fast mode (``GAMELIB_FAST=1``) draw the last frame straight away.
"""

from collections.abc import Callable

from ipycanvas import Canvas

from gamelib.pacing import delay_ms

from .batch import safe_hold
from .reporter import in_user_action

MAX_ANIMATION_MS = 600

Frame = Callable[[Canvas, float], None]


def animations_on() -> bool:
    """Whether an animation should play now: a person acted and pacing is on."""
    return in_user_action() and delay_ms(1) > 0


def animate(canvas: Canvas, draw_frame: Frame, frames: int, frame_ms: float) -> float:
    """Queue ``draw_frame(canvas, t)`` for t = 1/frames ... 1, ``frame_ms`` apart.

    Returns how long the animation will play in the browser, in ms (0 when only the
    last frame is drawn), so a message can wait for its end
    (``MessageLine.say(text, after_ms=...)``). Longer animations are sped up to fit
    ``MAX_ANIMATION_MS``.
    """
    if frames < 1:
        raise ValueError(f"an animation needs at least one frame, not {frames}")
    with safe_hold():
        if not animations_on() or frames == 1:
            draw_frame(canvas, 1.0)
            return 0.0
        pause = min(delay_ms(frame_ms), MAX_ANIMATION_MS / (frames - 1))
        for frame in range(1, frames + 1):
            draw_frame(canvas, frame / frames)
            if frame < frames:
                canvas.sleep(pause)
    return pause * (frames - 1)

"""Pauses that let a person read, and that tests can switch off.

Terminal programs and board animations slow down on purpose so a learner can follow
them. The notebook suite and the stdin tests would crawl with those pauses, so setting
the environment variable ``GAMELIB_FAST=1`` turns every one of them off.
"""

import os
import time

FAST_MODE_VARIABLE = "GAMELIB_FAST"


def fast_mode() -> bool:
    """True when pacing is switched off (read each time so tests can flip it)."""
    return os.environ.get(FAST_MODE_VARIABLE, "") not in ("", "0")


def pause(seconds: float) -> None:
    """Sleep for a reader's sake, unless fast mode is on."""
    if seconds > 0 and not fast_mode():
        time.sleep(seconds)


def delay_ms(milliseconds: float) -> float:
    """An animation delay in ms for ``canvas.sleep``: zero in fast mode."""
    return 0 if fast_mode() else milliseconds

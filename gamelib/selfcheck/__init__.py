"""Self-checks: one line in a lesson tells a learner whether their piece is right.

A lesson imports its game's checks and calls one with the piece the learner wrote::

    from gamelib.start import checks as check
    check.square_at(square_at)

and reads, in plain words, which rules passed and which failed, with the failing
example::

    Checking square_at:
      ✓ a click in the top-left square is row 0, column 0
      ...
      ✗ a click just past the right edge is outside the board
          rule: pixels run from 0 to 299, so x = 300 is off the board: the answer is
            None
          square_at(300, 10) returned (0, 3), expected None
      ✓ a click above the board is outside it
    1 of 8 checks failed.

A crash is reported with the line of *their* code that raised, an endless loop is
stopped after a few seconds (``gamelib.cellguard``), a stub gets one sentence; the
output is the same on every run.

Each game writes its checks as data: a ``Battery`` of ``Case(name, rule, call,
expected)``, where ``call`` is ``calling(args...)``, ``drawing(args...)`` (with a
recording canvas first) or any ``Call``, and ``expected`` a value (``==``),
``exactly(value)``, ``satisfies(description, test)`` or ``judged(judge)``
(``battery``). ``Battery.run(piece)`` returns the ``Report``; calling the battery
prints it. The judges every game needs are in ``judges``; the recording canvas and
the console that reads answers given in advance in ``recording``.

A failed report names the likely cause where a usual slip fits all its answers
(``diagnosis``: print for return, letter case, off by one, the wrong order or test, a
changed argument, no ``super().__init__()``, a method without ``self``), says each
identical failure once, counted, and ends by offering ``check.hint()`` (``battery``).
``check.progress({...})`` at the top of a lesson ticks its milestones as their
checks pass, and ``check.borrow`` lends the course's pieces (``pieces``).
Every board plays a learner's step on a copy of its game with ``trial``.
"""

from .battery import (
    Battery,
    Call,
    Case,
    Equals,
    Exactly,
    Judged,
    MeasuredBattery,
    Report,
    Satisfies,
    calling,
    drawing,
    hint,
    readable,
)
from .pieces import Progress, progress
from .recording import RecordingCanvas, Shape

exactly = Exactly
satisfies = Satisfies
judged = Judged

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

A crash in the learner's code is reported with the line of *their* code that raised,
an endless loop is stopped after a few seconds (``gamelib.cellguard`` explains how),
and a piece that is still a stub gets one sentence instead of a list of failures.
The output is the same on every run.

Each game writes its checks as data, in ``gamelib/<game>/lesson/checks``: a
``Battery`` of ``Case(name, rule, call, expected)``, where ``call`` is
``calling(args...)`` (call the piece with these arguments), ``drawing(args...)``
(call it with a recording canvas first) or any ``Call``, and ``expected`` is a value
(``==``), or ``exactly(value)``, ``satisfies(description, test)`` or
``judged(judge)``. ``Battery.run(piece)`` returns the ``Report`` for tests; calling
the battery prints it. The judges every game needs (a piece must refuse with a given
error, a piece leaves its arguments as they were) are in ``judges``, and the console
that reads answers given in advance (to play a learner's terminal program) is in
``recording``.

A failed report names the likely cause where a usual beginner slip fits
(``diagnosis``: print instead of return, letter case, off by one, the wrong order or
comparison, a changed argument, a missing ``super().__init__()``), says each
identical failure once with a count, and ends by offering ``check.hint()``
(``battery``). ``check.progress({...})`` at the top of a lesson ticks its milestones
as their checks pass, and ``check.borrow`` lends the course's pieces (``pieces``).
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

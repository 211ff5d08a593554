"""Pig: what the lesson ``notebooks/01-pig.ipynb`` is built from, beside the rules.

``buttons`` holds the reference version of the board's last pieces (``on_roll``
and ``on_hold``), ``drawing`` the canvas drawings of the board (die, scoreboard,
the board from a ``Scene``), ``scripted`` the stand-ins that stage a game exactly
(``ScriptedDie``, ``staged_game``), and ``checks`` the self-checks, one module a
milestone (the notebook does ``from gamelib.pig.lesson import checks as check``).
The lesson's other reference pieces are the game's own: ``Die`` and ``Player`` in
``parts``, ``ComputerPlayer`` and ``hold_at`` in ``players``, ``PigGame`` in
``state``, ``play_order`` in ``parts.turn_order``, ``parse_move`` and
``play_game`` in ``console``.
"""

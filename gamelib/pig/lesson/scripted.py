"""Pig: stand-ins that stage a game exactly, for lessons, self-checks and tests.

A game only calls ``die.roll()``, so a die that rolls the faces it is told can stage
any situation: a tie for the order of play, a player nine points from the goal.
``staged_game`` builds a real ``PigGame`` at a chosen position that way, by playing
the moves that lead there. A whole game typed in advance needs the console that
reads the answers it is given, ``gamelib.selfcheck.recording``, which serves every
game's terminal program.
"""

from collections.abc import Iterable, Sequence

from gamelib.pig.errors import ArgumentError, PositionError
from gamelib.pig.parts.die import OPPOSITE_SUM, check_face
from gamelib.pig.parts.player import Player
from gamelib.pig.parts.position import HOLD, ROLL
from gamelib.pig.state import DEFAULT_GOAL, PigGame

LOWEST_SCORING_FACE, HIGHEST_FACE = 2, 6
FIRST, SECOND = 2, 5  # opening rolls that seat the players in the order given


class ScriptedDie:
    """A die that rolls the faces it is given, in order, then starts over.

    It starts over from the face at index ``repeat_from`` (the first by default),
    so a script can set a game up once and then repeat a pattern. ``rolled``
    counts the rolls so far: a check can tell how often a die was rolled.
    """

    def __init__(self, faces: Iterable[int], repeat_from: int = 0) -> None:
        self.faces = [check_face(face) for face in faces]
        if not 0 <= repeat_from < len(self.faces):
            raise ArgumentError(
                "a scripted die needs a face to roll at every index it repeats from"
            )
        self.repeat_from = repeat_from
        self.top = self.faces[0]
        self.rolled = 0

    def __repr__(self) -> str:
        return f"ScriptedDie({self.faces})"

    @property
    def bottom(self) -> int:
        return OPPOSITE_SUM - self.top

    def roll(self) -> int:
        index = self.rolled
        if index >= len(self.faces):
            cycle = len(self.faces) - self.repeat_from
            index = self.repeat_from + (index - self.repeat_from) % cycle
        self.top = self.faces[index]
        self.rolled += 1
        return self.top


def faces_adding_up_to(total: int) -> list[int]:
    """Rolls of 2 to 6 whose sum is ``total`` (0, or at least 2: a turn banks no 1)."""
    if total < 0 or total == 1:
        raise PositionError(f"no turn of Pig banks exactly {total} points")
    faces = []
    while total > HIGHEST_FACE:
        face = HIGHEST_FACE if total - HIGHEST_FACE != 1 else HIGHEST_FACE - 1
        faces.append(face)
        total -= face
    if total:
        faces.append(total)
    return faces


def staged_game(
    score: int = 0,
    opponent: int = 0,
    turn_total: int = 0,
    goal: int = DEFAULT_GOAL,
    players: Sequence[Player | str] = ("Ann", "Bob"),
    then: Sequence[int] = (3,),
) -> PigGame:
    """A two-player game where the first player is to move at this position.

    The first player has banked ``score``, the second ``opponent``, and the first
    is ``turn_total`` into a turn; afterwards the die rolls the faces ``then``
    (over and over). Scores and turn totals are sums of rolls of 2 to 6.
    """
    if max(score, opponent) >= goal:
        raise PositionError(f"nobody may have banked the goal of {goal} yet")
    moves: list[str] = []
    faces = [FIRST, SECOND]
    for banked in (score, opponent):
        rolls = faces_adding_up_to(banked)
        faces += rolls or [1]
        moves += [ROLL] * (len(rolls) or 1) + ([HOLD] if rolls else [])
    rolls = faces_adding_up_to(turn_total)
    faces += rolls
    moves += [ROLL] * len(rolls)
    die = ScriptedDie([*faces, *then], repeat_from=len(faces))
    game = PigGame(players, goal=goal, die=die)
    for move in moves:
        game.push(move)
    return game

"""Self-checks for the board's buttons: ``check.on_roll(on_roll)`` and
``check.on_hold(on_hold)``.

A button's answer changes the game and says what it did, so each case presses it
once on a staged game (the course's, as the board plays it) and judges both halves
apart: the game afterwards against the same game after the rules' own move, and
the sentence against what a person at the board must be told. A case never needs a
browser, and a wrong sentence is not blamed on a right move (or the other way
round).
"""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from gamelib.pig.lesson.buttons import on_roll as course_on_roll
from gamelib.pig.lesson.scripted import staged_game
from gamelib.pig.state import PigGame
from gamelib.selfcheck import Battery, Call, Case, judged
from gamelib.selfcheck.pieces import BuildsOn, called_function

OVER_WORDS = ("over",)
"""A press after the win must say the game is over."""


@dataclass(frozen=True)
class Pressed:
    """One press: what the button said, the game after it, and the game the rules
    give (the same game after its own ``roll()`` or ``hold()``, or untouched)."""

    said: Any
    game: PigGame
    expected: PigGame
    start: int
    """How many moves the staged game had made before the press."""


def _position(score: int, opponent: int, turn_total: int) -> str:
    return f"Ann {score}, Bob {opponent}, Ann to move with turn score {turn_total}"


def _pressing(
    rules_move: str | None,
    score: int = 0,
    opponent: int = 0,
    turn_total: int = 0,
    then: Sequence[int] = (3,),
) -> Call:
    """Press the button once on a staged game (the die then rolls ``then``);
    ``rules_move`` is the game's own move that press must make (None: none)."""

    def run(piece: Any) -> Pressed:
        game = staged_game(score, opponent, turn_total, then=then)
        expected, start = game.copy(), len(game.history)
        if rules_move is not None:
            getattr(expected, rules_move)()
        return Pressed(piece(game), game, expected, start)

    shown = _position(score, opponent, turn_total)
    if rules_move == "roll":
        shown += f", the die about to roll {', '.join(str(face) for face in then)}"
    return Call(f"{{piece}}(game) with {shown}", run)


def _finished(button: str) -> Call:
    """Press the button on a game Ann has just won (90 banked, held 12)."""

    def run(piece: Any) -> Pressed:
        game = staged_game(90, 40, 12, then=(4,))
        game.hold()
        expected, start = game.copy(), len(game.history)
        return Pressed(piece(game), game, expected, start)

    return Call(f"{{piece}}(game) after Ann held 12 to win with 102 ({button})", run)


def _shows(game: Any, start: int) -> dict[str, Any]:
    winner = game.winner
    return {
        "turn": game.turn,
        "turn_total": game.turn_total,
        "rolls_this_turn": game.rolls_this_turn,
        "scores": dict(game.scores),
        "winner": None if winner is None else winner.name,
        "moves made": len(game.history) - start,
    }


def _plays_by_the_rules(result: Pressed) -> str | None:
    shown = _shows(result.game, result.start)
    expected = _shows(result.expected, result.start)
    if shown == expected:
        return None
    wrong = [
        f"{name} {shown[name]!r} (expected {value!r})"
        for name, value in expected.items()
        if shown[name] != value
    ]
    hint = ""
    if shown["moves made"] != expected["moves made"]:
        hint = (
            "; make the move with the game's own roll() or hold(), once, and only "
            "when the rules allow it"
        )
    return "left the game with " + ", ".join(wrong) + hint


def _says(*words: str, any_of: Sequence[str] = ()) -> Any:
    """The sentence contains every one of ``words`` and one of ``any_of``."""

    def judge(result: Pressed) -> str | None:
        said = result.said
        if not isinstance(said, str):
            return (
                f"returned {said!r}, expected the sentence the board shows "
                "(return it, do not print it)"
            )
        lower = said.lower()
        missing = [repr(word) for word in words if word.lower() not in lower]
        if any_of and not any(word.lower() in lower for word in any_of):
            missing.append(" or ".join(repr(word) for word in any_of))
        if not missing:
            return None
        return f"said {said!r}, which should contain {' and '.join(missing)}"

    return judged(judge)


PLAYS = judged(_plays_by_the_rules)

on_roll = Battery(
    "on_roll",
    [
        Case(
            "a roll of 2 to 6 adds to the turn score",
            "roll the game's die with game.roll(): the face joins the turn score "
            "and the same player goes on",
            _pressing("roll", 45, 20, 12, then=(5,)),
            PLAYS,
        ),
        Case(
            "and says the face and the new turn score",
            "the board tells the person what they rolled and where the turn stands",
            _pressing("roll", 45, 20, 12, then=(5,)),
            _says("Ann", "5", "17"),
        ),
        Case(
            "a 1 loses the turn score and ends the turn",
            "after a 1 the turn score is gone, nothing is banked, and the next "
            "player is to move",
            _pressing("roll", 45, 20, 12, then=(1,)),
            PLAYS,
        ),
        Case(
            "and says the turn score is lost",
            "after a 1 the board says so: the person sees why their points went",
            _pressing("roll", 45, 20, 12, then=(1,)),
            _says("1", any_of=("lose", "lost")),
        ),
        Case(
            "the first roll of a turn counts too",
            "a roll is allowed at the start of a turn: it is the only move there",
            _pressing("roll", 30, 50, 0, then=(6,)),
            PLAYS,
        ),
        Case(
            "after the win, Roll changes nothing",
            "once somebody has won nobody moves: check game.winner first",
            _finished("Roll"),
            PLAYS,
        ),
        Case(
            "and says the game is over",
            "a refused press is answered in words, never with an error",
            _finished("Roll"),
            _says(*OVER_WORDS),
        ),
    ],
    hints=(
        "Read the game after game.roll(): game.last_roll is the face, "
        "game.turn_total the turn score (0 after a 1).",
        "Keep the name of the player to move before rolling: after a 1, "
        "game.turn is already the next player.",
    ),
)

on_hold = Battery(
    "on_hold",
    [
        Case(
            "holding banks the turn score and passes the turn",
            "hold with game.hold(): the turn score joins the banked score, the turn "
            "score starts again at 0 and the next player is to move",
            _pressing("hold", 45, 20, 12),
            PLAYS,
        ),
        Case(
            "and says how much was banked and the new total",
            "the board tells the person what holding earned them",
            _pressing("hold", 45, 20, 12),
            _says("Ann", "12", "57"),
        ),
        Case(
            "holding before the first roll changes nothing",
            "a player must roll at least once before holding",
            _pressing(None, 45, 20, 0),
            PLAYS,
        ),
        Case(
            "and says why not, in words",
            "a refused press is answered with the rule it breaks, never an error",
            _pressing(None, 45, 20, 0),
            _says("roll"),
        ),
        Case(
            "banking the goal wins",
            "a player who banks 100 or more wins, and the game is over",
            _pressing("hold", 90, 40, 12),
            PLAYS,
        ),
        Case(
            "and says who won",
            "the board announces the winner",
            _pressing("hold", 90, 40, 12),
            _says("Ann", any_of=("win", "won")),
        ),
        Case(
            "after the win, Hold changes nothing",
            "once somebody has won nobody moves: check game.winner first",
            _finished("Hold"),
            PLAYS,
        ),
        Case(
            "and says the game is over",
            "a refused press is answered in words, never with an error",
            _finished("Hold"),
            _says(*OVER_WORDS),
        ),
    ],
    hints=(
        "Keep the name and the turn score before game.hold(): holding resets "
        "the turn score and moves the turn on.",
        "game.rolls_this_turn is 0 before the first roll of a turn: that is "
        "when holding is not allowed.",
    ),
)


# -- Try it: a "Roll to" button ---------------------------------------------------


def _rolls_to(game: Any, target: int) -> None:
    """What the rules make of "Roll to ``target``": at least one roll, then more
    while the same player is to move below ``target``; nothing after the win."""
    if game.winner is not None:
        return
    name = game.turn
    game.roll()
    while game.turn == name and game.turn_total < target:
        game.roll()


def _rolling_to(
    target: int, turn_total: int = 0, then: Sequence[int] = (3,), won: bool = False
) -> Call:
    """Call ``piece(game, target)`` on a staged game (Ann 30, Bob 50)."""

    def run(piece: Any) -> Pressed:
        game = staged_game(90 if won else 30, 50, 12 if won else turn_total, then=then)
        if won:
            game.hold()
        expected, start = game.copy(), len(game.history)
        _rolls_to(expected, target)
        return Pressed(piece(game, target), game, expected, start)

    if won:
        shown = "after Ann held 12 to win with 102"
    else:
        faces = ", ".join(str(face) for face in then)
        shown = f"with {_position(30, 50, turn_total)}, the die about to roll {faces}"
    return Call(f"{{piece}}(game, {target}) {shown}", run)


roll_to = Battery(
    "roll_to",
    [
        Case(
            "rolls until the turn score reaches the target",
            "press Roll (your on_roll) again and again while the turn score is "
            "below the target",
            _rolling_to(20, then=(4, 5, 6, 3, 2)),
            PLAYS,
        ),
        Case(
            "stops at a 1",
            "after a 1 the turn is over: never roll for the next player",
            _rolling_to(20, then=(6, 1, 5)),
            PLAYS,
        ),
        Case(
            "rolls once when the target is already reached",
            "it is a press of a button: at least one roll",
            _rolling_to(10, turn_total=12, then=(4,)),
            PLAYS,
        ),
        Case(
            "answers with a sentence",
            "the board shows what it returns: what the rolls did",
            _rolling_to(20, then=(6, 1, 5)),
            _says("1"),
        ),
        Case(
            "after the win it changes nothing",
            "once somebody has won nobody moves",
            _rolling_to(20, won=True),
            PLAYS,
        ),
    ],
    builds_on=[
        BuildsOn("on_roll", on_roll, called_function("on_roll"), course_on_roll)
    ],
)

"""Milestone 3, the computer player: ``check.hold_at_20``, ``check.computer_player`` and
the Try it ``check.against_hold_at_20``, which measures a strategy against hold at
20.
"""

import random
from collections.abc import Callable
from typing import Any

from gamelib.errors import NotYourTurnError
from gamelib.pig.errors import (
    PlayerNameError,
)
from gamelib.pig.lesson.scripted import staged_game
from gamelib.pig.parts.player import Player
from gamelib.pig.players import hold_at
from gamelib.pig.state import PigGame
from gamelib.players import PlayerMoveError, play_out
from gamelib.selfcheck import (
    Battery,
    Call,
    Case,
    MeasuredBattery,
    exactly,
    judged,
)
from gamelib.selfcheck.judges import Attempt, accepted, attempt, trying
from gamelib.selfcheck.pieces import BuildsOn, base_class

from .player import named, player
from .tools import name_of, refused_with

# -- Milestone 3: the computer player -----------------------------------------------


def _deciding(score: int, opponent: int, turn_total: int, goal: int = 100) -> Call:
    """Ask the strategy about a game where Ann is to move at this position; the
    result is its answer, or a note that it changed the game."""

    def run(piece: Any) -> Any:
        game = staged_game(score, opponent, turn_total, goal)
        before = game.copy()
        move = piece(game)
        if game != before:
            return _ChangedGame(move)
        return move

    where = f"Ann {score}, Bob {opponent}, turn score {turn_total}"
    goal_text = "" if goal == 100 else f", goal {goal}"
    return Call(f"{{piece}}(game)  # {where}{goal_text}", run)


class _ChangedGame:
    def __init__(self, move: Any) -> None:
        self.move = move

    def __repr__(self) -> str:
        return f"{self.move!r} after changing the game itself"


def _strategy_case(
    name: str, rule: str, position: tuple[int, ...], expected: str
) -> Case:
    return Case(name, rule, _deciding(*position), exactly(expected))


_HOLD_RULE = "hold once the turn score is 20 or more"
_ROLL_RULE = "roll while the turn score is under 20 (unless holding wins)"
_WIN_RULE = "hold as soon as banking the turn score reaches the goal"

hold_at_20 = Battery(
    "hold_at_20",
    [
        _strategy_case(
            "rolls at the start of a turn",
            "the rules forbid holding before the first roll of a turn",
            (0, 0, 0),
            "roll",
        ),
        _strategy_case("rolls at turn score 12", _ROLL_RULE, (0, 0, 12), "roll"),
        _strategy_case("rolls at turn score 19", _ROLL_RULE, (30, 40, 19), "roll"),
        _strategy_case("holds at turn score 20", _HOLD_RULE, (0, 0, 20), "hold"),
        _strategy_case("holds at turn score 23", _HOLD_RULE, (10, 50, 23), "hold"),
        _strategy_case("holds at 90 + 10, which wins", _WIN_RULE, (90, 20, 10), "hold"),
        _strategy_case(
            "rolls at 85 + 14, which does not win yet",
            "99 is not 100: holding there does not win, and 14 is under 20",
            (85, 20, 14),
            "roll",
        ),
        Case(
            "uses the game's goal",
            "in a game to 30, 20 + 10 reaches the goal: hold (read game.goal)",
            _deciding(20, 0, 10, goal=30),
            exactly("hold"),
        ),
        _strategy_case(
            "only looks at the game",
            "a strategy answers with a move; the game makes it (never push, roll "
            "or hold in a strategy)",
            (40, 40, 8),
            "roll",
        ),
    ],
)


def _always(move: str) -> Callable[[Any], str]:
    def strategy(game: Any) -> str:
        return move

    strategy.__name__ = f"always_{move}"
    return strategy


def _choosing(name: str, move: str, turn_total: int = 8) -> Call:
    """Make the player with a strategy that always answers ``move`` and ask it
    to choose in a game where Ann is to move."""

    def run(piece: Any) -> Attempt:
        game = staged_game(0, 0, turn_total)
        computer = piece(name, _always(move))
        return attempt(lambda: computer.choose(game))

    return Call(f"{{piece}}({name!r}, always_{move}).choose(game)  # Ann to move", run)


def _asks_about_the_game(piece: Any) -> Any:
    asked = []

    def strategy(game: Any) -> str:
        asked.append(game)
        return "roll"

    game = staged_game(0, 0, 6)
    piece("Ann", strategy).choose(game)
    return "the same game" if asked == [game] and asked[0] is game else asked


def _default_choice(turn_total: int) -> Call:
    def run(piece: Any) -> Any:
        return piece("Ann").choose(staged_game(10, 10, turn_total))

    return Call(f"{{piece}}('Ann').choose(game)  # turn score {turn_total}", run)


def _is_a_player(computer: Any) -> str | None:
    parents = [cls.__name__ for cls in type(computer).__mro__[1:]]
    if "Player" in parents:
        return None
    return f"is a {type(computer).__name__} built on {parents}, not on Player"


def _called_like_a_strategy(piece: Any) -> Any:
    game = staged_game(0, 0, 4)
    computer = piece("Ann", _always("hold"))
    return computer(game)


computer_player = Battery(
    "ComputerPlayer",
    [
        Case(
            "is a Player",
            "class ComputerPlayer(Player): a computer player is a kind of player",
            Call("{piece}('HAL')", lambda piece: piece("HAL")),
            judged(_is_a_player),
        ),
        Case(
            "checks its name like any player",
            "call super().__init__(name), so the name is checked (and stripped)",
            trying("  HAL "),
            named("HAL"),
        ),
        Case(
            "refuses an empty name like any player",
            "super().__init__(name) raises PlayerNameError for an empty name",
            trying(""),
            refused_with(PlayerNameError),
        ),
        Case(
            "is a computer",
            "a computer player has is_computer = True",
            Call("{piece}('HAL').is_computer", lambda piece: piece("HAL").is_computer),
            exactly(True),
        ),
        Case(
            "is called Computer unless named",
            "the name defaults to 'Computer'",
            Call("{piece}().name", lambda piece: piece().name),
            "Computer",
        ),
        Case(
            "chooses what its strategy says: hold",
            "choose(game) returns the strategy's answer for the game",
            _choosing("Ann", "hold"),
            accepted(lambda move: None if move == "hold" else f"chose {move!r}"),
        ),
        Case(
            "chooses what its strategy says: roll",
            "choose(game) returns the strategy's answer for the game",
            _choosing("Ann", "roll"),
            accepted(lambda move: None if move == "roll" else f"chose {move!r}"),
        ),
        Case(
            "asks its strategy about the game itself",
            "call self.strategy(game) with the game choose() was given",
            Call("{piece}('Ann', strategy).choose(game)", _asks_about_the_game),
            "the same game",
        ),
        Case(
            "refuses to choose on somebody else's turn",
            "only the player whose turn it is (game.turn) moves: raise "
            "NotYourTurnError",
            _choosing("Bob", "roll"),
            refused_with(NotYourTurnError),
        ),
        Case(
            "holds at 20 when given no strategy",
            "the strategy defaults to hold_at_20",
            _default_choice(20),
            "hold",
        ),
        Case(
            "rolls at 12 when given no strategy",
            "the strategy defaults to hold_at_20",
            _default_choice(12),
            "roll",
        ),
        Case(
            "can be asked like a strategy: player(game)",
            "__call__(self, game) returns self.choose(game), so a computer player "
            "is a function game -> move like any strategy",
            Call("{piece}('Ann', always_hold)(game)", _called_like_a_strategy),
            "hold",
        ),
    ],
    builds_on=[
        BuildsOn(
            "Player",
            player,
            base_class("Player"),
            Player,
            check_call="check.player(Player)",
        )
    ],
)


# -- Try it: your own strategy, measured -----------------------------------------------

GAMES = 200
POSITIONS = [(0, 0, 4), (30, 60, 8), (60, 30, 16), (88, 50, 10), (50, 88, 30)]


def _answers_everywhere(piece: Any) -> list[str]:
    wrong = []
    for position in POSITIONS:
        move = piece(staged_game(*position))
        if move not in ("roll", "hold"):
            wrong.append(f"{move!r} at {position}")
    return wrong


def _changes_nothing(piece: Any) -> bool:
    game = staged_game(40, 40, 8)
    before = game.copy()
    piece(game)
    return game == before


def _duel(strategy: Any, games: int = GAMES) -> str:
    """Seeded games against hold at 20: who starts is the opening rolls' choice."""
    name = getattr(strategy, "__name__", "your strategy")
    wins = 0
    for seed in range(games):
        game = PigGame(["Yours", "Hold at 20"], rng=random.Random(seed))
        try:
            play_out(game, {"Yours": strategy, "Hold at 20": hold_at(20)})
        except PlayerMoveError as error:
            return f"In game {seed + 1}, {error}."
        wins += name_of(game.winner) == "Yours"
    return (
        f"Measured: {name} won {wins} of {games} games against hold at 20 "
        f"({100 * wins / games:.1f}%). Two hold-at-20 players win half each; the "
        "best possible strategy wins about 54%."
    )


against_hold_at_20 = MeasuredBattery(
    "against_hold_at_20",
    [
        Case(
            "rolls at the start of a turn",
            "the rules forbid holding before the first roll of a turn",
            Call("{piece}(game)  # turn score 0", lambda s: s(staged_game(10, 20, 0))),
            exactly("roll"),
        ),
        Case(
            "answers 'roll' or 'hold'",
            "a strategy returns one of the two moves, in every position",
            Call("{piece}(game) at five positions", _answers_everywhere),
            judged(lambda wrong: "answered " + "; ".join(wrong) if wrong else None),
        ),
        Case(
            "only looks at the game",
            "a strategy answers; the game moves (never push, roll or hold in it)",
            Call("{piece}(game)", _changes_nothing),
            exactly(True),
        ),
    ],
    _duel,
)

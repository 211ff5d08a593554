"""Milestone 4, the game: ``check.table``, ``check.pig_game`` and the Try it
``check.status_line``.
"""

from collections.abc import Sequence
from typing import Any

from gamelib.errors import GameOverError
from gamelib.pig.errors import (
    ComputerOpponentError,
    HoldBeforeRollError,
    PlayerCountError,
)
from gamelib.pig.lesson.scripted import staged_game
from gamelib.pig.parts.player import Player
from gamelib.pig.players import ComputerPlayer
from gamelib.selfcheck import Battery, Call, Case, judged, satisfies
from gamelib.selfcheck.judges import Attempt, attempt
from gamelib.selfcheck.pieces import BuildsOn, base_class

from .tools import (
    CheckDie,
    Played,
    after_moves,
    attributes,
    differences,
    name_of,
    refused_with,
)

# -- Milestone 4: the table and the game --------------------------------------------


def players_named(names: Sequence[str]) -> list[Player]:
    return [ComputerPlayer(n) if n == "Computer" else Player(n) for n in names]


TABLE_SHOWS = ("turn", "scores", "turn_total", "rolls_this_turn")


def _seating(names: Sequence[str], steps: Sequence[str] = ()) -> Call:
    """Make a table for these players, then run ``steps``: ``next_turn``, or
    ``score:N``/``turn:N`` to set the mover's banked score or turn total first."""

    def run(piece: Any) -> Attempt | dict[str, Any]:
        people = players_named(names)
        made = attempt(lambda: piece(people))
        if made.error is not None:
            return made
        table = made.value
        for step in steps:
            if step == "next_turn":
                table.next_turn()
            elif step.startswith("score:"):
                table.scores[table.turn] = int(step.split(":")[1])
            else:
                table.turn_total = table.rolls_this_turn = int(step.split(":")[1])
        people.append(Player("Latecomer"))
        shows = attributes(table, TABLE_SHOWS)
        shows["players"] = [name_of(p) for p in table.players]
        return shows

    shown = ", then ".join(["{piece}(" + repr(list(names)) + ")", *map(_step, steps)])
    return Call(shown, run)


def _step(step: str) -> str:
    """A step of ``_seating`` as the code it stands for."""
    if step.startswith("score:"):
        return f"scores[turn] = {step.split(':')[1]}"
    if step.startswith("turn:"):
        return f"turn_total = rolls_this_turn = {step.split(':')[1]}"
    return f"{step}()"


def _shows(**expected: Any) -> Any:
    def judge(result: Attempt | dict[str, Any]) -> str | None:
        if isinstance(result, Attempt):
            return f"{result.shown()}, but this table is allowed"
        return differences(result, expected)

    return judged(judge)


def _refused_table(error: type[BaseException]) -> Any:
    def judge(result: Attempt | dict[str, Any]) -> str | None:
        if isinstance(result, Attempt):
            return refused_with(error).complaint(result)
        return f"made the table; it should refuse with {error.__name__}"

    return judged(judge)


THREE = ("Ann", "Bob", "Cy")

table = Battery(
    "Table",
    [
        Case(
            "seats the players in the order given, the first to move",
            "players keeps the order; turn is the name of the first player",
            _seating(THREE),
            _shows(players=list(THREE), turn="Ann"),
        ),
        Case(
            "everybody starts with 0 banked",
            "scores maps each name to its banked score, 0 to start",
            _seating(THREE),
            _shows(scores={"Ann": 0, "Bob": 0, "Cy": 0}),
        ),
        Case(
            "the first turn starts with nothing",
            "turn_total and rolls_this_turn start at 0",
            _seating(THREE),
            _shows(turn_total=0, rolls_this_turn=0),
        ),
        Case(
            "next_turn passes to the next player",
            "players take turns in order",
            _seating(THREE, ["next_turn"]),
            _shows(turn="Bob"),
        ),
        Case(
            "after the last player comes the first again",
            "once each player has had a turn, the turn returns to the first",
            _seating(THREE, ["next_turn"] * 3),
            _shows(turn="Ann"),
        ),
        Case(
            "a new turn starts with nothing",
            "next_turn sets turn_total and rolls_this_turn back to 0",
            _seating(THREE, ["turn:7", "next_turn"]),
            _shows(turn_total=0, rolls_this_turn=0),
        ),
        Case(
            "banked scores stay",
            "next_turn never changes scores",
            _seating(THREE, ["score:30", "next_turn"]),
            _shows(scores={"Ann": 30, "Bob": 0, "Cy": 0}),
        ),
        Case(
            "keeps its own list of players",
            "self.players = list(players): a change to the caller's list later "
            "must not change the table",
            _seating(THREE),
            _shows(players=list(THREE)),
        ),
        Case(
            "refuses one player",
            "Pig needs 2 to 4 players: raise PlayerCountError",
            _seating(["Ann"]),
            _refused_table(PlayerCountError),
        ),
        Case(
            "refuses five players",
            "Pig is for at most 4 players: raise PlayerCountError",
            _seating(["Ann", "Bob", "Cy", "Dee", "Eve"]),
            _refused_table(PlayerCountError),
        ),
        Case(
            "seats four players",
            "2, 3 or 4 players are fine",
            _seating(["Ann", "Bob", "Cy", "Dee"]),
            _shows(turn="Ann"),
        ),
        Case(
            "refuses the computer in a three-player game",
            "three or more players have no computer player: raise "
            "ComputerOpponentError",
            _seating(["Ann", "Bob", "Computer"]),
            _refused_table(ComputerOpponentError),
        ),
        Case(
            "seats the computer in a two-player game",
            "one person can play against the computer",
            _seating(["Ann", "Computer"]),
            _shows(turn="Ann"),
        ),
    ],
)

GAME_SHOWS = ("turn", "turn_total", "rolls_this_turn", "scores", "last_roll")


def _playing(
    names: Sequence[str], moves: Sequence[str], faces: Sequence[int], goal: int = 100
) -> Call:
    """Make a game with a die that rolls ``faces``, make ``moves`` in turn, and
    read back what the game shows (and what each move raised)."""

    def run(piece: Any) -> Played:
        die = CheckDie(opening=range(2, 2 + len(names)))  # the course's game rolls
        game = piece(players_named(names), die=die, goal=goal)  # for its order of play
        die.load(faces)
        attempts = []
        for number, move in enumerate(moves, start=1):
            die.during = f"move {number}, {move}()"
            attempts.append(attempt(getattr(game, move)))
        shows = attributes(game, GAME_SHOWS)
        shows["winner"] = name_of(game.winner)
        return Played(shows, attempts, die.rolled)

    calls = ", ".join(f"{move}()" for move in moves) or "no move"
    rolls = f" with the die rolling {', '.join(map(str, faces))}" if faces else ""
    return Call(f"{{piece}}({list(names)}, die, goal={goal}){rolls}, then {calls}", run)


def _made(names: Sequence[str]) -> Call:
    def run(piece: Any) -> Attempt:
        return attempt(lambda: piece(players_named(names), die=CheckDie(range(2, 7))))

    return Call(f"{{piece}}({list(names)}, die)", run)


TWO = ("Ann", "Bob")
_ROLL = "rolling 2 to 6 adds the face to the turn score; the turn goes on"
_PIG = "rolling a 1 loses the turn score and ends the turn"
_HOLD = "holding adds the turn score to the player's score and ends the turn"
_WIN = "the game ends when a player's banked score reaches the goal"

pig_game = Battery(
    "PigGame",
    [
        Case(
            "a new game: the first player to move, nothing scored",
            "the game starts like a Table: turn, scores and the turn at 0",
            _playing(TWO, [], []),
            after_moves(
                {
                    "turn": "Ann",
                    "scores": {"Ann": 0, "Bob": 0},
                    "turn_total": 0,
                    "winner": None,
                }
            ),
        ),
        Case(
            "rolling 4 then 3 makes a turn score of 7",
            _ROLL,
            _playing(TWO, ["roll", "roll"], [4, 3]),
            after_moves({"turn": "Ann", "turn_total": 7, "rolls_this_turn": 2}),
        ),
        Case(
            "last_roll is the face the die showed",
            "after a roll, last_roll is the face the die rolled",
            _playing(TWO, ["roll"], [5]),
            after_moves({"last_roll": 5}),
        ),
        Case(
            "a roll does not bank anything",
            "the score changes only when the player holds",
            _playing(TWO, ["roll", "roll"], [6, 6]),
            after_moves({"scores": {"Ann": 0, "Bob": 0}}),
        ),
        Case(
            "rolling a 1 loses the turn score and passes the turn",
            _PIG,
            _playing(TWO, ["roll", "roll"], [5, 1]),
            after_moves(
                {"turn": "Bob", "turn_total": 0, "scores": {"Ann": 0, "Bob": 0}}
            ),
        ),
        Case(
            "holding banks the turn score and passes the turn",
            _HOLD,
            _playing(TWO, ["roll", "roll", "hold"], [5, 6]),
            after_moves(
                {
                    "turn": "Bob",
                    "scores": {"Ann": 11, "Bob": 0},
                    "turn_total": 0,
                    "rolls_this_turn": 0,
                }
            ),
        ),
        Case(
            "holding before rolling is refused",
            "a player may not hold until the die has been rolled this turn: raise "
            "HoldBeforeRollError",
            _playing(TWO, ["hold"], []),
            after_moves({"turn": "Ann"}, [HoldBeforeRollError]),
        ),
        Case(
            "the turn goes round and comes back",
            "after the last player, the first plays again",
            _playing(THREE, ["roll", "roll", "roll"], [1, 1, 1]),
            after_moves({"turn": "Ann"}),
        ),
        Case(
            "holding at the goal wins",
            _WIN,
            _playing(TWO, ["roll", "roll", "hold"], [6, 5], goal=10),
            after_moves(
                {"winner": "Ann", "turn": None, "scores": {"Ann": 11, "Bob": 0}}
            ),
        ),
        Case(
            "banking exactly the goal wins",
            "the goal or more wins: 6 + 4 banked in a game to 10 is a win",
            _playing(TWO, ["roll", "roll", "hold"], [6, 4], goal=10),
            after_moves({"winner": "Ann", "turn": None}),
        ),
        Case(
            "a turn score past the goal still has to be held",
            "only a banked score wins: rolling past the goal wins nothing yet",
            _playing(TWO, ["roll", "roll"], [6, 6], goal=10),
            after_moves({"winner": None, "turn": "Ann"}),
        ),
        Case(
            "the game's own goal counts",
            "read self.goal: in a game to 20, 21 banked wins",
            _playing(TWO, ["roll"] * 4 + ["hold"], [6, 5, 6, 4], goal=20),
            after_moves({"winner": "Ann"}),
        ),
        Case(
            "nobody moves after the game is over",
            "once somebody has won, roll and hold raise GameOverError",
            _playing(TWO, ["roll", "hold", "roll", "hold"], [6], goal=5),
            after_moves(
                {"winner": "Ann", "scores": {"Ann": 6, "Bob": 0}},
                [None, None, GameOverError, GameOverError],
            ),
        ),
        Case(
            "refuses one player, as the table does",
            "Pig needs 2 to 4 players: raise PlayerCountError",
            _made(["Ann"]),
            refused_with(PlayerCountError),
        ),
    ],
    builds_on=[
        BuildsOn("Table", table, base_class("Table"), check_call="check.table(Table)")
    ],
)


# -- Try it: the status line -----------------------------------------------------------


def _status(score: int, opponent: int, turn_total: int, bob: bool = False) -> Call:
    def run(piece: Any) -> Any:
        game = staged_game(score, opponent, turn_total)
        if bob:
            game.hold()
        return piece(game)

    mover = "Bob, after Ann held" if bob else "Ann"
    return Call(
        f"{{piece}}(game)  # {mover}; Ann {score}, Bob {opponent}, turn {turn_total}",
        run,
    )


def _says(*parts: str) -> Any:
    wanted = " and ".join(repr(part) for part in parts)
    return satisfies(
        f"a line with {wanted}",
        lambda line: isinstance(line, str) and all(part in line for part in parts),
    )


status_line = Battery(
    "status_line",
    [
        Case(
            "names the player to move",
            "the line starts with the name of the player whose turn it is",
            _status(0, 0, 0),
            satisfies(
                "a line starting 'Ann: '", lambda line: str(line).startswith("Ann: ")
            ),
        ),
        Case(
            "at the start of a game",
            "total score, turn score and rolls this turn, all 0",
            _status(0, 0, 0),
            _says("total score 0", "turn score 0", "rolls this turn 0"),
        ),
        Case(
            "in the middle of a turn",
            "Ann has 45 banked, 12 this turn after 2 rolls",
            _status(45, 90, 12),
            _says("Ann: total score 45", "turn score 12", "rolls this turn 2"),
        ),
        Case(
            "on the next player's turn",
            "after Ann holds, the line is about Bob",
            _status(45, 90, 12, bob=True),
            _says("Bob: total score 90", "turn score 0", "rolls this turn 0"),
        ),
    ],
)

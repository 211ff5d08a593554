"""Self-checks for the Pig lesson's "Try it" exercises (``gamelib.pig.checks`` has
them all).

An exercise asks for new code, so its check says whether the code follows the
rules; for a strategy it also measures it: ``check.against_hold_at_20(my_strategy)``
plays seeded games against hold at 20 and prints how many it won, the same figure on
every run.
"""

import random
from collections.abc import Sequence
from typing import Any

from gamelib.pig.check_tools import accepted, name_of, refused_with, trying
from gamelib.pig.errors import DuplicatePlayerError
from gamelib.pig.pig_game import PigGame
from gamelib.pig.player import Player
from gamelib.pig.scripted import ScriptedDie, staged_game
from gamelib.pig.strategies import hold_at
from gamelib.players import PlayerMoveError, play_out
from gamelib.selfcheck import (
    Battery,
    Call,
    Case,
    MeasuredBattery,
    exactly,
    judged,
    satisfies,
)

# -- Milestone 1: a loaded die ------------------------------------------------------


def _loaded_rolls(faces: Sequence[int], rolls: int) -> Call:
    def run(piece: Any) -> list[tuple[Any, Any, Any]]:
        die = piece(list(faces))
        return [(die.roll(), die.top, die.bottom) for _ in range(rolls)]

    return Call(f"{{piece}}({list(faces)}), rolled {rolls} times", run)


def _rolled(expected: Sequence[int]) -> Any:
    def judge(seen: list[tuple[Any, Any, Any]]) -> str | None:
        faces = [face for face, _, _ in seen]
        if faces != list(expected):
            return f"rolled {faces}, expected {list(expected)}"
        for face, top, bottom in seen:
            if top != face or bottom != 7 - face:
                return f"showed top {top!r} and bottom {bottom!r} after rolling {face}"
        return None

    return judged(judge)


def _keeps_callers_list(piece: Any) -> list[int]:
    faces = [2, 3]
    die = piece(faces)
    for _ in range(3):
        die.roll()
    return faces


def _in_a_game(piece: Any) -> Any:
    die = piece([4, 2, 4, 5])
    game = PigGame(["Ann", "Bob", "Cy"], die=die, rng=random.Random(1))
    game.roll()
    return [p.name for p in game.players][0], game.last_roll


loaded_die = Battery(
    "LoadedDie",
    [
        Case(
            "rolls the faces it is given, in order",
            "the first roll is the first face, the second roll the second...",
            _loaded_rolls([3, 1, 6], 3),
            _rolled([3, 1, 6]),
        ),
        Case(
            "starts over after the last face",
            "after the last face, the first comes again",
            _loaded_rolls([3, 1, 6], 5),
            _rolled([3, 1, 6, 3, 1]),
        ),
        Case(
            "one face, always",
            "a die loaded with one face rolls it every time",
            _loaded_rolls([5], 4),
            _rolled([5, 5, 5, 5]),
        ),
        Case(
            "leaves the caller's list alone",
            "count the rolls (or copy the list) instead of popping faces off the "
            "list you were given",
            Call(
                "faces = [2, 3]; {piece}(faces) rolled 3 times; faces",
                _keeps_callers_list,
            ),
            [2, 3],
        ),
        Case(
            "stands in for a Die in a game",
            "a game only calls roll(): Ann 4, Bob 2, Cy 4 puts Bob first, and the "
            "next roll is 5",
            Call(
                "PigGame([Ann, Bob, Cy], die={piece}([4, 2, 4, 5])), then roll()",
                _in_a_game,
            ),
            ("Bob", 5),
        ),
    ],
)

# -- Milestone 2: names the scoreboard can tell apart -----------------------------


def _refusing(names: Sequence[str]) -> Call:
    return trying(list(names))


refuse_duplicates = Battery(
    "refuse_duplicates",
    [
        Case(
            "different names are fine",
            "return quietly (None) when every name is different",
            _refusing(["Ann", "Bob", "Cy"]),
            accepted(lambda value: None),
        ),
        Case(
            "the same name twice is refused",
            "raise DuplicatePlayerError when a name comes twice",
            _refusing(["Ann", "Bob", "Ann"]),
            refused_with(DuplicatePlayerError),
        ),
        Case(
            "names that differ only in capitals are refused",
            "the scoreboard could not tell 'Ann' from 'ANN': compare lower() names",
            _refusing(["Ann", "Bob", "ANN"]),
            refused_with(DuplicatePlayerError),
        ),
        Case(
            "one name is fine",
            "nobody to clash with",
            _refusing(["Ann"]),
            accepted(lambda value: None),
        ),
        Case(
            "a name inside another is fine",
            "'Ann' and 'Anne' are different names: compare whole names",
            _refusing(["Anne", "Ann"]),
            accepted(lambda value: None),
        ),
    ],
)

# -- Milestone 3: your own strategy, measured --------------------------------------

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

# -- Milestone 4: the status line ---------------------------------------------------


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

# -- Milestone 5: the roll-off with re-rolls --------------------------------------


def _rerolling(names: Sequence[str], rolls: Sequence[int]) -> Call:
    def run(piece: Any) -> Any:
        die = ScriptedDie(list(rolls))
        order = piece([Player(name) for name in names], die)
        return [name_of(p) for p in order], die.rolled

    return Call(f"{{piece}}({list(names)}, die)  # the die rolls {list(rolls)}", run)


def _ordered(expected: Sequence[str], rolls: int) -> Any:
    return exactly((list(expected), rolls))


play_order_rerolls = Battery(
    "play_order_rerolls",
    [
        Case(
            "no tie: one roll each, lowest first",
            "players are ordered by their rolls in ascending order",
            _rerolling(["Ann", "Bob", "Cy"], [4, 2, 6]),
            _ordered(["Bob", "Ann", "Cy"], 3),
        ),
        Case(
            "tied players roll again",
            "Ann and Cy tie with 4 and roll again: Ann 5, Cy 1, so Cy plays second",
            _rerolling(["Ann", "Bob", "Cy"], [4, 2, 4, 5, 1]),
            _ordered(["Bob", "Cy", "Ann"], 5),
        ),
        Case(
            "only the tied players roll again",
            "Bob and Cy tie with 5; Ann keeps first place without rolling again",
            _rerolling(["Ann", "Bob", "Cy"], [1, 5, 5, 2, 3]),
            _ordered(["Ann", "Bob", "Cy"], 5),
        ),
        Case(
            "a second tie means another roll",
            "roll again until the tie is broken",
            _rerolling(["Ann", "Bob"], [3, 3, 2, 2, 6, 1]),
            _ordered(["Bob", "Ann"], 6),
        ),
        Case(
            "a re-roll never jumps past other players",
            "Bob and Cy tied for places 2 and 3: Bob's re-rolled 6 keeps him before "
            "Dee, who rolled 6 at first",
            _rerolling(["Ann", "Bob", "Cy", "Dee"], [2, 4, 4, 6, 6, 1]),
            _ordered(["Ann", "Cy", "Bob", "Dee"], 6),
        ),
        Case(
            "two ties at once",
            "each tied group rolls again for its own places",
            _rerolling(["Ann", "Bob", "Cy", "Dee"], [3, 3, 5, 5, 2, 4, 2, 4]),
            _ordered(["Ann", "Bob", "Cy", "Dee"], 8),
        ),
    ],
)

# -- Milestone 6: the question for a move ------------------------------------------


def _prompting(score: int, turn_total: int) -> Call:
    def run(piece: Any) -> Any:
        return piece(staged_game(score, 0, turn_total))

    return Call(f"{{piece}}(game)  # Ann {score}, turn score {turn_total}", run)


def _mentions(present: Sequence[str], absent: Sequence[str] = ()) -> Any:
    def judge(prompt: Any) -> str | None:
        if not isinstance(prompt, str):
            return f"returned {prompt!r}, expected a question (a str)"
        lower = prompt.lower()
        missing = [word for word in present if word not in lower]
        extra = [word for word in absent if word in lower]
        if missing:
            return f"asked {prompt!r}, which should mention {missing}"
        if extra:
            return f"asked {prompt!r}, which should not mention {extra}"
        return None

    return judged(judge)


move_prompt = Battery(
    "move_prompt",
    [
        Case(
            "before the first roll, only rolling is offered",
            "a player may not hold before rolling, so do not offer it",
            _prompting(0, 0),
            _mentions(["roll"], ["hold"]),
        ),
        Case(
            "after a roll, both moves are offered",
            "roll or hold",
            _prompting(0, 8),
            _mentions(["roll", "hold"], ["win"]),
        ),
        Case(
            "when holding wins, the question says so",
            "90 + 12 reaches 100: tell the player that holding wins",
            _prompting(90, 12),
            _mentions(["hold", "win"]),
        ),
        Case(
            "one short of the goal is not a win yet",
            "85 + 14 is 99: holding does not win",
            _prompting(85, 14),
            _mentions(["hold"], ["win"]),
        ),
    ],
)

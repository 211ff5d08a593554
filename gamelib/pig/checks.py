"""Self-checks for the Pig lesson: ``check.die(Die)`` and the rest, one per piece.

Each battery is the list of rules one piece must follow, as data: a case's name, the
rule in words, how the piece is used, and what is expected. The lesson imports this
module as ``check``; ``gamelib.selfcheck`` runs the cases and prints which passed.
The course's own pieces (``gamelib.pig``) pass every battery that shares their
shape, and so does the beginner's version the lesson writes. The helpers the cases
are built from are in ``gamelib.pig.check_tools``; the "Try it" exercises' batteries
are in ``gamelib.pig.exercise_checks`` and are found here too.
"""

import io
import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from gamelib.console import AnswerError, EndOfInputError
from gamelib.errors import GameOverError, NotYourTurnError
from gamelib.pig.button_checks import on_hold, on_roll, roll_to
from gamelib.pig.check_tools import (
    Attempt,
    CheckDie,
    Played,
    accepted,
    after_moves,
    attempt,
    attributes,
    differences,
    name_of,
    refused_with,
    trying,
)
from gamelib.pig.console import parse_move as console_parse_move
from gamelib.pig.errors import (
    ComputerOpponentError,
    HoldBeforeRollError,
    PlayerCountError,
    PlayerNameError,
)
from gamelib.pig.exercise_checks import (
    against_hold_at_20,
    loaded_die,
    move_prompt,
    play_order_rerolls,
    refuse_duplicates,
    status_line,
)
from gamelib.pig.pig_game import PigGame
from gamelib.pig.player import ComputerPlayer, Player
from gamelib.pig.scripted import ScriptedConsole, ScriptedDie, staged_game
from gamelib.pig.strategies import hold_at
from gamelib.selfcheck import (  # check.hint(), check.progress()
    Battery,
    Call,
    Case,
    exactly,
    hint,
    judged,
    progress,
    satisfies,
)
from gamelib.selfcheck.borrowing import CoursePieces
from gamelib.selfcheck.building import BuildsOn, base_class, called_function

FACES = (1, 2, 3, 4, 5, 6)
ROLLS = 600  # enough rolls that every face shows, few enough to stay instant

# -- Milestone 1: the die ---------------------------------------------------------


def _rolling(seed: int, rolls: int = ROLLS) -> Call:
    """Make ``Die(random.Random(seed))`` and roll it; the result is each roll with
    the top and bottom faces the die showed after it."""

    def run(piece: Any) -> list[tuple[Any, Any, Any]]:
        die = piece(random.Random(seed))
        seen = []
        for _ in range(rolls):
            face = die.roll()
            seen.append((face, die.top, die.bottom))
        return seen

    return Call(f"{{piece}}(random.Random({seed})), rolled {rolls} times", run)


def _faces(seen: list[tuple[Any, Any, Any]]) -> list[Any]:
    return [face for face, _, _ in seen]


def _only_faces(seen: list[tuple[Any, Any, Any]]) -> str | None:
    wrong = sorted(
        {repr(f) for f in _faces(seen) if type(f) is not int or f not in FACES}
    )
    if not wrong:
        return None
    return f"rolled {', '.join(wrong)}; a die only rolls the whole numbers 1 to 6"


def _every_face(seen: list[tuple[Any, Any, Any]]) -> str | None:
    missing = [face for face in FACES if face not in _faces(seen)]
    if not missing:
        return None
    return f"never rolled {missing} in {len(seen)} rolls"


def _fair(seen: list[tuple[Any, Any, Any]]) -> str | None:
    counts = Counter(_faces(seen))
    expected = len(seen) / len(FACES)
    odd = {f: counts[f] for f in FACES if abs(counts[f] - expected) > expected * 0.4}
    if not odd:
        return None
    return (
        f"rolled these faces far from {expected:g} times each: {odd} "
        "(every face is equally likely)"
    )


def _top_follows(seen: list[tuple[Any, Any, Any]]) -> str | None:
    for number, (face, top, _) in enumerate(seen, start=1):
        if top != face:
            return f"showed top = {top!r} after roll {number} returned {face!r}"
    return None


def _bottom_adds_to_seven(seen: list[tuple[Any, Any, Any]]) -> str | None:
    for _, top, bottom in seen:
        if bottom != 7 - top:
            return f"showed bottom = {bottom!r} under top = {top!r}; they add up to 7"
    return None


def _replayed(seed: int) -> Call:
    """Roll two dice made from the same seed, with Python's own ``random`` module
    in a different state each time; the result is both lists of rolls."""

    def run(piece: Any) -> tuple[list[Any], list[Any]]:
        sequences = []
        for other in (1, 2):
            random.seed(other)
            die = piece(random.Random(seed))
            sequences.append([die.roll() for _ in range(20)])
        return sequences[0], sequences[1]

    return Call(f"two {{piece}}(random.Random({seed})), rolled 20 times each", run)


def _same_rolls(pair: tuple[list[Any], list[Any]]) -> str | None:
    first, second = pair
    if first == second:
        return None
    return (
        f"rolled {first[:6]}... and then {second[:6]}...; roll with the generator "
        "the die was given (self.rng), not with the random module"
    )


die = Battery(
    "Die",
    [
        Case(
            "a new die already shows a face",
            "a die always has a face on top: top is 1 to 6 before the first roll",
            Call(
                "{piece}(random.Random(1)).top",
                lambda piece: piece(random.Random(1)).top,
            ),
            satisfies("a face from 1 to 6", lambda top: top in FACES),
        ),
        Case(
            "roll() gives a whole number from 1 to 6",
            "the faces of a six-sided die are 1, 2, 3, 4, 5 and 6",
            _rolling(7),
            judged(_only_faces),
        ),
        Case(
            "every face comes up",
            "each of the six faces can be rolled (randint includes both ends)",
            _rolling(7),
            judged(_every_face),
        ),
        Case(
            "every face comes up about as often",
            "a fair die rolls each face about one time in six",
            _rolling(8),
            judged(_fair),
        ),
        Case(
            "top is the face just rolled",
            "roll() puts the new face on top and returns it",
            _rolling(9, 30),
            judged(_top_follows),
        ),
        Case(
            "bottom is the face underneath",
            "opposite faces of a die add up to 7, so bottom is 7 - top",
            _rolling(10, 30),
            judged(_bottom_adds_to_seven),
        ),
        Case(
            "the same seed rolls the same faces",
            "a die rolls with the random generator it is given, so a seeded game "
            "can be replayed",
            _replayed(3),
            judged(_same_rolls),
        ),
    ],
)

# -- Milestone 2: the player ------------------------------------------------------


def _named(expected: str) -> Any:
    def check(player: Any) -> str | None:
        name = getattr(player, "name", "(no name attribute)")
        return None if name == expected else f"has name {name!r}, expected {expected!r}"

    return accepted(check)


def _two_players(piece: Any) -> tuple[Any, Any]:
    first, second = piece("Ann"), piece("Bob")
    return first.name, second.name


player = Battery(
    "Player",
    [
        Case(
            "keeps the name it is given",
            "Player(name) keeps the name in its name attribute",
            trying("Ann"),
            _named("Ann"),
        ),
        Case(
            "drops spaces around the name",
            "'  Ann ' and 'Ann' are the same person: strip() the name",
            trying("  Ann "),
            _named("Ann"),
        ),
        Case(
            "refuses an empty name",
            "a player needs a name to show on the scoreboard: raise PlayerNameError",
            trying(""),
            refused_with(PlayerNameError),
        ),
        Case(
            "refuses a name of spaces only",
            "a name of spaces is empty once stripped: raise PlayerNameError",
            trying("   "),
            refused_with(PlayerNameError),
        ),
        Case(
            "refuses a name that is not text",
            "a name is a str; anything else raises PlayerNameError",
            trying(None),
            refused_with(PlayerNameError),
        ),
        Case(
            "accepts a name of 20 characters",
            "names may have up to 20 characters",
            trying("A" * 20),
            _named("A" * 20),
        ),
        Case(
            "refuses a name of 21 characters",
            "names may have at most 20 characters (the scoreboard has room for "
            "that many): raise PlayerNameError",
            trying("A" * 21),
            refused_with(PlayerNameError),
        ),
        Case(
            "refuses a name with a control character",
            "a name must be printable (str.isprintable()); an escape character "
            "would garble the terminal",
            trying("Ann\x1b[2J"),
            refused_with(PlayerNameError),
        ),
        Case(
            "is not a computer",
            "a Player has is_computer = False (the computer player says True)",
            Call("{piece}('Ann').is_computer", lambda piece: piece("Ann").is_computer),
            exactly(False),
        ),
        Case(
            "two players keep their own names",
            "each player's name is its own: set self.name, not the class's name",
            Call("{piece}('Ann') and {piece}('Bob')", _two_players),
            ("Ann", "Bob"),
        ),
    ],
)

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
            _named("HAL"),
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

# -- Milestone 4: the table and the game --------------------------------------------


def _people(names: Sequence[str]) -> list[Player]:
    return [ComputerPlayer(n) if n == "Computer" else Player(n) for n in names]


TABLE_SHOWS = ("turn", "scores", "turn_total", "rolls_this_turn")


def _seating(names: Sequence[str], steps: Sequence[str] = ()) -> Call:
    """Make a table for these players, then run ``steps``: ``next_turn``, or
    ``score:N``/``turn:N`` to set the mover's banked score or turn total first."""

    def run(piece: Any) -> Attempt | dict[str, Any]:
        people = _people(names)
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
        game = piece(_people(names), die=die, goal=goal)  # for its order of play
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
        return attempt(lambda: piece(_people(names), die=CheckDie(range(2, 7))))

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

# -- Milestone 5: who goes first ------------------------------------------------------


def _ordering(names: Sequence[str], rolls: Sequence[int], seed: int = 1) -> Call:
    """Decide the order with a die that rolls ``rolls`` (in the order the players
    are given); the result is the names in playing order, and how many rolls."""

    def run(piece: Any) -> Any:
        people = _people(names)
        seating = list(people)
        die = ScriptedDie(list(rolls))
        order = piece(people, die, random.Random(seed))
        if people != seating:
            return "changed the list of players it was given"
        return [name_of(p) for p in order], die.rolled

    pairs = ", ".join(f"{n} {r}" for n, r in zip(names, rolls, strict=True))
    return Call(f"{{piece}}(players, die, rng)  # rolls: {pairs}", run)


def _in_order(expected: Sequence[str]) -> Any:
    def judge(result: Any) -> str | None:
        if isinstance(result, str):
            return result
        order, rolled = result
        if list(order) != list(expected):
            return f"gave the order {order}, expected {list(expected)}"
        if rolled != len(expected):
            return f"rolled the die {rolled} times; each player rolls once"
        return None

    return judged(judge)


def _players_untouched() -> Any:
    """Only whether the caller's list was left alone: the order itself has cases of
    its own, so a wrong order is not blamed on this rule too."""
    return judged(lambda result: result if isinstance(result, str) else None)


def _ties_broken(*blocks: set[str]) -> Any:
    """The order is ``blocks`` one after another, each block in any order."""

    def judge(result: Any) -> str | None:
        if isinstance(result, str):
            return result
        order, rolled = result
        start = 0
        for block in blocks:
            if set(order[start : start + len(block)]) != block:
                wanted = ", then ".join(str(sorted(b)) for b in blocks)
                return f"gave the order {order}; expected {wanted} (each in any order)"
            start += len(block)
        if start != len(order):
            return f"gave the order {order}, with players who were not given"
        return None if rolled == len(order) else f"rolled {rolled} times"

    return judged(judge)


def _orders_over_seeds(piece: Any) -> set[tuple[Any, ...]]:
    orders = set()
    for seed in range(12):
        people = _people(("Ann", "Bob"))
        order = piece(people, ScriptedDie([3, 3]), random.Random(seed))
        orders.add(tuple(name_of(p) for p in order))
    return orders


def _same_order_twice(piece: Any) -> Any:
    results = []
    for other in (1, 2):
        random.seed(other)
        people = _people(("Ann", "Bob", "Cy"))
        order = piece(people, ScriptedDie([4, 4, 4]), random.Random(9))
        results.append([name_of(p) for p in order])
    return "the same order" if results[0] == results[1] else results


def _the_players(piece: Any) -> Any:
    people = _people(("Ann", "Bob"))
    order = piece(people, ScriptedDie([5, 2]), random.Random(1))
    return all(any(p is q for q in people) for p in order) and len(order) == 2


play_order = Battery(
    "play_order",
    [
        Case(
            "the lowest roll goes first",
            "players are ordered by their rolls in ascending order",
            _ordering(("Ann", "Bob", "Cy"), (4, 2, 6)),
            _in_order(["Bob", "Ann", "Cy"]),
        ),
        Case(
            "four different rolls",
            "players are ordered by their rolls in ascending order",
            _ordering(("Ann", "Bob", "Cy", "Dee"), (6, 5, 1, 3)),
            _in_order(["Cy", "Dee", "Bob", "Ann"]),
        ),
        Case(
            "gives back the players themselves",
            "the order is a list of the Player objects (not names, not rolls)",
            Call("{piece}([Ann, Bob], die, rng)", _the_players),
            exactly(True),
        ),
        Case(
            "tied players share the places their roll earned",
            "a tie never puts a player before the place their roll earned: Bob "
            "first, then Ann and Cy in some order",
            _ordering(("Ann", "Bob", "Cy"), (4, 2, 4)),
            _ties_broken({"Bob"}, {"Ann", "Cy"}),
        ),
        Case(
            "a tie for first keeps both players",
            "no player is lost or rolls again: everybody rolls once",
            _ordering(("Ann", "Bob", "Cy"), (3, 3, 5), seed=4),
            _ties_broken({"Ann", "Bob"}, {"Cy"}),
        ),
        Case(
            "everybody tied",
            "four equal rolls: all four players, in some order",
            _ordering(("Ann", "Bob", "Cy", "Dee"), (6, 6, 6, 6)),
            _ties_broken({"Ann", "Bob", "Cy", "Dee"}),
        ),
        Case(
            "ties are broken at random",
            "arbitrarily means no seat has an advantage: shuffle the tied players "
            "with rng.shuffle, so either can go first",
            Call(
                "{piece}([Ann, Bob], die rolling 3 and 3, rng) for 12 seeds",
                _orders_over_seeds,
            ),
            {("Ann", "Bob"), ("Bob", "Ann")},
        ),
        Case(
            "the same seed breaks ties the same way",
            "use the rng you are given (not the random module), so a game can be "
            "replayed",
            Call("{piece}(...) twice with random.Random(9)", _same_order_twice),
            "the same order",
        ),
        Case(
            "leaves the list it is given as it was",
            "build a new list; the caller's list of players keeps its order",
            _ordering(("Ann", "Bob", "Cy"), (5, 4, 3)),
            _players_untouched(),
        ),
    ],
)

# -- Milestone 6: the terminal program ------------------------------------------------


def _parsing(text: str, turn_total: int = 0) -> Call:
    """Read ``text`` as the answer of the player to move; the result is the move or
    the refusal, and whether the game changed."""

    def run(piece: Any) -> Attempt:
        game = staged_game(0, 0, turn_total)
        before = game.copy()
        answer = attempt(lambda: piece(game, text))
        if game != before:
            return Attempt("(it changed the game: parse_move only reads the answer)")
        return answer

    when = "at the start of a turn" if turn_total == 0 else "after a roll"
    return Call(f"{{piece}}(game, {text!r})  # {when}", run)


def _gives(move: str) -> Any:
    return accepted(lambda value: None if value == move else f"gave {value!r}")


parse_move = Battery(
    "parse_move",
    [
        Case("'r' is roll", "r or roll rolls", _parsing("r"), _gives("roll")),
        Case("'roll' is roll", "r or roll rolls", _parsing("roll"), _gives("roll")),
        Case(
            "capitals and spaces do not matter",
            "strip() and lower() the answer first",
            _parsing("  ROLL "),
            _gives("roll"),
        ),
        Case("'h' is hold", "h or hold holds", _parsing("h", 8), _gives("hold")),
        Case("'Hold' is hold", "h or hold holds", _parsing("Hold", 8), _gives("hold")),
        Case(
            "'x' is refused",
            "anything else raises AnswerError (from gamelib.console) saying what "
            "to type; the console shows it and asks again",
            _parsing("x"),
            refused_with(AnswerError),
        ),
        Case(
            "an empty answer is refused",
            "pressing Enter alone is not a move: raise AnswerError",
            _parsing(""),
            refused_with(AnswerError),
        ),
        Case(
            "'rubbish' is refused",
            "compare the whole word: 'rubbish' starts with r but is not a move",
            _parsing("rubbish"),
            refused_with(AnswerError),
        ),
        Case(
            "'h' before the first roll is refused by the game",
            "game.check(move) raises the game's own error (HoldBeforeRollError), "
            "which the console shows",
            _parsing("h"),
            refused_with(HoldBeforeRollError),
        ),
        Case(
            "reading an answer does not move",
            "parse_move only turns text into a move; the loop makes the move",
            _parsing("r", 6),
            _gives("roll"),
        ),
    ],
)


class _Transcript:
    """What a terminal game printed, and how it ended."""

    def __init__(self, text: str, over: bool, ended: str) -> None:
        self.text, self.over, self.ended = text, over, ended

    def __repr__(self) -> str:
        return f"a transcript ending {self.text[-80:]!r}"


def _at_the_terminal(
    answers: Sequence[str],
    faces: Sequence[int],
    computer: bool = False,
    goal: int = 10,
) -> Call:
    """Play a game to ``goal`` on a console that reads ``answers``, the die rolling
    the opening rolls 2 and 5 (so Ann moves first), then ``faces``."""

    def run(piece: Any) -> _Transcript:
        bob = ComputerPlayer("Computer", hold_at(8, goal)) if computer else "Bob"
        die = ScriptedDie([2, 5, *faces], repeat_from=2)
        game = PigGame(["Ann", bob], goal=goal, die=die)
        out = io.StringIO()
        ended = "returned"
        try:
            piece(ScriptedConsole(answers, out), game)
        except EndOfInputError:
            ended = "end of input"
        return _Transcript(out.getvalue(), game.is_over(), ended)

    other = "the computer (hold at 8)" if computer else "Bob"
    return Call(
        f"{{piece}}(console, game)  # Ann against {other}, goal {goal}, answers "
        f"{list(answers)}, the die rolling {list(faces)}",
        run,
    )


def _transcript_says(*needed: str, over: bool = True) -> Any:
    def judge(result: _Transcript) -> str | None:
        if result.ended == "end of input" and over:
            return (
                "asked for more answers than the game needs (the computer's moves "
                "and the end need none)"
            )
        if over and not result.over:
            return "returned before anybody had won"
        missing = [text for text in needed if text not in result.text]
        if missing:
            return f"never printed {missing}; it printed:\n{result.text}"
        return None

    return judged(judge)


def _explained_then_asked_again(refused: str) -> Any:
    """A line of explanation after the refused answer, in the piece's own words
    (parse_move's wording has a check of its own), then the question again."""
    played = _transcript_says()

    def judge(result: _Transcript) -> str | None:
        complaint = played.complaint(result)
        if complaint:
            return complaint
        lines = result.text.splitlines()
        typed = [n for n, line in enumerate(lines) if line.endswith(refused)]
        if not typed or typed[0] + 1 >= len(lines):
            return f"never showed the answer {refused!r}; it printed:\n{result.text}"
        following = lines[typed[0] + 1]
        if following.endswith(_RUN_ANN[0]):
            return (
                f"asked again after {refused!r} without a word of explanation; it "
                f"printed:\n{result.text}"
            )
        return None

    return judged(judge)


def _lets_end_of_input_through(result: _Transcript) -> str | None:
    if result.ended == "end of input":
        return None
    return (
        "returned when the answers ran out; let EndOfInputError go on, so the "
        "program says goodbye"
    )


_RUN_ANN = ["r", "r", "h"]
_ANN_WINS = [6, 5]
STATUS = "Ann: total score 0, turn score 0, rolls this turn 0"

play_game = Battery(
    "play_game",
    [
        Case(
            "plays until somebody wins",
            "loop while the game is not over: show, ask, move",
            _at_the_terminal(_RUN_ANN, _ANN_WINS),
            _transcript_says(),
        ),
        Case(
            "shows the status before each move",
            "before every roll, print game.status_line(): total score, turn score "
            "and rolls this turn",
            _at_the_terminal(_RUN_ANN, _ANN_WINS),
            _transcript_says(STATUS, "turn score 6, rolls this turn 1"),
        ),
        Case(
            "shows what each roll did",
            "after a move, print what happened: event.describe()",
            _at_the_terminal(_RUN_ANN, _ANN_WINS),
            _transcript_says("Ann rolls 6", "Ann rolls 5"),
        ),
        Case(
            "says who won",
            "at the end, say who won (game.status_line() says it then)",
            _at_the_terminal(_RUN_ANN, _ANN_WINS),
            _transcript_says("Ann wins"),
        ),
        Case(
            "explains a wrong answer and asks again",
            "ask with console.ask(prompt, parse): a refused answer is explained "
            "and the same question asked again",
            _at_the_terminal(["x", *_RUN_ANN], _ANN_WINS),
            _explained_then_asked_again("x"),
        ),
        Case(
            "explains why holding first is not allowed",
            "the game's error (must roll at least once) is shown, then asked again",
            _at_the_terminal(["h", *_RUN_ANN], _ANN_WINS),
            _transcript_says("must roll at least once"),
        ),
        Case(
            "lets the computer play its own moves",
            "on a computer player's turn, ask it (computer(game)), not the console",
            _at_the_terminal(["r", "r", "r", "h"], [1, 4, 5, 6, 5], computer=True),
            _transcript_says("Computer rolls 4", "Computer holds", "Ann wins"),
        ),
        Case(
            "lets end of input through",
            "when the answers run out, console.ask raises EndOfInputError: let it "
            "go on to run(), which says goodbye",
            _at_the_terminal(["r"], [4, 4]),
            judged(_lets_end_of_input_through),
        ),
    ],
    builds_on=[
        BuildsOn(
            "parse_move", parse_move, called_function("parse_move"), console_parse_move
        )
    ],
)

# A later milestone borrows what the learner has not written yet, visibly:
# check.borrow(globals(), "name", ...); a board says whose pieces it runs on.
COURSE_PIECES = CoursePieces("gamelib.pig")
borrow = COURSE_PIECES.borrow
runs_on = COURSE_PIECES.runs_on

__all__ = [
    "hint",
    "progress",
    "borrow",
    "runs_on",
    "against_hold_at_20",
    "computer_player",
    "die",
    "hold_at_20",
    "loaded_die",
    "move_prompt",
    "on_hold",
    "on_roll",
    "parse_move",
    "pig_game",
    "play_game",
    "play_order",
    "play_order_rerolls",
    "player",
    "refuse_duplicates",
    "roll_to",
    "status_line",
    "table",
]

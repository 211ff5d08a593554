"""Self-checks for the Pig lesson: ``check.die(Die)`` and the rest, one per piece.

Each battery is the list of rules one piece must follow, as data: a case's name, the
rule in words, how the piece is used, and what is expected. The lesson imports this
module as ``check`` (``from gamelib.pig import checks as check``);
``gamelib.selfcheck`` runs the cases and prints which passed. The course's own
pieces (``gamelib.pig``) pass every battery that shares their shape, and so does the
beginner's version the lesson writes.

One section a milestone of ``notebooks/01-pig.ipynb``, each with its "Try it".

First come what only Pig's cases need: Pig's pieces are classes that change as they
are used, and rules that refuse a move by raising an error, so its cases need more
than "call it and compare": a die whose next faces a case decides, a record of what
a call raised (a refusal is the right answer to "hold before rolling"), and a game's
state read back as a few named numbers that a report can show. The judges every
game shares are in ``gamelib.selfcheck``.
"""

import io
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from gamelib.console import AnswerError
from gamelib.errors import (
    GameOverError,
    NotYourTurnError,
    PlayerCountError,
    PlayerNameError,
)
from gamelib.pig.die import ScriptedDie
from gamelib.pig.lesson import on_roll as course_on_roll
from gamelib.pig.pig import parse_move as console_parse_move
from gamelib.pig.pig_game import (
    ComputerOpponentError,
    HoldBeforeRollError,
    PigGame,
    staged_game,
)
from gamelib.pig.player import ComputerPlayer, DuplicatePlayerError, Player, hold_at
from gamelib.players import PlayerMoveError, play_out
from gamelib.selfcheck import (
    Battery,
    Call,
    Case,
    Judged,
    MeasuredBattery,
    exactly,
    hint,
    judged,
    judges,
    progress,
    satisfies,
)
from gamelib.selfcheck.diagnosis import FindingError
from gamelib.selfcheck.judges import Attempt, accepted, attempt, trying
from gamelib.selfcheck.pieces import BuildsOn, CoursePieces, base_class, called_function
from gamelib.selfcheck.recording import ScriptedConsole

__all__ = ["hint", "progress"]  # check.hint(), check.progress(), with the batteries

COURSE_PIECES = CoursePieces("gamelib.pig", "gamelib.pig.lesson")
borrow = COURSE_PIECES.borrow
runs_on = COURSE_PIECES.runs_on


# -- What Pig's cases are made of --------------------------------------------


class CheckDie:
    """A die for a case: it rolls ``opening`` faces, then whatever ``load`` gives it.

    The course's game rolls for the order of play when it is made, a learner's
    game of milestone 4 does not; the case loads its faces after making the game,
    so both see the same rolls from then on.
    """

    def __init__(self, opening: Sequence[int] = ()) -> None:
        self.faces = list(opening)
        self.top = 1
        self.rolled = 0
        self.during = ""
        """The move being made, as a case names it (for the finding's words)."""

    def load(self, faces: Sequence[int]) -> None:
        self.faces = list(faces)
        self.rolled = 0

    def roll(self) -> int:
        if not self.faces:
            during = f" during {self.during}" if self.during else ""
            raise FindingError(
                f"rolled the die{during}, once more than this case's moves need: "
                "a move after the game is over must be refused (GameOverError), "
                "and each roll() rolls the die once"
            )
        self.top = self.faces.pop(0)
        self.rolled += 1
        return self.top


def refused_with(error: type[BaseException]) -> Judged:
    """The call must raise ``error`` (or a subclass), from the module that has it."""
    return judges.refused_with(error, error.__module__)


def attributes(thing: Any, names: Sequence[str]) -> dict[str, Any]:
    """The named attributes of ``thing``, copied (so later moves cannot change them)."""
    shown = {}
    for name in names:
        value = getattr(thing, name)
        shown[name] = dict(value) if isinstance(value, dict) else value
    return shown


def name_of(player: Any) -> Any:
    """A player's name, for a report (a game may keep a player or just the name)."""
    return getattr(player, "name", player)


@dataclass(frozen=True)
class Played:
    """A game after a list of moves: what it shows, and what each move raised."""

    shows: dict[str, Any]
    attempts: list[Attempt] = field(default_factory=list)
    rolled: int = 0


def differing(shows: dict[str, Any], expected: dict[str, Any]) -> list[str]:
    """``name X (expected Y)`` for each attribute that differs."""
    return [
        f"{name} {shows[name]!r} (expected {value!r})"
        for name, value in expected.items()
        if shows[name] != value
    ]


def differences(shows: dict[str, Any], expected: dict[str, Any]) -> str | None:
    """``ends with name X (expected Y), ...`` for the attributes that differ."""
    found = differing(shows, expected)
    return "ends with " + ", ".join(found) if found else None


def after_moves(refusals: Sequence[Any] = (), **expected: Any) -> Any:
    """The game shows ``expected``; the i-th move raised ``refusals[i]`` (None: it
    was allowed; a missing entry: allowed too)."""

    def judge(result: Played) -> str | None:
        for number, attempted in enumerate(result.attempts, start=1):
            wanted = refusals[number - 1] if number <= len(refusals) else None
            if wanted is None and attempted.error is not None:
                return f"refused move {number}: {attempted.shown()}"
            if wanted is not None and not isinstance(attempted.error, wanted):
                said = "allowed it" if attempted.error is None else attempted.shown()
                return (
                    f"{said} at move {number}; expected a refusal with "
                    f"{wanted.__name__} (from {wanted.__module__})"
                )
        return differences(result.shows, expected)

    return judged(judge)


FACES = (1, 2, 3, 4, 5, 6)
ROLLS = 600  # enough rolls that every face shows, few enough to stay instant

# -- Milestone 1: the die ---------------------------------------------------------


def _rolling(seed: int, rolls: int = ROLLS) -> Call:
    """Make ``Die(random.Random(seed))`` and roll it; the result is each roll with
    the top and bottom faces the die showed after it."""

    def run(piece: Any) -> list[tuple[Any, Any, Any]]:
        return _rolls_of(piece(random.Random(seed)), rolls)

    return Call(f"{{piece}}(random.Random({seed})), rolled {rolls} times", run)


def _rolls_of(die: Any, rolls: int) -> list[tuple[Any, Any, Any]]:
    """Each roll's face, with the top and bottom the die showed after it."""
    return [(die.roll(), die.top, die.bottom) for _ in range(rolls)]


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
    return f"never rolled {missing} in {len(seen)} rolls" if missing else None


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


# -- Try it: a loaded die --------------------------------------------------------------


def _loaded_rolls(faces: Sequence[int], rolls: int) -> Call:
    def run(piece: Any) -> list[tuple[Any, Any, Any]]:
        return _rolls_of(piece(list(faces)), rolls)

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


# -- Milestone 2: the player ------------------------------------------------------


def named(expected: str) -> Any:
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
            named("Ann"),
        ),
        Case(
            "drops spaces around the name",
            "'  Ann ' and 'Ann' are the same person: strip() the name",
            trying("  Ann "),
            named("Ann"),
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
            named("A" * 20),
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


# -- Try it: names the scoreboard can tell apart ---------------------------------------


refuse_duplicates = Battery(
    "refuse_duplicates",
    [
        Case(
            "different names are fine",
            "return quietly (None) when every name is different",
            trying(["Ann", "Bob", "Cy"]),
            accepted(lambda value: None),
        ),
        Case(
            "the same name twice is refused",
            "raise DuplicatePlayerError when a name comes twice",
            trying(["Ann", "Bob", "Ann"]),
            refused_with(DuplicatePlayerError),
        ),
        Case(
            "names that differ only in capitals are refused",
            "the scoreboard could not tell 'Ann' from 'ANN': compare lower() names",
            trying(["Ann", "Bob", "ANN"]),
            refused_with(DuplicatePlayerError),
        ),
        Case(
            "one name is fine",
            "nobody to clash with",
            trying(["Ann"]),
            accepted(lambda value: None),
        ),
        Case(
            "a name inside another is fine",
            "'Ann' and 'Anne' are different names: compare whole names",
            trying(["Anne", "Ann"]),
            accepted(lambda value: None),
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
                turn="Ann", scores={"Ann": 0, "Bob": 0}, turn_total=0, winner=None
            ),
        ),
        Case(
            "rolling 4 then 3 makes a turn score of 7",
            _ROLL,
            _playing(TWO, ["roll", "roll"], [4, 3]),
            after_moves(turn="Ann", turn_total=7, rolls_this_turn=2),
        ),
        Case(
            "last_roll is the face the die showed",
            "after a roll, last_roll is the face the die rolled",
            _playing(TWO, ["roll"], [5]),
            after_moves(last_roll=5),
        ),
        Case(
            "a roll does not bank anything",
            "the score changes only when the player holds",
            _playing(TWO, ["roll", "roll"], [6, 6]),
            after_moves(scores={"Ann": 0, "Bob": 0}),
        ),
        Case(
            "rolling a 1 loses the turn score and passes the turn",
            _PIG,
            _playing(TWO, ["roll", "roll"], [5, 1]),
            after_moves(turn="Bob", turn_total=0, scores={"Ann": 0, "Bob": 0}),
        ),
        Case(
            "holding banks the turn score and passes the turn",
            _HOLD,
            _playing(TWO, ["roll", "roll", "hold"], [5, 6]),
            after_moves(
                turn="Bob",
                scores={"Ann": 11, "Bob": 0},
                turn_total=0,
                rolls_this_turn=0,
            ),
        ),
        Case(
            "holding before rolling is refused",
            "a player may not hold until the die has been rolled this turn: raise "
            "HoldBeforeRollError",
            _playing(TWO, ["hold"], []),
            after_moves([HoldBeforeRollError], turn="Ann"),
        ),
        Case(
            "the turn goes round and comes back",
            "after the last player, the first plays again",
            _playing(THREE, ["roll", "roll", "roll"], [1, 1, 1]),
            after_moves(turn="Ann"),
        ),
        Case(
            "holding at the goal wins",
            _WIN,
            _playing(TWO, ["roll", "roll", "hold"], [6, 5], goal=10),
            after_moves(winner="Ann", turn=None, scores={"Ann": 11, "Bob": 0}),
        ),
        Case(
            "banking exactly the goal wins",
            "the goal or more wins: 6 + 4 banked in a game to 10 is a win",
            _playing(TWO, ["roll", "roll", "hold"], [6, 4], goal=10),
            after_moves(winner="Ann", turn=None),
        ),
        Case(
            "a turn score past the goal still has to be held",
            "only a banked score wins: rolling past the goal wins nothing yet",
            _playing(TWO, ["roll", "roll"], [6, 6], goal=10),
            after_moves(winner=None, turn="Ann"),
        ),
        Case(
            "the game's own goal counts",
            "read self.goal: in a game to 20, 21 banked wins",
            _playing(TWO, ["roll"] * 4 + ["hold"], [6, 5, 6, 4], goal=20),
            after_moves(winner="Ann"),
        ),
        Case(
            "nobody moves after the game is over",
            "once somebody has won, roll and hold raise GameOverError",
            _playing(TWO, ["roll", "hold", "roll", "hold"], [6], goal=5),
            after_moves(
                [None, None, GameOverError, GameOverError],
                winner="Ann",
                scores={"Ann": 6, "Bob": 0},
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


# -- Milestone 5: who goes first ------------------------------------------------------


def _ordering(names: Sequence[str], rolls: Sequence[int], seed: int = 1) -> Call:
    """Decide the order with a die that rolls ``rolls`` (in the order the players
    are given); the result is the names in playing order, and how many rolls."""

    def run(piece: Any) -> Any:
        people = players_named(names)
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
        people = players_named(("Ann", "Bob"))
        order = piece(people, ScriptedDie([3, 3]), random.Random(seed))
        orders.add(tuple(name_of(p) for p in order))
    return orders


def _same_order_twice(piece: Any) -> Any:
    results = []
    for other in (1, 2):
        random.seed(other)
        people = players_named(("Ann", "Bob", "Cy"))
        order = piece(people, ScriptedDie([4, 4, 4]), random.Random(9))
        results.append([name_of(p) for p in order])
    return "the same order" if results[0] == results[1] else results


def _the_players(piece: Any) -> Any:
    people = players_named(("Ann", "Bob"))
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


# -- Try it: the roll-off with re-rolls ------------------------------------------------


def _rerolling(names: Sequence[str], rolls: Sequence[int]) -> Call:
    def run(piece: Any) -> Any:
        die = ScriptedDie(list(rolls))
        order = piece([Player(name) for name in names], die)
        return [name_of(p) for p in order], die.rolled

    return Call(f"{{piece}}({list(names)}, die)  # the die rolls {list(rolls)}", run)


play_order_rerolls = Battery(
    "play_order_rerolls",
    [
        Case(
            "no tie: one roll each, lowest first",
            "players are ordered by their rolls in ascending order",
            _rerolling(["Ann", "Bob", "Cy"], [4, 2, 6]),
            exactly((["Bob", "Ann", "Cy"], 3)),
        ),
        Case(
            "tied players roll again",
            "Ann and Cy tie with 4 and roll again: Ann 5, Cy 1, so Cy plays second",
            _rerolling(["Ann", "Bob", "Cy"], [4, 2, 4, 5, 1]),
            exactly((["Bob", "Cy", "Ann"], 5)),
        ),
        Case(
            "only the tied players roll again",
            "Bob and Cy tie with 5; Ann keeps first place without rolling again",
            _rerolling(["Ann", "Bob", "Cy"], [1, 5, 5, 2, 3]),
            exactly((["Ann", "Bob", "Cy"], 5)),
        ),
        Case(
            "a second tie means another roll",
            "roll again until the tie is broken",
            _rerolling(["Ann", "Bob"], [3, 3, 2, 2, 6, 1]),
            exactly((["Bob", "Ann"], 6)),
        ),
        Case(
            "a re-roll never jumps past other players",
            "Bob and Cy tied for places 2 and 3: Bob's re-rolled 6 keeps him before "
            "Dee, who rolled 6 at first",
            _rerolling(["Ann", "Bob", "Cy", "Dee"], [2, 4, 4, 6, 6, 1]),
            exactly((["Ann", "Cy", "Bob", "Dee"], 6)),
        ),
        Case(
            "two ties at once",
            "each tied group rolls again for its own places",
            _rerolling(["Ann", "Bob", "Cy", "Dee"], [3, 3, 5, 5, 2, 4, 2, 4]),
            exactly((["Ann", "Bob", "Cy", "Dee"], 8)),
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
    answers: Sequence[str], faces: Sequence[int], computer: bool = False, goal: int = 10
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
        except EOFError:
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
        "returned when the answers ran out; let EOFError go on, so the "
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
            "when the answers run out, console.ask raises EOFError: let it "
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

# -- Try it: the question for a move ---------------------------------------------------


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


# -- Milestone 7: the Roll and Hold buttons ------------------------------------------
# A button's answer changes the game and says what it did, so each case presses it
# once on a staged game (the course's, as the board plays it) and judges both halves
# apart: the game afterwards against the same game after the rules' own move, and
# the sentence against what a person at the board must be told. A case never needs
# a browser, and a wrong sentence is not blamed on a right move (or the other way
# round).

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


def _pressed_shows(game: Any, start: int) -> dict[str, Any]:
    shows = attributes(game, ("turn", "turn_total", "rolls_this_turn", "scores"))
    moves = len(game.history) - start
    return {**shows, "winner": name_of(game.winner), "moves made": moves}


def _plays_by_the_rules(result: Pressed) -> str | None:
    shown = _pressed_shows(result.game, result.start)
    expected = _pressed_shows(result.expected, result.start)
    wrong = differing(shown, expected)
    if not wrong:
        return None
    hint = ""
    if shown["moves made"] != expected["moves made"]:
        hint = (
            "; make the move with the game's own roll() or hold(), once, and only "
            "when the rules allow it"
        )
    return "left the game with " + ", ".join(wrong) + hint


def _pressed_says(*words: str, any_of: Sequence[str] = ()) -> Any:
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


def _pressed_and_said(
    call: Call, name: str, rule: str, said_name: str, said_rule: str, said: Judged
) -> list[Case]:
    """Two cases on one press, judged apart: the game afterwards (``PLAYS``), then
    the sentence (``said``)."""
    return [Case(name, rule, call, PLAYS), Case(said_name, said_rule, call, said)]


def _after_the_win(button: str) -> list[Case]:
    return _pressed_and_said(
        _finished(button),
        f"after the win, {button} changes nothing",
        "once somebody has won nobody moves: check game.winner first",
        "and says the game is over",
        "a refused press is answered in words, never with an error",
        _pressed_says(*OVER_WORDS),
    )


on_roll = Battery(
    "on_roll",
    [
        *_pressed_and_said(
            _pressing("roll", 45, 20, 12, then=(5,)),
            "a roll of 2 to 6 adds to the turn score",
            "roll the game's die with game.roll(): the face joins the turn score "
            "and the same player goes on",
            "and says the face and the new turn score",
            "the board tells the person what they rolled and where the turn stands",
            _pressed_says("Ann", "5", "17"),
        ),
        *_pressed_and_said(
            _pressing("roll", 45, 20, 12, then=(1,)),
            "a 1 loses the turn score and ends the turn",
            "after a 1 the turn score is gone, nothing is banked, and the next "
            "player is to move",
            "and says the turn score is lost",
            "after a 1 the board says so: the person sees why their points went",
            _pressed_says("1", any_of=("lose", "lost")),
        ),
        Case(
            "the first roll of a turn counts too",
            "a roll is allowed at the start of a turn: it is the only move there",
            _pressing("roll", 30, 50, 0, then=(6,)),
            PLAYS,
        ),
        *_after_the_win("Roll"),
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
        *_pressed_and_said(
            _pressing("hold", 45, 20, 12),
            "holding banks the turn score and passes the turn",
            "hold with game.hold(): the turn score joins the banked score, the turn "
            "score starts again at 0 and the next player is to move",
            "and says how much was banked and the new total",
            "the board tells the person what holding earned them",
            _pressed_says("Ann", "12", "57"),
        ),
        *_pressed_and_said(
            _pressing(None, 45, 20, 0),
            "holding before the first roll changes nothing",
            "a player must roll at least once before holding",
            "and says why not, in words",
            "a refused press is answered with the rule it breaks, never an error",
            _pressed_says("roll"),
        ),
        *_pressed_and_said(
            _pressing("hold", 90, 40, 12),
            "banking the goal wins",
            "a player who banks 100 or more wins, and the game is over",
            "and says who won",
            "the board announces the winner",
            _pressed_says("Ann", any_of=("win", "won")),
        ),
        *_after_the_win("Hold"),
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
            _pressed_says("1"),
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

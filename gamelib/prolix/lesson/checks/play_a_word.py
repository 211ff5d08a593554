"""Milestone 5, the word entry: ``play_word(game, text)``, what Submit does; and
the "Try it" ``play_in_terminal(game, ask)``, the handout's loop of rounds.

``play_word`` is checked alone: while the check runs, the names it calls
(``word_problem``, ``score_word``, ``game_status``, ``slide_right``,
``fill_board`` and their helpers) are the course's, so a mistake in an earlier
piece is not blamed on the word entry (each of those has its own check). The game
is the handout's example board with a seeded course bag and a small word list, so
a report can show it whole.

A word recorded before it is checked, a round that never slides the board, a
board that slides after the game has ended, the text kept as typed (spaces and
capitals), and a sentence printed instead of returned each fail a case.
"""

import contextlib
import io
import random
import types
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gamelib.prolix.lesson import pieces
from gamelib.prolix.lesson.game import Game, board_problem, slid_right
from gamelib.prolix.parts.board import COLUMN_VALUES, as_lists
from gamelib.prolix.parts.rules import MINIMUM_TOTALS
from gamelib.prolix.parts.tiles import LETTER_BONUS, TILE_COUNTS, UNCOMMON_LETTERS
from gamelib.selfcheck import Battery, Call, Case, judged
from gamelib.selfcheck.diagnosis import FindingError

from .tools import EXAMPLE, shown

WORDS = frozenset({"cats", "jobs", "subjective", "vest", "fight", "mark"})
NAMES = frozenset({"london", "mark"})
SETTING = (
    "the game: the handout's example board, words = {'cats', 'fight', 'jobs', "
    "'mark', 'subjective', 'vest'}, names = {'london', 'mark'}"
)
COURSE_NAMES = {
    "COLUMN_VALUES": COLUMN_VALUES,
    "LETTER_BONUS": LETTER_BONUS,
    "MINIMUM_TOTALS": MINIMUM_TOTALS,
    "TILE_COUNTS": TILE_COUNTS,
    "UNCOMMON_LETTERS": UNCOMMON_LETTERS,
    **{name: getattr(pieces, name) for name in pieces.__all__},
}
"""What ``play_word`` finds under its pieces' names while it is checked."""


@dataclass(frozen=True)
class Played:
    """What ``play_word`` returned, and the game before and after."""

    said: Any
    before: Game
    after: Game


def _game(scores: tuple[int, ...] = (), used: tuple[str, ...] = ()) -> Game:
    game = Game(as_lists(EXAMPLE), pieces.Bag(random.Random(7)), WORDS, NAMES)
    game.scores, game.used = list(scores), list(used)
    return game


def alone(play_word: Callable[..., Any]) -> Callable[..., Any]:
    """``play_word`` calling the course's pieces instead of the notebook's."""
    if not isinstance(play_word, types.FunctionType):
        return play_word
    names = {**play_word.__globals__, **COURSE_NAMES}
    checked = types.FunctionType(
        play_word.__code__,
        names,
        play_word.__name__,
        play_word.__defaults__,
        play_word.__closure__,
    )
    checked.__kwdefaults__ = play_word.__kwdefaults__
    return checked


def _playing(text: str, scores: tuple[int, ...] = (), used: tuple[str, ...] = ()):
    def run(play_word: Callable[..., Any]) -> Played:
        before, after = _game(scores, used), _game(scores, used)
        said = alone(play_word)(after, text)
        return Played(said, before, after)

    shown_game = "game" if not scores else f"game (scores {list(scores)})"
    return Call(f"{{piece}}({shown_game}, {text!r})", run)


def _recorded(word: str, score: int) -> Any:
    def judge(played: Played) -> str | None:
        expected_used = [*played.before.used, word]
        expected_scores = [*played.before.scores, score]
        if played.after.used == expected_used and (
            played.after.scores == expected_scores
        ):
            return None
        return (
            f"left game.used = {played.after.used!r} and game.scores = "
            f"{played.after.scores!r}, expected {expected_used!r} and "
            f"{expected_scores!r}"
        )

    return judged(judge)


def _says(*words: str) -> Any:
    def judge(played: Played) -> str | None:
        if not isinstance(played.said, str) or not played.said.strip():
            return (
                f"returned {played.said!r}, expected the sentence the board shows "
                "(a str): return it, do not print it"
            )
        text = played.said.lower()
        if any(word.lower() in text for word in words):
            return None
        wanted = " or ".join(repr(word) for word in words)
        return f"returned {played.said!r}, which should say {wanted}"

    return judged(judge)


def _unchanged(played: Played) -> str | None:
    before, after = played.before, played.after
    if (after.used, after.scores) != (before.used, before.scores):
        return (
            f"changed game.used to {after.used!r} and game.scores to "
            f"{after.scores!r}: check the word before recording anything"
        )
    if after.columns != before.columns:
        return f"changed the board to {shown(after.columns)}"
    if list(after.bag.tiles) != list(before.bag.tiles):
        return "took tiles out of the bag"
    return None


def _slid(played: Played) -> str | None:
    after, before = played.after, played.before
    problem = board_problem(after.columns)
    if problem:
        return f"left the board as {shown(after.columns)}, which {problem}"
    if not slid_right(before.columns, after.columns):
        return (
            f"left the board as {shown(after.columns)}: the old columns 0 and 1 "
            "should now be columns 2 and 3"
        )
    drawn = len(before.bag.tiles) - len(after.bag.tiles)
    if drawn != 4:
        return f"took {drawn} tiles out of the bag, expected the 4 new ones"
    return None


def _board_stays(played: Played) -> str | None:
    if played.after.columns == played.before.columns:
        return None
    return (
        f"changed the board to {shown(played.after.columns)}: once the game is "
        "over no new tiles come in"
    )


PLAY_RULE = (
    "a word word_problem allows is tidied (text.strip().lower()), added to "
    "game.used, and its score_word score to game.scores"
)
SLIDE_RULE = (
    "while game_status says 'playing', the board becomes "
    "fill_board(slide_right(game.columns), game.bag)"
)
REFUSE_RULE = (
    "when word_problem gives a reason, return it in the sentence and change "
    "nothing: not game.used, not game.scores, not the board"
)
OVER_RULE = "when game_status says 'won' or 'lost', the board stays as it is"
FIVE = ("cats", "jobs", "vest", "fight", "mark")

play_word = Battery(
    "play_word",
    [
        Case(
            "a word the rules allow is played",
            f"{PLAY_RULE}; {SETTING}",
            _playing("subjective"),
            _recorded("subjective", 19),
        ),
        Case(
            "and the sentence says its score",
            "return the sentence the board shows, with the word's score",
            _playing("subjective"),
            _says("19"),
        ),
        Case(
            "a passed round slides the board and draws four new tiles",
            SLIDE_RULE,
            _playing("subjective"),
            judged(_slid),
        ),
        Case(
            "a word not in the dictionary is refused, and nothing changes",
            f"{REFUSE_RULE}; {SETTING}",
            _playing("xyzzy"),
            judged(_unchanged),
        ),
        Case(
            "the refusal says why",
            REFUSE_RULE,
            _playing("xyzzy"),
            _says("dictionary"),
        ),
        Case(
            "a name is refused with its reason",
            REFUSE_RULE,
            _playing("London"),
            _says("name"),
        ),
        Case(
            "a word used before is refused, and nothing changes",
            REFUSE_RULE,
            _playing("jobs", (20,), ("jobs",)),
            judged(_unchanged),
        ),
        Case(
            "the word is kept as the dictionary spells it",
            PLAY_RULE,
            _playing("  Cats "),
            _recorded("cats", 4),
        ),
        Case(
            "a missed minimum ends the game: the board stays",
            f"{OVER_RULE}; 'cats' scores 4, under round 1's 15",
            _playing("cats"),
            judged(_board_stays),
        ),
        Case(
            "and the sentence says the game is over",
            "say so when game_status is 'lost'",
            _playing("cats"),
            _says("over", "lost"),
        ),
        Case(
            "105 after round 6 wins: the board stays",
            f"{OVER_RULE}; 86 after five rounds, and 'subjective' scores 19",
            _playing("subjective", (15, 16, 17, 18, 20), FIVE),
            judged(_board_stays),
        ),
        Case(
            "and the sentence says the game is won",
            "say so when game_status is 'won'",
            _playing("subjective", (15, 16, 17, 18, 20), FIVE),
            _says("won", "win"),
        ),
    ],
    hints=(
        "First ask word_problem(text, game.words, game.names, game.used); when "
        "it gives a reason, return a sentence with it and change nothing.",
        "Otherwise tidy the word, score it with score_word(game.columns, word) "
        "and add the word to game.used and the score to game.scores.",
        "Then ask game_status(game.scores): only while it is 'playing' does the "
        "board become fill_board(slide_right(game.columns), game.bag).",
    ),
)


@dataclass(frozen=True)
class Session:
    """What ``play_in_terminal`` returned, and how many answers it asked for."""

    status: Any
    asked: int


def _answering(answers: tuple[str, ...], scores=(), used=()) -> Call:
    def run(play_in_terminal: Callable[..., Any]) -> Session:
        waiting = list(answers)

        def ask(prompt: str = "") -> str:
            if not waiting:
                raise FindingError(
                    "asked for another word after the game was over: stop the "
                    "loop when game_status is no longer 'playing'"
                )
            return waiting.pop(0)

        with contextlib.redirect_stdout(io.StringIO()):  # the report stays short
            status = alone(play_in_terminal)(_game(scores, used), ask)
        return Session(status, len(answers) - len(waiting))

    return Call(f"{{piece}}(game, ask) answering {list(answers)}", run)


def _ends(status: str, asked: int) -> Any:
    def judge(session: Session) -> str | None:
        if session.status != status:
            return f"returned {session.status!r}, expected {status!r}"
        if session.asked != asked:
            return f"asked for {session.asked} words, expected {asked}"
        return None

    return judged(judge)


LOOP_RULE = (
    "while game_status(game.scores) is 'playing': ask for a word, print what "
    "play_word says; then return game_status(game.scores)"
)

play_in_terminal = Battery(
    "play_in_terminal",
    [
        Case(
            "a word under the minimum ends the game",
            f"{LOOP_RULE}; 'cats' scores 4 in round 1",
            _answering(("cats",)),
            _ends("lost", 1),
        ),
        Case(
            "a refused word is asked again",
            f"{LOOP_RULE}; play_word refuses 'xyzzy' and 'London' and changes nothing",
            _answering(("xyzzy", "London", "cats")),
            _ends("lost", 3),
        ),
        Case(
            "the sixth round passed wins",
            f"{LOOP_RULE}; 86 after five rounds, and 'subjective' scores 19",
            _answering(("subjective",), (15, 16, 17, 18, 20), FIVE),
            _ends("won", 1),
        ),
        Case(
            "a game already over asks nothing",
            f"{LOOP_RULE}; after scores [10] the game is lost",
            _answering((), (10,), ("cats",)),
            _ends("lost", 0),
        ),
    ],
)

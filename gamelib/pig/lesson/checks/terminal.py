"""Milestone 6, the terminal program: ``check.parse_move``, ``check.play_game`` and the
Try it ``check.move_prompt``.
"""

import io
from collections.abc import Sequence
from typing import Any

from gamelib.console import AnswerError
from gamelib.pig.console import parse_move as console_parse_move
from gamelib.pig.errors import (
    HoldBeforeRollError,
)
from gamelib.pig.lesson.scripted import ScriptedDie, staged_game
from gamelib.pig.players import ComputerPlayer, hold_at
from gamelib.pig.state import PigGame
from gamelib.selfcheck import (
    Battery,
    Call,
    Case,
    judged,
)
from gamelib.selfcheck.judges import Attempt, accepted, attempt
from gamelib.selfcheck.pieces import BuildsOn, called_function
from gamelib.selfcheck.recording import ScriptedConsole

from .tools import (
    refused_with,
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

# A later milestone borrows what the learner has not written yet, visibly:
# check.borrow(globals(), "name", ...); a board says whose pieces it runs on.


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

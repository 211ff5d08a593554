"""The handout's terminal game: the board is printed, you pick a space, O answers.

It runs on ``gamelib.console``, like every program of the course: each answer is
read as bytes and checked, a bad one is refused with the reason and the same
question is asked again, and end of input, Ctrl-C or a closed output end the program
with the course's goodbye (or quietly), never with a traceback.
"""

import argparse
from collections.abc import Sequence

from gamelib.console import GOODBYE, AnswerError, Console, make_parser, parse_int, run
from gamelib.state import Outcome
from gamelib.tictactoe.pictures import result_text
from gamelib.tictactoe.players import explain_move
from gamelib.tictactoe.state import Board

PROG = "python -m gamelib.tictactoe"
DESCRIPTION = (
    "Tic-tac-toe in the terminal, as in the course handout: you are X and move"
    " first, the computer (O) answers with the handout's 21 patterns and says why."
)
WELCOME = "Tic-tac-toe: you are X and move first; the computer is O."
PROMPT = "Pick a space: "
COMPUTER_PAUSE = 0.4
"""A beat before the computer answers, so the answer does not look instantaneous."""


def parse_square(text: str, board: Board) -> int:
    """The square typed, or why it cannot be played: an ``AnswerError`` for text
    that is no square number, the board's ``IllegalMoveError`` for a taken one."""
    if not text.strip():
        raise AnswerError("type the number of an empty square, 0 to 8")
    square = parse_int(text, 0, 8, "a square")
    board.check(square)
    return square


def play_game(console: Console) -> Outcome:
    """One game, you (X) against the handout's computer (O); returns its outcome."""
    board = Board()
    console.say(str(board))
    while not board.is_over():
        board.push(console.ask(PROMPT, lambda text: parse_square(text, board)))
        if not board.is_over():
            console.pause(COMPUTER_PAUSE)
            explanation = explain_move(board)
            board.push(explanation.square)
            console.say(str(explanation))
        console.say(str(board))
    outcome = board.outcome()
    assert outcome is not None, "the loop ends only when the game is over"
    console.say(result_text(outcome))
    return outcome


def program(console: Console, arguments: argparse.Namespace) -> None:
    console.say(WELCOME)
    while True:
        play_game(console)
        if not console.play_again():
            break
        console.say()
    console.say(GOODBYE)


def main(argv: Sequence[str] | None = None) -> int:
    return run(program, make_parser(PROG, DESCRIPTION, seeded=False), argv)

"""The handout's terminal game: the board is printed, you pick a space, O answers.

Every line typed is checked; a bad one is refused with the reason and the question
is asked again. End of input or Ctrl-C ends the program politely (exit code 0),
because a learner closing the game is not an error.
"""

import sys

from gamelib.pacing import pause
from gamelib.tictactoe.board import Board, IllegalMoveError
from gamelib.tictactoe.pattern_player import explain_move

PROMPT = "Pick a space: "
RESULT_LINES = {
    "X": "You win! Three in a row.",
    "O": "The computer wins: three in a row.",
    "tie": "It's a tie: the board is full and nobody has three in a row.",
}


def parse_square(text: str, board: Board) -> int:
    """The square typed, or an ``IllegalMoveError`` saying why it cannot be played."""
    text = text.strip()
    if not text:
        raise IllegalMoveError("type the number of an empty square, 0 to 8")
    if not (text.isascii() and text.isdigit()):
        raise IllegalMoveError(f"{text!r} is not a square: type a number from 0 to 8")
    square = int(text)
    board.check_move(square)
    return square


def ask_square(board: Board, read=input, write=print) -> int:
    while True:
        try:
            return parse_square(read(PROMPT), board)
        except IllegalMoveError as error:
            write(f"{str(error)[0].upper()}{str(error)[1:]}.")


def play(read=input, write=print) -> str:
    """One game, you (X) against the pattern player (O); returns the result."""
    board = Board()
    write("Tic-tac-toe: you are X and move first; the computer is O.")
    write(str(board))
    while board.result() is None:
        board.push(ask_square(board, read, write))
        if board.result() is None:
            pause(0.4)  # a beat, so the answer does not look instantaneous
            explanation = explain_move(board)
            board.push(explanation.square)
            write(str(explanation))
        write(str(board))
    write(RESULT_LINES[board.result()])
    return board.result()


def main() -> int:
    try:
        play()
    except (EOFError, KeyboardInterrupt):
        print()
    print("Goodbye.")
    return 0


if __name__ == "__main__":
    sys.exit(main())

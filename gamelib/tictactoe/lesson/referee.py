"""The course's rules watching the learner's pieces while the board plays them.

The playable board runs on the learner's own pieces (their ``new_board``, their
``answer_click`` and ``computer_reply``, and through those their ``place``,
``winner`` and ``computer_move``). A piece with a bug could put two marks down at
once, write on a taken square or play on after the game is over; the board would
then show a game no rules allow. So each step is tried on a copy of the board and
compared, square by square, with what the course's ``Board`` allows. A step that
breaks a rule raises ``PieceRuleError`` in words and the board keeps its copy as
it was: nothing is half-played.
"""

from collections.abc import Callable
from typing import Any

from gamelib.arguments import excerpt
from gamelib.errors import IllegalMoveError, PieceRuleError
from gamelib.tictactoe.parts.cells import BLANK, check_cells, is_finished
from gamelib.tictactoe.state import Board

from .board import new_board as course_new_board


def judged_move(before: list[str], after: Any, mark: str, piece: str) -> int | None:
    """The square ``piece`` played for ``mark`` when it turned ``before`` into
    ``after``, or None when it changed nothing (a refused move)."""
    if not isinstance(after, list) or len(after) != 9:
        raise PieceRuleError(
            f"{piece} left the board as {excerpt(after)}, not a list of nine squares."
        )
    changed = [square for square in range(9) if after[square] != before[square]]
    if not changed:
        return None
    if len(changed) > 1:
        squares = ", ".join(str(square) for square in changed)
        raise PieceRuleError(
            f"{piece} changed squares {squares} at once, but a move changes one square."
        )
    square = changed[0]
    if after[square] != mark:
        raise PieceRuleError(
            f"{piece} put {excerpt(after[square])} on square {square}, but this "
            f"move is {mark}'s."
        )
    try:
        Board(check_cells(before)).check(square)
    except IllegalMoveError as error:
        raise PieceRuleError(
            f"{piece} played {mark} on square {square}, but {error}."
        ) from error
    return square


def judged_answer(after_yours: list[str], after: Any, said: Any) -> int | None:
    """O's square when ``computer_reply`` turned ``after_yours`` into ``after``;
    None only when your move ended the game, so there is nothing to answer."""
    answer = judged_move(after_yours, after, "O", "computer_reply")
    if answer is None and not is_finished(check_cells(after_yours)):
        words = said[:120] if isinstance(said, str) else excerpt(said)
        raise PieceRuleError(
            f"computer_reply played no O though the game goes on. It said: {words}"
        )
    return answer


def started(new_board: Callable[[], Any]) -> tuple[list[str], str | None]:
    """A new game's board from ``new_board``, and None; or, when what it made is
    not nine blank squares, the course's new board and a sentence saying why."""
    board = new_board()
    if isinstance(board, list) and board == [BLANK] * 9:
        return board, None
    return course_new_board(), (
        f"Your new_board made {excerpt(board)}, not a list of nine blank squares, "
        "so this game starts on the course's new_board."
    )


def said(*parts: Any) -> Any:
    """The pieces' sentences joined for the message line; the first that is not a
    sentence instead, for the line to say what it got."""
    for part in parts:
        if not isinstance(part, str):
            return part
    return " ".join(parts)

"""Every Quixo self-check passes the course's answer and fails typical wrong ones.

Each wrong answer below is a mistake a learner really makes (rows that are one
list, a slide the wrong way, a winner that ignores the both-lines rule...); the
test names the case that must catch it, so a check that stops catching a mistake
fails here.
"""

import inspect

import pytest

from gamelib.errors import IllegalMoveError
from gamelib.quixo import lesson
from gamelib.quixo.lesson import NEUTRAL, O, X, other
from gamelib.quixo.lesson import checks as check
from tests.quixo import lesson_answers


def said(battery, piece) -> str:
    """The report's text with its line wrapping undone."""
    return " ".join(battery.run(piece).text().split())


def failures(battery, piece) -> list[str]:
    report = battery.run(piece)
    assert report.total == len(battery)
    return [result.name for result in report.results if not result.passed]


RIGHT = [
    (check.QuixoBoard, lesson.QuixoBoard),
    (check.createBoard, lesson.createBoard),
    (check.printBoard, lesson.printBoard),
    (check.is_on_edge, lesson.is_on_edge),
    (check.can_take, lesson.can_take),
    (check.places_for, lesson.places_for),
    (check.slide, lesson.slide),
    (check.makeMove, lesson.makeMove),
    (check.has_line, lesson.has_line),
    (check.winner, lesson.winner),
    (check.edge_squares, lesson_answers.edge_squares),
    (check.count_blocks, lesson_answers.count_blocks),
    (check.legal_moves, lesson_answers.legal_moves),
    (check.my_player, lesson_answers.my_player),
]


@pytest.mark.parametrize("battery, piece", RIGHT, ids=lambda x: getattr(x, "piece", ""))
def test_the_course_answer_passes(battery, piece):
    report = battery.run(piece)
    assert report.all_passed, report.text()


# -- Milestone 1 -----------------------------------------------------------------


class OneRowFiveTimes:
    def __init__(self, size=5):
        self.size = size
        self.blocks = [[NEUTRAL] * size] * size
        self.turn = X


class RowsAsStrings:
    def __init__(self, size=5):
        self.size = size
        self.blocks = [NEUTRAL * size for _ in range(size)]
        self.turn = X


class AlwaysFive:
    def __init__(self, size=5):
        self.size = 5
        self.blocks = [[NEUTRAL] * 5 for _ in range(5)]
        self.turn = X


class OStarts:
    def __init__(self, size=5):
        self.size = size
        self.blocks = [[NEUTRAL] * size for _ in range(size)]
        self.turn = O


class BlanksForNeutral:
    def __init__(self, size=5):
        self.size = size
        self.blocks = [[" "] * size for _ in range(size)]
        self.turn = X


@pytest.mark.parametrize(
    "wrong, caught",
    [
        (OneRowFiveTimes, "each row is a list of its own"),
        (RowsAsStrings, "a new board has 5 rows of 5 blocks"),
        (AlwaysFive, "QuixoBoard(3) is a 3x3 board"),
        (OStarts, "X moves first"),
        (BlanksForNeutral, "every block starts neutral"),
    ],
)
def test_quixo_board_catches(wrong, caught):
    assert caught in failures(check.QuixoBoard, wrong)


def edges_with_inside(size):
    return [(row, column) for row in range(size) for column in range(size)]


def edges_twice_at_corners(size):
    last = size - 1
    top = [(0, c) for c in range(size)]
    bottom = [(last, c) for c in range(size)]
    left = [(r, 0) for r in range(size)]
    right = [(r, last) for r in range(size)]
    return top + bottom + left + right


def edges_clockwise(size):
    squares = lesson_answers.edge_squares(size)
    return squares[::-1]


def edges_as_lists(size):
    return [list(square) for square in lesson_answers.edge_squares(size)]


@pytest.mark.parametrize(
    "wrong",
    [edges_with_inside, edges_twice_at_corners, edges_clockwise, edges_as_lists],
)
def test_edge_squares_catches(wrong):
    assert len(failures(check.edge_squares, wrong)) == 3


# -- Milestone 2 -----------------------------------------------------------------


def create_keeping_strings(listOfRows, turn=X):  # noqa: N803 - the handout's name
    board = lesson.QuixoBoard(len(listOfRows))
    board.blocks = list(listOfRows)
    board.turn = turn
    return board


def create_ignoring_turn(listOfRows, turn=X):  # noqa: N803
    return lesson.createBoard(listOfRows)


def create_without_checks(listOfRows, turn=X):  # noqa: N803
    board = lesson.QuixoBoard(len(listOfRows))
    for row, text in enumerate(listOfRows):
        for column, symbol in enumerate(text):
            if column < board.size:
                board.blocks[row][column] = symbol
    board.turn = turn
    return board


def create_raising_value_error(listOfRows, turn=X):  # noqa: N803
    for text in listOfRows:
        if len(text) != len(listOfRows) or set(text) - {"-", "X", "O"}:
            raise ValueError("bad board")
    return lesson.createBoard(listOfRows, turn)


def create_transposed(listOfRows, turn=X):  # noqa: N803
    columns = ["".join(text[k] for text in listOfRows) for k in range(len(listOfRows))]
    return lesson.createBoard(columns, turn)


def create_always_five(listOfRows, turn=X):  # noqa: N803
    board = lesson.QuixoBoard()
    for row, text in enumerate(listOfRows):
        for column, symbol in enumerate(text):
            board.blocks[row][column] = symbol
    board.turn = turn
    return board


@pytest.mark.parametrize(
    "wrong, caught",
    [
        (create_keeping_strings, "the blocks are a data structure, not the strings"),
        (create_ignoring_turn, "turn='O' makes O the player to move"),
        (create_without_checks, "a short row is refused"),
        (create_without_checks, "a block that is not '-', 'X' or 'O' is refused"),
        (create_raising_value_error, "a short row is refused"),
        (create_transposed, "the handout's example"),
        (create_always_five, "three rows make a 3x3 board"),
    ],
)
def test_create_board_catches(wrong, caught):
    assert caught in failures(check.createBoard, wrong)


def test_a_refused_board_names_the_error_to_raise():
    text = said(check.createBoard, create_raising_value_error)
    assert (
        "raised ValueError: bad board; raise SetupError (from gamelib.errors)" in text
    )


def create_without_return(rows, turn="X"):
    lesson.createBoard(rows, turn)


def test_a_create_board_that_forgets_return_is_told_so_not_about_self_blocks():
    """The walk-through: seven lines of "keep them in self.blocks" for a function
    with no ``self`` that only lacked its ``return``."""
    text = said(check.createBoard, create_without_return)
    assert "returned None: does it end with return" in text
    assert "self.blocks" not in text


def print_returning_text(board):
    return "\n".join("".join(row) for row in board.blocks)


def print_with_spaces(board):
    for row in board.blocks:
        print(" ".join(row))


def print_lists(board):
    for row in board.blocks:
        print(row)


def print_upside_down(board):
    for row in reversed(board.blocks):
        print("".join(row))


def print_and_clear(board):
    for row in board.blocks:
        print("".join(row))
        row[0] = NEUTRAL


@pytest.mark.parametrize(
    "wrong, caught",
    [
        (print_returning_text, "prints the handout's example exactly"),
        (print_with_spaces, "prints the handout's example exactly"),
        (print_lists, "prints an empty board"),
        (print_upside_down, "prints the handout's example exactly"),
        (print_and_clear, "leaves the board as it was"),
    ],
)
def test_print_board_catches(wrong, caught):
    assert caught in failures(check.printBoard, wrong)


def test_printing_nothing_is_explained():
    text = said(check.printBoard, print_returning_text)
    assert "printed nothing (return values are not printed: call print)" in text


def count_first_row(board, symbol):
    return board.blocks[0].count(symbol)


def count_rows_holding(board, symbol):
    return sum(1 for row in board.blocks if symbol in row)


@pytest.mark.parametrize("wrong", [count_first_row, count_rows_holding])
def test_count_blocks_catches(wrong):
    assert failures(check.count_blocks, wrong)


# -- Milestone 3 -----------------------------------------------------------------


def take_anything_on_the_edge(board, row, column):
    return (
        0 <= row < board.size
        and 0 <= column < board.size
        and (lesson.is_on_edge(board, row, column))
    )


def edge_with_and(board, row, column):
    last = board.size - 1
    return (row == 0 or row == last) and (column == 0 or column == last)


def edge_rows_only(board, row, column):
    return row == 0 or row == board.size - 1


def edge_of_five(board, row, column):
    return row in (0, 4) or column in (0, 4)


@pytest.mark.parametrize(
    "wrong, caught",
    [
        (edge_with_and, "(0, 1) is in the top row"),
        (edge_rows_only, "(3, 0) is in the left column"),
        (edge_of_five, "on 3x3, (1, 2) is in the right column"),
    ],
)
def test_is_on_edge_catches(wrong, caught):
    assert caught in failures(check.is_on_edge, wrong)


def take_anywhere(board, row, column):
    block = board.blocks[row % board.size][column % board.size]
    return block in (NEUTRAL, board.turn)


def take_without_bounds(board, row, column):
    if not lesson.is_on_edge(board, row, column):
        return False
    return board.blocks[row][column] in (NEUTRAL, board.turn)


def take_only_neutral(board, row, column):
    return lesson.can_take(board, row, column) and board.blocks[row][column] == NEUTRAL


@pytest.mark.parametrize(
    "wrong, caught",
    [
        (take_anything_on_the_edge, "X may not take a block showing O"),
        (take_anywhere, "the centre block is not on the edge"),
        (take_without_bounds, "row -1 is off the board"),
        (take_only_neutral, "X may take a block showing X"),
    ],
)
def test_can_take_catches(wrong, caught):
    assert caught in failures(check.can_take, wrong)


def places_with_own_square(board, row, column):
    last = board.size - 1
    return [(row, 0), (row, last), (0, column), (last, column)]


def places_in_the_row_only(board, row, column):
    last = board.size - 1
    return [place for place in [(row, 0), (row, last)] if place != (row, column)]


def places_off_by_one(board, row, column):
    end = board.size
    places = [(row, 0), (row, end), (0, column), (end, column)]
    return [place for place in places if place != (row, column)]


def places_for_five_only(board, row, column):
    places = [(row, 0), (row, 4), (0, column), (4, column)]
    return sorted({place for place in places if place != (row, column)})


@pytest.mark.parametrize(
    "wrong, caught",
    [
        (places_with_own_square, "a corner has two places"),
        (places_in_the_row_only, "a block on the top edge has three places"),
        (places_off_by_one, "a block on the left edge"),
        (places_for_five_only, "on a 3x3 board, the ends are at 0 and 2"),
    ],
)
def test_places_for_catches(wrong, caught):
    assert caught in failures(check.places_for, wrong)


def slide_the_wrong_way(board, chooseRow, chooseColumn, placeRow, placeColumn):  # noqa: N803
    lesson.slide(board, placeRow, placeColumn, chooseRow, chooseColumn)


def slide_rows_only(board, chooseRow, chooseColumn, placeRow, placeColumn):  # noqa: N803
    step = 1 if placeColumn > chooseColumn else -1
    for column in range(chooseColumn, placeColumn, step):
        board.blocks[chooseRow][column] = board.blocks[chooseRow][column + step]


def slide_one_short(board, chooseRow, chooseColumn, placeRow, placeColumn):  # noqa: N803
    blocks = board.blocks
    if placeRow == chooseRow:
        step = 1 if placeColumn > chooseColumn else -1
        for column in range(chooseColumn, placeColumn - step, step):
            blocks[chooseRow][column] = blocks[chooseRow][column + step]
    else:
        step = 1 if placeRow > chooseRow else -1
        for row in range(chooseRow, placeRow - step, step):
            blocks[row][chooseColumn] = blocks[row + step][chooseColumn]


@pytest.mark.parametrize("wrong", [slide_the_wrong_way, slide_one_short])
def test_slide_catches(wrong):
    assert len(failures(check.slide, wrong)) >= 4


def test_slide_catches_a_slide_that_forgets_columns():
    assert failures(check.slide, slide_rows_only) == [
        "down column 1, to its bottom end",
        "up column 4, to its top end",
        "from the middle of column 0 to its top",
    ]


def move_keeping_the_turn(board, *numbers):
    turn = board.turn
    lesson.makeMove(board, *numbers)
    board.turn = turn


def move_keeping_the_old_face(board, chooseRow, chooseColumn, placeRow, placeColumn):  # noqa: N803
    face = board.blocks[chooseRow][chooseColumn]
    lesson.makeMove(board, chooseRow, chooseColumn, placeRow, placeColumn)
    board.blocks[placeRow][placeColumn] = face


def move_without_rules(board, chooseRow, chooseColumn, placeRow, placeColumn):  # noqa: N803
    if not (0 <= placeRow < board.size and 0 <= placeColumn < board.size):
        raise IllegalMoveError("off the board")
    lesson.slide(board, chooseRow, chooseColumn, placeRow, placeColumn)
    board.blocks[placeRow][placeColumn] = board.turn
    board.turn = other(board.turn)


def move_then_check(board, chooseRow, chooseColumn, placeRow, placeColumn):  # noqa: N803
    legal = lesson.can_take(board, chooseRow, chooseColumn)
    places = lesson.places_for(board, chooseRow, chooseColumn)
    if 0 <= placeRow < board.size and 0 <= placeColumn < board.size:
        lesson.slide(board, chooseRow, chooseColumn, placeRow, placeColumn)
    if not legal or (placeRow, placeColumn) not in places:
        raise IllegalMoveError("not allowed")
    board.blocks[placeRow][placeColumn] = board.turn
    board.turn = other(board.turn)


def move_raising_value_error(board, *numbers):
    try:
        lesson.makeMove(board, *numbers)
    except IllegalMoveError as error:
        raise ValueError(str(error)) from None


def move_rows_for_columns(board, chooseRow, chooseColumn, placeRow, placeColumn):  # noqa: N803
    lesson.makeMove(board, chooseColumn, chooseRow, placeColumn, placeRow)


@pytest.mark.parametrize(
    "wrong, caught",
    [
        (move_keeping_the_turn, "the opening move: X takes (0, 1), puts it at (4, 1)"),
        (
            move_keeping_the_old_face,
            "the opening move: X takes (0, 1), puts it at (4, 1)",
        ),
        (move_without_rules, "X may not take O's block"),
        (move_without_rules, "(2, 1) is not an end of row 0 or column 1"),
        (move_then_check, "X may not take O's block"),
        (move_raising_value_error, "X may not take O's block"),
        (move_rows_for_columns, "the opening move: X takes (0, 1), puts it at (4, 1)"),
    ],
)
def test_make_move_catches(wrong, caught):
    assert caught in failures(check.makeMove, wrong)


def test_a_move_refused_after_changing_the_board_is_explained():
    text = said(check.makeMove, move_then_check)
    assert "check the move before changing anything" in text


def moves_picks_only(board):
    return [m[:2] for m in lesson_answers.legal_moves(board)]


def moves_with_opponents_blocks(board):
    moves = []
    for row in range(board.size):
        for column in range(board.size):
            if lesson.is_on_edge(board, row, column):
                for place in lesson.places_for(board, row, column):
                    moves.append((row, column, *place))
    return moves


def moves_twice(board):
    return lesson_answers.legal_moves(board) * 2


@pytest.mark.parametrize(
    "wrong", [moves_picks_only, moves_with_opponents_blocks, moves_twice]
)
def test_legal_moves_catches(wrong):
    assert failures(check.legal_moves, wrong)


# -- Milestone 4 -----------------------------------------------------------------


def line_in_rows_only(board, symbol):
    return any(all(block == symbol for block in row) for row in board.blocks)


def line_without_the_other_diagonal(board, symbol):
    lines = lesson.all_lines(board.size)[:-1]
    return any(all(board.blocks[r][c] == symbol for r, c in line) for line in lines)


def line_of_four(board, symbol):
    return any(
        sum(board.blocks[r][c] == symbol for r, c in line) >= board.size - 1
        for line in lesson.all_lines(board.size)
    )


def line_of_five_only(board, symbol):
    return board.size == 5 and lesson.has_line(board, symbol)


@pytest.mark.parametrize(
    "wrong, caught",
    [
        (line_in_rows_only, "a column of O"),
        (line_without_the_other_diagonal, "the other diagonal"),
        (line_of_four, "four in a row is not enough"),
        (line_of_five_only, "three in a row on a 3x3 board"),
    ],
)
def test_has_line_catches(wrong, caught):
    assert caught in failures(check.has_line, wrong)


def winner_x_first(board):
    if lesson.has_line(board, X):
        return X
    if lesson.has_line(board, O):
        return O
    return None


def winner_is_the_mover(board):
    if lesson.has_line(board, X) or lesson.has_line(board, O):
        return other(board.turn)
    return None


def winner_without_a_draw_of_both(board):
    if lesson.has_line(board, X) and lesson.has_line(board, O):
        return None
    return lesson.winner(board)


@pytest.mark.parametrize(
    "wrong, caught",
    [
        (winner_x_first, "X made both lines: O wins"),
        (winner_is_the_mover, "O made X's line: X wins"),
        (winner_without_a_draw_of_both, "O made both lines: X wins"),
    ],
)
def test_winner_catches(wrong, caught):
    assert caught in failures(check.winner, wrong)


def test_a_winner_on_a_broken_has_line_is_told_to_fix_has_line_first():
    """The walk-through: a right ``winner`` failed beside a ``has_line`` that never
    sees a line, and nothing said why (Pig's game check did)."""
    namespace = {"X": X, "O": O, "QuixoBoard": lesson.QuixoBoard}
    namespace["has_line"] = lambda board, symbol: False
    exec(inspect.getsource(lesson.winner), namespace)
    report = check.winner.run(namespace["winner"])
    assert "winner builds on your has_line, which does not pass" in report.caution
    assert "Fix has_line first (check.has_line(has_line))" in report.caution
    assert check.winner.run(lesson.winner).caution == ""


def first_move_player(board):
    return lesson_answers.legal_moves(board)[0]


def illegal_player(board):
    return (2, 2, 0, 2)


def player_that_plays_the_other_side(board):
    flipped = lesson.createBoard(
        ["".join(row) for row in board.blocks], other(board.turn)
    )
    theirs = [
        move
        for move in lesson_answers.legal_moves(flipped)
        if board.blocks[move[0]][move[1]] == flipped.turn
    ]
    return (theirs or lesson_answers.legal_moves(flipped))[0]


@pytest.mark.parametrize(
    "wrong, caught",
    [
        (first_move_player, "a win when one is there"),
        (first_move_player, "beats random moves in at least 15 of 20 games"),
        (illegal_player, "a legal move on the empty board"),
        (
            player_that_plays_the_other_side,
            "a legal move for O in the handout's example",
        ),
    ],
)
def test_my_player_catches(wrong, caught):
    assert caught in failures(check.my_player, wrong)


def test_a_stub_gets_one_polite_sentence():
    def createBoard(listOfRows, turn="X"):  # noqa: N802, N803
        """A board set up from rows."""
        ...

    report = check.createBoard.run(createBoard)
    assert not report.all_passed
    assert "still a stub" in report.text()
    assert "Traceback" not in report.text()

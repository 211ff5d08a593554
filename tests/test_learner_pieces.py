"""A lesson's boards play the learner's pieces, not the course's.

Each test runs a lesson from the top to its board with one piece deliberately
different from the lesson's own (a die that always rolls 5, a computer that always
takes the lowest free square, ...), defined right after the cell where the learner
writes it, as a learner would. Then it drives the board through its public methods
and checks that the board played that piece: with the course's piece it would not.
"""

import ast
import json
import os

import nbformat
import pytest
from nbclient import NotebookClient

from course.lesson_cells import SOLUTION, has_tag, text_output
from tests.lessons import NOTEBOOKS

RESULT = "RESULT "


def defines(cell, name: str) -> bool:
    if cell.cell_type != "code" or not has_tag(cell, SOLUTION):
        return False
    return any(
        getattr(node, "name", None) == name for node in ast.parse(cell.source).body
    )


def played(lesson: str, name: str, piece: str, board_cell: str, drive: str) -> dict:
    """Run ``lesson`` up to the cell starting with ``board_cell``, with ``piece``
    defined right after the solution cell that defines ``name``; then ``drive``,
    which prints ``RESULT`` and a JSON object; return that object."""
    path = NOTEBOOKS / lesson
    notebook = nbformat.read(path, as_version=4)
    cells = notebook.cells
    after = next(i for i, cell in enumerate(cells) if defines(cell, name))
    board = next(
        i
        for i, cell in enumerate(cells)
        if cell.cell_type == "code" and cell.source.startswith(board_cell)
    )
    assert after < board
    run = [
        *cells[: after + 1],
        nbformat.v4.new_code_cell(piece),
        *cells[after + 1 : board + 1],
        nbformat.v4.new_code_cell(drive),
    ]
    notebook.cells = [cell for cell in run if cell.cell_type == "code"]
    client = NotebookClient(
        notebook,
        timeout=300,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
    )
    client.execute(env=dict(os.environ, GAMELIB_FAST="1"))
    printed = text_output(notebook.cells[-1])
    line = next(line for line in printed.splitlines() if line.startswith(RESULT))
    return json.loads(line.removeprefix(RESULT))


SWAPPED_SQUARE_AT = '''
def square_at(x, y):
    """Row and column swapped: a deliberately different square_at."""
    if 0 <= x < 300 and 0 <= y < 300:
        return int(x // 100), int(y // 100)
    return None
'''


def test_the_welcome_board_finds_squares_with_the_learners_square_at():
    result = played(
        "00-start.ipynb",
        "square_at",
        SWAPPED_SQUARE_AT,
        'check.borrow(globals(), "answer_click")',
        "import json\n"
        "board.click(250, 50)\n"
        "print('RESULT', json.dumps({'marked': sorted(board.marked),\n"
        "    'message': board.view.message.text, 'runs_on': board.runs_on()}))\n",
    )
    assert result["marked"] == [[2, 0]]  # the lesson's square_at gives (0, 2)
    assert result["message"] == "You marked row 2, column 0."
    assert result["runs_on"] == "Runs on your answer_click, draw_board and draw_mark."


ALWAYS_FIVE = '''
class Die:
    """Always rolls 5: a deliberately different die."""

    def __init__(self, rng):
        self.top = 5

    def roll(self):
        return self.top

    @property
    def bottom(self):
        return 7 - self.top
'''

THEN_SEVEN = '''
class Die:
    """Rolls 3 and 4 for the order of play, then 7: a die that breaks a rule."""

    def __init__(self, rng):
        self.faces, self.top = [3, 4], 1

    def roll(self):
        self.top = self.faces.pop(0) if self.faces else 7
        return self.top

    @property
    def bottom(self):
        return 7 - self.top
'''

PIG_DRIVE = """
import json
board.new_game(players=2, opponent="a friend (hotseat)")
before = len(board.game.history)
events = [board.roll() for _ in range(4)]
print("RESULT", json.dumps({
    "faces": [getattr(event, "value", None) for event in events],
    "moves": len(board.game.history) - before,
    "turn_total": board.game.turn_total,
    "message": board.view.message.text,
    "runs_on": runs_on(board),
}))
"""


def test_the_pig_board_rolls_the_learners_die():
    result = played(
        "01-pig.ipynb", "Die", ALWAYS_FIVE, "board = PigBoard(seed=2024)", PIG_DRIVE
    )
    assert result["faces"] == [5, 5, 5, 5]
    assert result["turn_total"] == 20
    assert result["runs_on"] == (
        "Runs on your Die and ComputerPlayer, and the course's PigGame."
    )


def test_a_learners_die_that_breaks_a_rule_is_refused_in_words_on_the_board():
    result = played(
        "01-pig.ipynb", "Die", THEN_SEVEN, "board = PigBoard(seed=2024)", PIG_DRIVE
    )
    assert result["faces"] == [None] * 4
    assert result["moves"] == 0 and result["turn_total"] == 0
    assert "7" in result["message"], result["message"]


LOWEST_FREE = '''
def computer_move(board):
    """Always the lowest free square: a deliberately different computer."""
    return [square for square in range(9) if board[square] == BLANK][0]
'''


def test_the_tictactoe_board_answers_with_the_learners_computer():
    result = played(
        "02-tictactoe.ipynb",
        "computer_move",
        LOWEST_FREE,
        "board = TicTacToeBoard(computer=computer_move)",
        "import json\n"
        "from gamelib.tictactoe.lesson import centre\n"
        "board.click(*centre(0))\n"
        "print('RESULT', json.dumps({'last': board.last,\n"
        "    'message': board.view.message.text,\n"
        "    'runs_on': check.runs_on(computer_move=computer_move)}))\n",
    )
    assert result["last"] == 1  # the handout's computer takes the centre, 4
    assert result["message"] == "You took 0. The computer took 1. Your turn."
    assert result["runs_on"] == "Runs on your computer_move."


SLIDES_THE_OTHER_WAY = '''
from gamelib.quixo.lesson import makeMove as course_move


def makeMove(board, chooseRow, chooseColumn, placeRow, placeColumn):
    """The move, then its line mirrored: the blocks slid the other way."""
    course_move(board, chooseRow, chooseColumn, placeRow, placeColumn)
    if chooseRow == placeRow:
        board.blocks[placeRow].reverse()
        return
    line = [board.blocks[row][placeColumn] for row in range(board.size)]
    for row, block in enumerate(reversed(line)):
        board.blocks[row][placeColumn] = block
'''


QUIXO_BOARD = 'check.borrow(\n    globals(),\n    "createBoard",\n    "makeMove",'

QUIXO_DRIVE = """
import json
game.pick(0, 0)
game.place(0, 4)
print('RESULT', json.dumps({'rows': game.table.game.rows(),
    'note': game.table.note, 'runs_on': game.table.rules.notice}))
"""


def test_the_quixo_board_moves_with_the_learners_make_move():
    result = played(
        "04-quixo.ipynb", "makeMove", SLIDES_THE_OTHER_WAY, QUIXO_BOARD, QUIXO_DRIVE
    )
    assert result["rows"][0] == "X----"  # the lesson's makeMove gives "----X"
    assert result["note"].startswith("Last move: X (0, 0)"), result["note"]
    assert result["runs_on"] == (
        "Runs on your createBoard, makeMove, winner and answer_click."
    )


SHOUTING_HANDLER = '''
def answer_click(board, hand, row, column):
    """The lesson's answers, shouted: a deliberately different handler."""
    if hand["picked"] is None:
        if not can_take(board, row, column):
            return "NO: THAT BLOCK STAYS WHERE IT IS (THE EDGE ONLY)!"
        hand["picked"] = (row, column)
        return f"GOT ({row}, {column})!"
    if (row, column) == hand["picked"]:
        hand["picked"] = None
        return "PUT BACK!"
    try:
        makeMove(board, *hand["picked"], row, column)
    except IllegalMoveError as error:
        return f"NOT THERE: {error}!"
    hand["picked"] = None
    return announce(board).upper()
'''


def test_the_quixo_board_answers_clicks_with_the_learners_handler():
    result = played(
        "04-quixo.ipynb",
        "answer_click",
        SHOUTING_HANDLER,
        QUIXO_BOARD,
        "import json\n"
        "notes = []\n"
        "for square in [(2, 2), (0, 0), (0, 4)]:\n"
        "    game.pick(*square)\n"
        "    notes.append(game.table.note)\n"
        "print('RESULT', json.dumps({'notes': notes,\n"
        "    'rows': game.table.game.rows()}))\n",
    )
    assert result["notes"] == [
        "NO: THAT BLOCK STAYS WHERE IT IS (THE EDGE ONLY)!",
        "GOT (0, 0)!",
        "Last move: X (0, 0) → (0, 4). O TO MOVE.",
    ]
    assert result["rows"][0] == "----X"


@pytest.mark.parametrize(
    ("lesson", "name"),
    [
        ("00-start.ipynb", "square_at"),
        ("01-pig.ipynb", "Die"),
        ("02-tictactoe.ipynb", "computer_move"),
        ("04-quixo.ipynb", "makeMove"),
        ("04-quixo.ipynb", "answer_click"),
    ],
)
def test_each_piece_the_tests_replace_is_written_by_the_learner(lesson, name):
    cells = nbformat.read(NOTEBOOKS / lesson, as_version=4).cells
    assert any(defines(cell, name) for cell in cells)

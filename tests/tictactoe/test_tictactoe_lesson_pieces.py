"""The lesson's beginner pieces give the model's answers on every position a game
can reach, and its drawings fit a projector with readable text."""

from fractions import Fraction

import pytest

from gamelib.tictactoe import (
    Board,
    count_positions,
    explain_move,
    lesson,
    minimax_player,
    odds_against_a_random_human,
    pattern_player,
    winning_line,
)
from gamelib.tictactoe.analysis import reachable_positions
from gamelib.tictactoe.cells import is_finished, mover
from gamelib.tictactoe.players import PATTERNS
from gamelib.views import MAX_WIDTH, MIN_TEXT_PX

POSITIONS = sorted(reachable_positions())
RULE = "\n---+---+---\n"
# Each lesson piece is the model's own (kept once), so what they are compared with
# below is written again here, independently, as the handout states it.
COUNTER_CLOCKWISE = (2, 5, 8, 1, 4, 7, 0, 3, 6)
CENTRE_FIRST = (4, 0, 1, 2, 3, 5, 6, 7, 8)


def handout_drawing(symbols):
    return RULE.join(" " + " | ".join(symbols[r : r + 3]) for r in (0, 3, 6))


def fits(pattern, cells):
    return all(
        symbol == "*" or cell == (" " if symbol == "?" else symbol)
        for symbol, cell in zip(pattern, cells, strict=True)
    )


O_TO_MOVE = [p for p in POSITIONS if not is_finished(p) and mover(p) == "O"]


def test_there_are_all_the_positions():
    assert len(POSITIONS) == count_positions() == 5478
    assert len(O_TO_MOVE) == 2097


def test_a_new_board_is_nine_blanks_and_a_new_list_each_time():
    first, second = lesson.new_board(), lesson.new_board()
    assert first == [" "] * 9 and first is not second


@pytest.mark.parametrize("square", [-10, -1, 9, 12, "4", None, 4.5])
def test_place_refuses_what_is_not_a_square(square):
    board = lesson.new_board()
    assert lesson.place(board, square, "X") is False
    assert board == lesson.new_board()


def test_place_agrees_with_the_model_on_every_position_and_square():
    for cells in POSITIONS:
        for square in range(9):
            board = list(cells)
            legal = cells[square] == " "
            assert lesson.place(board, square, "O") is legal
            assert board == (
                list(cells[:square]) + ["O"] + list(cells[square + 1 :])
                if legal
                else list(cells)
            )


def test_winner_and_board_text_agree_with_the_model_everywhere():
    for cells in POSITIONS:
        # winner is kept once (the model's searches use the lesson's); the
        # model's winning_line and outcome are the independent answers.
        line = winning_line(cells)
        assert lesson.winner(list(cells)) == (None if line is None else cells[line[0]])
        outcome = Board(cells).outcome()
        won_by = None if outcome is None or outcome.draw else outcome.winner
        assert lesson.winner(list(cells)) == won_by
        numbered = [c if c != " " else str(s) for s, c in enumerate(cells)]
        assert lesson.board_text(list(cells)) == handout_drawing(numbered)
        assert lesson.board_text(list(cells)) == str(Board(cells))


def test_drawing_prints_each_pattern_as_the_model_does():
    for pattern, text in zip(PATTERNS, lesson.PATTERNS, strict=True):
        assert lesson.drawing(text) == handout_drawing(text) == str(pattern)
        assert tuple(text) == pattern.cells


def test_matches_agrees_with_the_model_on_every_pattern_and_position():
    for cells in POSITIONS:
        for pattern, text in zip(PATTERNS, lesson.PATTERNS, strict=True):
            assert lesson.matches(text, list(cells)) == fits(text, cells)
            assert pattern.matches(cells) == fits(pattern, cells)


def test_rotate_is_the_handouts_quarter_turn():
    for cells in POSITIONS[:500]:
        assert lesson.rotate(cells) == [cells[i] for i in COUNTER_CLOCKWISE]
    assert lesson.rotate("?OO******") == list("O**O**?**")


def test_fallback_square_follows_the_centre_first_order():
    for cells in POSITIONS:
        empty = [s for s in CENTRE_FIRST if cells[s] == " "]
        assert lesson.fallback_square(list(cells)) == (empty[0] if empty else None)


def test_computer_move_is_the_models_in_every_position_where_o_moves():
    for cells in O_TO_MOVE:
        assert lesson.computer_move(list(cells)) == explain_move(cells).square


def test_computer_move_leaves_the_board_alone():
    board = list("OX  X    ")
    assert lesson.computer_move(board) == 7
    assert board == list("OX  X    ")


# -- as_player: the lesson's functions on the course's boards --------------------------


def test_as_player_hands_a_fresh_list_and_keeps_the_name():
    seen = []

    def scribbler(board):
        seen.append(board)
        board[0] = "Z"
        return board.index(" ")

    player = lesson.as_player(scribbler)
    game = Board("    X    ")
    assert player(game) == 1
    assert isinstance(seen[0], list) and game.cells == tuple("    X    ")
    assert player.__name__ == "scribbler"


def test_as_player_refuses_what_is_not_a_function():
    with pytest.raises(TypeError, match="a computer player is a function"):
        lesson.as_player(4)


def test_the_lesson_computer_as_a_player_is_the_pattern_player():
    player = lesson.as_player(lesson.computer_move)
    for cells in O_TO_MOVE[:300]:
        assert player(Board(cells)) == pattern_player(Board(cells))


# -- odds against a human who plays at random ------------------------------------------


def independent_odds(choose, cells=(" ",) * 9, chance=Fraction(1)):
    """The same odds by plain recursion over tuples, sharing no code with analysis."""
    lines = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8)]
    lines += [(0, 4, 8), (2, 4, 6)]
    for a, b, c in lines:
        if cells[a] != " " and cells[a] == cells[b] == cells[c]:
            return {cells[a]: chance}
    empty = [s for s in range(9) if cells[s] == " "]
    if not empty:
        return {"tie": chance}
    odds = {}
    if cells.count("X") == cells.count("O"):
        moves = [(s, chance / len(empty)) for s in empty]
        mark = "X"
    else:
        moves = [(choose(list(cells)), chance)]
        mark = "O"
    for square, weight in moves:
        child = cells[:square] + (mark,) + cells[square + 1 :]
        for key, value in independent_odds(choose, child, weight).items():
            odds[key] = odds.get(key, 0) + value
    return odds


def lowest_square(board):
    return list(board).index(" ")


@pytest.mark.parametrize("computer", [lesson.computer_move, lowest_square])
def test_odds_against_a_random_human_are_exact(computer):
    odds = odds_against_a_random_human(lesson.as_player(computer))
    assert sum(odds.values()) == 1
    expected = independent_odds(computer)
    assert {key: odds[key] for key in expected} == expected
    assert all(odds[key] == 0 for key in odds.keys() - expected.keys())


def test_the_pattern_player_never_loses_to_chance_and_ties_about_one_game_in_seven():
    odds = odds_against_a_random_human(pattern_player)
    assert odds["X"] == 0
    assert round(float(odds["tie"]), 3) == 0.141
    assert odds_against_a_random_human(minimax_player)["tie"] > odds["tie"]


def test_odds_refuse_what_is_not_a_player():
    with pytest.raises(TypeError, match="a computer player is a function"):
        odds_against_a_random_human("pattern_player")


# -- the drawings ----------------------------------------------------------------------


class Canvas:
    """Records what a drawing does: text with its font, and every shape's extent."""

    def __init__(self):
        self.texts = []
        self.extents = []
        self.font = "10px serif"

    def __setattr__(self, name, value):
        object.__setattr__(self, name, value)

    def fill_text(self, text, x, y):
        size = float(self.font.split("px")[0].split()[-1])
        self.texts.append((text, size, x, y))

    def fill_rect(self, x, y, width, height):
        self.extents.append((x, y, x + width, y + height))

    stroke_rect = fill_rect

    def stroke_line(self, x1, y1, x2, y2):
        self.extents.append((min(x1, x2), min(y1, y2), max(x1, x2), max(y1, y2)))

    def stroke_circle(self, x, y, r):
        self.extents.append((x - r, y - r, x + r, y + r))


def drawn(draw, *arguments):
    canvas = Canvas()
    draw(canvas, *arguments)
    return canvas


def assert_inside(canvas, width, height):
    for left, top, right, bottom in canvas.extents:
        assert 0 <= left and 0 <= top and right <= width and bottom <= height
    assert all(size >= MIN_TEXT_PX for _, size, _, _ in canvas.texts)


@pytest.mark.parametrize("cells", ["         ", "OX  X  O ", "OXXXOOOXX", "XXXOO    "])
def test_the_board_stays_on_its_canvas_with_readable_text(cells):
    canvas = drawn(lesson.draw_board, list(cells), 7)
    assert_inside(canvas, lesson.SIZE, lesson.BOARD_HEIGHT)
    assert lesson.BOARD_HEIGHT <= MAX_WIDTH


def test_the_strip_says_how_the_game_stands():
    def strip(cells):
        return drawn(lesson.draw_strip, list(cells)).texts[-1][0]

    assert strip("OX  X  O ") == "X to play: click a square."
    assert strip("OXXXOOOXX") == "It's a tie: nobody won."
    assert strip("XXXOO    ") == "X wins: three in a row!"
    assert strip("OOOXX X  ") == "O wins: three in a row!"


def test_the_strip_says_what_the_winner_it_is_given_says():
    """The board passes the notebook's winner: a learner's that never sees a
    line, or always sees O's, is what the strip shows, not the course's."""

    def never(board):
        return None

    def always_o(board):
        return "O"

    board = list("XXXOO    ")
    assert drawn(lesson.draw_strip, board, never).texts[-1][0] == (
        "X to play: click a square."
    )
    assert drawn(lesson.draw_board, board, None, always_o).texts[-1][0] == (
        "O wins: three in a row!"
    )


def test_empty_squares_show_their_numbers_and_marks_do_not():
    texts = [t[0] for t in drawn(lesson.draw_board, list("OX  X  O ")).texts]
    assert texts[:-1] == ["2", "3", "5", "6", "8"]


def test_a_winning_line_is_struck_through():
    canvas = drawn(lesson.draw_board, list("XXXOO    "))
    assert (50.0, 50.0, 250.0, 50.0) in canvas.extents


def test_every_picture_fits_the_projector_with_readable_text():
    for first, last, _question in lesson.PATTERN_GROUPS:
        canvas = drawn(lesson.draw_pattern_group, first, last)
        assert_inside(
            canvas, lesson.PATTERNS_WIDTH, lesson.pattern_group_height(first, last)
        )
        assert [t[0] for t in canvas.texts if t[0].startswith("#")] == [
            f"#{n}" for n in range(first, last + 1)
        ]
    turns = drawn(lesson.draw_turns, list("OX  X    "), 12, 2)
    assert_inside(turns, lesson.TURNS_WIDTH, lesson.TURNS_HEIGHT)
    assert ("O takes 7", 16.0) in [(t[0], t[1]) for t in turns.texts]
    for cells in ["OX  X    ", "   XOX   "]:
        why = drawn(lesson.draw_why, list(cells), explain_move(cells))
        assert_inside(why, lesson.WHY_WIDTH, lesson.WHY_HEIGHT)
    chart = drawn(
        lesson.draw_results,
        [("the handout", {"O": 324, "tie": 133}), ("minimax", {"O": 386, "X": 1})],
    )
    assert_inside(chart, lesson.RESULTS_WIDTH, lesson.RESULTS_HEIGHT)
    assert {"324", "133", "0", "386", "1", "the handout", "minimax"} <= {
        t[0] for t in chart.texts
    }
    widths = [lesson.PATTERNS_WIDTH, lesson.TURNS_WIDTH, lesson.WHY_WIDTH]
    assert max([*widths, lesson.RESULTS_WIDTH]) <= MAX_WIDTH


def test_the_tallest_bar_is_the_largest_count():
    chart = drawn(lesson.draw_results, [("a", {"O": 100, "tie": 50, "X": 0})])
    bars = [e for e in chart.extents if e[3] == 240 and e[2] - e[0] == 30]
    heights = [bottom - top for _, top, _, bottom in bars]
    assert heights == [170, 85, 0]


def test_the_why_panel_names_the_turns_the_pattern_and_the_move():
    texts = [
        t[0]
        for t in drawn(
            lesson.draw_why, list("OX  X    "), explain_move("OX  X    ")
        ).texts
    ]
    assert {"after 2 turns", "pattern #12", "O takes 7"} <= set(texts)
    fallback = drawn(lesson.draw_why, list("   XOX   "), explain_move("   XOX   "))
    assert {"no pattern fits", "O takes 0"} <= {t[0] for t in fallback.texts}
    empty = drawn(lesson.draw_why, None, None)
    assert [t[0] for t in empty.texts] == ["as O sees it", "the pattern", "O's move"]
    assert_inside(empty, lesson.WHY_WIDTH, lesson.WHY_HEIGHT)


def test_each_pixel_of_the_grid_is_the_square_drawn_there():
    for y in range(0, lesson.BOARD_HEIGHT, 7):
        for x in range(0, lesson.SIZE, 7):
            expected = 3 * (y // 100) + x // 100 if y < lesson.SIZE else None
            assert lesson.square_at(x, y) == expected
    assert lesson.square_at(-1, 50) is None and lesson.square_at(300, 50) is None
    assert lesson.square_at(150.5, 20.7) == 1

"""The view's half the learner writes (milestone 4): ``answer_click`` and
``announce``, their checks, and the board that runs on them.

Each wrong handler below is one a learner really writes (it forgets to empty the
hand, lets the IllegalMoveError escape, moves from the wrong square...); the test
names the case that must catch it. The table tests prove the board takes over
only what a handler did right, in words, and leaves nothing half-played.
"""

import pytest

from gamelib.errors import IllegalMoveError
from gamelib.quixo import lesson
from gamelib.quixo.lesson import can_take, makeMove, winner
from gamelib.quixo.lesson import checks as check
from gamelib.quixo.lesson.board import COURSE_RULES, learner_rules
from gamelib.quixo.lesson.table import Table
from tests.quixo.test_quixo_checks import failures


def test_the_course_handler_and_announcement_pass():
    for battery, piece in [
        (check.answer_click, lesson.answer_click),
        (check.announce, lesson.announce),
    ]:
        report = battery.run(piece)
        assert report.all_passed, report.text()


def keeps_the_hand_after_a_move(board, hand, row, column):
    if hand["picked"] is None:
        if not can_take(board, row, column):
            return "Not on the edge."
        hand["picked"] = (row, column)
        return "Picked up."
    if (row, column) == hand["picked"]:
        hand["picked"] = None
        return "Put back."
    try:
        makeMove(board, *hand["picked"], row, column)
    except IllegalMoveError as error:
        return str(error)
    return lesson.announce(board)


def lets_the_error_escape(board, hand, row, column):
    if hand["picked"] is None:
        hand["picked"] = (row, column) if can_take(board, row, column) else None
        return "Picked up." if hand["picked"] else "Not on the edge."
    if (row, column) == hand["picked"]:
        hand["picked"] = None
        return "Put back."
    makeMove(board, *hand["picked"], row, column)
    hand["picked"] = None
    return lesson.announce(board)


def picks_anything(board, hand, row, column):
    if hand["picked"] is None:
        hand["picked"] = (row, column)
        return "Picked up."
    return lesson.answer_click(board, hand, row, column)


def refuses_without_a_reason(board, hand, row, column):
    if hand["picked"] is None and not can_take(board, row, column):
        return "No."
    return lesson.answer_click(board, hand, row, column)


def moves_the_clicked_square(board, hand, row, column):
    if hand["picked"] is None or (row, column) == hand["picked"]:
        return lesson.answer_click(board, hand, row, column)
    try:
        makeMove(board, row, column, *hand["picked"])
    except IllegalMoveError as error:
        return str(error)
    hand["picked"] = None
    return lesson.announce(board)


def prints_instead_of_returning(board, hand, row, column):
    print(lesson.answer_click(board, hand, row, column))


def never_puts_back(board, hand, row, column):
    if hand["picked"] is not None and (row, column) == hand["picked"]:
        return "It is in your hand: place it."
    return lesson.answer_click(board, hand, row, column)


def says_whose_turn_after_a_win(board, hand, row, column):
    said = lesson.answer_click(board, hand, row, column)
    return f"{board.turn} to move." if said.endswith("in a row!") else said


WRONG_HANDLERS = [
    (keeps_the_hand_after_a_move, "a click on a place makes the move"),
    (lets_the_error_escape, "a place that is not allowed is refused"),
    (picks_anything, "a block off the edge is refused"),
    (picks_anything, "the other player's block is refused too"),
    (refuses_without_a_reason, "a block off the edge is refused, with the reason"),
    (moves_the_clicked_square, "a click on a place makes the move"),
    (prints_instead_of_returning, "a block that may be taken is picked up"),
    (never_puts_back, "a click on the block in hand puts it back"),
    (says_whose_turn_after_a_win, "a winning move is announced"),
]


@pytest.mark.parametrize(("wrong", "caught"), WRONG_HANDLERS)
def test_answer_click_catches(wrong, caught):
    assert any(name.startswith(caught) for name in failures(check.answer_click, wrong))


def ignores_both_lines(board):
    for symbol in "XO":
        if lesson.has_line(board, symbol):
            return f"{symbol} wins!"
    return f"{board.turn} to move."


def always_the_turn(board):
    return f"{board.turn} to move."


def prints_the_winner(board):
    print(winner(board))


def says_win_every_time(board):
    return f"{winner(board) or board.turn} wins?"


@pytest.mark.parametrize(
    ("wrong", "caught"),
    [
        (ignores_both_lines, "both lines: the last mover loses"),
        (always_the_turn, "a line of X: X wins"),
        (prints_the_winner, "no line: it names the player to move"),
        (says_win_every_time, "no line: it names the player to move"),
    ],
)
def test_announce_catches(wrong, caught):
    assert caught in failures(check.announce, wrong)


# -- the board runs on the learner's handler ------------------------------------


def table_on(handler, make_move=makeMove):
    return Table(rules=learner_rules(lesson.createBoard, make_move, winner, handler))


def test_the_board_shows_the_learners_sentences_and_plays_their_move():
    def polite(board, hand, row, column):
        said = lesson.answer_click(board, hand, row, column)
        return f"Dear player: {said}"

    table = table_on(polite)
    assert table.note.startswith("Runs on your answer_click")
    table.click((2, 2))
    assert table.note.startswith("Dear player: Not that block") and table.alarm
    table.click((0, 1))
    assert table.picked == (0, 1) and table.places() == {(0, 0), (0, 4), (4, 1)}
    table.click((4, 1))
    assert table.game.rows()[4] == "-X---"
    assert table.note == "Last move: X (0, 1) → (4, 1). Dear player: O to move."
    table.undo()
    assert table.game.rows()[4] == "-----"


def test_a_handler_that_picks_a_block_the_rules_refuse_is_refused_in_words():
    table = table_on(picks_anything)
    reaction = table.click((2, 2))
    assert reaction.sounds == ["illegal"] and table.picked is None
    assert "takes no move from there" in table.note


def test_a_handler_that_returns_no_sentence_changes_nothing():
    table = table_on(prints_instead_of_returning)
    table.click((0, 1))
    assert table.picked is None and "not a sentence" in table.note


def test_a_handler_that_moves_with_nothing_in_hand_plays_nothing():
    def slides_at_once(board, hand, row, column):
        makeMove(board, row, column, 4, column)
        return "Moved."

    table = table_on(slides_at_once)
    table.click((0, 1))
    assert not table.game.history and "Nothing was played" in table.note


def test_a_handler_that_raises_leaves_the_game_as_it_was():
    def crashes_on_a_place(board, hand, row, column):
        if hand["picked"] is not None:
            raise ZeroDivisionError("oops")
        return lesson.answer_click(board, hand, row, column)

    table = table_on(crashes_on_a_place)
    table.click((0, 1))
    table.click((4, 1))  # played on a copy: the crash is said, not raised
    assert table.picked == (0, 1) and not table.game.history
    assert table.note.startswith("Nothing was played: answer_click crashed with")
    assert "ZeroDivisionError: oops" in table.note and "line" in table.note


@pytest.mark.timeout(60)
def test_a_handler_that_never_ends_or_exits_is_stopped_and_said():
    def loops(board, hand, row, column):
        while True:
            pass

    def exits(board, hand, row, column):
        raise SystemExit(1)

    for handler, said in ((loops, "did not finish"), (exits, "sys.exit()")):
        table = table_on(handler)
        table.click((0, 1))
        assert said in table.note and not table.game.history


def test_the_course_rules_answer_clicks_themselves_with_four_players():
    assert COURSE_RULES.answer_click is None
    table = Table(rules=COURSE_RULES, mode="Four players (two teams)")
    table.click((2, 2))
    assert table.note.startswith("That block is not on the edge")


def test_the_computer_plays_on_the_learners_rules():
    table = table_on(lesson.answer_click)
    table.new_game("Against the computer: easy")
    table.click((0, 0))
    table.click((0, 4))
    table.computer_move()
    assert len(table.game.history) == 2 and table.game.turn == "X"


def test_a_handler_that_moves_another_block_than_the_one_in_hand_plays_nothing():
    table = table_on(moves_the_clicked_square)
    table.click((0, 1))
    reaction = table.click((4, 1))  # it slides from (4, 1) to (0, 1) instead
    assert reaction.sounds == ["illegal"] and not table.game.history
    assert "call makeMove with the block in hand" in table.note
    assert table.game.rows() == ["-----"] * 5

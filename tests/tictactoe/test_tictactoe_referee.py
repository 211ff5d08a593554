"""The course's rules hold each step of the learner's pieces while the board plays.

``judged_move`` and ``judge_reply`` compare the board before and after a
learner's handler: every way a piece could break a rule is refused with a
``PieceRuleError`` (an ``IllegalMoveError``, so a ``ValueError``) that says which
piece did what and which rule it broke; a refused move or the end of a game is no
error. ``started`` takes a new game only from a ``new_board`` that makes one.
"""

import re

import pytest

from gamelib.errors import IllegalMoveError, PieceRuleError
from gamelib.tictactoe.lesson import judge_reply, judged_move, new_board, said, started


def test_a_move_on_a_free_square_is_its_square():
    assert judged_move(list("         "), list("    X    "), "X", "answer_click") == 4
    assert judged_move(list("    X    "), list("O   X    "), "O", "computer_reply") == 0


def test_a_refused_move_changes_nothing_and_is_no_error():
    assert (
        judged_move(list("O   X    "), list("O   X    "), "X", "answer_click") is None
    )


@pytest.mark.parametrize(
    ("before", "after", "mark", "words"),
    [
        ("         ", "   XX    ", "X", "changed squares 3, 4 at once"),
        ("    X    ", "O   O    ", "O", "changed squares 0, 4 at once"),
        ("O   X    ", "X   X    ", "X", "square 0 is already taken by O"),
        ("         ", "    O    ", "X", "put 'O' on square 4, but this move is X's"),
        ("    X    ", "    ?    ", "X", "put '?' on square 4"),
        ("XXXOO    ", "XXXOOO   ", "O", "the game is over (X has won)"),
        ("XOXXOOOXX", "XOXXOOOXX", "X", None),  # a full board, nothing played
    ],
)
def test_each_broken_rule_is_said_in_words(before, after, mark, words):
    if words is None:
        assert judged_move(list(before), list(after), mark, "piece") is None
        return
    with pytest.raises(PieceRuleError, match=re.escape(words)) as caught:
        judged_move(list(before), list(after), mark, "my_piece")
    assert str(caught.value).startswith("my_piece ")
    assert str(caught.value).endswith(".")
    assert isinstance(caught.value, IllegalMoveError | ValueError)


@pytest.mark.parametrize("after", [None, "    X    ", list("    X   "), ["X"] * 10])
def test_a_board_that_is_no_list_of_nine_is_refused(after):
    with pytest.raises(PieceRuleError, match="not a list of nine squares"):
        judged_move(list("         "), after, "X", "answer_click")


def test_the_computer_must_answer_while_the_game_goes_on():
    with pytest.raises(PieceRuleError, match="played no O though the game goes on"):
        judge_reply(list("    X    "), list("    X    "), "The computer thinks.")
    with pytest.raises(PieceRuleError, match="It said: None"):
        judge_reply(list("    X    "), list("    X    "), None)


def test_after_a_winning_or_last_move_the_computer_plays_nothing():
    assert judge_reply(list("XXXOO    "), list("XXXOO    "), "You win!") is None
    assert judge_reply(list("XOXXOOOXX"), list("XOXXOOOXX"), "A tie.") is None
    with pytest.raises(PieceRuleError, match=re.escape("the game is over (X has")):
        judge_reply(list("XXXOO    "), list("XXXOOO   "), "The computer took 5.")


def test_a_new_game_starts_on_the_learners_board_when_it_is_one():
    board, note = started(new_board)
    assert board == [" "] * 9 and note is None


@pytest.mark.parametrize(
    "made", [None, [" "] * 8, ["X"] + [" "] * 8, tuple(" " * 9), " " * 9]
)
def test_a_new_board_that_is_no_empty_board_is_replaced_saying_why(made):
    board, note = started(lambda: made)
    assert board == [" "] * 9
    assert note.startswith("Your new_board made ")
    assert note.endswith("so this game starts on the course's new_board.")


def test_the_sentences_join_unless_one_is_no_sentence():
    assert said("You took 4.", "The computer took 0.") == (
        "You took 4. The computer took 0."
    )
    assert said("You took 4.", None) is None
    assert said(3, "The computer took 0.") == 3

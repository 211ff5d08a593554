"""The lesson's board calls each of the learner's pieces as often as the rules need.

A learner who puts a ``print`` in their ``winner`` or ``computer_move`` sees one line
per call, so the board must not call a piece again to learn what it already knows.
The board is the lesson's own class, run from its cells, with each piece of the
notebook wrapped in a counter. One click that plays a round calls ``answer_click``,
``computer_reply`` and the computer once each and ``place`` twice (your X, then O);
``winner`` four times: ``ending`` in ``answer_click`` (no move after the end), twice
in ``computer_reply`` (did your move end the game, did O's), and once in the strip
under the redrawn board. The referee judges the steps with the course's own rules,
so it calls none of the learner's pieces.
"""

from collections import Counter

import pytest

from gamelib.tictactoe.lesson import centre
from tests.lesson_boards import board_class

PIECES = (
    "new_board",
    "place",
    "winner",
    "ending",
    "answer_click",
    "computer_reply",
    "computer_move",
    "fallback_square",
)

A_ROUND = {
    "answer_click": 1,
    "ending": 3,
    "winner": 4,
    "place": 2,
    "computer_reply": 1,
    "computer_move": 1,
}


@pytest.fixture
def counted():
    """The lesson's board class, its pieces counted, and the counter."""
    board_type = board_class("02-tictactoe.ipynb", "TicTacToeBoard")
    namespace = board_type.__init__.__globals__
    calls: Counter[str] = Counter()

    def counting(name, piece):
        def piece_counted(*args, **kwargs):
            calls[name] += 1
            return piece(*args, **kwargs)

        piece_counted.__name__ = name
        return piece_counted

    for name in PIECES:
        namespace[name] = counting(name, namespace[name])
    return board_type, namespace, calls


def calls_of(calls: Counter[str], action) -> dict[str, int]:
    calls.clear()
    action()
    return {name: count for name, count in calls.items() if name in PIECES}


@pytest.mark.timeout(60)
def test_a_round_calls_each_piece_as_often_as_the_rules_need(counted):
    board_type, namespace, calls = counted
    made = []
    started = calls_of(
        calls, lambda: made.append(board_type(computer=namespace["computer_move"]))
    )
    assert started == {"new_board": 1, "winner": 1}  # the board is drawn once
    board = made[0]
    for square in (4, 1):  # O answers 0, then 7: patterns fit, no fallback
        click = calls_of(calls, lambda square=square: board.click(*centre(square)))
        assert click == A_ROUND
    assert calls_of(calls, lambda: board.key("2")) == A_ROUND  # a key is a click


@pytest.mark.timeout(60)
def test_a_refused_click_asks_only_answer_click_and_redraws_nothing(counted):
    board_type, namespace, calls = counted
    board = board_type(computer=namespace["computer_move"])
    board.click(*centre(4))
    taken = calls_of(calls, lambda: board.click(*centre(4)))
    assert taken == {"answer_click": 1, "ending": 1, "winner": 1}
    outside = calls_of(calls, lambda: board.click(150, 330))
    assert outside == {"answer_click": 1, "ending": 1, "winner": 1}


@pytest.mark.timeout(60)
def test_new_game_makes_one_board_and_draws_it_once(counted):
    board_type, namespace, calls = counted
    board = board_type(computer=namespace["computer_move"])
    board.click(*centre(4))
    assert calls_of(calls, board.new_game) == {"new_board": 1, "winner": 1}


@pytest.mark.timeout(60)
def test_a_winning_click_asks_no_computer_and_a_click_after_the_end_no_place(counted):
    board_type, namespace, calls = counted
    board = board_type(computer=namespace["computer_move"])
    board.game = list("XX OO X  ")  # X to move; square 2 wins the top row
    won = calls_of(calls, lambda: board.click(*centre(2)))
    # Your move ended the game: computer_reply says so without asking the computer.
    assert won == {
        "answer_click": 1,
        "ending": 2,
        "winner": 3,
        "place": 1,
        "computer_reply": 1,
    }
    after = calls_of(calls, lambda: board.click(*centre(8)))
    assert after == {"answer_click": 1, "ending": 1, "winner": 1}

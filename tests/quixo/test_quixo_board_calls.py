"""The lesson's board calls the learner's pieces as often as the rule needs (issue 25).

The board is built as the notebook builds it (its own cells, ``tests/lesson_boards``),
after every piece of the notebook (``createBoard``, ``can_take``, ``places_for``,
``makeMove``, ``winner``, ``announce``, ``answer_click``) is wrapped in a counter in
the notebook's namespace, so calls between the pieces count too. A pick asks
``makeMove`` at most once, a placed move asks ``makeMove`` and ``createBoard`` at
most 3 times each: a learner who prints in ``makeMove`` sees a line per move, not
hundreds.
"""

import functools
from collections import Counter

import pytest

from tests.lesson_boards import board_class

PIECES = (
    "createBoard",
    "can_take",
    "places_for",
    "makeMove",
    "winner",
    "announce",
    "answer_click",
)


@pytest.fixture(scope="module")
def quixo_game():
    return board_class("04-quixo.ipynb", "QuixoGame")


def counted_board(quixo_game):
    namespace = quixo_game.__init__.__globals__
    calls: Counter[str] = Counter()
    for name in PIECES:
        piece = namespace[name]
        piece = getattr(piece, "__wrapped_piece__", piece)

        def counting(*arguments, _piece=piece, _name=name, **keywords):
            calls[_name] += 1
            return _piece(*arguments, **keywords)

        functools.update_wrapper(counting, piece)
        counting.__wrapped_piece__ = piece
        namespace[name] = counting
    return quixo_game(css_class="quixo-counted"), calls


def per_click(board, calls, square):
    calls.clear()
    board.pick(*square)
    return dict(calls)


@pytest.mark.timeout(60)
def test_a_pick_and_a_placed_move_ask_the_learners_pieces_a_few_times(quixo_game):
    board, calls = counted_board(quixo_game)
    assert board.table.rules.name == "your rules"
    measured = []
    for pick, place in [((0, 0), (0, 4)), ((4, 4), (0, 4)), ((1, 0), (4, 0))]:
        picked = per_click(board, calls, pick)
        assert picked.get("makeMove", 0) <= 1, picked
        placed = per_click(board, calls, place)
        assert placed.get("makeMove", 0) <= 3, placed
        assert placed.get("createBoard", 0) <= 3, placed
        assert placed.get("winner", 0) <= 3, placed
        measured.append((picked, placed))
    assert len(board.table.game.history) == 3
    # Measured: a pick asks createBoard, answer_click, can_take and places_for once
    # each and makeMove never; a placed move asks createBoard 3 times (the click's
    # board, the move, the new position), makeMove 2 (answer_click's, the rules'),
    # winner 2, and can_take once per square of the new position (its lit blocks).
    print(measured)


@pytest.mark.timeout(60)
def test_a_refused_pick_asks_makemove_at_most_once(quixo_game):
    board, calls = counted_board(quixo_game)
    refused = per_click(board, calls, (2, 2))  # not on the edge
    assert refused.get("makeMove", 0) <= 1, refused
    assert board.table.alarm and board.table.picked is None

"""A learner's rules and computer player, plugged into the course's board.

``LessonRules`` made of the course's own lesson pieces must play exactly as the
model does; made of a wrong ``makeMove`` it must show that mistake (the board shows
the learner's rules, right or wrong); stubs fall back to the course's rules.
"""

import random

import pytest

from gamelib.errors import GameOverError, IllegalMoveError
from gamelib.quixo import Board, Move, lesson
from gamelib.quixo.lesson.board import (
    COURSE_RULES,
    LessonRules,
    learner_rules,
    lesson_player,
)
from gamelib.quixo.state import MoveRecord, PickError


def reference_rules(size=5):
    return LessonRules(lesson.createBoard, lesson.makeMove, lesson.winner, size)


def squares(size):
    return [(row, column) for row in range(size) for column in range(size)]


@pytest.mark.parametrize("seed", range(6))
def test_the_lesson_pieces_play_as_the_model_does(seed):
    rng = random.Random(seed)
    model, mine = Board(), reference_rules()
    while not model.is_over() and len(model.history) < 80:
        assert mine.rows() == model.rows() and mine.turn == model.turn
        for square in squares(5):
            assert mine.can_take(square) == model.can_take(square), square
        picks = [square for square in squares(5) if model.can_take(square)]
        for pick in picks:
            assert sorted(mine.places(pick)) == sorted(model.places(pick))
        assert sorted(mine.legal_moves) == sorted(model.legal_moves)
        move = rng.choice(list(model.legal_moves))
        mine.push(move)
        model.push(move)
        assert (mine.outcome() is None) == (model.outcome() is None)
    if model.is_over():
        assert mine.outcome().winner == model.outcome().winner
        assert mine.winning_lines() == model.winning_lines()
        with pytest.raises(GameOverError):
            mine.check(Move((0, 0), (0, 4)))


def test_pop_takes_a_move_back():
    mine = reference_rules()
    mine.push(Move((0, 1), (4, 1)))
    assert mine.pop() == Move((0, 1), (4, 1))
    assert mine.rows() == ["-----"] * 5 and mine.turn == "X" and mine.history == ()
    with pytest.raises(IndexError):
        mine.pop()


def test_an_illegal_move_is_refused_with_the_learners_reason():
    mine = reference_rules()
    with pytest.raises(IllegalMoveError, match="goes back at one of"):
        mine.check(Move((0, 1), (2, 1)))
    with pytest.raises(PickError, match="may not take the block at \\(2, 2\\)"):
        mine.places((2, 2))


def test_repeated_positions_may_be_claimed_as_a_draw_as_on_the_model():
    mine, model = reference_rules(3), Board(size=3)
    opening = [((0, 0), (2, 0)), ((0, 2), (2, 2))]
    cycle = [((2, 0), (0, 0)), ((2, 2), (0, 2)), ((0, 0), (2, 0)), ((0, 2), (2, 2))]
    claims = []
    for move in opening + cycle * 3:
        claims.append(mine.can_claim_draw())
        assert claims[-1] == model.can_claim_draw()
        mine.push(Move(*move))
        model.push(Move(*move))
    assert claims[0] is False and any(claims)
    outcome = mine.claim_draw()
    assert outcome.draw and mine.is_over() and mine.turn is None


def take_anything(board, chooseRow, chooseColumn, placeRow, placeColumn):  # noqa: N803
    """A learner's makeMove that forgot the rule about the other player's blocks."""
    lesson.slide(board, chooseRow, chooseColumn, placeRow, placeColumn)
    if (placeRow, placeColumn) not in lesson.places_for(board, chooseRow, chooseColumn):
        raise IllegalMoveError("not an end")
    board.blocks[placeRow][placeColumn] = board.turn
    board.turn = lesson.other(board.turn)


def edge_only(board, row, column):
    """A learner's can_take that forgot the rule about the other player's blocks."""
    return lesson.is_on_edge(board, row, column)


def test_the_board_shows_the_learners_rules_even_when_they_are_wrong():
    mine = LessonRules(
        lesson.createBoard, take_anything, lesson.winner, can_take=edge_only
    )
    mine.push(Move((0, 1), (4, 1)))
    assert mine.turn == "O" and mine.can_take((4, 1))  # O may take X's block!
    assert not Board().copy().is_over()


def test_stubs_leave_the_course_rules_with_a_notice():
    def winner(board):
        """Who has won."""
        ...

    rules = learner_rules(lesson.createBoard, lesson.makeMove, winner)
    assert rules.full_model and rules.new_game is COURSE_RULES.new_game
    assert rules.notice.startswith("winner is still a stub")
    own = learner_rules(lesson.createBoard, lesson.makeMove, lesson.winner)
    assert not own.full_model and isinstance(own.new_game(5, 2), LessonRules)


def test_a_lesson_player_plays_on_the_course_board():
    def first_move(board):
        return 0, 0, 0, 4

    player = lesson_player(first_move)
    assert player(Board()) == Move((0, 0), (0, 4))
    assert player.__name__ == "first_move"


def test_a_move_on_the_learners_rules_is_recorded_as_on_the_model():
    """One MoveRecord for both games: the board and the tests read the same
    fields whichever rules a move was played by."""
    mine = LessonRules(lesson.createBoard, lesson.makeMove, lesson.winner)
    model = Board()
    for move in [Move((0, 1), (4, 1)), Move((4, 4), (4, 0)), Move((0, 0), (0, 4))]:
        record = mine.push(move)
        assert record == model.push(move)
        assert isinstance(record, MoveRecord)
    assert [record.took for record in mine.records] == ["-", "-", "-"]


def test_both_games_list_their_moves_with_the_one_move_generator():
    """The learner's rules fill in the model's hooks; the move generator, picks and
    places, rows and winning lines are written once, in ``Board``, one class below
    ``GameState``."""
    shared = ("_moves", "can_take", "places", "rows", "winning_lines", "turn_symbol")
    assert Board.__bases__[0].__name__ == "GameState" and issubclass(LessonRules, Board)
    for name in shared:
        assert name in vars(Board) and name not in vars(LessonRules), name

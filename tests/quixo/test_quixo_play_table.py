"""The playable board's behaviour, click by click, without a browser."""

import pytest

from gamelib.quixo import PASS, Board, Move, lesson
from gamelib.quixo.lesson.board import LessonRules, learner_rules
from gamelib.quixo.lesson.table import FOUR_PLAYERS, TWO_PLAYERS, Table
from tests.quixo.test_quixo_four_players import STUCK, STUCK_DOTS, four

EDGE = {(r, c) for r in range(5) for c in range(5) if r in (0, 4) or c in (0, 4)}


def test_before_a_pick_every_block_the_mover_may_take_is_highlighted():
    table = Table()
    assert table.takeable() == EDGE and table.places() == frozenset()
    assert table.note == "X to move: pick up a highlighted block."
    scene = table.scene()
    assert scene.takeable == EDGE and scene.title == "X to move"


def test_a_pick_highlights_the_places_and_a_second_click_puts_it_back():
    table = Table()
    assert table.click((0, 1)).sounds == ["pick"]
    assert table.picked == (0, 1) and table.takeable() == frozenset()
    assert table.places() == {(0, 0), (0, 4), (4, 1)}
    assert table.click((0, 1)).sounds == ["put back"]
    assert table.picked is None and table.note.startswith("Put back.")


def test_a_place_click_makes_the_move_and_returns_it_to_animate():
    table = Table()
    table.click((0, 1))
    reaction = table.click((4, 1))
    assert reaction.sounds == ["slide"]
    (step,) = reaction.steps
    assert step.move == Move((0, 1), (4, 1)) and step.symbol == "X"
    assert step.rows == ("-----",) * 5
    assert table.game.rows()[4] == "-X---" and table.game.turn == "O"
    assert table.note == "Last move: X (0, 1) → (4, 1). O to move."


@pytest.mark.parametrize(
    "clicks, said",
    [
        (
            [(2, 2)],
            "That block is not on the edge: only blocks of the outer ring move.",
        ),
        ([None], "That click is outside the board: click a block."),
        (
            [(0, 1), (2, 1)],
            "(2, 1) is not an end of row 0 or column 1: click a highlighted place.",
        ),
        (
            [(0, 1), (4, 1), (4, 1)],
            "That block shows X: you may only take a neutral block or your own (O).",
        ),
    ],
)
def test_every_other_click_is_refused_with_the_rule_in_words(clicks, said):
    table = Table()
    for square in clicks:
        reaction = table.click(square)
    assert reaction.sounds == ["illegal"] and table.alarm
    assert table.note == said
    assert table.scene().alarm


def test_a_refusal_changes_nothing():
    table = Table()
    before = table.game.copy()
    table.click((2, 2))
    assert table.game == before and table.picked is None


def test_a_win_is_shown_with_its_line_and_further_clicks_are_refused():
    table = Table()
    for move in [
        ((0, 0), (0, 4)),
        ((4, 2), (4, 4)),
        ((1, 4), (4, 4)),
        ((0, 2), (0, 0)),
    ]:
        table.play(move)
    for move in [
        ((1, 0), (1, 4)),
        ((4, 2), (0, 2)),
        ((2, 0), (2, 4)),
        ((2, 0), (4, 0)),
    ]:
        table.play(move)
    reaction = table.play(((3, 0), (3, 4)))
    assert reaction.sounds == ["slide", "win"]
    scene = table.scene()
    assert scene.title == "X wins: five in a row" and scene.title_symbol == "X"
    assert scene.winning_lines == (((0, 4), (1, 4), (2, 4), (3, 4), (4, 4)),)
    assert scene.takeable == frozenset()
    table.click((0, 0))
    assert table.note == "The game is over: press New game to play again."


def test_both_lines_made_by_the_mover_are_a_loss_on_the_board_too():
    table = Table()
    table.game = Board(rows=["-----", "XOOOO", "O----", "-----", "-XXXX"], turn="X")
    table.play(((0, 0), (4, 0)))
    assert table.scene().title == "O wins: the other side made both lines"


def test_play_from_code_refuses_an_illegal_move():
    table = Table()
    assert table.play(((2, 2), (0, 2))).sounds == ["illegal"]
    assert table.note.startswith("Not allowed: the block at (2, 2) is not on the edge")


def test_undo_takes_back_a_move_and_says_so():
    table = Table()
    assert table.undo().sounds == ["illegal"]
    table.play(((0, 1), (4, 1)))
    table.undo()
    assert table.game.history == () and table.note.startswith("Move taken back.")


def test_a_new_game_says_which_game_it_is():
    table = Table()
    table.play(((0, 1), (4, 1)))
    table.new_game("Four players (two teams)")
    assert table.game.history == () and table.game.players == 4
    assert table.note == (
        "New game: four players (two teams). A1 (team X) to move: pick up a"
        " highlighted block."
    )


def test_the_modes_and_a_mode_that_does_not_exist():
    names = [mode.name for mode in Table().modes]
    assert names[0] == TWO_PLAYERS and names[-1] == FOUR_PLAYERS
    assert "Against the computer: expert" in names
    with pytest.raises(ValueError, match="no mode 'chess'"):
        Table(mode="chess")


def test_against_the_computer_its_answer_follows_and_undo_takes_both_back():
    table = Table(mode="Against the computer: easy")
    table.play(((0, 1), (4, 1)))
    assert table.computer_to_move() and table.takeable() == frozenset()
    assert table.click((0, 0)).sounds == ["illegal"]
    assert table.note == "Wait: the computer is thinking."
    reaction = table.computer_move()
    assert reaction.sounds == ["slide"] and len(table.game.history) == 2
    assert not table.computer_to_move() and table.game.turn == "X"
    table.undo()
    assert table.game.history == ()


def test_thinking_in_the_background_keeps_the_game_and_refuses_clicks():
    table = Table(mode="Against the computer: easy")
    table.play(((0, 1), (4, 1)))
    copy = table.start_thinking()
    assert copy == table.game and copy is not table.game
    assert table.scene().title == "O (the computer) is thinking…"
    assert table.undo().sounds == ["illegal"] and table.claim_draw().sounds == [
        "illegal"
    ]
    assert not table.computer_to_move() and table.takeable() == frozenset()
    answer = table.player(copy)
    table.computer_played(answer)
    assert not table.thinking and table.game.turn == "X"
    assert table.computer_played(answer).steps == []  # a second answer is ignored
    assert len(table.game.history) == 2


def test_an_answer_for_a_game_started_again_is_ignored():
    table = Table(mode="Against the computer: easy")
    table.play(((0, 1), (4, 1)))
    answer = table.player(table.start_thinking())
    table.new_game()
    assert table.computer_played(answer).steps == [] and table.game.history == ()


def test_an_illegal_computer_move_is_shown_not_played():
    table = Table(opponents={"a cheat": lambda board: Move((2, 2), (0, 2))})
    table.new_game("Against a cheat")
    table.play(((0, 1), (4, 1)))
    table.computer_move()
    assert table.note.startswith("The computer chose an illegal move")
    assert len(table.game.history) == 1


def test_four_players_choose_the_dot_and_a_stuck_seat_passes():
    table = Table(mode=FOUR_PLAYERS)
    table.set_partner("A2")
    table.click((0, 0))
    table.click((0, 4))
    assert table.game.dot(0, 4) == "A2" and table.game.turn == "B1"
    assert "dot to A2" in table.note
    table.game = four(STUCK, "B2", **STUCK_DOTS)
    reaction = table.play(Move((1, 0), (0, 0), "B1"))
    assert table.game.history[-1] == PASS and table.game.turn == "B1"
    assert "A1 has no block to take, so passes." in table.note
    assert len(reaction.steps) == 1
    table.undo()
    assert table.game.turn == "B2" and table.game.history == ()


def test_a_block_slid_onto_its_own_kind_repeats_a_position_in_two_moves():
    table = Table()
    table.game = Board(rows=["XXX--", "-----", "-----", "-----", "OOO--"], turn="X")
    for _ in range(2):
        table.play(((0, 2), (0, 0)))  # the row reads the same after the slide
        table.play(((4, 2), (4, 0)))
    assert table.game.rows()[0] == "XXX--" and len(table.game.history) == 4
    assert table.can_claim_draw() and "may claim a draw" in table.note


def test_a_repeated_position_offers_a_draw_which_can_be_claimed():
    table = Table(size=3)
    assert table.claim_draw().sounds == ["illegal"]
    moves = [((0, 0), (2, 0)), ((0, 2), (2, 2))]
    moves += [
        ((2, 0), (0, 0)),
        ((2, 2), (0, 2)),
        ((0, 0), (2, 0)),
        ((0, 2), (2, 2)),
    ] * 2
    offered = False
    for move in moves:
        table.play(move)
        offered = offered or "may claim a draw" in table.note
    assert offered and table.can_claim_draw()
    table.claim_draw()
    assert table.game.outcome().draw
    assert table.scene().title == "Draw: the same position three times"


def test_a_learners_rules_show_their_own_refusals():
    table = Table(
        rules=learner_rules(lesson.createBoard, lesson.makeMove, lesson.winner)
    )
    assert isinstance(table.game, LessonRules)
    assert FOUR_PLAYERS not in [mode.name for mode in table.modes]
    assert table.note.startswith("Runs on the course's createBoard")
    table.click((2, 2))
    assert table.note.startswith("Not that block: X may not take the block at (2, 2)")
    table.click((0, 1))
    table.click((4, 1))
    assert table.game.rows()[4] == "-X---"


# -- issue 29: a board the learner's pieces leave unplayable is blamed on the right one
def writes_a_stray_block(board, pick_row, pick_column, place_row, place_column):
    """A makeMove that plays the move, then writes a block no player has."""
    lesson.makeMove(board, pick_row, pick_column, place_row, place_column)
    board.blocks[2][2] = "Z"


def makes_lower_case_blocks(listOfRows, turn="X"):  # noqa: N803 - the handout's name
    board = lesson.createBoard(listOfRows, turn)
    board.blocks[2][2] = "x"
    return board


def test_a_make_move_that_writes_a_bad_block_is_blamed_and_nothing_is_played():
    rules = learner_rules(lesson.createBoard, writes_a_stray_block, lesson.winner)
    table = Table(rules=rules)
    table.click((0, 0))
    reaction = table.click((0, 4))
    assert reaction.sounds == ["illegal"]
    assert table.note == (
        "Nothing was played: row 2, column 2 of the board your makeMove left is "
        "'Z': a block is '-', 'X' or 'O'."
    )
    assert "createBoard" not in table.note
    assert table.game.rows() == ["-----"] * 5 and not table.game.history
    assert table.scene().title == "X to move"  # the board still draws


def strays_for_o(board, pick_row, pick_column, place_row, place_column):
    """A makeMove that writes a stray block when O moves (the computer, here)."""
    mover = board.turn
    lesson.makeMove(board, pick_row, pick_column, place_row, place_column)
    if mover == "O":
        board.blocks[2][2] = "Z"


def test_a_make_move_that_leaves_a_bad_board_is_not_blamed_on_the_computer():
    rules = learner_rules(lesson.createBoard, strays_for_o, lesson.winner)
    table = Table(rules=rules, mode="Against the computer: easy")
    table.click((0, 1))
    table.click((4, 1))
    assert table.computer_move().sounds == ["illegal"]
    assert table.note.startswith("Nothing was played: row 2, column 2 of the board")
    assert "your makeMove left" in table.note and "computer chose" not in table.note
    assert len(table.game.history) == 1


def test_a_create_board_that_makes_a_bad_block_is_blamed_on_create_board():
    rules = learner_rules(makes_lower_case_blocks, lesson.makeMove, lesson.winner)
    with pytest.raises(Exception, match="the board your createBoard made is 'x'"):
        Table(rules=rules).scene()

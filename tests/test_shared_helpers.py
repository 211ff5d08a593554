"""The helpers every lesson leans on: pacing, the player convention, canvas safety."""

import pytest
from ipycanvas import Canvas, hold_canvas
from ipycanvas import canvas as ipycanvas_canvas

from gamelib import console as pacing
from gamelib.errors import GameOverError, IllegalMoveError
from gamelib.players import PlayerMoveError, choose_move, play_out
from gamelib.tictactoe import Board, minimax_player, pattern_player
from gamelib.views import ErrorReporter, forget_current_canvas, safe_hold


@pytest.fixture
def sleeps(monkeypatch):
    calls = []
    monkeypatch.setattr(pacing.time, "sleep", calls.append)
    return calls


def test_pause_sleeps_unless_fast_mode(monkeypatch, sleeps):
    monkeypatch.delenv("GAMELIB_FAST", raising=False)
    pacing.pause(0.5)
    assert sleeps == [0.5]
    assert pacing.delay_ms(300) == 300
    monkeypatch.setenv("GAMELIB_FAST", "1")
    pacing.pause(0.5)
    assert sleeps == [0.5]
    assert pacing.delay_ms(300) == 0


def test_fast_mode_zero_means_off(monkeypatch):
    monkeypatch.setenv("GAMELIB_FAST", "0")
    assert not pacing.fast_mode()


class Nim:
    """Take 1 or 2 from a pile; whoever takes the last one wins.

    Just the members ``play_out`` and ``choose_move`` use, in the course's shape.
    """

    def __init__(self, pile: int) -> None:
        self.pile, self.mover = pile, "A"

    @property
    def turn(self) -> str | None:
        return None if self.is_over() else self.mover

    def is_over(self) -> bool:
        return self.pile == 0

    def check(self, move) -> None:
        if self.is_over():
            raise GameOverError("the pile is empty")
        if move not in (1, 2) or isinstance(move, bool):
            raise IllegalMoveError(f"take 1 or 2, not {move!r}")
        if move > self.pile:
            raise IllegalMoveError(f"only {self.pile} left")

    def is_legal(self, move) -> bool:
        try:
            self.check(move)
        except IllegalMoveError:
            return False
        return True

    def push(self, move: int) -> tuple[str, int]:
        self.check(move)
        self.pile -= move
        taker, self.mover = self.mover, "B" if self.mover == "A" else "A"
        return taker, move


def greedy(state):
    return min(2, state.pile)


def careful(state):
    return 1


def test_play_out_alternates_players_until_the_game_ends():
    records = play_out(Nim(5), {"A": greedy, "B": careful})
    assert records == [("A", 2), ("B", 1), ("A", 2)]


def test_play_out_with_one_player_for_every_side():
    game = Nim(4)
    assert play_out(game, careful) == [("A", 1), ("B", 1), ("A", 1), ("B", 1)]
    assert game.is_over() and game.turn is None


def test_play_out_stops_a_game_that_never_ends():
    with pytest.raises(RuntimeError, match="not over after 3 moves"):
        play_out(Nim(10), careful, 3)


def test_play_out_runs_a_real_game():
    board = Board()
    records = play_out(board, {"X": minimax_player, "O": pattern_player})
    assert len(records) == 9 and records[-1].outcome.draw
    assert [record.square for record in records] == list(board.history)


def test_choose_move_returns_a_legal_move():
    assert choose_move(Nim(5), greedy) == 2


@pytest.mark.parametrize(
    "answer, reason",
    [
        (3, "take 1 or 2, not 3"),
        (True, "take 1 or 2, not True"),
        (None, "take 1 or 2, not None"),
    ],
)
def test_choose_move_names_a_player_whose_answer_breaks_a_rule(answer, reason):
    def sloppy(state):
        return answer

    game = Nim(5)
    with pytest.raises(PlayerMoveError, match=f"sloppy chose {answer!r}: {reason}"):
        choose_move(game, sloppy)
    assert game.pile == 5 and game.turn == "A"


def test_choose_move_refuses_an_answer_on_a_real_board():
    board = Board()
    board.push(4)
    with pytest.raises(PlayerMoveError, match="square 4 is already taken by X"):
        choose_move(board, lambda state: 4)
    with pytest.raises(PlayerMoveError, match="not the float 1.0"):
        choose_move(board, lambda state: 1.0)
    assert board.history == (4,)


def test_play_out_stops_at_an_illegal_answer_without_playing_it():
    game = Nim(3)
    with pytest.raises(PlayerMoveError, match="only 1 left"):
        play_out(game, {"A": greedy, "B": lambda state: 2})
    assert game.pile == 1 and game.turn == "B"


def test_a_player_asked_about_a_finished_game_is_not_asked_by_play_out():
    board = Board("XXXOO    ")
    assert play_out(board, pattern_player) == []


@pytest.fixture
def manager():
    manager = ipycanvas_canvas._CANVAS_MANAGER
    yield manager
    manager._caching = False
    manager._commands_cache, manager._buffers_cache = [], []


def test_ipycanvas_hold_canvas_stays_frozen_after_an_error(manager):
    """The pitfall safe_hold exists for: if this ever passes upstream, drop it."""
    with pytest.raises(ZeroDivisionError), hold_canvas():
        Canvas(width=10, height=10).fill_rect(0, 0, 5, 5)
        raise ZeroDivisionError("drawing failed")
    assert manager._caching is True


def test_safe_hold_flushes_and_unfreezes_after_an_error(manager):
    sent = []
    manager._send_custom = lambda command, buffers=(): sent.append(command)
    try:
        with pytest.raises(ZeroDivisionError), safe_hold():
            Canvas(width=10, height=10).fill_rect(0, 0, 5, 5)
            raise ZeroDivisionError("drawing failed")
    finally:
        del manager._send_custom
    assert manager._caching is False
    assert manager._commands_cache == []
    assert len(sent) == 1, "what was drawn before the error is still sent"


def test_safe_hold_nests_inside_an_outer_hold(manager):
    with safe_hold():
        with safe_hold():
            pass
        assert manager._caching is True
    assert manager._caching is False


def test_forget_current_canvas(manager):
    manager._current_canvas = object()
    forget_current_canvas()
    assert manager._current_canvas is None


def test_error_reporter_keeps_the_error_and_passes_results_through():
    reporter = ErrorReporter()
    add = reporter.guard(lambda a, b: a + b)
    assert add(2, 3) == 5
    assert reporter.last_error is None

    def broken(x, y):
        raise ValueError(f"no square at {x}, {y}")

    assert reporter.guard(broken)(1, 2) is None
    assert isinstance(reporter.last_error, ValueError)
    assert "no square at 1, 2" in str(reporter.last_error)
    reporter.clear()
    assert reporter.last_error is None

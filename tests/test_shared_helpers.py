"""The helpers every lesson leans on: pacing, the player convention, canvas safety."""

import pytest
from ipycanvas import Canvas, hold_canvas
from ipycanvas import canvas as ipycanvas_canvas

from gamelib import pacing
from gamelib.canvas import ErrorReporter, forget_current_canvas, safe_hold
from gamelib.players import play_out


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
    """Take 1 or 2 from a pile; whoever takes the last one wins."""

    def __init__(self, pile):
        self.pile, self.turn = pile, "A"


def take(state, move):
    state.pile -= move
    state.turn = "B" if state.turn == "A" else "A"


def test_play_out_alternates_players_until_the_game_ends():
    greedy = lambda state: min(2, state.pile)  # noqa: E731 - a player is a function
    careful = lambda state: 1  # noqa: E731
    moves = play_out(Nim(5), {"A": greedy, "B": careful}, take, lambda s: s.pile == 0)
    assert moves == [2, 1, 2]


def test_play_out_stops_a_game_that_never_ends():
    with pytest.raises(RuntimeError, match="not over after 3 moves"):
        play_out(Nim(5), {"A": lambda s: 0, "B": lambda s: 0}, take, lambda s: False, 3)


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

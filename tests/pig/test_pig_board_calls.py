"""The Pig board calls the learner's pieces as often as the rules need, no more.

A learner who puts a ``print`` in their ``on_roll``, their die's ``roll`` or their
computer player's strategy sees one line per move. The board of the lesson is built
from its own cells and given counting pieces: a die class, ``Player``, a
``ComputerPlayer`` with a strategy, ``on_roll`` and ``on_hold``. Per click:

- Roll: ``on_roll`` once and the die once (nothing else of the learner's);
- Hold: ``on_hold`` once, the die never;
- each move of the computer's turn that follows: its decision once (the player's
  ``__call__``, which asks the strategy once), then ``on_roll`` and the die once for
  a roll, or ``on_hold`` once for a hold;
- New game: ``Player`` once a person, the die class once, its ``roll`` once a
  player for the order of play.
"""

import functools
from collections import Counter

import pytest

from gamelib.pig import ComputerPlayer, Die, Player, hold_at
from gamelib.pig.lesson import on_hold, on_roll
from tests.lesson_boards import board_class

SEEDS = range(6)
CLICKS = 60


@functools.cache
def pig_board() -> type:
    return board_class("01-pig.ipynb", "PigBoard")


def counting_pieces(counts: Counter):
    class CountingDie(Die):
        def __init__(self, rng):
            counts["Die()"] += 1
            super().__init__(rng)

        def roll(self):
            counts["Die.roll"] += 1
            return super().roll()

    class CountingPlayer(Player):
        def __init__(self, name):
            counts["Player()"] += 1
            super().__init__(name)

    class CountingComputer(ComputerPlayer):
        def __call__(self, game):
            counts["ComputerPlayer()"] += 1
            return super().__call__(game)

    steady = hold_at(15)

    def strategy(game):
        counts["strategy"] += 1
        return steady(game)

    def counted_roll(game):
        counts["on_roll"] += 1
        return on_roll(game)

    def counted_hold(game):
        counts["on_hold"] += 1
        return on_hold(game)

    computer = CountingComputer("Computer", strategy)
    return CountingDie, CountingPlayer, computer, counted_roll, counted_hold


def expected(events) -> Counter:
    """What the moves of one click need: the person's move, then the computer's."""
    rolls = sum(event.move == "roll" for event in events)
    computer = sum(event.player.is_computer for event in events)
    need = Counter(
        on_roll=rolls,
        on_hold=len(events) - rolls,
        **{"Die.roll": rolls, "strategy": computer, "ComputerPlayer()": computer},
    )
    return +need  # without the zeros


@pytest.mark.timeout(120)
@pytest.mark.parametrize("seed", SEEDS)
def test_every_click_calls_each_piece_once_a_move(seed, monkeypatch):
    counts: Counter = Counter()
    die, player, computer, counted_roll, counted_hold = counting_pieces(counts)
    board_type = pig_board()
    monkeypatch.setitem(board_type.roll.__globals__, "Player", player)
    board = board_type(
        seed=seed,
        die=die,
        computer=computer,
        on_roll=counted_roll,
        on_hold=counted_hold,
    )
    counts.clear()
    board.new_game(players=2, opponent="your computer player")
    opening = board.game.events
    assert counts == Counter({"Player()": 1, "Die()": 1}) + Counter(
        {"Die.roll": 2}
    ) + expected(opening), "New game"
    for _ in range(CLICKS):
        if board.game.is_over():
            break
        game = board.game
        move = "hold" if game.rolls_this_turn and game.turn_total >= 10 else "roll"
        before = len(game.events)
        counts.clear()
        getattr(board, move)()
        events = board.game.events[before:]
        assert events and events[0].move == move and not events[0].player.is_computer
        assert counts == expected(events), f"{move} click: {events}"
    else:
        pytest.fail(f"no winner after {CLICKS} clicks")


@pytest.mark.timeout(60)
def test_a_refused_hold_calls_on_hold_once_and_nothing_else(monkeypatch):
    counts: Counter = Counter()
    die, player, computer, counted_roll, counted_hold = counting_pieces(counts)
    board_type = pig_board()
    monkeypatch.setitem(board_type.roll.__globals__, "Player", player)
    board = board_type(
        seed=1, die=die, computer=computer, on_roll=counted_roll, on_hold=counted_hold
    )
    board.new_game(players=2, opponent="a friend (hotseat)")
    before = board.game.copy()
    counts.clear()
    board.hold()  # before the first roll of the turn: refused in words
    assert counts == Counter(on_hold=1)
    assert board.game == before
    assert "must roll at least once" in board.view.message.text

import random

import pytest

from gamelib.errors import GameOverError, NotYourTurnError, PlayerNameError
from gamelib.pig import ComputerPlayer, PigGame, Player, hold_at
from gamelib.pig.player import HoldAt


def test_a_player_is_a_name_and_equal_players_are_the_same_player():
    ann = Player("Ann")
    assert (ann.name, ann.is_computer) == ("Ann", False)
    assert ann == Player("Ann") and ann != ComputerPlayer("Ann")
    with pytest.raises(AttributeError):
        ann.name = "Bob"  # a player cannot turn into someone else mid-game


def test_names_are_trimmed():
    assert Player("  Bob ").name == "Bob"


@pytest.mark.parametrize("name", ["", "   ", None, 7, "x" * 21, "A\x1b[2J", "a\nb"])
def test_a_player_needs_a_short_printable_non_blank_name(name):
    with pytest.raises(PlayerNameError):
        Player(name)


def test_any_printable_unicode_name_is_fine():
    assert Player("Zoë 🐷 李").name == "Zoë 🐷 李"


def test_computer_player_holds_at_twenty_by_default():
    computer = ComputerPlayer()
    assert computer.is_computer
    assert computer.name == "Computer"
    assert computer.strategy == hold_at(20)
    assert isinstance(computer, Player)


def test_a_strategy_must_be_a_function():
    with pytest.raises(TypeError, match="function game -> move"):
        ComputerPlayer("Hal", "roll")


def test_computer_player_asks_its_strategy_on_its_turn():
    seen = []

    def cautious(game):
        seen.append(game)
        return "hold"

    computer = ComputerPlayer("Hal", cautious)
    game = PigGame([computer, "Ann"], rng=random.Random(0))
    if game.turn != "Hal":
        game.roll(player="Ann")
        while game.turn == "Ann":
            game.roll()
    assert computer(game) == "hold"
    assert seen == [game]
    assert "Hal" in repr(computer)
    assert isinstance(ComputerPlayer("C", hold_at(5)).strategy, HoldAt)


def test_a_computer_asked_out_of_turn_says_whose_turn_it_is():
    computer = ComputerPlayer()
    game = PigGame(["Ann", computer], rng=random.Random(0))
    while game.turn != "Ann":
        game.roll()
    with pytest.raises(NotYourTurnError, match="it is Ann's turn, not Computer's"):
        computer.choose(game)


def test_a_computer_asked_after_the_end_says_the_game_is_over():
    computer = ComputerPlayer()
    game = PigGame(["Ann", computer], goal=2, rng=random.Random(0))
    while not game.is_over():
        game.push("hold" if game.turn_total else "roll")
    with pytest.raises(GameOverError, match="the game is over"):
        computer(game)


def test_a_computer_plays_pig_games_only():
    with pytest.raises(TypeError, match="Computer plays a PigGame, not 'chess'"):
        ComputerPlayer().choose("chess")

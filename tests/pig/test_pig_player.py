import pytest

from gamelib.pig import ComputerPlayer, HoldAt, Player, PlayerNameError, hold_at


def test_a_player_starts_with_no_points_and_banks_them():
    ann = Player("Ann")
    assert (ann.name, ann.score, ann.is_computer) == ("Ann", 0, False)
    ann.bank(12)
    ann.bank(7)
    assert ann.score == 19


def test_names_are_trimmed():
    assert Player("  Bob ").name == "Bob"


@pytest.mark.parametrize("name", ["", "   ", None, 7, "x" * 21])
def test_a_player_needs_a_short_non_blank_name(name):
    with pytest.raises(PlayerNameError):
        Player(name)


def test_computer_player_holds_at_twenty_by_default():
    computer = ComputerPlayer()
    assert computer.is_computer
    assert computer.name == "Computer"
    assert computer.strategy == hold_at(20)
    assert isinstance(computer, Player)


def test_computer_player_asks_its_strategy():
    seen = []

    def cautious(game):
        seen.append(game)
        return "hold"

    computer = ComputerPlayer("Hal", cautious)
    assert computer.choose("a game") == "hold"
    assert seen == ["a game"]
    assert "Hal" in repr(computer)
    assert isinstance(ComputerPlayer("C", hold_at(5)).strategy, HoldAt)

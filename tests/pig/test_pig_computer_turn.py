"""A computer's turn is all or nothing, and a learner's own players sit at the table.

``play_computer_turn`` plays a computer's whole turn (the lesson's board plays it
itself, pressing the learner's own Roll and Hold buttons, with the same rule); a
learner's strategy may answer nonsense halfway through a turn, crash, or never hold.
None of that may leave the game half-played.
"""

import random

import pytest

from gamelib.errors import IllegalMoveError
from gamelib.pig import (
    ComputerPlayer,
    NotYourTurnError,
    PigGame,
    Player,
    PlayerNameError,
    hold_at,
)
from gamelib.pig.scripted import ScriptedDie
from gamelib.players import PlayerMoveError

COMPUTER_FIRST = [2, 5]  # opening rolls: the first player given moves first


def after(moves):
    """A strategy that answers ``moves`` in turn, then nonsense."""
    answers = iter(moves)

    def strategy(game):
        return next(answers, None)

    return strategy


def computer_first(strategy, faces, goal=100):
    computer = ComputerPlayer("Hal", strategy)
    return PigGame(
        [computer, "Ann"], goal=goal, die=ScriptedDie(COMPUTER_FIRST + faces)
    )


def test_an_illegal_answer_mid_turn_undoes_the_whole_turn():
    game = computer_first(after(["roll", "roll", "jump"]), [4, 5, 6])
    before = game.copy()
    seen = []
    with pytest.raises(PlayerMoveError, match=r"Hal chose 'jump': the moves are"):
        game.play_computer_turn(after_each=seen.append)
    assert len(seen) == 2, "the two legal rolls were shown as they were made"
    assert game == before and game.history == () and game.turn == "Hal"
    assert game.die.roll() == 4, "the die was rewound too"


def test_none_from_an_unwritten_strategy_plays_nothing():
    game = computer_first(after([]), [3])
    before = game.copy()
    with pytest.raises(PlayerMoveError, match="Hal chose None"):
        game.play_computer_turn()
    assert game == before


def test_a_crashing_strategy_plays_nothing_and_its_error_goes_on():
    def crashes_on_the_second_move(game):
        if game.rolls_this_turn:
            raise ZeroDivisionError("oops")
        return "roll"

    game = computer_first(crashes_on_the_second_move, [4])
    before = game.copy()
    with pytest.raises(ZeroDivisionError):
        game.play_computer_turn()
    assert game == before


def test_a_strategy_that_never_holds_is_stopped_without_playing():
    game = computer_first(lambda game: "roll", [6], goal=30)
    before = game.copy()
    with pytest.raises(PlayerMoveError, match="rolled 1000 times in one turn"):
        game.play_computer_turn()
    assert game == before


def test_a_turn_that_ends_normally_is_kept():
    game = computer_first(hold_at(8), [4, 5, 3])
    events = game.play_computer_turn()
    assert [e.kind for e in events] == ["roll", "roll", "hold"]
    assert game.scores == {"Hal": 9, "Ann": 0} and game.turn == "Ann"


# -- players of the learner's own classes ------------------------------------------


class LessonPlayer:
    is_computer = False

    def __init__(self, name):
        self.name = name


class LessonComputer(LessonPlayer):
    is_computer = True

    def __init__(self, name, strategy):
        super().__init__(name)
        self.strategy = strategy

    def __call__(self, game):
        return self.strategy(game)


def test_a_learners_players_play_a_whole_game():
    ann, hal = LessonPlayer("Ann"), LessonComputer("Hal", hold_at(15, goal=30))
    game = PigGame([ann, hal], goal=30, rng=random.Random(4))
    assert set(game.players) == {ann, hal}
    while not game.is_over():
        if game.current_player.is_computer:
            game.play_computer_turn()
        else:
            game.push("hold" if game.turn_total >= 10 else "roll")
    assert game.winner in (ann, hal)
    with pytest.raises(NotYourTurnError):
        PigGame([ann, hal], rng=random.Random(1)).push("roll", player=LessonPlayer("X"))


@pytest.mark.parametrize(
    "entry", [LessonPlayer(""), LessonPlayer("x" * 30), object(), 7, None]
)
def test_a_seat_needs_a_good_name_and_is_computer(entry):
    with pytest.raises(PlayerNameError):
        PigGame(["Ann", entry])


def test_a_learners_person_is_not_asked_to_play_a_computer_turn():
    game = PigGame([LessonPlayer("Ann"), "Bob"], die=ScriptedDie(COMPUTER_FIRST))
    with pytest.raises(NotYourTurnError, match="not a computer"):
        game.play_computer_turn()


def test_a_subclass_of_the_course_player_can_keep_its_own_attributes():
    class Mine(Player):
        is_computer = True

        def __init__(self, name, strategy):
            super().__init__(name)
            self.strategy = strategy

        def __call__(self, game):
            return self.strategy(game)

    mine = Mine("  Mine ", hold_at(20))
    assert mine.name == "Mine" and mine.strategy == hold_at(20)
    with pytest.raises(AttributeError):
        mine.name = "Yours"
    game = PigGame([mine, "Ann"], die=ScriptedDie([2, 5, 6, 1]))
    events = game.play_computer_turn()
    assert [e.kind for e in events] == ["roll", "pig"]


def test_players_compare_by_kind_and_name():
    assert Player("Ann") == Player("Ann") and hash(Player("Ann")) == hash(Player("Ann"))
    assert Player("Ann") != ComputerPlayer("Ann")
    assert ComputerPlayer("C", hold_at(5)) != ComputerPlayer("C", hold_at(6))
    assert (
        repr(ComputerPlayer())
        == "ComputerPlayer(name='Computer', strategy=hold_at(20))"
    )
    assert not issubclass(PlayerMoveError, PlayerNameError)
    assert issubclass(PlayerMoveError, IllegalMoveError)

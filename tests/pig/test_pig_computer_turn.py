"""A computer's turn is all or nothing, and a learner's own players sit at the table.

The lesson's board plays a computer's whole turn itself (``computer_turn``, in the
lesson's cells), pressing the learner's own Roll and Hold buttons; a learner's
strategy may answer nonsense halfway through a turn, crash, or never hold. None of
that may leave the game half-played. The tests take ``computer_turn`` from the
lesson's own cells, so what they hold is what a learner runs.
"""

import functools
import io
import random
from types import SimpleNamespace

import pytest

from gamelib.errors import IllegalMoveError, NotYourTurnError, PlayerNameError
from gamelib.pig import ComputerPlayer, PigGame, Player, hold_at
from gamelib.pig.die import ScriptedDie
from gamelib.pig.lesson import on_hold, on_roll
from gamelib.pig.pig import play_move
from gamelib.players import PlayerMoveError, play_out
from gamelib.selfcheck.recording import ScriptedConsole
from tests.lesson_boards import board_class

COMPUTER_FIRST = [2, 5]  # opening rolls: the first player given moves first


@functools.cache
def lesson_computer_turn():
    """The lesson's ``computer_turn(board)``, from the cells its board is built of."""
    return board_class("01-pig.ipynb", "PigBoard").roll.__globals__["computer_turn"]


def computer_turn(game):
    """The lesson's computer turn on ``game``, with the course's buttons: the game
    the board holds afterwards, the (scene, event, sentence) steps, and why not."""
    board = SimpleNamespace(game=game, on_roll=on_roll, on_hold=on_hold)
    steps, why = lesson_computer_turn()(board)
    return board.game, steps, why


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
    kept, steps, why = computer_turn(game)
    assert steps == [] and why.startswith("Hal chose 'jump': the moves are")
    assert kept == before and kept.history == () and kept.turn == "Hal"
    assert kept.die.roll() == 4, "the die was rewound too"


def test_none_from_an_unwritten_strategy_plays_nothing():
    game = computer_first(after([]), [3])
    before = game.copy()
    kept, steps, why = computer_turn(game)
    assert steps == [] and why.startswith("Hal chose None")
    assert kept == before


def test_a_crashing_strategy_plays_nothing_and_its_error_goes_on():
    def crashes_on_the_second_move(game):
        if game.rolls_this_turn:
            raise ZeroDivisionError("oops")
        return "roll"

    game = computer_first(crashes_on_the_second_move, [4])
    before = game.copy()
    board = SimpleNamespace(game=game, on_roll=on_roll, on_hold=on_hold)
    with pytest.raises(ZeroDivisionError):
        lesson_computer_turn()(board)
    assert board.game == before


def test_a_strategy_that_never_holds_is_stopped_without_playing():
    game = computer_first(lambda game: "roll", [6], goal=30)
    before = game.copy()
    kept, steps, why = computer_turn(game)
    assert steps == [] and why == "Hal never holds"
    assert kept == before


def test_a_turn_that_ends_normally_is_kept():
    game = computer_first(hold_at(8), [4, 5, 3])
    kept, steps, why = computer_turn(game)
    assert [event.kind for _, event, _ in steps] == ["roll", "roll", "hold"]
    assert why == "" and kept is game
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
    play_out(game, {"Ann": hold_at(10, goal=30), "Hal": hal})
    assert game.winner in (ann, hal)
    with pytest.raises(NotYourTurnError):
        PigGame([ann, hal], rng=random.Random(1)).push("roll", player=LessonPlayer("X"))


@pytest.mark.parametrize(
    "entry", [LessonPlayer(""), LessonPlayer("x" * 30), object(), 7, None]
)
def test_a_seat_needs_a_good_name_and_is_computer(entry):
    with pytest.raises(PlayerNameError):
        PigGame(["Ann", entry])


def test_a_learners_person_is_asked_for_a_move_not_played_by_a_strategy():
    game = PigGame([LessonPlayer("Ann"), "Bob"], die=ScriptedDie(COMPUTER_FIRST))
    transcript = io.StringIO()
    play_move(ScriptedConsole(["r"], stdout=transcript), game)
    assert game.history == ("roll",)
    assert "Roll (r) or quit (q)? r" in transcript.getvalue()


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
    kept, steps, why = computer_turn(game)
    assert [event.kind for _, event, _ in steps] == ["roll", "pig"] and why == ""


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

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib import errors
from gamelib.errors import (
    ArgumentError,
    GameOverError,
    MoveFormatError,
    NothingToUndoError,
    NotYourTurnError,
    PlayerCountError,
    SetupError,
)
from gamelib.pig import ComputerPlayer, PigGame, Player, hold_at
from gamelib.pig.die import DieFaceError
from gamelib.pig.pig_game import ComputerOpponentError, Event, HoldBeforeRollError
from gamelib.pig.player import DuplicatePlayerError, Position
from gamelib.players import PlayerMoveError, choose_move, play_out
from gamelib.state import Outcome

# Opening rolls 2 and 5 put Ann first and Bob second in a two-player game.
ANN_FIRST = [2, 5]


def test_every_rule_error_sits_on_a_shared_branch():
    for error in (PlayerCountError, ComputerOpponentError, DuplicatePlayerError):
        assert issubclass(error, errors.SetupError)
    assert issubclass(HoldBeforeRollError, errors.IllegalMoveError)
    assert issubclass(DieFaceError, errors.RuleError)
    assert issubclass(NothingToUndoError, IndexError)


@pytest.mark.parametrize("count", [0, 1, 5, 6])
def test_two_to_four_players(count):
    with pytest.raises(PlayerCountError, match="2 to 4 players"):
        PigGame([f"P{n}" for n in range(count)])


def test_an_endless_list_of_players_is_refused_without_reading_it_all():
    def endless():
        number = 0
        while True:
            number += 1
            yield f"P{number}"

    with pytest.raises(PlayerCountError, match="not more"):
        PigGame(endless())


@pytest.mark.parametrize("players", ["Ann", b"AB", 5, None])
def test_players_must_be_a_list(players):
    with pytest.raises(PlayerCountError, match="must be a list"):
        PigGame(players)


@pytest.mark.parametrize("count", [2, 3, 4])
def test_two_three_and_four_players_can_play(count):
    game = PigGame([f"P{n}" for n in range(count)], rng=random.Random(0))
    assert len(game.players) == count
    assert set(game.scores.values()) == {0}


@pytest.mark.parametrize("count", [3, 4])
def test_no_computer_opponent_in_a_bigger_game(count):
    names = [f"P{n}" for n in range(count - 1)]
    with pytest.raises(ComputerOpponentError, match="only allowed in a two-player"):
        PigGame([*names, ComputerPlayer()])


def test_one_person_against_the_computer():
    game = PigGame(["Ann", ComputerPlayer()], rng=random.Random(0))
    assert sorted(p.is_computer for p in game.players) == [False, True]


@pytest.mark.parametrize("names", [["Ann", "Bob", "Ann"], ["Ann", "ANN"]])
def test_names_must_differ_even_in_capitals(names):
    with pytest.raises(DuplicatePlayerError, match="already taken"):
        PigGame(names)


@pytest.mark.parametrize("goal", [0, -5, 2.5, "100", True, None])
def test_goal_must_be_a_positive_whole_number(goal):
    with pytest.raises(SetupError):
        PigGame(["Ann", "Bob"], goal=goal)


def test_one_player_can_sit_at_two_games_without_sharing_a_score(scripted_die):
    ann = Player("Ann")
    first = PigGame([ann, "Bob"], die=scripted_die([*ANN_FIRST, 6]))
    second = PigGame([ann, "Cy"], die=scripted_die([*ANN_FIRST, 1]))
    first.roll()
    first.hold()
    assert first.scores["Ann"] == 6
    assert second.scores["Ann"] == 0


def test_rolling_two_to_six_adds_to_the_turn_total(scripted_die):
    game = PigGame(["Ann", "Bob"], die=scripted_die([*ANN_FIRST, 3, 6, 2]))
    assert game.status_line() == "Ann: total score 0, turn score 0, rolls this turn 0"
    for face, total in [(3, 3), (6, 9), (2, 11)]:
        event = game.roll()
        assert (event.kind, event.value, event.turn_total) == ("roll", face, total)
        assert event.move == "roll"
        assert game.last_roll == face
    assert game.position() == Position("Ann", 0, 0, 11, 3, 100)
    assert game.scores["Ann"] == 0  # nothing banked yet


def test_rolling_a_one_loses_the_turn_total_and_passes_the_turn(scripted_die):
    game = PigGame(["Ann", "Bob"], die=scripted_die([*ANN_FIRST, 5, 1]))
    game.roll()
    event = game.roll()
    assert (event.kind, event.value, event.turn_total, event.move) == (
        "pig",
        1,
        0,
        "roll",
    )
    assert game.scores["Ann"] == 0
    assert game.turn == "Bob"
    assert (game.turn_total, game.rolls_this_turn) == (0, 0)
    assert game.last_roll == 1


def test_holding_banks_the_turn_total_and_passes_the_turn(scripted_die):
    game = PigGame(["Ann", "Bob"], die=scripted_die([*ANN_FIRST, 4, 5]))
    game.roll()
    game.roll()
    event = game.hold()
    assert (event.kind, event.value, event.score, event.move) == ("hold", 9, 9, "hold")
    assert game.scores == {"Ann": 9, "Bob": 0}
    assert game.turn == "Bob"
    assert (game.turn_total, game.rolls_this_turn) == (0, 0)
    assert game.history == ("roll", "roll", "hold")
    assert [e.kind for e in game.events] == ["roll", "roll", "hold"]


def test_holding_before_the_first_roll_is_refused_and_changes_nothing(scripted_die):
    game = PigGame(["Ann", "Bob"], die=scripted_die([*ANN_FIRST, 4, 1]))
    assert tuple(game.legal_moves) == ("roll",)
    before = game.copy()
    with pytest.raises(HoldBeforeRollError, match="Ann must roll at least once"):
        game.hold()
    assert game == before
    assert not game.is_legal("hold") and game.is_legal("roll")
    game.roll()
    assert tuple(game.legal_moves) == ("roll", "hold")
    game.roll()  # a 1: Bob's turn starts, and he may not hold either
    with pytest.raises(HoldBeforeRollError, match="Bob"):
        game.push("hold")


def test_the_game_ends_when_a_banked_score_reaches_the_goal(scripted_die):
    game = PigGame(["Ann", "Bob"], goal=10, die=scripted_die([*ANN_FIRST, 6, 5]))
    game.roll()
    game.roll()
    assert not game.is_over()  # 11 in the turn total is not banked yet
    assert game.outcome() is None
    event = game.hold()
    assert event.kind == "win"
    assert game.is_over() and game.winner == Player("Ann")
    assert game.turn is None and game.current_player is None
    assert tuple(game.legal_moves) == ()
    assert game.outcome() == Outcome("Ann", "banked 11 points, reaching the goal of 10")
    assert game.status_line() == "Ann wins: banked 11 points, reaching the goal of 10"


def test_nothing_is_allowed_after_the_game_ended(scripted_die):
    game = PigGame(["Ann", "Bob"], goal=5, die=scripted_die([*ANN_FIRST, 6]))
    game.roll()
    game.hold()
    before = game.copy()
    attempts = [game.roll, game.hold, lambda: game.push("jump"), game.position]
    for attempt in attempts:
        with pytest.raises(GameOverError, match="Ann won with 6"):
            attempt()
    with pytest.raises(GameOverError):
        game.check("roll", player="Nobody")  # game over is checked first
    assert game == before


def test_an_unknown_player_is_named_in_the_error(scripted_die):
    game = PigGame(["Ann", "Bob"], die=scripted_die([*ANN_FIRST, 3]))
    before = game.copy()
    with pytest.raises(NotYourTurnError, match="'Zed'"):
        game.player("Zed")
    with pytest.raises(NotYourTurnError):
        game.roll(player="Zed")
    with pytest.raises(NotYourTurnError):
        game.roll(player=Player("Cy"))
    with pytest.raises(NotYourTurnError):
        game.roll(player=7)
    assert game == before


def test_only_the_current_player_may_move(scripted_die):
    game = PigGame(["Ann", "Bob"], die=scripted_die([*ANN_FIRST, 3]))
    before = game.copy()
    with pytest.raises(NotYourTurnError, match="it is Ann's turn, not Bob's"):
        game.roll(player="Bob")
    assert game == before
    game.roll(player="Ann")
    game.hold(player=Player("Ann"))
    assert game.scores["Ann"] == 3


@pytest.mark.parametrize("move", ["jump", "", None, "ROLL", 1, b"roll", ["roll"]])
def test_only_roll_and_hold_are_moves(scripted_die, move):
    game = PigGame(["Ann", "Bob"], die=scripted_die(ANN_FIRST))
    before = game.copy()
    with pytest.raises(MoveFormatError, match='the moves are "roll" and "hold"'):
        game.push(move)
    assert game == before


def test_turns_return_to_the_first_player(scripted_die):
    game = PigGame(["A", "B", "C", "D"], die=scripted_die([1, 2, 3, 4, 1, 1, 1, 1, 1]))
    movers = []
    for _ in range(5):
        movers.append(game.turn)
        game.roll()
    assert movers == ["A", "B", "C", "D", "A"]


def test_pop_undoes_a_roll_and_the_die_rolls_the_same_face_again():
    game = PigGame(["Ann", "Bob"], rng=random.Random(4))
    fresh = game.copy()
    faces = [game.roll().value for _ in range(3)]
    while game.history:
        game.pop()
    assert game == fresh
    assert [game.roll().value for _ in range(3)] == faces


def test_pop_with_a_stand_in_die(scripted_die):
    game = PigGame(["Ann", "Bob"], die=scripted_die([*ANN_FIRST, 4, 6]))
    game.roll()
    assert game.pop() == "roll"
    assert game.roll().value == 4  # the scripted die gives its 4 again


def test_a_stand_in_die_that_rolls_a_seven_changes_nothing(scripted_die):
    game = PigGame(["Ann", "Bob"], die=scripted_die([*ANN_FIRST, 7, 3]))
    before = game.copy()
    with pytest.raises(DieFaceError, match="not 7"):
        game.roll()
    assert game == before and game.die.faces == [7, 3]


class SlottedDie:
    __slots__ = ("top",)

    def roll(self):
        return 3


@pytest.mark.parametrize("die", [object(), "die", SlottedDie()])
def test_a_die_must_roll_and_keep_a_state_the_game_can_save(die):
    with pytest.raises(ArgumentError):
        PigGame(["Ann", "Bob"], die=die)


@pytest.mark.parametrize("rng", [7, "seed", random])
def test_the_generator_must_be_a_random_random(rng):
    with pytest.raises(ArgumentError, match="random.Random"):
        PigGame(["Ann", "Bob"], rng=rng)


def test_pop_before_any_move_is_refused():
    game = PigGame(["Ann", "Bob"], rng=random.Random(0))
    with pytest.raises(NothingToUndoError, match="no move has been made"):
        game.pop()


def test_a_copy_has_its_own_die():
    game = PigGame(["Ann", "Bob"], rng=random.Random(8))
    twin = game.copy()
    assert twin == game and twin.die is not game.die
    assert [twin.roll().value for _ in range(5)] == [
        game.roll().value for _ in range(5)
    ]
    twin.roll()
    assert twin != game


def test_games_are_not_equal_to_other_things():
    game = PigGame(["Ann", "Bob"], rng=random.Random(0))
    assert game != "a game"
    with pytest.raises(TypeError):
        hash(game)


def test_a_seeded_game_replays_exactly():
    def history(seed):
        game = PigGame(["Ann", "Bob", "Cy"], rng=random.Random(seed))
        play_out(game, hold_at(20))
        return [(e.kind, e.player.name, e.value) for e in game.events]

    assert history(7) == history(7)
    assert history(7) != history(8)


def test_a_seeded_game_against_the_computer_has_a_known_result():
    game = PigGame(["Ann", ComputerPlayer()], rng=random.Random(2024))
    play_out(game, {"Ann": hold_at(15), "Computer": game.player("Computer")})
    assert [p.name for p in game.turn_order.order] == ["Computer", "Ann"]
    assert game.turn_order.rolls[0][1] == 4  # Ann rolled 4, the computer 2
    assert game.winner.name == "Computer"
    assert game.scores == {"Computer": 103, "Ann": 83}
    assert len(game.history) == 62


def test_a_computer_is_not_asked_to_move_for_a_person(scripted_die):
    game = PigGame(["Ann", ComputerPlayer()], die=scripted_die(ANN_FIRST))
    before = game.copy()
    with pytest.raises(NotYourTurnError, match="it is Ann's turn, not Computer's"):
        choose_move(game, game.player("Computer"))
    assert game == before


def test_a_computer_plays_its_turn_until_it_holds(scripted_die):
    computer = ComputerPlayer(strategy=hold_at(8))
    game = PigGame([computer, "Ann"], die=scripted_die([2, 5, 3, 4, 6]))
    events, seen = [], []
    while game.turn == "Computer":
        events.append(game.push(choose_move(game, computer)))
        seen.append(game.turn_total)
    assert [(e.kind, e.value) for e in events] == [
        ("roll", 3),
        ("roll", 4),
        ("roll", 6),
        ("hold", 13),
    ]
    assert seen == [3, 7, 13, 0]
    assert game.turn == "Ann"


def test_a_computer_with_a_broken_strategy_plays_nothing(scripted_die):
    computer = ComputerPlayer(strategy=lambda game: "hold")
    game = PigGame([computer, "Ann"], die=scripted_die([2, 5]))
    before = game.copy()
    with pytest.raises(PlayerMoveError, match="must roll at least once"):
        choose_move(game, computer)
    assert game == before


@settings(max_examples=60)
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.integers(2, 4),
    thresholds=st.lists(st.integers(1, 40), min_size=4, max_size=4),
    goal=st.integers(1, 120),
)
def test_random_games_keep_every_rule(seed, players, thresholds, goal):
    names = [f"P{n}" for n in range(players)]
    game = PigGame(names, goal=goal, rng=random.Random(seed))
    strategies = {
        name: hold_at(t, goal) for name, t in zip(names, thresholds, strict=False)
    }
    banked = dict.fromkeys(names, 0)
    order = [p.name for p in game.players]
    turn = 0
    while not game.is_over():
        mover = game.turn
        assert mover == order[turn % players]
        assert game.position().score == banked[mover]
        event = game.push(strategies[mover](game))
        assert isinstance(event, Event) and event.player.name == mover
        if event.kind == "roll":
            assert 2 <= event.value <= 6
            assert game.turn == mover
        elif event.kind == "pig":
            assert event.value == 1
            turn += 1
        else:
            assert event.value >= 2  # a hold always follows at least one roll
            banked[mover] += event.value
            turn += 1
        assert game.scores == banked  # only holds change banked scores
    assert game.scores[game.winner.name] >= goal
    assert all(s < goal for n, s in game.scores.items() if n != game.winner.name)
    assert game.events[-1].kind == "win"
    assert sum(e.kind == "win" for e in game.events) == 1


def test_text_view_marks_the_mover_and_the_winner(scripted_die):
    game = PigGame(["Ann", ComputerPlayer()], goal=5, die=scripted_die([2, 5, 6]))
    assert str(game).splitlines()[:3] == [
        "Pig: first to bank 5 points wins",
        "> Ann                    0",
        "  Computer (computer)    0",
    ]
    game.roll()
    game.hold()
    lines = str(game).splitlines()
    assert lines[1] == "* Ann                    6"
    assert lines[-2:] == [
        "Last roll: 6",
        "Ann wins: banked 6 points, reaching the goal of 5",
    ]


def test_svg_view_shows_names_scores_and_escapes_them(scripted_die):
    game = PigGame(["<Ann>", "Bob"], die=scripted_die([2, 5, 4]))
    game.roll()
    svg = game._repr_svg_()
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert "&lt;Ann&gt;" in svg and "<Ann>" not in svg
    assert "&lt;Ann&gt; to move: turn score 4, rolls this turn 1" in svg
    assert "&lt;Ann&gt; rolls 4: turn score 4." in svg
    assert svg.count("<circle") == 4  # the die shows the last roll


def test_svg_view_marks_the_winner(scripted_die):
    game = PigGame(["Ann", "Bob"], goal=5, die=scripted_die([2, 5, 6]))
    assert "#81b29a" not in game._repr_svg_()
    game.roll()
    game.hold()
    svg = game._repr_svg_()
    assert "#81b29a" in svg
    assert "Ann wins: banked 6 points" in svg

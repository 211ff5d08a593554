import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.pig import (
    ComputerOpponentError,
    ComputerPlayer,
    DuplicatePlayerError,
    GameOverError,
    GoalError,
    HoldBeforeRollError,
    NotYourTurnError,
    PigGame,
    PigRuleError,
    Player,
    PlayerCountError,
    UnknownMoveError,
    UnknownPlayerError,
    hold_at,
)

# Opening rolls 2 and 5 put Ann first and Bob second in a two-player game.
ANN_FIRST = [2, 5]


def snapshot(game):
    """Everything a move could change, to prove that an illegal one changed nothing."""
    return copy.deepcopy(
        (
            [(p.name, p.score) for p in game.players],
            game.current_player.name,
            game.turn_total,
            game.rolls_this_turn,
            game.last_roll,
            game.winner and game.winner.name,
            [(e.kind, e.player.name, e.value) for e in game.history],
        )
    )


def test_all_rule_errors_are_value_errors():
    for error in (
        PlayerCountError,
        ComputerOpponentError,
        GameOverError,
        HoldBeforeRollError,
        UnknownPlayerError,
        NotYourTurnError,
        UnknownMoveError,
        GoalError,
    ):
        assert issubclass(error, PigRuleError)
        assert issubclass(error, ValueError)


@pytest.mark.parametrize("count", [0, 1, 5, 6])
def test_two_to_four_players(count):
    with pytest.raises(PlayerCountError, match="2 to 4 players"):
        PigGame([f"P{n}" for n in range(count)])


@pytest.mark.parametrize("count", [2, 3, 4])
def test_two_three_and_four_players_can_play(count):
    game = PigGame([f"P{n}" for n in range(count)], rng=random.Random(0))
    assert len(game.players) == count
    assert all(p.score == 0 for p in game.players)


@pytest.mark.parametrize("count", [3, 4])
def test_no_computer_opponent_in_a_bigger_game(count):
    names = [f"P{n}" for n in range(count - 1)]
    with pytest.raises(ComputerOpponentError, match="only allowed in a two-player"):
        PigGame([*names, ComputerPlayer()])


def test_one_person_against_the_computer():
    game = PigGame(["Ann", ComputerPlayer()], rng=random.Random(0))
    assert sorted(p.is_computer for p in game.players) == [False, True]


def test_names_must_differ():
    with pytest.raises(DuplicatePlayerError, match="Ann"):
        PigGame(["Ann", "Bob", "Ann"])


@pytest.mark.parametrize("goal", [0, -5, 2.5, "100", True])
def test_goal_must_be_a_positive_whole_number(goal):
    with pytest.raises(GoalError):
        PigGame(["Ann", "Bob"], goal=goal)


def test_a_new_game_resets_reused_players():
    ann = Player("Ann")
    ann.score = 55
    PigGame([ann, "Bob"], rng=random.Random(0))
    assert ann.score == 0


def test_rolling_two_to_six_adds_to_the_turn_total(scripted_die):
    game = PigGame(["Ann", "Bob"], die=scripted_die([*ANN_FIRST, 3, 6, 2]))
    assert game.status.describe() == (
        "Ann: total score 0, turn score 0, rolls this turn 0"
    )
    for face, total in [(3, 3), (6, 9), (2, 11)]:
        event = game.roll()
        assert (event.kind, event.value, event.turn_total) == ("roll", face, total)
        assert game.last_roll == face
    status = game.status
    assert (status.player.name, status.score, status.turn_total, status.rolls) == (
        "Ann",
        0,
        11,
        3,
    )
    assert game.player("Ann").score == 0  # nothing banked yet


def test_rolling_a_one_loses_the_turn_total_and_passes_the_turn(scripted_die):
    game = PigGame(["Ann", "Bob"], die=scripted_die([*ANN_FIRST, 5, 1]))
    game.player("Ann").score = 30
    game.roll()
    event = game.roll()
    assert (event.kind, event.value, event.turn_total) == ("pig", 1, 0)
    assert game.score_of("Ann") == 30
    assert game.current_player.name == "Bob"
    assert (game.turn_total, game.rolls_this_turn) == (0, 0)
    assert game.last_roll == 1


def test_holding_banks_the_turn_total_and_passes_the_turn(scripted_die):
    game = PigGame(["Ann", "Bob"], die=scripted_die([*ANN_FIRST, 4, 5]))
    game.roll()
    game.roll()
    event = game.hold()
    assert (event.kind, event.value, event.score) == ("hold", 9, 9)
    assert game.scores == {"Ann": 9, "Bob": 0}
    assert game.current_player.name == "Bob"
    assert (game.turn_total, game.rolls_this_turn) == (0, 0)


def test_holding_before_the_first_roll_is_refused_and_changes_nothing(scripted_die):
    game = PigGame(["Ann", "Bob"], die=scripted_die([*ANN_FIRST, 4, 1]))
    assert game.legal_moves == ("roll",)
    before = snapshot(game)
    with pytest.raises(HoldBeforeRollError, match="Ann must roll at least once"):
        game.hold()
    assert snapshot(game) == before
    game.roll()
    assert game.legal_moves == ("roll", "hold")
    game.roll()  # a 1: Bob's turn starts, and he may not hold either
    with pytest.raises(HoldBeforeRollError, match="Bob"):
        game.push("hold")


def test_the_game_ends_when_a_banked_score_reaches_the_goal(scripted_die):
    game = PigGame(["Ann", "Bob"], goal=10, die=scripted_die([*ANN_FIRST, 6, 5]))
    game.roll()
    game.roll()
    assert not game.is_over  # 11 in the turn total is not banked yet
    event = game.hold()
    assert event.kind == "win"
    assert game.is_over and game.winner.name == "Ann"
    assert game.legal_moves == ()
    assert game.status_line() == "Ann wins with 11 points!"


def test_nothing_is_allowed_after_the_game_ended(scripted_die):
    game = PigGame(["Ann", "Bob"], goal=5, die=scripted_die([*ANN_FIRST, 6]))
    game.roll()
    game.hold()
    before = snapshot(game)
    for move in (game.roll, game.hold, lambda: game.push("roll")):
        with pytest.raises(GameOverError, match="Ann won with 6"):
            move()
    assert snapshot(game) == before


def test_an_unknown_player_is_named_in_the_error(scripted_die):
    game = PigGame(["Ann", "Bob"], die=scripted_die([*ANN_FIRST, 3]))
    before = snapshot(game)
    with pytest.raises(UnknownPlayerError, match="'Zed'"):
        game.player("Zed")
    with pytest.raises(UnknownPlayerError):
        game.score_of("Zed")
    with pytest.raises(UnknownPlayerError):
        game.roll(player="Zed")
    with pytest.raises(UnknownPlayerError):
        game.roll(player=Player("Ann"))  # same name, but not at this table
    assert snapshot(game) == before


def test_only_the_current_player_may_move(scripted_die):
    game = PigGame(["Ann", "Bob"], die=scripted_die([*ANN_FIRST, 3]))
    before = snapshot(game)
    with pytest.raises(NotYourTurnError, match="it is Ann's turn, not Bob's"):
        game.roll(player="Bob")
    assert snapshot(game) == before
    game.roll(player="Ann")
    game.hold(player=game.player("Ann"))
    assert game.score_of("Ann") == 3


@pytest.mark.parametrize("move", ["jump", "", None, "ROLL"])
def test_only_roll_and_hold_are_moves(scripted_die, move):
    game = PigGame(["Ann", "Bob"], die=scripted_die(ANN_FIRST))
    before = snapshot(game)
    with pytest.raises(UnknownMoveError):
        game.push(move)
    assert snapshot(game) == before


def test_turns_return_to_the_first_player(scripted_die):
    die = scripted_die([1, 2, 3, 4, 1, 1, 1, 1, 1])
    game = PigGame(["A", "B", "C", "D"], die=die)
    movers = []
    for _ in range(5):
        movers.append(game.current_player.name)
        game.roll()
    assert movers == ["A", "B", "C", "D", "A"]


def play_to_the_end(game, choose):
    statuses = []
    while not game.is_over:
        statuses.append(game.status)
        game.push(choose(game))
    return statuses


def test_a_seeded_game_replays_exactly():
    def history(seed):
        game = PigGame(["Ann", "Bob", "Cy"], rng=random.Random(seed))
        play_to_the_end(game, hold_at(20))
        return [(e.kind, e.player.name, e.value) for e in game.history]

    assert history(7) == history(7)
    assert history(7) != history(8)


def test_a_seeded_game_against_the_computer_has_a_known_result():
    game = PigGame(["Ann", ComputerPlayer()], rng=random.Random(2024))
    ann_strategy = hold_at(15)
    while not game.is_over:
        if game.current_player.is_computer:
            game.play_computer_turn()
        else:
            game.push(ann_strategy(game))
    assert [p.name for p in game.turn_order.order] == ["Computer", "Ann"]
    assert game.turn_order.rolls[0][1] == 4  # Ann rolled 4, the computer 2
    assert game.winner.name == "Computer"
    assert game.scores == {"Computer": 103, "Ann": 83}
    assert len(game.history) == 62


def test_play_computer_turn_refuses_a_person(scripted_die):
    game = PigGame(["Ann", ComputerPlayer()], die=scripted_die(ANN_FIRST))
    with pytest.raises(NotYourTurnError, match="not a computer"):
        game.play_computer_turn()


def test_play_computer_turn_stops_when_the_turn_ends(scripted_die):
    game = PigGame(
        [ComputerPlayer(strategy=hold_at(8)), "Ann"], die=scripted_die([2, 5, 3, 4, 6])
    )
    events = game.play_computer_turn()
    assert [(e.kind, e.value) for e in events] == [
        ("roll", 3),
        ("roll", 4),
        ("roll", 6),
        ("hold", 13),
    ]
    assert game.current_player.name == "Ann"


@settings(max_examples=60, deadline=None)
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
    while not game.is_over:
        mover = game.current_player.name
        assert mover == order[turn % players]
        assert game.status.score == banked[mover]
        event = game.push(strategies[mover](game))
        assert event.player.name == mover
        if event.kind == "roll":
            assert 2 <= event.value <= 6
            assert game.current_player.name == mover
        elif event.kind == "pig":
            assert event.value == 1
            turn += 1
        else:
            assert event.value >= 2  # a hold always follows at least one roll
            banked[mover] += event.value
            turn += 1
        assert game.scores == banked  # only holds change banked scores
    assert game.winner.score >= goal
    assert all(s < goal for n, s in game.scores.items() if n != game.winner.name)
    assert game.history[-1].kind == "win"
    assert sum(e.kind == "win" for e in game.history) == 1


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
    assert "Ann wins with 6 points!" in svg

"""The rules of tic-tac-toe and Pig, checked against OpenSpiel's implementations.

OpenSpiel (DeepMind's library of games for research) was written independently of
this course, so agreeing with it on every tic-tac-toe position and on thousands of
Pig games with the same die rolls is evidence that neither rule set has a slip.

Where the two games differ on purpose, the difference is mapped, not hidden:

- Pig, who goes first: the handout orders the players by one opening roll each
  (lowest first); OpenSpiel always starts with player 0. The course's game is given
  opening rolls 1, 2, 3, 4 in seating order, so its order is the seating order, and
  course seat ``i`` is OpenSpiel player ``i``.
- Pig, holding: the handout lets a player hold only after rolling at least once this
  turn; OpenSpiel also offers "stop" on a turn total of 0 (it banks nothing and
  passes the turn). The random player here holds only when both games allow it, and
  the test checks that OpenSpiel's moves are the course's plus that one extra stop.
- Pig, a winning hold: once the turn total would reach the goal, OpenSpiel offers
  only "stop" (the win); the handout lets the player roll on and risk it. The random
  player here holds then, in both games, and the test checks that this is the only
  place where OpenSpiel offers less than the course.
- Pig, the end: OpenSpiel ends a game as a draw after ``horizon`` turns; it is set
  far beyond any game played here, so a game ends only when a player reaches the goal.

Without the ``open-spiel`` package (it installs with the course's test extra) the
module is skipped with one line.
"""

import random
from collections.abc import Iterator

import pytest

from gamelib.pig import HOLD, ROLL, PigGame
from gamelib.tictactoe import Board, O, X

pyspiel = pytest.importorskip(
    "pyspiel", reason="open-spiel is not installed: pip install open-spiel"
)

# OpenSpiel numbers tic-tac-toe squares row by row from the top left, as the course
# does, and calls its players 0 (x, first) and 1 (o).
TICTACTOE_PLAYER = {X: 0, O: 1}
SPIEL_ROLL, SPIEL_STOP = 0, 1  # OpenSpiel Pig's two actions
PIG_GAMES = 400
HORIZON = 10**6  # OpenSpiel Pig's turn limit, never reached here


# -- tic-tac-toe: every reachable position ------------------------------------------


def every_position() -> Iterator[tuple[Board, object]]:
    """Each reachable position once, as the course's board and OpenSpiel's state."""
    game = pyspiel.load_game("tic_tac_toe")
    seen = set()
    stack = [(Board(), game.new_initial_state())]
    while stack:
        board, state = stack.pop()
        if board.cells in seen:
            continue
        seen.add(board.cells)
        yield board, state
        for square in board.legal_moves:
            child, child_state = board.copy(), state.clone()
            child.push(square)
            child_state.apply_action(square)
            stack.append((child, child_state))


def test_every_tictactoe_position_has_openspiels_moves_end_and_winner():
    positions = 0
    for board, state in every_position():
        positions += 1
        where = f"\n{board}"
        assert board.is_over() == state.is_terminal(), where
        if board.is_over():
            assert sorted(board.legal_moves) == [], where
            outcome = board.outcome()
            returns = state.returns()
            if outcome.draw:
                assert returns == [0.0, 0.0], where
            else:
                winner = TICTACTOE_PLAYER[outcome.winner]
                assert returns[winner] == 1.0 and returns[1 - winner] == -1.0, where
        else:
            assert sorted(board.legal_moves) == state.legal_actions(), where
            assert TICTACTOE_PLAYER[board.turn] == state.current_player(), where
    # 5,478 positions can be reached from the empty board (a known count).
    assert positions == 5478


# -- Pig: random games with the same die rolls --------------------------------------


class ListedDie:
    """A die that rolls the faces it is given, in order (both games share them)."""

    def __init__(self, faces: list[int]) -> None:
        self.faces = faces
        self.rolled = 0

    def roll(self) -> int:
        face = self.faces[self.rolled]
        self.rolled += 1
        return face


def spiel_state(players: int, goal: int):
    game = pyspiel.load_game(
        "pig", {"players": players, "winscore": goal, "horizon": HORIZON}
    )
    return game.new_initial_state()


def same_position(course: PigGame, state) -> str:
    """Scores, turn total and player to move, compared; '' when they agree."""
    scores = list(course.scores.values())
    spiel_scores, spiel_total = parse_spiel(state)
    mover = None if course.is_over() else course.players.index(course.current_player)
    spiel_mover = None if state.is_terminal() else state.current_player()
    if scores != spiel_scores:
        return f"scores {scores} vs OpenSpiel {spiel_scores}"
    if not course.is_over() and course.turn_total != spiel_total:
        return f"turn total {course.turn_total} vs OpenSpiel {spiel_total}"
    if mover != spiel_mover:
        return f"player to move {mover} vs OpenSpiel {spiel_mover}"
    return ""


def parse_spiel(state) -> tuple[list[int], int]:
    """OpenSpiel's Pig prints 'Scores: a b ..., Turn total: t'; read it back."""
    first = str(state).splitlines()[0]
    scores_part, total_part = first.split(", Turn total: ")
    scores = [int(s) for s in scores_part.removeprefix("Scores: ").split()]
    return scores, int(total_part)


def banking_wins(course: PigGame) -> bool:
    mover = course.current_player.name
    return course.scores[mover] + course.turn_total >= course.goal


def play_both(seed: int, players: int, goal: int) -> tuple[PigGame, object, int]:
    """One random game played move for move in both; returns them and the moves."""
    rng = random.Random(seed)
    faces = list(range(1, players + 1))  # opening rolls: seating order stands
    faces += [rng.randint(1, 6) for _ in range(20_000)]
    course = PigGame([f"P{i}" for i in range(players)], goal=goal, die=ListedDie(faces))
    assert [p.name for p in course.players] == [f"P{i}" for i in range(players)]
    state = spiel_state(players, goal)
    die = course.die
    moves = 0
    while not course.is_over():
        assert not state.is_terminal(), f"OpenSpiel ended first after {moves} moves"
        legal = set(course.legal_moves)
        spiel_legal = set(state.legal_actions())
        if banking_wins(course):
            # OpenSpiel allows only the winning stop; the handout allows both.
            assert legal == {ROLL, HOLD} and spiel_legal == {SPIEL_STOP}
            move = HOLD
        else:
            # OpenSpiel's moves: the course's, plus a stop with nothing rolled.
            assert spiel_legal == {SPIEL_ROLL, SPIEL_STOP}
            assert legal == ({ROLL, HOLD} if course.rolls_this_turn else {ROLL})
            move = HOLD if HOLD in legal and rng.random() < 0.3 else ROLL
        if move == ROLL:
            face = faces[die.rolled]
            course.push(ROLL)
            state.apply_action(SPIEL_ROLL)
            assert state.is_chance_node()
            state.apply_action(face - 1)  # chance outcome k is face k + 1
        else:
            course.push(HOLD)
            state.apply_action(SPIEL_STOP)
        moves += 1
        difference = same_position(course, state)
        assert not difference, f"seed {seed}, after move {moves}: {difference}"
    return course, state, moves


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_pig_games_agree_with_openspiel_roll_for_roll(players):
    moves = 0
    for seed in range(PIG_GAMES // 3):
        course, state, played = play_both(seed, players, goal=30)
        moves += played
        assert state.is_terminal(), f"seed {seed}: OpenSpiel goes on"
        returns = state.returns()
        winner = course.players.index(course.winner)
        assert returns[winner] == max(returns), f"seed {seed}: {returns}"
        assert sorted(returns).count(max(returns)) == 1, f"seed {seed}: {returns}"
    assert moves > 1000 * players  # the games were real games, not one-move stubs


def test_openspiel_lets_a_player_stop_before_rolling_and_the_handout_does_not():
    course = PigGame(["P0", "P1"], goal=30, die=ListedDie([1, 2, 4]))
    state = spiel_state(2, 30)
    assert list(course.legal_moves) == [ROLL]
    assert state.legal_actions() == [SPIEL_ROLL, SPIEL_STOP]

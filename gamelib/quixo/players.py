"""Computer players, each a ``player(board) -> move`` that never changes the board.

``random_player`` moves at random and ``greedy_player`` takes a win, or else the
move the evaluation likes best; ``make_search_player`` plays at one of the search's
levels (``gamelib.quixo.search``); ``perfect_player`` reads a solved
board's table (``gamelib.quixo.solver``). Asked to move in a finished game
they raise ``GameOverError``, as the board itself would. The first three play the
two- and the four-player game alike (in the four-player game "the opponent" is the
other team, which always moves next).

The perfect player: knowing each move's result is not enough to finish a game: from
a won board, a player that picks any winning move can wander for ever, each step
still "winning". So it prefers, in order: the fastest win, any draw, the slowest
loss, using the moves-left figure the analysis stored beside each value.
"""

import random
from collections.abc import Callable
from typing import Any

from gamelib.errors import GameOverError, MoveFormatError
from gamelib.players import PlayerFunction
from gamelib.quixo.search import STRONGEST, Search, level_named, score
from gamelib.quixo.solver import Solution, after_move, slide_for
from gamelib.quixo.state import Board, Move, check_can_move

QuixoPlayer = Callable[[Board], Move]
"""A Quixo computer player: ``gamelib.players.PlayerFunction`` for a ``Board``."""


def random_player(board: Board, rng: random.Random | None = None) -> Move:
    """Any legal move, each as likely as the others (``rng`` makes it repeatable)."""
    check_can_move(board)
    return (rng or random).choice(list(board.legal_moves))


def make_random_player(seed: int | None = None) -> QuixoPlayer:
    """A random player with its own generator, so a seed replays its games."""
    return _with_own_generator(random_player, seed)


def greedy_player(board: Board, rng: random.Random | None = None) -> Move:
    """Win now if possible; otherwise never hand the other side a win on its next move
    when a safe move exists; among the safe moves, take the one whose lines score best
    (``gamelib.quixo.search``). Ties go to the first such move, or to a
    random one of them if ``rng`` is given."""
    me = check_can_move(board)
    trial = board.copy()
    best_moves: list[Move] = []
    best_rank: tuple[int, int] | None = None
    for move in list(trial.legal_moves):
        trial.push(move)
        outcome = trial.outcome()
        if outcome is not None and outcome.winner == me:
            return move  # a win at once
        safe = outcome is None and not can_win_at_once(trial)
        rank = (safe, score(trial, me))
        trial.pop()
        if best_rank is None or rank > best_rank:
            best_moves, best_rank = [move], rank
        elif rank == best_rank:
            best_moves.append(move)
    return rng.choice(best_moves) if rng is not None else best_moves[0]


def make_greedy_player(seed: int | None = None) -> QuixoPlayer:
    """A greedy player that breaks ties at random, repeatably for a given seed."""
    return _with_own_generator(greedy_player, seed)


def _with_own_generator(
    play: Callable[[Board, random.Random], Move], seed: int | None
) -> QuixoPlayer:
    """``play`` with a generator of its own: two players made with one seed play
    the same games, whatever else draws random numbers meanwhile."""
    rng = random.Random(seed)

    def move(board: Board) -> Move:
        return play(board, rng)

    move.__name__ = play.__name__
    return move


def can_win_at_once(board: Board) -> bool:
    """Does the player to move have a move that wins the game right away?"""
    if board.is_over():
        return False
    me = board.turn_symbol
    for move in list(board.legal_moves):
        outcome = board.push(move).outcome
        won = outcome is not None and outcome.winner == me
        board.pop()
        if won:
            return True
    return False


def move_preference(solution: Solution, number: int, move: Move) -> tuple[int, int]:
    """How much the player to move on board ``number`` likes ``move``: higher is
    better (wins first, sooner; then draws; then losses, later)."""
    if move.partner is not None:
        raise MoveFormatError(f"{move} is a four-player move")
    pick, place = move.squares()
    slide = slide_for(solution.size)[(pick[0], pick[1]), (place[0], place[1])]
    after = after_move(number, solution.size, slide)
    their_value, left = solution.value_of(after), solution.moves_left_of(after) or 0
    return {"loss": (2, -left), "draw": (1, 0), "win": (0, left)}[their_value]


def perfect_player(solution: Solution) -> PlayerFunction:
    """A ``player(state) -> move`` that never throws away a win or a draw, wins as
    fast as it can and, when lost, holds out as long as it can. Ties go to the
    first move in ``state.legal_moves`` order, so it plays the same way every time.
    """

    def perfect(state: Any) -> Move:
        if state.turn is None:
            raise GameOverError("the game is over: there is no move to choose")
        number = solution.number(state)
        return max(
            state.legal_moves, key=lambda move: move_preference(solution, number, move)
        )

    perfect.__name__ = f"perfect_player_{solution.size}x{solution.size}"
    return perfect


def make_search_player(
    level: str = STRONGEST, seed: int | None = None, time_limit: float | None = None
) -> Callable[[Board], Move]:
    """A search player at ``level`` (see ``LEVELS``), repeatable for a given seed.

    ``time_limit`` (seconds) stops the search early on a slow or busy computer;
    without it the moves depend only on the seed and the positions.
    """
    chosen = level_named(level)
    rng = random.Random(seed)

    def search_player(board: Board) -> Move:
        check_can_move(board)
        return Search(board, chosen, rng, time_limit).best_move()

    search_player.__name__ = f"search_player_{chosen.name}"
    return search_player

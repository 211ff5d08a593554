"""Computer players that need no search: one that moves at random and a greedy one.

Both follow the course convention ``player(board) -> move`` and never change the
board they are given. Asked to move in a finished game they raise
``GameOverError``, as the board itself would. They play the two- and the
four-player game alike (in the four-player game "the opponent" is the other team,
which always moves next).
"""

import random
from collections.abc import Callable

from gamelib.quixo.board import Board
from gamelib.quixo.errors import GameOverError
from gamelib.quixo.evaluation import score
from gamelib.quixo.move import Move

Player = Callable[[Board], Move]


def check_can_move(board: Board) -> str:
    """The symbol the computer plays; ``GameOverError`` if the game is over, for a
    computer cannot move then."""
    symbol = board.turn_symbol
    if symbol is None:
        raise GameOverError(
            f"the game is over ({board.outcome()}); the computer has no move to make"
        )
    return symbol


def random_player(board: Board, rng: random.Random | None = None) -> Move:
    """Any legal move, each as likely as the others (``rng`` makes it repeatable)."""
    check_can_move(board)
    return (rng or random).choice(list(board.legal_moves))


def make_random_player(seed: int | None = None) -> Player:
    """A random player with its own generator, so a seed replays its games."""
    rng = random.Random(seed)

    def random_move(board: Board) -> Move:
        return random_player(board, rng)

    random_move.__name__ = "random_player"
    return random_move


def greedy_player(board: Board, rng: random.Random | None = None) -> Move:
    """Win now if possible; otherwise never hand the other side a win on its next
    move when a safe move exists; among the safe moves, take the one whose lines
    score best (``gamelib.quixo.evaluation``). Ties go to the first such move, or
    to a random one of them if ``rng`` is given."""
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


def make_greedy_player(seed: int | None = None) -> Player:
    """A greedy player that breaks ties at random, repeatably for a given seed."""
    rng = random.Random(seed)

    def greedy_move(board: Board) -> Move:
        return greedy_player(board, rng)

    greedy_move.__name__ = "greedy_player"
    return greedy_move


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

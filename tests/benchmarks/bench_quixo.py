"""Quixo benchmark: perft speed, the computer's thinking time, and match results.

Run: .venv/bin/python tests/benchmarks/bench_quixo.py [--matches [--games-random 100]
[--games-greedy 40]]

The matches of the strongest level against random and greedy players take about half
an hour on 2 cores (most of ``make bench`` before they were made optional), so they
run only with ``--matches`` (``make bench-matches``); perft and the thinking time per
move take well under a minute.

Prints figures only, no assertions: a timed assertion fails on a busy machine for
reasons unrelated to the code, so the targets (perft(4) under 2 s, the strongest
level under 1 s a move, all 100 games won against random and 90% against greedy)
are checked by eye. The load average is printed first because this machine is
shared. The players are seeded and budgeted in positions, not seconds, so the
match results are the same on every run and every machine; only the times vary.
"""

import argparse
import os
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable

from gamelib.quixo import (
    LEVELS,
    Board,
    Move,
    make_greedy_player,
    make_random_player,
    make_search_player,
    perft,
)
from gamelib.quixo.search import STRONGEST, Search

Player = Callable[[Board], Move]
MAX_PLIES = 400
"""A game still going after this many moves is reported as unfinished."""


def time_perft() -> None:
    print("perft from the start (5x5, two players; four players below)")
    for players, deepest in ((2, 4), (4, 3)):
        for depth in range(1, deepest + 1):
            start = time.perf_counter()
            count = perft(Board(players=players), depth)
            seconds = time.perf_counter() - start
            print(f"  players {players}  depth {depth}  {count:>10,}  {seconds:8.3f} s")


def sample_positions(count: int, players: int, seed: int) -> list[Board]:
    """Positions from games of two greedy players, from the opening to late."""
    rng = random.Random(seed)
    positions = []
    while len(positions) < count:
        board = Board(players=players)
        greedy = make_greedy_player(rng.randrange(1000))
        for _ in range(rng.randrange(0, 40)):
            move = (
                greedy(board)
                if rng.random() < 0.7
                else rng.choice(list(board.legal_moves))
            )
            board.push(move)
            if board.is_over():
                board.pop()
                break
        positions.append(board)
    return positions


def time_levels(positions: list[Board], title: str) -> None:
    """Seconds per move for every computer player; for the search levels also the
    depth of the deepest look-ahead finished (the same on every machine)."""
    print(f"seconds per move on {len(positions)} positions, {title}")
    print(f"  {'level':<8} {'median':>8} {'mean':>8} {'max':>8}   depth reached")
    simple = {"random": make_random_player(1), "greedy": make_greedy_player(1)}
    for name in [*simple, *LEVELS]:
        seconds, depths = [], []
        for board in positions:
            start = time.perf_counter()
            if name in simple:
                simple[name](board)
            else:
                search = Search(board, LEVELS[name], random.Random(1))
                search.best_move()
                depths.append(search.finished_depth)
            seconds.append(time.perf_counter() - start)
        line = (
            f"  {name:<8} {statistics.median(seconds):8.3f} "
            f"{statistics.mean(seconds):8.3f} {max(seconds):8.3f}"
        )
        if depths:
            line += (
                f"   {min(depths)}-{max(depths)}, median {statistics.median(depths)}"
            )
        print(line)


def play_match(strong: Player, weak: Player, games: int) -> tuple[Counter, list]:
    """``strong`` plays X in the even games and O in the odd ones.

    The game is called a draw by repetition as soon as a position occurs for the
    third time (either player could claim it then).
    """
    results: Counter = Counter()
    move_times = []
    for game in range(games):
        board = Board()
        strong_symbol = "X" if game % 2 == 0 else "O"
        while not board.is_over():
            if board.is_repetition(3):
                board.claim_draw()
                break
            if len(board.history) >= MAX_PLIES:
                break
            mover = strong if board.turn == strong_symbol else weak
            start = time.perf_counter()
            move = mover(board)
            if mover is strong:
                move_times.append(time.perf_counter() - start)
            board.push(move)
        outcome = board.outcome()
        if outcome is None:
            results["unfinished"] += 1
        elif outcome.draw:
            results["draw by repetition"] += 1
        elif outcome.winner == strong_symbol:
            results["won"] += 1
        else:
            results["lost"] += 1
        results["plies"] += len(board.history)
    return results, move_times


def report_match(name: str, games: int, seed: int, opponent: Player) -> None:
    start = time.perf_counter()
    results, move_times = play_match(
        make_search_player(STRONGEST, seed), opponent, games
    )
    seconds = time.perf_counter() - start
    rate = 100 * results["won"] / games
    print(
        f"  vs {name:<7} {games:>3} games: won {results['won']}, lost "
        f"{results['lost']}, draws by repetition {results['draw by repetition']}, "
        f"unfinished {results['unfinished']}  ({rate:.0f}% won; "
        f"{results['plies'] / games:.1f} moves a game; {seconds:.0f} s)"
    )
    print(
        f"      {STRONGEST} thinking: median {statistics.median(move_times):.3f} s, "
        f"max {max(move_times):.3f} s over {len(move_times)} moves"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games-random", type=int, default=100)
    parser.add_argument("--games-greedy", type=int, default=40)
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument(
        "--matches",
        action="store_true",
        help="also play the strongest level's matches (about half an hour)",
    )
    arguments = parser.parse_args()
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    print(f"load average {load} on {os.cpu_count()} cores")
    time_perft()
    time_levels(sample_positions(arguments.positions, 2, 1), "5x5, two players")
    time_levels(sample_positions(arguments.positions // 2, 4, 2), "5x5, four players")
    if not arguments.matches:
        print("matches skipped: run with --matches (make bench-matches) to play them")
        return
    print(f"matches of the strongest level ({STRONGEST}), alternating who starts")
    report_match("random", arguments.games_random, 11, make_random_player(12))
    report_match("greedy", arguments.games_greedy, 21, make_greedy_player(22))


if __name__ == "__main__":
    main()

"""Time Prolix's dictionary load, best-word search and game state (targets below).

Prints figures only; it asserts nothing about speed. The dictionary load and the
index build are timed with their caches cleared, as a learner meets them the
first time a cell runs; the search is timed over many random boards drawn the way
the game draws them. ``state.legal_moves`` is timed too: membership (a hash
lookup, whatever the dictionary's size), the full best-first listing that
iteration builds once per round, and push/pop/copy. For scale it also times what
the shipped word list spares every load (building it from the Hunspell files: the
load took about 0.5 s when it did that) and the plain approach the finder
replaces: scoring every word of the dictionary.
Run with ``.venv/bin/python tests/benchmarks/bench_prolix.py``.
"""

import random
import statistics
import time

from gamelib.prolix import Bag, ProlixState, TileBoard, best_word_player, score_word
from gamelib.prolix.build_word_list import built_in_bytes
from gamelib.prolix.finder import best_words, word_index
from gamelib.prolix.words import WordList, _load, load_dictionary

LOAD_TARGET_SECONDS = 0.15
SEARCH_TARGET_MS = 50.0
LISTING_TARGET_MS = 100.0
MEMBERSHIP_TARGET_US = 20.0
STATES = 20
BOARDS = 200
LOAD_RUNS = 5


def random_boards(count: int, seed: int = 2024) -> list:
    rng = random.Random(seed)
    boards = []
    for _ in range(count):
        board = TileBoard()
        board.fill_from(Bag(rng))
        boards.append(board.columns)
    return boards


def time_loads() -> list[float]:
    times = []
    for _ in range(LOAD_RUNS):
        _load.cache_clear()
        start = time.perf_counter()
        load_dictionary()
        times.append(time.perf_counter() - start)
    return times


def time_states(words: WordList) -> dict[str, list[float]]:
    """Per-round costs of the game state, in milliseconds, over seeded games."""
    times: dict[str, list[float]] = {"list": [], "in": [], "move": []}
    for seed in range(STATES):
        state = ProlixState(random.Random(seed), words)
        start = time.perf_counter()
        listed = list(state.legal_moves)
        times["list"].append((time.perf_counter() - start) * 1000)
        probes = [*listed[:500], *(word.upper() for word in listed[:500])]
        start = time.perf_counter()
        for word in probes:
            _ = word in state.legal_moves
        times["in"].append((time.perf_counter() - start) * 1000 / len(probes))
        word = best_word_player(state)
        start = time.perf_counter()
        state.copy().push(word)
        state.push(word)
        state.pop()
        times["move"].append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    loads = time_loads()
    words = load_dictionary()
    print(f"dictionary: {len(words)} words ({words.source})")
    print(
        f"load: median {statistics.median(loads) * 1000:.0f} ms, "
        f"worst {max(loads) * 1000:.0f} ms over {LOAD_RUNS} cold loads "
        f"(target < {LOAD_TARGET_SECONDS * 1000:.0f} ms)"
    )
    start = time.perf_counter()
    built_in_bytes()
    build_seconds = time.perf_counter() - start
    print(
        "for scale, building the list from the Hunspell files (done ahead of time, "
        "python -m gamelib.prolix.build_word_list): "
        f"{build_seconds * 1000:.0f} ms"
    )

    word_index.cache_clear()
    start = time.perf_counter()
    word_index(words)
    index_seconds = time.perf_counter() - start
    print(f"finder index (built once per word list): {index_seconds * 1000:.0f} ms")

    boards = random_boards(BOARDS)
    searches = []
    for columns in boards:
        start = time.perf_counter()
        best_words(columns, 10)
        searches.append((time.perf_counter() - start) * 1000)
    searches.sort()
    print(
        f"best_words(board, 10) over the whole dictionary, {BOARDS} boards: "
        f"median {statistics.median(searches):.1f} ms, "
        f"95th percentile {searches[int(0.95 * len(searches))]:.1f} ms, "
        f"worst {searches[-1]:.1f} ms (target < {SEARCH_TARGET_MS:.0f} ms)"
    )

    states = time_states(words)
    listing, membership = max(states["list"]), max(states["in"]) * 1000
    print(
        f"list(state.legal_moves), all {len(words)} words best first, {STATES} "
        f"boards: median {statistics.median(states['list']):.1f} ms, worst "
        f"{listing:.1f} ms (target < {LISTING_TARGET_MS:.0f} ms)"
    )
    print(
        f"word in state.legal_moves: worst {membership:.1f} µs per word "
        f"(target < {MEMBERSHIP_TARGET_US:.0f} µs)"
    )
    print(
        f"copy + push + push + pop of a round: median "
        f"{statistics.median(states['move']):.1f} ms"
    )

    start = time.perf_counter()
    for columns in boards[:3]:
        max(words.words, key=lambda word, columns=columns: score_word(columns, word))
    plain = (time.perf_counter() - start) / 3 * 1000
    print(f"for scale, scoring every word one by one: {plain:.0f} ms per board")

    met = (
        max(loads) < LOAD_TARGET_SECONDS
        and searches[-1] < SEARCH_TARGET_MS
        and listing < LISTING_TARGET_MS
        and membership < MEMBERSHIP_TARGET_US
    )
    verdict = "met" if met else "MISSED"
    print(f"targets {verdict}")


if __name__ == "__main__":
    main()

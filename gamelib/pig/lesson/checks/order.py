"""Milestone 5, who goes first: ``check.play_order`` and the Try it
``check.play_order_rerolls``.
"""

import random
from collections.abc import Sequence
from typing import Any

from gamelib.pig.lesson.scripted import ScriptedDie
from gamelib.pig.parts.player import Player
from gamelib.selfcheck import Battery, Call, Case, exactly, judged

from .game import players_named
from .tools import name_of

# -- Milestone 5: who goes first ------------------------------------------------------


def _ordering(names: Sequence[str], rolls: Sequence[int], seed: int = 1) -> Call:
    """Decide the order with a die that rolls ``rolls`` (in the order the players
    are given); the result is the names in playing order, and how many rolls."""

    def run(piece: Any) -> Any:
        people = players_named(names)
        seating = list(people)
        die = ScriptedDie(list(rolls))
        order = piece(people, die, random.Random(seed))
        if people != seating:
            return "changed the list of players it was given"
        return [name_of(p) for p in order], die.rolled

    pairs = ", ".join(f"{n} {r}" for n, r in zip(names, rolls, strict=True))
    return Call(f"{{piece}}(players, die, rng)  # rolls: {pairs}", run)


def _in_order(expected: Sequence[str]) -> Any:
    def judge(result: Any) -> str | None:
        if isinstance(result, str):
            return result
        order, rolled = result
        if list(order) != list(expected):
            return f"gave the order {order}, expected {list(expected)}"
        if rolled != len(expected):
            return f"rolled the die {rolled} times; each player rolls once"
        return None

    return judged(judge)


def _players_untouched() -> Any:
    """Only whether the caller's list was left alone: the order itself has cases of
    its own, so a wrong order is not blamed on this rule too."""
    return judged(lambda result: result if isinstance(result, str) else None)


def _ties_broken(*blocks: set[str]) -> Any:
    """The order is ``blocks`` one after another, each block in any order."""

    def judge(result: Any) -> str | None:
        if isinstance(result, str):
            return result
        order, rolled = result
        start = 0
        for block in blocks:
            if set(order[start : start + len(block)]) != block:
                wanted = ", then ".join(str(sorted(b)) for b in blocks)
                return f"gave the order {order}; expected {wanted} (each in any order)"
            start += len(block)
        if start != len(order):
            return f"gave the order {order}, with players who were not given"
        return None if rolled == len(order) else f"rolled {rolled} times"

    return judged(judge)


def _orders_over_seeds(piece: Any) -> set[tuple[Any, ...]]:
    orders = set()
    for seed in range(12):
        people = players_named(("Ann", "Bob"))
        order = piece(people, ScriptedDie([3, 3]), random.Random(seed))
        orders.add(tuple(name_of(p) for p in order))
    return orders


def _same_order_twice(piece: Any) -> Any:
    results = []
    for other in (1, 2):
        random.seed(other)
        people = players_named(("Ann", "Bob", "Cy"))
        order = piece(people, ScriptedDie([4, 4, 4]), random.Random(9))
        results.append([name_of(p) for p in order])
    return "the same order" if results[0] == results[1] else results


def _the_players(piece: Any) -> Any:
    people = players_named(("Ann", "Bob"))
    order = piece(people, ScriptedDie([5, 2]), random.Random(1))
    return all(any(p is q for q in people) for p in order) and len(order) == 2


play_order = Battery(
    "play_order",
    [
        Case(
            "the lowest roll goes first",
            "players are ordered by their rolls in ascending order",
            _ordering(("Ann", "Bob", "Cy"), (4, 2, 6)),
            _in_order(["Bob", "Ann", "Cy"]),
        ),
        Case(
            "four different rolls",
            "players are ordered by their rolls in ascending order",
            _ordering(("Ann", "Bob", "Cy", "Dee"), (6, 5, 1, 3)),
            _in_order(["Cy", "Dee", "Bob", "Ann"]),
        ),
        Case(
            "gives back the players themselves",
            "the order is a list of the Player objects (not names, not rolls)",
            Call("{piece}([Ann, Bob], die, rng)", _the_players),
            exactly(True),
        ),
        Case(
            "tied players share the places their roll earned",
            "a tie never puts a player before the place their roll earned: Bob "
            "first, then Ann and Cy in some order",
            _ordering(("Ann", "Bob", "Cy"), (4, 2, 4)),
            _ties_broken({"Bob"}, {"Ann", "Cy"}),
        ),
        Case(
            "a tie for first keeps both players",
            "no player is lost or rolls again: everybody rolls once",
            _ordering(("Ann", "Bob", "Cy"), (3, 3, 5), seed=4),
            _ties_broken({"Ann", "Bob"}, {"Cy"}),
        ),
        Case(
            "everybody tied",
            "four equal rolls: all four players, in some order",
            _ordering(("Ann", "Bob", "Cy", "Dee"), (6, 6, 6, 6)),
            _ties_broken({"Ann", "Bob", "Cy", "Dee"}),
        ),
        Case(
            "ties are broken at random",
            "arbitrarily means no seat has an advantage: shuffle the tied players "
            "with rng.shuffle, so either can go first",
            Call(
                "{piece}([Ann, Bob], die rolling 3 and 3, rng) for 12 seeds",
                _orders_over_seeds,
            ),
            {("Ann", "Bob"), ("Bob", "Ann")},
        ),
        Case(
            "the same seed breaks ties the same way",
            "use the rng you are given (not the random module), so a game can be "
            "replayed",
            Call("{piece}(...) twice with random.Random(9)", _same_order_twice),
            "the same order",
        ),
        Case(
            "leaves the list it is given as it was",
            "build a new list; the caller's list of players keeps its order",
            _ordering(("Ann", "Bob", "Cy"), (5, 4, 3)),
            _players_untouched(),
        ),
    ],
)


# -- Try it: the roll-off with re-rolls ------------------------------------------------


def _rerolling(names: Sequence[str], rolls: Sequence[int]) -> Call:
    def run(piece: Any) -> Any:
        die = ScriptedDie(list(rolls))
        order = piece([Player(name) for name in names], die)
        return [name_of(p) for p in order], die.rolled

    return Call(f"{{piece}}({list(names)}, die)  # the die rolls {list(rolls)}", run)


def _ordered(expected: Sequence[str], rolls: int) -> Any:
    return exactly((list(expected), rolls))


play_order_rerolls = Battery(
    "play_order_rerolls",
    [
        Case(
            "no tie: one roll each, lowest first",
            "players are ordered by their rolls in ascending order",
            _rerolling(["Ann", "Bob", "Cy"], [4, 2, 6]),
            _ordered(["Bob", "Ann", "Cy"], 3),
        ),
        Case(
            "tied players roll again",
            "Ann and Cy tie with 4 and roll again: Ann 5, Cy 1, so Cy plays second",
            _rerolling(["Ann", "Bob", "Cy"], [4, 2, 4, 5, 1]),
            _ordered(["Bob", "Cy", "Ann"], 5),
        ),
        Case(
            "only the tied players roll again",
            "Bob and Cy tie with 5; Ann keeps first place without rolling again",
            _rerolling(["Ann", "Bob", "Cy"], [1, 5, 5, 2, 3]),
            _ordered(["Ann", "Bob", "Cy"], 5),
        ),
        Case(
            "a second tie means another roll",
            "roll again until the tie is broken",
            _rerolling(["Ann", "Bob"], [3, 3, 2, 2, 6, 1]),
            _ordered(["Bob", "Ann"], 6),
        ),
        Case(
            "a re-roll never jumps past other players",
            "Bob and Cy tied for places 2 and 3: Bob's re-rolled 6 keeps him before "
            "Dee, who rolled 6 at first",
            _rerolling(["Ann", "Bob", "Cy", "Dee"], [2, 4, 4, 6, 6, 1]),
            _ordered(["Ann", "Cy", "Bob", "Dee"], 6),
        ),
        Case(
            "two ties at once",
            "each tied group rolls again for its own places",
            _rerolling(["Ann", "Bob", "Cy", "Dee"], [3, 3, 5, 5, 2, 4, 2, 4]),
            _ordered(["Ann", "Bob", "Cy", "Dee"], 8),
        ),
    ],
)

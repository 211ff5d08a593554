#!/usr/bin/env python3
"""Pig: the handout's main file, ``pig.py``. Play Pig, the dice game, in a terminal.

Run ``./gamelib/pig/pig.py`` from the repository root (or ``python -m gamelib.pig``);
``--seed N`` replays the same dice and ``--goal N`` plays a shorter game. Only the
standard library is needed, the optimal computer player included.

Built on ``gamelib.console``, so it behaves like every program of the course: each
answer is read as raw bytes and checked, a bad one gets the reason and the same
question again, and end of input, Ctrl-C or a closed output end the program with
the course's goodbye (exit status 0, 130, 0); q (or quit) at any question leaves as
end of input does. The rules are the model's: a name, a move or a goal is refused by
the same ``gamelib.pig`` error a notebook would see. Text comes out at reading speed
(``GAMELIB_FAST=1`` turns the pauses off for tests).
"""

import sys
from pathlib import Path

if __name__ == "__main__" and not __package__:
    # Run as a script, Python puts this file's folder first on ``sys.path``, where
    # the package's own modules would import as unrelated top-level ones; the
    # repository root goes there instead, so ``gamelib`` imports as a package.
    sys.path[0] = str(Path(__file__).resolve().parents[2])

import argparse  # noqa: E402
import random  # noqa: E402
from collections.abc import Callable  # noqa: E402
from typing import TypeVar  # noqa: E402

from gamelib.console import (  # noqa: E402
    EXIT_OK,
    GOODBYE,
    AnswerError,
    Console,
    bounded_int,
    excerpt,
    make_parser,
    parse_int,
    run,
)
from gamelib.pig.optimal import (  # noqa: E402
    MAX_SOLVABLE_GOAL,
    SHIPPED_GOAL,
    check_solvable,
    optimal_player,
    shipped_table,
)
from gamelib.pig.pig_game import HELD, MAX_PLAYERS, PIGGED, PigGame  # noqa: E402
from gamelib.pig.player import (  # noqa: E402
    DEFAULT_GOAL,
    HOLD,
    ROLL,
    ComputerPlayer,
    Player,
    Strategy,
    check_distinct,
    check_name,
    hold_at,
)
from gamelib.players import choose_move  # noqa: E402

T = TypeVar("T")

LINE_PAUSE = 0.5  # seconds after each line, so a person can follow the game
MAX_GOAL = 1000  # a game to 1000 already takes hundreds of turns
COMPUTER_NAME = "Computer"
STEADY, OPTIMAL = "1", "2"
OPPONENTS = {STEADY: "hold at 20 (steady)", OPTIMAL: "optimal (hardest to beat)"}
MOVE_ANSWERS = {"r": ROLL, "roll": ROLL, "h": HOLD, "hold": HOLD}
QUIT_ANSWERS = ("q", "quit")


def build_parser() -> argparse.ArgumentParser:
    parser = make_parser("pig.py", "Play Pig, the dice game, in the terminal.")
    parser.add_argument(
        "--goal",
        type=bounded_int(1, MAX_GOAL),
        default=DEFAULT_GOAL,
        help=(
            f"points needed to win, 1 to {MAX_GOAL} (default {DEFAULT_GOAL}; the "
            f"optimal computer plays goals up to {MAX_SOLVABLE_GOAL})"
        ),
    )
    return parser


def main(argv: list[str] | None = None, console: Console | None = None) -> int:
    """Run the program; returns its exit status."""
    return run(play, build_parser(), argv, console)


def play(console: Console, arguments: argparse.Namespace) -> int:
    if arguments.goal == SHIPPED_GOAL:
        shipped_table()  # a damaged table: one line now (``run``), not in a game
    return Session(console, arguments.goal, random.Random(arguments.seed)).run()


class Session:
    """One sitting at the terminal: set up, play, and offer another game."""

    def __init__(self, console: Console, goal: int, rng: random.Random) -> None:
        self.console = console
        self.goal = goal
        self.rng = rng

    def ask(self, prompt: str, parse: Callable[[str], T]) -> T:
        """``console.ask``, where q (or quit) ends the session at any question."""

        def parse_or_quit(text: str) -> T:
            check_quit(text)
            return parse(text)

        return self.console.ask(prompt, parse_or_quit)

    def run(self) -> int:
        say(
            self.console,
            f"Welcome to Pig! The first player to bank {self.goal} points wins.",
        )
        say(self.console, "Roll to build a turn score; a 1 loses it. Hold to bank it.")
        say(self.console, "Type q at any question to quit.")
        while True:
            play_game(self.console, self.set_up())
            if not self.console.play_again():
                break
        self.console.say(GOODBYE)
        return EXIT_OK

    # -- setting up -------------------------------------------------------------
    def set_up(self) -> PigGame:
        people = self.ask(
            f"How many people are playing (1-{MAX_PLAYERS}; "
            "1 plays against the computer)? ",
            lambda text: parse_int(text, 1, MAX_PLAYERS, "a number of people"),
        )
        taken = [COMPUTER_NAME] if people == 1 else []
        players: list[Player] = []
        for number in range(1, people + 1):
            name = self.ask(
                f"Name of player {number}: ", lambda text: new_name(text, taken)
            )
            taken.append(name)
            players.append(Player(name))
        if people == 1:
            players.append(ComputerPlayer(COMPUTER_NAME, self.ask_opponent()))
        return PigGame(players, goal=self.goal, rng=self.rng)

    def ask_opponent(self) -> Strategy:
        choices = ", ".join(f"{key} = {label}" for key, label in OPPONENTS.items())
        choice = self.ask(f"Which computer player ({choices})? ", self.parse_opponent)
        if choice == STEADY:
            strategy: Strategy = hold_at(20, self.goal)
        else:
            if self.goal != SHIPPED_GOAL:
                say(
                    self.console,
                    f"Working out the optimal strategy for a goal of {self.goal} "
                    "(up to a few seconds)...",
                )
            strategy = optimal_player(self.goal)
        say(self.console, f"You play against the computer ({OPPONENTS[choice]}).")
        return strategy

    def parse_opponent(self, text: str) -> str:
        choice = text.strip()
        if choice not in OPPONENTS:
            raise AnswerError(
                f"{excerpt(choice)} is not a computer player: type "
                + " or ".join(OPPONENTS)
            )
        if choice == OPTIMAL:
            check_solvable(self.goal)  # refused before any table is allocated
        return choice


def say(console: Console, text: str = "") -> None:
    """A line, then a pause long enough to read it (none for a blank line)."""
    console.say(text)
    console.pause(LINE_PAUSE if text else 0)


def play_game(console: Console, game: PigGame) -> None:
    """Play ``game`` to its end: how the order was decided, every move, the result."""
    say(console)
    say(console, "Everybody rolls once to decide the order of play.")
    for line in game.turn_order.describe():
        say(console, line)
    say(console)
    while not game.is_over():
        play_move(console, game)
    say(console)
    say(console, game.status_line())
    scores = ", ".join(f"{name} {score}" for name, score in game.scores.items())
    say(console, f"Final scores: {scores}")


def play_move(console: Console, game: PigGame) -> None:
    """Show the status, get one move, make it and report it.

    The handout wants the status before every roll, so a refused answer gets the
    status again with the question.
    """
    mover = game.current_player
    assert mover is not None, "play_move is only called while the game goes on"
    if mover.is_computer and callable(mover):  # a computer answers when called
        say(console, game.status_line())
        move = choose_move(game, mover)
        say(console, f"{mover.name} chooses to {move}.")
    else:
        move = console.ask(move_prompt(game), lambda text: parse_move(game, text))
    event = game.push(move)
    say(console, event.describe())
    if event.kind in (PIGGED, HELD):
        say(console, f"Next up: {game.turn}.")
        say(console)


def check_quit(text: str) -> None:
    """q (or quit) leaves as the end of input does: ``run`` says the goodbye."""
    if text.strip().lower() in QUIT_ANSWERS:
        raise EOFError("the player typed q")


def new_name(text: str, taken: list[str]) -> str:
    """A name for the next player: short, not blank, not taken (any capitals)."""
    name = check_name(text)
    check_distinct([*taken, name])
    return name


def move_prompt(game: PigGame) -> str:
    """The status line, then the moves allowed now."""
    if game.rolls_this_turn == 0:
        return f"{game.status_line()}\nRoll (r) or quit (q)? "
    position = game.position()
    wins = position.score + position.turn_total >= game.goal
    hint = " (holding wins!)" if wins else ""
    return f"{game.status_line()}\nRoll (r), hold (h){hint} or quit (q)? "


def parse_move(game: PigGame, text: str) -> str:
    """The move typed, if the rules allow it now (the game says why not).

    q (or quit) ends the session, at this question as at every other.
    """
    check_quit(text)
    word = text.strip().lower()
    if word not in MOVE_ANSWERS:
        raise AnswerError(
            f"{excerpt(text.strip())} is not a move: type r to roll, h to hold "
            "or q to quit"
        )
    move = MOVE_ANSWERS[word]
    game.check(move)
    return move


if __name__ == "__main__":
    sys.exit(main())

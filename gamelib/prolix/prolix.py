"""Prolix in the terminal, the handout's ``prolix.py``: ``python -m gamelib.prolix``
(or ``python -m gamelib.prolix.prolix``) ``[--seed N] [--words FILE]``.

The rules live in ``state`` and ``tiles``. The program is a loop of small
functions that return values: show the board, read a word until it is legal, play
it, report. Every question goes through ``gamelib.console``, so no input can crash
it, and end of input or Ctrl-C at any moment (even while the word list loads)
ends it with the same goodbye as the course's other games. ``--seed N`` replays
the same tiles; ``--words FILE`` plays with your own word list.
"""

import argparse
import random
import sys

from gamelib.console import GOODBYE, Console, make_parser, run
from gamelib.prolix.pictures import result_text, slide_text, verdict
from gamelib.prolix.state import ProlixState
from gamelib.prolix.tiles import (
    MINIMUM_TOTALS,
    ONE_POINT_BONUS_LETTERS,
    ROUNDS,
    TWO_POINT_BONUS_LETTERS,
    normalize_word,
)
from gamelib.prolix.words import load_dictionary

PROGRAM = "python -m gamelib.prolix"
HINT_COMMAND = "?"
PROMPT = f"Your word ({HINT_COMMAND} for a hint): "
WELCOME = (
    "Prolix: each round, type one word. It scores the board's tiles it uses;",
    "you bring the vowels. A tile is worth its column (4, 4, 3 or 2 points), plus",
    f"1 for {' '.join(ONE_POINT_BONUS_LETTERS)} or 2 for "
    f"{' '.join(TWO_POINT_BONUS_LETTERS)}. Reach "
    f"{', '.join(map(str, MINIMUM_TOTALS[:-1]))} and {MINIMUM_TOTALS[-1]}",
    f"points after rounds 1 to {ROUNDS}; each word may be used once.",
)
ROUND_PAUSE_SECONDS = 1.0
WELCOME_PAUSE_SECONDS = 2.0


def make_prolix_parser() -> argparse.ArgumentParser:
    parser = make_parser(
        PROGRAM, "Prolix, the solo word game: six rounds, one word per round."
    )
    parser.add_argument(
        "--words",
        metavar="FILE",
        help="play with your own word list: a text file, one word per line",
    )
    return parser


def parse_answer(state: ProlixState, text: str) -> str | None:
    """The word to play, or None for the hint command; a refusal raises its rule."""
    if text.strip() == HINT_COMMAND:
        return None
    state.check(text)
    return normalize_word(text)


def read_word(console: Console, state: ProlixState) -> str:
    """Ask until the player types a legal word, giving hints on the way."""
    while True:
        word = console.ask(PROMPT, lambda text: parse_answer(state, text))
        if word is not None:
            return word
        best = state.hint(1)[0]
        console.say(f"Hint: {best.word} scores {best.score}.")


def play_game(console: Console, state: ProlixState) -> None:
    """Play rounds until the game is won or lost."""
    while not state.is_over():
        console.say()
        console.say(str(state))
        result = state.push(read_word(console, state))
        console.say(result_text(result))
        for line in slide_text(result):
            console.say(line)
        console.pause(ROUND_PAUSE_SECONDS)
    console.say()
    console.say(verdict(state))


def program(console: Console, arguments: argparse.Namespace) -> int | None:
    """Load the word list, then play games until the player has had enough."""
    rng = random.Random(arguments.seed)
    console.say("Loading the word list...")  # an unusable list: one line (``run``)
    dictionary = load_dictionary(arguments.words)
    state = ProlixState(rng, dictionary)
    console.say(f"Word list: {dictionary.source}, {len(dictionary):,} words.")
    console.say()
    for line in WELCOME:
        console.say(line)
    console.pause(WELCOME_PAUSE_SECONDS)
    while True:
        play_game(console, state)
        if not console.play_again():
            break
        state = ProlixState(rng, dictionary)
    console.say(GOODBYE)
    return None


def main(argv: list[str] | None = None, console: Console | None = None) -> int:
    return run(program, make_prolix_parser(), argv, console)


if __name__ == "__main__":
    sys.exit(main())

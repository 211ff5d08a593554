"""Prolix in the terminal: ``python -m gamelib.prolix [--seed N] [--words FILE]``.

The program is a loop of small functions that return values: draw the board,
read a word until it is legal, play it, report. No function calls back into the
loop, so each piece can be tested on its own and the flow reads top to bottom.
End-of-input or Ctrl-C ends the program politely at any prompt.
"""

import argparse
import random
import sys

from gamelib.pacing import pause
from gamelib.prolix.board import COLUMN_VALUES, COLUMNS, LETTER_BONUS, ROWS
from gamelib.prolix.dictionary import DictionaryError, load_dictionary
from gamelib.prolix.game import ROUNDS, ProlixState, RoundResult

HINT_COMMAND = "?"
GOODBYE = "Goodbye!"


def tile_label(letter: str | None) -> str:
    if not letter:
        return "".center(5)
    bonus = LETTER_BONUS.get(letter, 0)
    return (f"{letter}+{bonus}" if bonus else letter).center(5)


def render_board(columns) -> str:
    """The board as text: tiles with bonus marks, and each column's value."""
    line = "+" + "+".join("-----" for _ in range(COLUMNS)) + "+"
    rows = [
        "|" + "|".join(tile_label(columns[c][r]) for c in range(COLUMNS)) + "|"
        for r in range(ROWS)
    ]
    values = " " + " ".join(f"{value} pts" for value in COLUMN_VALUES)
    return "\n".join([line, *rows, line, values])


def render_status(state: ProlixState) -> str:
    return (
        f"Round {state.round} of {ROUNDS}   Total: {state.total}   "
        f"Reach {state.minimum} after this round"
    )


def render_result(result: RoundResult) -> str:
    """How a word scored, tile by tile, and whether the round was passed."""
    if result.tiles:
        parts = " + ".join(f"{tile.letter} {tile.points}" for tile in result.tiles)
        lines = [f"{result.word.upper()}: {parts} = {result.score} points."]
    else:
        lines = [f"{result.word.upper()} uses no board tiles: 0 points."]
    verdict = "passed" if result.passed else "missed"
    lines.append(f"Total {result.total}, needed {result.minimum}: round {verdict}.")
    if result.leaving:
        lines.append(
            f"The board slides two columns right; {' '.join(result.leaving)} leave."
        )
    for _placed, returned in result.refill:
        for tile in returned:
            lines.append(
                f"Drew {tile}, which may not go on the board: back in the bag."
            )
    return "\n".join(lines)


def read_word(state: ProlixState, ask=input, say=print) -> str:
    """Ask until the player types a legal word (or ? for a hint); return it."""
    while True:
        text = ask(f"Your word ({HINT_COMMAND} for a hint): ")
        if text.strip() == HINT_COMMAND:
            hint = state.hint(1)
            if hint:
                say(f"Hint: {hint[0].word} scores {hint[0].score}.")
            else:
                say("No word in the dictionary uses these tiles.")
            continue
        try:
            return state.check_word(text)
        except ValueError as reason:
            say(f"Not accepted: {reason}. Try again.")


def ask_yes_no(question: str, ask=input, say=print) -> bool:
    while True:
        answer = ask(f"{question} (y/n): ").strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        say("Please answer y or n.")


def play_game(state: ProlixState, ask=input, say=print) -> ProlixState:
    """Play rounds until the game is won or lost; returns the finished state."""
    while not state.is_over():
        say("")
        say(render_status(state))
        say(render_board(state.columns))
        word = read_word(state, ask, say)
        say(render_result(state.push(word)))
        pause(1.0)
    say("")
    say(state.summary())
    return state


def parse_args(argv=None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m gamelib.prolix",
        description="Prolix, the solo word game: six rounds, one word per round.",
    )
    parser.add_argument("--seed", type=int, help="seed for the bag (replays a game)")
    parser.add_argument(
        "--words", metavar="FILE", help="your own word list, one word per line"
    )
    args = parser.parse_args(argv)
    try:
        args.dictionary = load_dictionary(args.words)
    except (OSError, UnicodeDecodeError, DictionaryError) as error:
        parser.error(f"cannot use word list {args.words}: {error}")
    return args


def main(argv=None, ask=input, say=print) -> int:
    args = parse_args(argv)
    rng = random.Random(args.seed)
    say("Prolix: make words from the board's consonants; you bring the vowels.")
    say(f"Word list: {args.dictionary.source} ({len(args.dictionary)} words).")
    try:
        while True:
            play_game(ProlixState(rng, args.dictionary), ask, say)
            if not ask_yes_no("Play again?", ask, say):
                break
    except (EOFError, KeyboardInterrupt):
        say("")
    say(GOODBYE)
    return 0


if __name__ == "__main__":
    sys.exit(main())

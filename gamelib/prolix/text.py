"""Prolix in words: the sentences the console, the lesson and ``str(state)`` share.

Keeping every sentence about a game here means the terminal program and the
lesson's board say the same thing in the same words, and a test of one covers
the other.
"""

from typing import TYPE_CHECKING, Any

from gamelib.prolix.board import COLUMN_VALUES, COLUMNS, ROWS, check_columns, tile_value
from gamelib.prolix.records import RoundResult
from gamelib.prolix.rules import ROUNDS
from gamelib.prolix.tiles import LETTER_BONUS, tile_letter

if TYPE_CHECKING:
    from gamelib.prolix.game import ProlixState

TILE_WIDTH = 5


def tile_label(letter: str | None) -> str:
    """A square of the text board: the letter and its bonus, centred."""
    if letter is None:
        return "".center(TILE_WIDTH)
    bonus = LETTER_BONUS.get(letter, 0)
    return (f"{letter}+{bonus}" if bonus else letter).center(TILE_WIDTH)


def board_text(columns: Any) -> str:
    """The board as text: tiles with bonus marks, and each column's value."""
    board = check_columns(columns)
    line = "+" + "+".join("-" * TILE_WIDTH for _ in range(COLUMNS)) + "+"
    rows = [
        "|" + "|".join(tile_label(board[c][r]) for c in range(COLUMNS)) + "|"
        for r in range(ROWS)
    ]
    values = " " + " ".join(f"{value} pts" for value in COLUMN_VALUES)
    return "\n".join([line, *rows, line, values])


def tile_text(column: int, letter: str) -> str:
    """What a tile is worth, and why: its column's value plus any bonus."""
    letter = tile_letter(letter)
    points = tile_value(column, letter)
    bonus = LETTER_BONUS.get(letter, 0)
    why = f" ({points - bonus} + {bonus} bonus)" if bonus else ""
    return f"{letter} in column {column + 1} is worth {points} points{why}."


def verdict(state: "ProlixState") -> str:
    """How the game stands, in one sentence: the round to play, or how it ended."""
    outcome = state.outcome()
    if outcome is None:
        return (
            f"Round {state.round} of {ROUNDS}: total {state.total}, "
            f"reach {state.minimum} after this round."
        )
    if outcome.winner is not None:
        return f"You won with {state.total} points!"
    return (
        f"Game over in round {state.round}: {state.total} points, "
        f"{state.minimum} were needed."
    )


def result_text(result: RoundResult) -> str:
    """How a word scored, tile by tile, and whether the round was passed.

    A game scored by its own function (a learner's) may disagree with the tiles;
    the sentence then gives both, which is how a learner spots a scoring mistake.
    """
    parts = " + ".join(f"{tile.letter} {tile.points}" for tile in result.tiles)
    tiles_total = sum(tile.points for tile in result.tiles)
    if result.score == tiles_total:
        scored = f"{parts or 'no board tiles'} = {result.score} points."
    else:
        scored = (
            f"{result.score} points by the game's scoring function, though its "
            f"tiles make {parts or 'no board tiles'} = {tiles_total}."
        )
    verdict_word = "passed" if result.passed else "missed"
    return (
        f"{result.word.upper()}: {scored} Total {result.total}, needed "
        f"{result.minimum}: round {verdict_word}."
    )


def slide_text(result: RoundResult) -> list[str]:
    """What happened to the board after the round: tiles left, tiles put back."""
    lines = []
    if result.leaving:
        lines.append(
            f"The board slides two columns right; {' '.join(result.leaving)} leave."
        )
    for draw in result.refill:
        for tile in draw.put_back:
            lines.append(f"Drew {tile}, which may not go on the board: put back.")
    return lines


def state_text(state: "ProlixState") -> str:
    """``str(state)``: where the game stands, the board, and the words used."""
    lines = [verdict(state), board_text(state.columns)]
    if state.history:
        lines.append("Words used: " + ", ".join(state.history))
    return "\n".join(lines)

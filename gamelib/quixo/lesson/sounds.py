"""Sound effects made in Python: a pick, a slide, a win and an illegal click.

Each sound is computed from sine waves and a little seeded noise, shaped by an
envelope so it starts and stops without a click, and packed as a WAV file with the
standard library's ``wave`` module (numpy computes the samples, in milliseconds).
Nothing has to be downloaded. The board plays them in the browser through a widget:
Python's ``winsound`` would play them on the computer running the kernel, and only
on Windows; for a notebook on a server or on Binder that is not the learner's
computer at all.
"""

import io
import textwrap
import wave
from functools import cache
from typing import Any

import numpy as np

from gamelib.arguments import FixedTable, excerpt
from gamelib.errors import PieceRuleError
from gamelib.quixo.lesson.board import LessonRules
from gamelib.quixo.state import (
    LINE_WORDS,
    Move,
    PickError,
    PlaceError,
    Square,
    is_on_perimeter,
    seats,
    symbol_of,
)

RATE = 22_050
"""Samples per second: plenty for short effects, and small files."""
VOLUME = 0.45


def _envelope(total: int, attack: int = 200) -> np.ndarray:
    """Rise over ``attack`` samples, then fall to silence by the end."""
    k = np.arange(total)
    return np.minimum(1.0, k / attack) * (1 - k / total) ** 2


def tone(start_hz: float, end_hz: float, seconds: float) -> np.ndarray:
    """A sine sweeping from ``start_hz`` to ``end_hz``, faded in and out."""
    total = int(RATE * seconds)
    frequency = np.linspace(start_hz, end_hz, total, endpoint=False)
    phase = np.cumsum(2 * np.pi * frequency / RATE)
    return np.sin(phase) * _envelope(total)


def rustle(seconds: float, seed: int = 7) -> np.ndarray:
    """Soft noise, smoothed so it sounds like wood sliding rather than a hiss."""
    total = int(RATE * seconds)
    noise = np.random.default_rng(seed).uniform(-1, 1, total)
    smooth = np.convolve(noise, np.ones(8) / 8, mode="same")
    return 2.5 * smooth * _envelope(total, attack=600)


def mix(*parts: tuple[float, np.ndarray]) -> np.ndarray:
    """Add sounds together, each starting at its time in seconds."""
    length = max(int(start * RATE) + len(samples) for start, samples in parts)
    mixed = np.zeros(length)
    for start, samples in parts:
        offset = int(start * RATE)
        mixed[offset : offset + len(samples)] += samples
    return mixed


def wav_bytes(samples: np.ndarray) -> bytes:
    """16-bit mono WAV data of ``samples`` (values from -1 to 1)."""
    peak = max(1.0, float(np.abs(samples).max(initial=0.0)))
    data = (32767 * VOLUME * samples / peak).astype("<i2")
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(data.tobytes())
    return buffer.getvalue()


@cache
def pick() -> bytes:
    """A short rising blip: a block comes up."""
    return wav_bytes(tone(520, 880, 0.09))


@cache
def put_back() -> bytes:
    """A short falling blip: the block goes back down."""
    return wav_bytes(tone(760, 430, 0.09))


@cache
def slide() -> bytes:
    """Blocks sliding, then the knock of the block going in."""
    return wav_bytes(mix((0.0, rustle(0.32)), (0.3, tone(180, 120, 0.12))))


@cache
def win() -> bytes:
    """A rising arpeggio: C, E, G, C."""
    notes = [523.25, 659.25, 783.99, 1046.5]
    return wav_bytes(mix(*((0.11 * k, tone(f, f, 0.22)) for k, f in enumerate(notes))))


@cache
def illegal() -> bytes:
    """Two low buzzes, clipped so they sound harsher than a sine: not allowed."""
    buzz = np.clip(3 * tone(150, 140, 0.12), -0.6, 0.6)
    return wav_bytes(mix((0.0, buzz), (0.16, buzz)))


SOUNDS = FixedTable(
    "SOUNDS",
    {
        "pick": pick,
        "put back": put_back,
        "slide": slide,
        "win": win,
        "illegal": illegal,
    },
)
"""Each effect by name; calling one gives its WAV bytes (made once, then kept)."""


# What the board says: whose turn, the last move, and why a click is refused.
#
# A refusal names the rule in a player's words ("that block shows O: you may only take
# a neutral block or your own"), not the exception's class. The course's model raises
# one error per rule, so each is worded here; a learner's own rules (``LessonRules``)
# raise their own messages, which are shown as they are.


def who(game: Any) -> str:
    """The player to move, with their team's symbol in the four-player game."""
    turn = game.turn
    if game.players == 4:
        return f"{turn} (team {symbol_of(turn)})"
    return str(turn)


def square_name(square: Square) -> str:
    row, column = square
    return f"({row}, {column})"


def move_name(move: Move, player: str) -> str:
    if move.is_pass:
        return f"{player} passes"
    pick, place = move.squares()
    text = f"{player} {square_name(pick)} → {square_name(place)}"
    return text if move.partner is None else f"{text}, dot to {move.partner}"


def to_move(game: Any) -> str:
    return f"{who(game)} to move: pick up a highlighted block."


def next_turn(game: Any) -> str:
    return f"{who(game)} to move."


def picked_up(game: Any, square: Square) -> str:
    return (
        f"{game.turn} picked up {square_name(square)}: click a highlighted place,"
        " or the block again to put it back."
    )


def put_back_words(game: Any) -> str:
    return f"Put back. {to_move(game)}"


def refused_pick(game: Any, square: Square, error: Exception) -> str:
    """Why the block on ``square`` may not be taken, in a player's words: the
    model's rule (``Board.pick_refusal``) said shorter; a learner's, as it said."""
    if not isinstance(error, PickError) or isinstance(game, LessonRules):
        return f"Not that block: {error}"
    symbol = game.symbol(*square)
    if not is_on_perimeter(game.size, square):
        return "That block is not on the edge: only blocks of the outer ring move."
    if symbol != game.turn_symbol:
        return (
            f"That block shows {symbol}: you may only take a neutral block"
            f" or your own ({game.turn_symbol})."
        )
    return (
        f"That {symbol} block's dot points at {game.dot(*square)}: {game.turn} may"
        f" take a neutral block or one whose dot points at {game.turn}."
    )


def refused_place(game: Any, pick: Square, place: Square, error: Exception) -> str:
    if not isinstance(error, PlaceError) or isinstance(game, LessonRules):
        return f"{'' if isinstance(error, PieceRuleError) else 'Not there: '}{error}"
    if place == pick:
        return (
            "A block never goes back where it came from: click a highlighted place"
            " (or the block to put it back)."
        )
    row, column = pick
    return (
        f"{square_name(place)} is not an end of row {row} or column {column}:"
        " click a highlighted place."
    )


def no_sentence(said: Any, who: dict[str, str]) -> str:
    """``who``: whose each piece is, "Your answer_click" or "the course's makeMove"."""
    return (
        f"{who['answer_click']} returned {excerpt(repr(said))}, not a sentence: it"
        " must return what the board says. Nothing was changed."
    )


def no_move_from(picked: Any, error: Exception, who: dict[str, str]) -> str:
    return (
        f"{who['answer_click']} picked up {excerpt(repr(picked))}, but"
        f" {who['makeMove']}"
        f" takes no move from there ({error}). Nothing was picked up."
    )


def moved_without_a_block(picked: Any, square: Square, who: dict[str, str]) -> str:
    held = "no block in hand" if picked is None else "a block still in hand"
    return (
        f"{who['answer_click']} changed the blocks on a click at {square_name(square)}"
        f" with {held}: a move takes the block in hand to a place, and empties the"
        " hand. Nothing was played."
    )


def refused_by_the_rules(move: Move, error: Exception, who: dict[str, str]) -> str:
    pick, place = move.squares()
    return (
        f"{who['answer_click']} moved {square_name(pick)} to {square_name(place)},"
        f" but {who['makeMove']} refuses that move ({error}). Nothing was played."
    )


def moved_otherwise(move: Move, rows: Any, expected: list[str], who: Any) -> str:
    pick, place = move.squares()
    return (
        f"{who['answer_click']} left the rows {excerpt(repr(rows))}, but"
        f" {who['makeMove']}"
        f" from {square_name(pick)} to {square_name(place)} gives {expected!r}:"
        " call makeMove with the block in hand, then the square clicked. Nothing"
        " was played."
    )


def outside() -> str:
    return "That click is outside the board: click a block."


def game_over() -> str:
    return "The game is over: press New game to play again."


def missed_ending(ending: Any, who: dict[str, str]) -> str:
    """The rules end the game, but the winner (``who`` says whose) did not say so."""
    return (
        f"The computer cannot move: by the rules the game is over ({ending}), but"
        f" {who['winner']} returned None for this board, so the game went on."
        " Press New game."
    )


def thinking(player: str) -> str:
    return f"The computer ({player}) is thinking…"


def wait_for_computer() -> str:
    return "Wait: the computer is thinking."


def title(game: Any) -> str:
    """The title strip: whose turn, or how the game ended."""
    outcome = game.outcome()
    if outcome is None:
        return f"{who(game)} to move"
    if outcome.draw:
        return "Draw: the same position three times"
    if "completed a line" in outcome.reason:
        return f"{outcome.winner} wins: the other side made both lines"
    return f"{outcome.winner} wins: {LINE_WORDS.get(game.size, '')} in a row"


def last_move(move: Move, player: str) -> str:
    return f"Last move: {move_name(move, player)}."


def passed(seat: str) -> str:
    return f"{seat} has no block to take, so passes."


def draw_offer(game: Any) -> str:
    return (
        f"{game.turn} may claim a draw (Claim draw): this position can occur for"
        " the third time."
    )


def wrap(text: str, width: int) -> list[str]:
    """Words in lines of at most ``width`` characters (a canvas does not wrap); a
    longer word has a line of its own, unbroken."""
    words = " ".join(text.split())
    return textwrap.wrap(words, width, break_long_words=False, break_on_hyphens=False)


def short_move_name(move: Move, player: str) -> str:
    """A move in a narrow list: ``X 0,1→4,1`` (``·A2``: where the dot points)."""
    if move.is_pass:
        return f"{player} passes"
    (pick_row, pick_column), (place_row, place_column) = move.squares()
    text = f"{player} {pick_row},{pick_column}→{place_row},{place_column}"
    return text if move.partner is None else f"{text} ·{move.partner}"


def move_list(game: Any) -> list[str]:
    """Every move so far, short, with who made it (turns go round the seats)."""
    order = seats(game.players)
    return [
        short_move_name(move, order[number % len(order)])
        for number, move in enumerate(game.history)
    ]

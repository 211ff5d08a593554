"""Pig: what the lesson ``notebooks/01-pig.ipynb`` is built from, beside the rules.

``on_roll`` and ``on_hold`` are the board's Roll and Hold buttons: a game in, one
move, a sentence out, so a learner can write and check them without a browser, and
the board presses the same two for the computer's moves (its turn is then told in
the learner's words too). They read only what the lesson's own ``PigGame`` of
milestone 4 has, so they work on the learner's game as on the course's.

The drawings take any object with the ipycanvas ``Canvas`` drawing calls (a real
canvas, or a recording one in a test). The board is painted from a ``Scene``, a
snapshot of what it shows, so a computer's turn can be shown step by step after the
game has moved on; ``scene_of`` reads one from any game with the lesson's
``PigGame`` attributes. Every size fits a 1024x768 projector beside JupyterLab's
file browser (at most 540 pixels wide); no text is smaller than 16 pixels.
"""

import math
import textwrap
from typing import Any, NamedTuple

from gamelib.pig.die import PIP_CELLS

BACKGROUND = "#f4efe1"
INK = "#2b2b2b"
DIE_FILL = "#fffdf5"
PIP_COLOUR = "#1d1d1d"
HIGHLIGHT = "#ffe29a"  # the row of the player to move
WIN_COLOUR = "#81b29a"  # the winner's row
BAR_COLOUR = "#e07a5f"
BAR_BACK = "#ffffff"
WARNING = "#b3261e"

WIDTH, HEIGHT = 540, 356
ROW_TOP, ROW_HEIGHT = 40, 38
NAME_X, BAR_X, BAR_WIDTH, SCORE_X = 78, 270, 190, 528
DIE_X, DIE_Y, DIE_SIZE = 24, 214, 90
PANEL_X = 140
MAX_NAME_SHOWN = 16
TUMBLE_TURNS = 1.5  # a tumbling die turns this many times round


def font(size: int, bold: bool = False) -> str:
    """A canvas font; board text is never smaller than 16 px (projector rule)."""
    return f"{'bold ' if bold else ''}{max(size, 16)}px sans-serif"


def write(
    canvas: Any, text: str, x: float, y: float, size: int = 18, **style: Any
) -> None:
    """Text whose middle is at height y; ``colour``, ``bold`` and ``align`` vary it."""
    canvas.font = font(size, style.get("bold", False))
    canvas.fill_style = style.get("colour", INK)
    canvas.text_align = style.get("align", "left")
    canvas.text_baseline = "middle"
    canvas.fill_text(text, x, y)


# -- the die ------------------------------------------------------------------


def draw_die_body(canvas: Any, x: float, y: float, size: float) -> None:
    """A square with rounded corners: each edge bends into a corner."""
    r = size * 0.15
    canvas.begin_path()
    canvas.move_to(x + r, y)
    canvas.arc_to(x + size, y, x + size, y + size, r)  # top edge, top-right corner
    canvas.arc_to(x + size, y + size, x, y + size, r)  # right edge, bottom-right
    canvas.arc_to(x, y + size, x, y, r)  # bottom edge, bottom-left
    canvas.arc_to(x, y, x + size, y, r)  # left edge, top-left
    canvas.close_path()
    canvas.fill_style = DIE_FILL
    canvas.fill()
    canvas.line_width = max(2, size / 30)
    canvas.stroke_style = INK
    canvas.stroke()


def draw_die(canvas: Any, face: int | None, x: float, y: float, size: float) -> None:
    """A die showing ``face`` (a question mark before the first roll)."""
    draw_die_body(canvas, x, y, size)
    if face not in PIP_CELLS:
        write(
            canvas, "?", x + size / 2, y + size / 2, round(size * 0.5), align="center"
        )
        return
    step = size / 4
    canvas.fill_style = PIP_COLOUR
    for column, row in PIP_CELLS[face]:
        canvas.fill_circle(x + step * (column + 1), y + step * (row + 1), size * 0.08)


def draw_tumbling_die(canvas: Any, t: float, x: float, y: float, size: float) -> None:
    """The die mid-roll at time ``t`` (0 to 1): turned, showing a passing face.

    The faces follow from ``t`` alone, so a tumble looks the same every time and
    never uses the game's random numbers.
    """
    margin = size * 0.25  # a turned square sticks out past its corners
    canvas.fill_style = BACKGROUND
    canvas.fill_rect(x - margin, y - margin, size + 2 * margin, size + 2 * margin)
    canvas.save()
    canvas.translate(x + size / 2, y + size / 2)
    canvas.rotate(t * TUMBLE_TURNS * 2 * math.pi)
    draw_die(canvas, 1 + int(t * 17) % 6, -size / 2, -size / 2, size)
    canvas.restore()


# -- what the board shows -----------------------------------------------------


class Row(NamedTuple):
    """One line of the scoreboard."""

    name: str
    score: int
    opening_roll: int | None  # the roll that decided the order of play


class Scene(NamedTuple):
    """Everything on the board at one moment, apart from the game itself."""

    goal: int
    rows: tuple[Row, ...]  # in playing order
    mover: int | None  # the row whose turn it is
    winner: int | None  # the row that won
    turn_total: int
    rolls: int
    face: int | None  # the die's last roll; None before the first
    notice: str = ""  # a warning in red under the turn, e.g. a stuck computer


def scene_of(game: Any, notice: str = "") -> Scene:
    """What ``game`` shows now: any game with the lesson's ``PigGame`` attributes."""
    names = [player.name for player in game.players]
    order = getattr(game, "turn_order", None)  # the course's game keeps the rolls
    rows = tuple(
        Row(p.name, game.scores.get(p.name, 0), order.roll_of(p) if order else None)
        for p in game.players
    )
    winner = game.winner.name if game.winner is not None else None
    return Scene(
        game.goal,
        rows,
        names.index(game.turn) if game.turn in names else None,
        names.index(winner) if winner in names else None,
        game.turn_total,
        game.rolls_this_turn,
        game.last_roll,
        notice,
    )


# -- the board ------------------------------------------------------------------


def draw_score_row(canvas: Any, scene: Scene, index: int) -> None:
    """Row ``index``: colour, place, opening roll, name, bar and score."""
    name, score, opening_roll = scene.rows[index]
    top = ROW_TOP + index * ROW_HEIGHT
    middle = top + ROW_HEIGHT / 2
    if index == scene.winner:
        canvas.fill_style = WIN_COLOUR
        canvas.fill_rect(8, top + 2, WIDTH - 16, ROW_HEIGHT - 4)
    elif index == scene.mover:
        canvas.fill_style = HIGHLIGHT
        canvas.fill_rect(8, top + 2, WIDTH - 16, ROW_HEIGHT - 4)
    write(canvas, f"{index + 1}.", 16, middle)
    if opening_roll is not None:
        draw_die(canvas, opening_roll, 44, middle - 12, 24)
    write(
        canvas, textwrap.shorten(name, MAX_NAME_SHOWN, placeholder="…"), NAME_X, middle
    )
    filled = BAR_WIDTH * min(score, scene.goal) / scene.goal
    canvas.fill_style = BAR_BACK
    canvas.fill_rect(BAR_X, middle - 8, BAR_WIDTH, 16)
    canvas.fill_style = BAR_COLOUR
    canvas.fill_rect(BAR_X, middle - 8, filled, 16)
    canvas.stroke_style = INK
    canvas.line_width = 1
    canvas.stroke_rect(BAR_X, middle - 8, BAR_WIDTH, 16)
    write(canvas, str(score), SCORE_X, middle, bold=True, align="right")


def draw_turn_panel(canvas: Any, scene: Scene) -> None:
    """The die, whose turn it is with the turn score, or who won."""
    draw_die(canvas, scene.face, DIE_X, DIE_Y, DIE_SIZE)
    if scene.winner is not None:
        name, score, _ = scene.rows[scene.winner]
        write(canvas, f"{name} wins with {score}!", PANEL_X, DIE_Y + 40, 24, bold=True)
    elif scene.mover is not None:
        name = scene.rows[scene.mover].name
        write(canvas, f"{name}'s turn", PANEL_X, DIE_Y + 12, 20, bold=True)
        write(canvas, f"Turn score: {scene.turn_total}", PANEL_X, DIE_Y + 44)
        write(canvas, f"Rolls this turn: {scene.rolls}", PANEL_X, DIE_Y + 72)
    lines = textwrap.wrap(scene.notice, 50)[:2]
    for number, line in enumerate(lines):
        write(canvas, line, 16, DIE_Y + 110 + number * 20, 16, colour=WARNING)


def draw_board(canvas: Any, scene: Scene) -> None:
    """The whole board, painted from the scene (never patched)."""
    canvas.fill_style = BACKGROUND
    canvas.fill_rect(0, 0, WIDTH, HEIGHT)
    write(canvas, f"Pig: first to bank {scene.goal} wins", 16, 22, 20, bold=True)
    for index in range(len(scene.rows)):
        draw_score_row(canvas, scene, index)
    if len(scene.rows) <= 2:  # room for the rules under two rows
        write(canvas, "Roll: 2 to 6 add to the turn score; a 1 loses it.", 16, 142, 16)
        write(canvas, "Hold: the turn score is banked.", 16, 166, 16)
    draw_turn_panel(canvas, scene)


# -- the buttons -----------------------------------------------------------------


def on_roll(game: Any) -> str:
    """Roll for the player to move; the sentence the board then shows."""
    if game.winner is not None:
        return f"Not allowed: the game is over: {game.winner.name} won."
    name = game.turn
    game.roll()
    if game.last_roll == 1:
        return f"{name} rolls a 1 and loses the turn score."
    return f"{name} rolls {game.last_roll}: turn score {game.turn_total}."


def on_hold(game: Any) -> str:
    """Hold for the player to move; the sentence the board then shows."""
    if game.winner is not None:
        return f"Not allowed: the game is over: {game.winner.name} won."
    if game.rolls_this_turn == 0:
        return f"Not allowed: {game.turn} must roll at least once before holding."
    name, banked = game.turn, game.turn_total
    game.hold()
    total = game.scores[name]
    if game.winner is not None:
        return f"{name} holds at {total} and wins!"
    return f"{name} holds and banks {banked}: total {total}."

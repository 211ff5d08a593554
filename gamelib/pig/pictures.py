"""Pig: the pictures of a game, as text (``str(game)``) and as SVG (saved notebooks).

A notebook saved with the SVG shows the board on GitHub or nbviewer, where no
kernel runs and widgets stay blank. The live board in the lesson is drawn on a
canvas instead; all of them share the pip layout of ``gamelib.pig.die``,
which also draws a lone die's own picture.
"""

from html import escape
from typing import TYPE_CHECKING

from gamelib.pig.die import die_shapes

if TYPE_CHECKING:
    from gamelib.pig.pig_game import PigGame

INK = "#222222"
HIGHLIGHT = "#fff2b3"
BAR_COLOUR = "#e07a5f"
WIN_COLOUR = "#81b29a"


def game_text(game: "PigGame") -> str:
    """The scoreboard as text: ``>`` marks the player to move, ``*`` the winner."""
    width = max(len(player.name) for player in game.players)
    scores = game.scores
    lines = [f"Pig: first to bank {game.goal} points wins"]
    for player in game.players:
        if player is game.winner:
            mark = "*"
        elif player is game.current_player:
            mark = ">"
        else:
            mark = " "
        label = f"{player.name} (computer)" if player.is_computer else player.name
        lines.append(f"{mark} {label:<{width + 11}} {scores[player.name]:>4}")
    if game.last_roll is not None:
        lines.append(f"Last roll: {game.last_roll}")
    lines.append(game.status_line())
    return "\n".join(lines)


def game_svg(game: "PigGame") -> str:
    """An SVG scoreboard: scores with progress bars, turn, die and a status line."""
    width, row_height, top = 520, 30, 40
    height = top + row_height * len(game.players) + 110
    parts = [
        f'<text x="10" y="24" font-family="sans-serif" font-size="18" '
        f'fill="{INK}">Pig to {game.goal}</text>'
    ]
    bar_left, bar_width = 170, 220
    scores = game.scores
    for index, player in enumerate(game.players):
        y = top + index * row_height
        if player == game.winner:
            row_fill: str | None = WIN_COLOUR
        elif player == game.current_player:
            row_fill = HIGHLIGHT
        else:
            row_fill = None
        if row_fill:
            parts.append(
                f'<rect x="4" y="{y}" width="{width - 8}" height="{row_height - 4}" '
                f'fill="{row_fill}"/>'
            )
        label = escape(player.name) + (" (computer)" if player.is_computer else "")
        score = scores[player.name]
        filled = bar_width * min(score, game.goal) / game.goal
        parts += [
            f'<text x="10" y="{y + 19}" font-family="sans-serif" font-size="16" '
            f'fill="{INK}">{label}</text>',
            f'<rect x="{bar_left}" y="{y + 6}" width="{bar_width}" height="14" '
            f'fill="none" stroke="{INK}"/>',
            f'<rect x="{bar_left}" y="{y + 6}" width="{filled:.1f}" height="14" '
            f'fill="{BAR_COLOUR}"/>',
            f'<text x="{bar_left + bar_width + 10}" y="{y + 19}" '
            f'font-family="sans-serif" font-size="16" fill="{INK}">'
            f"{score}</text>",
        ]
    y = top + row_height * len(game.players) + 10
    if game.last_roll is not None:
        parts += die_shapes(game.last_roll, 10, y, 60)
    if game.is_over():
        headline = game.status_line()
    else:
        headline = (
            f"{game.turn} to move: turn score {game.turn_total}, "
            f"rolls this turn {game.rolls_this_turn}"
        )
    last_event = game.events[-1].describe() if game.events else ""
    parts += [
        f'<text x="90" y="{y + 25}" font-family="sans-serif" font-size="16" '
        f'fill="{INK}">{escape(headline)}</text>',
        f'<text x="90" y="{y + 50}" font-family="sans-serif" font-size="16" '
        f'fill="{INK}">{escape(last_event)}</text>',
    ]
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}">'
        f'<rect width="{width}" height="{height}" fill="white"/>'
        + "".join(parts)
        + "</svg>"
    )

"""A static SVG picture of a Prolix board, for notebooks saved without a kernel.

GitHub and nbviewer show ``_repr_svg_`` output but not live widgets, so the model
draws itself this way; the lesson builds the interactive canvas separately.
"""

from html import escape

from gamelib.prolix.board import COLUMN_VALUES, COLUMNS, LETTER_BONUS, ROWS

TILE = 56
GAP = 10
MARGIN = 14
TILE_COLOUR = "#f4e3b5"
USED_COLOUR = "#8fd18f"
RARE_COLOUR = "#f2b8a0"


def board_svg(columns, highlight=(), caption: str = "") -> str:
    """SVG of four columns of tiles; ``highlight`` holds (column, row) pairs."""
    highlight = set(highlight)
    width = 2 * MARGIN + COLUMNS * TILE + (COLUMNS - 1) * GAP
    height = 2 * MARGIN + ROWS * TILE + (ROWS - 1) * GAP + 30 + (22 if caption else 0)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif">',
        f'<rect width="{width}" height="{height}" fill="#2f5d50" rx="8"/>',
    ]
    for column in range(COLUMNS):
        x = MARGIN + column * (TILE + GAP)
        for row in range(ROWS):
            y = MARGIN + row * (TILE + GAP)
            letter = columns[column][row] if row < len(columns[column]) else None
            if not letter:
                parts.append(
                    f'<rect x="{x}" y="{y}" width="{TILE}" height="{TILE}" rx="6" '
                    'fill="none" stroke="#cfd8d3" stroke-dasharray="4 3"/>'
                )
                continue
            letter = letter.upper()
            bonus = LETTER_BONUS.get(letter, 0)
            if (column, row) in highlight:
                fill = USED_COLOUR
            else:
                fill = RARE_COLOUR if bonus else TILE_COLOUR
            parts.append(
                f'<rect x="{x}" y="{y}" width="{TILE}" height="{TILE}" rx="6" '
                f'fill="{fill}" stroke="#333"/>'
            )
            parts.append(
                f'<text x="{x + TILE / 2}" y="{y + TILE / 2 + 11}" font-size="32" '
                f'text-anchor="middle" fill="#222">{escape(letter)}</text>'
            )
            if bonus:
                parts.append(
                    f'<text x="{x + TILE - 4}" y="{y + 14}" font-size="12" '
                    f'text-anchor="end" fill="#7a1f00">+{bonus}</text>'
                )
        label_y = MARGIN + ROWS * TILE + (ROWS - 1) * GAP + 20
        parts.append(
            f'<text x="{x + TILE / 2}" y="{label_y}" font-size="14" '
            f'text-anchor="middle" fill="#fff">{COLUMN_VALUES[column]} pts</text>'
        )
    if caption:
        parts.append(
            f'<text x="{MARGIN}" y="{height - 12}" font-size="14" '
            f'fill="#fff">{escape(caption)}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)

"""A move in motion: the block lifts, the line slides, the block drops in.

``move_frame(before, move, symbol, t)`` says, for a moment ``t`` between 0 and 1,
which squares are empty of their resting block and where every moving block is:
until t = 0.25 the picked block rises; until 0.75 the blocks between slide one step
towards the gap while the lifted block travels over them to the place; then it drops
in, now showing the mover's symbol. At t = 1 the move is over and the board is
drawn as it is after it.
"""

from gamelib.quixo.parts.geometry import path
from gamelib.quixo.parts.move import Move, Square

from .drawing import Sprite

LIFT_END, SLIDE_END = 0.25, 0.75


def _between(a: float, b: float, fraction: float) -> float:
    return a + (b - a) * fraction


def move_frame(
    rows: tuple[str, ...],
    dots: dict[Square, str],
    move: Move,
    symbol: str,
    t: float,
) -> tuple[set[Square], list[Sprite]]:
    """The squares hidden and the sprites drawn at moment ``t`` of ``move``."""
    pick, place = move.squares()
    line = path(pick, place)
    hidden = set(line)
    sliding = min(1.0, max(0.0, (t - LIFT_END) / (SLIDE_END - LIFT_END)))
    sprites = []
    for (row, column), (to_row, to_column) in zip(line[1:], line, strict=False):
        sprites.append(
            Sprite(
                rows[row][column],
                _between(row, to_row, sliding),
                _between(column, to_column, sliding),
                0.0,
                dots.get((row, column)),
            )
        )
    (pick_row, pick_column), (place_row, place_column) = pick, place
    if t < LIFT_END:
        lift = t / LIFT_END
    elif t < SLIDE_END:
        lift = 1.0
    else:
        lift = max(0.0, 1 - (t - SLIDE_END) / (1 - SLIDE_END))
    face = rows[pick_row][pick_column] if t < SLIDE_END else symbol
    dot = dots.get(pick) if t < SLIDE_END else move.partner
    sprites.append(
        Sprite(
            face,
            _between(pick_row, place_row, sliding),
            _between(pick_column, place_column, sliding),
            lift,
            dot,
        )
    )
    return hidden, sprites

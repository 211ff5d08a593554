"""What ``ProlixState.push`` returns: one ``RoundResult`` per round played.

A record is plain, frozen data, so a view can draw a round from it alone (the board
the word was played on, the tiles it used, what slid off and what was drawn)
without asking the game, which has already moved on.
"""

from dataclasses import dataclass

from gamelib.prolix.parts.board import Columns, Draw
from gamelib.prolix.parts.scoring import TileUse


@dataclass(frozen=True)
class RoundResult:
    """One round: the word, the tiles it used, and where that leaves the game.

    ``round``
        The round played, 1 to 6.
    ``word``
        The word as played: lower case, spaces around it removed.
    ``columns``
        The board the word was played on (four columns of two, leftmost first).
    ``tiles``
        The board tiles the word used, left to right, with their points.
    ``score``, ``total``, ``minimum``
        Points for this word, the running total after it, and the total needed
        after this round.
    ``passed``
        Whether ``total`` reached ``minimum``. A missed round ends the game, and
        so does a passed sixth round (a win).
    ``leaving``
        The tiles that slid off the right of the board after a passed round.
    ``refill``
        One ``Draw`` per square filled on the left: the tile placed and the tiles
        drawn before it that broke a placement limit and went back into the bag.
    """

    round: int
    word: str
    columns: Columns
    tiles: tuple[TileUse, ...]
    score: int
    total: int
    minimum: int
    passed: bool
    leaving: tuple[str, ...] = ()
    refill: tuple[Draw, ...] = ()

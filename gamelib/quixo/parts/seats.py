"""Who sits at the board: two players X and O, or four players in two teams.

In the four-player game (the official rules) team A plays X and team B plays O;
partners sit facing each other and turns go clockwise A1, B1, A2, B2, so the teams
still alternate. Each team block carries a dot pointing at one of the two partners.
"""

NEUTRAL, X, O = "-", "X", "O"
SYMBOLS = (X, O)

TWO_PLAYER_SEATS = (X, O)
FOUR_PLAYER_SEATS = ("A1", "B1", "A2", "B2")
"""Clockwise turn order: A1 faces A2, B1 faces B2."""

PLAYER_COUNTS = (2, 4)


def seats(players: int) -> tuple[str, ...]:
    return TWO_PLAYER_SEATS if players == 2 else FOUR_PLAYER_SEATS


def symbol_of(seat: str) -> str:
    """The symbol a seat puts on the blocks it moves: its own, or its team's."""
    if seat in SYMBOLS:
        return seat
    return X if seat.startswith("A") else O


def team_seats(symbol: str) -> tuple[str, str]:
    """The two seats of the team playing ``symbol`` (four-player game)."""
    return ("A1", "A2") if symbol == X else ("B1", "B2")

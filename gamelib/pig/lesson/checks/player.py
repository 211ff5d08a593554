"""Milestone 2, the player: ``check.player(Player)`` and the Try it
``check.refuse_duplicates``.
"""

from collections.abc import Sequence
from typing import Any

from gamelib.pig.errors import DuplicatePlayerError, PlayerNameError
from gamelib.selfcheck import Battery, Call, Case, exactly
from gamelib.selfcheck.judges import accepted, trying

from .tools import refused_with

# -- Milestone 2: the player ------------------------------------------------------


def named(expected: str) -> Any:
    def check(player: Any) -> str | None:
        name = getattr(player, "name", "(no name attribute)")
        return None if name == expected else f"has name {name!r}, expected {expected!r}"

    return accepted(check)


def _two_players(piece: Any) -> tuple[Any, Any]:
    first, second = piece("Ann"), piece("Bob")
    return first.name, second.name


player = Battery(
    "Player",
    [
        Case(
            "keeps the name it is given",
            "Player(name) keeps the name in its name attribute",
            trying("Ann"),
            named("Ann"),
        ),
        Case(
            "drops spaces around the name",
            "'  Ann ' and 'Ann' are the same person: strip() the name",
            trying("  Ann "),
            named("Ann"),
        ),
        Case(
            "refuses an empty name",
            "a player needs a name to show on the scoreboard: raise PlayerNameError",
            trying(""),
            refused_with(PlayerNameError),
        ),
        Case(
            "refuses a name of spaces only",
            "a name of spaces is empty once stripped: raise PlayerNameError",
            trying("   "),
            refused_with(PlayerNameError),
        ),
        Case(
            "refuses a name that is not text",
            "a name is a str; anything else raises PlayerNameError",
            trying(None),
            refused_with(PlayerNameError),
        ),
        Case(
            "accepts a name of 20 characters",
            "names may have up to 20 characters",
            trying("A" * 20),
            named("A" * 20),
        ),
        Case(
            "refuses a name of 21 characters",
            "names may have at most 20 characters (the scoreboard has room for "
            "that many): raise PlayerNameError",
            trying("A" * 21),
            refused_with(PlayerNameError),
        ),
        Case(
            "refuses a name with a control character",
            "a name must be printable (str.isprintable()); an escape character "
            "would garble the terminal",
            trying("Ann\x1b[2J"),
            refused_with(PlayerNameError),
        ),
        Case(
            "is not a computer",
            "a Player has is_computer = False (the computer player says True)",
            Call("{piece}('Ann').is_computer", lambda piece: piece("Ann").is_computer),
            exactly(False),
        ),
        Case(
            "two players keep their own names",
            "each player's name is its own: set self.name, not the class's name",
            Call("{piece}('Ann') and {piece}('Bob')", _two_players),
            ("Ann", "Bob"),
        ),
    ],
)


# -- Try it: names the scoreboard can tell apart ---------------------------------------


def _refusing(names: Sequence[str]) -> Call:
    return trying(list(names))


refuse_duplicates = Battery(
    "refuse_duplicates",
    [
        Case(
            "different names are fine",
            "return quietly (None) when every name is different",
            _refusing(["Ann", "Bob", "Cy"]),
            accepted(lambda value: None),
        ),
        Case(
            "the same name twice is refused",
            "raise DuplicatePlayerError when a name comes twice",
            _refusing(["Ann", "Bob", "Ann"]),
            refused_with(DuplicatePlayerError),
        ),
        Case(
            "names that differ only in capitals are refused",
            "the scoreboard could not tell 'Ann' from 'ANN': compare lower() names",
            _refusing(["Ann", "Bob", "ANN"]),
            refused_with(DuplicatePlayerError),
        ),
        Case(
            "one name is fine",
            "nobody to clash with",
            _refusing(["Ann"]),
            accepted(lambda value: None),
        ),
        Case(
            "a name inside another is fine",
            "'Ann' and 'Anne' are different names: compare whole names",
            _refusing(["Anne", "Ann"]),
            accepted(lambda value: None),
        ),
    ],
)

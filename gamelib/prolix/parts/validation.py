"""What a typed word may be, as the lesson's learners write it: a reason, or None.

The handout asks a program to check every input and ask again, with the reason. The
lesson's piece returns that reason as a sentence (None when the word may be played),
just as ``placement_problem`` does for a tile, so a beginner can write it with
``if`` and ``return`` alone. ``ProlixState.check`` applies the same rules in the same
order and raises the matching ``IllegalMoveError`` instead; tests hold the two to
each other.
"""

from collections.abc import Collection, Iterable

from gamelib.arguments import describe, excerpt
from gamelib.errors import IllegalMoveError
from gamelib.prolix.errors import ArgumentError
from gamelib.prolix.parts.scoring import normalize_word


def word_problem(
    text: str, words: Collection[str], names: Collection[str], used: Iterable[str]
) -> str | None:
    """Why ``text`` may not be played now, or None when it may.

    ``words`` and ``names`` hold lower-case words and names; ``used`` lists the
    words played so far. Spaces around the text and capitals are forgiven; then it
    must be letters only, a word (a name is not, unless it is a word too, like
    "mark"), and not used before.
    """
    for what, given in (("words", words), ("names", names), ("used", used)):
        if isinstance(given, str) or not isinstance(given, Iterable):
            raise ArgumentError(
                f"{what} is a collection of words, got {describe(given)}"
            )
    try:
        word = normalize_word(text)
    except IllegalMoveError as refusal:
        return str(refusal)
    if word not in words:
        if word in names:
            return f"{word.capitalize()} is a name, and names are not words"
        return f"{excerpt(word)} is not in the dictionary"
    if word in [played.lower() for played in used]:
        return f"{excerpt(word)} was already used"
    return None

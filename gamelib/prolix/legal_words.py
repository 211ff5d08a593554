"""``state.legal_moves`` for Prolix: every dictionary word not played yet.

Any word of the dictionary may be played in any round (a word that uses no board
tile just scores nothing), so the legal moves are the dictionary minus the words
already used: tens of thousands of them. Membership is therefore answered by two
hash lookups, the count by a subtraction, and the words themselves are listed
best score first by the bit-set finder, once per round and only when someone
iterates.
"""

from collections.abc import Collection, Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gamelib.prolix.game import ProlixState


class LegalWords(Collection[str]):
    """The words a game allows now, best score first; a live view of the game.

    Members are the dictionary's own lower-case spellings: ``"cats" in moves``
    is True while ``"Cats"`` is not a member, although ``state.push("Cats ")``
    plays "cats" (``push`` forgives what a player types).
    """

    def __init__(self, state: "ProlixState") -> None:
        self._state = state

    def __contains__(self, word: object) -> bool:
        state = self._state
        return (
            isinstance(word, str)
            and not state.is_over()
            and word in state.dictionary.words
            and word not in state.history
        )

    def __len__(self) -> int:
        state = self._state
        return 0 if state.is_over() else len(state.dictionary) - len(state.history)

    def __iter__(self) -> Iterator[str]:
        return iter(self._state._ranked_words())

    def __repr__(self) -> str:
        return f"<LegalWords: {len(self)} words>"

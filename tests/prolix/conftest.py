"""What several Prolix test files share: the handout's board, and a game on it."""

import random

import pytest

from gamelib.prolix import ProlixState, WordList

EXAMPLE = [["V", "J"], ["G", "B"], ["F", "H"], ["S", "T"]]
"""The handout's example board, on which "subjective" scores 19."""
FILLER = ["cat", "dog", "emu", "gnu", "owl", "yak"]
"""Six words, so that a small test word list is long enough for a game."""


@pytest.fixture
def example_game():
    """Start a game on the handout's board whose words are the ones given (+ filler)."""

    def start(*words, seed=0):
        dictionary = WordList([*words, *FILLER], "test")
        return ProlixState(random.Random(seed), dictionary, columns=EXAMPLE)

    return start

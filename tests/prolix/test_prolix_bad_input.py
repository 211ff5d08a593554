"""One example of each class of bad input the model must refuse, precisely.

Each case names a class of mistake from issue 8 and the ``gamelib.errors`` branch
it must raise. This file uses only names that the package has always exported,
so it can be run against older code to show which classes were not refused
(they raised AttributeError or IndexError, or silently gave a wrong answer).
"""

import ast
import json
import random
import sys
from pathlib import Path

import pytest

from gamelib.errors import (
    GameOverError,
    IllegalMoveError,
    MoveFormatError,
    RuleError,
    SetupError,
)
from gamelib.prolix import (
    ProlixState,
    TileBoard,
    best_words,
    load_dictionary,
    score_word,
    tile_value,
)

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = [["V", "J"], ["G", "B"], ["F", "H"], ["S", "T"]]


def new_game():
    return ProlixState(random.Random(1))


def finished_game():
    state = new_game()
    state.push("a")  # a real word that uses no tile: 0 points, round 1 missed
    return state


CASES = {
    "non-string word": (lambda: new_game().push(5), MoveFormatError),
    "non-string word to score": (lambda: score_word(EXAMPLE, None), MoveFormatError),
    "bool for an int": (lambda: tile_value(True, "V"), RuleError),
    "float for an int": (lambda: best_words(EXAMPLE, 2.5), RuleError),
    "negative column": (lambda: tile_value(-1, "S"), RuleError),
    "column too large": (lambda: TileBoard().place(4, 0, "S"), RuleError),
    "letters that are not one tile": (lambda: tile_value(0, "QU"), RuleError),
    "tile that is not a letter": (lambda: TileBoard().place(0, 0, "4"), RuleError),
    "board that is not four columns": (
        lambda: score_word("VJGBFHST", "cat"),
        RuleError,
    ),
    "word after the game is over": (
        lambda: finished_game().push("subjective"),
        GameOverError,
    ),
    "unreadable word list": (
        lambda: load_dictionary(REPO / "no-such-word-list.txt"),
        SetupError,
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_class_of_bad_input_is_refused_with_its_rule(case):
    attempt, error = CASES[case]
    with pytest.raises(error) as refusal:
        attempt()
    assert str(refusal.value), "the refusal must say which rule was broken"


def test_numpy_integers_are_accepted_as_whole_numbers():
    numpy = pytest.importorskip("numpy")
    assert tile_value(numpy.int64(0), "V") == 5
    assert len(best_words(EXAMPLE, numpy.int32(3))) == 3


def test_a_proper_name_is_refused_because_names_are_not_words():
    state = new_game()
    before = str(state)
    with pytest.raises(
        IllegalMoveError, match="London is a name, and names are not words"
    ):
        state.push("London")
    assert str(state) == before


def python_sources():
    """Every piece of Prolix code: the package, and the lesson's code cells."""
    for path in sorted((REPO / "gamelib" / "prolix").glob("*.py")):
        yield path.name, path.read_text(encoding="utf-8")
    lesson = json.loads((REPO / "notebooks" / "03-prolix.ipynb").read_text("utf-8"))
    for number, cell in enumerate(lesson["cells"]):
        if cell["cell_type"] == "code":
            yield f"lesson cell {number}", "".join(cell["source"])


def test_no_code_catches_bare_value_error_to_mean_a_refused_word():
    culprits = []
    for name, source in python_sources():
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ExceptHandler) and node.type is not None:
                caught = ast.unparse(node.type)
                if caught in ("ValueError", "Exception"):
                    culprits.append(f"{name}: except {caught}")
    assert culprits == []


@pytest.mark.parametrize(
    ("n", "rule"),
    [
        (sys.maxsize + 1, "must be from 0 to 9223372036854775807, not 9223372036"),
        (10**5000, "must be from 0 to 9223372036854775807, not a number of about"),
        (-1, "must be from 0 to 9223372036854775807, not -1"),
        (True, "must be a whole number, not the bool True"),
        (2.0, "must be a whole number, not the float 2.0"),
        ("3", "must be a whole number, not the str '3'"),
    ],
    ids=["maxsize+1", "10**5000", "negative", "bool", "float", "text"],
)
def test_a_hint_for_a_count_no_list_can_hold_is_refused_by_the_rule(n, rule):
    state = new_game()
    before = str(state)
    with pytest.raises(RuleError, match=f"n \\(how many words\\) {rule}"):
        state.hint(n)
    assert str(state) == before


def test_a_hint_for_as_many_words_as_a_list_can_hold_gives_every_word():
    assert best_words(EXAMPLE, sys.maxsize) == best_words(EXAMPLE, 10**6)

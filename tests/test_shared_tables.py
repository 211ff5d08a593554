"""Issue 29: the tables a lesson shares with its learner cannot be changed by a piece.

A piece that set ``LETTER_BONUS["J"] = 0`` or changed ``TILE_COUNTS``,
``PIP_CELLS`` or ``random.Random.randint`` used to change them for the course's own
checks and pictures too, so the lesson's right pieces then failed (or a 6 was drawn
without pips) until a restart, with no word why. Now each table refuses the change
with a sentence naming it, and a check puts ``random.Random`` back and says so.
"""

import importlib
import linecache
import random

import pytest

from gamelib.explain import explain
from gamelib.pig import checks as pig_checks
from gamelib.pig.die import PIP_CELLS
from gamelib.prolix import checks as prolix_checks
from gamelib.prolix import lesson as prolix_lesson
from gamelib.prolix.tiles import LETTER_BONUS, TILE_COUNTS
from gamelib.quixo.lesson.drawing import SYMBOL_SETS
from gamelib.quixo.lesson.sounds import SOUNDS

TABLES = {
    "LETTER_BONUS": LETTER_BONUS,
    "TILE_COUNTS": TILE_COUNTS,
    "PIP_CELLS": PIP_CELLS,
    "SYMBOL_SETS": SYMBOL_SETS,
    "SOUNDS": SOUNDS,
}
CHANGES = {
    "an assignment": lambda table, key: table.__setitem__(key, 0),
    "del": lambda table, key: table.__delitem__(key),
    "pop": lambda table, key: table.pop(key),
    "update": lambda table, key: table.update({key: 0}),
    "clear": lambda table, key: table.clear(),
    "setdefault": lambda table, key: table.setdefault("new", 0),
}


@pytest.mark.parametrize("change", CHANGES)
@pytest.mark.parametrize("name", TABLES)
def test_a_shared_table_refuses_every_change_in_words_naming_it(name, change):
    table = TABLES[name]
    before = dict(table)
    with pytest.raises(TypeError, match=f"^{name} is the course's table"):
        CHANGES[change](table, next(iter(table)))
    assert dict(table) == before


def test_a_table_reads_and_prints_as_the_dict_it_was():
    assert repr(LETTER_BONUS) == repr(dict(LETTER_BONUS))
    assert LETTER_BONUS == {
        "K": 1,
        "V": 1,
        "W": 1,
        "Y": 1,
        "J": 2,
        "Q": 2,
        "X": 2,
        "Z": 2,
    }
    assert LETTER_BONUS.get("B", 0) == 0 and "J" in LETTER_BONUS
    assert sum(TILE_COUNTS.values()) == 77 and list(TILE_COUNTS)[:2] == ["B", "C"]
    assert len(PIP_CELLS[6]) == 6
    copy = dict(LETTER_BONUS)
    copy["J"] = 0  # a copy is the learner's to change
    assert LETTER_BONUS["J"] == 2


CELL = "/tmp/ipykernel_4242/{}.py"


def in_a_cell(code: str, cell: int = 1) -> dict:
    """Run ``code`` as a notebook cell would (a file named as ipykernel names it)."""
    filename = CELL.format(cell)
    linecache.cache[filename] = (len(code), None, code.splitlines(True), filename)
    namespace = {"LETTER_BONUS": LETTER_BONUS, "TILE_COUNTS": TILE_COUNTS}
    exec(compile(code, filename, "exec"), namespace)
    return namespace


def test_a_cell_that_changes_a_table_is_told_in_words_on_its_own_line():
    with pytest.raises(TypeError) as refused:
        in_a_cell('LETTER_BONUS["J"] = 0\n')
    lines = explain(refused.value)
    assert lines is not None, "a traceback instead of words"
    assert lines[0].startswith("TypeError: LETTER_BONUS is the course's table")
    assert lines[2].strip() == 'LETTER_BONUS["J"] = 0'


def test_a_tile_value_that_changes_letter_bonus_is_told_and_the_right_one_passes():
    cheat = in_a_cell(
        "def tile_value(column, letter):\n"
        '    LETTER_BONUS["J"] = 0\n'
        "    return [4, 4, 3, 2][column] + LETTER_BONUS.get(letter, 0)\n",
        cell=2,
    )["tile_value"]
    report = prolix_checks.tile_value.run(cheat)
    assert not report.all_passed
    assert "LETTER_BONUS is the course's table, which no piece may change" in (
        report.text()
    )
    assert 'LETTER_BONUS["J"] = 0' in report.text()
    assert prolix_checks.tile_value.run(prolix_lesson.tile_value).all_passed
    assert LETTER_BONUS["J"] == 2


def test_a_bag_that_changes_tile_counts_is_told_and_the_right_one_passes():
    cheat = in_a_cell(
        "class Bag:\n"
        "    def __init__(self, rng):\n"
        '        TILE_COUNTS["Z"] = 9\n'
        "        self.rng, self.tiles = rng, []\n",
        cell=3,
    )["Bag"]
    report = prolix_checks.Bag.run(cheat)
    assert "TILE_COUNTS is the course's table" in report.text()
    assert prolix_checks.Bag.run(prolix_lesson.Bag).all_passed
    assert TILE_COUNTS["Z"] == 1


@pytest.fixture
def random_kept():
    """``random.Random`` as it was, whatever the test does to it."""
    kept = dict(vars(random.Random))
    yield
    for name in set(vars(random.Random)) - set(kept):
        delattr(random.Random, name)
    for name, value in kept.items():
        if name[:2] != "__" and vars(random.Random).get(name) is not value:
            setattr(random.Random, name, value)


class RightDie:
    def __init__(self, rng):
        self.rng = rng
        self.top = 1

    def roll(self):
        self.top = self.rng.randint(1, 6)
        return self.top

    @property
    def bottom(self):
        return 7 - self.top


class SixesDie(RightDie):
    """Rolls only sixes by changing ``randint`` for every generator."""

    def __init__(self, rng):
        random.Random.randint = lambda self, low, high: 6
        super().__init__(rng)


class LuckyDie(RightDie):
    """Adds a method of its own to every generator."""

    def __init__(self, rng):
        random.Random.random = lambda self: 0.5
        super().__init__(rng)


@pytest.mark.usefixtures("random_kept")
def test_a_die_that_patches_randint_is_told_and_the_next_right_die_passes():
    report = pig_checks.die.run(SixesDie)
    assert "random.Random's randint had been changed" in report.text()
    assert random.Random(7).randint(1, 6) != 6 or random.Random(8).randint(1, 6) != 6
    after = pig_checks.die.run(RightDie)
    assert after.all_passed, after.text()
    assert "had been changed" not in after.text()


@pytest.mark.usefixtures("random_kept")
def test_a_patch_made_outside_any_check_is_undone_before_the_next_one():
    random.Random.randint = lambda self, low, high: 6
    report = pig_checks.die.run(RightDie)
    assert report.all_passed, report.text()
    assert "random.Random's randint had been changed" in report.text()


@pytest.mark.usefixtures("random_kept")
def test_a_method_added_to_every_generator_is_taken_away():
    report = pig_checks.die.run(LuckyDie)
    assert "random.Random's random had been changed" in report.text()
    assert "random" not in vars(random.Random)
    assert 0 <= random.Random(1).random() < 1


@pytest.mark.parametrize(
    "module, name",
    [
        ("gamelib.tictactoe.lesson", "BLANK"),
        ("gamelib.tictactoe.lesson", "LINES"),
        ("gamelib.tictactoe.lesson", "PATTERNS"),
        ("gamelib.prolix.tiles", "TILE_COUNTS"),
        ("gamelib.prolix.tiles", "COLUMN_VALUES"),
        ("gamelib.prolix.tiles", "MINIMUM_TOTALS"),
    ],
)
def test_a_course_name_cannot_be_rebound_or_deleted(module, name):
    """Issue 29: ``L.BLANK = 'X'`` in a piece changed every later check."""
    shared = importlib.import_module(module)
    before = getattr(shared, name)
    with pytest.raises(TypeError, match=rf"^{module}\.{name} is the course's"):
        setattr(shared, name, "X")
    with pytest.raises(TypeError, match="no piece may change"):
        delattr(shared, name)
    assert getattr(shared, name) is before
    shared.learners_own = 1  # a name of the learner's own is theirs to set
    del shared.learners_own

"""Feedback that names the cause: each diagnosis fires on its beginner mistake and
stays silent on a correct piece; identical failures are said once; hints come one
rung at a time and never give the answer; progress ticks as checks pass."""

import doctest

import pytest

from gamelib.selfcheck import (
    Battery,
    Call,
    Case,
    calling,
    diagnosis,
    drawing,
    exactly,
    hint,
    judged,
    progress,
)
from gamelib.selfcheck import (
    battery as hints,
)
from gamelib.selfcheck.battery import ASK, next_hint
from gamelib.selfcheck.diagnosis import CAUSE
from gamelib.start import checks as start_checks
from gamelib.tictactoe import checks as tictactoe_checks


def test_the_diagnosis_examples_in_its_docstring_hold():
    assert doctest.testmod(diagnosis).failed == 0


# -- one battery per mistake; the right piece is shown to get no diagnosis ----------

SCORES = {"Q": 10, "U": 1, "I": 1, "Z": 10}


def score_word(word):
    return sum(SCORES.get(letter, 0) for letter in word.upper())


SCORE = Battery(
    "score_word",
    [
        Case("QUIZ scores 22", "add the letters' values", calling("QUIZ"), 22),
        Case("quiz scores 22 too", "capitals or not", calling("quiz"), 22),
    ],
)


def total(numbers):
    return sum(numbers)


TOTAL = Battery(
    "total",
    [Case("1 + 2 + 3 is 6", "add them all", calling([1, 2, 3]), exactly(6))],
)


def count_up(n):
    return list(range(1, n + 1))


COUNT = Battery(
    "count_up",
    [Case("count to 4", "1 to n, both ends", calling(4), [1, 2, 3, 4])],
)


def in_order(numbers):
    return sorted(numbers)


ORDER = Battery(
    "in_order",
    [Case("smallest first", "ascending", calling([2, 3, 1]), [1, 2, 3])],
)


def is_adult(age):
    return age >= 18


ADULT = Battery(
    "is_adult",
    [
        Case("18 is adult", "18 and over", calling(18), True),
        Case("17 is not", "under 18", calling(17), False),
    ],
)


def largest(numbers):
    return max(numbers)


LARGEST = Battery(
    "largest",
    [Case("the largest of three", "the maximum", calling([4, 9, 2]), 9)],
)


class Player:
    def __init__(self, name):
        self.name = name


class ComputerPlayer(Player):
    def __init__(self, name, level):
        super().__init__(name)
        self.level = level

    def label(self):
        return f"{self.name} (level {self.level})"


LABEL = Call("{piece}('Ann', 2).label()", lambda piece: piece("Ann", 2).label())
COMPUTER = Battery(
    "ComputerPlayer", [Case("a label", "name and level", LABEL, "Ann (level 2)")]
)


def printing_total(numbers):
    print(sum(numbers))


def lower_only_score(word):
    return sum(SCORES.get(letter, 0) for letter in word)


def count_up_short(n):
    return list(range(1, n))


def in_reverse(numbers):
    return sorted(numbers, reverse=True)


def is_adult_inverted(age):
    return age < 18


def largest_by_sorting(numbers):
    numbers.sort()
    return numbers[0]


class ForgetfulComputer(Player):
    def __init__(self, name, level):
        self.level = level

    def label(self):
        return f"{self.name} (level {self.level})"


class SelflessComputer(ComputerPlayer):
    def label():
        return "a label"


MISTAKES = [
    (TOTAL, total, printing_total, "it printed '6' but returned None"),
    (SCORE, score_word, lower_only_score, "with its words in capitals"),
    (COUNT, count_up, count_up_short, "everything but the last item"),
    (ORDER, in_order, in_reverse, "the right items in the reverse order"),
    (ADULT, is_adult, is_adult_inverted, "every answer is the opposite"),
    (LARGEST, largest, largest_by_sorting, "it also changed argument 1"),
    (
        COMPUTER,
        ComputerPlayer,
        ForgetfulComputer,
        "ForgetfulComputer.__init__ never calls",
    ),
    (
        COMPUTER,
        ComputerPlayer,
        SelflessComputer,
        "SelflessComputer.label is a method, so its first parameter must be self",
    ),
]


@pytest.mark.parametrize(
    "battery, right, wrong, cause", MISTAKES, ids=[m[0].piece for m in MISTAKES]
)
def test_each_diagnosis_fires_on_its_mistake_and_not_on_the_right_piece(
    battery, right, wrong, cause
):
    right_text = battery.run(right).text()
    assert battery.run(right).all_passed, right_text
    assert CAUSE not in right_text
    wrong_text = battery.run(wrong).text()
    assert CAUSE + cause in wrong_text.replace("\n", " ")


def test_a_lessons_method_without_self_is_said_to_need_self():
    from gamelib.pig import checks as pig_checks

    class Die:
        def __init__(self, rng):
            self.rng, self.top = rng, 1

        def roll():
            return 4

    text = pig_checks.die.run(Die).text().replace("\n", " ")
    assert "takes 0 positional arguments but 1 was given" in text
    assert CAUSE + "Die.roll is a method, so its first parameter must be self" in text


ORDERS = Battery(
    "in_order",
    [
        Case("three numbers", "ascending", calling([2, 3, 1]), [1, 2, 3]),
        Case("two numbers", "ascending", calling([5, 4]), [4, 5]),
    ],
)


def three_in_a_row_without_diagonals(marked):
    lines = [{(n, 0), (n, 1), (n, 2)} for n in range(3)]
    lines += [{(0, n), (1, n), (2, n)} for n in range(3)]
    return any(line <= marked for line in lines)


def three_in_a_row_using_up_its_marks(marked):
    for row in range(3):
        if {(row, 0), (row, 1), (row, 2)} <= marked:
            return True
        marked -= {(row, 0), (row, 1), (row, 2)}  # changes the caller's set
    return {(0, 0), (1, 1), (2, 2)} <= marked or {(0, 2), (1, 1), (2, 0)} <= marked


def winner_without_diagonals(board):
    lines = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8)]
    for a, b, c in lines:
        if board[a] != " " and board[a] == board[b] == board[c]:
            return board[a]
    return None


def in_order_but_pairs_reversed(numbers):
    ordered = sorted(numbers)
    return ordered if len(ordered) > 2 else ordered[::-1]


def is_adult_strict(age):
    return age > 18


def test_a_guess_that_the_failing_cases_do_not_bear_out_is_not_made():
    said = {
        "no diagonals": start_checks.three_in_a_row.run(
            three_in_a_row_without_diagonals
        ),
        "no diagonals, tic-tac-toe": tictactoe_checks.winner.run(
            winner_without_diagonals
        ),
        "< for <=": ADULT.run(is_adult_strict),
        "one answer reversed of two": ORDERS.run(in_order_but_pairs_reversed),
    }
    for slip, report in said.items():
        assert not report.all_passed, slip
        assert CAUSE not in report.text(), slip
        assert "the likely cause" not in " ".join(hints.rungs(report)), slip


def winner_using_up_the_board(board):
    while board:
        row = [board.pop(0) for _ in range(3)]  # changes the caller's list
        if row[0] != " " and row.count(row[0]) == 3:
            return row[0]
    return None


@pytest.mark.parametrize(
    "battery, piece",
    [
        (start_checks.three_in_a_row, three_in_a_row_using_up_its_marks),
        (tictactoe_checks.winner, winner_using_up_the_board),
    ],
)
def test_a_piece_that_uses_up_its_argument_is_told_that_and_nothing_else(
    battery, piece
):
    report = battery.run(piece)
    causes = [line for line in report.text().splitlines() if CAUSE in line]
    assert causes, report.text()
    assert all("it also changed argument 1" in line for line in causes), causes


def test_a_guess_the_answers_bear_out_is_made():
    report = ORDERS.run(in_reverse).text()
    assert report.count(CAUSE + "the right items in the reverse order") == 2


def test_a_number_off_by_one_says_so():
    assert diagnosis.off_by_one(7, 6).startswith("one more than expected")
    assert diagnosis.off_by_one(True, False) is None
    assert diagnosis.off_by_one(8, 6) is None


def test_the_wrong_case_of_a_returned_word_is_named():
    assert diagnosis.letter_case("quiz", "QUIZ", NotImplemented).startswith(
        "the right letters in the wrong case"
    )
    assert diagnosis.letter_case("QUIZ", "QUIZ", NotImplemented) is None


# -- the same failure once, with a count --------------------------------------------


def test_identical_crashes_are_written_once_with_a_count():
    def broken(word):
        raise KeyError("no such letter")

    battery = Battery(
        "score_word",
        [Case(f"word {n}", "add values", calling(f"W{n}"), n) for n in range(12)],
    )
    text = battery.run(broken).text()
    assert text.count("crashed with KeyError") == 1
    assert "the same problem in 11 more cases: word 1; word 2;" in text
    assert text.endswith("12 of 12 checks failed.")


def test_different_wrong_answers_are_each_shown_even_when_worded_alike():
    battery = Battery(
        "double",
        [Case(f"double {n}", "twice", calling(n), 6) for n in (1, 2, 3)],
    )
    text = battery.run(lambda n: 0).text()
    assert text.count("returned 0, expected 6") == 3
    assert "the same problem" not in text


def test_a_prolix_score_word_without_capitals_is_told_about_case():
    from gamelib.prolix import checks
    from gamelib.prolix.tiles import tile_value

    def score_word(columns, word):
        tiles = sorted(
            (
                (tile_value(n, letter), n, letter)
                for n, column in enumerate(columns)
                for letter in column
            ),
            reverse=True,
        )
        total = 0
        for wanted in word:  # compared as typed: no .upper()
            for tile in tiles:
                if tile[2] == wanted:
                    total += tile[0]
                    tiles.remove(tile)
                    break
        return total

    text = checks.score_word.run(score_word).text()
    assert "returned 0, expected 19" in text
    assert CAUSE + "with its words in capitals the same call gives" in text


# -- hints on demand ----------------------------------------------------------------


def test_a_failed_check_offers_hints_that_grow_and_never_give_the_answer(capsys):
    def count_up_wrong(n):
        return list(range(n))

    ladder = Battery("count_up", COUNT.cases, hints=["start the range at 1"])
    ladder(count_up_wrong)
    assert capsys.readouterr().out.rstrip().endswith(ASK)
    given = [next_hint() for _ in range(5)]
    assert given[0].startswith("Hint 1 of 3 for count_up_wrong: look at one example")
    assert "count_up_wrong(4)" in given[0]
    assert given[1].startswith("Hint 2 of 3") and "off-by-one" in given[1]
    assert given[2] == "Hint 3 of 3 for count_up_wrong: start the range at 1"
    assert given[3].startswith("That was the last hint for count_up_wrong")
    assert given[3] == given[4]
    assert not any("[1, 2, 3, 4]" in text for text in given[1:])


def draw_a_line(canvas, length):
    return None  # draws nothing


def test_a_hint_offers_a_call_as_code_only_where_it_runs():
    hints.remember(COUNT.run(count_up_short))
    assert "Run `count_up_short(4)` in a new cell" in next_hint()
    nothing_drawn = Case("a line", "draw it", drawing(3), judged(lambda c: "no line"))
    hints.remember(Battery("draw_a_line", [nothing_drawn]).run(draw_a_line))
    said = next_hint()  # the check's canvas is no name of the learner's
    assert said.endswith("the check's own call gave: draw_a_line(canvas, 3).")
    assert "Run" not in said


def test_a_passing_check_leaves_nothing_to_hint(capsys):
    COUNT(count_up)
    assert ASK not in capsys.readouterr().out
    hint()
    assert "nothing to hint" in capsys.readouterr().out


def test_a_stub_gets_the_stub_sentence_as_its_first_hint():
    def count_up_stub(n):
        """Count from 1 to n."""
        ...

    report = COUNT.run(count_up_stub)
    hints.remember(report)
    assert "still a stub" in next_hint()


# -- live progress -------------------------------------------------------------------


def test_progress_ticks_a_milestone_once_all_its_pieces_pass(capsys):
    tracker = progress({"Milestone 1: Count": ["count_up"], "Milestone 2": ["total"]})
    assert tracker.text().startswith("Your progress: 0 of 2 milestones pass")
    COUNT(count_up_short)
    assert "✗ Milestone 1: Count (count_up ✗)" in tracker.text()
    COUNT(count_up)
    TOTAL(total)
    assert tracker.passed() == ["Milestone 1: Count", "Milestone 2"]
    assert tracker.text().startswith("Your progress: 2 of 2 milestones pass")
    assert "16px" in tracker.html()
    capsys.readouterr()


def test_the_progress_widget_follows_the_checks():
    pytest.importorskip("ipywidgets")
    tracker = progress({"Milestone 1": ["count_up"]})
    view = tracker.widget().children[-1]
    assert "0 of 1" in view.value
    COUNT(count_up)
    assert "1 of 1" in view.value
    assert tracker._repr_mimebundle_()["text/plain"] == tracker.text()

"""A battery judges a learner's piece politely: passes, failures, crashes, loops."""

import random
import re
import signal
import threading
import time

import pytest

from gamelib.selfcheck import Battery, Case, calling, exactly, judged, satisfies


def flat(text):
    """The report with its wrapping undone, to look for whole sentences."""
    return re.sub(r"\s+", " ", text)


def half(number):
    return number // 2


HALVES = Battery(
    "half",
    [
        Case("half of 4 is 2", "halve the number", calling(4), exactly(2)),
        Case("half of 7 rounds down to 3", "whole halves only", calling(7), exactly(3)),
        Case("half of 0 is 0", "zero stays zero", calling(0), 0),
    ],
    seconds=0.5,
)


def test_the_right_answer_passes_every_case():
    report = HALVES.run(half)
    assert report.all_passed
    assert (report.failed, report.total) == (0, 3)
    assert report.text() == (
        "Checking half:\n"
        "  ✓ half of 4 is 2\n"
        "  ✓ half of 7 rounds down to 3\n"
        "  ✓ half of 0 is 0\n"
        "All 3 checks passed."
    )


def test_a_wrong_answer_names_the_rule_and_the_failing_example():
    def halve(number):
        return number / 2

    text = HALVES.run(halve).text()
    assert "  ✗ half of 7 rounds down to 3\n      rule: whole halves only\n" in text
    assert "halve(7) returned 3.5, expected 3" in text
    assert (
        "which equals 2 but is not made of the same types (float instead of int)"
        in (flat(text))
    )
    assert text.endswith("2 of 3 checks failed.")


def test_calling_the_battery_prints_the_report(capsys):
    HALVES(half)
    assert capsys.readouterr().out == HALVES.run(half).text() + "\n"


def test_a_crash_is_reported_with_the_learners_own_line():
    def halve(number):
        helper = {4: 2}
        return helper[number]  # raises KeyError for 7 and 0

    text = HALVES.run(halve).text()
    assert "halve(7) crashed with KeyError: 7" in text
    assert "in halve, line" in text and "of test_battery.py:" in text
    assert "return helper[number]  # raises KeyError for 7 and 0" in text
    assert "Traceback" not in text
    assert text.endswith("2 of 3 checks failed.")


def test_a_crash_inside_pythons_library_points_at_the_learners_call():
    def halve(number):
        return random.randint(number, 0)  # randint(4, 0) is an empty range

    text = HALVES.run(halve).text()
    assert "halve(4) crashed with ValueError" in text
    assert "return random.randint(number, 0)" in text
    assert "random.py" not in text


def test_a_crash_in_the_call_itself_still_says_what_went_wrong():
    def halve():
        return 0

    text = HALVES.run(halve).text()
    assert "halve(4) crashed with TypeError:" in text
    assert "takes 0 positional arguments but 1 was given" in text


def test_calling_exit_is_reported_not_obeyed():
    def halve(number):
        raise SystemExit("bye")

    assert "halve(4) crashed with SystemExit: bye" in HALVES.run(halve).text()


def test_an_endless_loop_is_stopped_and_the_rest_is_not_run():
    def halve(number):
        while True:
            try:
                number += 1
            except Exception:  # must not swallow the stop
                pass

    started = time.monotonic()
    report = HALVES.run(halve)
    assert time.monotonic() - started < 5
    text = report.text()
    assert "halve(4) did not finish within 0.5 seconds, so the check stopped it" in text
    assert text.count("not run: an earlier case did not finish") == 2
    assert text.endswith("3 of 3 checks failed.")


def test_a_long_sleep_is_stopped_too():
    def halve(number):
        time.sleep(60)

    started = time.monotonic()
    assert "did not finish within 0.5 seconds" in HALVES.run(halve).text()
    assert time.monotonic() - started < 5


def test_a_loop_that_swallows_the_first_stop_is_stopped_by_the_next():
    def halve(number):
        try:
            while True:
                number += 1
        except BaseException:  # a learner's catch-all
            pass
        while True:
            number += 1

    assert "did not finish within 0.5 seconds" in HALVES.run(halve).text()


def test_the_alarm_is_switched_off_and_the_old_handler_restored():
    before = signal.getsignal(signal.SIGALRM)
    HALVES.run(lambda number: time.sleep(60))
    HALVES.run(half)
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
    assert signal.getsignal(signal.SIGALRM) is before


def test_away_from_the_main_thread_a_trace_stops_the_loop():
    def halve(number):
        while True:
            number += 1

    reports = []
    worker = threading.Thread(target=lambda: reports.append(HALVES.run(halve)))
    worker.start()
    worker.join(timeout=10)
    assert not worker.is_alive()
    assert "did not finish within 0.5 seconds" in reports[0].text()


def test_a_stub_gets_one_sentence_instead_of_a_list_of_failures():
    def halve(number):
        """Half of number, rounded down."""
        ...

    report = HALVES.run(halve)
    assert report.text() == (
        "Checking halve:\n"
        "  halve is still a stub (its body is only `...`): write it, then run this "
        "check again.\n"
        "3 of 3 checks failed."
    )


def test_passing_a_result_instead_of_the_function_is_explained():
    text = HALVES.run(half(4)).text()
    assert "expected the half you wrote (a function or class), got 2" in text
    assert "as in check.half(half)" in text
    assert text.endswith("3 of 3 checks failed.")


ROLLS = Battery(
    "roll",
    [
        Case(
            "a roll is 1 to 6",
            "a die has six faces",
            calling(),
            satisfies("a number from 1 to 6", lambda n: n in range(1, 7)),
        ),
        Case(
            "ten rolls are not all the same",
            "a die is random",
            calling(),
            judged(lambda n: None),
        ),
    ],
)


def test_reports_are_the_same_on_every_run_and_leave_random_alone():
    def roll():
        return random.randint(0, 6)  # 0 is wrong, and comes up now and then

    random.seed(99)
    before = random.getstate()
    texts = {ROLLS.run(roll).text() for _ in range(5)}
    assert len(texts) == 1
    assert random.getstate() == before


def test_a_judge_that_cannot_judge_the_result_says_so():
    crashing = Battery(
        "roll",
        [Case("a roll", "a die has six faces", calling(), judged(lambda r: 1 / 0))],
    )
    text = crashing.run(lambda: 3).text()
    assert "<lambda>() returned 3, which could not be judged" in text


def test_an_answer_whose_equality_crashes_is_said_to_be_the_learners():
    def roll():
        return object.__new__(Unprintable)

    text = flat(ROLLS.run(roll).text())
    assert "roll() returned Unprintable(), whose == (or attribute lookup)" in text


class Unprintable:
    def __eq__(self, other):
        raise RuntimeError("no comparing")

    def __repr__(self):
        return "Unprintable()"

    __hash__ = None


@pytest.mark.parametrize("piece", [half, lambda number: None])
def test_a_report_is_not_hard_wrapped_the_notebook_wraps_it_between_words(piece):
    long = Battery(
        "half",
        [Case("a case " * 20, "a rule " * 30, calling(4), exactly(2))],
    )
    text = long.run(piece).text()
    assert ("a case " * 20).strip() in text
    if piece is not half:
        assert "rule: " + ("a rule " * 30).strip() in text


def test_code_lines_are_never_rewrapped():
    def halve(number):
        return {"a fairly long key so that the line is long": 1}["missing key here"]

    lines = HALVES.run(halve).text().splitlines()
    code = [line for line in lines if re.search(r"^ {10}return", line)]
    assert code and code[0].strip().endswith('["missing key here"]')


# -- a piece that builds on another piece of the learner's ---------------------------


def test_a_failed_report_names_the_learners_piece_underneath_that_fails_its_own_check():
    from gamelib.selfcheck.pieces import BuildsOn, called_function

    def twice(number):
        return half(number) * 4  # wrong whatever half does

    doubles = Battery(
        "twice",
        [Case("twice 3 is 6", "double it", calling(3), 6)],
        builds_on=[BuildsOn("half", HALVES, called_function("half"))],
    )
    # half, as written above, passes its own check: the failure is twice's own.
    report = doubles.run(twice)
    assert not report.all_passed and report.caution == ""
    namespace = {}
    exec(
        "def half(n):\n    return n / 2\ndef twice(n):\n    return half(n * 4)",
        namespace,
    )
    report = doubles.run(namespace["twice"])
    assert report.all_passed and report.caution == ""  # nothing failed: no note
    exec("def twice(n):\n    return half(n * 3)", namespace)
    report = doubles.run(namespace["twice"])
    assert report.caution == (
        "Note: twice builds on your half, which does not pass its own check yet "
        "(2 of 3 checks failed). Fix half first (check.half(half)): a case below "
        "may fail because of it."
    )
    assert report.text().splitlines()[1] == f"  {report.caution}"


def test_the_courses_own_piece_underneath_is_never_run():
    from gamelib.selfcheck.pieces import BuildsOn, base_class

    class Loud:
        def __init__(self):
            raise AssertionError("the course's piece was run")

    class Mine(Loud):
        pass

    under = BuildsOn("Loud", HALVES, base_class("Loud"), course=Loud)
    assert under.caution(Mine, "Mine") == ""
    assert BuildsOn("Other", HALVES, base_class("Other")).caution(Mine, "Mine") == ""


# -- a measured battery: the figure after the report ----------------------------------


def measured_halves(measure, **options):
    from gamelib.selfcheck import MeasuredBattery

    return MeasuredBattery("half", HALVES.cases, measure, seconds=0.5, **options)


def test_a_piece_that_passes_is_measured_once_under_its_report(capsys):
    measuring = []

    def measure(piece):
        measuring.append(piece)
        return sum(piece(n) for n in range(10))

    battery = measured_halves(measure, describe=lambda total: f"Measured: {total}.")
    battery(half)
    printed = capsys.readouterr().out.splitlines()
    assert printed[-2:] == ["All 3 checks passed.", "Measured: 20."]
    assert measuring == [half] and battery.last == 20


def test_a_piece_that_fails_or_is_a_stub_is_not_measured(capsys):
    def measure(piece):
        raise AssertionError("measured a piece that fails")

    def wrong(number):
        return number

    def stub(number): ...

    battery = measured_halves(measure)
    battery(wrong)
    battery(stub)
    printed = capsys.readouterr().out
    assert "Measured" not in printed and "Measuring" not in printed
    assert battery.last is None


def test_a_measurement_that_crashes_or_hangs_is_said_in_words(capsys):
    def crashes(piece):
        return piece(None)

    measured_halves(crashes)(half)
    line = capsys.readouterr().out.splitlines()[-1]
    assert line.startswith("Measuring it: crashed with TypeError"), line

    def hangs(piece):
        while True:
            time.sleep(0.01)

    measured_halves(hangs, measure_seconds=0.3)(half)
    line = capsys.readouterr().out.splitlines()[-1]
    assert line == "Measuring it took over 0.3 seconds, so it was stopped."


def test_a_case_may_judge_the_measurement_and_its_figure_is_the_one_printed(capsys):
    from gamelib.selfcheck import Call, MeasuredBattery

    measuring = []

    def measure(piece):
        measuring.append(piece)
        return sum(piece(n) for n in range(10))

    battery = MeasuredBattery("half", HALVES.cases, measure, seconds=0.5)
    battery.cases.append(
        Case(
            "halves of 0 to 9 add up to 20",
            "whole halves only",
            Call("{piece} on 0 to 9", battery.measured),
            judged(lambda total: None if total == 20 else f"added up to {total}"),
        )
    )
    battery(lambda number: number / 2)  # fails the sum, and its figure shows
    printed = capsys.readouterr().out.splitlines()
    assert printed[-1] == "22.5" and "added up to 22.5" in " ".join(printed)
    battery(half)
    assert capsys.readouterr().out.splitlines()[-2:] == ["All 4 checks passed.", "20"]
    assert len(measuring) == 2  # once per check, never again after the report


def test_a_battery_with_no_cases_never_passes():
    report = Battery("half", []).run(half)
    assert not report.all_passed
    assert report.total == 0


class AlwaysEqual:
    """An answer that says it equals anything (its == written by the learner)."""

    def __eq__(self, other):
        return True

    __hash__ = object.__hash__


def test_an_answer_whose_equality_the_learner_wrote_fails_every_case():
    def liar(number):
        return AlwaysEqual()

    def liars_in_a_list(number):
        return [AlwaysEqual()]

    for piece in (liar, liars_in_a_list):
        report = HALVES.run(piece)
        assert (report.failed, report.total) == (3, 3)
        assert "whose == (or attribute lookup) is written in your code" in flat(
            report.text()
        )


def unwritten_helper(number):
    """Half of number: still to write."""
    ...


def test_a_piece_that_calls_a_stub_of_the_learners_names_it_first():
    def halve(number):
        return unwritten_helper(number)

    text = flat(HALVES.run(halve).text())
    assert "Note: halve calls your unwritten_helper, still a stub: write it first" in (
        text
    )
    assert "unwritten_helper" not in flat(HALVES.run(half).text())

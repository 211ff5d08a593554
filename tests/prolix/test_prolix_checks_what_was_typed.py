"""Milestone 2, check what the player typed: the validation checks pass the course's
pieces and fail typical wrong answers, each on the rule the mistake breaks."""

import re

from gamelib.prolix import checks, word_problem
from gamelib.prolix.words import is_name
from tests.batteries import assert_fails, assert_passes, failed_cases


def test_the_course_pieces_pass():
    assert_passes(checks.word_problem, word_problem)
    assert_passes(checks.is_name, is_name)


# -- word_problem --------------------------------------------------------------------


def careful(words, names, used, text):
    """A beginner's validation that is right: the pieces below each break one rule."""
    word = text.strip().lower()
    if not word or not word.isalpha() or not word.isascii():
        return "not letters only: type a word"
    if word not in words:
        return "that is a name" if word in names else "not in the dictionary"
    if word in used:
        return "already used"
    return None


def test_a_careful_beginners_word_problem_passes():
    def word_problem(text, words, names, used):
        return careful(words, names, used, text)

    assert_passes(checks.word_problem, word_problem)


def test_word_problem_that_accepts_names_fails():
    def word_problem(text, words, names, used):
        word = text.strip().lower()
        if not word.isalpha():
            return "a word is letters only"
        if word not in words and word not in names:
            return "not in the dictionary"
        if word in used:
            return "already used"
        return None

    assert failed_cases(checks.word_problem, word_problem) == [
        "London is refused: names are not words",
        "mary is refused too: names are not words in any case",
    ]
    report = checks.word_problem.run(word_problem).text()
    assert "word_problem('London', words, names, used) returned None" in report


def test_word_problem_that_looks_names_up_before_words_fails_on_mark():
    def word_problem(text, words, names, used):
        word = text.strip().lower()
        if word in names:
            return "names are not words"
        return careful(words, names, used, text)

    assert failed_cases(checks.word_problem, word_problem) == [
        "mark is a word, even though Mark is also a name"
    ]


def test_word_problem_without_tidying_fails_on_capitals_and_spaces():
    def word_problem(text, words, names, used):
        if not text.isalpha():
            return "a word is letters only"
        if text not in words:
            return "that is a name" if text in names else "not in the dictionary"
        return "already used" if text in used else None

    assert_fails(checks.word_problem, word_problem, "Cats", "'  cats '")


def test_word_problem_that_forgets_used_words_fails():
    def word_problem(text, words, names, used):
        return careful(words, names, [], text)

    assert failed_cases(checks.word_problem, word_problem) == [
        "jobs is refused: already used",
        "JOBS is refused too: it is the word jobs",
    ]


def test_word_problem_comparing_used_words_before_tidying_fails():
    def word_problem(text, words, names, used):
        if text in used:
            return "already used"
        return careful(words, names, [], text)

    assert failed_cases(checks.word_problem, word_problem) == [
        "JOBS is refused too: it is the word jobs"
    ]


def test_word_problem_answering_true_or_false_fails_with_a_reason_asked_for():
    def word_problem(text, words, names, used):
        return careful(words, names, used, text) is not None

    failed = failed_cases(checks.word_problem, word_problem)
    assert "cats is a word" in failed and "c4t is refused: not letters only" in failed
    report = re.sub(r"\s+", " ", checks.word_problem.run(word_problem).text())
    assert "expected the reason as a sentence" in report


def test_word_problem_that_plays_the_word_fails():
    def word_problem(text, words, names, used):
        problem = careful(words, names, used, text)
        if problem is None:
            used.append(text.strip().lower())
        return problem

    assert failed_cases(checks.word_problem, word_problem) == [
        "checking a word leaves used as it was"
    ]


def test_word_problem_that_crashes_on_an_empty_answer_is_reported():
    def word_problem(text, words, names, used):
        word = text.strip().lower()
        if word[0] == " ":
            return "empty"
        return careful(words, names, used, text)

    report = checks.word_problem.run(word_problem).text()
    assert "crashed with IndexError" in report


def test_is_name_that_only_looks_at_the_first_letter_fails():
    def is_name(entry):
        return entry[:1].isupper()

    assert failed_cases(checks.is_name, is_name) == [
        "NASA is not a name",
        "X is not a name",
        "O'Brien is not a name",
    ]


def test_is_name_with_istitle_fails_on_mcdonald():
    def is_name(entry):
        return entry.istitle() and entry.isalpha() and len(entry) > 1

    assert failed_cases(checks.is_name, is_name) == ["McDonald is a name"]

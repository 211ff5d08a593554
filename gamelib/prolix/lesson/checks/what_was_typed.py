"""Milestone 2, input validation: ``word_problem`` and the "Try it" ``is_name``.

The cases use a small word list so that a report can show it whole. Each refusal
must say why with a word a learner can look for ("letters", "name", "dictionary",
"used"); each mistake a beginner makes (a name taken for a word, capitals or spaces
refused, a used word accepted in capitals, a word that is also a name refused, the
list of used words changed) fails a case of its own.
"""

from collections.abc import Callable
from typing import Any

from gamelib.selfcheck import Battery, Call, Case, calling, exactly, judged
from gamelib.selfcheck.judges import left_as

WORDS = frozenset({"a", "cats", "jobs", "mark", "subjective"})
NAMES = frozenset({"london", "mark", "mary", "mcdonald"})
USED = ("jobs",)
SETTING = (
    "here words = {'a', 'cats', 'jobs', 'mark', 'subjective'}, "
    "names = {'london', 'mark', 'mary', 'mcdonald'} and used = ['jobs']"
)


def _asking(text: str) -> Call:
    def run(word_problem: Callable[..., Any]) -> Any:
        return word_problem(text, set(WORDS), set(NAMES), list(USED))

    return Call(f"{{piece}}({text!r}, words, names, used)", run)


def _accepted(name: str, rule: str, text: str) -> Case:
    return Case(name, f"{rule}; {SETTING}", _asking(text), exactly(None))


def _says(keyword: str) -> Any:
    def judge(reason: Any) -> str | None:
        if not isinstance(reason, str) or not reason.strip():
            return (
                f"returned {reason!r}, expected the reason as a sentence (a str "
                f"with the word {keyword!r})"
            )
        if keyword not in reason.lower():
            return f"returned {reason!r}, which should say {keyword!r}"
        return None

    return judged(judge)


def _refused(name: str, rule: str, text: str, keyword: str) -> Case:
    return Case(name, f"{rule}; {SETTING}", _asking(text), _says(keyword))


def _used_after(word_problem: Callable[..., Any]) -> list[str]:
    used = list(USED)
    word_problem("cats", set(WORDS), set(NAMES), used)
    return used


_USED_UNCHANGED = left_as(
    list(USED),
    "used",
    "checking a word must not play it (the game adds a word to used once the round "
    "is played)",
)


WORD_RULE = "a word of the list is accepted: return None"
TIDY_RULE = "spaces around the text and capital letters are forgiven"

word_problem = Battery(
    "word_problem",
    [
        _accepted("cats is a word", WORD_RULE, "cats"),
        _accepted("Cats is the word cats", TIDY_RULE, "Cats"),
        _accepted("'  cats ' is the word cats", TIDY_RULE, "  cats "),
        _refused(
            "an empty answer is refused",
            "an empty (or all-spaces) answer is not a word: say so, in letters",
            "   ",
            "word",
        ),
        _refused(
            "c4t is refused: not letters only",
            "a word is made of the letters a to z only: say 'letters'",
            "c4t",
            "letters",
        ),
        _refused(
            "two words are refused: not letters only",
            "a space inside is not a letter: say 'letters'",
            "two words",
            "letters",
        ),
        _refused(
            "London is refused: names are not words",
            "a name is not a word: say 'name'",
            "London",
            "name",
        ),
        _refused(
            "mary is refused too: names are not words in any case",
            "compare in small letters: say 'name'",
            "mary",
            "name",
        ),
        _accepted(
            "mark is a word, even though Mark is also a name",
            "look the word up first; only a word that is not in the list can be "
            "refused as a name",
            "mark",
        ),
        _refused(
            "xyzzy is refused: not in the dictionary",
            "a word that is neither in words nor in names: say 'dictionary'",
            "xyzzy",
            "dictionary",
        ),
        _refused(
            "jobs is refused: already used",
            "a word can be played once per game: say 'used'",
            "jobs",
            "used",
        ),
        _refused(
            "JOBS is refused too: it is the word jobs",
            "compare the tidied word with used: say 'used'",
            "JOBS",
            "used",
        ),
        Case(
            "checking a word leaves used as it was",
            "word_problem only answers; it never adds to words, names or used",
            Call("{piece}('cats', words, names, used), then used", _used_after),
            _USED_UNCHANGED,
        ),
    ],
)


def _name_case(entry: str, expected: bool, why: str) -> Case:
    verdict = "a name" if expected else "not a name"
    return Case(
        f"{entry} is {verdict}",
        f"a name is a capital letter, a small letter, then letters only: {why}",
        calling(entry),
        exactly(expected),
    )


is_name = Battery(
    "is_name",
    [
        _name_case("London", True, "London, Mary and McDonald are names"),
        _name_case("McDonald", True, "capitals inside a name are allowed"),
        _name_case("Al", True, "two letters are enough"),
        _name_case("cats", False, "a word in small letters is not a name"),
        _name_case("NASA", False, "all capitals is an acronym, not a name"),
        _name_case("X", False, "one capital letter alone is not a name"),
        _name_case("iPhone", False, "a name starts with a capital"),
        _name_case("O'Brien", False, "a name here is letters only"),
    ],
)

"""A report wraps at 80 columns without splitting what must stay whole."""

from gamelib.selfcheck.report import CaseResult, Report


def report_lines(problem: str) -> list[str]:
    failed = CaseResult("a case", "a rule", [problem])
    return Report("piece", [failed]).text().splitlines()


def test_a_board_shown_as_a_list_of_letters_is_never_split():
    problem = (
        "rotate(list('OX  X    ')) returned list('OX  X    '), expected "
        "list('   XX O  ') and then list(\"?OO  *** \") once more"
    )
    lines = report_lines(problem)
    assert all(len(line) <= 80 for line in lines)
    text = "\n".join(lines)
    for board in ["list('OX  X    ')", "list('   XX O  ')", 'list("?OO  *** ")']:
        assert board in text
    assert "\N{NO-BREAK SPACE}" not in text


def test_prose_with_apostrophes_still_wraps_between_words():
    problem = "the handout's computer takes 7: " + "it's a word " * 12
    lines = report_lines(problem)
    assert len(lines) > 4 and all(len(line) <= 80 for line in lines)

"""Helpers the Prolix self-check tests share: run a battery, name what failed."""


def failed_cases(battery, piece):
    """Names of the cases ``piece`` fails (the piece must run: no stub notice)."""
    report = battery.run(piece)
    assert not report.notice, report.text()
    return [result.name for result in report.results if not result.passed]


def assert_fails(battery, piece, *expected_words):
    """The piece fails some case, and a case whose name holds each word."""
    failed = failed_cases(battery, piece)
    assert failed, f"{piece.__name__} passed every case of {battery.piece}"
    for word in expected_words:
        assert any(word in name for name in failed), (word, failed)
    return failed


def assert_passes(battery, piece):
    report = battery.run(piece)
    assert report.all_passed, report.text()
    assert report.text().splitlines()[-1] == f"All {len(battery)} checks passed."

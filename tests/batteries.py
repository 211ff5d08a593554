"""What the self-check tests of every lesson ask of a battery: run it on a piece,
and name the cases that piece fails."""


def failed_cases(battery, piece) -> list[str]:
    """Names of the cases ``piece`` fails; the piece must run (no stub notice), so
    a failure is the rule it breaks, not a crash the battery reported instead."""
    report = battery.run(piece)
    assert not report.notice, report.text()
    return [result.name for result in report.results if not result.passed]


def assert_fails(battery, piece, *expected_words) -> list[str]:
    """The piece fails some case, and for each word a case whose name holds it:
    a wrong piece must be caught by the rule its mistake breaks."""
    failed = failed_cases(battery, piece)
    assert failed, f"{piece.__name__} passed every case of {battery.piece}"
    for word in expected_words:
        assert any(word in name for name in failed), (word, failed)
    return failed


def assert_passes(battery, piece) -> None:
    """Every case passes and the report's last line says so to the learner."""
    report = battery.run(piece)
    assert report.all_passed, report.text()
    assert report.text().splitlines()[-1] == f"All {len(battery)} checks passed."

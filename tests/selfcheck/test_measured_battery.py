"""A measured battery ends its report with the measurement a case kept."""

from gamelib.selfcheck import Call, Case, MeasuredBattery, judged


def battery() -> MeasuredBattery:
    measured = MeasuredBattery("tally", [])
    measured.cases.append(
        Case(
            "counts to three",
            "tally() returns 3",
            Call(
                "{piece}()",
                measured.measuring(lambda piece: piece(), "measured {}".format),
            ),
            judged(lambda value: None if value == 3 else f"returned {value!r}"),
        )
    )
    return measured


def test_the_measurement_follows_the_report(capsys):
    battery()(lambda: 3)
    assert capsys.readouterr().out.splitlines()[-1] == "measured 3"


def test_a_wrong_answer_is_still_measured_and_judged(capsys):
    checked = battery()
    checked(lambda: 4)
    printed = capsys.readouterr().out.splitlines()
    assert printed[-1] == "measured 4"
    assert "1 of 1 checks failed." in printed


def test_a_stub_gets_no_measurement(capsys):
    def tally():
        """Not written yet."""
        ...

    checked = battery()
    checked.last_measurement = "measured before"
    checked(tally)
    assert "measured" not in capsys.readouterr().out

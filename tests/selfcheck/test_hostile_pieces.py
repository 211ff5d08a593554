"""Self-checks against hostile pieces: each ends, in bounded size, without a traceback.

One test per class of piece from issue 18's sweep. The two that hung a kernel run in
a child Python with a deadline, so a regression fails instead of hanging the suite.
"""

import gc
import subprocess
import sys
import textwrap
import time
import warnings

from gamelib.cellguard import TimedOut, run_guarded
from gamelib.pig.checks import refuse_duplicates
from gamelib.pig.player import DuplicatePlayerError
from gamelib.selfcheck import Battery, Case, calling

CHILD_DEADLINE_SECONDS = 60


def one_case() -> Battery:
    return Battery("answer", [Case("answers 1", "return 1", calling(), 1)])


def report_of(piece) -> str:
    return one_case().run(piece).text()


def flat(report: str) -> str:
    """The report as one line: it is wrapped at word boundaries."""
    return " ".join(report.split())


def run_child(code: str) -> subprocess.CompletedProcess[str]:
    """``code`` in a Python of its own, which must end well within the deadline."""
    finished = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=CHILD_DEADLINE_SECONDS,
    )
    assert finished.returncode == 0, finished.stderr
    return finished


def report_in_a_child(piece_source: str) -> str:
    """Run the one-case check on a piece defined in a fresh Python; its report."""
    code = textwrap.dedent(
        """
        from gamelib.selfcheck import Battery, Case, calling
        {piece}
        battery = Battery("answer", [Case("answers 1", "return 1", calling(), 1)])
        print(battery.run(answer).text())
        """
    ).format(piece=textwrap.dedent(piece_source))
    finished = run_child(code)
    assert "Traceback" not in finished.stderr
    return finished.stdout


def test_a_bare_except_around_sleep_cannot_swallow_the_time_limit():
    report = report_in_a_child(
        """
        import time

        def answer():
            while True:
                try:
                    time.sleep(1)
                except:
                    pass
        """
    )
    assert "did not finish within 3 seconds" in report
    assert report.endswith("1 of 1 checks failed.\n")


def test_an_endless_repr_of_the_result_is_stopped():
    report = report_in_a_child(
        """
        class Endless:
            def __repr__(self):
                while True:
                    pass

        def answer():
            return Endless()
        """
    )
    assert "returned <a Endless whose repr() did not finish>, which could not be" in (
        flat(report)
    )


def test_a_value_that_cannot_be_shown_stops_the_check_after_its_first_case():
    """Issue 29: a ``repr`` that never ends cost each of 8 cases its time limit
    (32 s); the first case now says why and the others are not run."""

    class Endless:
        def __repr__(self):
            while True:
                pass

    cases = [Case(f"answers {n}", "return n", calling(), n) for n in range(8)]
    started = time.monotonic()

    def answer():
        return Endless()

    report = Battery("answer", cases).run(answer).text()
    assert time.monotonic() - started < 8
    assert (
        "answer() returned <a Endless whose repr() did not finish>, which could not "
        "be judged in 3 seconds, so the check stopped"
    ) in flat(report)
    assert flat(report).count("not run: an earlier case did not finish") == 7


def test_a_guarded_call_inside_another_keeps_the_outer_time_limit():
    """A board event's time limit holds after a ``trial`` inside it (issue 29):
    the inner call used to switch the outer one's alarm off."""

    def event():
        run_guarded(lambda: None, 5)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            pass

    started = time.monotonic()
    assert isinstance(run_guarded(event, 0.5), TimedOut)
    assert time.monotonic() - started < 3


def test_a_raised_recursion_limit_leaves_no_alarm_trace_or_limit_behind():
    """Issue 29: a repeated alarm while a million frames unwound escaped the time
    limit's switching off, which left the alarm armed and its handler installed.
    In a child Python: an alarm may land in pytest's own hooks (its gc callback)."""
    code = textwrap.dedent(
        """
        import signal, sys, time
        from gamelib.cellguard import run_guarded

        def deep():
            sys.setrecursionlimit(10**6)

            def down(n):
                return down(n + 1)

            return down(0)

        print(type(run_guarded(deep, 1)).__name__)
        print(signal.getitimer(signal.ITIMER_REAL), sys.gettrace(),
              signal.getsignal(signal.SIGALRM) is signal.SIG_DFL,
              sys.getrecursionlimit())
        time.sleep(0.5)  # a leftover alarm would end this Python now
        print("still running")
        """
    )
    finished = run_child(code)
    kind, state, after = finished.stdout.splitlines()
    assert kind in ("Crashed", "TimedOut")
    assert state == "(0.0, 0.0) None True 1000"
    assert after == "still running"


def test_a_huge_result_gives_a_report_of_bounded_size():
    report = report_of(lambda: [0] * 1_000_000)
    assert len(report) < 5_000
    assert "0, 0… (3,000,032 characters in all)" in flat(report)


def test_a_number_too_long_to_print_is_described():
    report = report_of(lambda: 10**5000)
    assert "<an int of about 5,001 digits>" in report
    assert report.endswith("1 of 1 checks failed.")


def test_a_repr_that_raises_is_described():
    class Broken:
        def __repr__(self):
            raise RuntimeError("no")

    report = report_of(lambda: Broken())
    assert "returned <a Broken whose repr() raised RuntimeError>" in report


def test_an_error_whose_str_raises_is_described():
    class UnprintableError(Exception):
        def __str__(self):
            raise RuntimeError("no")

    def answer():
        raise UnprintableError

    report = report_of(answer)
    shown = "crashed with UnprintableError: <a UnprintableError whose str() raised"
    assert shown in flat(report)


def test_a_bare_base_exception_is_a_crash_in_the_report():
    def answer():
        raise BaseException

    report = report_of(answer)
    assert "answer() crashed with BaseException" in report
    assert report.endswith("1 of 1 checks failed.")


def test_refuse_duplicates_gives_each_run_its_own_list():
    def empties_its_argument(names):
        names.clear()

    def correct(names):
        lowered = [name.lower() for name in names]
        if len(set(lowered)) < len(lowered):
            raise DuplicatePlayerError("two players share a name")

    assert not refuse_duplicates.run(empties_its_argument).all_passed
    assert refuse_duplicates.run(correct).all_passed


def test_a_piece_that_switches_the_alarm_off_is_still_stopped():
    """Issue 29: ``signal.signal(SIGALRM, SIG_IGN)`` then a loop ran for ever."""
    code = textwrap.dedent(
        """
        import signal, time
        from gamelib.cellguard import run_guarded

        def ignoring():
            signal.signal(signal.SIGALRM, signal.SIG_IGN)
            while True:
                try:
                    pass
                except BaseException:
                    pass

        def disarming():
            signal.setitimer(signal.ITIMER_REAL, 0)
            while True:
                pass

        for piece in (ignoring, disarming):
            started = time.monotonic()
            kind = type(run_guarded(piece, 0.5)).__name__
            print(kind, time.monotonic() - started < 3)
        print(signal.getsignal(signal.SIGALRM) is signal.SIG_DFL)
        """
    )
    assert run_child(code).stdout.split() == ["TimedOut", "True"] * 2 + ["True"]


def test_a_deep_recursion_of_generators_cannot_overflow_the_c_stack():
    """Issue 29: a limit of 10**6 and ``yield from`` killed the kernel (SIGSEGV)."""
    code = textwrap.dedent(
        """
        import sys
        from gamelib.cellguard import run_guarded

        def deep():
            sys.setrecursionlimit(10**6)

            def down(n):
                yield from down(n + 1)

            return list(down(0))

        finished = run_guarded(deep, 3)
        print(type(finished.error).__name__, sys.getrecursionlimit())
        """
    )
    assert run_child(code).stdout.split() == ["RecursionError", "1000"]


def test_an_async_piece_is_refused_in_words():
    async def answer():
        return 1

    with warnings.catch_warnings():
        warnings.simplefilter("error")  # "coroutine ... was never awaited"
        report = report_of(answer)
        gc.collect()
    assert "answer is written with `async def`" in flat(report), report


def test_an_error_whose_class_hides_its_name_is_described():
    class Lying(type):
        @property
        def __name__(cls):
            raise RuntimeError("no name")

    class HiddenError(Exception, metaclass=Lying):
        pass

    def answer():
        raise HiddenError("x")

    assert "answer() crashed with HiddenError: x" in flat(report_of(answer))


def test_a_piece_that_leaves_a_raising_trace_or_profile_leaves_nothing_behind():
    """Issue 29's sweep: the piece's own trace function raised inside the time
    limit's switching off, which left its SIGALRM handler installed."""
    code = textwrap.dedent(
        """
        import signal, sys
        from gamelib.cellguard import run_guarded

        def fails(*_):
            raise RuntimeError("mine")

        def tracing():
            sys.settrace(fails)

        def profiling():
            sys.setprofile(lambda frame, event, arg: event == "return" and fails())

        for piece in (tracing, profiling):
            run_guarded(piece, 1)
            print(signal.getsignal(signal.SIGALRM) is signal.SIG_DFL,
                  sys.gettrace(), sys.getprofile())
        """
    )
    assert run_child(code).stdout.split() == ["True", "None", "None"] * 2

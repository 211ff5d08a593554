"""Every way a cell can flood the page is counted by the cell guard's one budget.

Issue 29: a hostile sweep found output the guard did not count. Here each kind runs
in a real kernel that has run the welcome lesson's first cell, as a learner's has:
writes to file descriptor 1 (``os.write``, a subprocess, ``!yes``), ``display`` and
``clear_output`` loops, an ``Output`` widget (printing inside it, appending to it), a
cell's huge last value, ``%%capture``, a huge error message and a board's message
line. Each must end by itself within the deadline with the guard's one sentence,
and the bytes of new output that reach the client (every message's content,
widgets' messages included) stay under 1 MB. The silence notice
must never come while a cell's output still flows.
"""

import pytest

from tests.kernel_session import CellRun, KernelSession, first_code_cell
from tests.lessons import NOTEBOOKS, reworked_lessons

STOPPED = "This cell was stopped after printing"
NOTICE = "no new output"
LIMIT_BYTES = 1_000_000
DEADLINE_SECONDS = 20.0


FIRST_CELL = first_code_cell(reworked_lessons()[0])


@pytest.fixture(scope="module")
def kernel():
    with KernelSession(NOTEBOOKS) as kernel:
        first = kernel.run(FIRST_CELL)
        assert first.finished and first.status == "ok", first.text
        yield kernel


def flood(kernel, code: str) -> CellRun:
    """Run ``code``; a cell still running at the deadline is interrupted, or the
    kernel restarted if that does not stop it either (so the next test gets a quiet
    kernel), and reported as still running by the assertions."""
    msg_id = kernel.start(code)
    run = kernel.collect(msg_id, CellRun(), DEADLINE_SECONDS)
    if not run.finished:
        sent = run.wire_bytes
        if not kernel.interrupt(msg_id, run, seconds=10).finished:
            kernel.restart(FIRST_CELL)
        run.finished = False
        run.wire_bytes = sent
    return run


def assert_stopped(kernel, run: CellRun) -> None:
    sent = f"{run.wire_bytes:,} bytes sent"
    print(sent)  # shown with -rP: what each flood sends now
    assert run.finished, f"still running after {DEADLINE_SECONDS} s, {sent}"
    assert run.wire_bytes < LIMIT_BYTES, sent
    assert STOPPED in run.text, f"no sentence, {sent}: {run.text[-300:]!r}"
    assert "Traceback" not in run.text and "cellguard" not in run.text, run.text[-500:]
    after = kernel.run("print('still answering')", seconds=30)
    assert after.text == "still answering\n", after.text[-300:]


def test_os_write_to_file_descriptor_1_is_counted(kernel):
    run = flood(
        kernel, "import os\nwhile True:\n    os.write(1, b'spam ' * 20 + b'\\n')\n"
    )
    assert_stopped(kernel, run)


def test_os_write_in_a_bare_except_is_still_stopped(kernel):
    code = (
        "import os\n"
        "while True:\n"
        "    try:\n"
        "        os.write(2, b'x' * 99)\n"
        "    except:\n"
        "        pass\n"
    )
    assert_stopped(kernel, flood(kernel, code))


def test_a_subprocess_writing_to_the_kernels_stdout_is_counted(kernel):
    run = flood(kernel, "import subprocess\nsubprocess.run(['yes'])\n")
    assert_stopped(kernel, run)
    children = kernel.run(
        "import os\n"
        "found = subprocess.run(\n"
        "    ['pgrep', '-P', str(os.getpid()), '-x', 'yes'], capture_output=True\n"
        ")\n"
        "print(found.stdout)\n"
    )
    assert children.text == "b''\n", children.text  # ended with the cell


def test_a_shell_command_is_cut_with_the_sentence(kernel):
    assert_stopped(kernel, flood(kernel, "!yes\n"))


def test_a_display_loop_is_counted(kernel):
    code = (
        "from IPython.display import HTML, display\n"
        "while True:\n"
        "    display(HTML('<b>more</b>'))\n"
    )
    assert_stopped(kernel, flood(kernel, code))


def test_a_clear_output_and_display_loop_is_counted(kernel):
    code = (
        "from IPython.display import HTML, clear_output, display\n"
        "n = 0\n"
        "while True:\n"
        "    n += 1\n"
        "    clear_output(wait=True)\n"
        "    display(HTML(f'<b>frame {n}</b>'))\n"
    )
    assert_stopped(kernel, flood(kernel, code))


def test_a_huge_last_value_is_counted(kernel):
    assert_stopped(kernel, flood(kernel, "'x' * 20_000_000\n"))


def test_a_flood_inside_an_output_widget_shows_the_sentence(kernel):
    code = (
        "from ipywidgets import Output\n"
        "from IPython.display import display\n"
        "out = Output()\n"
        "display(out)\n"
        "with out:\n"
        "    while True:\n"
        "        print('inside the widget')\n"
    )
    assert_stopped(kernel, flood(kernel, code))


def test_appending_to_an_output_widget_is_counted(kernel):
    """Each ``append_stdout`` sends the widget's whole output again: 100 characters
    a turn sent 40 MB in 11 s, uncounted, and the notice claimed silence."""
    code = (
        "import ipywidgets\nout = ipywidgets.Output()\ndisplay(out)\n"
        "while True:\n    out.append_stdout('z' * 100 + '\\n')\n"
    )
    assert_stopped(kernel, flood(kernel, code))


def test_a_huge_error_message_is_cut(kernel):
    run = kernel.run("raise ValueError('v' * 5_000_000)", seconds=DEADLINE_SECONDS)
    assert run.finished and run.wire_bytes < 100_000, f"{run.wire_bytes:,} bytes"
    assert "Cut here: 5,000,000 characters in all." in run.text, run.text[-300:]


def test_capture_is_counted(kernel):
    run = flood(kernel, "%%capture captured\nwhile True:\n    print('x' * 99)\n")
    assert_stopped(kernel, run)
    size = kernel.run("print(len(captured.stdout))").text
    assert int(size) <= 150_000


def test_a_huge_board_message_is_cut_with_a_sentence(kernel):
    code = (
        "from IPython.display import display\n"
        "from gamelib.views.board import MessageLine\n"
        "line = MessageLine()\n"
        "display(line)\n"
        "line.say('x' * 6_500_000)\n"
    )
    run = kernel.run(code, seconds=DEADLINE_SECONDS)
    assert run.finished and run.status == "ok", run.text[-300:]
    assert run.wire_bytes < LIMIT_BYTES, f"{run.wire_bytes:,} bytes sent"
    values = [
        str(m["content"]["data"].get("state", {}).get("value", ""))
        for m in run.outputs
        if m["msg_type"] == "comm_msg"
    ]
    assert any("Cut here: 6,500,000 characters" in v for v in values), values[-1:]


@pytest.mark.parametrize(
    "code",
    [
        "from IPython.display import display\nimport time\n"
        "for n in range(44):\n    display(n)\n    time.sleep(0.25)\n",
        "import os, time\n"
        "for n in range(44):\n    os.write(1, b'tick\\n')\n    time.sleep(0.25)\n",
    ],
    ids=["display", "os.write"],
)
def test_no_silence_notice_while_output_flows(kernel, code):
    run = kernel.run(code, seconds=40)
    assert run.finished and run.status == "ok", run.text[-300:]
    assert NOTICE not in run.text

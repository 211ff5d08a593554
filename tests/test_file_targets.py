"""Issue 29: every file a program is given, or ships, is checked before any long work.

A bad target or data file is one line on standard error and exit status 2, never a
traceback, and a save replaces nothing but a regular file, through a temporary file
in the same folder. The programs are run for real, on their own standard input.
"""

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from gamelib.arguments import check_target, read_file, save_atomically
from gamelib.console import EXIT_USAGE
from gamelib.errors import SetupError
from gamelib.quixo import Solution, solve
from tests.console_program import REPO, environment, module, run_program

SOLVE_3 = [*module("gamelib.quixo"), "solve", "3", "--out"]
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes")


def one_line_refusal(result: subprocess.CompletedProcess[str], reason: str) -> str:
    """The one line a refused program printed on standard error."""
    assert result.returncode == EXIT_USAGE, result.stdout + result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and ": error: " in lines[0], result.stderr
    assert reason in lines[0], lines[0]
    assert "Traceback" not in result.stdout + result.stderr
    return lines[0]


def a_device(folder: Path) -> str | None:
    """A device to save to: ``/dev/full``, or as root a copy of it in ``folder``,
    since root may replace ``/dev/full`` itself (which the old save did)."""
    if os.geteuid() != 0:
        return "/dev/full" if os.path.exists("/dev/full") else None
    try:
        os.mknod(folder / "full", stat.S_IFCHR | 0o666, os.makedev(1, 7))
    except OSError:  # a container that allows no device nodes
        return None
    return str(folder / "full")


def bad_targets(folder: Path) -> dict[str, tuple[str, str]]:
    """Each kind of place a table cannot be saved to: (path, the reason given)."""
    (folder / "a file").write_text("kept\n")
    targets = {
        "an existing folder": (str(folder), "it is a folder, not a file"),
        "an empty name": ("", "it is a folder, not a file"),
        "a path under a file": (str(folder / "a file" / "t.npz"), "Not a directory"),
    }
    (folder / "loop1").symlink_to(folder / "loop2")
    (folder / "loop2").symlink_to(folder / "loop1")
    targets["a loop of links"] = (str(folder / "loop1"), "a loop of symbolic links")
    if device := a_device(folder):
        targets["a device"] = (device, "it is a device, not a file")
    if os.path.isdir("/proc/self"):
        targets["under /proc"] = ("/proc/quixo-3x3.npz", "cannot save to")
    if os.path.isdir("/sys/kernel"):
        targets["under /sys"] = ("/sys/kernel/quixo-3x3.npz", "cannot save to")
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe")
        targets["a pipe"] = (str(folder / "pipe"), "it is a pipe, not a file")
    return targets


KINDS = [
    "an existing folder",
    "an empty name",
    "a path under a file",
    "a device",
    "under /proc",
    "under /sys",
    "a pipe",
    "a loop of links",
]


@pytest.mark.parametrize("kind", KINDS)
def test_a_bad_out_is_refused_before_the_solve_in_one_line(tmp_path, kind):
    targets = bad_targets(tmp_path)
    if kind not in targets:
        pytest.skip(f"this machine has no {kind}")
    path, reason = targets[kind]
    before = os.stat(path).st_mode if os.path.exists(path) else None
    result = run_program([*SOLVE_3, path], b"", timeout=120)
    one_line_refusal(result, reason)
    assert "Solving" not in result.stdout, "refused only after the long solve"
    assert "Table saved" not in result.stdout
    if kind == "a loop of links":  # the old save replaced the link with the table
        assert os.path.islink(path)
    elif before is not None:  # a device, pipe or folder is left what it was
        assert stat.S_IFMT(os.stat(path).st_mode) == stat.S_IFMT(before)
    assert (tmp_path / "a file").read_text() == "kept\n"


def test_a_good_out_is_saved_through_a_file_in_its_own_folder(tmp_path):
    target = tmp_path / "new" / "folders" / "t.npz"
    result = run_program([*SOLVE_3, str(target)], b"", timeout=120)
    assert result.returncode == 0, result.stderr
    assert f"Table saved to {target}" in result.stdout
    assert Solution.load(target).counts["win"] == 12_748
    assert os.listdir(target.parent) == ["t.npz"], "a temporary file was left"


def test_check_target_follows_a_link_and_keeps_it(tmp_path):
    real = tmp_path / "real.npz"
    real.write_bytes(b"old")
    link = tmp_path / "link.npz"
    link.symlink_to(real)
    assert check_target(link) == real.resolve()
    save_atomically(link, lambda file: file.write(b"new"))
    assert link.is_symlink() and real.read_bytes() == b"new"


def test_a_save_cut_short_keeps_the_earlier_file_and_leaves_nothing(tmp_path):
    target = tmp_path / "table.npz"
    target.write_bytes(b"earlier")

    def fails_half_way(file):
        file.write(b"half")
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        save_atomically(target, fails_half_way)
    assert target.read_bytes() == b"earlier"
    assert os.listdir(tmp_path) == ["table.npz"]


@pytest.mark.parametrize("kind", KINDS)
def test_the_library_save_refuses_the_same_targets(tmp_path, kind):
    targets = bad_targets(tmp_path)
    if kind not in targets:
        pytest.skip(f"this machine has no {kind}")
    path, reason = targets[kind]
    with pytest.raises(SetupError, match=reason):
        solve(3).save(path)


@pytest.mark.timeout(20)  # a read that waited on the pipe would hang here
@needs_fifo
def test_read_file_refuses_a_pipe_at_once_even_with_a_silent_writer(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    writer = os.open(fifo, os.O_RDWR)
    try:
        with pytest.raises(OSError, match="it is a pipe, not a file"):
            read_file(fifo, 100)
    finally:
        os.close(writer)


def test_read_file_reads_a_regular_file_up_to_its_limit(tmp_path):
    path = tmp_path / "words.txt"
    path.write_bytes(b"abcdef")
    assert read_file(path, 4) == b"abcd"
    with pytest.raises(IsADirectoryError):
        read_file(tmp_path, 4)


@pytest.mark.skipif(
    not os.path.exists("/dev/zero"), reason="this machine has no /dev/zero"
)
def test_read_file_refuses_a_device():
    with pytest.raises(OSError, match="it is a device, not a file"):
        read_file("/dev/zero", 4)


# -- the Pig program's shipped optimal player ---------------------------------------
TABLE = Path("gamelib/pig/optimal_rolls_100.zlib")


def damaged_copy(folder: Path, damage: str) -> Path:
    """A copy of this checkout's ``gamelib`` whose shipped Pig table is damaged."""
    shutil.copytree(
        REPO / "gamelib",
        folder / "gamelib",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    table = folder / TABLE
    data = table.read_bytes()
    if damage == "missing":
        table.unlink()
    elif damage == "truncated":
        table.write_bytes(data[: len(data) // 2])
    elif damage == "empty":
        table.write_bytes(b"")
    elif damage == "not a table":
        table.write_bytes(b"\x78\x9c" + b"\x00" * 40)
    return folder


@pytest.mark.parametrize("damage", ["missing", "truncated", "empty", "not a table"])
def test_a_damaged_pig_table_is_one_line_and_exit_2_before_any_game(tmp_path, damage):
    copy = damaged_copy(tmp_path, damage)
    result = subprocess.run(
        [sys.executable, "-m", "gamelib.pig"],
        input=b"1\nAnn\n2\n",
        capture_output=True,
        cwd=copy,
        env=environment(PYTHONPATH=str(copy)),
        timeout=120,
    )
    out, err = result.stdout.decode(), result.stderr.decode()
    completed = subprocess.CompletedProcess(result.args, result.returncode, out, err)
    line = one_line_refusal(completed, "optimal player's table")
    assert "reinstall gamelib" in line
    assert "Welcome to Pig" not in out


def test_an_intact_copy_still_plays(tmp_path):
    copy = damaged_copy(tmp_path, "none")
    result = subprocess.run(
        [sys.executable, "-m", "gamelib.pig", "--seed", "1"],
        input=b"q\n",
        capture_output=True,
        cwd=copy,
        env=environment(PYTHONPATH=str(copy)),
        timeout=120,
    )
    assert result.returncode == 0, result.stderr.decode()
    assert b"Welcome to Pig" in result.stdout


# -- the word list's rebuild, and Quixo's saved tables --------------------------------
REBUILD = module("gamelib.prolix.build_word_list")


@pytest.mark.parametrize(
    "kind", ["an existing folder", "a path under a file", "a pipe"]
)
def test_the_word_list_rebuild_refuses_a_bad_output_before_building(tmp_path, kind):
    targets = bad_targets(tmp_path)
    if kind not in targets:
        pytest.skip(f"this machine has no {kind}")
    path, reason = targets[kind]
    result = run_program([*REBUILD, "--output", path], b"", timeout=120)
    one_line_refusal(result, reason)
    assert result.stdout == ""


@needs_fifo
def test_the_word_list_check_does_not_wait_on_a_pipe(tmp_path):
    os.mkfifo(tmp_path / "pipe")
    result = run_program(
        [*REBUILD, "--check", "--output", str(tmp_path / "pipe")], b"", timeout=120
    )
    assert result.returncode == 1 and "differs from a fresh build" in result.stdout


@pytest.mark.timeout(30)
@needs_fifo
def test_loading_a_quixo_table_from_a_pipe_is_refused_at_once(tmp_path):
    os.mkfifo(tmp_path / "table.npz")
    with pytest.raises(SetupError, match="no table at"):
        Solution.load(tmp_path / "table.npz")


def test_a_word_list_whose_name_holds_a_line_break_is_refused_on_one_line(tmp_path):
    """Issue 29's sweep: the refusal of a short list quoted the name raw, over two
    lines."""
    short = tmp_path / "a\nname.txt"
    short.write_text("apple\nbanana\n")
    result = run_program([*module("gamelib.prolix"), "--words", str(short)], b"q\n")
    assert result.returncode == EXIT_USAGE, result.stderr
    (line,) = result.stderr.splitlines()
    assert "round; '/" in line and line.endswith("' has 2"), line  # quoted, cut

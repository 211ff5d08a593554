"""The console program, driven through its real stdin as a player would."""

import os
import random
import signal
import subprocess
import sys
import time

import pytest

from gamelib.prolix.game import ProlixState
from gamelib.prolix.prolix import render_board

EXAMPLE = [["V", "J"], ["G", "B"], ["F", "H"], ["S", "T"]]


def run(stdin: str, *args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    env = {**os.environ, "GAMELIB_FAST": "1"}
    return subprocess.run(
        [sys.executable, "-m", "gamelib.prolix", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        timeout=timeout,
    )


def best_word_game(seed: int) -> tuple[list[str], ProlixState]:
    """The words the best-word player picks in the seeded game, and the end state."""
    state = ProlixState(random.Random(seed))
    words = []
    while not state.is_over():
        words.append(state.hint(1)[0].word)
        state.push(words[-1])
    return words, state


def test_board_rendering_shows_tiles_bonuses_and_column_values():
    text = render_board(EXAMPLE)
    assert "| V+1 |  G  |  F  |  S  |" in text
    assert "| J+2 |  B  |  H  |  T  |" in text
    assert "4 pts 4 pts 3 pts 2 pts" in text


def test_end_of_input_at_the_first_prompt_exits_cleanly():
    result = run("", "--seed", "1")
    assert result.returncode == 0
    assert result.stdout.rstrip().endswith("Goodbye!")
    assert "Traceback" not in result.stderr
    assert "Round 1 of 6" in result.stdout and "Reach 15" in result.stdout


def test_every_bad_input_is_refused_with_its_reason_and_asked_again():
    words, _ = best_word_game(1)
    result = run(f"\n42\nxyzzy\nc a t\n{words[0]}\n{words[0]}\n", "--seed", "1")
    out = result.stdout
    assert result.returncode == 0 and "Traceback" not in result.stderr
    assert "Not accepted: please type a word" in out
    assert "Not accepted: '42' is not letters only" in out
    assert "Not accepted: 'xyzzy' is not in the dictionary" in out
    assert "Not accepted: 'c a t' is not letters only: remove ' '" in out
    assert f"Not accepted: '{words[0]}' was already used in round 1" in out
    assert "Round 2 of 6" in out
    assert out.count("Your word") == 7


def test_a_whole_seeded_game_played_through_stdin():
    words, state = best_word_game(2)
    result = run("\n".join([*words, "maybe", "n"]) + "\n", "--seed", "2")
    out = result.stdout
    assert result.returncode == 0 and "Traceback" not in result.stderr
    for word, played in zip(words, state.history, strict=True):
        assert f"{word.upper()}: " in out
        assert f"= {played.score} points." in out
        assert f"Total {played.total}, needed {played.minimum}" in out
    assert state.summary() in out
    assert "Please answer y or n." in out
    assert out.rstrip().endswith("Goodbye!")


def test_the_hint_command_shows_the_best_word():
    words, state = best_word_game(3)
    result = run("?\n", "--seed", "3")
    assert f"Hint: {words[0]} scores {state.history[0].score}." in result.stdout


def test_a_lost_game_says_so_and_can_be_replayed():
    result = run("a\ny\n", "--seed", "4")
    out = result.stdout
    assert "A uses no board tiles: 0 points." in out
    assert "Total 0, needed 15: round missed." in out
    assert "Game over in round 1: 0 points, 15 were needed." in out
    assert out.count("Round 1 of 6") == 2
    assert result.returncode == 0


def test_a_user_word_list(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("zzz\nqwrtp\n", encoding="utf-8")
    result = run("cats\nqwrtp\n", "--seed", "1", "--words", str(path))
    assert "(2 words)" in result.stdout
    assert "'cats' is not in the dictionary" in result.stdout
    assert "QWRTP" in result.stdout
    assert result.returncode == 0


def test_an_unusable_word_list_is_reported_without_a_traceback(tmp_path):
    result = run("", "--words", str(tmp_path / "missing.txt"))
    assert result.returncode == 2
    assert "cannot use word list" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="needs POSIX signals")
def test_ctrl_c_at_a_prompt_exits_cleanly():
    env = {**os.environ, "GAMELIB_FAST": "1"}
    process = subprocess.Popen(
        [sys.executable, "-m", "gamelib.prolix", "--seed", "1"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        deadline = time.monotonic() + 30
        seen = ""
        while "Your word" not in seen and time.monotonic() < deadline:
            seen += process.stdout.read(1)
        assert "Your word" in seen
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0
    assert out.rstrip().endswith("Goodbye!")
    assert "Traceback" not in err

"""The one trial helper every board uses: a step is kept only if every rule held."""

import sys

import pytest

from gamelib.errors import PieceRuleError
from gamelib.selfcheck.trial import trial


def test_a_good_step_is_kept_and_the_game_is_untouched():
    game = [0]
    tried = trial(lambda g: g.append(1) or "done", game, piece="add")
    assert tried.kept and tried.game == [0, 1] and tried.value == "done"
    assert game == [0]


def test_a_crash_is_said_in_words_naming_the_piece():
    tried = trial(lambda g: [][1], [0], piece="makeMove")
    assert not tried.kept
    assert tried.problem.startswith("makeMove crashed with IndexError")
    assert isinstance(tried.error, IndexError)


def test_a_rule_error_is_the_rule_sentence():
    def step(g):
        raise PieceRuleError("makeMove changed two squares at once")

    tried = trial(step, [0], piece="makeMove")
    assert tried.problem == "makeMove changed two squares at once"


def test_sys_exit_never_reaches_the_kernel():
    tried = trial(lambda g: sys.exit(3), [0], piece="on_roll")
    assert "sys.exit()" in tried.problem and "on_roll" in tried.problem


@pytest.mark.timeout(30)
def test_an_endless_step_is_stopped():
    def forever(g):
        while True:
            pass

    tried = trial(forever, [0], piece="on_roll", seconds=0.2)
    assert "did not finish in 0.2 seconds" in tried.problem


def test_the_judge_refuses_a_step_and_sees_both_games():
    seen = []

    def judge(before, after, value):
        seen.append((list(before), list(after), value))
        raise PieceRuleError("two marks at once")

    tried = trial(lambda g: g.extend([1, 2]) or 7, [0], piece="place", judge=judge)
    assert seen == [([0], [0, 1, 2], 7)]
    assert not tried.kept and tried.problem == "two marks at once"


def test_a_game_with_copy_is_copied_by_it():
    class Game:
        copies = 0

        def copy(self):
            Game.copies += 1
            return Game()

    trial(lambda g: None, Game(), piece="step")
    assert Game.copies == 1

"""Shared helpers for the Pig tests: a die that rolls what the test says."""

import pytest


class ScriptedDie:
    """Rolls the given faces in order, so a test can stage any situation."""

    def __init__(self, faces):
        self.faces = list(faces)
        self.top = 1

    def roll(self):
        if not self.faces:
            raise AssertionError("the test ran out of scripted rolls")
        self.top = self.faces.pop(0)
        return self.top


@pytest.fixture
def scripted_die():
    return ScriptedDie

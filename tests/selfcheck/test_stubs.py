"""Stubs (bodies of only a docstring and ``...``) are told apart from real code."""

import pytest

from gamelib.selfcheck.pieces import is_stub, is_stub_source


@pytest.mark.parametrize(
    "source",
    [
        "def f(x):\n    ...\n",
        'def f(x):\n    """Docs."""\n    ...\n',
        "def f(x):\n    pass\n",
        "def f(x):\n    raise NotImplementedError\n",
        "def f(x):\n    raise NotImplementedError('write me')\n",
        "class Die:\n    def roll(self):\n        ...\n    def __init__(self):\n"
        "        pass\n",
        "class Die:\n    '''A die.'''\n",
        "def f():\n    ...\n\n\ndef g():\n    ...\n",
    ],
)
def test_empty_bodies_are_stubs(source):
    assert is_stub_source(source)


@pytest.mark.parametrize(
    "source",
    [
        "def f(x):\n    return x\n",
        "def f(x):\n    ...\n    return x\n",
        "def f():\n    ...\n\n\ndef g():\n    return 1\n",
        "class Die:\n    def roll(self):\n        return 4\n",
        "x = 1\n",
        "def f(x):\n    raise ValueError('no')\n",
    ],
)
def test_code_that_does_something_is_not_a_stub(source):
    assert not is_stub_source(source)


def test_functions_and_classes_are_looked_at_through_their_source():
    def empty(x):
        """Nothing yet."""
        ...

    def written(x):
        return x

    class EmptyDie:
        def roll(self): ...

    class Die:
        def roll(self):
            return 4

    assert is_stub(empty) and is_stub(EmptyDie)
    assert not is_stub(written) and not is_stub(Die)
    assert not is_stub(len)  # no source: never called a stub
    assert not is_stub(lambda x: x)

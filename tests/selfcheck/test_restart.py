"""Which saved cells a restart may run for a piece, and the progress kept per notebook
(the kernel's side: tests/test_kernel_restart.py)."""

import ast
import sys

from gamelib.selfcheck import pieces, restart
from gamelib.selfcheck.pieces import progress, record

CELLS = [
    "# text cell",
    "from gamelib.errors import PlayerNameError\nMAX_NAME_LENGTH = 20",
    "class Player:\n    def __init__(self, name):\n"
    "        if len(name) > MAX_NAME_LENGTH:\n            raise PlayerNameError(name)\n"
    "        self.name = name\n",
    "rows = [Player('Ann')]\nprint(rows)",
    "class Die:\n    def roll(self):\n        ...\n",
    "%timeit Player('Ann')",
    "class Die:\n    def roll(self):\n        return 4\n",
]


def test_a_piece_needs_its_last_defining_cell_and_those_binding_what_it_uses():
    def cells(name, known):
        return [index for index, _ in restart.needed(CELLS, name, known)]

    imported = (1, "from gamelib.errors import PlayerNameError")
    assert restart.needed(CELLS, "Player", {}) == [
        imported,
        (1, CELLS[1]),
        (2, CELLS[2]),
    ]
    assert cells("Player", {"MAX_NAME_LENGTH": 20}) == [1, 2]  # only the import
    known = {"MAX_NAME_LENGTH": 20, "PlayerNameError": ValueError}
    assert cells("Player", known) == [2]
    assert cells("Die", {}) == [6]
    assert restart.needed(CELLS[:5], "Die", {}) == []  # a stub is not written
    assert cells("Table", {}) == []


def test_only_cells_that_just_define_are_run():
    def defines_only(source):
        return restart.defines_only(ast.parse(source).body)

    for source in [*CELLS[1:3], "import random\nX, Y = -1, 'a' + 'b'\nF = lambda: 1"]:
        assert defines_only(source), source
    assert defines_only(
        "class Row:\n    name: str = ''\n    @property\n    def n(self): ..."
    )
    for source in [
        CELLS[3],
        "for x in range(3):\n    pass",
        "SIZE = compute()",
        "board.size = 3",
        "class Die:\n    print('x')",
        "def f(x=slow()):\n    pass",
        "BIG = 10 ** 10 ** 10",
        "picture(300, 300, draw)",
        "@dataclass(frozen=True)\nclass Row:\n    name: str",
    ]:
        assert not defines_only(source), source


def test_progress_is_kept_per_notebook_and_a_later_failure_unticks(
    tmp_path, monkeypatch
):
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(pieces, "_current", [])
    main = sys.modules["__main__"]
    monkeypatch.setattr(main, "__session__", str(tmp_path / "a.ipynb"), raising=False)
    milestones = {"Milestone 1": ["count_up"]}
    record("count_up", True)  # before the progress cell has run again
    assert progress(milestones).passed() == ["Milestone 1"]
    record("count_up", False)
    assert progress(milestones).passed() == []
    monkeypatch.setattr(main, "__session__", str(tmp_path / "b.ipynb"))
    assert progress(milestones).results == {}
    monkeypatch.delattr(main, "__session__")
    record("count_up", True)
    assert progress(milestones).results == {}  # no notebook: nothing kept

"""Which saved cells a restart may run for a piece, and the progress kept per notebook
(the kernel's side: tests/test_kernel_restart.py)."""

import ast
import sys

import nbformat

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


def rerun(tmp_path, names, known=()):
    """``restart.rerun`` on a notebook of ``CELLS``; its sentences and the names
    it bound in a namespace that already held ``known``."""
    notebook = tmp_path / "lesson.ipynb"
    cells = [nbformat.v4.new_code_cell(source) for source in CELLS]
    nbformat.write(nbformat.v4.new_notebook(cells=cells), notebook)
    namespace = {"__session__": str(notebook), **dict.fromkeys(known, 0)}
    said = restart.rerun(namespace, names)
    return said, namespace


def test_a_restart_runs_only_the_statements_that_bind_what_the_kernel_lacks(tmp_path):
    said, namespace = rerun(tmp_path, ["Player"])
    assert said == ["Ran your Player from this notebook."]
    assert {"PlayerNameError", "MAX_NAME_LENGTH", "Player"} <= namespace.keys()
    assert "rows" not in namespace and "Die" not in namespace  # a call; a later cell
    assert namespace["Player"]("Ann").name == "Ann"
    said, namespace = rerun(tmp_path, ["Die"], known=["Player"])
    assert said == ["Ran your Die from this notebook."]
    assert namespace["Die"]().roll() == 4  # its last definition, not the stub
    assert namespace["Player"] == 0  # what the kernel had is kept
    assert rerun(tmp_path, ["Table"]) == ([], rerun(tmp_path, ["Table"])[1])


def test_a_piece_whose_definition_does_more_is_named_not_run(tmp_path, monkeypatch):
    decorated = "@dataclass(frozen=True)\n" + CELLS[2]
    monkeypatch.setattr(sys.modules[__name__], "CELLS", [*CELLS[:2], decorated])
    said, namespace = rerun(tmp_path, ["Player"])
    assert said == [
        "To use your Player, run the cell that starts `@dataclass(frozen=True)`, then "
        "this cell again: the course runs only code that just defines names."
    ]
    assert "Player" not in namespace


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

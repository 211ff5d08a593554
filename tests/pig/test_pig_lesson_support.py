"""What the Pig lesson draws and stages with: scripted stand-ins, scenes, drawings.

The lesson shows its drawing functions in cells and later sections import the same
functions from ``gamelib.pig.lesson``; a test keeps the two identical.
"""

import ast
import inspect
import io

import nbformat
import pytest

from gamelib.errors import ArgumentError, RuleError
from gamelib.pig import PigGame, Player
from gamelib.pig import lesson as drawing
from gamelib.pig.die import DieFaceError, ScriptedDie
from gamelib.pig.lesson import HEIGHT, WIDTH, Row, Scene, draw_board, scene_of
from gamelib.pig.pig_game import faces_adding_up_to, staged_game
from gamelib.selfcheck import RecordingCanvas
from gamelib.selfcheck.recording import ScriptedConsole
from tests.pig.lesson_pieces import LESSON

# -- scripted stand-ins ---------------------------------------------------------------


def test_a_scripted_die_repeats_from_where_it_is_told():
    die = ScriptedDie([2, 5, 3, 4], repeat_from=2)
    assert [die.roll() for _ in range(7)] == [2, 5, 3, 4, 3, 4, 3]
    assert (die.top, die.bottom, die.rolled) == (3, 4, 7)
    with pytest.raises(DieFaceError):
        ScriptedDie([7])
    with pytest.raises(ArgumentError):
        ScriptedDie([])
    with pytest.raises(ArgumentError):
        ScriptedDie([1, 2], repeat_from=2)


@pytest.mark.parametrize("total", [0, 2, 6, 7, 8, 13, 99])
def test_faces_add_up_and_each_scores(total):
    faces = faces_adding_up_to(total)
    assert sum(faces) == total and all(2 <= face <= 6 for face in faces)


@pytest.mark.parametrize("total", [1, -2])
def test_no_turn_banks_one_point(total):
    with pytest.raises(RuleError):
        faces_adding_up_to(total)


@pytest.mark.parametrize(
    "score, opponent, turn_total", [(0, 0, 0), (45, 90, 12), (90, 7, 30), (2, 98, 2)]
)
def test_a_staged_game_is_at_the_position_asked_for(score, opponent, turn_total):
    game = staged_game(score, opponent, turn_total, then=[4, 1])
    position = game.position()
    assert (position.player, position.score, position.opponent) == (
        "Ann",
        score,
        opponent,
    )
    assert position.turn_total == turn_total
    assert (position.rolls == 0) == (turn_total == 0)
    assert [game.die.roll() for _ in range(4)] == [4, 1, 4, 1]


def test_a_staged_game_refuses_a_banked_goal():
    with pytest.raises(RuleError):
        staged_game(100, 0, 0)


def test_a_scripted_console_echoes_answers_and_ends_like_a_closed_keyboard():
    out = io.StringIO()
    console = ScriptedConsole(["x", "y"], out)
    assert console.ask_yes_no("Again? ") is True
    with pytest.raises(EOFError):
        console.ask_yes_no("Again? ")
    assert out.getvalue().startswith("Again? x\n'x' is not an answer")
    console.pause(60)  # returns at once


# -- scenes and the board --------------------------------------------------------------


class FontCanvas(RecordingCanvas):
    """A recording canvas that also notes every font text was drawn in."""

    def __init__(self) -> None:
        super().__init__(WIDTH, HEIGHT)
        self.fonts: list[str] = []

    def fill_text(self, text, x, y, *rest):
        self.fonts.append(self.font)
        super().fill_text(text, x, y, *rest)


def drawn(scene: Scene) -> FontCanvas:
    canvas = FontCanvas()
    draw_board(canvas, scene)
    return canvas


def test_a_scene_reads_the_course_game():
    game = staged_game(45, 90, 12)
    scene = scene_of(game, "careful")
    assert scene.rows == (Row("Ann", 45, 2), Row("Bob", 90, 5))
    assert (scene.mover, scene.winner, scene.turn_total, scene.rolls) == (
        0,
        None,
        12,
        2,
    )
    assert (scene.face, scene.goal, scene.notice) == (6, 100, "careful")


def test_a_scene_reads_a_game_with_only_the_lessons_attributes():
    class LessonGame:
        players = [Player("Ann"), Player("Bob")]
        scores = {"Ann": 30}
        turn, winner, goal = "Bob", None, 50
        turn_total, rolls_this_turn, last_roll = 4, 1, 4

    scene = scene_of(LessonGame())
    assert scene.rows == (Row("Ann", 30, None), Row("Bob", 0, None))
    assert (scene.mover, scene.goal, scene.face) == (1, 50, 4)


@pytest.mark.parametrize("players", [2, 4])
def test_the_board_fits_the_projector_and_its_text_is_large(players):
    game = PigGame(
        [f"Player {n}" for n in range(players)], goal=20, die=ScriptedDie([3])
    )
    canvas = drawn(scene_of(game, "Computer cannot move: see the message below."))
    for shape in canvas.shapes:
        left, top, right, bottom = shape.box
        assert 0 <= left and right <= WIDTH and 0 <= top and bottom <= HEIGHT, shape
    sizes = [int(font.split("px")[0].split()[-1]) for font in canvas.fonts]
    assert sizes and min(sizes) >= 16
    assert WIDTH <= 560


def test_the_winner_and_the_mover_rows_are_coloured():
    rows = (Row("Ann", 100, 2), Row("Bob", 40, 5))
    won = drawn(Scene(100, rows, None, 0, 0, 0, 6))
    colours = [shape.colour for shape in won.shapes if shape.kind == "rect"]
    assert drawing.WIN_COLOUR in colours and drawing.HIGHLIGHT not in colours
    playing = drawn(Scene(100, rows, 1, None, 0, 0, 6))
    colours = [shape.colour for shape in playing.shapes if shape.kind == "rect"]
    assert drawing.HIGHLIGHT in colours and drawing.WIN_COLOUR not in colours


def test_a_tumbling_die_stays_inside_its_patch_and_needs_no_randomness():
    frames = []
    for _ in range(2):
        canvas = RecordingCanvas(WIDTH, HEIGHT)
        for step in range(1, 6):
            drawing.draw_tumbling_die(canvas, step / 6, 24, 214, 90)
        frames.append(canvas.shapes)
    assert frames[0] == frames[1]


# -- the lesson shows gamelib's drawing code --------------------------------------


def without_hints(node: ast.AST) -> str:
    for child in ast.walk(node):
        if isinstance(child, ast.FunctionDef):
            child.returns = None
            for argument in [*child.args.args, *child.args.kwonlyargs]:
                argument.annotation = None
            if child.args.kwarg is not None:
                child.args.kwarg.annotation = None
    return ast.dump(node)


def lesson_functions() -> dict[str, ast.FunctionDef]:
    notebook = nbformat.read(LESSON, as_version=4)
    found = {}
    for cell in notebook.cells:
        if cell.cell_type == "code":
            for node in ast.parse(cell.source).body:
                if isinstance(node, ast.FunctionDef):
                    found[node.name] = node
    return found


DRAWN_IN_THE_LESSON = [
    "draw_die_body",
    "draw_die",
    "draw_score_row",
    "draw_turn_panel",
    "draw_board",
]


@pytest.mark.parametrize("name", DRAWN_IN_THE_LESSON)
def test_the_lesson_draws_with_gamelibs_code(name):
    reference = ast.parse(inspect.getsource(getattr(drawing, name))).body[0]
    assert without_hints(lesson_functions()[name]) == without_hints(reference)


# -- pictures keep what they show ---------------------------------------------


def rebound_later(cells, start: int) -> dict[str, str]:
    """Names that cells after ``start`` bind again at the top level (imports from
    gamelib excepted: they bring back the course's same pieces), with the cell id."""
    bound = {}
    for cell in cells[start + 1 :]:
        for node in ast.parse(cell.source).body:
            names = []
            if isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign | ast.For):
                targets = (
                    node.targets if isinstance(node, ast.Assign) else [node.target]
                )
                names = [
                    n.id
                    for t in targets
                    for n in ast.walk(t)
                    if isinstance(n, ast.Name)
                ]
            elif isinstance(node, ast.FunctionDef | ast.ClassDef):
                if node.name not in DRAWN_IN_THE_LESSON:  # the same code, tested above
                    names = [node.name]
            elif isinstance(node, ast.Import):
                names = [alias.asname or alias.name for alias in node.names]
            for name in names:
                bound.setdefault(name, cell.get("id"))
    return bound


def globals_read(function: ast.FunctionDef) -> set[str]:
    local = {a.arg for a in function.args.args}
    local |= {
        n.id
        for n in ast.walk(function)
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)
    }
    return {
        n.id
        for n in ast.walk(function)
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id not in local
    }


def test_a_picture_never_reads_a_name_that_a_later_cell_changes():
    """A picture is drawn again whenever its view appears (reload, Voila, even the
    first render after Run All), from the names it reads then: if a later cell
    binds one of them again, the picture silently shows something else."""
    cells = [
        c for c in nbformat.read(LESSON, as_version=4).cells if c.cell_type == "code"
    ]
    problems = []
    for index, cell in enumerate(cells):
        tree = ast.parse(cell.source)
        shown = {
            node.args[2].id
            for node in ast.walk(tree)
            if isinstance(node, ast.Call)
            and getattr(node.func, "id", "") == "picture"
            and len(node.args) == 3
            and isinstance(node.args[2], ast.Name)
        }
        for function in tree.body:
            if isinstance(function, ast.FunctionDef) and function.name in shown:
                later = rebound_later(cells, index)
                for name in sorted(globals_read(function) & later.keys()):
                    problems.append(
                        f"{function.name} reads {name}, bound in {later[name]}"
                    )
    assert problems == []

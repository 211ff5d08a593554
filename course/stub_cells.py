"""Turn a solution cell's code into the stub a learner starts from.

The stub keeps what the learner needs to know (each function's name, arguments and
docstring, a class's attributes and its methods' first lines) and drops what they are
to write (every body becomes ``...``). The hint goes on top as comments. It is the
one producer of stubs: the learner edition's cells (``course.learner_edition``) and
the nbgrader assignments' released cells (``course.assignments``) are ``stub_of``.
"""

import ast
import copy
import re
import textwrap
from typing import Any

from course.lesson_cells import hint, stub_override

WIDTH = 79
_GLUE = "\N{NO-BREAK SPACE}"
_OPERATOR = re.compile(r"(?<=\S) (//|==|<=|>=|=|\*|\+|-|/|<|>) (?=\S)")
"""Code like ``y // CELL`` in a hint stays on one line."""
YOUR_TURN = "# Your turn:"


def stub_of(cell: Any) -> str:
    """The learner's starting cell for a ``solution`` cell (its hint and stub
    metadata included)."""
    return make_stub(cell.source, hint(cell), stub_override(cell))


def make_stub(source: str, hint: str, override: str = "") -> str:
    """The learner's starting cell for a solution cell holding ``source``."""
    body = override.strip("\n") if override else _stubbed_definitions(source)
    return f"{hint_comment(hint, _defined_names(source))}\n{body}\n"


def hint_comment(hint: str, names: list[str]) -> str:
    quoted = [f"`{name}`" for name in names]
    what = " and ".join(
        [", ".join(quoted[:-1]), quoted[-1]] if len(quoted) > 1 else quoted
    )
    text = f"{YOUR_TURN} write {what}, then run the check below."
    if hint:
        text += f" Hint: {hint}"
    glued = _OPERATOR.sub(lambda m: m.group().replace(" ", _GLUE), text)
    lines = textwrap.wrap(glued, WIDTH, subsequent_indent="# ", break_on_hyphens=False)
    return "\n".join(line.replace(_GLUE, " ") for line in lines)


def _defined_names(source: str) -> list[str]:
    return [
        node.name
        for node in ast.parse(source).body
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
    ]


def _stubbed_definitions(source: str) -> str:
    tree = ast.parse(source)
    stubs = []
    for node in tree.body:
        if not _is_definition(node):
            raise ValueError(
                "a solution cell holds only functions and classes; found "
                f"{ast.unparse(node).splitlines()[0]!r} (move it to another cell)"
            )
        stubs.append(ast.unparse(_emptied(node)))
    return "\n\n\n".join(stubs)


def _emptied(node: ast.stmt) -> ast.stmt:
    """``node`` with every function body reduced to its docstring and ``...``
    (a copy: every other field, decorators and type parameters too, is kept)."""
    emptied = copy.copy(node)
    if isinstance(emptied, ast.ClassDef):
        inner = emptied.body
        emptied.body = [_emptied(n) if _is_definition(n) else n for n in inner]
        return emptied
    assert isinstance(emptied, ast.FunctionDef | ast.AsyncFunctionDef)
    docstring = ast.get_docstring(emptied, clean=False)
    body: list[ast.stmt] = [ast.Expr(ast.Constant(...))]
    if docstring is not None:
        body.insert(0, ast.Expr(ast.Constant(docstring)))
    emptied.body = body
    emptied.type_comment = None
    return ast.fix_missing_locations(emptied)


def _is_definition(node: ast.stmt) -> bool:
    return isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)

"""Tell an unwritten piece (a stub) from a written one.

A learner edition hands out stubs whose bodies are only a docstring and ``...``.
Running a battery on one would list every case as failed; one sentence saying "this is
still a stub" is kinder and says exactly what to do.
"""

import ast
import inspect
import textwrap
from typing import Any


def is_stub_source(source: str) -> bool:
    """True when every function and class in ``source`` has an empty body.

    Empty means: only a docstring, ``...``, ``pass`` or ``raise NotImplementedError``.
    Source with no definition at all is not a stub (there is nothing to write).
    """
    tree = ast.parse(textwrap.dedent(source))
    definitions = [node for node in tree.body if _is_definition(node)]
    return bool(definitions) and all(_is_empty_definition(d) for d in definitions)


def is_stub(piece: Any) -> bool:
    """True for a function or class whose every body is empty (see above).

    A class is looked at method by method, because Python cannot always find a
    class's source (classes defined in a notebook, before Python 3.13).
    """
    if inspect.isclass(piece):
        methods = [m for m in vars(piece).values() if inspect.isfunction(m)]
        return bool(methods) and all(is_stub(method) for method in methods)
    if not inspect.isfunction(piece):
        return False
    try:
        return is_stub_source(inspect.getsource(piece))
    except (OSError, TypeError, SyntaxError):
        return False


STUB_MARK = "# stub:"
"""A hand-written stub that must return something (a later cell uses its answer)
says so in a comment starting with this mark."""


def is_unwritten(piece: Any) -> bool:
    """True while the learner has not written ``piece``: a stub, a hand-written
    stub (its source holds ``STUB_MARK``), or a class with any method still empty.

    Stricter than ``is_stub`` for classes, because a learner edition may hand out
    a class with its ``__init__`` written and only the other methods to write: a
    lesson must not play with that half as if it were the learner's finished piece.
    """
    if inspect.isclass(piece):
        methods = [getattr(member, "fget", member) for member in vars(piece).values()]
        return any(is_unwritten(m) for m in methods if inspect.isfunction(m))
    if not inspect.isfunction(piece):
        return False
    try:
        source = inspect.getsource(piece)
    except (OSError, TypeError):
        return False
    return STUB_MARK in source or is_stub(piece)


def _is_definition(node: ast.stmt) -> bool:
    return isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)


def _is_empty_definition(node: ast.stmt) -> bool:
    if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return False
    if isinstance(node, ast.ClassDef):
        inner = [n for n in node.body if _is_definition(n)]
        if inner:
            return all(_is_empty_definition(n) for n in inner)
    return all(_is_filler(statement) for statement in node.body)


def _is_filler(statement: ast.stmt) -> bool:
    if isinstance(statement, ast.Pass):
        return True
    if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
        return statement.value.value is Ellipsis or isinstance(
            statement.value.value, str
        )
    if isinstance(statement, ast.Raise) and statement.exc is not None:
        raised = statement.exc
        if isinstance(raised, ast.Call):
            raised = raised.func
        return isinstance(raised, ast.Name) and raised.id == "NotImplementedError"
    return False

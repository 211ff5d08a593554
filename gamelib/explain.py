"""An error in a learner's cell, explained in a few lines instead of a traceback.

IPython shows every frame of an error, most of them inside ``gamelib`` when the
learner called the course's code wrongly. A beginner needs their own line, what the
error means in plain words and, where the course knows it, the likely cause (a
``RuleError``'s rule, a method without ``self``). ``gamelib.cellguard`` calls
``explain`` from IPython's custom exception hook for every error of a guarded kernel:

* the error came from the learner's code, or from the course refusing what they asked
  (a ``gamelib.errors`` rule, any deliberate ``raise`` in ``gamelib``): a few lines;
* the error happened inside ``gamelib`` by itself (not a ``raise`` there): that is a
  bug in the course, and it keeps IPython's full traceback (``explain`` says None);
* an interrupt (Stop), even in a check: one sentence naming the line it stopped;
* nothing of the learner's is in the traceback (a syntax error, an interrupt):
  IPython's own display, also None.

``friendly-traceback`` does the same for whole programs, but has had no release since
2022; the standard ``traceback`` module and IPython's hook are enough here.
"""

import inspect
import linecache
import traceback
from pathlib import Path

import gamelib
from gamelib.cellguard import CODE_INDENT, is_learners_file, kind_name, place_of
from gamelib.errors import RuleError

_COURSE_FOLDER = str(Path(gamelib.__file__).resolve().parent)

MEANINGS = {
    AttributeError: "this value has no attribute or method of that name: a typo, or "
    "a value of another type than you think (None, say)",
    ImportError: "Python cannot find that module or name: check its spelling, and "
    "that the cell importing it ran",
    IndexError: "a position past the end of a list, string or tuple (positions "
    "count from 0, so the last of n is n - 1)",
    KeyError: "the dictionary has no entry for that key (check its spelling and "
    "capitals)",
    NameError: "Python does not know that name: a typo, or a cell above that has "
    "not been run yet",
    RecursionError: "a function kept calling itself: check the case where it "
    "should stop",
    TypeError: "a value of the wrong type, or a call with the wrong number of "
    "arguments",
    UnboundLocalError: "a variable was used in a function before it was given a "
    "value there",
    ValueError: "a value of the right type that is not allowed here",
    ZeroDivisionError: "a division (or % or //) by zero",
}
"""Plain words for the errors beginners meet; a subclass uses its nearest one."""


def explain(error: BaseException) -> list[str] | None:
    """The lines to show for ``error``, or None for IPython's own traceback."""
    frames = traceback.extract_tb(error.__traceback__)
    ours = [f for f in frames if is_learners_file(f.filename)]
    if not ours or isinstance(error, SystemExit):
        return None
    if isinstance(error, KeyboardInterrupt):  # the Stop button, or raised by a piece
        at = f"{_place(ours[-1])}: {ours[-1].line}"
        return [f"Stopped (the Stop button, or a KeyboardInterrupt) in your code, {at}"]
    relevant = [f for f in frames if is_learners_file(f.filename) or _course(f)]
    innermost = relevant[-1]
    if _course(innermost) and not (
        _refusal(error, innermost) or _missing_in_learners_object(error)
    ):
        return None  # the course's own bug: every frame stays visible
    return _lines(error, ours[-1])


def _missing_in_learners_object(error: BaseException) -> str:
    """For the course asking a learner's object for an attribute it lacks (their
    ``PigGame`` with no ``players``): the class's name, else ''."""
    if not isinstance(error, AttributeError) or not error.name:
        return ""
    owner = error.obj if isinstance(error.obj, type) else type(error.obj)
    if owner.__module__ == "__main__":  # defined in a notebook cell
        return owner.__name__
    methods = [f for f in vars(owner).values() if inspect.isfunction(f)]
    where = [method.__code__.co_filename for method in methods]
    return owner.__name__ if where and is_learners_file(where[0]) else ""


def _course(frame: traceback.FrameSummary) -> bool:
    return str(Path(frame.filename).resolve()).startswith(_COURSE_FOLDER)


def _refusal(error: BaseException, frame: traceback.FrameSummary) -> bool:
    """True when the course raised ``error`` on purpose: the caller's mistake."""
    if isinstance(error, RuleError):
        return True
    line = frame.line or linecache.getline(frame.filename, frame.lineno or 0)
    return line.strip().startswith("raise")


def _lines(error: BaseException, frame: traceback.FrameSummary) -> list[str]:
    name = kind_name(error)
    message = str(error) or _first_line(type(error).__doc__)
    lines = [f"{name}: {message}" if message else name]
    lines.append(f"  in your code, {_place(frame)}" + ":" * bool(frame.line))
    if frame.line:
        lines.append(f"  {CODE_INDENT}{frame.line.strip()}")
    if isinstance(error, RuleError):
        rule = _first_line(type(error).__doc__)
        if rule and rule != message:
            lines.append(f"  the rule: {rule}")
    elif owner := _missing_in_learners_object(error):
        assert isinstance(error, AttributeError)
        lines.append(
            f"  what it means: the course's code asked your {owner} for "
            f".{error.name}, which it does not have: does {owner}.__init__ set "
            f"self.{error.name}?"
        )
    elif meaning := missing_self(error) or _meaning(type(error)):
        lines.append(f"  what it means: {meaning}")
    lines.append("  (%tb in a new cell shows the whole traceback, course code too)")
    return lines


def _place(frame: traceback.FrameSummary) -> str:
    place = place_of(frame.filename, frame.lineno)
    if frame.name == "<module>":
        return place.replace("of its cell", "of this cell")
    return f"in {frame.name}, {place}"


def missing_self(error: BaseException) -> str:
    """For a method written without ``self``, called on an instance: Python gave it
    the instance as its first argument, and its message does not say so."""
    said = error.args[0] if isinstance(error, TypeError) and error.args else None
    if not isinstance(said, str) or "() takes " not in said:
        return ""
    owner, _, name = said.partition("() takes ")[0].rpartition(".")
    *_, (caller, _) = [(None, 0), *traceback.walk_tb(error.__traceback__)]
    scope = {**caller.f_globals, **caller.f_locals} if caller else {}  # where called
    for value in scope.values():
        for klass in (value if issubclass(type(value), type) else type(value)).__mro__:
            method = vars(klass).get(name)
            if klass.__qualname__ == owner and inspect.isfunction(method):
                code, it = method.__code__, klass.__name__
                if code.co_varnames[: code.co_argcount][:1] != ("self",):
                    return (
                        f"{it}.{name} is a method, so its first parameter must be "
                        f"self (def {name}(self, ...)): Python passes the {it} it "
                        "is called on as the first argument"
                    )
    return ""


def _meaning(kind: type) -> str | None:
    for base in kind.__mro__:
        if base in MEANINGS:
            return MEANINGS[base]
    return None


def _first_line(doc: str | None) -> str:
    return doc.strip().splitlines()[0].strip() if doc and doc.strip() else ""

"""Checking a whole-number argument and quoting a bad value: one way for every game.

Python takes ``True`` as the number 1 and ``-1`` as an index from the end, and it
prints a million-digit number in full (past 4300 digits it refuses to print it at
all), so a column of ``True``, a goal of ``2.5`` or a square of ``10**1000000``
would otherwise slip past a game's rules or flood the message that refuses it.
Every game checks its whole numbers with ``whole_number`` (passing its own precise
error classes) and quotes what it refuses with ``excerpt`` or ``describe``, so the
same mistake reads the same way in every game and is still caught by its own name.

A board's ``click(x, y)`` can be called from code with anything: ``click_pixels``
makes NaN, infinity or a 400-digit number a click outside every board instead of an
error deep in the arithmetic, and refuses a bool or a text as the wrong kind.

Files, the same way in every program: ``read_file`` refuses a pipe or a device at
once, ``check_target`` says before any long work whether a save may go there, and
``save_atomically`` saves. ``FixedTable`` and ``fix_names``: tables and names of the
course no piece may change.

Only the standard library is used: the Pig program must run without anything else.
"""

import errno
import functools
import math
import numbers
import operator
import os
import reprlib
import stat
import sys
import tempfile
import types
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import IO, Any, NoReturn, SupportsIndex, TypeGuard, TypeVar, cast

from gamelib.errors import SetupError

SquareAt = TypeVar("SquareAt", bound=Callable[[float, float], object])
"""A board's ``square_at(x, y)``: ``on_canvas`` hands back the same kind."""

EXCERPT_LENGTH = 30
"""The most characters of a value (or of someone's text) that a message quotes."""

_EXACT_DIGITS_BITS = 10_000
"""Numbers up to this many bits (about 3000 digits) are counted digit by digit;
Python refuses to turn an int of more than 4300 digits into text at all."""


def is_whole_number(value: object) -> TypeGuard[SupportsIndex]:
    """True for an ``int`` or anything Python can index with (numpy's integers).

    False for bools, floats (even ``4.0``), text and everything else: ``True`` is an
    ``int`` to Python, but a goal or a square of ``True`` is always a mistake, and a
    float usually means a calculation went wrong, so it is not rounded.
    """
    if type(value) is int:
        return True  # the usual case, first: the players' searches ask often
    return not isinstance(value, bool) and hasattr(type(value), "__index__")


def whole_number(
    value: object,
    what: str,
    *,
    low: int | None = None,
    high: int | None = None,
    wrong_type: type[Exception],
    out_of_range: type[Exception] | None = None,
) -> int:
    """``value`` as a plain ``int`` from ``low`` to ``high`` (None: no bound there).

    A value that is not a whole number raises ``wrong_type``; one outside the
    bounds raises ``out_of_range`` (``wrong_type`` when not given). Either message
    names ``what`` and quotes the value briefly, for example "a column must be from
    0 to 3, not 7" or "the goal must be a whole number, not the float 2.5".
    """
    number = _as_int(value)
    if number is None:
        raise wrong_type(f"{what} must be a whole number, not the {describe(value)}")
    if (low is not None and number < low) or (high is not None and number > high):
        raise (out_of_range or wrong_type)(
            f"{what} must be {_bounds(low, high)}, not {excerpt(number)}"
        )
    return number


def _as_int(value: object) -> int | None:
    if not is_whole_number(value):
        return None
    try:
        return operator.index(value)
    except TypeError:  # an ``__index__`` that refuses to answer
        return None


def _bounds(low: int | None, high: int | None) -> str:
    """The bounds in words (at least one is given): "from 0 to 3", "at least 1"."""
    if low is None:
        return f"at most {high}"
    if high is None:
        return f"at least {low}"
    return f"from {low} to {high}"


def excerpt(value: object, limit: int = EXCERPT_LENGTH) -> str:
    """``repr(value)`` cut short, safe to put in a message whatever ``value`` is.

    Text keeps its first ``limit`` characters (``'aaaa...'``), a number too long to
    quote is described (``a 5,001-digit number``), and a list shows its first few
    items, so neither a long line nor a huge number can flood a terminal.
    """
    return _Excerpts(limit).repr(value)


def describe(value: object) -> str:
    """A value's type and an excerpt of it: ``float 2.5``, ``str 'abc'``."""
    return f"{type(value).__name__} {excerpt(value)}"


class _Excerpts(reprlib.Repr):
    """``reprlib``'s short reprs, with text cut at its end and numbers described."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.maxstring = self.maxother = limit

    def repr_str(self, x: str, level: int) -> str:
        return repr(x if len(x) <= self.maxstring else x[: self.maxstring] + "...")

    def repr_int(self, x: int, level: int) -> str:
        sign = "negative " if x < 0 else ""
        if x.bit_length() > _EXACT_DIGITS_BITS:
            digits = math.floor(math.log10(abs(x))) + 1
            return f"a {sign}number of about {digits:,} digits"
        text = repr(x)
        if len(text) <= self.maxstring:
            return text
        return f"a {len(text.lstrip('-')):,}-digit {sign}number"


def click_pixels(x: object, y: object) -> tuple[float, float] | None:
    """A click's position as two finite floats, or None when it is on no canvas.

    NaN, infinity and numbers too large for a float (``10**400``) cannot be a
    pixel of any canvas, so they are a click outside the board, which every board
    already answers. Anything but a real number (a bool too: ``True`` is 1 to
    Python, but never a pixel anyone meant) raises a ``TypeError`` saying what a
    click takes.
    """
    point = []
    for name, value in (("x", x), ("y", y)):
        if isinstance(value, bool) or not isinstance(value, numbers.Real):
            raise TypeError(
                "a click takes x and y as numbers of canvas pixels, "
                f"but {name} is the {describe(value)}"
            )
        try:
            pixel = float(value)
        except (OverflowError, ValueError):  # too large for a float: off the canvas
            return None
        if not math.isfinite(pixel):
            return None
        point.append(pixel)
    return point[0], point[1]


def on_canvas(square_at: SquareAt) -> SquareAt:
    """``square_at(x, y)`` that first checks the click with ``click_pixels``.

    The function itself stays the plain arithmetic a lesson prints (and
    ``inspect.getsource`` still shows it); only a position on no canvas, answered
    with None, or a value that is no number, refused, never reaches it.
    """

    @functools.wraps(square_at)
    def checked(x: object, y: object) -> object:
        point = click_pixels(x, y)
        return None if point is None else square_at(*point)

    return cast(SquareAt, checked)


class FixedTable(Mapping[Any, Any]):
    """A table every piece reads and none may change (``LETTER_BONUS``): a change
    would reach the course's own checks and pictures until a restart. Changing it
    raises a ``TypeError`` that names it; it prints as a dict."""

    def __init__(self, name: str, items: Mapping[Any, Any]) -> None:
        self._name, self._items = name, dict(items)

    def __getitem__(self, key: Any) -> Any:
        return self._items[key]

    def __iter__(self) -> Iterator[Any]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __repr__(self) -> str:
        return repr(self._items)

    def _refuse(self, *arguments: object) -> NoReturn:
        raise TypeError(
            f"{self._name} is the course's table, which no piece may change "
            f"(the course's checks read it too): change a copy, dict({self._name})"
        )

    __setitem__ = __delitem__ = pop = popitem = clear = update = setdefault = _refuse


class _FixedNames(types.ModuleType):
    """A module of the course whose capitalised names (``BLANK``, ``LINES``) no
    piece may rebind: the course's own checks and pictures read them too."""

    def __setattr__(self, name: str, value: object) -> None:
        if name.isupper() and name in vars(self):
            raise TypeError(
                f"{self.__name__}.{name} is the course's, which no piece may change "
                "(the course's checks read it too): use a name of your own"
            )
        super().__setattr__(name, value)

    def __delattr__(self, name: str) -> None:
        self.__setattr__(name, getattr(self, name))  # refuses the course's names
        super().__delattr__(name)


def fix_names(module: str) -> None:
    """Make ``module``'s capitalised names read-only (call it at its end)."""
    sys.modules[module].__class__ = _FixedNames


_KINDS = {stat.S_IFDIR: "a folder", stat.S_IFIFO: "a pipe", stat.S_IFSOCK: "a socket"}


def _not_a_file(mode: int) -> OSError | None:
    """Why ``stat``'s ``mode`` is no regular file ("it is a pipe"), or None."""
    kind = None if stat.S_ISREG(mode) else _KINDS.get(stat.S_IFMT(mode), "a device")
    return None if kind is None else OSError(errno.EINVAL, f"it is {kind}, not a file")


def read_file(path: str | os.PathLike[str], limit: int) -> bytes:
    """At most ``limit`` bytes of the regular file ``path``, else ``OSError``; opened
    without waiting, so a pipe nobody writes to is refused, not waited on."""
    nonblocking = getattr(os, "O_NONBLOCK", 0)
    with open(
        path, "rb", opener=lambda name, how: os.open(name, how | nonblocking)
    ) as file:
        if refusal := _not_a_file(os.fstat(file.fileno()).st_mode):
            raise refusal
        return file.read(limit)


def check_target(path: str | os.PathLike[str]) -> Path:
    """Where a save to ``path`` goes (links followed), else ``SetupError`` why not:
    only a regular file (or nothing) is replaced, in a folder (made if missing)
    that takes a new file. Call it before any long work."""
    target = Path(os.path.realpath(path))
    try:
        if target.is_symlink():  # what ``realpath`` leaves of a loop of links
            raise OSError(errno.ELOOP, "it is a loop of symbolic links")
        if refusal := target.exists() and _not_a_file(target.stat().st_mode):
            raise refusal
        if not target.parent.exists():
            target.parent.mkdir(parents=True)
        tempfile.NamedTemporaryFile(dir=target.parent).close()
    except OSError as error:
        shown = excerpt(os.fspath(path), 60)
        raise SetupError(f"cannot save to {shown}: {error.strerror or error}") from None
    return target


def save_atomically(
    path: str | os.PathLike[str], write: Callable[[IO[bytes]], object]
) -> Path:
    """``write(file)`` into a new file beside ``path`` (``check_target``), which then
    replaces it in one step: a save cut short (Ctrl-C, a full disk) leaves the
    earlier file, or none, never half of one. Returns where it saved."""
    target = check_target(path)
    folder, name = target.parent, f".{target.name}."  # a name that says whose it is
    part = tempfile.NamedTemporaryFile(dir=folder, prefix=name, delete=False)
    try:
        with part:
            write(part)
            part.flush()
            os.fsync(part.fileno())
        os.replace(part.name, target)
    except BaseException:
        Path(part.name).unlink(missing_ok=True)
        raise
    return target

"""The one game-state API, written once: every game fills in a few hooks.

python-chess's ``Board`` and OpenSpiel's ``State`` show the idea: a player, a console or
a search reads and changes every game through the same members, so what a learner
masters in one lesson (and what a test checks once) carries to every game. ``GameState``
implements those members; a game subclasses it and says only what is its own, in the
hooks below (the abstract methods and the few with a default). The hooks per game are
listed in each game's state module and in ``gamelib``.

``Outcome``: how a game ended, in the same words for every game.
``state.outcome()`` is None while a game goes on and an ``Outcome`` once it is over,
as in python-chess. ``winner`` is whatever the game calls a player (a name, a seat, a
symbol or a team); it is None for a draw and for a solo game that was lost, and
``draw`` tells those two apart.

``SVGWithText``: pictures that a screen reader can read. JupyterLab 4 shows an
``image/svg+xml`` output as an ``<img>`` and gives it no ``alt`` text, whatever the SVG
holds (its renderer takes no text alternative: axe's ``image-alt`` rule, critical), so a
blind learner hears "image" for every board the course draws. ``SVGWithText`` adds the
same picture as ``text/html``: an ``<img>`` of the SVG whose ``alt`` is the object's
text (what ``str()`` prints: the board in words). JupyterLab, Voila and nbconvert prefer
the HTML; the SVG stays in the output for viewers that show no HTML. A class with a
better sentence than ``str()`` overrides ``_alt_text``.
"""

import abc
import html
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any, Generic, Self, TypeVar
from urllib.parse import quote

from gamelib.arguments import excerpt
from gamelib.errors import (
    GameOverError,
    IllegalMoveError,
    NothingToUndoError,
    NotYourTurnError,
)


@dataclass(frozen=True)
class Outcome:
    """The end of a game: who won (if anyone) and why, in words."""

    winner: Any | None
    reason: str
    draw: bool = False

    def __str__(self) -> str:
        if self.draw:
            return f"Draw: {self.reason}"
        if self.winner is None:
            return f"Game lost: {self.reason}"
        return f"{self.winner} wins: {self.reason}"


def picture_html(svg: str, alt: str) -> str:
    """An ``<img>`` showing ``svg``, described by ``alt`` (a board's text keeps its
    lines: a screen reader reads them in turn)."""
    return (
        f'<img src="data:image/svg+xml,{quote(svg)}"'
        f' alt="{html.escape(alt.strip(), quote=True)}">'
    )


class SVGWithText:
    """Mixin for classes with ``_repr_svg_``: the picture as HTML with alt text."""

    def _alt_text(self) -> str:
        return str(self)

    def _repr_html_(self) -> str | None:
        draw = getattr(self, "_repr_svg_", None)
        svg = draw() if draw is not None else None
        if svg is None:
            return None  # no picture (Jupyter shows the text instead)
        return picture_html(svg, self._alt_text())


MoveT = TypeVar("MoveT")
RecordT = TypeVar("RecordT")

SHOWN_MOVES = 10
"""``repr(state.legal_moves)`` lists this many moves, then says how many there are."""


class LegalMoves(Generic[MoveT]):
    """The moves allowed now: a live, read-only view of a game state.

    It supports ``in``, iteration, ``len``, ``bool`` and ``repr``, like python-chess's
    legal-move generator, and indexing (so ``random.choice`` takes it); it is
    computed when asked, so tens of thousands of moves cost nothing until looked at.
    ``in`` is as strict as the list: a move is in it exactly as it is listed (the
    game decides what "exactly" means: ``True`` is not square 1, ``"Cats "`` is not
    the word ``"cats"``); ``is_legal`` forgives what a player types, ``in`` does not.
    It follows the state as it changes: take ``list(state.legal_moves)`` for a
    snapshot to keep while moves are pushed.
    """

    __slots__ = ("_state",)

    def __init__(self, state: "GameState[MoveT, Any]") -> None:
        self._state = state

    def __contains__(self, move: object) -> bool:
        state = self._state
        return not state.is_over() and state._lists(move)

    def __iter__(self) -> Iterator[MoveT]:
        state = self._state
        return iter(()) if state.is_over() else iter(state._moves())

    def __len__(self) -> int:
        state = self._state
        return 0 if state.is_over() else state._count_moves()

    def __bool__(self) -> bool:
        return len(self) > 0

    def __getitem__(self, index: int) -> MoveT:
        """The move at ``index`` in the listed order, so ``random.choice`` works."""
        return list(self)[index]

    def __repr__(self) -> str:
        shown: list[str] = []
        for move in self:
            if len(shown) == SHOWN_MOVES:
                return f"LegalMoves([{', '.join(shown)}, ...], {len(self)} in all)"
            shown.append(repr(move))
        return f"LegalMoves([{', '.join(shown)}])"


class GameState(SVGWithText, abc.ABC, Generic[MoveT, RecordT]):
    """A game in progress: the members every game of the course has.

    A subclass calls ``super().__init__()`` before its first move and fills in the
    hooks named in the module docstring.
    """

    def __init__(self) -> None:
        self._history: list[MoveT] = []
        self._records: list[RecordT] = []
        self._saved: list[Any] = []

    # -- what a game fills in ----------------------------------------------------
    @abc.abstractmethod
    def _turn(self) -> str:
        """Who moves next; called only while the game goes on (``turn`` adds the
        None once it is over)."""

    @abc.abstractmethod
    def _check(self, move: object) -> MoveT:
        """Raise the ``gamelib.errors`` subclass naming the first rule ``move``
        breaks, else return it in its normal form (the form ``history`` keeps).
        Called only while the game goes on: the end is checked before it, for every
        game alike."""

    @abc.abstractmethod
    def _apply(self, move: MoveT) -> RecordT:
        """Make the checked ``move``; return what ``push`` reports."""

    def _save(self) -> Any:
        """What ``_undo`` needs to take the next move back (nothing, by default)."""
        return None

    @abc.abstractmethod
    def _undo(self, move: MoveT, saved: Any) -> None:
        """Put the state back as it was before ``move``, given what ``_save`` said.
        Also runs when ``_apply`` fails half-way (a stand-in die that raises, a
        Ctrl-C mid-draw), so a failed move never leaves half a change."""

    @abc.abstractmethod
    def _outcome(self) -> Outcome | None:
        """How the game ended; None while it goes on."""

    @abc.abstractmethod
    def _moves(self) -> Iterable[MoveT]:
        """The legal moves, in the order ``legal_moves`` lists them; called only
        while the game goes on (``_count_moves`` and ``_lists`` may answer ``len``
        and ``in`` faster)."""

    def _count_moves(self) -> int:
        return sum(1 for _ in self._moves())

    def _lists(self, move: object) -> bool:
        """Is ``move`` in ``legal_moves`` exactly as given? (By default: is it legal?)

        A game whose ``check`` forgives what a player types says here what it
        lists: Prolix lists ``"cats"``, never ``"Cats "``.
        """
        return self.is_legal(move)

    def _check_player(self, player: object) -> None:
        """Refuse a move made for someone who is not to move (Pig also takes a
        ``Player`` or a name)."""
        turn = self._turn()
        if player != turn:
            raise NotYourTurnError(
                f"it is {turn}'s turn; {excerpt(player)} may not move"
            )

    def _copy_into(self, twin: Any) -> None:
        """Give ``twin`` its own copies of the game's mutable parts (cells, a die,
        a bag)."""

    def _over_message(self) -> str:
        return f"the game is over ({self._outcome()}); no more moves"

    def _check_not_over(self) -> None:
        if self.is_over():
            raise GameOverError(self._over_message())

    # -- reading the state -------------------------------------------------------
    @property
    def turn(self) -> str | None:
        """Who moves next; None once the game is over."""
        return None if self.is_over() else self._turn()

    @property
    def legal_moves(self) -> LegalMoves[MoveT]:
        """The moves allowed now (none once the game is over)."""
        return LegalMoves(self)

    @property
    def history(self) -> tuple[MoveT, ...]:
        """The moves pushed so far, oldest first, each in its normal form."""
        return tuple(self._history)

    @property
    def records(self) -> tuple[RecordT, ...]:
        """What each move in ``history`` did, as ``push`` returned it."""
        return tuple(self._records)

    def is_over(self) -> bool:
        return self._outcome() is not None

    def outcome(self) -> Outcome | None:
        """None while the game goes on, else who won (an ``Outcome``)."""
        return self._outcome()

    # -- checking a move ---------------------------------------------------------
    def check(self, move: object, player: object = None) -> MoveT:
        """Raise the ``IllegalMoveError`` subclass for ``move``; else its normal form.

        Nothing is changed. Once the game is over nothing is a move, so that is
        checked first; ``player``, when given, must be the one to move.
        """
        self._check_not_over()
        if player is not None:
            self._check_player(player)
        return self._check(move)

    def is_legal(self, move: object, player: object = None) -> bool:
        try:
            self.check(move, player)
        except IllegalMoveError:
            return False
        return True

    # -- changing it -------------------------------------------------------------
    def push(self, move: object, player: object = None) -> RecordT:
        """Make ``move`` and return a record of what it did.

        An illegal move raises and changes nothing; a move that fails half-way
        (even on Ctrl-C) is taken back before the error goes on.
        """
        checked = self.check(move, player)
        saved = self._save()
        try:
            record = self._apply(checked)
        except BaseException:
            self._undo(checked, saved)
            raise
        self._history.append(checked)
        self._records.append(record)
        self._saved.append(saved)
        return record

    def pop(self) -> MoveT:
        """Take back the last move pushed, and return it."""
        if not self._history:
            raise NothingToUndoError("no move has been made yet, so none can be undone")
        move = self._history.pop()
        self._records.pop()
        self._undo(move, self._saved.pop())
        return move

    def copy(self) -> Self:
        """An independent state: moving one never changes the other."""
        cls = type(self)
        twin = cls.__new__(cls)
        twin.__dict__.update(self.__dict__)
        twin._history = list(self._history)
        twin._records = list(self._records)
        twin._saved = list(self._saved)
        self._copy_into(twin)
        return twin

"""A board played with the keyboard alone: Tab reaches it, Escape leaves it.

Neither widget library gives a board a keyboard. ipyevents hears keys only while the
mouse is over its element, and ipycanvas 0.14 makes every canvas a Tab stop that
stops every key pressed on it, Tab and Escape included: a keyboard trap (WCAG 2.1.2),
which its Python side cannot switch off. So the board's box holds a ``KeyPad``: a
tiny front-end widget (anywidget) that is the board's one Tab stop, outlined while it
has the focus, and sends the kernel only the keys a board plays with (arrows, Enter,
Space, Home, End, and single characters for a board that takes them). Every other key,
Tab and anything with Ctrl, Alt or Cmd, goes on to JupyterLab as usual; Escape hands
the focus back to the notebook, so JupyterLab's shortcuts work again at once. The pad
also takes every canvas in its box, and every course canvas on the page (pictures
too), out of the Tab order (``tabindex=-1``), which ends the trap. It draws and says
nothing itself.

``Keyboard`` is the Python half: a cursor on the board's ``Grid`` of squares, a
frame laid over the canvas (so no board's drawing code changes, and the page has no
extra canvas), and the hidden status text that tells a screen reader where the
cursor is. Enter or Space on a square calls the board's ``click`` at the square's
centre: the same path as a mouse press there, so a learner's click handler gets
keyboard moves too. ``key(name)`` is public: tests and learners play with keys from
code, by the browser's key names (``"ArrowLeft"``, ``"Enter"``, ``" "``, ``"5"``).
"""

import json
from collections.abc import Callable
from dataclasses import dataclass

import anywidget
import ipywidgets as widgets
import traitlets
from ipycanvas import Canvas

from gamelib.errors import MoveFormatError

from .reporter import ErrorReporter
from .status import StatusText

CURSOR_CLASS = "gamelib-cursor"
KEYPAD_CLASS = "gamelib-keypad"
# Black outside, yellow inside: one of the two shows against any board colour, on a
# projector and with the boards' white backdrop in a dark theme.
CURSOR_COLOURS = ("#000000", "#ffd400")
CURSOR_WIDTHS = (4, 4)  # px
FOCUS_OUTLINE = "#1a4fd6"  # the pad's outline: 6.5:1 against the white backdrop

MOVES = {
    "ArrowUp": (-1, 0),
    "ArrowDown": (1, 0),
    "ArrowLeft": (0, -1),
    "ArrowRight": (0, 1),
}
ACT = {"Enter", " "}
LEAVE = "Escape"
ENDS = {"Home", "End"}

_ESM_BODY = """

function untrap(el) {
  // ipycanvas makes each canvas a Tab stop that swallows Tab and Escape: the
  // canvases in the pad's box, and every course canvas on the page (pictures too),
  // leave the Tab order, now and whenever one is added.
  const box = el.parentElement;
  if (!box) return null;
  const fix = () => {
    const canvases = [...box.querySelectorAll("canvas"),
                      ...document.querySelectorAll("canvas.gamelib-canvas")];
    canvases.forEach((canvas) => {
      if (canvas.getAttribute("tabindex") !== "-1") canvas.tabIndex = -1;
    });
  };
  fix();
  let queued = false;
  const later = () => {  // at most once a frame, however busy the page is
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; fix(); });
  };
  const watcher = new MutationObserver(later);
  watcher.observe(document.body, { childList: true, subtree: true });
  watcher.observe(box, { subtree: true, attributes: true,
                         attributeFilter: ["tabindex"] });
  return watcher;
}

function render({ model, el }) {
  el.classList.add(PAD_CLASS);
  el.setAttribute("role", "application");
  const label = () => el.setAttribute("aria-label", model.get("label"));
  const tabStop = () => { el.tabIndex = model.get("focusable") ? 0 : -1; };
  label();
  tabStop();
  model.on("change:label", label);
  model.on("change:focusable", tabStop);
  const keydown = (event) => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      model.send({ key: "Escape" });
      // JupyterLab: the notebook takes the focus (and gives it to the active
      // cell, in command mode); Voila's page has no such place: just leave.
      const notebook = el.closest(".jp-Notebook");
      if (notebook) notebook.focus();
      if (document.activeElement === el) el.blur();
      return;
    }
    const character = event.key.length === 1 && model.get("characters");
    if (!PLAY_KEYS.has(event.key) && !character) return;
    event.preventDefault();
    event.stopPropagation();
    model.send({ key: event.key });
  };
  const focus = () => model.send({ focus: true });
  const blur = () => model.send({ focus: false });
  el.addEventListener("keydown", keydown);
  el.addEventListener("focus", focus);
  el.addEventListener("blur", blur);
  let watcher = null;
  let tries = 0;
  const attach = () => {  // the view is put in its box after render returns
    watcher = untrap(el);
    if (!watcher && tries++ < 600) frame = requestAnimationFrame(attach);
  };
  let frame = requestAnimationFrame(attach);
  return () => {
    cancelAnimationFrame(frame);
    if (watcher) watcher.disconnect();
    el.removeEventListener("keydown", keydown);
    el.removeEventListener("focus", focus);
    el.removeEventListener("blur", blur);
  };
}

export default { render };
"""
_ESM = (
    f"const PLAY_KEYS = new Set({json.dumps(sorted([*MOVES, *ACT, *ENDS]))});\n"
    f"const PAD_CLASS = {json.dumps(KEYPAD_CLASS)};\n{_ESM_BODY}"
)

_CSS = f"""
.{KEYPAD_CLASS} {{ position: absolute; inset: 0; pointer-events: none; }}
.{KEYPAD_CLASS}:focus {{ outline: 4px solid {FOCUS_OUTLINE}; outline-offset: -4px; }}
"""


class KeyPad(anywidget.AnyWidget):
    """The board's Tab stop: sends the kernel the keys pressed while it has focus."""

    _esm = traitlets.Unicode(_ESM).tag(sync=True)
    _css = traitlets.Unicode(_CSS).tag(sync=True)
    label = traitlets.Unicode("Game board").tag(sync=True)
    focusable = traitlets.Bool(True).tag(sync=True)
    characters = traitlets.Bool(False).tag(sync=True)


@dataclass(frozen=True)
class Grid:
    """Where a board's squares are, in canvas pixels: ``rows`` x ``columns`` squares
    of ``cell`` pixels, the top-left one's corner at (``left``, ``top``)."""

    rows: int
    columns: int
    cell: float
    left: float = 0
    top: float = 0

    def centre(self, row: int, column: int) -> tuple[float, float]:
        return (
            self.left + (column + 0.5) * self.cell,
            self.top + (row + 0.5) * self.cell,
        )


class UnknownKeyError(MoveFormatError):
    """``key(name)`` was given something that is not a key this board plays with."""


def _describe_keys(grid: Grid | None, characters: bool) -> str:
    parts = []
    if grid is not None:
        parts.append("arrow keys move the cursor, Enter or Space plays the square")
    if characters:
        parts.append("type the game's keys")
    parts.append("Escape leaves the board")
    return "Game board: " + ", ".join(parts) + "."


class Keyboard:
    """A board's keys: a cursor on its squares, Enter to play, characters to ``key``.

    ``click`` is the board's click handler (canvas pixels); ``key`` (optional) gets
    single characters, as a board's own keys. Without a grid and a key handler the
    pad is no Tab stop (the board's buttons and boxes are its keyboard) and only
    removes the canvas' trap.
    """

    def __init__(
        self,
        canvas: Canvas,
        click: Callable[[float, float], object],
        reporter: ErrorReporter,
        grid: Grid | None = None,
        key: Callable[[str], object] | None = None,
    ) -> None:
        self.grid, self._click, self._key = grid, click, key
        self.row = self.column = 0
        self.showing = False
        self.pad = KeyPad(
            label=_describe_keys(grid, key is not None),
            focusable=grid is not None or key is not None,
            characters=key is not None,
        )
        self.status = StatusText("gamelib-cursor-status")
        self.cursor: widgets.HTML | None = None
        if grid is not None:
            self.cursor = widgets.HTML()
            self.cursor.add_class(CURSOR_CLASS)
        self._size = (canvas.width, canvas.height)
        self.pad.on_msg(reporter.user_action(self._message))

    @property
    def widgets(self) -> list[widgets.DOMWidget]:
        """What goes into the board's box beside the canvas."""
        extra = [self.cursor] if self.cursor is not None else []
        return [*extra, self.pad, self.status]

    def key(self, name: str) -> object:
        """Play one key, as if pressed on the focused board (browser key names)."""
        if name in MOVES or name in ENDS:
            self._move(name)
            return None
        if name in ACT:
            if self.grid is None:
                return None
            self._show(True)
            return self._click(*self.grid.centre(self.row, self.column))
        if name == LEAVE:
            self._show(False)
            return None
        if len(name) == 1 and self._key is not None:
            return self._key(name)
        raise UnknownKeyError(
            f"{name!r} is not a key this board plays with: "
            + _describe_keys(self.grid, self._key is not None)
        )

    def _move(self, name: str) -> None:
        grid = self.grid
        if grid is None:
            return
        if name == "Home":
            self.row = self.column = 0
        elif name == "End":
            self.row, self.column = grid.rows - 1, grid.columns - 1
        else:
            down, across = MOVES[name]
            self.row = min(max(self.row + down, 0), grid.rows - 1)
            self.column = min(max(self.column + across, 0), grid.columns - 1)
        self.showing = True
        self.redraw()
        self.status.say(self.where())

    def where(self) -> str:
        """The cursor's square in words (what the status text says), numbered
        from 0 as the course's boards number their rows and columns."""
        if self.grid is None:
            return ""
        return (
            f"Cursor on row {self.row}, column {self.column}"
            f" (rows 0 to {self.grid.rows - 1}, columns 0 to {self.grid.columns - 1})."
        )

    def _message(self, _pad: KeyPad, content: dict, _buffers: list) -> None:
        if "focus" in content:
            self._show(bool(content["focus"]))
            if content["focus"]:
                self.status.say(self.where())
        elif isinstance(content.get("key"), str):
            self.key(content["key"])

    def _show(self, showing: bool) -> None:
        if showing != self.showing:
            self.showing = showing
            self.redraw()

    def redraw(self) -> None:
        """Show the cursor where ``row``/``column`` say, or hide it.

        A frame of percentages of the box, which has the canvas' shape, so it
        stays on its square when the canvas shrinks with a narrow cell.
        """
        if self.cursor is None or self.grid is None:
            return
        if not self.showing:
            self.cursor.value = ""
            return
        grid, (width, height) = self.grid, self._size
        x = grid.left + self.column * grid.cell
        y = grid.top + self.row * grid.cell
        self.cursor.value = (
            f'<div style="position: absolute; left: {100 * x / width:.3f}%;'
            f" top: {100 * y / height:.3f}%; width: {100 * grid.cell / width:.3f}%;"
            f" height: {100 * grid.cell / height:.3f}%; box-sizing: border-box;"
            f" border: {CURSOR_WIDTHS[0]}px solid {CURSOR_COLOURS[0]};"
            f" box-shadow: inset 0 0 0 {CURSOR_WIDTHS[1]}px {CURSOR_COLOURS[1]};"
            '"></div>'
        )

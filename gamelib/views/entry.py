"""A text box whose every keystroke and Enter reach the kernel in the order typed.

ipywidgets' ``Text`` loses letters typed quickly. Its front-end sends a change of
``value`` only while no earlier change of that box is still waiting for the kernel's
"idle"; later changes are held back and merged (``WidgetModel.sync``'s
``_pending_msgs`` throttle and ``_msg_buffer``). Enter, though, is a custom message
(``{"event": "submit"}``), and custom messages go at once. So on a busy kernel "dog"
typed key by key and Enter arrive as: value "d", submit, value "dog": the board
scored "d". A button pressed right after typing read the same stale value.

``TextEntry`` (anywidget) never uses that throttle. Each change of the text goes as a
custom message carrying the whole text, and Enter's message carries it too; the
kernel handles a page's messages in the order they were sent, so ``value`` is what
the box held when Enter (or any button after it) was pressed. When the kernel sets
``value`` itself (a board empties the box after a word), the page is told in a
message that also says which keystroke the kernel had seen last: letters typed since
stay, after the kernel's new text, instead of vanishing with the old word.

With ``characters=True`` the box is a key box: each typed character is handed over
once (``on_keys``) and the box empties itself in the page at once.

The box looks and reads like ipywidgets' own (its classes, the theme's colours, so
JupyterLab Dark keeps it legible), has a label for screen readers, is a Tab stop, and
shows 16 px text. Escape leaves it for the notebook, as on a board.
"""

import json
from collections.abc import Callable

import anywidget
import traitlets

from .canvases import MIN_TEXT_PX

ENTRY_CLASS = "gamelib-entry"
KEEP_TYPED = 200  # keystrokes the page remembers, to place a kernel's late change

_ESM_BODY = """
function render({ model, el }) {
  el.classList.add("widget-inline-hbox", "jupyter-widget-text", "widget-text",
                   ENTRY_CLASS);
  const input = document.createElement("input");
  input.type = "text";
  input.autocomplete = "off";
  input.spellcheck = false;
  el.appendChild(input);
  const show = () => {
    input.placeholder = model.get("placeholder");
    input.setAttribute("aria-label", model.get("label") || model.get("placeholder"));
    input.disabled = model.get("disabled");
  };
  show();
  input.value = model.get("characters") ? "" : model.get("value");
  model.on("change:placeholder change:label change:disabled", show);
  // Which keystroke of this view the kernel had seen when it changed the text.
  const view = Math.random().toString(36).slice(2);
  let typed = 0;
  const held = new Map([[0, input.value]]);
  const send = () => {
    typed += 1;
    held.set(typed, input.value);
    held.delete(typed - KEEP_TYPED);
    model.send({ event: "input", value: input.value, view, n: typed });
  };
  const changed = () => {
    if (!model.get("characters")) return send();
    const text = input.value;
    input.value = "";
    if (text) model.send({ event: "keys", value: text });
  };
  const keydown = (event) => {
    event.stopPropagation();  // typing is typing: no JupyterLab shortcut here
    if (event.key === "Escape") {
      const notebook = el.closest(".jp-Notebook");
      if (notebook) notebook.focus();
      if (document.activeElement === input) input.blur();
    } else if (event.key === "Enter" && !event.isComposing
               && !model.get("characters")) {
      event.preventDefault();
      model.send({ event: "submit", value: input.value, view, n: typed });
    }
  };
  const told = (message) => {
    if (!message || typeof message.set !== "string") return;
    const seen = message.view === view ? held.get(message.n) : undefined;
    if (seen === undefined || message.n === typed) {
      input.value = message.set;
    } else if (input.value.startsWith(seen)) {
      // Typed after the kernel's last look: keep it, after the kernel's text.
      input.value = message.set + input.value.slice(seen.length);
      send();
    } else {
      send();  // edited since: the person's text wins, and the kernel hears it
    }
  };
  input.addEventListener("input", changed);
  input.addEventListener("keydown", keydown);
  model.on("msg:custom", told);
  return () => {
    input.removeEventListener("input", changed);
    input.removeEventListener("keydown", keydown);
    model.off("msg:custom", told);
  };
}

export default { render };
"""
_ESM = (
    f"const ENTRY_CLASS = {json.dumps(ENTRY_CLASS)};\n"
    f"const KEEP_TYPED = {KEEP_TYPED};\n{_ESM_BODY}"
)
_CSS = f"""
.{ENTRY_CLASS} input {{ font-size: {MIN_TEXT_PX}px; width: 100%; min-width: 0; }}
"""


class TextEntry(anywidget.AnyWidget):
    """A one-line text box; ``value`` is current whenever a later message arrives."""

    _esm = traitlets.Unicode(_ESM).tag(sync=True)
    _css = traitlets.Unicode(_CSS).tag(sync=True)
    value = traitlets.Unicode("").tag(sync=True)
    placeholder = traitlets.Unicode("").tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    disabled = traitlets.Bool(False).tag(sync=True)
    characters = traitlets.Bool(False).tag(sync=True)

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)
        self._from_page = False
        self._seen: dict[str, object] = {"view": "", "n": 0}
        self.observe(self._tell_page, names="value")
        self.on_msg(self._message)

    def on_submit(self, callback: Callable[[str], object]) -> None:
        """Call ``callback(text)`` when Enter is pressed in the box."""
        self.on_msg(_when("submit", callback))

    def on_keys(self, callback: Callable[[str], object]) -> None:
        """Call ``callback(text)`` with what was typed (``characters`` boxes)."""
        self.on_msg(_when("keys", callback))

    def _message(self, _entry: "TextEntry", content: dict, _buffers: list) -> None:
        if content.get("event") not in ("input", "submit"):
            return
        if not isinstance(content.get("value"), str):
            return
        self._seen = {"view": content.get("view", ""), "n": content.get("n", 0)}
        self._from_page = True
        try:
            self.value = content["value"]
        finally:
            self._from_page = False

    def _tell_page(self, change: dict) -> None:
        if not self._from_page:  # the page has that text already
            self.send({"set": change["new"], **self._seen})


def _when(
    event: str, callback: Callable[[str], object]
) -> Callable[[TextEntry, dict, list], None]:
    def handle(_entry: TextEntry, content: dict, _buffers: list) -> None:
        if content.get("event") == event and isinstance(content.get("value"), str):
            callback(content["value"])

    return handle


_KEEPER_ESM = """
function render({ el }) {
  // A control disabled under the person's focus (Roll and Hold while the computer
  // plays) drops the focus to the page; when it is enabled again, and the focus
  // has gone nowhere else meanwhile, it gets the focus back.
  el.style.display = "none";
  let box = null, last = null, watcher = null, frame = 0, tries = 0;
  const nowhere = () => {
    const now = document.activeElement;
    return !now || now === document.body || now === last || now.contains(box);
  };
  let lost = false;  // the last focused control was disabled under the focus
  const check = () => {
    if (!last || !last.isConnected) return;
    if (last.disabled) {
      lost = lost || nowhere();
    } else {
      if (lost && nowhere() && document.activeElement !== last) last.focus();
      lost = false;
    }
  };
  const focusin = (event) => { last = event.target; };
  const focusout = (event) => {
    const to = event.relatedTarget;
    if (to && !box.contains(to)) last = null;  // the person went elsewhere
  };
  const attach = () => {
    box = el.closest(".gamelib-panel");
    if (!box) {
      if (tries++ < 600) frame = requestAnimationFrame(attach);
      return;
    }
    box.addEventListener("focusin", focusin);
    box.addEventListener("focusout", focusout);
    watcher = new MutationObserver(check);
    watcher.observe(box, { subtree: true, attributes: true,
                           attributeFilter: ["disabled"] });
  };
  frame = requestAnimationFrame(attach);
  return () => {
    cancelAnimationFrame(frame);
    if (watcher) watcher.disconnect();
    if (box) {
      box.removeEventListener("focusin", focusin);
      box.removeEventListener("focusout", focusout);
    }
  };
}

export default { render };
"""


class FocusKeeper(anywidget.AnyWidget):
    """Gives the focus back to a panel's control when it is enabled again.

    A disabled button or box cannot keep the focus: the browser drops it to the
    page, and a keyboard user had to Tab back from the top of the cell after every
    computer turn. Controls stay truly disabled (a screen reader says so, nothing
    can be pressed twice), and the person's place comes back with them.
    """

    _esm = traitlets.Unicode(_KEEPER_ESM).tag(sync=True)

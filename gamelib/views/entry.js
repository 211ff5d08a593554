// TextEntry's front end (gamelib.views.controls): ENTRY_CLASS and KEEP_TYPED are
// defined in front of this script by the module. A box with a button (Prolix's
// Submit) draws the button itself: its press sends the text, as Enter does, in one
// message, so the kernel never reads a text that has not arrived yet.

function render({ model, el }) {
  el.classList.add("widget-inline-hbox", "jupyter-widget-text", "widget-text",
                   ENTRY_CLASS);
  const input = document.createElement("input");
  input.type = "text";
  input.autocomplete = "off";
  input.spellcheck = false;
  el.appendChild(input);
  const press = document.createElement("button");
  press.type = "button";
  press.className = "jupyter-widgets jupyter-button widget-button";
  if (model.get("button")) {  // as BoardView.button names it: board-submit
    const name = model.get("button").toLowerCase().replaceAll(" ", "-");
    press.classList.add("mod-primary", "board-" + name);
    press.textContent = model.get("button");
    press.style.margin = "0 0 0 var(--jp-widgets-margin)";
    input.style.flex = "0 1 200px";
    el.appendChild(press);
  }
  const show = () => {
    input.placeholder = model.get("placeholder");
    input.setAttribute("aria-label", model.get("label") || model.get("placeholder"));
    input.disabled = model.get("disabled");
    press.disabled = model.get("disabled");
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
  const submit = () => {  // a disabled button is never clicked
    model.send({ event: "submit", value: input.value, view, n: typed });
  };
  const pressKey = (event) => {
    // Enter and Space press the button (the browser's click); JupyterLab must not
    // take them for its own shortcuts.
    if (event.key === "Enter" || event.key === " ") event.stopPropagation();
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
      submit();
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
  press.addEventListener("click", submit);
  press.addEventListener("keydown", pressKey);
  model.on("msg:custom", told);
  return () => {
    input.removeEventListener("input", changed);
    input.removeEventListener("keydown", keydown);
    press.removeEventListener("click", submit);
    press.removeEventListener("keydown", pressKey);
    model.off("msg:custom", told);
  };
}

export default { render };

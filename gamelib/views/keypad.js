// KeyPad's front end (gamelib.views.controls): PLAY_KEYS and PAD_CLASS are defined
// in front of this script by the module.


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

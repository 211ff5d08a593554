// FocusKeeper's front end (gamelib.views.controls).

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

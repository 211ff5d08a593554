"""axe-core's audit of a page, as the course's tests judge it.

A serious or critical violation counts, with one exception: the rules in ``HOST_ONLY``
fail on JupyterLab's or Voila's own interface (menus, tab bars, the file browser),
which the course cannot change. Such a rule is forgiven only while none of its
offending elements is the course's (inside an output, ``.jp-OutputArea-output``, or a
lesson's rendered text): the moment a board, message line, check report or lesson
text breaks the same rule, it counts. Every audit writes what axe found to
``artifacts/browser/axe-<page>.json``. The lessons in JupyterLab are audited on the
projector test's page (``test_projector.py``); Voila's pages on the page each of
them is played on (``assert_accessible``: the play page and the welcome lesson in
``test_play_mode.py``, each game in its own file), before the first click. What axe
cannot see, that Tab and Escape leave a board (ipycanvas made every canvas a keyboard
trap), is tested with the keyboard in ``keyboard.py``.
"""

import json

from axe_playwright_python.base import AXE_SCRIPT

from .conftest import ARTIFACTS
from .harness import evaluate

BLOCKING = {"serious", "critical"}
COURSE_OUTPUT = ".jp-OutputArea-output"
LESSON_TEXT = ".jp-RenderedMarkdown"  # the lessons' own words, rendered
AXE_MS = 180_000  # axe's colour checks walk the whole page: a lesson has thousands of
# elements, and the machine is shared

HOST_ONLY = {
    # Seen on the lesson pages of JupyterLab 4.6 with none of their elements inside
    # a course output or the lessons' own text (the test checks that every time).
    "aria-allowed-attr": "the file browser's toolbar buttons (jp-button) carry "
    "aria-pressed, which their role does not allow",
    "aria-input-field-name": "every cell's code editor (CodeMirror's contenteditable "
    "textbox) has no accessible name",
    "aria-required-children": "the notebook's cell list is role=feed, whose cells are "
    "not role=article",
    "button-name": "the collapse button JupyterLab puts beside a markdown heading "
    "has neither text nor a label",
    "scrollable-region-focusable": "a code editor's scroller (cm-scroller) scrolls "
    "sideways without being focusable",
}


def run_axe(page) -> list[dict]:
    """axe-core's violations of the page as it is now (every rule axe runs)."""
    page.add_script_tag(content=AXE_SCRIPT)
    script = "() => axe.run(document, {resultTypes: ['violations']})"
    return evaluate(page, script, timeout_ms=AXE_MS)["violations"]


# For each of axe's node targets (CSS selectors, one per frame or shadow root), whether
# the element is the course's: inside an output or a lesson's rendered markdown (not
# the heading-collapse button JupyterLab adds there).
_IN_OUTPUT_JS = """([targets, output, text]) => targets.map(target => {
    const selector = Array.isArray(target) ? target[target.length - 1] : target;
    const element = document.querySelector(selector);
    if (!element) return false;
    return !!element.closest(output) || (!!element.closest(text)
        && !element.closest('.jp-collapseHeadingButton'));  // JupyterLab's own
})"""


def blocking_violations(page, violations: list[dict]) -> tuple[list[dict], list[dict]]:
    """(violations that fail the test, host-only violations forgiven), each with
    its count of nodes inside course outputs (``in_course``)."""
    failing, forgiven = [], []
    for violation in violations:
        if violation["impact"] not in BLOCKING:
            continue
        targets = [node["target"][-1] for node in violation["nodes"]]
        inside = evaluate(page, _IN_OUTPUT_JS, [targets, COURSE_OUTPUT, LESSON_TEXT])
        summary = {
            "id": violation["id"],
            "impact": violation["impact"],
            "nodes": len(targets),
            "in_course": sum(inside),
            "help": violation["help"],
            "course_nodes": [
                node["html"][:200]
                for node, hit in zip(violation["nodes"], inside, strict=True)
                if hit
            ][:5],
            "other_nodes": [
                node["html"][:120]
                for node, hit in zip(violation["nodes"], inside, strict=True)
                if not hit
            ][:5],
        }
        if violation["id"] in HOST_ONLY and summary["in_course"] == 0:
            forgiven.append(summary)
        else:
            failing.append(summary)
    return failing, forgiven


def record(name: str, failing: list[dict], forgiven: list[dict]) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"axe-{name}.json"
    path.write_text(json.dumps({"failing": failing, "forgiven": forgiven}, indent=2))


def describe(failing: list[dict]) -> str:
    return "\n".join(
        f"{v['id']} ({v['impact']}): {v['nodes']} nodes, {v['in_course']} in course "
        f"outputs, e.g. {(v['course_nodes'] or v['other_nodes'])[:2]}"
        for v in failing
    )


def audit(page, name: str) -> list[dict]:
    """The violations on ``page`` that count (recorded under ``name``)."""
    failing, forgiven = blocking_violations(page, run_axe(page))
    record(name, failing, forgiven)
    return failing


def assert_accessible(page, name: str) -> None:
    """No serious violation on a page of ``make play``, audited at the projector's
    size, where a lesson is shown to a room."""
    failing = audit(page, f"{name}-voila")
    assert failing == [], describe(failing)

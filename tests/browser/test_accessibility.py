"""axe-core on ``make play``'s pages in Voila: the play page and every lesson's boards
without JupyterLab around them (``axe_audit`` says what counts). The lessons in
JupyterLab are audited after Run All on the projector test's page
(``test_projector.py``), which they share with its other checks."""

import pytest

from .axe_audit import audit, describe
from .conftest import REPO
from .harness import PROJECTOR, block_external_requests, bounded_context

LESSONS = sorted(path.name for path in (REPO / "notebooks").glob("[0-9][0-9]-*.ipynb"))


def test_the_play_page_has_no_serious_axe_violations_in_voila(chromium, voila):
    failing = audit_in_voila(
        chromium, voila, "play.ipynb", "text=Play the course's games"
    )
    assert failing == [], describe(failing)


@pytest.mark.parametrize("lesson", LESSONS)
def test_a_lesson_has_no_serious_axe_violations_in_voila(chromium, voila, lesson):
    failing = audit_in_voila(chromium, voila, lesson, "canvas.gamelib-canvas")
    assert failing == [], describe(failing)


def audit_in_voila(chromium, voila, notebook: str, shown: str) -> list[dict]:
    """axe on a Voila page once ``shown`` (a selector) is in it; no request may
    leave the machine."""
    context = bounded_context(chromium, viewport=PROJECTOR)
    refused = block_external_requests(context)
    try:
        page = context.new_page()
        page.goto(voila.page_url(notebook))
        page.wait_for_selector(shown, timeout=120_000)
        failing = audit(page, f"{notebook.removesuffix('.ipynb')}-voila")
    finally:
        context.close()
    assert refused == [], f"requests that would leave the machine: {refused}"
    return failing

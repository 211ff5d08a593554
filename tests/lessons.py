"""The lessons that follow the milestone pattern, listed in one place.

A lesson joins this list once it is reworked into milestones with solution, check and
exercise cells; from then on ``test_lesson_pattern.py`` holds it to the pattern and
``test_learner_edition.py`` builds, runs and checks its learner edition.
"""

from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"

REWORKED = (
    "00-start.ipynb",
    "01-pig.ipynb",
    "02-tictactoe.ipynb",
    "03-prolix.ipynb",
    "04-quixo.ipynb",
)


def reworked_lessons() -> list[Path]:
    return [NOTEBOOKS / name for name in REWORKED]

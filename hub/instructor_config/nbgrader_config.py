"""nbgrader's settings for the instructor's commands on the hub: the exchange the
learners' servers use. Run nbgrader in nbgrader/ (make assignments) with
``JUPYTER_CONFIG_PATH=$PWD/../hub/instructor_config``, or as ``make hub`` prints."""

import os
from pathlib import Path

c = get_config()  # noqa: F821 (nbgrader provides it)
state = Path(__file__).resolve().parents[1] / "state"
c.Exchange.root = str(Path(os.environ.get("GAMELIB_HUB_STATE", state)) / "exchange")
c.CourseDirectory.course_id = "gamelib"

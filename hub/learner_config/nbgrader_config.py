"""nbgrader's settings in every learner's server on the hub (hub/jupyterhub_config.py
puts this folder on JUPYTER_CONFIG_PATH)."""

import os

c = get_config()  # noqa: F821 (nbgrader provides it)
c.CourseDirectory.course_id = "gamelib"
c.Exchange.root = os.environ["GAMELIB_HUB_EXCHANGE"]
# All learners' servers run as one Unix user, and nbgrader would file every
# submission under that user's name: file it under the hub user instead.
if os.environ.get("JUPYTERHUB_USER"):
    c.CourseDirectory.student_id = os.environ["JUPYTERHUB_USER"]

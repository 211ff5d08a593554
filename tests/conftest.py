"""Settings for the whole test suite.

Hypothesis: no per-example deadline, because a deadline is a timed assertion and
this 2-core machine is often busy with a browser and a kernel (speed is measured by
tests/benchmarks/ instead); and in CI the examples are derandomized so a run is
repeatable.
"""

import os

from hypothesis import settings

settings.register_profile("course", deadline=None)
settings.register_profile("ci", deadline=None, derandomize=True)
settings.load_profile("ci" if os.environ.get("CI") else "course")

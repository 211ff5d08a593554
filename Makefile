# The commands you need:
#   make learn - (a learner) set up .venv (once), write the learner edition if it is
#                missing, and start JupyterLab on its welcome lesson
#   make lab   - (an instructor) set up .venv (once) and start JupyterLab on the
#                welcome lesson of the instructor edition, every answer written
#   make test  - set up .venv (once) and run every check: ruff, mypy, unit tests, every
#                notebook under nbval, the real-browser tests and the class hub
#                (make check: the same without the browser tests, a few minutes less)
# and one more to only play: make play (the lessons in Voila, code hidden).
# The set-up step re-runs only when pyproject.toml changes.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
INSTALLED := $(VENV)/.installed
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)

.PHONY: learn lab play trust test check test-busy lint notebooks unit unit-quick browser \
	bench bench-matches bench-browser bench-page-weight learner assignments \
	execute-notebooks clean hub test-hub bench-hub unit-as-it-goes

# The course's own Voila template (share/jupyter) and settings (voila.json): play mode
# loads nothing from the network.
COURSE_DATA := JUPYTER_PATH=$(CURDIR)/share/jupyter
PLAY_PORT ?= 8866
# The course's JupyterLab defaults (share/jupyter/lab/settings/overrides.json): no
# "Would you like to get notified about official Jupyter news?" pop-up over a lesson,
# and "full" notebook windowing (a long lesson lays out only the cells in view).
LAB_SETTINGS := --LabApp.app_settings_dir=$(CURDIR)/share/jupyter/lab/settings
# Notebook trust is kept in the venv, not in your home folder: a fresh clone's lessons
# are untrusted, and JupyterLab would show their saved pictures as text.
NOTARY := --NotebookNotary.db_file=$(CURDIR)/$(VENV)/share/jupyter/nbsignatures.db \
	--NotebookNotary.secret_file=$(CURDIR)/$(VENV)/share/jupyter/notebook_secret

# nbgrader comes with the test tools (make assignments and its test use its commands),
# but its JupyterLab menus, sidebar and server extensions stay off in the course's
# own JupyterLab: a learner sees the lessons, not a grading interface (README).
NBGRADER_OUT_OF_THE_WAY := $(BIN)/python -m course.nbgrader_off

# The class hub's packages and proxy (below, "A class on this machine"): make test
# installs them too, since its run includes the hub's test.
HUB_INSTALLED := $(VENV)/.installed-hub
PROXY := hub/node_modules/.bin/configurable-http-proxy

# Kernel messages go to the page at once (gamelib/views/websocket.py: Nagle's algorithm
# held up to 8 in 25 of a bare board's drawings 40 ms); voila.json says it for make play.
PROMPT_LINK := --ServerApp.kernel_websocket_connection_class=gamelib.views.websocket.PromptKernelConnection

LAB := $(COURSE_DATA) $(BIN)/jupyter lab $(ALLOW_ROOT) $(NOTARY) $(LAB_SETTINGS) \
	$(PROMPT_LINK)

lab: trust
	$(COMPILE)
	$(LAB) --LabApp.default_url=/lab/tree/notebooks/00-start.ipynb

# The learner edition's welcome lesson; the edition is written only if it is missing
# (make learner writes it again without overwriting the learner's changes).
learn: $(INSTALLED) | learner/00-start.ipynb
	$(COMPILE)
	$(LAB) --LabApp.default_url=/lab/tree/learner/00-start.ipynb

learner/00-start.ipynb: | $(INSTALLED)
	$(BIN)/python -m course.learner_edition

play: $(INSTALLED)
	@echo "Play mode: open http://localhost:$(PLAY_PORT)/voila/render/play.ipynb"
	$(COURSE_DATA) $(BIN)/voila notebooks --no-browser --port=$(PLAY_PORT)

trust: $(INSTALLED)
	$(BIN)/jupyter trust $(NOTARY) notebooks/*.ipynb

# Lint and the notebooks run beside the tests: their 20 s fit in the time the test
# processes wait. Everything is installed first, so nothing installs while they run.
# The tests print as they go; lint and the notebooks each print whole, when done.
test: $(HUB_INSTALLED) $(PROXY)
	$(MAKE) --no-print-directory -j3 --output-sync=target lint notebooks unit-as-it-goes

unit-as-it-goes:
	+@$(MAKE) --no-print-directory --output-sync=none unit

# Everything but the real-browser tests: the quick run while working on the package.
check: lint notebooks unit-quick

# make test with two CPU-bound processes beside it for the whole run (stopped at the
# end however it ends), as on a busy CI machine: the suite must pass there too.
test-busy: $(INSTALLED)
	.ci/busy $(MAKE) test

# Debian's python3 needs the python3-venv package for `venv` with pip; without it,
# make a bare venv and let the system pip install pip into it.
$(BIN)/python:
	$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV) && \
	  $(PYTHON) -m venv --without-pip $(VENV) && \
	  $(PYTHON) -m pip --python $(BIN)/python install pip; }

# jsonschema (under nbformat, jupyter_events and so every Jupyter server) imports
# rfc3987-syntax when it is installed, which builds a Lark parser for IRIs at import:
# 0.9 s of every JupyterLab's, Voila's and nbgrader command's start (importing
# jupyter_server.serverapp: 1.25 s with it, 0.32 s without). No Jupyter schema has an
# IRI to check, and without it jsonschema leaves that one format unchecked.
NO_SLOW_IRI_PARSER := $(BIN)/python -m pip uninstall --yes --quiet rfc3987-syntax

# An editable install leaves gamelib uncompiled (pip compiles only what it copies):
# each lesson's first kernel would compile the modules it imports, and every kernel
# when PYTHONDONTWRITEBYTECODE is set. COMPILE writes the bytecode (quick when done).
COMPILE := $(BIN)/python -m compileall -q gamelib

$(INSTALLED): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	$(NO_SLOW_IRI_PARSER)
	$(NBGRADER_OUT_OF_THE_WAY)
	$(COMPILE)
	touch $@

lint: $(INSTALLED)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports

notebooks: $(INSTALLED)
	GAMELIB_FAST=1 $(BIN)/python -m course.run_notebooks notebooks

# Unit tests, browser tests (tests/browser) and the class hub (tests/hub) in one
# run, so one summary closes it: three processes (pytest-xdist) that take whole test
# files, the browser files and the hub first, so that they run beside the unit tests
# (tests/conftest.py). Three on two cores: a third fills the time the others wait
# (pages, kernels, timers), 602 s to 510 s of a run here. TEST_PROCESSES=1 runs
# everything in one process.
TEST_PROCESSES ?= 3
PARALLEL := $(if $(filter-out 1,$(TEST_PROCESSES)),-n $(TEST_PROCESSES))

unit: $(HUB_INSTALLED) $(PROXY)
	GAMELIB_FAST=1 $(BIN)/pytest tests $(PARALLEL)

unit-quick: $(INSTALLED)
	GAMELIB_FAST=1 $(BIN)/pytest tests --ignore=tests/browser --ignore=tests/hub \
	  $(PARALLEL)

browser: $(INSTALLED)
	GAMELIB_FAST=1 $(BIN)/pytest tests/browser $(PARALLEL)

# The speed figures of every game, in a few minutes. The Quixo matches of the
# strongest level (about half an hour on 2 cores) only with make bench-matches.
BENCH_SCRIPTS := $(filter-out %/bench_browser.py %/bench_hub.py %/bench_page_weight.py,$(wildcard tests/benchmarks/bench_*.py))

bench: $(INSTALLED)
	for script in $(BENCH_SCRIPTS); do $(BIN)/python $$script || exit 1; done

bench-matches: $(INSTALLED)
	$(BIN)/python tests/benchmarks/bench_quixo.py --matches

# Click-to-redraw times of every lesson's board against a bare ipycanvas board, and
# each lesson's Run All time, in JupyterLab and Chromium (a few minutes).
bench-browser: $(INSTALLED)
	$(COMPILE)
	$(BIN)/python -m tests.benchmarks.bench_browser

# The same clicks on a lesson's board with the rest of the lesson hidden: how much of
# a click is the board and how much the long page around it (BENCH_ARGS: notebooks).
bench-page-weight: $(INSTALLED)
	$(COMPILE)
	$(BIN)/python -m tests.benchmarks.bench_page_weight $(BENCH_ARGS)

# The learner edition, in learner/ (generated, not committed): every solution cell of
# a reworked lesson becomes a stub with a hint. Run it again after editing a lesson:
# it writes new lessons and keeps every notebook the learner changed, saying so;
# FORCE=1 rewrites those too, after keeping a dated copy of each.
learner: $(INSTALLED)
	$(BIN)/python -m course.learner_edition $(if $(FORCE),--force)

# The lessons as an nbgrader course, in nbgrader/ (generated, not committed): each
# lesson an assignment, each check of a piece a graded cell (README: Grading).
assignments: $(INSTALLED)
	$(BIN)/python -m course.assignments

# Re-run the lessons and save them with their outputs (after editing a notebook).
execute-notebooks: $(INSTALLED)
	$(BIN)/python -m course.execute_notebooks

# A class on this machine (README, "Teaching a class"): JupyterHub with a home and a
# JupyterLab per learner, nbgitpuller, nbgrader's exchange and the idle culler. The
# hub's Python packages are pyproject's hub extra; its proxy, configurable-http-proxy
# (version pinned in hub/package.json), is installed from npm into hub/node_modules.

$(HUB_INSTALLED): $(INSTALLED)
	$(BIN)/python -m pip install --quiet -e '.[test,hub]'
	$(NO_SLOW_IRI_PARSER)
	touch $@

$(PROXY): hub/package.json
	npm install --prefix hub --no-package-lock --no-audit --no-fund --loglevel=error
	touch $@

hub: $(HUB_INSTALLED) $(PROXY)
	$(BIN)/python -m hub.run

# A real hub on free loopback ports: two learners sign in, pull the lessons, run one
# and hand in an assignment through nbgrader's exchange (tests/hub/, about a minute;
# make test runs it too, beside the other tests).
test-hub: $(HUB_INSTALLED) $(PROXY)
	GAMELIB_FAST=1 $(BIN)/pytest tests/hub

# 30 simulated learners arriving within 2 minutes, a few of them in Chromium, and
# all 30 at once (tests/benchmarks/bench_hub.py, about ten minutes).
bench-hub: $(HUB_INSTALLED) $(PROXY)
	$(BIN)/python -m tests.benchmarks.bench_hub $(BENCH_HUB_ARGS)

clean:
	rm -rf $(VENV) hub/node_modules hub/state artifacts nbgrader .pytest_cache .ruff_cache .hypothesis

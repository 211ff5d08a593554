# Two commands do everything:
#   make lab   - set up .venv (once) and start JupyterLab on the welcome lesson
#   make test  - set up .venv (once) and run every check: ruff, unit tests, every
#                notebook under nbval, and the real-browser tests
# The set-up step re-runs only when pyproject.toml changes.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
INSTALLED := $(VENV)/.installed
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)

.PHONY: lab test lint notebooks unit bench learner execute-notebooks clean

lab: $(INSTALLED)
	$(BIN)/jupyter lab $(ALLOW_ROOT) --LabApp.default_url=/lab/tree/notebooks/00-start.ipynb

test: lint notebooks unit

# Debian's python3 needs the python3-venv package for `venv` with pip; without it,
# make a bare venv and let the system pip install pip into it.
$(BIN)/python:
	$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV) && \
	  $(PYTHON) -m venv --without-pip $(VENV) && \
	  $(PYTHON) -m pip --python $(BIN)/python install pip; }

$(INSTALLED): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

lint: $(INSTALLED)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

notebooks: $(INSTALLED)
	GAMELIB_FAST=1 $(BIN)/python tests/tools/run_notebooks.py notebooks

# Unit tests and browser tests (tests/browser) in one run, so one summary closes it.
unit: $(INSTALLED)
	GAMELIB_FAST=1 $(BIN)/pytest tests

bench: $(INSTALLED)
	for script in tests/benchmarks/bench_*.py; do $(BIN)/python $$script || exit 1; done

# The learner edition, in learner/ (generated, not committed): every solution cell of
# a reworked lesson becomes a stub with a hint. Run it again after editing a lesson.
learner: $(INSTALLED)
	$(BIN)/python -m tests.tools.learner_edition

# Re-run the lessons and save them with their outputs (after editing a notebook).
execute-notebooks: $(INSTALLED)
	$(BIN)/python tests/tools/execute_notebooks.py

clean:
	rm -rf $(VENV) artifacts .pytest_cache .ruff_cache .hypothesis

# Bivouac: `make run` serves the app, `make test` runs the whole test suite.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test bench screenshots migrate clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	@touch $@

$(VENV)/.dev-installed: pyproject.toml $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	@touch $@

## Serve on http://$${HOST:-127.0.0.1}:$${PORT:-8000} (SQLite in ./data unless DATABASE_URL is set).
run: $(VENV)/.installed
	$(BIN)/python -m app

## Run the whole test suite.
test: $(VENV)/.dev-installed
	$(BIN)/python -m pytest

## Apply the database migrations only.
migrate: $(VENV)/.installed
	$(BIN)/python -m app migrate

clean:
	rm -rf $(VENV) .pytest_cache

# Bivouac: `make run` serves the app, `make test` runs the whole test suite.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test test-deploy lock lint bench screenshots migrate clean browser-deps bench-deps

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	@touch $@

$(VENV)/.dev-installed: pyproject.toml $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	@touch $@

$(VENV)/.bench-installed: pyproject.toml $(VENV)/.dev-installed
	$(BIN)/python -m pip install --quiet -e ".[dev,bench]"
	@touch $@

## Serve on http://$${HOST:-127.0.0.1}:$${PORT:-8000} (SQLite in ./data unless DATABASE_URL is set).
run: $(VENV)/.installed
	$(BIN)/python -m app

## Run the whole test suite (the harness test drives the Node floor and boardgame.io too).
test: $(VENV)/.dev-installed browser-deps bench-deps
	$(BIN)/python -m pytest

## Build the image and the compose stack with a real Docker engine and play them in
## Chromium (installs docker.io and docker-compose where missing; see docs/self-hosting.md).
test-deploy: $(VENV)/.dev-installed
	PYTHON=$(BIN)/python deploy/test-deploy.sh

## Rewrite requirements.lock (every dependency pinned with its hashes; the image installs from it).
lock: $(VENV)/.dev-installed
	$(BIN)/uv pip compile pyproject.toml --generate-hashes --python-version 3.11 \
	  --python-platform x86_64-manylinux_2_28 --no-header --quiet \
	  --custom-compile-command "make lock" -o requirements.lock

## axe-core for the accessibility audit, TypeScript and ESLint for the frontend's checks
## (from the npm registry, when npm is here; pinned in tests/browser/package-lock.json).
browser-deps:
	@if [ -f tests/browser/node_modules/axe-core/axe.min.js ] \
	  && [ -x tests/browser/node_modules/.bin/tsc ] && [ -x tests/browser/node_modules/.bin/eslint ]; then :; \
	elif command -v npm >/dev/null 2>&1; then npm ci --prefix tests/browser --no-audit --no-fund --silent; \
	else echo "npm not found: the accessibility audit will be skipped"; fi

## Check the code: ruff and mypy on app/ (pyproject.toml); the frontend's types
## (tsc --checkJs, nothing emitted) and style (ESLint).
lint: $(VENV)/.dev-installed browser-deps
	$(BIN)/ruff check app bench tests migrations
	$(BIN)/mypy app
	tests/browser/node_modules/.bin/tsc -p tests/browser/tsconfig.json
	tests/browser/node_modules/.bin/eslint --config tests/browser/eslint.config.mjs frontend

## The benchmark's Node floor and boardgame.io (pinned in bench/node/package-lock.json),
## when npm is here; without them the harness test skips those two peers.
bench-deps:
	@if [ -f bench/node/node_modules/.installed ]; then :; \
	elif command -v npm >/dev/null 2>&1; then $(MAKE) --no-print-directory bench/node/node_modules/.installed; \
	else echo "npm not found: the harness test will skip the Node floor and boardgame.io"; fi

bench/node/node_modules/.installed: bench/node/package.json bench/node/package-lock.json
	cd bench/node && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

## Run the benchmarks (Bivouac beside a Node floor and boardgame.io) and rewrite
## docs/performance.md (takes about an hour; BENCH_ARGS="--quick" for a short run).
bench: $(VENV)/.bench-installed bench/node/node_modules/.installed
	$(BIN)/python -m bench $(BENCH_ARGS)

## Screenshots of each game's room page into docs/screenshots/.
screenshots: $(VENV)/.dev-installed
	$(BIN)/python -m tests.browser.screenshots

## Apply the database migrations only.
migrate: $(VENV)/.installed
	$(BIN)/python -m app migrate

clean:
	rm -rf $(VENV) .pytest_cache

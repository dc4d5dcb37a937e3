#!/usr/bin/env bash
# `make test-deploy`: the image and the compose stack, built, started and played in a
# real browser (tests/deploy/test_stack.py). Installs Debian's docker.io and
# docker-compose where missing, starts dockerd if none runs, and builds stand-in
# base images (deploy/standin/build.sh) for those no registry gave.
#
# Skipped when Docker cannot be had, except under CI=true, where that fails.
set -euo pipefail
cd "$(dirname "$0")/.."
ci="${CI:-}"

skip_or_fail() {
  if [ "$ci" = "true" ]; then echo "test-deploy: $1" >&2; exit 1; fi
  echo "test-deploy: skipped: $1"
  exit 0
}

need_apt=()
command -v dockerd >/dev/null 2>&1 || need_apt+=(docker.io)
command -v docker-compose >/dev/null 2>&1 || docker compose version >/dev/null 2>&1 || need_apt+=(docker-compose)
command -v debootstrap >/dev/null 2>&1 || need_apt+=(debootstrap)
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    skip_or_fail "no Docker engine here (and no apt-get as root to install ${need_apt[*]})"
  fi
  echo "test-deploy: installing ${need_apt[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    "${need_apt[@]}" >/dev/null
fi

if ! docker info >/dev/null 2>&1; then
  [ "$(id -u)" = 0 ] || skip_or_fail "no Docker engine answers, and only root may start one"
  echo "test-deploy: starting dockerd (log in /var/log/bivouac-dockerd.log)"
  nohup dockerd >/var/log/bivouac-dockerd.log 2>&1 &
  for _ in $(seq 60); do docker info >/dev/null 2>&1 && break; sleep 1; done
  docker info >/dev/null 2>&1 || { tail -n 20 /var/log/bivouac-dockerd.log; skip_or_fail "dockerd did not start"; }
fi

# Base images: the real ones where a registry gives them, stand-ins otherwise.
for image in python:3.11-slim postgres:16-alpine redis:7-alpine nginx:1.30-alpine caddy:2; do
  docker image inspect "$image" >/dev/null 2>&1 && continue
  timeout 60 docker pull -q "$image" >/dev/null 2>&1 || echo "test-deploy: $image: no registry, a stand-in is built"
done
deploy/standin/build.sh

export BIVOUAC_REQUIRE_DOCKER=1
PYTHON="${PYTHON:-.venv/bin/python}"
exec env PYTHONPATH="$PWD" "$PYTHON" -m pytest -q -p no:cacheprovider tests/deploy "$@"

# Bivouac: a slim image that runs as an unprivileged user.
# Built once by `docker compose build` (the `app` service, scaled with --scale app=N).

# ---- the wheel: app, migrations and frontend in one package ------------------------
FROM python:3.11-slim AS wheel
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /src
COPY pyproject.toml setup.py MANIFEST.in README.md ./
COPY app ./app
COPY migrations ./migrations
COPY frontend ./frontend
RUN pip wheel --no-deps --wheel-dir /wheels .

# ---- the image ---------------------------------------------------------------------
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

# The exact dependencies, checked against their hashes (refresh: `make lock`).
COPY requirements.lock /tmp/requirements.lock
RUN pip install --require-hashes --no-deps -r /tmp/requirements.lock \
    && rm /tmp/requirements.lock

# The frontend is app/_frontend in the wheel, and app.paths finds it there.
COPY --from=wheel /wheels /tmp/wheels
COPY deploy/docker-entrypoint.py /usr/local/bin/bivouac-entrypoint
RUN pip install --no-deps /tmp/wheels/*.whl \
    && rm -rf /tmp/wheels \
    && chmod 0755 /usr/local/bin/bivouac-entrypoint \
    && useradd --create-home --uid 10001 bivouac \
    && mkdir -p /srv/bivouac/data \
    && chown bivouac /srv/bivouac/data

WORKDIR /srv/bivouac
USER bivouac
# X-Forwarded-For is trusted from TRUSTED_PROXIES only (docker-compose.yml sets nginx's).
ENV HOST=0.0.0.0 \
    PORT=8000 \
    DATA_DIR=/srv/bivouac/data
EXPOSE 8000
HEALTHCHECK --interval=5s --timeout=3s --start-period=30s --retries=5 \
  CMD python -c "import os, urllib.request; urllib.request.urlopen(f'http://127.0.0.1:{os.environ.get(\"PORT\", \"8000\")}/api/health', timeout=2)"
# Migrations are applied when the server starts.
ENTRYPOINT ["python", "/usr/local/bin/bivouac-entrypoint"]
CMD ["python", "-m", "app"]

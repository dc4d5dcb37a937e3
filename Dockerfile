# Bivouac: a slim image that runs as an unprivileged user.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /srv/bivouac
COPY pyproject.toml README.md ./
COPY app ./app
COPY migrations ./migrations
COPY frontend ./frontend
RUN pip install -e . \
    && useradd --create-home --uid 10001 bivouac \
    && mkdir -p /srv/bivouac/data \
    && chown bivouac /srv/bivouac/data

USER bivouac
ENV HOST=0.0.0.0 \
    PORT=8000 \
    BEHIND_PROXY=true
EXPOSE 8000
VOLUME ["/srv/bivouac/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD python -c "import os, urllib.request; urllib.request.urlopen(f'http://127.0.0.1:{os.environ.get(\"PORT\", \"8000\")}/api/health', timeout=2)"
# Migrations are applied when the server starts.
CMD ["python", "-m", "app"]

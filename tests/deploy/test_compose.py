"""The container setup holds together (read without a Docker engine; tests/deploy/test_stack.py runs it)."""

from __future__ import annotations

import re
import secrets
import shutil
import subprocess
from pathlib import Path

import yaml
from deploy_entrypoint import database_url

from app.edge.websocket import PING_EVERY

ROOT = Path(__file__).resolve().parents[2]


def _compose() -> dict:
    return yaml.safe_load((ROOT / "docker-compose.yml").read_text())


def test_the_default_stack_is_nginx_in_front_of_the_app_on_postgresql():
    services = _compose()["services"]
    default = {name for name, svc in services.items() if not svc.get("profiles")}
    assert default == {"db", "app", "lb"}
    app = services["app"]
    assert app["depends_on"]["db"]["condition"] == "service_healthy"
    assert services["lb"]["depends_on"]["app"]["condition"] == "service_healthy"
    assert "ports" not in app, "the app is reached through nginx only"
    assert app["env_file"] == ".env"
    assert app["environment"]["PORT"] == "8000", "PORT in .env is the published port only"
    assert app["environment"]["POSTGRES_HOST"] == "db"
    assert services["lb"]["ports"] == ["${PORT:-8000}:80"]
    test = services["db"]["healthcheck"]["test"]
    assert "-h" in test and "127.0.0.1" in test, "the database is ready when TCP answers"
    assert "pgdata:/var/lib/postgresql/data" in services["db"]["volumes"]


def test_one_image_serves_every_instance():
    services = _compose()["services"]
    built = [name for name, svc in services.items() if "build" in svc]
    assert built == ["app"]
    assert "worker" not in services


def test_only_nginx_and_caddy_are_trusted_with_the_client_address():
    services = _compose()["services"]
    env = services["app"]["environment"]
    trusted = set(env["TRUSTED_PROXIES"].split(","))
    assert env["FORWARDED_ALLOW_IPS"] == env["TRUSTED_PROXIES"]
    assert env["BEHIND_PROXY"] == "false"
    lb = services["lb"]["networks"]["default"]["ipv4_address"]
    caddy = services["caddy"]["networks"]["default"]["ipv4_address"]
    assert trusted == {lb, caddy}
    assert "*" not in env["TRUSTED_PROXIES"]


def _nginx_upstreams(nginx: str) -> dict[str, str]:
    """deploy/nginx.conf's upstream blocks: name -> body."""
    return dict(re.findall(r"^upstream (\w+) \{(.*?)^\}", nginx, re.MULTILINE | re.DOTALL))


def _nginx_upstream(nginx: str) -> tuple[str, str]:
    """(name, body) of the upstream of every request (the one `location /` uses)."""
    name = re.search(r"location / \{\s*proxy_pass http://(\w+);", nginx)
    assert name, "location / passes to an upstream"
    return name.group(1), _nginx_upstreams(nginx)[name.group(1)]


def test_nginx_keeps_the_port_follows_scaling_and_reuses_connections():
    nginx = (ROOT / "deploy" / "nginx.conf").read_text()
    assert "proxy_set_header Host $http_host;" in nginx
    # Re-resolved through Docker's DNS about every 2 s (`resolve` needs the shared zone).
    valid = re.search(r"^resolver 127\.0\.0\.11 valid=(\d+)s", nginx, re.MULTILINE)
    assert valid and int(valid.group(1)) <= 2
    name, upstream = _nginx_upstream(nginx)
    assert re.search(r"^\s*zone \w+ \d+k;", upstream, re.MULTILINE)
    # max_fails=0: nginx never sets every instance aside at once while they come and go.
    assert re.search(r"^\s*server app:8000 resolve max_fails=0;", upstream, re.MULTILINE)
    keepalive = re.search(r"^\s*keepalive (\d+);", upstream, re.MULTILINE)
    assert keepalive and int(keepalive.group(1)) >= 4
    # nginx lets an idle connection go before uvicorn does (its keep-alive timeout: 5 s),
    # or a request could be sent on a connection the app is closing.
    idle = re.search(r"^\s*keepalive_timeout (\d+)s;", upstream, re.MULTILINE)
    assert idle and int(idle.group(1)) < 5
    # The request and its second dispatch use the upstream (a room's websockets, below,
    # their own, and the same second dispatch).
    passes = re.findall(r"proxy_pass (\S+);", nginx)
    assert passes.count(f"http://{name}") == 2 and len(passes) == 3
    assert "proxy_http_version 1.1;" in nginx
    # A gone instance's address is given up on quickly, and the next one tried.
    connect = re.search(r"^\s*proxy_connect_timeout (\d+)ms;", nginx, re.MULTILINE)
    assert connect and int(connect.group(1)) <= 1000
    assert re.search(r"^\s*proxy_next_upstream error timeout\b", nginx, re.MULTILINE)
    # An instance that answers nothing (paused, hung) still accepts connections: nginx gives
    # up on it and tries the next one past a read timeout that an open websocket never
    # meets (its instance pings it every PING_EVERY s), that the page waits out before it
    # gives a handshake up itself (OPEN_LIMIT_MS), and within which the next try may begin.
    script = (ROOT / "frontend" / "js" / "socket.js").read_text()
    page_waits = int(re.search(r"const OPEN_LIMIT_MS = ([\d_]+);", script).group(1)) / 1000
    read = re.search(r"^\s*proxy_read_timeout (\d+)s;", nginx, re.MULTILINE)
    retry = re.search(r"^\s*proxy_next_upstream_timeout (\d+)s;", nginx, re.MULTILINE)
    assert read and retry and len(re.findall(r"proxy_read_timeout", nginx)) == 1
    assert PING_EVERY + 5 <= int(read.group(1)) < min(page_waits, int(retry.group(1)))
    assert "non_idempotent" not in nginx
    # nginx's own 502/504 go once more to @again, which refuses to send a POST twice.
    assert re.search(r"^\s*error_page 502 504 = @again;", nginx, re.MULTILINE)
    again = re.search(r"^\s*location @again \{(.*?)^\s*\}\n\}", nginx,
                      re.MULTILINE | re.DOTALL)
    assert again and "error_page" not in again.group(1)
    guard = re.search(r"if \(\$(\w+)\) \{\s*return 502;", again.group(1))
    assert guard, "@again refuses what must not be sent twice"
    rows = re.search(r'map "\$request_method:\$upstream_bytes_sent" \$' + guard.group(1)
                     + r" \{(.*?)\}", nginx, re.DOTALL)
    assert rows and re.search(r'"~\^\(POST\|PATCH\|LOCK\):\.\*\[1-9\]" 1;', rows.group(1))
    assert re.search(r"default\s+0;", rows.group(1))
    # Connection: "" for normal requests (reusable), "upgrade" for websockets.
    mapping = re.search(r"map \$http_upgrade \$(\w+) \{(.*?)\}", nginx, re.DOTALL)
    assert mapping, "a Connection map for websockets"
    rows = dict(line.strip().rstrip(";").split(None, 1)
                for line in mapping.group(2).splitlines() if line.strip()
                and not line.strip().startswith("#"))
    assert rows == {"default": "upgrade", '""': '""'}
    assert f"proxy_set_header Connection ${mapping.group(1)};" in nginx
    mount = _compose()["services"]["lb"]["volumes"][0].split(":")[0]
    assert (ROOT / mount).resolve() == (ROOT / "deploy" / "nginx.conf").resolve()


def test_nginx_sends_a_rooms_websockets_to_one_instance_by_its_id():
    """Room affinity: the room id of `/ws/rooms/<id>` is hashed on a consistent ring, over
    the same re-resolved instances, and a failed instance is passed over as elsewhere."""
    nginx = (ROOT / "deploy" / "nginx.conf").read_text()
    location = re.search(r"^\s*location /ws/rooms/ \{(.*?)\}", nginx, re.MULTILINE | re.DOTALL)
    assert location, "a location for the rooms' websockets"
    name = re.search(r"proxy_pass http://(\w+);", location.group(1))
    assert name
    assert re.search(r"^\s*error_page 502 504 = @again;", location.group(1), re.MULTILINE)
    upstream = _nginx_upstreams(nginx)[name.group(1)]
    key = re.search(r"^\s*hash \$(\w+)\$(\w+) consistent;", upstream, re.MULTILINE)
    assert key, "hashed consistently, on the room and the detour"
    assert re.search(r"^\s*zone \w+ \d+k;", upstream, re.MULTILINE)
    assert re.search(r"^\s*server app:8000 resolve max_fails=0;", upstream, re.MULTILINE)
    rows = re.search(r"map \$uri \$" + key.group(1) + r" \{(.*?)\}", nginx, re.DOTALL)
    assert rows, "the key is read from the path"
    pattern = re.search(r'"(~\^[^"]+)"\s+\$(\w+);', rows.group(1))
    assert pattern
    # nginx's regex, with its named group, applied as nginx would.
    regex = re.compile(pattern.group(1)[1:].replace("(?<", "(?P<"))
    found = regex.match("/ws/rooms/AbC123xyz")
    assert found and found.group(pattern.group(2)) == "AbC123xyz"
    assert regex.match("/api/rooms/AbC123xyz") is None
    # The detour a page adds after a silence (frontend/js/socket.js): nothing without one,
    # so a room's plain key is its id alone; a random token moves it elsewhere on the ring.
    rows = re.search(r"map \$arg_detour \$" + key.group(2) + r" \{(.*?)^\}", nginx,
                     re.DOTALL | re.MULTILINE)
    assert rows, "the detour is read from the query"
    pattern = re.search(r'"(~\^[^"]+)"\s+":\$arg_detour";', rows.group(1))
    assert pattern and re.search(r"default\s+\"\";", rows.group(1))
    token = re.compile(pattern.group(1)[1:])
    assert token.match(secrets.token_hex(9))  # what the page's randomId() gives
    assert not token.match("") and not token.match("x") and not token.match("f" * 33)
    script = (ROOT / "frontend" / "js" / "socket.js").read_text()
    assert "?detour=${randomId()}" in script


def test_the_nginx_image_has_resolve_for_upstream_servers():
    """`server ... resolve` is in open-source nginx from 1.27.3 on: the compose file's
    tag names a branch whose every release has it (1.27 alone also had 1.27.0-1.27.2)."""
    image = _compose()["services"]["lb"]["image"]
    version = re.fullmatch(r"nginx:(\d+)\.(\d+)(?:\.(\d+))?-alpine", image)
    assert version, image
    major, minor, patch = (int(part) if part else None for part in version.groups())
    assert (major, minor, patch or 0) >= (1, 27, 3) and (patch is not None or minor >= 28)


def test_every_base_image_has_a_stand_in_under_the_same_name():
    """deploy/standin/build.sh and deploy/test-deploy.sh know every image compose and
    the Dockerfile use, tag for tag (a renamed tag would otherwise go unbuilt)."""
    images = {svc["image"] for name, svc in _compose()["services"].items() if name != "app"}
    images |= set(re.findall(r"^FROM (\S+)", (ROOT / "Dockerfile").read_text(), re.MULTILINE))
    build = (ROOT / "deploy" / "standin" / "build.sh").read_text()
    assert set(re.findall(r'^TAG\[\w+\]="([^"]+)"', build, re.MULTILINE)) == images
    script = (ROOT / "deploy" / "test-deploy.sh").read_text()
    pulled = re.search(r"^for image in (.*); do", script, re.MULTILINE)
    assert pulled and set(pulled.group(1).split()) == images


def _recipe(standin: Path, name: str, cache: Path) -> str:
    done = subprocess.run(["bash", str(standin / "build.sh"), "--recipe", name],
                          capture_output=True, text=True, check=True, timeout=60,
                          env={"PATH": "/usr/bin:/bin", "STANDIN_CACHE": str(cache)})
    return done.stdout.strip()


def test_a_stand_in_is_rebuilt_when_its_recipe_changes_and_only_then(tmp_path: Path):
    """The hash each stand-in is labelled with (org.bivouac.standin.recipe) follows its
    settings in build.sh, its folder and the build steps; another image's do not count."""
    standin = tmp_path / "standin"
    shutil.copytree(ROOT / "deploy" / "standin", standin)
    cache = tmp_path / "cache"
    first = {name: _recipe(standin, name, cache) for name in ("nginx", "caddy")}
    assert re.fullmatch(r"[0-9a-f]{16}", first["nginx"]) and first["nginx"] != first["caddy"]
    assert _recipe(standin, "nginx", cache) == first["nginx"], "the same recipe, the same hash"
    setup = standin / "nginx" / "setup"
    setup.write_text(setup.read_text() + "true\n")
    assert _recipe(standin, "nginx", cache) != first["nginx"], "its folder changed"
    assert _recipe(standin, "caddy", cache) == first["caddy"], "another image's did not"
    build = standin / "build.sh"
    build.write_text(build.read_text().replace('PKGS[caddy]="caddy,', 'PKGS[caddy]="caddy,curl,'))
    assert _recipe(standin, "caddy", cache) != first["caddy"], "its packages changed"
    before = _recipe(standin, "nginx", cache)
    build.write_text(build.read_text().replace("docker import", "docker import --message x"))
    assert _recipe(standin, "nginx", cache) != before, "the build steps changed"


def test_the_image_runs_as_a_non_root_user_without_an_anonymous_volume():
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert re.search(r"^USER (?!root)\w+", dockerfile, re.MULTILINE)
    assert not re.search(r"^VOLUME", dockerfile, re.MULTILINE)
    assert "--require-hashes" in dockerfile and "requirements.lock" in dockerfile
    ignored = (ROOT / ".dockerignore").read_text().split()
    assert not {"app", "migrations", "frontend", "deploy"} & set(ignored)
    assert ".env" in ignored


def test_a_password_with_url_characters_is_percent_encoded():
    url = database_url({"POSTGRES_HOST": "db", "POSTGRES_USER": "bivouac",
                        "POSTGRES_PASSWORD": "p@ss/w:rd%?#", "POSTGRES_DB": "bivouac"})
    assert url == "postgresql://bivouac:p%40ss%2Fw%3Ard%25%3F%23@db:5432/bivouac"
    from sqlalchemy.engine import make_url

    assert make_url(url).password == "p@ss/w:rd%?#"


def test_an_explicit_database_url_wins_and_no_parts_means_the_default():
    assert database_url({"DATABASE_URL": "sqlite:///x.db", "POSTGRES_HOST": "db"}) == "sqlite:///x.db"
    assert database_url({}) == ""

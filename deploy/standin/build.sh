#!/usr/bin/env bash
# Stand-in base images, for a machine that reaches Debian's packages but no image
# registry: a debootstrapped Debian per image, with Debian's own packages and a
# small entrypoint from this folder, tagged with the names docker-compose.yml and
# the Dockerfile use. A real image (no org.bivouac.standin label) is left alone; a
# stand-in is rebuilt when its recipe changed (label org.bivouac.standin.recipe: a
# hash of the image's settings below, of its folder here and of the build steps).
#
#   deploy/standin/build.sh            # every missing or outdated image
#   deploy/standin/build.sh nginx      # one of them (python, postgres, redis, nginx, caddy)
#   deploy/standin/build.sh --recipe nginx   # the recipe hash it would be labelled with
#
# The stand-ins carry Debian's versions under the real images' names: from bookworm
# PostgreSQL 15, Redis 7.0, Caddy 2.6 and Python 3.11; nginx is unstable's (1.30 at
# the time of writing) on a trixie base, for `server ... resolve` in an upstream
# (nginx 1.27.3 and later; bookworm has 1.22, trixie 1.26). Each has the label
# org.bivouac.standin=<base suite>.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cache="${STANDIN_CACHE:-/var/cache/bivouac-standin}"
mkdir -p "$cache/debs"

# The first Debian mirror in the machine's apt sources (deb822 or one-line form).
mirror() {
  local uri
  uri="$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null \
         | awk '/^URIs:/ {print $2}' | grep -v security | head -n1 || true)"
  if [ -z "$uri" ]; then
    uri="$(grep -hE '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null \
           | grep -v security | awk '{for (i = 2; i <= NF; i++) if ($i ~ /^https?:/) {print $i; exit}}' || true)"
  fi
  echo "${uri:-http://deb.debian.org/debian}"
}

# name  tag  base suite (bookworm unless said)  packages  image settings (docker import
# --change lines, one per |). A package written name/unstable comes from Debian
# unstable (added to that image's sources with a low priority: only what is asked
# for, and the dependencies it needs, come from there).
declare -A TAG SUITE PKGS CHANGES
TAG[python]="python:3.11-slim"
PKGS[python]="python3.11,python3.11-venv,ca-certificates"
CHANGES[python]='ENV PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 PIP_CERT=/etc/ssl/certs/ca-certificates.crt|CMD ["python3"]'
TAG[postgres]="postgres:16-alpine"
PKGS[postgres]="postgresql,ca-certificates"
CHANGES[postgres]='ENV PATH=/usr/lib/postgresql/15/bin:/usr/sbin:/usr/bin:/sbin:/bin PGDATA=/var/lib/postgresql/data LANG=C.UTF-8|ENTRYPOINT ["/usr/local/bin/docker-entrypoint"]|CMD ["postgres"]|EXPOSE 5432'
TAG[redis]="redis:7-alpine"
PKGS[redis]="redis-server,redis-tools"
CHANGES[redis]='ENTRYPOINT ["/usr/local/bin/docker-entrypoint"]|CMD ["redis-server"]|EXPOSE 6379'
TAG[nginx]="nginx:1.30-alpine"
SUITE[nginx]="trixie"
PKGS[nginx]="nginx/unstable"
CHANGES[nginx]='ENTRYPOINT ["/usr/local/bin/docker-entrypoint"]|CMD ["nginx", "-g", "daemon off;"]|EXPOSE 80'
TAG[caddy]="caddy:2"
PKGS[caddy]="caddy,ca-certificates"
CHANGES[caddy]='ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data|ENTRYPOINT ["/usr/local/bin/docker-entrypoint"]|CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]|EXPOSE 80 443'

# A minimal Debian `suite`, made once and kept as a tarball in the cache.
base() {
  local suite="$1" tarball="$cache/$1-minbase.tar" tmp
  if [ ! -s "$tarball" ]; then
    tmp="$(mktemp -d "$cache/minbase.XXXXXX")"
    debootstrap --variant=minbase --cache-dir="$cache/debs" "$suite" "$tmp" "$(mirror)" \
      >"$cache/debootstrap-$suite.log" 2>&1 \
      || { tail -n 30 "$cache/debootstrap-$suite.log"; rm -rf "$tmp"; exit 1; }
    tar -C "$tmp" -cf "$tarball.part" . && mv "$tarball.part" "$tarball"
    rm -rf "$tmp"
  fi
  echo "$tarball"
}

# What an image is made from: its settings, its folder's files and the build steps.
recipe() {
  local name="$1"
  {
    printf '%s\n' "${TAG[$name]}" "${SUITE[$name]:-bookworm}" "${PKGS[$name]}" "${CHANGES[$name]}"
    declare -f base build
    if [ -d "$here/$name" ]; then
      (cd "$here/$name" && find . -type f | LC_ALL=C sort | while read -r file; do
         printf '%s %s\n' "$file" "$([ -x "$file" ] && echo x)"; cat "$file"; done)
    fi
  } | sha256sum | cut -c1-16
}

build() {
  local name="$1" tag="${TAG[$1]}" suite="${SUITE[$1]:-bookworm}" want old standin made
  want="$(recipe "$name")"
  old="$(docker image inspect -f '{{.Id}}' "$tag" 2>/dev/null || true)"
  if [ -n "$old" ]; then
    standin="$(docker image inspect -f '{{index .Config.Labels "org.bivouac.standin"}}' "$tag")"
    made="$(docker image inspect -f '{{index .Config.Labels "org.bivouac.standin.recipe"}}' "$tag")"
    case "$standin" in
      ""|"<no value>") echo "stand-in $name: $tag is present (the real image)"; return ;;
    esac
    if [ "$made" = "$want" ]; then
      echo "stand-in $name: $tag is present"
      return
    fi
    echo "stand-in $name: $tag is a stand-in from an older recipe: rebuilt"
  fi
  echo "stand-in $name: building $tag from Debian $suite ($(mirror))"
  root="$(mktemp -d "$cache/root-$name.XXXXXX")"
  tar -C "$root" -xf "$(base "$suite")"
  mount -t proc proc "$root/proc"
  mount --bind /dev "$root/dev"
  printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
  chmod +x "$root/usr/sbin/policy-rc.d"
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  if [[ "${PKGS[$name]}" == */unstable* ]]; then
    # unstable's Release file is valid for a week only: a mirror that is a snapshot
    # (or a clock ahead of it) would be refused without check-valid-until=no.
    echo "deb [check-valid-until=no] $(mirror) unstable main" \
      >"$root/etc/apt/sources.list.d/unstable.list"
    printf 'Package: *\nPin: release a=unstable\nPin-Priority: 100\n' \
      >"$root/etc/apt/preferences.d/unstable"
  fi
  chroot "$root" sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends ${PKGS[$name]//,/ }" \
    >"$cache/apt-$name.log" 2>&1 || { tail -n 30 "$cache/apt-$name.log"; exit 1; }
  rm -f "$root/usr/sbin/policy-rc.d"
  # The machine's own extra CAs (a TLS-inspecting proxy's, say), so that pip inside
  # an image build reaches the package index as the machine does.
  if [ -x "$root/usr/sbin/update-ca-certificates" ] \
     && ls /usr/local/share/ca-certificates/*.crt >/dev/null 2>&1; then
    cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
    chroot "$root" update-ca-certificates >/dev/null 2>&1
  fi
  if [ -x "$here/$name/setup" ]; then
    cp "$here/$name/setup" "$root/tmp/setup"
    chroot "$root" /tmp/setup
    rm -f "$root/tmp/setup"
  fi
  if [ -f "$here/$name/entrypoint" ]; then
    install -m 0755 "$here/$name/entrypoint" "$root/usr/local/bin/docker-entrypoint"
  fi
  umount -R "$root/proc" "$root/dev"
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/* "$root"/etc/resolv.conf
  rm -f "$root/etc/apt/sources.list.d/unstable.list" "$root/etc/apt/preferences.d/unstable"
  local args=(--change "LABEL org.bivouac.standin=$suite org.bivouac.standin.recipe=$want")
  IFS='|' read -ra lines <<<"${CHANGES[$name]}"
  for line in "${lines[@]}"; do args+=(--change "$line"); done
  tar -C "$root" -c . | docker import "${args[@]}" - "$tag" >/dev/null
  # The older stand-in, untagged now, goes (unless a container still uses it).
  if [ -n "$old" ] && [ "$old" != "$(docker image inspect -f '{{.Id}}' "$tag")" ]; then
    docker image rm "$old" >/dev/null 2>&1 || true
  fi
  cleanup
  echo "stand-in $name: $tag built"
}

# The tree being built, unmounted and removed however the script ends (never
# across a mount: /dev is bound into it while packages install).
root=""
cleanup() {
  [ -n "$root" ] || return 0
  umount -R "$root/proc" 2>/dev/null || true
  umount -R "$root/dev" 2>/dev/null || true
  rm -rf --one-file-system "$root"
  root=""
}
trap cleanup EXIT

if [ "${1:-}" = "--recipe" ]; then
  recipe "${2:?which image}"
  exit 0
fi
names=("$@")
[ ${#names[@]} -gt 0 ] || names=(python postgres redis nginx caddy)
for name in "${names[@]}"; do build "$name"; done

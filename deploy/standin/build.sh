#!/usr/bin/env bash
# Stand-in base images, for a machine that reaches Debian's packages but no image
# registry: a debootstrapped bookworm per image, with Debian's own packages and a
# small entrypoint from this folder, tagged with the names docker-compose.yml and
# the Dockerfile use. An image already present (real or stand-in) is left alone.
#
#   deploy/standin/build.sh            # every missing image
#   deploy/standin/build.sh nginx      # one of them (python, postgres, redis, nginx, caddy)
#
# The stand-ins carry Debian bookworm's versions (PostgreSQL 15, Redis 7.0,
# nginx 1.22, Caddy 2.6, Python 3.11) under the real images' names; each has the
# label org.bivouac.standin=bookworm.
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

# name  tag  packages  image settings (docker import --change lines, one per |)
declare -A TAG PKGS CHANGES
TAG[python]="python:3.11-slim"
PKGS[python]="python3.11,python3.11-venv,ca-certificates"
CHANGES[python]='ENV PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 PIP_CERT=/etc/ssl/certs/ca-certificates.crt|CMD ["python3"]'
TAG[postgres]="postgres:16-alpine"
PKGS[postgres]="postgresql,ca-certificates"
CHANGES[postgres]='ENV PATH=/usr/lib/postgresql/15/bin:/usr/sbin:/usr/bin:/sbin:/bin PGDATA=/var/lib/postgresql/data LANG=C.UTF-8|ENTRYPOINT ["/usr/local/bin/docker-entrypoint"]|CMD ["postgres"]|EXPOSE 5432'
TAG[redis]="redis:7-alpine"
PKGS[redis]="redis-server,redis-tools"
CHANGES[redis]='ENTRYPOINT ["/usr/local/bin/docker-entrypoint"]|CMD ["redis-server"]|EXPOSE 6379'
TAG[nginx]="nginx:1.27-alpine"
PKGS[nginx]="nginx-light"
CHANGES[nginx]='ENTRYPOINT ["/usr/local/bin/docker-entrypoint"]|CMD ["nginx", "-g", "daemon off;"]|EXPOSE 80'
TAG[caddy]="caddy:2"
PKGS[caddy]="caddy,ca-certificates"
CHANGES[caddy]='ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data|ENTRYPOINT ["/usr/local/bin/docker-entrypoint"]|CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]|EXPOSE 80 443'

# A minimal bookworm, made once and kept as a tarball in the cache.
base() {
  local tarball="$cache/bookworm-minbase.tar" tmp
  if [ ! -s "$tarball" ]; then
    tmp="$(mktemp -d "$cache/minbase.XXXXXX")"
    debootstrap --variant=minbase --cache-dir="$cache/debs" bookworm "$tmp" "$(mirror)" \
      >"$cache/debootstrap.log" 2>&1 || { tail -n 30 "$cache/debootstrap.log"; rm -rf "$tmp"; exit 1; }
    tar -C "$tmp" -cf "$tarball.part" . && mv "$tarball.part" "$tarball"
    rm -rf "$tmp"
  fi
  echo "$tarball"
}

build() {
  local name="$1" tag="${TAG[$1]}" root
  if docker image inspect "$tag" >/dev/null 2>&1; then
    echo "stand-in $name: $tag is present"
    return
  fi
  echo "stand-in $name: building $tag from Debian bookworm ($(mirror))"
  root="$(mktemp -d "$cache/root-$name.XXXXXX")"
  trap 'umount -R "$root/proc" "$root/dev" 2>/dev/null || true; rm -rf "$root"' RETURN
  tar -C "$root" -xf "$(base)"
  mount -t proc proc "$root/proc"
  mount --bind /dev "$root/dev"
  printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
  chmod +x "$root/usr/sbin/policy-rc.d"
  cp /etc/resolv.conf "$root/etc/resolv.conf"
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
  local args=(--change "LABEL org.bivouac.standin=bookworm")
  IFS='|' read -ra lines <<<"${CHANGES[$name]}"
  for line in "${lines[@]}"; do args+=(--change "$line"); done
  tar -C "$root" -c . | docker import "${args[@]}" - "$tag" >/dev/null
  echo "stand-in $name: $tag built"
}

names=("$@")
[ ${#names[@]} -gt 0 ] || names=(python postgres redis nginx caddy)
for name in "${names[@]}"; do build "$name"; done

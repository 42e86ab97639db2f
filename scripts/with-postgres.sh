#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server from the Debian packages.
#
#   scripts/with-postgres.sh COMMAND [ARGS...]
#
# initdb in a fresh temp dir (trust auth, superuser "postgres"), listen on 127.0.0.1 on a free
# port (PG_PORT, default 54329, the next free one when taken), socket dir inside the temp dir.
# COMMAND runs with PG_ADMIN_URL and TEST_DATABASE_URL set to
# postgres://postgres@127.0.0.1:PORT/postgres; its exit code is this script's exit code.
# The server is stopped and the temp dir removed on exit, also on failure or Ctrl-C.
# PostgreSQL refuses to run as root: as root, the server runs as the system user PG_USER
# (default "pgtest", created when missing).
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi

pg_bin=""
for dir in /usr/lib/postgresql/*/bin; do
  [[ -x "$dir/initdb" ]] && pg_bin="$dir" # glob sorts ascending: the newest version wins
done
if [[ -z "$pg_bin" ]]; then
  echo "with-postgres: no PostgreSQL server binaries under /usr/lib/postgresql/*/bin" >&2
  echo "with-postgres: install them with: apt-get install -y postgresql" >&2
  exit 1
fi

pg_user="${PG_USER:-pgtest}"
as_pg() { "$@"; }
if [[ $(id -u) -eq 0 ]]; then
  if ! id -u "$pg_user" >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin "$pg_user"
  fi
  as_pg() { runuser -u "$pg_user" -- "$@"; }
fi

port_in_use() {
  # bash's /dev/tcp: a successful connect means somebody listens there.
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}
port="${PG_PORT:-54329}"
for _ in $(seq 1 50); do
  port_in_use "$port" || break
  port=$((port + 1))
done
if port_in_use "$port"; then
  echo "with-postgres: no free port found from ${PG_PORT:-54329} up" >&2
  exit 1
fi

# Under /tmp, not $TMPDIR: as root, the pgtest user must be able to reach the directory.
tmp="$(mktemp -d /tmp/pgtest.XXXXXX)"
chmod 700 "$tmp"
[[ $(id -u) -eq 0 ]] && chown "$pg_user" "$tmp"
started=0
cleanup() {
  local rc=$?
  if [[ $started -eq 1 ]]; then
    as_pg "$pg_bin/pg_ctl" -D "$tmp/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$tmp"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_pg "$pg_bin/initdb" -D "$tmp/data" --auth=trust --username=postgres --encoding=UTF8 \
  --locale=C.UTF-8 --no-sync >"$tmp/initdb.log" 2>&1 || {
  cat "$tmp/initdb.log" >&2
  exit 1
}
# Tests create and drop many databases: durability buys nothing here.
started=1
as_pg "$pg_bin/pg_ctl" -D "$tmp/data" -l "$tmp/server.log" -w -t 60 start \
  -o "-h 127.0.0.1 -p $port -k $tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  >/dev/null || {
  echo "with-postgres: server did not start; its log:" >&2
  cat "$tmp/server.log" >&2 || true
  exit 1
}

url="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on $url"
export PG_ADMIN_URL="$url" TEST_DATABASE_URL="$url"
set +e
"$@"
rc=$?
set -e
exit "$rc"

#!/usr/bin/env bash
# The web server of the Playwright run (playwright.config.ts): the real server on the built PWA,
# on 127.0.0.1:${E2E_PORT:-4391}, with an embedded database of its own in a temp dir that is
# removed when the server stops. Builds dist/ first when it is missing or stale.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

node scripts/start.mjs --build-only

data_dir="$(mktemp -d "${TMPDIR:-/tmp}/portal-e2e.XXXXXX")"
server_pid=""
cleanup() {
  local rc=$?
  if [[ -n $server_pid ]] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$data_dir"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 143' TERM
trap 'exit 130' INT

# A copy of the run's migrated and seeded database (tests/helpers/e2e/db-template.ts, made here
# when this hour has none, so the test servers started later find it): seeding takes 10 s.
node_modules/.bin/tsx tests/helpers/e2e/db-template.ts "$data_dir"

# The server as one file (tests/helpers/server-bundle.ts), also for the servers tests start.
server_bundle=$(node_modules/.bin/tsx tests/helpers/server-bundle.ts)

export PORT="${E2E_PORT:-4391}" HOST=127.0.0.1 DATA_DIR="$data_dir"
unset NODE_ENV # demo mode, as `npm start` runs it (/dev/outbox on)
export LOG_LEVEL="${E2E_LOG_LEVEL:-warn}"
# E2E_SERVER_NODE: the node binary to serve with (npm test: the machine's, while the runner uses
# Node 24).
"${E2E_SERVER_NODE:-node}" --enable-source-maps "$server_bundle" &
server_pid=$!
wait "$server_pid"

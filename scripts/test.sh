#!/usr/bin/env bash
# `npm test`: every test of the project, in this order:
#   1. system dependencies  Debian's chromium, PostgreSQL server binaries and Korean fonts (for the
#                           screenshots of tests/e2e/a11y-visual.spec.ts), installed when missing
#   2. i18n catalogs        node scripts/check-catalogs.mjs
#   3. typecheck            npm run typecheck (TypeScript 7's tsc -b over the PWA, worker,
#                           server and tooling; docs/decisions/0020-typescript-7-checks-the-types.md)
#   4. vitest (PGlite, Node 24)
#                           client + server projects on Node 24 (scripts/node-24.sh fetches it),
#                           each server test file on a fresh PGlite
#   5. lint                 npm run lint (ESLint, including the import boundaries), started
#                           beside step 3 and reported here
#   6. vitest (PG)          the server project again, on a throw-away PostgreSQL server and on
#                           the machine's Node. The client project runs once, in step 4: its
#                           code runs in browsers, whatever Node the tests run on. The larger
#                           pass runs on Node 24, which takes a sixth less CPU for it here (507 s
#                           of CPU against 613 on Node 20); the e2e server runs on the machine's.
#   7. build                npm run build (the PWA in dist/)
#   8. home JS budget       node scripts/check-budget.mjs (DESIGN section 9: <= 110 KB gzip)
#   9. chunk chains         node scripts/check-chunk-chains.mjs (no lazily loaded chunk waits
#                           behind a chunk of its own imports)
#  10. playwright           end-to-end tests in Chromium against the real server on dist/ (the
#                           runner on Node 24, the shared server on the machine's Node)
# Every step runs even when an earlier one failed (the e2e tests need a successful build); the
# summary at the end lists each step's result and time, and the exit code is 1 if any failed.
#
# Environment: SKIP_PG=1 skips step 6, SKIP_E2E=1 skips steps 7-10 (for quick local runs only).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

start_all=$SECONDS
runner_log=$(mktemp)
trap 'rm -f "$runner_log"' EXIT
results=()
failed=0

section() {
  printf '\n\033[1m==== %s ====\033[0m\n' "$*"
}

# run_step NAME COMMAND [ARGS...]: runs one step, records its result and time, never exits.
run_step() {
  local name=$1 t0=$SECONDS rc=0
  shift
  section "$name"
  # The runners' output is also kept, so the summary can add up their test counts and name what
  # failed in each step.
  printf '@@step %s\n' "$name" >>"$runner_log"
  "$@" 2>&1 | tee -a "$runner_log" || rc=${PIPESTATUS[0]}
  local dt=$((SECONDS - t0))
  if [[ $rc -eq 0 ]]; then
    results+=("$(printf '  %-24s passed   %4ds' "$name" "$dt")")
  else
    results+=("$(printf '  %-24s FAILED   %4ds  (exit %d)' "$name" "$dt" "$rc")")
    failed=1
  fi
  return "$rc"
}

skip_step() {
  results+=("$(printf '  %-24s skipped         (%s)' "$1" "$2")")
  section "$1: skipped ($2)"
}

as_root() {
  if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi
}

system_deps() {
  local need=()
  [[ -x /usr/bin/chromium ]] || need+=(chromium)
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || need+=(postgresql)
  # Without a Korean font Chromium draws boxes, and no stored screenshot would match.
  [[ -n $(fc-list :lang=ko 2>/dev/null) ]] || need+=(fonts-nanum)
  if [[ ${#need[@]} -eq 0 ]]; then
    echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo present)"
    echo "postgresql: $(ls -d /usr/lib/postgresql/*/bin/initdb | tr '\n' ' ')"
    echo "korean fonts: $(fc-list :lang=ko family | wc -l) families"
    return 0
  fi
  echo "installing: ${need[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq || return 1
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" || return 1
}

# on_node_24 COMMAND [ARGS...]: runs the command with Node 24 first on PATH.
on_node_24() {
  local bin
  bin=$(bash scripts/node-24.sh) || return 1
  PATH="$bin:$PATH" "$@"
}

if [[ ! -x node_modules/.bin/vitest ]]; then
  echo "node_modules is missing: run npm install first" >&2
  exit 1
fi

run_step "system dependencies" system_deps || true
run_step "i18n catalogs" node scripts/check-catalogs.mjs || true
# ESLint uses one core for 40 s, and the typecheck (TypeScript 7, two threads) takes about 12:
# lint starts beside the typecheck and goes on beside the first Vitest step, whose output comes
# first; the lint step prints ESLint's output after it (its time in the summary is only what was
# left to wait).
lint_log=$(mktemp)
(
  rc=0 # set -e holds in the subshell too: a failing lint must still leave its exit code
  npm run --silent lint >"$lint_log" 2>&1 || rc=$?
  echo "$rc" >"$lint_log.rc"
) &
# Polled, not waited for: run_step runs it in a pipeline's subshell, which cannot wait for a job.
lint_result() {
  while [[ ! -s $lint_log.rc ]]; do sleep 1; done
  cat "$lint_log"
  return "$(cat "$lint_log.rc")"
}
run_step "typecheck" npm run --silent typecheck || true
# Two test files at a time: Vitest's default on this 2-core machine is one (cores - 1), which made
# the PGlite step alone take 16 minutes once the administration, integration and push suites came.
run_step "vitest (PGlite, Node 24)" on_node_24 npx vitest run --maxWorkers=2 || true
run_step "lint" lint_result || true
rm -f "$lint_log" "$lint_log.rc"
if [[ ${SKIP_PG:-} == 1 ]]; then
  skip_step "vitest (PG)" "SKIP_PG=1"
else
  run_step "vitest (PG)" bash scripts/with-postgres.sh \
    npx vitest run --project server --maxWorkers=2 || true
fi
if [[ ${SKIP_E2E:-} == 1 ]]; then
  skip_step "build" "SKIP_E2E=1"
  skip_step "home JS budget" "SKIP_E2E=1"
  skip_step "chunk chains" "SKIP_E2E=1"
  skip_step "playwright" "SKIP_E2E=1"
else
  # The e2e run's database template (tests/helpers/e2e/db-template.ts: 10 s of seeding on one
  # core) is made beside the build, which leaves a core idle most of its time.
  template_log=$(mktemp)
  node_modules/.bin/tsx tests/helpers/e2e/db-template.ts >"$template_log" 2>&1 &
  template_pid=$!
  if run_step "build" npm run build; then
    # A failure here is not the run's: the e2e server makes the template again, or reports why not.
    wait "$template_pid" || printf 'the e2e database template failed beside the build:\n%s\n' "$(cat "$template_log")"
    run_step "home JS budget" node scripts/check-budget.mjs || true
    run_step "chunk chains" node scripts/check-chunk-chains.mjs || true
    # The runner, its workers and the servers tests start of their own on Node 24 (a sixth less
    # CPU); the shared server every test uses on the machine's Node (E2E_SERVER_NODE).
    run_step "playwright" on_node_24 env E2E_SERVER_NODE="$(command -v node)" \
      npx playwright test || true
  else
    wait "$template_pid" || true
    skip_step "home JS budget" "the build failed"
    skip_step "chunk chains" "the build failed"
    skip_step "playwright" "the build failed"
  fi
  rm -f "$template_log"
fi

section "summary"
printf '%s\n' "${results[@]}"
# A list that cannot be made must not cost the summary and the closing line after it.
failures=$(sed 's/\x1b\[[0-9;]*m//g' "$runner_log" | awk -f scripts/failed-tests.awk) ||
  failures="  (the list could not be made from the runners' output)"
if [[ -n $failures ]]; then printf '\nfailed tests:\n%s\n' "$failures"; fi
# One plain closing line over every runner: Vitest ("Tests  2 failed | 980 passed (982)") and
# Playwright ("  12 passed (40s)", "  1 failed").
read -r passed_total failed_total < <(sed 's/\x1b\[[0-9;]*m//g' "$runner_log" | awk '
  /^ *Tests  / { for (i = 1; i <= NF; i++) { if ($i == "passed") p += $(i-1); if ($i == "failed") f += $(i-1) } }
  /^  [0-9]+ passed( |$)/ { p += $1 }
  /^  [0-9]+ failed( |$)/ { f += $1 }
  END { print p + 0, f + 0 }')
if [[ $failed -ne 0 && $failed_total -eq 0 ]]; then failed_total=1; fi
printf '\n%d passed, %d failed\n' "$passed_total" "$failed_total"
total=$((SECONDS - start_all))
if [[ $failed -ne 0 ]]; then
  printf '\nnpm test: FAILED after %dm%02ds\n' $((total / 60)) $((total % 60))
  exit 1
fi
printf '\nnpm test: all steps passed in %dm%02ds\n' $((total / 60)) $((total % 60))

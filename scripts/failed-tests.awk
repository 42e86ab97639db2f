# Names every failed test in the runners' output that scripts/test.sh keeps, once each and under
# its step, so that the summary says what failed even when only its last lines are read. Input:
# "@@step NAME" lines from test.sh, Vitest's default reporter and Playwright's list reporter,
# with their colours already removed.
#   Vitest:      " FAIL   server  tests/server/x.test.ts > group > name"
#                "Vitest caught 1 unhandled error during the test run.", and per error:
#                "This error originated in "tests/server/x.test.ts" test file. It doesn't…"
#   Playwright:  "  1 failed", then "    [chromium] › tests/e2e/x.spec.ts:9:1 › name ───"
function name(text) {
  sub(/^ +/, "", text)
  sub(/ *(─)+$/, "", text)
  if ((step, text) in seen) return
  if (!(step in named)) { named[step] = 1; print "  " step ":" }
  seen[step, text] = 1
  print "    " text
}
/^@@step / { step = substr($0, 8); listing = 0; next }
/^ FAIL / { line = $0; sub(/^ FAIL +/, "", line); gsub(/  +/, " ", line); name(line); next }
/^Vitest caught [0-9]+ unhandled error/ { name($0); next }
/^This error originated in "[^"]+" test file/ { split($0, part, "\""); name("an unhandled error in " part[2]); next }
/^  [0-9]+ failed$/ { listing = 1; next }
listing && /^    \[/ { name($0); next }
{ listing = 0 }

#!/usr/bin/env bash
# The generated site's two checks side by side: scripts/check-site.sh (the W3C checker, then
# linkchecker) and scripts/browser-test.sh (headless Chromium). Each keeps about one core busy
# (linkchecker is one Python process, the browser test mostly waits on Chromium), so on two cores
# together they take the time of the longer one. Each one's output is printed whole when both
# are done; the status is non-zero when either failed.
# Usage: scripts/site-checks.sh path/to/lifeline
set -uo pipefail
lifeline="$1"
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
scripts/check-site.sh "$lifeline" >"$logs/site" 2>&1 &
site=$!
scripts/browser-test.sh "$lifeline" >"$logs/browser" 2>&1 &
browser=$!
wait "$site"
site_status=$?
wait "$browser"
browser_status=$?
cat "$logs/site"
[ "$site_status" -eq 0 ] || echo "site-checks: scripts/check-site.sh failed (exit $site_status)"
cat "$logs/browser"
[ "$browser_status" -eq 0 ] || echo "site-checks: scripts/browser-test.sh failed (exit $browser_status)"
[ "$site_status" -eq 0 ] && [ "$browser_status" -eq 0 ]

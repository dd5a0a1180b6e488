#!/usr/bin/env bash
# Builds the site into a fresh folder and reads it in headless Chromium at 1280 and 390 px
# (scripts/browser.py test): no page or table wider than its column, lifeline names visible inside
# the tallest diagram, a callback search lists the right page first, the 404 page keeps its styles
# at a nested path, the menu opens on a phone, no console errors; and, in light and dark at both
# widths: tables as cards on a phone, the sticky header, the contents following the reading
# position, search ranking and its results page, Swift names in the prose, a wide diagram's
# sticky scrollbar and drag, state graphs fitted on a phone, no source locations on scenario pages.
# Usage: scripts/browser-test.sh path/to/lifeline
set -euo pipefail
lifeline="$1"
site="$(mktemp -d)"
trap 'rm -rf "$site"' EXIT
"$lifeline" build --output "$site/Output" >/dev/null
.build/python-tools/bin/python scripts/browser.py test "$site/Output"

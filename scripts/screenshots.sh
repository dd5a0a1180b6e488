#!/usr/bin/env bash
# What a reader sees, with headless Chromium, from a fresh build: the home, a content and a
# scenario page at 1280 and 390 px, light and dark; and, at each, the window scrolled into the
# tallest sequence diagram, that diagram in the full-window viewer, a search for a callback, the
# 404 page at a nested path, and (phone) the page menu open.
# Usage: scripts/screenshots.sh path/to/lifeline [output-folder]   (default .build/screenshots)
set -euo pipefail
lifeline="$1"
shots="${2:-.build/screenshots}"
site="$(mktemp -d)"
trap 'rm -rf "$site"' EXIT
"$lifeline" build --output "$site/Output" --cache "$site/cache" >/dev/null
.build/python-tools/bin/python scripts/browser.py screenshots "$site/Output" "$shots"

#!/usr/bin/env bash
# Fails when the committed Output/ differs from a fresh build of the current sources.
# Usage: scripts/check-output.sh path/to/lifeline
set -euo pipefail
lifeline="$1"
fresh="$(mktemp -d)"
trap 'rm -rf "$fresh"' EXIT
"$lifeline" build --output "$fresh/Output" >/dev/null
if ! diff -r Output "$fresh/Output" >"$fresh.diff" 2>&1; then
  echo "check-output: Output/ is not what the current sources build. Run 'make site' and commit Output/." >&2
  head -n 40 "$fresh.diff" >&2
  rm -f "$fresh.diff"
  exit 1
fi
rm -f "$fresh.diff"
echo "check-output: Output/ matches a fresh build"

#!/usr/bin/env bash
# Screenshots of the home page, a content page and a scenario page, at desktop (1280) and phone
# (390) widths, in light and dark, with headless Chromium, from a fresh build.
# Usage: scripts/screenshots.sh path/to/lifeline [output-folder]   (default .build/screenshots)
set -euo pipefail
lifeline="$1"
shots="${2:-.build/screenshots}"
site="$(mktemp -d)"
profile="$(mktemp -d)"
trap 'rm -rf "$site" "$profile"' EXIT
"$lifeline" build --output "$site/Output" >/dev/null
mkdir -p "$shots"

browser="$(command -v chromium || command -v chromium-browser)"
pages=("home:index.html" "content:embedding.html" "scenario:scenarios/launch-storyboard.html")
for entry in "${pages[@]}"; do
  name="${entry%%:*}"; page="${entry#*:}"
  for width in 1280 390; do
    height=$([ "$width" = 1280 ] && echo 2400 || echo 3600)
    for scheme in light dark; do
      file="$shots/$name-$width-$scheme.png"
      # --force-dark-mode would also invert the page's own colours; preferredColorScheme only
      # answers prefers-color-scheme, which is what the stylesheet and the diagrams follow.
      "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$profile" \
        --blink-settings=preferredColorScheme=$([ "$scheme" = dark ] && echo 0 || echo 1) \
        --window-size="$width,$height" --screenshot="$file" "file://$site/Output/$page" >/dev/null 2>&1
      echo "screenshots: $file"
    done
  done
done

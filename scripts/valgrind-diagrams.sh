#!/usr/bin/env bash
# Leak check of in-process rendering: valgrind --leak-check=full over 100, then 1,000 renders
# (SVG and PNG, sequence and state, the canonical scenarios plus any traces given as JSON).
# A leak that grows with the number of renders shows as a larger "definitely lost" at 1,000.
# Takes about 15 minutes on 2 cores. Usage: scripts/valgrind-diagrams.sh [trace.json ...]
set -euo pipefail
# valgrind 3.19 cannot read the DWARF 5 that Swift writes: build without debug info, then strip.
swift build -c release --product lifeline-bench --scratch-path .build-valgrind -Xswiftc -gnone >/dev/null
binary="$(mktemp)"
trap 'rm -f "$binary"' EXIT
strip -o "$binary" .build-valgrind/release/lifeline-bench
traces=()
for trace in "$@"; do traces+=(--trace "$trace"); done
for count in 100 1000; do
  echo "== $count renders"
  valgrind --leak-check=full "$binary" loop --count "$count" --root . "${traces[@]}" 2>&1 \
    | grep -E 'renders of|in use at exit|definitely lost|indirectly lost|possibly lost|still reachable|Invalid'
done

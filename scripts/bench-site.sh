#!/usr/bin/env bash
# The cache, measured: a cold build (empty cache: every diagram drawn, every page rendered)
# against a warm build (Output/ removed: every diagram and page read from the cache), each run several
# times; prints the medians and their ratio, then one warm build's --timings.
# Usage: scripts/bench-site.sh path/to/lifeline [runs]
set -euo pipefail
lifeline="$1"
runs="${2:-5}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

build() { "$lifeline" build --output "$work/Output" --cache "$work/cache" >/dev/null; }
milliseconds() { echo $(( $(date +%s%N) / 1000000 )); }
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

cold=()
warm=()
for _ in $(seq "$runs"); do
  rm -rf "$work/cache"
  start=$(milliseconds); build; cold+=($(( $(milliseconds) - start )))
  # Output/ removed, so that the build runs (a build that finds nothing changed writes nothing).
  rm -rf "$work/Output"
  start=$(milliseconds); build; warm+=($(( $(milliseconds) - start )))
done
cold_median=$(printf '%s\n' "${cold[@]}" | median)
warm_median=$(printf '%s\n' "${warm[@]}" | median)
echo "bench-site: $runs runs each, whole 'lifeline build' processes"
echo "bench-site: cold build (empty cache): median ${cold_median} ms  (runs: ${cold[*]})"
echo "bench-site: warm build (cache full, no Output/): median ${warm_median} ms  (runs: ${warm[*]})"
awk -v c="$cold_median" -v w="$warm_median" 'BEGIN { printf "bench-site: cold / warm = %.1fx\n", c / w }'
echo "bench-site: stages of one warm build:"
rm -rf "$work/Output"
"$lifeline" build --output "$work/Output" --cache "$work/cache" --timings | sed -n '/^Timings:/,$p'

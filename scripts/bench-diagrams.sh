#!/usr/bin/env bash
# The diagram benchmark: renders every canonical diagram in-process, then the same diagrams by
# spawning `dot -Tsvg` per diagram and the equivalent sequence diagrams with PlantUML in one JVM,
# and prints per-diagram times and the ratios. Uses whatever Content/scenarios holds.
# Usage: scripts/bench-diagrams.sh [lifeline-bench compare options]
set -euo pipefail
swift build -c release --product lifeline-bench >/dev/null
.build/release/lifeline-bench compare --root . "$@"

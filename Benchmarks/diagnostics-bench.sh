#!/bin/bash
# What the diagnostics pass costs `explain`, as users run it: `explain DOC` against `explain --no-diagnostics
# DOC`, paired run by run with farm-bench, on the largest fixture (by elements) and on a feed of 1,000 cells.
# The acceptance of issue 21 is a median wall ratio of at most 1.20.
# Usage: Benchmarks/diagnostics-bench.sh [RUNS]   (default 20)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-20}
source Benchmarks/release-binary.sh
python3 Benchmarks/workloads.py --out "$work" --feed-cells 1000 >/dev/null
for document in "$PWD/Fixtures/docs/units/layout-api-sizing-2.yaml" "$work/feed.yaml"; do
  echo "== explain $(basename "$document")"
  farm-bench -n "$runs" --vs "$bin explain --no-diagnostics $document" -- "$bin" explain "$document" \
    | grep -E "^(A|B) wall|^A/B wall"
done

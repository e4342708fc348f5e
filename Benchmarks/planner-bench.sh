#!/bin/bash
# The annotation planner's benchmark (issue 11): a diagram-style document of 1,000 named elements with every
# annotation kind on, rendered to PNG by the release binary at scale 1 (at 2 the 2,000-element figure passes
# the pixel budget of one image); prints the wall time of each of RUNS runs and their median, and the same
# for 500 and 2,000 elements to show how planning grows.
# Usage: Benchmarks/planner-bench.sh [RUNS]   (default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
source Benchmarks/release-binary.sh
for elements in 500 1000 2000; do
  python3 Benchmarks/planner-document.py "$elements" > "$work/doc-$elements.yaml"
  times=()
  for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    "$bin" render "$work/doc-$elements.yaml" -o "$work/out.png" --scale 1 2>/dev/null
    times+=($(( ($(date +%s%N) - start) / 1000000 )))
  done
  sorted=($(printf '%s\n' "${times[@]}" | sort -n))
  echo "$elements named elements: ${times[*]} ms; median ${sorted[$((runs / 2))]} ms"
done

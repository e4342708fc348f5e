#!/usr/bin/env bash
# Issue 35's drawing floor: `render` of the 10,001-element document of render-bench.sh to PNG, paired run by run
# (farm-bench --vs) with Benchmarks/drawing-floor.py drawing the same frames as filled, outlined rectangles with
# pycairo at scale 2 (the frames computed once beforehand, so the floor only draws); then SVG against PNG.
# Ratios under 1 mean `render` is faster. Usage: Benchmarks/floor-bench.sh [RUNS]   (default 9; needs pycairo)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-9}
source Benchmarks/release-binary.sh
doc="$work/render-10k.yaml"
source Benchmarks/render-document.sh
write_render_document "$doc"
"$bin" frames "$doc" >"$work/frames.json"
echo "render PNG (A) against the pycairo floor (B):"
farm-bench -n "$runs" --vs "python3 Benchmarks/drawing-floor.py $work/frames.json $work/floor.png" -- \
  "$bin" render "$doc" -o "$work/out.png"
echo "render SVG (A) against render PNG (B):"
farm-bench -n "$runs" --vs "$bin render $doc -o $work/out.png" -- "$bin" render "$doc" -o "$work/out.svg"

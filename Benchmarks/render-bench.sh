#!/usr/bin/env bash
# Times `layout-diagram render` of a 10,000-element document to PNG and SVG with the release binary: the whole
# command (reading the YAML, building the tree, measuring, laying out, drawing, encoding and writing the
# PNG), as the median wall time of RUNS runs (default 11) after one untimed warm-up run.
#
# The document, written to Output/bench/render-10k.yaml, is a wrapping 800pt row of 2,500 cells; a cell is
# a filled background under an inset of 2 around a filled 12 × 12 box (4 elements), so 10,001 elements in
# all. It is rendered in its own style (diagram: outlines of the 5,000 boxes) and with --style plain.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-11}

${SWIFT:-swift} build -c release >/dev/null
bin="$(${SWIFT:-swift} build -c release --show-bin-path)/layout-diagram"
mkdir -p Output/bench
doc=Output/bench/render-10k.yaml
source Benchmarks/render-document.sh
write_render_document "$doc"
elements=$("$bin" bench "$doc" --iterations 1 | sed -E 's/.*"elements": ([0-9]+).*/\1/')

time_render() {
  local output=$1
  shift
  "$bin" render "$doc" -o "$output" "$@" >/dev/null
  local samples=()
  for ((run = 0; run < runs; run++)); do
    local start end
    start=$(date +%s%N)
    "$bin" render "$doc" -o "$output" "$@"
    end=$(date +%s%N)
    samples+=($(((end - start) / 1000000)))
  done
  printf '%s\n' "${samples[@]}" | sort -n | sed -n "$((runs / 2 + 1))p"
}

diagram=$(time_render Output/bench/render-10k.png)
plain=$(time_render Output/bench/render-10k.png --style plain)
svg=$(time_render Output/bench/render-10k.svg)
size=$(python3 -c "import struct,sys; d=open(sys.argv[1],'rb').read(24); print('%d×%d' % struct.unpack('>II', d[16:24]))" Output/bench/render-10k.png)
echo "document: $elements elements, PNG $size pixels; median of $runs runs of the whole command"
echo "render to PNG, diagram style: ${diagram} ms"
echo "render to PNG, plain style:   ${plain} ms"
echo "render to SVG, diagram style: ${svg} ms"

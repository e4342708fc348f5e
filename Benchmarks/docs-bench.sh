#!/bin/bash
# The docs build's benchmark (issue 12): 1,000 small layout documents as blocks in 100 Markdown files,
# built cold on all cores and with --jobs 1 (the speed-up), then warm (nothing changed). Prints wall times
# measured with date +%s%N around the release binary.
# Usage: Benchmarks/docs-bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/release-binary.sh
python3 - "$work" <<'PY'
import sys, os
work = sys.argv[1]
for page in range(100):
    blocks = []
    for block in range(10):
        n = page * 10 + block
        blocks.append(f"""```layout name=figure{n}
constrainedSize: {{min: [240, 0], max: [240, .inf]}}
annotate: [size, spacing]
root:
  name: row{n}
  stack:
    direction: horizontal
    spacing: {4 + n % 8}
    children:
      - {{name: a{n}, fill: "#ef9a9a", box: {{size: [{30 + n % 40}, 40]}}}}
      - {{name: b{n}, fill: "#90caf9", style: {{flexGrow: 1}}, box: {{size: [20, 30]}}}}
```
""")
    open(os.path.join(work, f"page{page}.md"), "w").write(f"# Page {page}\n\n" + "\n".join(blocks))
PY
time_run() {
  local start end
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1 || true
  end=$(date +%s%N)
  echo $(( (end - start) / 1000000 ))
}
rm -rf "$work/out1" "$work/outN"
one=$(time_run "$bin" docs "$work" -o "$work/out1" --jobs 1)
all=$(time_run "$bin" docs "$work" -o "$work/outN")
warm=$(time_run "$bin" docs "$work" -o "$work/outN")
images=$(find "$work/outN" -name '*.png' | wc -l)
echo "1,000 blocks in 100 files, $images images (light and dark, @1x and @2x):"
echo "  cold, --jobs 1:            $one ms"
echo "  cold, all cores ($(nproc)):      $all ms (speed-up $(python3 -c "print(round($one/$all, 2))"))"
echo "  warm, nothing changed:     $warm ms"

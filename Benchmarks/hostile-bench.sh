#!/usr/bin/env bash
# The hostile inputs of issue 20, generated afresh (none is committed) and run through the release
# layout-diagram as a user would: each line gives the command's exit status, wall time and peak memory,
# and says OVER when it takes 1 s or more or 500 MB or more. Usage: Benchmarks/hostile-bench.sh
set -uo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/release-binary.sh
python3 - "$work" <<'PY'
import os, struct, sys
d = sys.argv[1]
def w(name, text): open(os.path.join(d, name), 'w').write(text)
def nest(n):
    if n == 0: return '{text: {string: "x y z"}}'
    return ('{style: {flexGrow: 1, flexShrink: 1, flexBasis: 50%, width: 90%}, stack: {children: ['
            + nest(n - 1) + ', {style: {flexGrow: 2, flexShrink: 1}, text: {string: "x y z"}}]}}')
for n in (22, 30, 40):
    w(f'flex{n}.yaml', 'constrainedSize: {min: [0, 0], max: [500, 500]}\nroot: ' + nest(n) + '\n')
w('keys.yaml', 'root:\n  box: {}\n  style:\n' + ''.join(f'    k{i}: 1\n' for i in range(40000)))
w('siblings.json', '{"root": {"stack": {"children": [' + ','.join(['{"box": {}}'] * 400000) + ']}}}')
w('flow.yaml', 'root: ' + '[' * 36000 + ','.join(['1'] * 200000) + ']' * 36000 + '\n')
words = 'word ' * 240
level = f'&t0 {{text: {{string: "{words}"}}}}'
for i in range(1, 5):
    level = f'&t{i} {{stack: {{children: [{level}, *t{i-1}, *t{i-1}, *t{i-1}, *t{i-1}]}}}}'
w('aliases.yaml', f'root: {{stack: {{children: [{level}, *t4, *t4, *t4, *t4]}}}}\n')
w('combining.yaml', 'root: {text: {string: "a' + '\u0301' * 40000 + '"}}\n')
w('longtext.yaml', 'constrainedSize: {min: [0, 0], max: [300, .inf]}\nroot: {text: {string: "'
  + 'ab ' * 200000 + '", maxLines: 2}}\n')
w('hugebox.yaml', 'root: {box: {size: [1e308, 1e308]}}\n')
w('canvas.yaml', 'style: plain\nscale: 1\nconstrainedSize: {min: [32767, 32767], max: [32767, 32767]}\nroot: {box: {}}\n')
ihdr = b'\x89PNG\r\n\x1a\n' + struct.pack('>I', 13) + b'IHDR' + struct.pack('>II', 20000, 20000) + bytes([8, 2, 0, 0, 0, 0, 0, 0, 0])
open(os.path.join(d, 'huge.png'), 'wb').write(ihdr)
w('image.yaml', 'root: {image: {path: huge.png}}\n')
PY
run() {
  local label="$1"; shift
  /usr/bin/time -o "$work/time" -f "%e %M" "$@" >/dev/null 2>"$work/stderr"
  local status=$?
  local seconds kilobytes
  read -r seconds kilobytes < <(tail -1 "$work/time")
  local flag=""
  if awk -v s="$seconds" -v k="$kilobytes" 'BEGIN { exit !(s >= 1 || k >= 512000) }'; then flag="  OVER"; fi
  printf '%-34s exit %d %6.2f s %6d MB%s\n' "$label" "$status" "$seconds" "$((kilobytes / 1024))" "$flag"
}
cd "$work"
run "frames flex 22 levels" "$bin" frames flex22.yaml
run "frames flex 30 levels" "$bin" frames flex30.yaml
run "frames flex 40 levels" "$bin" frames flex40.yaml
run "render flex 22 levels" "$bin" render flex22.yaml -o out.png
run "frames 40,000 keys" "$bin" frames keys.yaml
run "frames 400,000 siblings (JSON)" "$bin" frames siblings.json
run "frames 36,000 [ around 200,000" "$bin" frames flow.yaml
run "render aliases of one text" "$bin" render aliases.yaml -o out.png
run "frames 40,000 combining marks" "$bin" frames combining.yaml
run "frames 600,000 characters" "$bin" frames longtext.yaml
run "frames 1e308 box" "$bin" frames hugebox.yaml
run "render 32767² plain" "$bin" render canvas.yaml -o out.png
run "render a 20000² PNG" "$bin" render image.yaml -o out.png
run "diff two 20000² PNGs" "$bin" diff huge.png huge.png

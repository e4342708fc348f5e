#!/usr/bin/env bash
# The hostile inputs of issues 20 and 34, generated afresh (none is committed) and run through the release
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
# Issue 34: shaping and reading that must stay linear.
unit = '\u0301' * 29 + '\u034f'
w('joiners.yaml', 'root: {text: {string: "a' + unit * 2000 + '"}}\n')
w('lines.yaml', 'root: {text: {string: "' + 'a\\n' * 49000 + '"}}\n')
w('narrow.yaml', 'constrainedSize: {min: [0, 0], max: [1, .inf]}\nroot: {text: {string: "' + 'a' * 99000 + '"}}\n')
w('bidi.yaml', 'root: {text: {string: "' + '\u2067a\u2069\u202bb\u202c' * 16000 + '"}}\n')
import zlib
def chunk(t, data): return struct.pack('>I', len(data)) + t + data + struct.pack('>I', zlib.crc32(t + data) & 0xffffffff)
c = zlib.compressobj(9)
z = b''.join(c.compress(b'\0' * (1 << 20)) for _ in range(3072)) + c.flush()
open(os.path.join(d, 'bomb.png'), 'wb').write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', 1, 1, 8, 2, 0, 0, 0)) + chunk(b'IDAT', z) + chunk(b'IEND', b''))
w('bomb.yaml', 'root: {image: {path: bomb.png}}\n')
w('texts.yaml', 'root: {stack: {children: [' + ','.join('{text: {string: "%s"}}' % ('word ' * 90) for _ in range(6000)) + ']}}\n')
w('e300k.json', '{"root": {"stack": {"children": [' + ','.join(['{"box": {"size": [1, 1]}}'] * 300000) + ']}}}')
w('e20k.json', '{"root": {"stack": {"children": [' + ','.join(['{"box": {"size": [1, 1]}}'] * 19999) + ']}}}')
w('z20k.json', '{"root": {"stack": {"children": [' + ','.join(['{"box": {}}'] * 19999) + ']}}}')
w('e50k.json', '{"root": {"stack": {"children": [' + ','.join(['{"box": {"size": [1, 1]}}'] * 49999) + ']}}}')
w('n20k.yaml', 'constrainedSize: {min: [0, 0], max: [800, .inf]}\nroot:\n  stack:\n    flexWrap: wrap\n    children:\n'
  + ''.join('      - {name: "%s%d", fill: red, box: {size: [4, 4]}}\n' % ('n' * 600, i) for i in range(19999)))
w('e1m.json', '{"root": {"stack": {"children": [' + ','.join(['{"box": {"size": [1, 1]}}'] * 999990) + ']}}}')
name = 'n' * 1000
w('alias-names.yaml', 'root: {stack: {children: [&a {name: ' + name + ', note: ' + 'x' * 1000 + ', box: {size: [1, 1]}}, ' + ', '.join(['*a'] * 99000) + ']}}\n')
# Millions of small values (refused as they are read), thousands of named tiny boxes (the planner tries
# what the figure has room for), and large distinct images shown at once or one by one.
w('values.json', '{"root": {"stack": {"children": [' + ','.join(['{"box":{}}'] * 5000000) + ']}}}')
w('named.json', '{"constrainedSize": {"min": [0, 0], "max": [600, 100000]}, "root": {"stack": {"flexWrap": "wrap", "children": ['
  + ','.join('{"name": "n%d", "box": {"size": [2, 2]}}' % i for i in range(19999)) + ']}}}')
def png(name, side, shade):
    rows = (b'\0' + bytes([shade, 100, 200]) * side) * side
    open(os.path.join(d, name), 'wb').write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', side, side, 8, 2, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(rows, 1)) + chunk(b'IEND', b''))
for i in range(20): png(f'big{i}.png', 5600, i * 10)
w('bigs.yaml', 'root: {stack: {direction: horizontal, children: [' + ','.join('{image: {path: big%d.png, scale: 100}}' % i for i in range(20)) + ']}}\n')
w('bigs.md', ''.join('```layout name=b%d\nroot: {stack: {children: [{image: {path: big%d.png, scale: 100}}]}}\n```\n\n' % (i, i) for i in range(20)))
# The fresh probe's: alternating writing directions, many long texts, one string aliased in texts written
# apart, thousands of notes, a 141-byte PNG declaring a 2 GB text chunk, a megabyte of brackets in Markdown.
import json
w('bidi.yaml', 'constrainedSize: {max: [300, .inf]}\nroot: {text: {string: ' + json.dumps('a\u05d0' * 50000) + '}}\n')
w('manytexts.yaml', 'constrainedSize: {max: [300, .inf]}\nroot: ' + json.dumps({'stack': {'direction': 'vertical', 'children': [{'text': {'string': 'ab ' * 33330 + str(i)}} for i in range(300)]}}) + '\n')
w('aliasedstring.yaml', 'root:\n  stack:\n    children:\n      - {text: {string: &s "' + 'word ' * 19999 + '"}}' + '\n      - {text: {string: *s}}' * 5000 + '\n')
w('notes.yaml', 'constrainedSize: {max: [1600, .inf]}\nroot:\n  stack:\n    flexWrap: wrap\n    children:\n' + ''.join(f'      - {{name: c{i}, note: "note number {i}", box: {{size: [30, 30]}}}}\n' for i in range(19999)))
open(os.path.join(d, 'chunk.png'), 'wb').write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', 10, 10, 8, 6, 0, 0, 0)) + struct.pack('>I', 0x7fffffff) + b'tEXt' + b'a' * 100)
w('chunk.yaml', 'root: {image: {path: chunk.png}}\n')
w('brackets.md', '```layout name=x\nroot: {box: {size: [5, 5]}}\n```\n' + '[' * 1048000)
# This session's probe: no-break spaces joining a long run, a font of thousands of families, a run of
# cells that overflows its root past any canvas, thousands of annotated cells drawn small, a PNG cut short,
# two large PNGs compared, and a docs block of large images on a canvas too large.
w('nbsp.yaml', 'constrainedSize: {min: [0, 0], max: [1, .inf]}\nroot: {text: {string: ' + json.dumps('a\u00a0' * 50000) + '}}\n')
w('families.yaml', 'root: {text: {string: hi, font: "' + 'A,' * 20000 + ' 14"}}\n')
cell = '{name: cell%d, annotate: [size, spacing, insets], inset: {insets: {top: 4, left: 4, bottom: 4, right: 4}, child: {stack: {direction: horizontal, spacing: 4, children: [{name: a%d, box: {size: [10, 10]}}, {name: t%d, box: {size: [40, 10]}, style: {flexGrow: 1}}]}}}}'
w('overflow.yaml', 'constrainedSize: {max: [375, .inf]}\nroot: {name: feed, stack: {direction: horizontal, children: [' + ','.join(cell % (i, i, i) for i in range(4999)) + ']}}\n')
w('cells.yaml', 'constrainedSize: {max: [375, .inf]}\nroot: {name: feed, stack: {direction: vertical, children: [' + ','.join(cell % (i, i, i) for i in range(4999)) + ']}}\n')
rows = (b'\0' + bytes([200, 100, 50]) * 50) * 50
open(os.path.join(d, 'cut.png'), 'wb').write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', 50, 50, 8, 2, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(rows)[:40]) + chunk(b'IEND', b''))
w('cut.yaml', 'root: {image: {path: cut.png}}\n')
w('wide.md', '```layout name=w\nroot: {stack: {direction: horizontal, children: [' + ','.join('{image: {path: big%d.png}}' % i for i in range(20)) + ']}}\n```\n')
# The second probe of this session: one long text at hundreds of widths and drawn in thousands of leaves, a
# tall image against a wide one, deep nesting drawn as ASCII, a manifest of hundreds of thousands of entries.
def alias_widths(n, text):
    y = 'style: plain\nconstrainedSize: {min: [0, 0], max: [600, .inf]}\nroot:\n  stack:\n    direction: vertical\n    children:\n'
    y += '      - &t {name: t, text: {string: %s}}\n' % json.dumps(text)
    return y + ''.join('      - {inset: {insets: {left: %d}, child: *t}}\n' % i for i in range(1, n))
w('widths.yaml', alias_widths(300, 'a ' * 49000))
w('widths-bidi.yaml', alias_widths(300, ('a\u05d0' * 499 + '\n') * 99))
w('drawn.yaml', 'style: plain\nscale: 1\nconstrainedSize: [300, 300]\nroot:\n  absolute:\n    children:\n      - &t {style: {layoutPosition: [0, 0]}, text: {string: "' + 'ab' * 49000 + '", font: "DejaVu Sans 1"}}\n' + '      - *t\n' * 19999)
def rgba(name, width, height):
    rows = (b'\0' + b'\0\0\0\0' * width) * height
    open(os.path.join(d, name), 'wb').write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 8, 6, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(rows, 9)) + chunk(b'IEND', b''))
rgba('tall.png', 1, 30000)
rgba('wide.png', 30000, 1)
w('deep.yaml', 'root: ' + '{wrapper: {child: ' * 3999 + '{name: leaf, box: {size: [1, 1]}}' + '}}' * 3999 + '\n')
os.makedirs(os.path.join(d, 'manifest'), exist_ok=True)
w('manifest/g.md', '```layout name=a\nroot: {box: {size: [4, 4]}}\n```\n')
w('manifest/.layout-diagrams.json', json.dumps({'f%d.png' % i: {'hash': '0', 'images': [], 'written': '0'} for i in range(500000)}))
# The third probe: rows of a thousand named 1pt boxes (a chain that gives up values one by one), and a
# subtree of noted children aliased a thousand times (captions tried for every row).
w('rows.yaml', 'root: {name: root, stack: {children: [' + ', '.join('{name: T%d, stack: {children: [' % j + ', '.join('{name: c%d, box: {size: [1, 1]}}' % (j * 1000 + i) for i in range(999)) + ']}}' for j in range(6)) + ']}}\n')
w('captions.yaml', 'root:\n  name: root\n  stack:\n    children:\n      - &t {name: ' + 'T' * 1000 + ', stack: {children: [' + ', '.join('{name: c%d, note: %s, box: {size: [1, 1]}}' % (i, 'x' * 1000) for i in range(9)) + ']}}\n' + '      - *t\n' * 1000)
w('blocks.md', ''.join('```layout name=b%d\nroot: {box: {size: [1, 1]}, bad: 1}\n```\n\n' % i for i in range(10000)))
# Two noise images at the pixel budget, which deflate cannot shrink and whose every pixel differs: the
# anti-aliasing test runs everywhere, and the render or diff written is stored rather than deflated.
import random
def noise(name, seed):
    side = 2828
    rows = random.Random(seed).randbytes(side * (side * 4 + 1))
    rows = b''.join(b'\0' + rows[y * (side * 4 + 1) + 1:(y + 1) * (side * 4 + 1)] for y in range(side))
    open(os.path.join(d, name), 'wb').write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', side, side, 8, 6, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(rows, 1)) + chunk(b'IEND', b''))
noise('noiseA.png', 1)
os.makedirs(os.path.join(d, 'noisy'), exist_ok=True)
noise('noisy/d.png', 2)
os.replace(os.path.join(d, 'noiseA.png'), os.path.join(d, 'noisy/n.png'))
w('noisy/d.yaml', 'scale: 1\nstyle: plain\nroot: {name: p, image: {path: n.png}}\n')
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
run "frames joiners every 29 marks" "$bin" frames joiners.yaml
run "frames 49,000 lines" "$bin" frames lines.yaml
run "render 49,000 lines" "$bin" render lines.yaml -o out.png
run "frames 99,000 letters in 1pt" "$bin" frames narrow.yaml
run "frames 80,000 bidi controls" "$bin" frames bidi.yaml
run "frames a 1×1 PNG of 3 GB zeros" "$bin" frames bomb.yaml
run "diff a 1×1 PNG of 3 GB zeros" "$bin" diff bomb.png bomb.png
run "lint 2.7 MB of texts" "$bin" lint texts.yaml
run "explain 2.7 MB of texts" "$bin" explain texts.yaml
run "lint 300,000 elements" "$bin" lint e300k.json
run "frames 1,000,000 elements" "$bin" frames e1m.json
run "lint 50,000 elements" "$bin" lint e50k.json
run "lint 20,000 elements (the limit)" "$bin" lint e20k.json
run "lint 20,000 zero-size elements" "$bin" lint z20k.json
run "explain 20,000 zero-size elements" "$bin" explain z20k.json
run "render 20,000 elements" "$bin" render e20k.json -o out.png
run "render 20,000 elements as SVG" "$bin" render e20k.json -o out.svg
run "bench 20,000 elements" "$bin" bench e20k.json
run "render 20,000 long names" "$bin" render n20k.yaml -o out.png --style diagram
run "explain --element of 99k aliases" "$bin" explain alias-names.yaml --element "$(printf 'n%.0s' $(seq 1000))"
run "docs 10,000 bad blocks" "$bin" docs blocks.md -o blocks --keep-going
run "frames 5,000,000 values (JSON)" "$bin" frames values.json
run "render 20,000 named 2pt boxes" "$bin" render named.json -o out.png
run "render 20 5600² PNGs at once" "$bin" render bigs.yaml -o out.png
run "docs 20 blocks of a 5600² PNG" "$bin" docs bigs.md -o bigs
run "frames 50,000 direction changes" "$bin" frames bidi.yaml
run "frames 300 texts of 100,000" "$bin" frames manytexts.yaml
run "frames a string aliased 5,000 times" "$bin" frames aliasedstring.yaml
run "render 19,999 notes" "$bin" render notes.yaml -o out.png --scale 0.25
run "frames a 2 GB text chunk in 141 B" "$bin" frames chunk.yaml
run "docs a megabyte of brackets" "$bin" docs brackets.md -o brackets
run "frames 50,000 'a' and no-break spaces in 1pt" "$bin" frames nbsp.yaml
run "frames a font of 20,000 families" "$bin" frames families.yaml
run "render 5,000 cells past the canvas" "$bin" render overflow.yaml -o out.png
run "render 5,000 annotated cells at 0.1" "$bin" render cells.yaml -o out.png --scale 0.1
run "bench 1,000 runs of 5,000 cells" "$bin" bench cells.yaml --iterations 1000
run "render a PNG cut short" "$bin" render cut.yaml -o out.png
run "diff two 5600² PNGs" "$bin" diff big0.png big1.png
run "diff two 5600² PNGs -o" "$bin" diff big0.png big1.png -o d.png
run "docs 20 5600² PNGs in one row" "$bin" docs wide.md -o wide
run "frames one text at 300 widths" "$bin" frames widths.yaml
run "frames a bidi text at 300 widths" "$bin" frames widths-bidi.yaml
run "render one text in 20,000 leaves" "$bin" render drawn.yaml -o out.png
run "diff a 1×30000 PNG and a 30000×1" "$bin" diff tall.png wide.png -o d.png
run "frames --ascii 3,999 levels" "$bin" frames --ascii deep.yaml
run "docs with a 500,000-entry manifest" "$bin" docs manifest/g.md
run "render 6 rows of 1,000 named 1pt boxes" "$bin" render rows.yaml -o out.png
run "render 1,000 rows of noted children" "$bin" render captions.yaml -o out.png
run "diff two 2828² noise PNGs -o" "$bin" diff noisy/n.png noisy/d.png -o d.png
run "check a 2828² noise image" "$bin" check noisy --output noisy-out

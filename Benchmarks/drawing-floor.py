#!/usr/bin/env python3
"""The drawing floor of issue 35: what drawing a laid-out document costs at the least. Reads the frames JSON
`layout-diagram frames` prints and draws every frame as a filled, outlined rectangle with pycairo at scale 2,
written as PNG. `render` reads, lays out, draws and encodes; it should not be slower than this script, which
only draws. Usage: Benchmarks/drawing-floor.py FRAMES.json OUT.png
"""
import json
import sys

import cairo


def main():
    frames = json.load(open(sys.argv[1]))
    scale = 2
    size = frames["size"]
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, int(size["width"] * scale + 0.999),
                                 int(size["height"] * scale + 0.999))
    context = cairo.Context(surface)
    context.scale(scale, scale)
    context.set_source_rgb(1, 1, 1)
    context.paint()
    context.set_line_width(1 / scale)
    pending = [(frames["root"], 0.0, 0.0)]
    while pending:
        element, left, top = pending.pop()
        frame = element["frame"]
        x, y = left + frame["x"], top + frame["y"]
        context.rectangle(x, y, frame["width"], frame["height"])
        context.set_source_rgb(0.89, 0.95, 0.99)
        context.fill_preserve()
        context.set_source_rgb(0.12, 0.53, 0.90)
        context.stroke()
        pending.extend((child, x, y) for child in element.get("children", []))
    surface.write_to_png(sys.argv[2])


if __name__ == "__main__":
    main()

"""Prints a diagram-style layout document of N named elements (N a multiple of 5) with every annotation
kind on: a wrapping row of cells, each a vertical stack of a photo, an inset title and a badge row."""
import sys

elements = int(sys.argv[1])
cells = elements // 5
lines = [
    "constrainedSize: {min: [1200, 0], max: [1200, .inf]}",
    "annotate: [size, flexBasis, insets, ratio, spacing, position, baseline, structure]",
    "root:",
    "  stack:",
    "    direction: horizontal",
    "    flexWrap: wrap",
    "    spacing: 24",
    "    lineSpacing: 24",
    "    children:",
]
for i in range(cells):
    lines += [
        f"      - name: cell{i}",
        "        stack:",
        "          direction: vertical",
        "          spacing: 4",
        "          children:",
        f"            - name: photo{i}",
        '              fill: "#90caf9"',
        "              box: {size: [96, 64]}",
        f"            - name: inset{i}",
        "              inset:",
        "                insets: {top: 2, left: 4, bottom: 2, right: 4}",
        "                child:",
        f"                  name: title{i}",
        f'                  text: {{string: "Cell {i}", font: "DejaVu Sans 11"}}',
        f"            - name: badge{i}",
        '              fill: "#ef9a9a"',
        "              box: {size: [24, 12]}",
    ]
print("\n".join(lines))

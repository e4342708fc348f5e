"""The four benchmark workloads of issue 7, described once and built by any builder.

A workload is a function that drives a *builder* bottom-up: `box`, `stack` and `inset`
each return a handle that the next call takes as a child. The YAML builder here turns
the calls into a layout document (the contract in shared/spec/layout-documents.md);
the peers (peers/peer_bench.py) turn the same calls into Yoga and Taffy trees, so the
three engines lay out exactly the same tree.

Boxes are sized with the style's `preferredSize` (CSS `width`/`height`), not with the
box's intrinsic `size`: an explicit size means the same thing in Texture and in CSS
(a stretched child keeps it), so the frames can be compared.

Run as a script to write the documents:

    python Benchmarks/workloads.py [--out Output/bench] [--feed-cells 1000 2000 2800]
"""

from __future__ import annotations

import argparse
import math
import os
from dataclasses import dataclass
from typing import Any, Callable, Protocol


class Builder(Protocol):
    """What a workload calls to make its tree, children before parents."""

    def box(self, width: float, height: float, *, flex_shrink: float = 0) -> Any: ...

    def stack(
        self,
        direction: str,
        children: list[Any],
        *,
        spacing: float = 0,
        align_items: str = "stretch",
        wrap: bool = False,
        flex_grow: float = 0,
        flex_shrink: float = 0,
    ) -> Any: ...

    def inset(self, inset: float, child: Any) -> Any: ...


Path = tuple[int, ...]
Frame = tuple[float, float, float, float]


@dataclass(frozen=True)
class Workload:
    """One benchmark tree and the exact root width it is laid out at (height unbounded).

    `samples` names a few elements by their path from the root (child indices in tree
    order; an inset's child is index 0) with the absolute frame (x, y, width, height)
    that Texture's rules give them, worked out by hand; every engine is checked
    against them.
    """

    name: str
    width: float
    elements: int
    build: Callable[[Builder], Any]
    description: str
    samples: dict[str, tuple[Path, Frame]]


def feed(cells: int) -> Workload:
    """A vertical list of `cells` feed cells at width 375."""

    def build(b: Builder) -> Any:
        rows = []
        for _ in range(cells):
            texts = b.stack(
                "vertical",
                [b.box(200, 18, flex_shrink=1), b.box(150, 14, flex_shrink=1)],
                spacing=4,
                flex_grow=1,
                flex_shrink=1,
            )
            row = b.stack(
                "horizontal",
                [b.box(60, 60), texts, b.box(40, 14)],
                spacing=8,
                align_items="center",
            )
            rows.append(b.inset(8, row))
        return b.stack("vertical", rows, align_items="stretch")

    return Workload(
        name="feed" if cells == 1000 else f"feed-{cells}",
        width=375,
        elements=1 + 7 * cells,
        build=build,
        description=f"{cells:,} cells: inset 8 around [60×60, vertical stack of two lines, 40×14]",
        samples=_feed_samples(cells),
    )


def _feed_samples(cells: int) -> dict[str, tuple[Path, Frame]]:
    # A cell is 375 wide (stretched) and 60 + 2×8 tall. Its row is 359 wide; the text
    # stack is the one child flexible both ways, so it takes all the free width:
    # 359 − 60 − 40 − 2×8 = 243. It is 18 + 4 + 14 = 36 tall and centered in the
    # row's 60: (60 − 36) / 2 = 12; the 40×14 box: (60 − 14) / 2 = 23. Boxes keep
    # their preferred width when stretched.
    last = 76 * (cells - 1)
    return {
        "root": ((), (0, 0, 375, 76 * cells)),
        "cell 0": ((0,), (0, 0, 375, 76)),
        "cell 0 row": ((0, 0), (8, 8, 359, 60)),
        "cell 0 avatar": ((0, 0, 0), (8, 8, 60, 60)),
        "cell 0 texts": ((0, 0, 1), (76, 20, 243, 36)),
        "cell 0 title": ((0, 0, 1, 0), (76, 20, 200, 18)),
        "cell 0 subtitle": ((0, 0, 1, 1), (76, 42, 150, 14)),
        "cell 0 badge": ((0, 0, 2), (327, 31, 40, 14)),
        "last cell": ((cells - 1,), (0, last, 375, 76)),
        "last cell badge": ((cells - 1, 0, 2), (327, last + 31, 40, 14)),
    }


def wide(count: int = 10_000) -> Workload:
    """One horizontal stack of `count` 10×10 boxes that must shrink to half."""

    def build(b: Builder) -> Any:
        return b.stack("horizontal", [b.box(10, 10, flex_shrink=1) for _ in range(count)])

    return Workload(
        name="wide",
        width=count * 5,
        elements=1 + count,
        build=build,
        description=f"{count:,} boxes 10×10, flexShrink 1, in a {count * 5:,}pt row",
        # 10 × count is twice the width: every box shrinks by the same share, to 5.
        samples={
            "root": ((), (0, 0, count * 5, 10)),
            "box 0": ((0,), (0, 0, 5, 10)),
            "box 1": ((1,), (5, 0, 5, 10)),
            "last box": ((count - 1,), (5 * (count - 1), 0, 5, 10)),
        },
    )


def deep(levels: int = 1000) -> Workload:
    """`levels` nested vertical stacks, each holding an inset of 1 around the next.

    The root width is exact and equal to the tree's natural width (10 + 2 per level), so
    every level is laid out at an exact width without any stretching or clamping.
    """

    def build(b: Builder) -> Any:
        node = b.box(10, 10)
        for _ in range(levels):
            node = b.stack("vertical", [b.inset(1, node)])
        return node

    return Workload(
        name="deep",
        width=10 + 2 * levels,
        elements=1 + 2 * levels,
        build=build,
        description=f"{levels:,} nested vertical stacks, each an inset of 1 around the next; 10×10 inside",
        samples=_deep_samples(levels),
    )


def _deep_samples(levels: int) -> dict[str, tuple[Path, Frame]]:
    # Stack k (0 = the root) sits at (k, k) and is 10 + 2 × (levels − k) square.
    def stack(k: int) -> tuple[Path, Frame]:
        side = 10 + 2 * (levels - k)
        return ((0,) * (2 * k), (k, k, side, side))

    middle = levels // 2
    return {
        "root": stack(0),
        "inset 0": ((0,), (0, 0, 10 + 2 * levels, 10 + 2 * levels)),
        "stack 1": stack(1),
        f"stack {middle}": stack(middle),
        f"stack {levels - 1}": stack(levels - 1),
        "innermost box": ((0,) * (2 * levels), (levels, levels, 10, 10)),
    }


def wrap(count: int = 10_000) -> Workload:
    """A wrapping horizontal stack of `count` 30×30 boxes at width 375 (12 a line)."""

    def build(b: Builder) -> Any:
        return b.stack("horizontal", [b.box(30, 30) for _ in range(count)], wrap=True)

    return Workload(
        name="wrap",
        width=375,
        elements=1 + count,
        build=build,
        description=f"{count:,} boxes 30×30 wrapping at 375pt (12 a line)",
        samples=_wrap_samples(count),
    )


def _wrap_samples(count: int) -> dict[str, tuple[Path, Frame]]:
    # 12 × 30 = 360 ≤ 375 < 390: 12 boxes a line, lines 30 tall, packed at the start.
    def box(i: int) -> tuple[Path, Frame]:
        return ((i,), (30 * (i % 12), 30 * (i // 12), 30, 30))

    lines = -(-count // 12)
    return {
        "root": ((), (0, 0, 375, 30 * lines)),
        "box 0": box(0),
        "box 11": box(11),
        "box 12": box(12),
        "last box": box(count - 1),
    }


def standard() -> list[Workload]:
    """The four workloads of the main table."""
    return [feed(1000), wide(), deep(), wrap()]


def by_name(name: str) -> Workload:
    """A workload from its name: `feed`, `feed-N`, `wide`, `deep` or `wrap`."""
    if name.startswith("feed-"):
        return feed(int(name.split("-", 1)[1]))
    table = {w.name: w for w in standard()}
    if name not in table:
        raise ValueError(f"unknown workload {name!r}")
    return table[name]


def _number(value: float) -> str:
    if math.isinf(value):
        return ".inf"
    return str(int(value)) if float(value).is_integer() else repr(float(value))


class YAMLBuilder:
    """Builds a layout document as compact flow-style YAML text, one element per call."""

    def box(self, width: float, height: float, *, flex_shrink: float = 0) -> str:
        style = f"preferredSize: [{_number(width)}, {_number(height)}]"
        if flex_shrink:
            style += f", flexShrink: {_number(flex_shrink)}"
        return "{style: {" + style + "}, box: {}}"

    def stack(
        self,
        direction: str,
        children: list[str],
        *,
        spacing: float = 0,
        align_items: str = "stretch",
        wrap: bool = False,
        flex_grow: float = 0,
        flex_shrink: float = 0,
    ) -> str:
        props = [f"direction: {direction}"]
        if spacing:
            props.append(f"spacing: {_number(spacing)}")
        props.append(f"alignItems: {align_items}")
        if wrap:
            props.append("flexWrap: wrap")
        props.append("children: [" + ", ".join(children) + "]")
        style = []
        if flex_grow:
            style.append(f"flexGrow: {_number(flex_grow)}")
        if flex_shrink:
            style.append(f"flexShrink: {_number(flex_shrink)}")
        prefix = "{style: {" + ", ".join(style) + "}, " if style else "{"
        return prefix + "stack: {" + ", ".join(props) + "}}"

    def inset(self, inset: float, child: str) -> str:
        n = _number(inset)
        return f"{{inset: {{insets: {{top: {n}, left: {n}, bottom: {n}, right: {n}}}, child: {child}}}}}"


class ContentYAMLBuilder(YAMLBuilder):
    """The same document with each box spelled as content of its size (`box: {size}`), as a text or an image
    knows its size, rather than sized by its style: ours only (the peers have one spelling). A stretched
    content box takes its line's cross size where a styled one keeps its own, so the frames can differ."""

    def box(self, width: float, height: float, *, flex_shrink: float = 0) -> str:
        style = f"style: {{flexShrink: {_number(flex_shrink)}}}, " if flex_shrink else ""
        return "{" + style + f"box: {{size: [{_number(width)}, {_number(height)}]}}" + "}"


def document(workload: Workload, content: bool = False) -> str:
    """The layout document of a workload: exact width, unbounded height, plain style; with `content`, each
    box spelled as content of its size."""
    root = workload.build(ContentYAMLBuilder() if content else YAMLBuilder())
    w = _number(workload.width)
    return (
        f"# Benchmark workload '{workload.name}': {workload.description}.\n"
        f"# {workload.elements} elements. Generated by Benchmarks/workloads.py; do not edit.\n"
        f"constrainedSize: {{min: [{w}, 0], max: [{w}, .inf]}}\n"
        "style: plain\n"
        f"root: {root}\n"
    )


def write_documents(out_dir: str, workloads: list[Workload], content: bool = False) -> dict[str, str]:
    """Writes each workload's document as OUT/NAME.yaml (OUT/NAME.content.yaml with `content`); returns
    name → path."""
    os.makedirs(out_dir, exist_ok=True)
    paths = {}
    for w in workloads:
        path = os.path.join(out_dir, f"{w.name}{'.content' if content else ''}.yaml")
        with open(path, "w", encoding="utf-8") as f:
            f.write(document(w, content=content))
        paths[w.name] = path
    return paths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default="Output/bench", help="folder for the documents (default Output/bench)")
    parser.add_argument(
        "--feed-cells", type=int, nargs="*", default=[2_000, 2_800], help="extra feed sizes for the scaling table (within the 20,000-element budget)"
    )
    args = parser.parse_args()
    workloads = standard() + [feed(n) for n in args.feed_cells if n != 1000]
    for name, path in write_documents(args.out, workloads).items():
        print(f"{name}: {path} ({os.path.getsize(path):,} bytes)")


if __name__ == "__main__":
    main()

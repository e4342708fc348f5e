"""Times Yoga (via poga) and Taffy (via stretchable) on the benchmark workloads.

Each engine builds the very tree the layout document describes (see ../workloads.py),
with Texture's defaults written out as explicit flexbox properties, because CSS's differ:

- every stack sets its direction, `justify-content: flex-start`, `align-content:
  flex-start`, its own `align-items` (Texture's default is stretch) and its wrap;
- every element sets `flex-grow` and `flex-shrink` (0 unless the workload sets them:
  Texture's flexShrink default is 0, CSS's is 1), `flex-basis: auto` and min sizes 0
  (CSS's automatic minimum size does not exist in Texture);
- a box is a node with an explicit width and height (its `preferredSize`);
- an inset is a column node with that padding whose child has `flex-grow: 1` and is
  stretched across: Texture's inset hands its child its own size range less the insets;
- stack spacing is `gap` in Taffy; Yoga 1.19 (the one poga ships) has no gap, so there it
  is a leading margin on every child but the first (the same layout for a non-wrapping
  stack, which is the only kind with spacing in these workloads).

Timings (nanoseconds, one layout call each, building excluded):
- cold: the first layout of a freshly built tree (a new tree for every run);
- warm: a layout of the same tree again, nothing changed (both engines answer from
  their caches: that is their real behaviour);
- resized: a layout right after the root's width grew by one point (it is set back,
  untimed, before the next run).

Prints one JSON object: engine, workload, elements, the three timings as
{median, min, max, runs}, sample frames (absolute x, y, width, height) and, with
--memory, the peak resident memory the tree added to the process.

    python Benchmarks/peers/peer_bench.py --engine yoga --workload feed --runs 9
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import sys
import time
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from workloads import Workload, by_name  # noqa: E402


class YogaEngine:
    """Yoga through poga's bindings of its C API (`poga.libpoga_capi`)."""

    name = "yoga"

    def __init__(self) -> None:
        import poga.libpoga_capi as yg

        self.yg = yg
        self.config = yg.YGConfigNew()
        yg.YGConfigSetUseWebDefaults(self.config, False)
        yg.YGConfigSetUseLegacyStretchBehaviour(self.config, False)
        # Yoga rounds to its pixel grid like Texture ceils to its own: scale 2 for both.
        yg.YGConfigSetPointScaleFactor(self.config, 2.0)
        self.align = {
            "stretch": yg.YGAlign.Stretch,
            "start": yg.YGAlign.FlexStart,
            "end": yg.YGAlign.FlexEnd,
            "center": yg.YGAlign.Center,
        }
        self.version = f"Yoga {yg.poga_yoga_version()} (poga {yg.poga_version()})"

    def _node(self, flex_grow: float, flex_shrink: float) -> Any:
        yg = self.yg
        node = yg.YGNodeNewWithConfig(self.config)
        yg.YGNodeStyleSetFlexGrow(node, flex_grow)
        yg.YGNodeStyleSetFlexShrink(node, flex_shrink)
        yg.YGNodeStyleSetFlexBasisAuto(node)
        yg.YGNodeStyleSetMinWidth(node, 0)
        yg.YGNodeStyleSetMinHeight(node, 0)
        return node

    def box(self, width: float, height: float, *, flex_shrink: float = 0) -> Any:
        node = self._node(0, flex_shrink)
        self.yg.YGNodeStyleSetWidth(node, width)
        self.yg.YGNodeStyleSetHeight(node, height)
        return node

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
    ) -> Any:
        yg = self.yg
        if spacing and wrap:
            raise ValueError("Yoga 1.19 has no gap: a wrapping stack with spacing cannot be expressed")
        node = self._node(flex_grow, flex_shrink)
        vertical = direction == "vertical"
        yg.YGNodeStyleSetFlexDirection(node, yg.YGFlexDirection.Column if vertical else yg.YGFlexDirection.Row)
        yg.YGNodeStyleSetJustifyContent(node, yg.YGJustify.FlexStart)
        yg.YGNodeStyleSetAlignContent(node, yg.YGAlign.FlexStart)
        yg.YGNodeStyleSetAlignItems(node, self.align[align_items])
        yg.YGNodeStyleSetFlexWrap(node, yg.YGWrap.Wrap if wrap else yg.YGWrap.NoWrap)
        leading = yg.YGEdge.Top if vertical else yg.YGEdge.Left
        for index, child in enumerate(children):
            if spacing and index > 0:
                yg.YGNodeStyleSetMargin(child, leading, spacing)
            yg.YGNodeInsertChild(node, child, index)
        return node

    def inset(self, inset: float, child: Any) -> Any:
        yg = self.yg
        node = self._node(0, 0)
        yg.YGNodeStyleSetFlexDirection(node, yg.YGFlexDirection.Column)
        yg.YGNodeStyleSetJustifyContent(node, yg.YGJustify.FlexStart)
        yg.YGNodeStyleSetAlignContent(node, yg.YGAlign.FlexStart)
        yg.YGNodeStyleSetAlignItems(node, yg.YGAlign.Stretch)
        yg.YGNodeStyleSetPadding(node, yg.YGEdge.All, inset)
        yg.YGNodeStyleSetFlexGrow(child, 1)
        yg.YGNodeInsertChild(node, child, 0)
        return node

    def set_root_width(self, root: Any, width: float) -> None:
        self.yg.YGNodeStyleSetWidth(root, width)

    def layout(self, root: Any) -> None:
        yg = self.yg
        yg.YGNodeCalculateLayout(root, yg.YGUndefined, yg.YGUndefined, yg.YGDirection.LTR)

    def frame(self, root: Any, path: tuple[int, ...]) -> list[float]:
        yg = self.yg
        node, x, y = root, 0.0, 0.0
        for index in path:
            node = yg.YGNodeGetChild(node, index)
            x += yg.YGNodeLayoutGetLeft(node)
            y += yg.YGNodeLayoutGetTop(node)
        return [x, y, yg.YGNodeLayoutGetWidth(node), yg.YGNodeLayoutGetHeight(node)]

    def free(self, root: Any) -> None:
        self.yg.YGNodeFreeRecursive(root)


class TaffyHandle:
    """A Taffy node and the style parameters it was made with (Taffy replaces styles whole)."""

    __slots__ = ("node", "params")

    def __init__(self, node: int, params: dict[str, Any]) -> None:
        self.node = node
        self.params = params


class TaffyEngine:
    """Taffy through stretchable's low-level `taffylib` module (no Python node objects)."""

    name = "taffy"

    def __init__(self) -> None:
        from importlib.metadata import version

        from stretchable import taffylib
        from stretchable.style import Style
        from stretchable.style import props
        from stretchable.style.geometry.length import AUTO
        from stretchable.style.geometry.size import SizeAvailableSpace

        self.lib = taffylib
        self.Style = Style
        self.props = props
        self.AUTO = AUTO
        self.available = SizeAvailableSpace.default().to_dict()
        self.styles: dict[tuple, dict] = {}
        self.children: dict[int, list[int]] = {}
        self.track_children = True
        self.tree = self._new_tree()
        self.version = f"Taffy via stretchable {version('stretchable')}"

    def _new_tree(self) -> int:
        tree = self.lib.init()
        # Taffy's own default: positions and sizes rounded to whole points.
        self.lib.enable_rounding(tree)
        return tree

    def _style(self, params: dict[str, Any]) -> dict:
        key = tuple(sorted(params.items()))
        style = self.styles.get(key)
        if style is None:
            style = self._make_style(**params).to_dict()
            self.styles[key] = style
        return style

    def _make_style(
        self,
        kind: str,
        flex_grow: float = 0,
        flex_shrink: float = 0,
        width: float | None = None,
        height: float | None = None,
        direction: str = "vertical",
        spacing: float = 0,
        align_items: str = "stretch",
        wrap: bool = False,
        padding: float = 0,
    ) -> Any:
        p = self.props
        common = dict(
            min_size=(0, 0),
            flex_basis=self.AUTO,
            flex_grow=flex_grow,
            flex_shrink=flex_shrink,
            size=(self.AUTO if width is None else width, self.AUTO if height is None else height),
        )
        if kind == "box":
            return self.Style(**common)
        vertical = direction == "vertical"
        return self.Style(
            display=p.Display.FLEX,
            flex_direction=p.FlexDirection.COLUMN if vertical else p.FlexDirection.ROW,
            justify_content=p.JustifyContent.FLEX_START,
            align_content=p.AlignContent.FLEX_START,
            align_items={
                "stretch": p.AlignItems.STRETCH,
                "start": p.AlignItems.FLEX_START,
                "end": p.AlignItems.FLEX_END,
                "center": p.AlignItems.CENTER,
            }[align_items],
            flex_wrap=p.FlexWrap.WRAP if wrap else p.FlexWrap.NO_WRAP,
            gap=(0, spacing) if vertical else (spacing, 0),
            padding=padding,
            **common,
        )

    def _create(self, params: dict[str, Any], children: list[TaffyHandle]) -> TaffyHandle:
        node = self.lib.node_create(self.tree, self._style(params))
        ids = [child.node for child in children]
        for child in ids:
            self.lib.node_add_child(self.tree, node, child)
        if self.track_children:
            self.children[node] = ids
        return TaffyHandle(node, params)

    def _restyle(self, handle: TaffyHandle, **changes: Any) -> None:
        handle.params = {**handle.params, **changes}
        self.lib.node_set_style(self.tree, handle.node, self._style(handle.params))

    def box(self, width: float, height: float, *, flex_shrink: float = 0) -> TaffyHandle:
        return self._create(dict(kind="box", width=width, height=height, flex_shrink=flex_shrink), [])

    def stack(
        self,
        direction: str,
        children: list[TaffyHandle],
        *,
        spacing: float = 0,
        align_items: str = "stretch",
        wrap: bool = False,
        flex_grow: float = 0,
        flex_shrink: float = 0,
    ) -> TaffyHandle:
        params = dict(
            kind="stack",
            direction=direction,
            spacing=spacing,
            align_items=align_items,
            wrap=wrap,
            flex_grow=flex_grow,
            flex_shrink=flex_shrink,
        )
        return self._create(params, children)

    def inset(self, inset: float, child: TaffyHandle) -> TaffyHandle:
        self._restyle(child, flex_grow=1)
        return self._create(dict(kind="inset", direction="vertical", padding=inset), [child])

    def set_root_width(self, root: TaffyHandle, width: float) -> None:
        self._restyle(root, width=width)

    def layout(self, root: TaffyHandle) -> None:
        if not self.lib.node_compute_layout(self.tree, root.node, self.available):
            raise RuntimeError("Taffy could not lay the tree out")

    def frame(self, root: TaffyHandle, path: tuple[int, ...]) -> list[float]:
        out = self.lib.PyLayout()
        node, x, y = root.node, 0.0, 0.0
        for index in path:
            node = self.children[node][index]
            self.lib.node_get_layout(self.tree, node, out)
            x += out.x
            y += out.y
        self.lib.node_get_layout(self.tree, node, out)
        return [x, y, out.width, out.height]

    def free(self, root: TaffyHandle) -> None:
        self.lib.free(self.tree)
        self.tree = self._new_tree()
        self.children = {}


ENGINES = {"yoga": YogaEngine, "taffy": TaffyEngine}


def summary(samples: list[int]) -> dict[str, int]:
    """Median, min and max of nanosecond samples."""
    return {
        "median": int(statistics.median(samples)),
        "min": min(samples),
        "max": max(samples),
        "runs": len(samples),
    }


def _timed(engine: Any, root: Any) -> int:
    start = time.perf_counter_ns()
    engine.layout(root)
    return time.perf_counter_ns() - start


def _build(engine: Any, workload: Workload) -> Any:
    root = workload.build(engine)
    engine.set_root_width(root, workload.width)
    return root


def bench(engine: Any, workload: Workload, runs: int) -> dict[str, Any]:
    """Cold, warm and resized timings, and the sample frames of the first tree."""
    cold: list[int] = []
    warm: list[int] = []
    resized: list[int] = []
    frames: dict[str, list[float]] = {}
    gc.disable()
    try:
        for run in range(runs):
            root = _build(engine, workload)
            cold.append(_timed(engine, root))
            if run == 0:
                frames = {label: engine.frame(root, path) for label, (path, _) in workload.samples.items()}
                for _ in range(runs):
                    warm.append(_timed(engine, root))
                    engine.set_root_width(root, workload.width + 1)
                    resized.append(_timed(engine, root))
                    engine.set_root_width(root, workload.width)
                    engine.layout(root)
            engine.free(root)
    finally:
        gc.enable()
    return {
        "coldNanoseconds": summary(cold),
        "warmNanoseconds": summary(warm),
        "resizedNanoseconds": summary(resized),
        "frames": frames,
    }


def _status_kib(field: str) -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    raise RuntimeError(f"no {field} in /proc/self/status")


def memory(engine: Any, workload: Workload) -> dict[str, int]:
    """Peak resident memory one tree added: VmHWM after a layout less VmRSS before building."""
    engine.track_children = False
    gc.collect()
    before = _status_kib("VmRSS")
    root = _build(engine, workload)
    engine.layout(root)
    peak = _status_kib("VmHWM")
    return {"peakBytes": (peak - before) * 1024, "processPeakBytes": peak * 1024}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", choices=sorted(ENGINES), required=True)
    parser.add_argument("--workload", required=True, help="feed, feed-N, wide, deep or wrap")
    parser.add_argument("--runs", type=int, default=9, help="timed runs of each kind (default 9)")
    parser.add_argument("--memory", action="store_true", help="measure peak memory of one tree instead of timing")
    args = parser.parse_args()
    sys.setrecursionlimit(10_000)
    engine = ENGINES[args.engine]()
    workload = by_name(args.workload)
    result: dict[str, Any] = {
        "engine": engine.name,
        "version": engine.version,
        "workload": workload.name,
        "elements": workload.elements,
    }
    if args.memory:
        result.update(memory(engine, workload))
    else:
        result.update(bench(engine, workload, max(1, args.runs)))
    json.dump(result, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()

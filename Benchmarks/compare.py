"""`make bench`: our engine against Yoga and Taffy on the four workloads of issue 7.

Writes the workload documents (Benchmarks/workloads.py) into Output/bench/, runs
`.build/release/layout-diagram bench` and `frames` on each, runs the two peers
(Benchmarks/peers/peer_bench.py, one process per engine and workload), checks that all
three engines compute the same sample frames (within 0.5pt: our frames are ceiled to the
half-point grid of scale 2, Taffy rounds to whole points), and prints one comparison table
and the feed scaling table.

    python Benchmarks/compare.py [--runs 9] [--repeats 3] [--scaling 1000 2000 2800]
                                 [--binary .build/release/layout-diagram] [--quick]

When our executable or its `bench` command is missing, it says so and still prints the
peers' numbers, so the peers can be checked on their own.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from dataclasses import dataclass, field
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from workloads import Workload, feed, standard, write_documents  # noqa: E402

PEERS = ("yoga", "taffy")
TOLERANCE = 0.5
TIMEOUT = 1800


@dataclass
class Timing:
    """Median and noise (min–max) of one kind of layout, in nanoseconds for the whole tree."""

    median: float
    low: float
    high: float


@dataclass
class Result:
    """One engine's numbers on one workload, or why there are none."""

    engine: str
    elements: int = 0
    cold: Timing | None = None
    warm: Timing | None = None
    resized: Timing | None = None
    frames: dict[str, list[float]] = field(default_factory=dict)
    peak_bytes: int | None = None
    error: str | None = None
    version: str = ""


# Runs COMMAND… as a grandchild and writes its peak RSS (KiB) to PATH. A process keeps the peak of the
# memory it had before exec, so a child forked straight from this (large) process would report at least
# this process's size; forked from this small helper instead, it reports its own.
_PEAK_HELPER = """
import os, sys
pid = os.fork()
if pid == 0:
    try:
        os.execvp(sys.argv[2], sys.argv[2:])
    except OSError as error:
        print(error, file=sys.stderr)
    os._exit(127)
_, status, usage = os.wait4(pid, 0)
with open(sys.argv[1], "w") as f:
    f.write(str(usage.ru_maxrss))
sys.exit(os.waitstatus_to_exitcode(status))
"""


def _run(command: list[str], peak: bool = False) -> tuple[int, str, str, int]:
    """Runs a command; returns its exit status, output, errors and, if asked, its peak RSS in bytes."""
    folder = os.path.join(ROOT, "Output", "bench")
    os.makedirs(folder, exist_ok=True)
    peak_path = os.path.join(folder, ".peak")
    if peak:
        command = [sys.executable, "-c", _PEAK_HELPER, peak_path] + command
    with open(os.path.join(folder, ".stdout"), "w+b") as out_file, open(
        os.path.join(folder, ".stderr"), "w+b"
    ) as err_file:
        try:
            status = subprocess.run(command, stdout=out_file, stderr=err_file, cwd=ROOT, timeout=TIMEOUT).returncode
        except subprocess.TimeoutExpired:
            return -1, "", f"timed out after {TIMEOUT} s", 0
        except OSError as error:
            return 127, "", str(error), 0
        out_file.seek(0)
        err_file.seek(0)
        out = out_file.read().decode("utf-8", "replace")
        err = err_file.read().decode("utf-8", "replace")
    peak_bytes = 0
    if peak:
        try:
            with open(peak_path, encoding="ascii") as f:
                peak_bytes = int(f.read()) * 1024
        except (OSError, ValueError):
            peak_bytes = 0
    return status, out, err, peak_bytes


def _timing(value: Any) -> Timing:
    if isinstance(value, dict):
        return Timing(float(value["median"]), float(value["min"]), float(value["max"]))
    return Timing(float(value), float(value), float(value))


def _combine(timings: list[Timing]) -> Timing:
    """Several processes' medians: their median, and the min–max over all of them."""
    return Timing(
        statistics.median(t.median for t in timings), min(t.low for t in timings), max(t.high for t in timings)
    )


def _first_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[0] if lines else "(no message)"


def _last_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[-1] if lines else "(no message)"


def _shown(path: str) -> str:
    relative = os.path.relpath(path, ROOT)
    return path if relative.startswith("..") else relative


# Our engine.


def ours_available(binary: str) -> str | None:
    """None when `binary bench` can run; otherwise the reason it cannot."""
    if not os.path.exists(binary):
        return f"{_shown(binary)} not found (`swift build -c release` makes it once the package has it)"
    status, out, err, _ = _run([binary, "bench", "--help"])
    if status != 0:
        return f"`{_shown(binary)} bench` is not available yet ({_first_line(err or out)})"
    return None


def _frame_at(tree: dict[str, Any], path: tuple[int, ...]) -> list[float]:
    node = tree["root"]
    x, y = float(node["frame"]["x"]), float(node["frame"]["y"])
    for index in path:
        children = node.get("children")
        if children is None:
            children = [node["child"]] if "child" in node else []
        node = children[index]
        x += float(node["frame"]["x"])
        y += float(node["frame"]["y"])
    return [x, y, float(node["frame"]["width"]), float(node["frame"]["height"])]


def run_ours(binary: str, workload: Workload, doc: str, runs: int, repeats: int, frames: bool) -> Result:
    """`bench` `repeats` times (each a median of `runs` layouts) and, if asked, `frames`."""
    result = Result("ours", elements=workload.elements)
    timings: dict[str, list[Timing]] = {"cold": [], "warm": [], "resized": []}
    for _ in range(repeats):
        # Every run asked for is made: the medians compared with the peers are over the same runs.
        status, out, err, _ = _run([binary, "bench", doc, "--iterations", str(runs), "--time-limit", "600"])
        if status != 0:
            result.error = f"bench exited {status}: {_first_line(err or out)}"
            return result
        try:
            data = json.loads(out)
            result.elements = int(data["elements"])
            for kind in timings:
                timings[kind].append(_timing(data[f"{kind}Nanoseconds"]))
        except (ValueError, KeyError, TypeError) as error:
            result.error = f"bench printed unreadable JSON ({error}): {_first_line(out)}"
            return result
    result.cold, result.warm, result.resized = (_combine(timings[k]) for k in ("cold", "warm", "resized"))
    if frames:
        status, out, err, _ = _run([binary, "frames", doc])
        if status != 0:
            result.error = f"frames exited {status}: {_first_line(err or out)}"
            return result
        try:
            tree = json.loads(out)
            result.frames = {label: _frame_at(tree, path) for label, (path, _) in workload.samples.items()}
        except (ValueError, KeyError, TypeError, IndexError) as error:
            result.error = f"frames printed JSON without the expected tree ({error!r})"
    return result


# The peers.


def run_peer(python: str, engine: str, workload: Workload, runs: int, memory: bool) -> Result:
    """The peer's timings and sample frames, and with `memory` its peak memory for one tree."""
    script = os.path.join(HERE, "peers", "peer_bench.py")
    result = Result(engine, elements=workload.elements)
    base = [python, script, "--engine", engine, "--workload", workload.name]
    status, out, err, _ = _run(base + ["--runs", str(runs)])
    if status != 0:
        result.error = f"peer_bench exited {status}: {_last_line(err)}"
        return result
    try:
        data = json.loads(out)
        result.version = data.get("version", "")
        result.cold = _timing(data["coldNanoseconds"])
        result.warm = _timing(data["warmNanoseconds"])
        result.resized = _timing(data["resizedNanoseconds"])
        result.frames = data["frames"]
    except (ValueError, KeyError, TypeError) as error:
        result.error = f"peer_bench printed unreadable JSON ({error})"
        return result
    if memory:
        add_peer_memory(python, workload, result)
    return result


def our_peak(binary: str, doc: str) -> int | None:
    """Peak RSS in bytes of `bench` laying the document out once (one tree), or None if it failed."""
    status, _, _, peak = _run([binary, "bench", doc, "--iterations", "1"], peak=True)
    return peak if status == 0 and peak > 0 else None


def add_peer_memory(python: str, workload: Workload, result: Result) -> None:
    """Measures a peer's peak memory for one tree into an existing result."""
    script = os.path.join(HERE, "peers", "peer_bench.py")
    command = [python, script, "--engine", result.engine, "--workload", workload.name, "--memory"]
    status, out, _, _ = _run(command)
    if status == 0:
        try:
            result.peak_bytes = int(json.loads(out)["peakBytes"])
        except (ValueError, KeyError, TypeError):
            result.peak_bytes = None


def peers_available(python: str) -> str | None:
    """None when both peers import; otherwise the reason they do not."""
    status, _, err, _ = _run([python, "-c", "import poga.libpoga_capi, stretchable.taffylib"])
    if status != 0:
        return f"the peers are not installed for {python} ({_last_line(err)}): run Benchmarks/bench.sh"
    return None


# Checking frames.


def check_frames(workload: Workload, results: list[Result]) -> list[str]:
    """Every engine's sample frames against the hand-computed ones and against each other."""
    problems = []
    for label, (_, expected) in workload.samples.items():
        for result in results:
            if result.error or not result.frames:
                continue
            got = result.frames.get(label)
            if got is None or any(abs(a - b) > TOLERANCE for a, b in zip(got, expected)):
                problems.append(f"{workload.name}: {label}: {result.engine} {_rect(got)}, expected {_rect(expected)}")
    return problems


def _rect(frame: Any) -> str:
    if frame is None:
        return "(missing)"
    return "(" + ", ".join(f"{v:g}" for v in frame) + ")"


# Printing.


def _per_element(ns: float, elements: int) -> str:
    value = ns / max(elements, 1)
    if value >= 100:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    return f"{value:.2f}" if value >= 0.1 else f"{value:.2g}"


def _cell(timing: Timing | None, elements: int) -> str:
    if timing is None:
        return "—"
    median = _per_element(timing.median, elements)
    if timing.low == timing.high:
        return median
    return f"{median} ({_per_element(timing.low, elements)}–{_per_element(timing.high, elements)})"


def _ratio(ours: Timing | None, peer: Timing | None) -> str:
    if ours is None or peer is None or peer.median <= 0:
        return "—"
    ratio = ours.median / peer.median
    return f"{ratio:.2f}" if ratio >= 0.1 else f"{ratio:.2g}"


def _table(header: list[str], rows: list[list[str]], right: set[int]) -> str:
    widths = [max(len(row[i]) for row in [header] + rows) for i in range(len(header))]

    def line(row: list[str]) -> str:
        cells = [c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(row, widths))]
        return "  ".join(cells).rstrip()

    return "\n".join([line(header), line(["-" * w for w in widths])] + [line(r) for r in rows])


def comparison_table(rows_by_workload: list[tuple[Workload, list[Result]]]) -> str:
    """One table: per workload and engine, time per element and ours ÷ that peer."""
    header = [
        "workload",
        "elements",
        "engine",
        "cold ns/elem (min–max)",
        "warm ns/elem (min–max)",
        "resized ns/elem (min–max)",
        "ours÷ cold",
        "warm",
        "resized",
    ]
    rows = []
    for workload, results in rows_by_workload:
        ours = next((r for r in results if r.engine == "ours"), None)
        for index, result in enumerate(results):
            first = index == 0
            name = workload.name if first else ""
            elements = f"{result.elements:,}" if first else ""
            if result.error:
                rows.append([name, elements, result.engine, f"unavailable: {result.error}", "", "", "", "", ""])
                continue
            comparable = ours is not None and not ours.error and not result.engine.startswith("ours")
            rows.append(
                [
                    name,
                    elements,
                    result.engine,
                    _cell(result.cold, result.elements),
                    _cell(result.warm, result.elements),
                    _cell(result.resized, result.elements),
                    _ratio(ours.cold, result.cold) if comparable else "",
                    _ratio(ours.warm, result.warm) if comparable else "",
                    _ratio(ours.resized, result.resized) if comparable else "",
                ]
            )
    return _table(header, rows, right={1, 6, 7, 8})


def scaling_table(rows_by_size: list[tuple[Workload, list[Result]]]) -> str:
    """Feed at several sizes: time and peak memory per element for each engine."""
    header = ["feed cells", "elements", "engine", "cold ns/elem", "warm ns/elem", "resized ns/elem", "peak bytes/elem"]
    rows = []
    for workload, results in rows_by_size:
        for index, result in enumerate(results):
            first = index == 0
            cells = f"{(workload.elements - 1) // 7:,}" if first else ""
            elements = f"{workload.elements:,}" if first else ""
            if result.error:
                rows.append([cells, elements, result.engine, f"unavailable: {result.error}", "", "", ""])
                continue
            memory = "—" if result.peak_bytes is None else f"{result.peak_bytes / result.elements:,.0f}"
            rows.append(
                [
                    cells,
                    elements,
                    result.engine,
                    _cell(result.cold, result.elements),
                    _cell(result.warm, result.elements),
                    _cell(result.resized, result.elements),
                    memory,
                ]
            )
    return _table(header, rows, right={0, 1, 6})


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "layout-diagram"))
    parser.add_argument("--python", default=sys.executable, help="the Python that has poga and stretchable")
    parser.add_argument("--runs", type=int, help="layouts of each kind per measurement (default 9)")
    parser.add_argument("--repeats", type=int, help="our bench processes per workload (default 3)")
    parser.add_argument("--scaling", type=int, nargs="*", help="feed sizes (default 1000 2000 2800: 7,001 to 19,601 elements, within the element budget)")
    parser.add_argument("--quick", action="store_true", help="defaults of 3 runs, 1 repeat, scaling to 2,000")
    args = parser.parse_args()
    sys.stdout.reconfigure(line_buffering=True)
    sys.setrecursionlimit(50_000)  # the deep workload's frames JSON nests 2,000 elements
    if args.runs is None:
        args.runs = 3 if args.quick else 9
    if args.repeats is None:
        args.repeats = 1 if args.quick else 3
    if args.scaling is None:
        args.scaling = [1000, 2_000] if args.quick else [1000, 2_000, 2_800]

    out_dir = os.path.join(ROOT, "Output", "bench")
    main_workloads = standard()
    scaling_workloads = [feed(n) for n in args.scaling]
    baseline = feed(1)
    extra = [w for w in scaling_workloads if w.name not in {m.name for m in main_workloads}]
    docs = write_documents(out_dir, main_workloads + extra + [baseline])
    # Each main workload again with its boxes spelled as content of their size: ours only, reported beside.
    content_docs = write_documents(out_dir, main_workloads, content=True)

    ours_missing = ours_available(args.binary)
    peers_missing = peers_available(args.python)
    if ours_missing:
        print(f"Our engine is left out: {ours_missing}.\n")
    if peers_missing:
        print(f"Yoga and Taffy are left out: {peers_missing}.\n")

    def measure(
        workload: Workload, runs: int, repeats: int, memory: bool, content: bool = False
    ) -> list[Result]:
        results = []
        if ours_missing:
            results.append(Result("ours", elements=workload.elements, error="not built"))
        else:
            frames = workload.elements <= 50_000
            results.append(run_ours(args.binary, workload, docs[workload.name], runs, repeats, frames))
            if content:
                spelled = run_ours(args.binary, workload, content_docs[workload.name], runs, repeats, False)
                spelled.engine = "ours, content boxes"
                results.append(spelled)
        for engine in PEERS:
            if peers_missing:
                results.append(Result(engine, elements=workload.elements, error="not installed"))
            else:
                results.append(run_peer(args.python, engine, workload, runs, memory))
        return results

    problems: list[str] = []
    main_rows = []
    for workload in main_workloads:
        print(f"measuring {workload.name} …", file=sys.stderr, flush=True)
        results = measure(workload, args.runs, args.repeats, memory=False, content=True)
        problems += check_frames(workload, results)
        main_rows.append((workload, results))

    our_baseline = None if ours_missing else our_peak(args.binary, docs[baseline.name])
    scaling_rows = []
    measured = {w.name: results for w, results in main_rows}
    for workload in scaling_workloads:
        print(f"measuring {workload.name} for scaling …", file=sys.stderr, flush=True)
        if workload.name in measured:
            results = [r for r in measured[workload.name] if r.engine != "ours, content boxes"]
            for result in results:
                if result.engine in PEERS and not result.error:
                    add_peer_memory(args.python, workload, result)
        else:
            big = workload.elements > 25_000
            results = measure(workload, max(3, args.runs // 3) if big else args.runs, 1, memory=True)
            problems += check_frames(workload, results)
        for result in results:
            if result.engine == "ours" and not result.error and our_baseline is not None:
                peak = our_peak(args.binary, docs[workload.name])
                result.peak_bytes = None if peak is None else max(0, peak - our_baseline)
        scaling_rows.append((workload, results))

    print(
        "Layout time per element, in nanoseconds: the median of the runs, then the machine noise (min–max).\n"
        "cold = the first layout of a freshly built tree; warm = the same layout again; resized = a\n"
        "layout after the root grew one point wider. ours÷ = our median over that peer's (below 1: we are faster).\n"
        "ours, content boxes = our engine on the same tree with each box spelled as content of its size\n"
        "(`box: {size}`, as a text or an image knows its size) instead of sized by its style.\n"
    )
    versions = sorted({r.version for _, results in main_rows for r in results if r.version})
    if versions:
        print("Peers: " + "; ".join(versions) + ".\n")
    print(comparison_table(main_rows))
    print()
    print("Scaling: the feed at several sizes; peak memory is the peak resident memory the tree added.\n")
    print(scaling_table(scaling_rows))
    print()
    if problems:
        print(f"Frame check FAILED ({len(problems)}): the engines did not do the same work.")
        for problem in problems:
            print(f"  {problem}")
        return 1
    checked = sum(len(w.samples) for w, _ in main_rows + scaling_rows)
    engines = "ours, Yoga and Taffy" if not (ours_missing or peers_missing) else "the engines that ran"
    print(f"Frame check: {checked} sample frames of {engines} match Texture's, computed by hand (±{TOLERANCE}pt).")
    return 0


if __name__ == "__main__":
    sys.exit(main())

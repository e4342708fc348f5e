#!/usr/bin/env python3
"""The planner's quality measure (issue 32): every document under the folders given (default Fixtures/)
rendered in diagram style with `render --plan-report`, and per folder:

- coverage: the share of the values asked for above mere sizes (asked by name, authored, effect) that reach
  the figure or its detail panel;
- dropped: such values that found no room (each also a warning on standard error);
- marks, labels and key lines per figure; badges standing for names;
- extension line and leader per value placed: how far the eye travels from a value or name to its subject.

A benchmark, not a test: it prints figures to compare between commits, on the fixtures and on held-out
batches (whose documents are not committed). Usage: Benchmarks/plan-quality.py [FOLDER...]
Needs the release binary (`swift build -c release --product layout-diagram`).
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, ".build", "release", "layout-diagram")


def documents(folder):
    for directory, _, files in sorted(os.walk(folder)):
        for name in sorted(files):
            if name.endswith(".yaml"):
                yield os.path.join(directory, name)


def report(document, scratch):
    out = os.path.join(scratch, "figure.png")
    plan = os.path.join(scratch, "plan.json")
    result = subprocess.run(
        [BINARY, "render", document, "--scale", "2", "-o", out, "--plan-report", plan, "--style", "diagram"],
        capture_output=True, text=True)
    if result.returncode != 0:
        return None
    with open(plan) as file:
        return json.load(file)


def measure(folder):
    totals = dict(documents=0, failed=0, asked=0, reached=0, dropped=0, leftOut=0, marks=0, labels=0,
                  keyLines=0, badges=0, extension=0.0, leader=0.0, values=0, details=0)
    with tempfile.TemporaryDirectory() as scratch:
        for document in documents(folder):
            totals["documents"] += 1
            data = report(document, scratch)
            if data is None:
                totals["failed"] += 1
                continue
            asked = [row for row in data["requests"] if row["priority"] != "size"]
            totals["asked"] += len(asked)
            totals["reached"] += sum(row["placed"] in ("figure", "detail") for row in asked)
            totals["dropped"] += sum(row["placed"] == "dropped" for row in asked)
            totals["leftOut"] += sum(row["placed"] == "left out" for row in data["requests"])
            totals["values"] += sum(row["placed"] in ("figure", "detail") for row in data["requests"])
            summary = data["summary"]
            for key, name in (("marks", "marks"), ("labels", "labels"), ("keyLines", "keyLines"),
                              ("badges", "badges"), ("extension", "extensionLength"),
                              ("leader", "leaderLength")):
                totals[key] += summary[name]
            totals["details"] += 1 if summary["detail"] else 0
    return totals


def main():
    folders = sys.argv[1:] or [os.path.join(ROOT, "Fixtures")]
    if not os.path.exists(BINARY):
        sys.exit(f"no release binary at {BINARY}: swift build -c release --product layout-diagram")
    print("folder | documents | coverage above sizes | dropped | left out | marks/figure | labels/figure | "
          "key lines/figure | badges | extension pt/value | leader pt/value | details")
    print("--- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | ---")
    for folder in folders:
        t = measure(folder)
        drawn = max(t["documents"] - t["failed"], 1)
        coverage = t["reached"] / t["asked"] if t["asked"] else 1.0
        values = max(t["values"], 1)
        print(f"{folder} | {t['documents']} ({t['failed']} failed) | {coverage:.1%} ({t['reached']}/{t['asked']}) | "
              f"{t['dropped']} | {t['leftOut']} | {t['marks'] / drawn:.1f} | {t['labels'] / drawn:.1f} | "
              f"{t['keyLines'] / drawn:.1f} | {t['badges']} | {t['extension'] / values:.1f} | "
              f"{t['leader'] / values:.1f} | {t['details']}")


if __name__ == "__main__":
    main()

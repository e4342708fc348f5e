#!/usr/bin/env python3
"""The inspector's size and load time, as a user gets it: `render --format html` of a 1,000-element document
(`Benchmarks/planner-document.py 1000`, scale 1) opened in headless Chromium, its time to interactive read from
the browser's own timing (navigation start to the load event's end, the page's script having built the tree),
the median of RUNS loads; and the page's size against the same document's SVG.
Usage: Benchmarks/inspector-bench.py [RUNS]   (default 5; needs selenium and chromium, as `make deps` installs)
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    subprocess.run(["swift", "build", "-c", "release", "--product", "layout-diagram"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    binary = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip() + "/layout-diagram"
    work = tempfile.mkdtemp(prefix="inspector-bench-")
    try:
        document = os.path.join(work, "doc.yaml")
        with open(document, "w") as out:
            subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "planner-document.py"), "1000"],
                           stdout=out, check=True)
        page, svg = os.path.join(work, "doc.html"), os.path.join(work, "doc.svg")
        for output in (page, svg):
            subprocess.run([binary, "render", document, "-o", output, "--scale", "1"], check=True,
                           stderr=subprocess.DEVNULL)
        options = Options()
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1300,900"):
            options.add_argument(argument)
        options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
        driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"),
                                  options=options)
        times = []
        try:
            for _ in range(runs):
                driver.get("file://" + page)
                times.append(driver.execute_script(
                    "var t = performance.getEntriesByType('navigation')[0]; return t.loadEventEnd - t.startTime;"))
            entries = driver.execute_script("return document.querySelectorAll('#tree button').length;")
        finally:
            driver.quit()
        page_bytes, svg_bytes = os.path.getsize(page), os.path.getsize(svg)
        print(f"elements in the tree: {entries}")
        print(f"page {page_bytes:,} bytes, SVG {svg_bytes:,} bytes: {page_bytes / svg_bytes:.2f}× the SVG")
        print(f"load to interactive, ms: {', '.join(f'{t:.0f}' for t in times)}; median {statistics.median(times):.0f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

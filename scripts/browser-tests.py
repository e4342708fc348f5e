#!/usr/bin/env python3
"""Browser tests of the pages layout-diagram writes, in headless Chromium through selenium.

The inspector (`render --format html`): hovering a tree entry shows that element's sizing record and
outlines it; a click pins it; the search filters the tree and Enter pins the match; focus dims all but the
pinned element; the style toggle swaps the figures. The check report (`check --report`): the slider moves
the new render over the reference, and the layout's verdict names the changed element. A screenshot of each
page goes to Output/browser/. Usage: scripts/browser-tests.py LAYOUT_DIAGRAM_BINARY
"""
import os
import shutil
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHOTS = os.path.join(ROOT, "Output", "browser")
failures = []


def expect(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)


def browser():
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1300,800"):
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    return webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)


def tree_button(driver, name):
    for button in driver.find_elements(By.CSS_SELECTOR, "#tree button"):
        if button.text.split(" ")[0] == name:
            return button
    raise AssertionError("no tree entry " + name)


def inspector(driver, binary, work):
    page = os.path.join(work, "stack.html")
    subprocess.run([binary, "render", os.path.join(ROOT, "Fixtures", "stack.yaml"), "-o", page], check=True)
    driver.get("file://" + page)
    names = [b.text.split(" ")[0] for b in driver.find_elements(By.CSS_SELECTOR, "#tree button")]
    expect(names == ["row", "left", "right"], "the tree lists row, left, right in tree order")
    ActionChains(driver).move_to_element(tree_button(driver, "left")).perform()
    details = driver.find_element(By.ID, "details").text
    expect("left (box)" in details, "hovering 'left' in the tree shows its record")
    expect("width 128pt" in details and "flexBasis 40%" in details, "the record says how its width came about")
    expect(len(driver.find_elements(By.CSS_SELECTOR, "#overlay rect")) == 1, "the hovered element is outlined")
    tree_button(driver, "left").click()
    expect("pinned" in tree_button(driver, "left").get_attribute("class"), "a click pins it")
    driver.find_element(By.ID, "focus").click()
    expect(len(driver.find_elements(By.CSS_SELECTOR, "#overlay path")) == 1, "focus dims all but the pinned element")
    driver.save_screenshot(os.path.join(SHOTS, "inspector.png"))
    search = driver.find_element(By.ID, "search")
    search.send_keys("righ")
    hidden = [item.find_element(By.TAG_NAME, "button").get_attribute("textContent").split(" ")[0]
              for item in driver.find_elements(By.CSS_SELECTOR, "#tree li.filtered")]
    expect(hidden == ["left"], "the search hides the entries that do not match")
    search.send_keys(Keys.ENTER)
    expect("pinned" in tree_button(driver, "right").get_attribute("class"), "Enter pins the match")
    expect("right (box)" in driver.find_element(By.ID, "details").text, "and shows its record")
    kinds = driver.find_elements(By.CSS_SELECTOR, "#kinds input")
    expect([k.get_attribute("value") for k in kinds] == ["size", "flexBasis"], "a toggle for each annotation kind")
    kinds[1].click()
    layers = {l.get_attribute("data-kind"): l for l in driver.find_elements(By.CSS_SELECTOR, "#stage svg.layer")}
    expect(not layers["flexBasis"].is_displayed() and layers["size"].is_displayed(),
           "a kind's toggle hides its marks and no other kind's")
    kinds[1].click()
    expect(layers["flexBasis"].is_displayed(), "and shows them again")
    driver.find_elements(By.CSS_SELECTOR, "input[name=style]")[1].click()
    figures = driver.find_elements(By.CSS_SELECTOR, "#stage svg.figure")
    expect([f.is_displayed() for f in figures] == [False, True], "the style toggle shows the plain figure")


def report(driver, binary, work):
    fixtures = os.path.join(work, "Fixtures")
    os.makedirs(fixtures)
    for name in ("stack.yaml", "stack.png"):
        shutil.copy(os.path.join(ROOT, "Fixtures", name), fixtures)
    frames = subprocess.run([binary, "frames", os.path.join(fixtures, "stack.yaml")], check=True,
                            capture_output=True).stdout
    open(os.path.join(fixtures, "stack.frames.json"), "wb").write(frames)
    text = open(os.path.join(fixtures, "stack.yaml")).read().replace("flexBasis: 40%", "flexBasis: 44%")
    open(os.path.join(fixtures, "stack.yaml"), "w").write(text)
    run = subprocess.run([binary, "check", fixtures, "--output", os.path.join(work, "out"),
                          "--report", os.path.join(work, "report")], capture_output=True)
    expect(run.returncode == 1, "check exits 1 on the changed document")
    driver.get("file://" + os.path.join(work, "report", "index.html"))
    driver.save_screenshot(os.path.join(SHOTS, "report.png"))
    body = driver.find_element(By.TAG_NAME, "body").text
    expect("the layout changed: row/left" in body, "the report's verdict names the changed element")
    over = driver.find_element(By.CSS_SELECTOR, ".slider img.over")
    before = over.get_attribute("style")
    slider = driver.find_element(By.CSS_SELECTOR, ".slider input")
    slider.send_keys(Keys.END)
    expect(over.get_attribute("style") != before and "inset(0px" in over.get_attribute("style"),
           "the slider moves the new render over the reference")


def serve(driver, binary, work):
    import time
    folder = os.path.join(work, "served")
    os.makedirs(folder)
    document = os.path.join(folder, "card.yaml")
    original = open(os.path.join(ROOT, "Fixtures", "stack.yaml")).read()
    open(document, "w").write(original)
    open(os.path.join(folder, "guide.md"), "w").write(
        "# Guide\n\n```layout name=pill\nroot: {name: pill, box: {size: [60, 20]}}\n```\n")
    server = subprocess.Popen([binary, "serve", folder, "--port", "0"], stdout=subprocess.PIPE, text=True)
    try:
        address = server.stdout.readline().split()[1]
        driver.get(address)
        links = [link.text for link in driver.find_elements(By.CSS_SELECTOR, "a")]
        expect(links == ["0/card.yaml", "0/guide.md: pill"], "the index lists the document and the Markdown block")
        driver.find_elements(By.CSS_SELECTOR, "a")[1].click()
        expect("pill box 60×20" in driver.find_element(By.ID, "tree").text, "the block opens in the inspector")
        driver.get(address)
        driver.find_elements(By.CSS_SELECTOR, "a")[0].click()
        expect("left box 128×80" in driver.find_element(By.ID, "tree").text, "the document opens in the inspector")
        time.sleep(0.3)
        started = time.time()
        open(document, "w").write(original.replace("flexBasis: 40%", "flexBasis: 50%"))
        reloaded = False
        while time.time() - started < 3:
            try:
                if "left box 160×80" in driver.find_element(By.ID, "tree").text:
                    reloaded = True
                    break
            except Exception:
                pass
            time.sleep(0.05)
        expect(reloaded and time.time() - started < 1.0,
               "a saved change shows within a second (%.2f s)" % (time.time() - started))
        open(document, "w").write(original.replace("flexBasis: 40%", "flexBasis: fourty"))
        time.sleep(1.0)
        page = driver.find_element(By.TAG_NAME, "body").text
        expect("error" in page and "flexBasis" in page and "left box 160×80" in driver.find_element(By.ID, "tree").text,
               "a bad edit shows its error over the last good page")
        driver.save_screenshot(os.path.join(SHOTS, "serve.png"))
        open(document, "w").write(original)
        time.sleep(1.0)
        expect("left box 128×80" in driver.find_element(By.ID, "tree").text and not driver.find_elements(By.ID, "error"),
               "a good save recovers")
    finally:
        server.send_signal(2)
        server.wait(timeout=5)
        expect(server.returncode == 0, "Ctrl-C stops the server cleanly")


def serve_http(binary, work):
    import socket
    import threading
    import time
    import urllib.error
    import urllib.request
    folder = os.path.join(work, "served-http")
    os.makedirs(folder)
    document = os.path.join(folder, "card.yaml")
    original = open(os.path.join(ROOT, "Fixtures", "stack.yaml")).read()
    open(document, "w").write(original)
    outside = os.path.join(work, "outside.yaml")
    open(outside, "w").write(original)
    os.symlink(outside, os.path.join(folder, "link.yaml"))
    server = subprocess.Popen([binary, "serve", folder, "--port", "0"], stdout=subprocess.PIPE, text=True)
    try:
        address = server.stdout.readline().split()[1].rstrip("/")

        def status(path):
            try:
                return urllib.request.urlopen(address + path, timeout=5).status
            except urllib.error.HTTPError as error:
                return error.code

        escapes = ["/view?path=0/../outside.yaml", "/view?path=/etc/passwd", "/view?path=0/%252e%252e/outside.yaml",
                   "/view?path=0/%2e%2e/outside.yaml", "/view?path=0/link.yaml", "/view?path=1/card.yaml",
                   "/view?path=0//card.yaml", "/../outside.yaml", "/etc/passwd"]
        expect([status(path) for path in escapes] == [404] * len(escapes),
               "requests that escape the root, or name no document, are not found")
        expect(status("/view?path=0/card.yaml") == 200, "the served document is found")
        raw = socket.create_connection(("127.0.0.1", int(address.rsplit(":", 1)[1])), timeout=5)
        raw.sendall(b"GARBAGE / NOT-HTTP\r\n\r\n")
        reply = raw.recv(64)
        raw.close()
        expect(reply == b"" or reply.startswith(b"HTTP/1.1 4"), "a malformed request gets a 4xx or a closed connection")
        results = []
        threads = [threading.Thread(target=lambda: results.append(status("/"))) for _ in range(50)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        expect(results == [200] * 50, "50 concurrent loads of the index succeed")
        for basis in range(20):
            open(document, "w").write(original.replace("flexBasis: 40%", "flexBasis: %d%%" % (20 + basis)))
        time.sleep(0.5)
        page = urllib.request.urlopen(address + "/view?path=0/card.yaml", timeout=5).read().decode()
        expect("flexBasis 39%" in page and 'id="error"' not in page, "20 rapid saves end on the last content")
        expect(server.poll() is None, "the server is still running")
    finally:
        server.send_signal(2)
        server.wait(timeout=5)


def main():
    binary = sys.argv[1]
    os.makedirs(SHOTS, exist_ok=True)
    work = tempfile.mkdtemp(prefix="browser-tests-")
    driver = browser()
    try:
        inspector(driver, binary, work)
        report(driver, binary, work)
        serve(driver, binary, work)
        serve_http(binary, work)
    finally:
        driver.quit()
        shutil.rmtree(work, ignore_errors=True)
    print(f"{len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()

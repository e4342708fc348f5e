import DiagramValues
import Foundation
import InputLimits
import LayoutRenderer

extension FixtureCheckReport {
  /// The files of a static HTML report of the run in `folder`, as reg-cli writes one: `index.html` (a
  /// summary, a filter, and for each document that differs its reference, its new render and the diff side
  /// by side, a slider between reference and new, the difference and the layout's verdict) and the images
  /// it shows under `images/`. Written whether the run passes or not; every image is a file of its own,
  /// so the page opens from `file://` with no network.
  public func htmlReportFiles(in folder: URL) throws -> [(url: URL, data: Data)] {
    var files: [(url: URL, data: Data)] = []
    var cases: [String] = []
    for (index, checked) in documents.enumerated() where checked.status != .matches {
      for comparison in checked.comparisons where !comparison.matches {
        let stem = "images/\(index)-\(comparison.format.rawValue)"
        let ext = comparison.format.rawValue
        var images: [(label: String, path: String)] = []
        let reference = checked.document.reference(comparison.format)
        if case .differs = comparison.outcome,
          let data = try? RegularFile.read(reference, limit: Budgets.imageFileBytes)
        {
          files.append((folder.appendingPathComponent("\(stem).reference.\(ext)"), data))
          images.append(("reference", "\(stem).reference.\(ext)"))
        }
        files.append((folder.appendingPathComponent("\(stem).new.\(ext)"), comparison.rendered))
        images.append(("new", "\(stem).new.\(ext)"))
        if case .differs(_, let diffImage?) = comparison.outcome {
          files.append(
            (
              folder.appendingPathComponent("\(stem).diff.png"),
              try diffImage.pngData(file: "\(stem).diff.png", compression: .fast)
            ))
          images.append(("diff", "\(stem).diff.png"))
        }
        cases.append(Self.htmlCase(checked, comparison, images: images))
      }
    }
    files.append((folder.appendingPathComponent("index.html"), Data(htmlPage(cases: cases).utf8)))
    try checkNoneThroughLinks(files.map(\.url), under: folder)
    return files
  }

  /// The counts a report leads with: passed, failed, new (no reference yet).
  var reportCounts: (passed: Int, failed: Int, new: Int) {
    (
      documents.filter { $0.status == .matches }.count, documents.filter { $0.status == .differs }.count,
      documents.filter { $0.status == .missingReference }.count
    )
  }

  private func htmlPage(cases: [String]) -> String {
    let counts = reportCounts
    let summary =
      "\(counts.passed) passed, \(counts.failed) failed, \(counts.new) new (no reference) of \(documents.count)"
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>layout-diagram check: \(XMLText.escaped(summary))</title>
      <style>
      :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
      body { margin: 1.5rem; }
      .summary span { margin-right: 1rem; font-weight: 600; }
      .passed { color: #2e7d32; } .failed { color: #c62828; } .new { color: #ef6c00; }
      .case { border-top: 1px solid #8884; padding: 1rem 0; }
      .case h2 { font-size: 1rem; margin: 0 0 .5rem; }
      .images { display: flex; gap: 1rem; flex-wrap: wrap; align-items: flex-start; }
      figure { margin: 0; } figcaption { font-size: .8rem; opacity: .8; }
      img { max-width: 360px; border: 1px solid #8886; background: #fff; }
      .slider { position: relative; display: inline-block; }
      .slider img.over { position: absolute; left: 0; top: 0; }
      .hidden { display: none; }
      </style></head><body>
      <h1>layout-diagram check</h1>
      <p class="summary"><span class="passed">\(counts.passed) passed</span><span class="failed">\(counts.failed) failed</span><span class="new">\(counts.new) new</span>of \(Self.documentsCounted(documents.count))</p>
      <p><label>Filter <input id="filter" type="search" placeholder="document path"></label></p>
      \(cases.isEmpty ? "<p>Every document matches its references.</p>" : cases.joined(separator: "\n"))
      <script>
      document.getElementById('filter').addEventListener('input', function (event) {
        var text = event.target.value.toLowerCase();
        document.querySelectorAll('.case').forEach(function (item) {
          item.classList.toggle('hidden', item.dataset.path.toLowerCase().indexOf(text) < 0);
        });
      });
      document.querySelectorAll('.slider input').forEach(function (range) {
        range.addEventListener('input', function () {
          var over = range.parentElement.querySelector('img.over');
          over.style.clipPath = 'inset(0 ' + (100 - range.value) + '% 0 0)';
        });
      });
      </script>
      </body></html>

      """
  }

  private static func htmlCase(
    _ checked: DocumentCheck, _ comparison: ReferenceComparison, images: [(label: String, path: String)]
  ) -> String {
    let path = XMLText.escaped(checked.document.path)
    let difference: String =
      switch comparison.outcome {
      case .differs(let summary, _): summary
      case .missing: "no reference image"
      case .matches: "matches"
      }
    var html = "<section class=\"case\" data-path=\"\(path)\">\n"
    html += "<h2>\(path): \(XMLText.escaped(checked.document.referenceName(comparison.format)))</h2>\n"
    html += "<p>\(XMLText.escaped(difference))</p>\n"
    if let verdict = checked.layoutVerdict { html += "<p>\(XMLText.escaped(verdict))</p>\n" }
    if let diff = checked.layoutDiff, !diff.isEmpty {
      html += "<pre>\(XMLText.escaped(diff.text))</pre>\n"
    }
    html += "<div class=\"images\">\n"
    for image in images {
      html +=
        "<figure><img src=\"\(XMLText.escaped(image.path))\" alt=\"\(image.label)\"><figcaption>\(image.label)</figcaption></figure>\n"
    }
    if let reference = images.first(where: { $0.label == "reference" }),
      let new = images.first(where: { $0.label == "new" })
    {
      html +=
        "<figure><div class=\"slider\"><img src=\"\(XMLText.escaped(reference.path))\" alt=\"reference\">"
      html +=
        "<img class=\"over\" src=\"\(XMLText.escaped(new.path))\" alt=\"new\" style=\"clip-path: inset(0 50% 0 0)\">"
      html +=
        "<br><input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"new over reference\"></div>"
      html += "<figcaption>new (left of the line) over reference</figcaption></figure>\n"
    }
    return html + "</div>\n</section>"
  }

  /// A Markdown summary fit for a CI job summary or a pull-request comment: the counts, then a table of
  /// the documents that differ with how, and the layout's verdict when there is one.
  public var markdownSummary: String {
    let counts = reportCounts
    var lines = [
      "### layout-diagram check", "",
      "**\(counts.passed) passed, \(counts.failed) failed, \(counts.new) new** of \(Self.documentsCounted(documents.count))",
    ]
    let rows = mismatches.flatMap { checked in
      checked.mismatches.map { comparison -> String in
        let difference: String =
          switch comparison.outcome {
          case .differs(let summary, _): summary
          case .missing: "no reference image"
          case .matches: "matches"
          }
        let cells = [
          "`\(checked.document.path)`", checked.document.referenceName(comparison.format), difference,
          checked.layoutVerdict ?? "",
        ].map { Self.markdownCell($0) }
        return "| " + cells.joined(separator: " | ") + " |"
      }
    }
    if !rows.isEmpty {
      lines += ["", "| document | reference | difference | layout |", "| --- | --- | --- | --- |"] + rows
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func documentsCounted(_ count: Int) -> String {
    count == 1 ? "1 document" : "\(count) documents"
  }

  private static func markdownCell(_ text: String) -> String {
    text.escapingControlCharacters.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(
      of: "\n", with: " ")
  }
}

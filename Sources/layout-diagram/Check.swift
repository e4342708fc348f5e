import ArgumentParser
import FixtureCheck
import ImageDiff
import Foundation
import InputLimits
import LayoutDocument
import LayoutRenderer

/// `layout-diagram check [DIR…] [--record] [--output DIR]`: renders every document under the folders and
/// compares it with the reference images beside it.
struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Checks layout documents against the reference images beside them.",
    discussion: """
      Renders every *.yaml under each folder (recursively) in its own scale and style, and compares it with \
      the reference images beside it, NAME.png and/or NAME.svg: SVG byte for byte, PNG byte for byte or \
      else pixel for pixel, exactly unless --threshold (how different one pixel may look, 0 to 1, as \
      pixelmatch's threshold and 1 − swift-snapshot-testing's perceptualPrecision) or --tolerance (the \
      share of pixels that may differ, 0 to 1, as iOSSnapshotTestCase's overallTolerance and 1 − \
      swift-snapshot-testing's precision) allows more. Prints one line per mismatch and a summary; a document with \
      no reference image is a mismatch. For each mismatch the new render goes under --output, with a diff \
      image (NAME.diff.png: differing pixels in red) for a PNG; subfolders are mirrored \
      (Fixtures/docs/inset.yaml → Output/docs/inset.png).

      --record writes the renders that differ (and both formats for a document without references) as the \
      references instead; look at them before committing them.

      Every document is read and rendered before any file is written: a bad document (exit status 2, \
      FILE:LINE:COLUMN: error: MESSAGE) leaves nothing written. More than 3 documents print a progress \
      line per document on standard error. Exit status: 0 every document matches (or --record), 1 a \
      mismatch, 2 bad input or usage.

      --junit FILE and --json FILE also write the results for a CI system: one test case per document, a \
      failure with the pixel count, the box and the artifacts written for each mismatch.

      Examples:
        layout-diagram check
        layout-diagram check Fixtures/docs --output Output/docs-check
        layout-diagram check --junit Output/check.junit.xml
        layout-diagram check --record
        layout-diagram check --threshold 0.1 --tolerance 0.001
      """)

  @Argument(help: "The folders to check (default: Fixtures).")
  var folders: [String] = []

  @Flag(help: "Write the renders that differ as the references instead of comparing.")
  var record = false

  @Option(help: "The folder the renders and diff images of mismatches go to.")
  var output: String = FixtureCheck.defaultOutput

  @Option(help: "Also write the results as JUnit XML to this file, for a CI system to list as test results.")
  var junit: String?

  @Option(help: "Also write the results as JSON to this file.")
  var json: String?

  @Option(help: "Also write a static HTML report of the run to this folder (index.html and its images).")
  var report: String?

  @Option(help: "Also write a Markdown summary of the run to this file, for a CI job summary or a comment.")
  var summary: String?

  @Option(help: "How different one pixel may look and still match, 0 (exact, the default) to 1.")
  var threshold: Double = 0

  @Option(help: "The share of an image's pixels that may differ and still match, 0 (none, the default) to 1.")
  var tolerance: Double = 0

  @OptionGroup var images: ImageRootOptions

  func validate() throws {
    try ComparisonArguments.validate(threshold: threshold, tolerance: tolerance)
  }

  func run() throws {
    var check = try FixtureCheck(
      folders: folders.isEmpty ? [FixtureCheck.defaultFolder] : folders, output: output)
    check.imageRoot = images.root
    check.keepsFrames = record
    check.comparison = ComparisonOptions(
      threshold: threshold, detectsAntialiasing: false, tolerance: tolerance)
    // The reports may replace neither a document nor a reference, nor each other.
    let reportFolder = report.map { URL(fileURLWithPath: $0, isDirectory: true) }
    let reports = [junit, json, summary].compactMap { $0 }.map { URL(fileURLWithPath: $0) }
    let inputs = check.documents.flatMap { document in
      [document.file] + ImageFormat.allCases.map { document.reference($0) }
    }
    let reportPageURL = reportFolder.map { [$0.appendingPathComponent("index.html")] } ?? []
    if let clash = RegularFile.firstClash(outputs: reports + reportPageURL, inputs: inputs) {
      throw ValidationError(clash.description.escapingControlCharacters)
    }
    let progress = BatchProgress(total: check.documents.count)
    let checked = try check.run { index, document in progress.report(index, document.path) }
    if record {
      let lines = try checked.recordReferences()
      printOutput((lines + [checked.recordSummary]).map { $0 + "\n" }.joined())
      return
    }
    var files = try checked.artifactFiles()
    if let reportFolder { files += try checked.htmlReportFiles(in: reportFolder) }
    // The reports may not replace a render or a diff image the check writes either; all are written
    // together, each whole (a temporary file, then renamed), only over a regular file.
    // Nor an image a checked document draws: those are inputs too.
    let drawn = checked.documents.flatMap(\.drawnImages)
    if let clash = RegularFile.firstClash(outputs: files.map(\.url) + reports, inputs: drawn) {
      throw ValidationError(clash.description.escapingControlCharacters)
    }
    let reportPage = report.map { ($0 as NSString).appendingPathComponent("index.html") }
    for (path, text) in [
      (junit, checked.junitXML(reportPage: reportPage)), (json, checked.json(reportPage: reportPage)),
      (summary, checked.markdownSummary),
    ] {
      guard let path else { continue }
      let url = URL(fileURLWithPath: path)
      do {
        try RegularFile.checkReplaceable(url)
      } catch {
        throw ValidationError(
          "\(path.escapingControlCharacters) is \(error); the report cannot be written there")
      }
      files.append((url, Data(text.utf8)))
    }
    try ImageFile.writeAll(files)
    var lines = checked.mismatchLines + [checked.summary]
    if let reportPage { lines.append("report: \(reportPage)") }
    printOutput(lines.map { $0.escapingControlCharacters + "\n" }.joined())
    if !checked.allMatch { throw ExitCode(1) }
  }
}

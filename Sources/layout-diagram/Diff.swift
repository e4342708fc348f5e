import ArgumentParser
import Foundation
import InputLimits
import ImageDiff

/// `layout-diagram diff A.png B.png [-o DIFF.png] [--threshold T]`: compares two PNG images;
/// `layout-diagram diff OLD.yaml NEW.yaml [--format json] [-o OVERLAY.svg]`: compares two layouts.
struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Compares two PNG images, or two layouts, and says what differs.",
    discussion: """
      Given two layout documents (.yaml, .yml, .json) or two frames files (`layout-diagram frames` JSON), \
      compares the layouts: elements are matched by their path of names (an unnamed one by its kind and \
      place, `feed/stack#0`), and each element whose frame changed is listed with x, y, width and height \
      before → after, the inputs the author changed on it (from the sizing records, for documents), how its \
      new and old lengths came about, or else the nearest element whose inputs changed, which it followed. \
      Added and removed elements are listed too. --format json prints the same for programs; -o FILE.svg \
      draws both layouts overlaid, the changed elements' old frames dashed and new ones in red. Exit status: \
      0 the layouts are the same, 1 they differ, 2 bad input.

      Given two PNG images: \
      Pixels are compared as pixelmatch does: by perceived color distance (YIQ), each pixel over white, \
      with anti-aliased edge pixels set aside unless --include-antialiased is given. Prints the count of \
      differing pixels and the box holding them; images of different sizes always differ. With --tolerance, \
      images whose differing pixels are no more than that share of all match. Exit status: 0 \
      the images match, 1 they differ, 2 a file cannot be read as PNG or the options are invalid.

      The diff image (-o) shows differing pixels in red and anti-aliased ones in yellow over a faded \
      grayscale copy of the reference, at the size of both images together.

      Examples:
        layout-diagram diff expected.png actual.png -o diff.png --threshold 0.05
        layout-diagram diff before.yaml after.yaml -o change.svg
      """)

  @Argument(help: "The reference image (PNG), or the old layout (a document or frames JSON).")
  var reference: String

  @Argument(help: "The image compared with it (PNG), or the new layout.")
  var actual: String

  @Option(
    name: .shortAndLong,
    help: "Where to write the diff image (PNG), or for layouts the overlaid figure (SVG).")
  var output: String?

  @Option(help: "How a layout diff is printed: text or json.")
  var format: LayoutDiffFormat = .text

  @Option(help: "How different two pixels may look and still match, 0 (exact) to 1.")
  var threshold: Double = ComparisonOptions.standard.threshold

  @Option(help: "The share of the pixels that may differ and the images still match, 0 (none) to 1.")
  var tolerance: Double = 0

  @Flag(help: "Count anti-aliased pixels as differences too.")
  var includeAntialiased = false

  func validate() throws {
    try ComparisonArguments.validate(threshold: threshold, tolerance: tolerance)
  }

  /// Whether the two files are layouts (documents or frames JSON) rather than images.
  private var comparesLayouts: Bool {
    [reference, actual].allSatisfy { LayoutFiles.isLayout($0) }
  }

  func run() throws {
    if comparesLayouts {
      try LayoutFiles.compare(old: reference, new: actual, format: format, figure: output)
      return
    }
    if let output,
      let clash = RegularFile.firstClash(
        outputs: [URL(fileURLWithPath: output)],
        inputs: [URL(fileURLWithPath: reference), URL(fileURLWithPath: actual)])
    {
      throw ValidationError(clash.description.escapingControlCharacters)
    }
    // The images are let go once compared, before the diff image is encoded: each is as large as it.
    let (summary, matches, diffImage) = try compare(withImage: output != nil)
    if let output, let diffImage {
      try diffImage.write(to: URL(fileURLWithPath: output), file: output, compression: .fast)
    }
    printOutput(summary + "\n")
    if !matches { throw ExitCode(1) }
  }

  /// The comparison's summary, whether the images match, and the diff image when `withImage`.
  private func compare(withImage: Bool) throws(ImageFileError) -> (String, Bool, Bitmap?) {
    let (referencePath, actualPath) = (reference, actual)
    let (referenceImage, actualImage) = try Bitmap.decodedTogether(
      { () throws(ImageFileError) in
        try Bitmap(contentsOf: URL(fileURLWithPath: referencePath), file: referencePath)
      },
      { () throws(ImageFileError) in
        try Bitmap(contentsOf: URL(fileURLWithPath: actualPath), file: actualPath)
      })
    let comparison = ImageComparison(
      reference: referenceImage, actual: actualImage,
      options: ComparisonOptions(
        threshold: threshold, detectsAntialiasing: !includeAntialiased, tolerance: tolerance))
    guard withImage else { return (comparison.summary, comparison.matches, nil) }
    guard let image = comparison.diffImage else {
      let union = PixelSize(
        width: max(comparison.referenceSize.width, comparison.actualSize.width),
        height: max(comparison.referenceSize.height, comparison.actualSize.height))
      throw ImageFileError.beyondBudget(
        file: output ?? "the diff image",
        .image(pixels: union.width * union.height, limit: Budgets.imagePixels))
    }
    return (comparison.summary, comparison.matches, image)
  }
}

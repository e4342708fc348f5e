import ArgumentParser
import Foundation
import InputLimits
import ImageDiff

/// `layout-diagram diff A.png B.png [-o DIFF.png] [--threshold T]`: compares two PNG images.
struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Compares two PNG images and prints how many pixels differ.",
    discussion: """
      Pixels are compared as pixelmatch does: by perceived color distance (YIQ), each pixel over white, \
      with anti-aliased edge pixels set aside unless --include-antialiased is given. Prints the count of \
      differing pixels and the box holding them; images of different sizes always differ. Exit status: 0 \
      the images match, 1 they differ, 2 a file cannot be read as PNG or the options are invalid.

      The diff image (-o) shows differing pixels in red and anti-aliased ones in yellow over a faded \
      grayscale copy of the reference, at the size of both images together.

      Example:
        layout-diagram diff expected.png actual.png -o diff.png --threshold 0.05
      """)

  @Argument(help: "The reference image (PNG).")
  var reference: String

  @Argument(help: "The image compared with it (PNG).")
  var actual: String

  @Option(name: .shortAndLong, help: "Where to write the diff image (PNG).")
  var output: String?

  @Option(help: "How different two pixels may look and still match, 0 (exact) to 1.")
  var threshold: Double = ComparisonOptions.standard.threshold

  @Flag(help: "Count anti-aliased pixels as differences too.")
  var includeAntialiased = false

  func validate() throws {
    guard threshold >= 0, threshold <= 1 else {
      throw ValidationError("--threshold must be between 0 and 1, not \(threshold)")
    }
  }

  func run() throws {
    if let output,
      let clash = RegularFile.firstClash(
        outputs: [URL(fileURLWithPath: output)],
        inputs: [URL(fileURLWithPath: reference), URL(fileURLWithPath: actual)])
    {
      throw ValidationError(clash.description.escapingControlCharacters)
    }
    let referenceImage = try Bitmap(contentsOf: URL(fileURLWithPath: reference), file: reference)
    let actualImage = try Bitmap(contentsOf: URL(fileURLWithPath: actual), file: actual)
    let comparison = ImageComparison(
      reference: referenceImage, actual: actualImage,
      options: ComparisonOptions(threshold: threshold, detectsAntialiasing: !includeAntialiased))
    if let output { try comparison.diffImage.write(to: URL(fileURLWithPath: output), file: output) }
    printOutput(comparison.summary + "\n")
    if !comparison.matches { throw ExitCode(1) }
  }
}

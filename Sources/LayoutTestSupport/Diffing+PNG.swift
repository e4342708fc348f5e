import CairoSupport
import Foundation
import ImageDiff
import SnapshotTesting

extension Diffing where Value == Data {
  /// PNG images compared as ImageDiff compares them (pixelmatch's perceptual distance, threshold and
  /// anti-aliasing detection), for swift-snapshot-testing on Linux, where its own image strategies do not
  /// exist.
  ///
  /// On a mismatch the message gives the count and box of differing pixels and the path of the diff image,
  /// written to `SNAPSHOT_ARTIFACTS` (else the temporary directory) under `layout-diffs/`, named by a hash
  /// of its bytes; the diff image is attached too, for the environments that keep attachments.
  public static func png(options: ComparisonOptions = .standard) -> Diffing<Data> {
    .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
      PNGDifference(reference: reference, actual: actual, options: options).failure
    }
  }
}

extension Snapshotting where Value == Data, Format == Data {
  /// PNG bytes compared as images (`Diffing.png`), stored as `.png` files.
  public static func png(options: ComparisonOptions = .standard) -> Snapshotting<Data, Data> {
    Snapshotting(pathExtension: "png", diffing: .png(options: options))
  }
}

/// One PNG comparison as swift-snapshot-testing wants it: `nil` on a match, else a message and
/// attachments.
struct PNGDifference {
  let reference: Data
  let actual: Data
  let options: ComparisonOptions

  var failure: (String, [DiffAttachment])? {
    if reference == actual { return nil }
    let referenceImage: Bitmap
    let actualImage: Bitmap
    do {
      referenceImage = try Bitmap(png: reference, file: "the reference")
      actualImage = try Bitmap(png: actual, file: "the new snapshot")
    } catch {
      return (Self.describe(error, actual: actual), [])
    }
    let comparison = ImageComparison(reference: referenceImage, actual: actualImage, options: options)
    if comparison.matches { return nil }
    guard let diffData = try? comparison.diffImage?.pngData(compression: .fast) else {
      return (comparison.summary, [])
    }
    var message = comparison.summary
    if let url = Self.writeDiffImage(diffData) { message += "\nDiff image: \(url.path)" }
    return (message, [.data(diffData, name: "difference.png")])
  }

  /// The error, with the new snapshot's text when it is a render failure written in place of an image.
  private static func describe(_ error: ImageFileError, actual: Data) -> String {
    guard case .notPNG(let file, _) = error, file == "the new snapshot",
      let text = String(data: actual.prefix(500), encoding: .utf8)
    else { return error.description }
    return "the new snapshot is not a PNG image: \(text)"
  }

  private static func writeDiffImage(_ data: Data) -> URL? {
    let root =
      ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory
    let url = root.appendingPathComponent("layout-diffs").appendingPathComponent(
      Self.hash(data) + ".diff.png")
    return (try? writeWholeFile(data, to: url)).map { url }
  }

  /// FNV-1a, 64 bits, as 16 hex digits: the same diff image gets the same name.
  private static func hash(_ data: Data) -> String {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in data {
      value ^= UInt64(byte)
      value &*= 0x0000_0100_0000_01B3
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

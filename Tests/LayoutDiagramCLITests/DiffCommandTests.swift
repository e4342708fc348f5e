import Foundation
import ImageDiff
import Testing

/// `layout-diagram diff` through the real executable: exit 0 when the images match, 1 when they differ, 2
/// for files that are not PNG images; the count and box on standard output; the diff image written whole.
struct DiffCommandTests {
  let reference: Bitmap = {
    var image = Bitmap(width: 12, height: 8, fill: .white)
    image.fill(PixelRect(x: 2, y: 2, width: 6, height: 4), with: .opaque(0x039BE5))
    return image
  }()

  var changed: Bitmap {
    var image = reference
    image.fill(PixelRect(x: 9, y: 1, width: 2, height: 3), with: .opaque(0xF4511E))
    return image
  }

  func png(_ bitmap: Bitmap) throws -> Data {
    try bitmap.pngData()
  }

  @Test func matchingImagesExitZero() throws {
    let outcome = try ExecutableRunner.run(
      ["diff", "a.png", "b.png"], binaryFiles: ["a.png": try png(reference), "b.png": try png(reference)])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == "0 pixels differ (12×8)\n")
    #expect(outcome.standardError.isEmpty)
    #expect(outcome.createdFiles.isEmpty)
  }

  @Test func differingImagesExitOneWithCountAndBox() throws {
    let outcome = try ExecutableRunner.run(
      ["diff", "a.png", "b.png", "-o", "diff.png"],
      binaryFiles: ["a.png": try png(reference), "b.png": try png(changed)])
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput == "6 pixels differ, in 2×3 at (9, 1)\n")
    #expect(outcome.standardError.isEmpty)
    #expect(outcome.createdFiles == ["diff.png"])
  }

  @Test func theDiffImageMarksTheChangeInRed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out/diff.png")
    let outcome = try ExecutableRunner.run(
      ["diff", "a.png", "b.png", "--output", output.path],
      binaryFiles: ["a.png": try png(reference), "b.png": try png(changed)])
    #expect(outcome.status == 1)
    let diff = try Bitmap(contentsOf: output)
    #expect(diff.size == PixelSize(width: 12, height: 8))
    #expect(diff[9, 1] == .opaque(0xFF0000))
    #expect(diff[10, 3] == .opaque(0xFF0000))
    #expect(diff[0, 0] == .white)
    #expect(diff[3, 3] != .opaque(0xFF0000))
  }

  @Test func aDiffImageUnderAFileIsSaidToBeUnderAFile() throws {
    let outcome = try ExecutableRunner.run(
      ["diff", "a.png", "b.png", "-o", "a.png/diff.png"],
      binaryFiles: ["a.png": try png(reference), "b.png": try png(changed)])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("a.png is a file, not a folder"), "\(outcome.standardError)")
    #expect(outcome.createdFiles.isEmpty)
  }

  @Test func aLooseThresholdAcceptsTheChange() throws {
    var faint = reference
    faint[0, 0] = .opaque(0xE0E0E0)
    let files = ["a.png": try png(reference), "b.png": try png(faint)]
    let strict = try ExecutableRunner.run(["diff", "a.png", "b.png", "--threshold", "0"], binaryFiles: files)
    let loose = try ExecutableRunner.run(
      ["diff", "a.png", "b.png", "--threshold", "0.2"], binaryFiles: files)
    #expect(strict.status == 1)
    #expect(loose.status == 0)
  }

  @Test func differentSizesExitOneAndSaySo() throws {
    let outcome = try ExecutableRunner.run(
      ["diff", "a.png", "b.png", "-o", "diff.png"],
      binaryFiles: [
        "a.png": try png(reference), "b.png": try png(Bitmap(width: 12, height: 9, fill: .white)),
      ])
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.hasPrefix("sizes differ: reference 12×8, actual 12×9 pixels; "))
    #expect(outcome.createdFiles == ["diff.png"])
  }

  @Test func aFileThatIsNotPNGExitsTwoNamingIt() throws {
    let outcome = try ExecutableRunner.run(
      ["diff", "a.png", "notes.txt", "-o", "diff.png"], files: ["notes.txt": "hello"],
      binaryFiles: ["a.png": try png(reference)])
    #expect(outcome.status == 2)
    #expect(outcome.standardError == "notes.txt: not a PNG image (no PNG signature)\n")
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.createdFiles.isEmpty)
  }

  @Test func aMissingFileExitsTwoNamingIt() throws {
    let outcome = try ExecutableRunner.run(
      ["diff", "nowhere.png", "a.png"], binaryFiles: ["a.png": try png(reference)])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.hasPrefix("nowhere.png: cannot read the file"))
  }

  @Test func aToleranceLetsAFewDifferingPixelsMatch() throws {
    let files = ["a.png": try png(reference), "b.png": try png(changed)]
    // 6 of 96 pixels differ.
    let within = try ExecutableRunner.run(
      ["diff", "a.png", "b.png", "--tolerance", "0.0625"], binaryFiles: files)
    #expect(within.status == 0)
    #expect(within.standardOutput == "6 pixels differ, in 2×3 at (9, 1); within the tolerance of 6\n")
    let beyond = try ExecutableRunner.run(
      ["diff", "a.png", "b.png", "--tolerance", "0.05"], binaryFiles: files)
    #expect(beyond.status == 1)
    let bad = try ExecutableRunner.run(["diff", "a.png", "b.png", "--tolerance", "1.5"], binaryFiles: files)
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("--tolerance must be between 0 and 1"))
  }

  @Test func aThresholdOutsideZeroToOneIsAUsageError() throws {
    let files = ["a.png": try png(reference)]
    let outcome = try ExecutableRunner.run(
      ["diff", "a.png", "a.png", "--threshold", "1.5"], binaryFiles: files)
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("--threshold must be between 0 and 1"))
  }
}

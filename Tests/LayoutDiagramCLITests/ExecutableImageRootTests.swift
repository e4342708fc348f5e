import Foundation
import ImageDiff
import Testing

/// `docs` and `check` read images only from under the folder they run in (or `--image-root`): a document
/// from a pull request cannot embed a file from elsewhere on the machine.
struct ExecutableImageRootTests {
  private func outsidePNG() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "outside-\(UUID().uuidString).png")
    try Bitmap(width: 2, height: 2, fill: .white).pngData().write(to: url)
    return url
  }

  @Test func docsRefusesAnImageOutsideTheFolderItRunsIn() throws {
    let outside = try outsidePNG()
    defer { try? FileManager.default.removeItem(at: outside) }
    let guide = "```layout name=leak\nroot: {image: {path: \(outside.path)}}\n```\n"
    let refused = try ExecutableRunner.run(["docs", "guide.md", "-o", "images"], files: ["guide.md": guide])
    #expect(refused.status == 2)
    #expect(refused.standardError.contains("the path leads outside"))
    #expect(!refused.createdFiles.contains { $0.hasSuffix(".png") })
    let allowed = try ExecutableRunner.run(
      ["docs", "guide.md", "-o", "images", "--images-anywhere", "--scales", "1", "--appearances", "light"],
      files: ["guide.md": guide])
    #expect(allowed.status == 0, "\(allowed.standardError)")
  }

  @Test func checkRefusesAnImageReachedThroughDotDot() throws {
    let outcome = try ExecutableRunner.run(
      ["check", "F"],
      files: ["F/a.yaml": "root: {image: {path: ../../../../../../../../etc/hostname}}\n"])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("the path leads outside"))
  }

  @Test func anImageInsideTheFolderIsRead() throws {
    let png = try Bitmap(width: 4, height: 2, fill: .white).pngData()
    let outcome = try ExecutableRunner.run(
      ["docs", "guide.md", "-o", "images", "--scales", "1", "--appearances", "light"],
      files: ["guide.md": "```layout name=inside\nroot: {image: {path: art/logo.png}}\n```\n"],
      binaryFiles: ["art/logo.png": png])
    #expect(outcome.status == 0, "\(outcome.standardError)")
  }
}

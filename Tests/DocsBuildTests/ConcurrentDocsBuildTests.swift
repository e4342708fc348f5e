import DocsBuild
import Foundation
import Testing

/// Builds that run at once: blocks rendered on two threads, and two builds (as two `docs` processes would)
/// writing into one output folder, whose manifest must keep both builds' entries. Run under the thread
/// sanitizer by `make tsan`.
struct ConcurrentDocsBuildTests {
  static func guide(named names: [String], in folder: URL, file: String) throws -> [LayoutBlock] {
    let markdown = names.map { name in
      "```layout name=\(name)\nroot: {name: \(name), fill: \"#90caf9\", box: {size: [30, 20]}}\n```\n"
    }.joined(separator: "\n")
    let url = folder.appendingPathComponent(file)
    try markdown.write(to: url, atomically: true, encoding: .utf8)
    return try DocsSources.blocks(in: [url.path])
  }

  static func options(_ images: URL) -> DocsBuild.Options {
    DocsBuild.Options(
      outputFolder: images, variants: ImageVariant.all(appearances: [.light], scales: [1], format: .png),
      jobs: 2, keepsGoing: false, toolVersion: "test")
  }

  @Test func twoBuildsIntoOneFolderKeepBothManifestEntries() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "docs-concurrent-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let images = folder.appendingPathComponent("images", isDirectory: true)
    let first = try Self.guide(named: (1...6).map { "first\($0)" }, in: folder, file: "first.md")
    let second = try Self.guide(named: (1...6).map { "second\($0)" }, in: folder, file: "second.md")
    let builds = [first, second].map { BuildThread(DocsBuild(options: Self.options(images)), $0) }
    let reports = builds.map { $0.wait() }
    #expect(reports.allSatisfy { $0.failures.isEmpty && $0.rendered.count == 6 })
    let manifest =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: images.appendingPathComponent(".layout-diagrams.json"))) as? [String: Any]
    #expect(Set(manifest?.keys.map { $0 } ?? []) == Set((first + second).map { "\($0.name).png" }))
  }
}

/// A build on a thread of its own, to be waited for.
final class BuildThread: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var report: DocsBuild.Report?

  init(_ build: DocsBuild, _ blocks: [LayoutBlock]) {
    Thread.detachNewThread { [self] in
      report = build.run(blocks)
      done.signal()
    }
  }

  func wait() -> DocsBuild.Report {
    done.wait()
    return report!
  }
}

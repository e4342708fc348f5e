import Foundation
import Testing

@testable import LayoutServer

/// A server shows only the documents under its roots, named by their root's index and their path under it.
struct ServedFilesTests {
  @Test func onlyDocumentsInsideARootAreFound() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("served-\(UUID().uuidString)")
    let root = folder.appendingPathComponent("root")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for path in ["root/a.yaml", "root/sub/b.json", "root/notes.txt", "outside.yaml"] {
      try Data("root: {box: {}}\n".utf8).write(to: folder.appendingPathComponent(path))
    }
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("link.yaml"),
      withDestinationURL: folder.appendingPathComponent("outside.yaml"))
    let files = ServedFiles(paths: [root.path])
    #expect(files.documents == ["0/a.yaml", "0/sub/b.json"])
    #expect(files.file(named: "0/a.yaml")?.lastPathComponent == "a.yaml")
    #expect(files.file(named: "0/sub/b.json")?.lastPathComponent == "b.json")
    for refused in [
      "0/../outside.yaml", "0/link.yaml", "0/notes.txt", "1/a.yaml", "0//a.yaml", "0/./a.yaml",
      "0/%2e%2e/x.yaml",
      root.path + "/a.yaml", "a.yaml", "0/sub", "0/a.yaml\u{0}",
    ] {
      #expect(files.file(named: refused) == nil, "\(refused)")
    }
  }
}

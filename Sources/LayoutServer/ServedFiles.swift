import Foundation

/// The documents a server may show: layout documents (`.yaml`, `.yml`, `.json`) and the layout blocks of
/// Markdown files under its roots, named in requests by their path under a root. Nothing else is served: a path that leaves its root (`..`, an
/// absolute path, a symbolic link out, any of them percent-encoded) is not found.
public struct ServedFiles: Sendable {
  /// The roots, as real paths (links resolved).
  public let roots: [String]

  /// The roots given on the command line: folders, or documents (their folder is the root, and they are
  /// the only documents listed from it).
  public init(paths: [String]) {
    roots = paths.map { Self.realPath(URL(fileURLWithPath: $0).standardizedFileURL.path) ?? $0 }
  }

  /// Every document under the roots, by the path a request names it with (`root-index/relative`), sorted.
  public var documents: [String] { listed(Self.documentExtensions) }

  /// Every Markdown file under the roots, whose layout blocks the server shows, named as documents are.
  public var markdownFiles: [String] { listed(["md"]) }

  /// The files under the roots with one of `extensions`, by the path a request names them with, sorted.
  private func listed(_ extensions: Set<String>) -> [String] {
    var found: [String] = []
    for (index, root) in roots.enumerated() {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else { continue }
      guard isFolder.boolValue else {
        if Self.has(root, extensions) { found.append("\(index)/\((root as NSString).lastPathComponent)") }
        continue
      }
      let enumerator = FileManager.default.enumerator(
        at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
      while let url = enumerator?.nextObject() as? URL, found.count < Self.mostListed {
        let path = url.standardizedFileURL.path
        guard Self.has(path, extensions), path.hasPrefix(root + "/") else { continue }
        found.append("\(index)/\(path.dropFirst(root.count + 1))")
      }
    }
    // Listed only when a request for it would be served: not a link out of its root.
    return found.filter { file(named: $0, extensions: extensions) != nil }.sorted()
  }

  /// The most documents an index lists.
  static let mostListed = 10_000

  /// The file a request's path names, `nil` when it names none the server may show. `name` is the path as
  /// the request gives it, already percent-decoded once by the query; it is taken literally (never decoded
  /// again), must name a root by its index, hold no `..`, `.` or empty step, and resolve (links followed)
  /// to a regular document file inside that root.
  public func file(named name: String, extensions: Set<String> = documentExtensions) -> URL? {
    let steps = name.split(separator: "/", omittingEmptySubsequences: false)
    guard steps.count >= 2, let index = Int(steps[0]), roots.indices.contains(index),
      !name.contains("\0"), !name.contains("\\"), !name.contains("%"),
      steps.dropFirst().allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
    else { return nil }
    let root = roots[index]
    var isFolder: ObjCBool = false
    FileManager.default.fileExists(atPath: root, isDirectory: &isFolder)
    let candidate =
      isFolder.boolValue
      ? (root as NSString).appendingPathComponent(steps.dropFirst().joined(separator: "/")) : root
    if !isFolder.boolValue, steps.count != 2 || steps[1] != (root as NSString).lastPathComponent {
      return nil
    }
    guard let real = Self.realPath(candidate), Self.has(real, extensions),
      isFolder.boolValue ? real.hasPrefix(root + "/") : real == root
    else { return nil }
    var status = stat()
    guard stat(real, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    return URL(fileURLWithPath: real)
  }

  /// The extensions of layout documents.
  public static let documentExtensions: Set<String> = ["yaml", "yml", "json"]

  private static func has(_ path: String, _ extensions: Set<String>) -> Bool {
    extensions.contains((path as NSString).pathExtension.lowercased())
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

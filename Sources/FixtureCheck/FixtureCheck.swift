import DocumentRendering
import Foundation
import ImageDiff
import InputLimits
import LayoutChanges
import LayoutDocument
import LayoutRenderer
import TextureLayout

/// Checks layout documents against the reference images beside them: finds every `*.yaml` under some
/// folders, renders each in memory in its own scale and style, and compares it with `NAME.png` and/or
/// `NAME.svg` next to it. The report it gives writes the artifacts of mismatches under an output folder,
/// or records the references.
///
/// `layout-diagram check` and the test suite's fixture test both run it.
public struct FixtureCheck: Sendable {
  /// The folder checked when none is given.
  public static let defaultFolder = "Fixtures"
  /// The folder artifacts go to when none is given.
  public static let defaultOutput = "Output"

  /// Every document found, ordered by folder, then by path under it.
  public let documents: [FixtureDocument]
  /// The output folder as given (`Output`).
  public let output: String
  /// The folder documents' images must be under (`ConfinedImages`); `nil` reads any path.
  public var imageRoot: URL?
  /// How a PNG render is compared with its reference when their bytes differ: every pixel exactly unless
  /// set (a threshold per pixel, a share of pixels that may differ).
  public var comparison = ReferenceComparison.exactPixels
  /// Whether each document's frames are kept, to be recorded as its frames reference (`--record`); they
  /// are made anyway for a document that has a frames reference to compare with.
  public var keepsFrames = false

  /// Finds the `*.yaml` documents under `folders` (recursively, hidden files and folders aside) and plans
  /// their artifacts under `output`. Throws when a folder is missing, no document is found, two documents
  /// would write the same artifact, or an artifact would replace a document or reference.
  public init(folders: [String], output: String) throws(FixtureCheckError) {
    var documents: [FixtureDocument] = []
    for folder in folders {
      documents += try Self.documents(under: folder)
    }
    guard !documents.isEmpty else { throw .noDocuments(folders) }
    if FileManager.default.fileExists(atPath: output), !RegularFile.isFolder(output) {
      throw .outputIsAFile(output)
    }
    if output == Self.defaultOutput, RegularFile.kind(at: URL(fileURLWithPath: output)) == .symbolicLink {
      throw .defaultOutputIsALink(output)
    }
    self.documents = documents
    self.output = output
    try checkArtifacts()
  }

  /// Where the artifact of `document` with `suffix` goes (`.png`, `.diff.png`), and how messages name it.
  public func artifact(of document: FixtureDocument, _ suffix: String) -> CheckArtifact {
    CheckArtifact(path: Self.joined(output, document.stem + suffix))
  }

  /// Renders every document and compares the renders with the references; writes
  /// nothing. `progress` hears of each document before it is rendered. The first document that cannot be
  /// read or rendered ends the check with its `DocumentError`.
  public func run(progress: (_ index: Int, _ document: FixtureDocument) -> Void = { _, _ in }) throws
    -> FixtureCheckReport
  {
    var checks: [DocumentCheck] = []
    for (index, document) in documents.enumerated() {
      progress(index, document)
      checks.append(
        try Self.check(document, imageRoot: imageRoot, comparison: comparison, keepsFrames: keepsFrames))
    }
    return FixtureCheckReport(check: self, documents: checks)
  }

  /// One document rendered in the formats of the references it has and compared with them; rendered in
  /// every format, each comparison `.missing`, when it has none.
  static func check(
    _ document: FixtureDocument, imageRoot: URL?,
    comparison: ComparisonOptions = ReferenceComparison.exactPixels, keepsFrames: Bool = false
  ) throws -> DocumentCheck {
    // The frames reference, when there is one, says whether the layout itself changed.
    let framesReference = try? RegularFile.read(document.framesReference, limit: LayoutTree.framesBytes)
    let referenced = document.referencedFormats
    let formats = referenced.isEmpty ? ImageFormat.allCases : referenced
    let rendered = try LargeStack.run {
      let read = try DiagramDocument(
        contentsOf: document.file, file: document.path,
        measurer: imageRoot.map { ConfinedImages(PangoContentMeasurer(), root: $0) } ?? PangoContentMeasurer()
      )
      let layout = try read.checkedRecordedLayout()
      let drawn = read.elements.values.compactMap { element -> URL? in
        guard case .image(let url, _) = element.content else { return nil }
        return url
      }
      // The frames as `frames` prints them: what `--record` writes, and what the reference is read as.
      let frames =
        keepsFrames || framesReference != nil
        ? Data(FramesReport(document: read, layout: layout.layout).json.utf8) : nil
      return (
        drawn, try formats.map { format in (format, try read.image(as: format, layout: layout)) }, frames
      )
    }
    let (drawnImages, renders, frames) = rendered
    let path = document.framesReference.path
    let layoutDiff = framesReference.flatMap { try? LayoutTree(framesJSON: $0, file: path) }.flatMap { old in
      frames.flatMap { try? LayoutTree(framesJSON: $0, file: document.path) }.map {
        LayoutDiff(old: old, new: $0)
      }
    }
    let comparisons = try renders.map { format, rendered throws(FixtureCheckError) in
      guard !referenced.isEmpty else {
        return ReferenceComparison(format: format, rendered: rendered, outcome: .missing)
      }
      let expected: Data
      do throws(FileAccessError) {
        expected = try RegularFile.read(document.reference(format), limit: Budgets.imageFileBytes)
      } catch .notRegularFile(let kind) {
        // A FIFO or a folder where a reference should be is bad input, not a difference to record over.
        throw .referenceNotAFile(document.reference(format).path, kind: kind)
      } catch {
        return ReferenceComparison(
          format: format, rendered: rendered,
          outcome: .differs(summary: "the reference cannot be read: \(error)", diffImage: nil))
      }
      return ReferenceComparison(
        format: format, rendered: rendered, expected: expected, name: document.referenceName(format),
        options: comparison)
    }
    return DocumentCheck(
      document: document, comparisons: comparisons, drawnImages: drawnImages, layoutDiff: layoutDiff,
      frames: frames)
  }

  /// The `*.yaml` documents under `folder`, sorted by their path under it.
  static func documents(under folder: String) throws(FixtureCheckError) -> [FixtureDocument] {
    guard FileManager.default.fileExists(atPath: folder) else { throw .noSuchFolder(folder) }
    guard RegularFile.isFolder(folder) else { throw .notAFolder(folder) }
    let root = URL(fileURLWithPath: folder, isDirectory: true)
    let paths: [String]
    do {
      paths = try FileManager.default.subpathsOfDirectory(atPath: folder)
    } catch {
      throw .cannotReadFolder(folder, why: (error as NSError).localizedDescription)
    }
    let inside = root.resolvingSymlinksInPath().standardizedFileURL.path + "/"
    // The system lists a name that is not UTF-8 with U+FFFD in its place, a path that names nothing.
    if let unreadable = paths.first(where: {
      $0.hasSuffix(".yaml") && $0.contains("\u{FFFD}") && !isFile(root.appendingPathComponent($0))
    }) {
      throw .nameNotUTF8(folder: folder, shown: unreadable)
    }
    let found = paths.filter { path in
      path.hasSuffix(".yaml") && !path.split(separator: "/").contains { $0.hasPrefix(".") }
        && isFile(root.appendingPathComponent(path))
    }
    // A link out of the folder is not one of its documents (checks run on pull requests), and passing
    // it over would report a check of fewer documents than the folder shows.
    if let outside = found.sorted().first(where: {
      !root.appendingPathComponent($0).resolvingSymlinksInPath().standardizedFileURL.path.hasPrefix(inside)
    }) {
      throw .documentLinksOutOfFolder(joined(folder, outside), folder: folder)
    }
    return found.sorted()
      .map { path in
        FixtureDocument(
          file: root.appendingPathComponent(path), path: joined(folder, path),
          stem: String(path.dropLast(".yaml".count)))
      }
  }

  /// Whether `url` is a file rather than a folder.
  private static func isFile(_ url: URL) -> Bool {
    FileManager.default.fileExists(atPath: url.path) && !RegularFile.isFolder(url.path)
  }

  /// Throws when two documents would write the same artifact or an artifact would replace an input.
  private func checkArtifacts() throws(FixtureCheckError) {
    func key(_ url: URL) -> String { url.standardizedFileURL.resolvingSymlinksInPath().path }
    var inputs: [String: String] = [:]
    for document in documents {
      inputs[key(document.file)] = document.path
      for format in ImageFormat.allCases {
        inputs[key(document.reference(format))] = Self.joined(
          (document.path as NSString).deletingLastPathComponent, document.referenceName(format))
      }
    }
    var written: [String: FixtureDocument] = [:]
    for document in documents {
      for suffix in [".png", ".svg", ".diff.png"] {
        let artifact = artifact(of: document, suffix)
        let file = key(artifact.url)
        if let input = inputs[file] { throw .artifactReplacesInput(artifact: artifact.path, input: input) }
        if let first = written[file] {
          throw .sameArtifacts(first: first.path, second: document.path, artifact: artifact.path)
        }
        written[file] = document
      }
    }
  }

  /// `folder/path`, without doubling a slash and without a leading `./` for the current folder.
  static func joined(_ folder: String, _ path: String) -> String {
    var folder = folder
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    if folder.isEmpty || folder == "." { return path }
    return folder.hasSuffix("/") ? folder + path : "\(folder)/\(path)"
  }
}

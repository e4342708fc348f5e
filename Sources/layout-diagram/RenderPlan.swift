import ArgumentParser
import DiagramValues
import DocumentRendering
import Foundation
import LayoutDocument
import InputLimits
import LayoutInspector
import LayoutRenderer

/// Which file each document of a `render` goes to, and in which format.
struct RenderPlan: Sendable {
  /// One document and where its image goes (each view's beside it, `NAME.VIEW.png`).
  struct Target: Sendable {
    /// The document's path as given.
    let document: String
    /// The image file.
    let output: URL
    /// The image format, or the inspector page.
    let format: RenderFormat
  }

  /// The folder used when `-o` is not given.
  static let defaultFolder = "Output"

  /// The documents in the order given.
  let targets: [Target]

  /// Decides the output of each document; throws a usage error for an `-o` that cannot hold them or two
  /// documents that would write the same file.
  init(documents: [String], output: String?, format: RenderFormat?) throws {
    func name(_ document: String) -> String {
      URL(fileURLWithPath: document).deletingPathExtension().lastPathComponent
    }
    if documents.count == 1, let output, !output.hasSuffix("/"), !RegularFile.isFolder(output) {
      let url = URL(fileURLWithPath: output)
      let named = RenderFormat(pathExtension: url.pathExtension)
      if let format, let named, format != named {
        throw ValidationError(
          "--format \(format.rawValue) disagrees with the extension of -o \(output.escapingControlCharacters)"
        )
      }
      targets = [Target(document: documents[0], output: url, format: format ?? named ?? .png)]
      try Self.checkOutputs(targets)
      return
    }
    let folder = output ?? Self.defaultFolder
    if output == nil, RegularFile.kind(at: URL(fileURLWithPath: folder)) == .symbolicLink {
      throw ValidationError(
        "\(folder) is a symbolic link; the default output folder is written only when it is a folder of its "
          + "own (name the folder the link leads to with -o to write there)")
    }
    if FileManager.default.fileExists(atPath: folder), !RegularFile.isFolder(folder) {
      throw ValidationError(
        "-o \(folder.escapingControlCharacters) is a file; several documents need a folder")
    }
    let format = format ?? .png
    let folderURL = URL(fileURLWithPath: folder, isDirectory: true)
    targets = documents.map { document in
      Target(
        document: document,
        output: folderURL.appendingPathComponent("\(name(document)).\(format.rawValue)"), format: format)
    }
    try Self.checkOutputs(targets)
  }

  /// Throws a usage error when two documents would write the same file or an image would replace a
  /// document.
  private static func checkOutputs(_ targets: [Target]) throws {
    let documents = targets.map { URL(fileURLWithPath: $0.document) }
    if case .input(let output, _)? = RegularFile.firstClash(outputs: targets.map(\.output), inputs: documents)
    {
      throw ValidationError(
        "\(output.path.escapingControlCharacters) is one of the documents; choose another output")
    }
    var seen: [URL: String] = [:]
    for target in targets {
      do {
        try RegularFile.checkReplaceable(target.output)
      } catch {
        throw ValidationError(
          "\(target.output.path.escapingControlCharacters) is \(error); the image cannot be written there")
      }
      // Compared without case: on macOS's case-insensitive disks `A.png` and `a.png` are one file.
      let key = URL(fileURLWithPath: target.output.standardizedFileURL.path.lowercased())
      if let first = seen[key] {
        throw ValidationError(
          "\(first.escapingControlCharacters) and \(target.document.escapingControlCharacters) would both write \(target.output.path.escapingControlCharacters); render them separately"
        )
      }
      seen[key] = target.document
    }
  }

  /// Reads, lays out and renders every document, in memory, with a progress line per document on standard
  /// error for batches of more than `BatchProgress.quietBatchSize`; with the image files the documents
  /// draw, which no output may replace. The first bad document ends the run with its error.
  func render(overrides: RenderOverrides) throws -> (images: [(URL, Data)], referenced: [URL]) {
    var images: [(URL, Data)] = []
    var referenced: [URL] = []
    let progress = BatchProgress(total: targets.count)
    for (index, target) in targets.enumerated() {
      progress.report(index, target.document)
      let (made, read) = try Self.images(of: target, overrides: overrides)
      images += made
      referenced += read
    }
    // The images the documents draw are inputs too: no output may replace one.
    if case .input(let output, _)? = RegularFile.firstClash(outputs: images.map(\.0), inputs: referenced) {
      throw ValidationError(
        "\(output.path.escapingControlCharacters) is an image a document draws; choose another output")
    }
    // Views add outputs the plan did not name: they must not meet each other or another document's.
    var seen: Set<String> = []
    for (url, _) in images where !seen.insert(url.standardizedFileURL.path.lowercased()).inserted {
      throw ValidationError(
        "two images would be written to \(url.path.escapingControlCharacters); render the documents separately"
      )
    }
    return (images, referenced)
  }

  /// One document's image, or one per view (`NAME.VIEW.png`) when it has views; a document that lays out to
  /// no area (or too large an area) is rejected at its root.
  private static func images(of target: Target, overrides: RenderOverrides) throws
    -> (images: [(URL, Data)], referenced: [URL])
  {
    let read = try DiagramDocument(
      contentsOf: URL(fileURLWithPath: target.document), file: target.document,
      measurer: PangoContentMeasurer()
    ).applying(overrides)
    let referenced = read.elements.values.compactMap { element -> URL? in
      guard case .image(let url, _) = element.content else { return nil }
      return url
    }
    guard let format = target.format.imageFormat else {
      // The inspector shows the figure in both styles; views are figures of their own.
      let recorded = try read.checkedRecordedLayout()
      let title = URL(fileURLWithPath: target.document).deletingPathExtension().lastPathComponent
      let page = try InspectorPage.html(document: read, recorded: recorded, title: title)
      return ([(target.output, Data(page.utf8))], referenced)
    }
    guard !read.views.isEmpty else {
      return ([(target.output, try read.image(as: format))], referenced)
    }
    let stem = target.output.deletingPathExtension()
    let images = try read.views.map { view in
      (
        stem.appendingPathExtension(view.rawValue).appendingPathExtension(target.format.rawValue),
        try read.drawing(view).image(as: format)
      )
    }
    return (images, referenced)
  }
}

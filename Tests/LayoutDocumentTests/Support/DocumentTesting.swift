import DocumentRendering
import Foundation
import LayoutDocument
import TextureLayout

/// In-process helpers: read a document, lay it out and describe its frames, on a large stack.
enum DocumentTesting {
  /// The frames of `yaml` as text, or the error it ends in.
  static func outcome(_ yaml: String, file: String = "test.yaml", baseDirectory: URL = TestPaths.fixtures)
    -> Result<FramesReport, DocumentError>
  {
    do {
      return .success(
        try LargeStack.run {
          let document = try DiagramDocument(
            yaml: yaml, file: file, baseDirectory: baseDirectory, measurer: PangoContentMeasurer())
          return FramesReport(document: document, layout: document.layout())
        })
    } catch let error as DocumentError {
      return .failure(error)
    } catch {
      fatalError("unexpected error \(error)")
    }
  }

  /// The error `yaml` ends in, or `nil` when it lays out.
  static func error(_ yaml: String) -> DocumentError? {
    if case .failure(let error) = outcome(yaml) { return error }
    return nil
  }

  /// Frames as lines of `kind name x y width height`, indented two spaces per depth: the form the fixture
  /// expectations are written in.
  static func frameLines(_ report: FramesReport) -> String {
    report.entries.map { entry in
      let frame = entry.frame
      let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map {
        TextureLayout.format($0)
      }
      return String(repeating: "  ", count: entry.depth)
        + ([entry.kind?.rawValue ?? "?", entry.name ?? "-"] + numbers).joined(separator: " ")
    }.joined(separator: "\n")
  }
}

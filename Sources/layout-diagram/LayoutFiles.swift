import ArgumentParser
import CairoSupport
import DocumentRendering
import Foundation
import InputLimits
import LayoutChanges
import LayoutDocument
import TextureLayout

/// How `diff` prints a layout diff.
enum LayoutDiffFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}

/// The layouts `diff` compares: documents, laid out with their sizing recorded, or frames JSON.
enum LayoutFiles {
  /// Whether `path` names a layout (a document or frames JSON) by its extension.
  static func isLayout(_ path: String) -> Bool {
    ["yaml", "yml", "json"].contains(URL(fileURLWithPath: path).pathExtension.lowercased())
  }

  /// Compares the layouts at `old` and `new`, prints the diff as `format`, writes the overlaid figure to
  /// `figure` when given, and exits 1 when they differ.
  static func compare(old: String, new: String, format: LayoutDiffFormat, figure: String?) throws {
    if let figure {
      guard URL(fileURLWithPath: figure).pathExtension.lowercased() == "svg" else {
        throw ValidationError("-o for a layout diff is an SVG figure: name it FILE.svg, not \(figure)")
      }
      if let clash = RegularFile.firstClash(
        outputs: [URL(fileURLWithPath: figure)],
        inputs: [URL(fileURLWithPath: old), URL(fileURLWithPath: new)])
      {
        throw ValidationError(clash.description.escapingControlCharacters)
      }
    }
    let (before, after) = try LargeStack.run { (try tree(of: old), try tree(of: new)) }
    let diff = LayoutDiff(old: before, new: after)
    if let figure {
      do {
        try writeWholeFile(Data(diff.figure(old: before, new: after).utf8), to: URL(fileURLWithPath: figure))
      } catch {
        throw ValidationError("\(figure): cannot write the figure: \(error)".escapingControlCharacters)
      }
    }
    printOutput(format == .json ? diff.json : diff.text)
    if !diff.isEmpty { throw ExitCode(1) }
  }

  /// The layout at `path`: frames JSON when it is one (a top-level `root` with a `frame`), else a document
  /// laid out with its sizing recorded.
  private static func tree(of path: String) throws -> LayoutTree {
    let url = URL(fileURLWithPath: path)
    if url.pathExtension.lowercased() == "json",
      let data = try? RegularFile.read(url, limit: LayoutTree.framesBytes),
      let frames = LayoutTree.framesObject(data)
    {
      return try LayoutTree(frames: frames, file: path)
    }
    let document = try DiagramDocument(contentsOf: url, file: path, measurer: PangoContentMeasurer())
    return LayoutTree(document: document, recorded: try document.checkedRecordedLayout())
  }
}

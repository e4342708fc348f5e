import DiagramValues
import Foundation

extension LayoutDiff {
  /// Both layouts overlaid as SVG: every element of the new layout outlined in gray, each changed
  /// element's old frame dashed and its new frame in red with its path, added elements in green; the
  /// canvas holds both roots.
  public func figure(old: LayoutTree, new: LayoutTree) -> String {
    let oldFrames = Dictionary(old.nodes.map { ($0.path, $0.absoluteFrame) }, uniquingKeysWith: { a, _ in a })
    let newFrames = Dictionary(new.nodes.map { ($0.path, $0.absoluteFrame) }, uniquingKeysWith: { a, _ in a })
    let margin: CGFloat = 8
    let width = max(sizeBefore.width, sizeAfter.width) + 2 * margin
    let height = max(sizeBefore.height, sizeAfter.height) + 2 * margin
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.number(width))" height="\(Self.number(height))" \
      viewBox="\(Self.number(-margin)) \(Self.number(-margin)) \(Self.number(width)) \(Self.number(height))" \
      font-family="DejaVu Sans, sans-serif" font-size="9">
      <rect x="\(Self.number(-margin))" y="\(Self.number(-margin))" width="\(Self.number(width))" \
      height="\(Self.number(height))" fill="#ffffff"/>

      """
    for node in new.nodes {
      svg += Self.rect(node.absoluteFrame, stroke: "#9e9e9e", dashed: false) + "\n"
    }
    for path in added {
      if let frame = newFrames[path] { svg += Self.rect(frame, stroke: "#2e7d32", dashed: false) + "\n" }
    }
    for change in changes {
      if let frame = oldFrames[change.path] {
        svg += Self.rect(frame, stroke: "#e53935", dashed: true) + "\n"
      }
      if let frame = newFrames[change.path] {
        svg += Self.rect(frame, stroke: "#e53935", dashed: false) + "\n"
        svg +=
          "<text x=\"\(Self.number(frame.minX + 2))\" y=\"\(Self.number(frame.minY + 10))\" fill=\"#b71c1c\">"
          + XMLText.escaped(change.path.split(separator: "/").last.map(String.init) ?? change.path)
          + "</text>\n"
      }
    }
    return svg + "</svg>\n"
  }

  private static func rect(_ frame: CGRect, stroke: String, dashed: Bool) -> String {
    "<rect x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" width=\"\(number(frame.width))\" "
      + "height=\"\(number(frame.height))\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"1\""
      + (dashed ? " stroke-dasharray=\"3 2\"" : "") + "/>"
  }

}

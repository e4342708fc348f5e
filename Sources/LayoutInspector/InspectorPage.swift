import DocumentRendering
import Foundation
import LayoutDocument
import LayoutRenderer
import TextureLayout

/// A document's inspector: one self-contained HTML page (inline SVG, CSS and a small script; no network,
/// opens from `file://`) holding the figure in diagram and plain style and the data behind it, so that a
/// reader can see every value on demand: an element tree; hovering an element, in the figure or the
/// tree, outlines it, dimensions it and shows its sizing record in words with its diagnostics; a click
/// pins it; a search finds elements by name; focus dims everything outside the pinned subtree.
public enum InspectorPage {
  /// The page of `document`, laid out as `recorded`; `title` names it.
  public static func html(document: DiagramDocument, recorded: RecordedLayout, title: String) throws
    -> String
  {
    let diagram = try figure(
      of: document.applying(RenderOverrides(style: .diagram)), recorded, name: "diagram")
    let plain = try figure(of: document.applying(RenderOverrides(style: .plain)), recorded, name: "plain")
    let elements = InspectedElement.all(document: document, recorded: recorded)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = String(
      decoding: try encoder.encode(
        Payload(elements: elements, figures: [diagram.placement, plain.placement])), as: UTF8.self)
    return InspectorTemplate.page(
      title: title, diagram: diagram.svg, plain: plain.svg,
      // Inside a script element no text may close it or open a comment: every `<` (in JSON, only ever
      // inside a string) is written `\u003c`.
      data: data.replacingOccurrences(of: "<", with: "\\u003c"))
  }

  /// What the script reads: the elements, and for each figure where the layout sits in it.
  private struct Payload: Encodable {
    var elements: [InspectedElement]
    var figures: [Placement]
  }

  /// Where the root's coordinates are in a figure's SVG: `(p + origin) × magnification`.
  struct Placement: Encodable {
    var origin: [Double]
    var magnification: Double
  }

  /// One style's figure as inline SVG with ids of its own, and its placement.
  private static func figure(of document: DiagramDocument, _ recorded: RecordedLayout, name: String) throws
    -> (svg: String, placement: Placement)
  {
    let renderer = document.renderer()
    let placed =
      document.style == .diagram
      ? try renderer.placedSVG(recorded.layout, records: recorded.records)
      : try renderer.placedSVG(recorded.layout)
    let prepared = SVGForPages.prepared(placed.svg, name: name, title: name)
    var svg = String(decoding: prepared, as: UTF8.self)
    if svg.hasPrefix("<?xml"), let end = svg.range(of: "?>") { svg = String(svg[end.upperBound...]) }
    return (
      svg,
      Placement(
        origin: [Double(placed.origin.x), Double(placed.origin.y)],
        magnification: Double(placed.magnification))
    )
  }
}

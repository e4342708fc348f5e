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

  /// One style's figure as inline SVG with ids of its own, and its placement. The diagram comes in layers:
  /// the figure without its values, then each annotation kind's marks on a clear layer over it, which the
  /// page's toggles show and hide.
  private static func figure(of document: DiagramDocument, _ recorded: RecordedLayout, name: String) throws
    -> (svg: String, placement: Placement)
  {
    let renderer = document.renderer()
    guard document.style == .diagram else {
      let placed = try renderer.placedSVG(recorded.layout)
      return (inline(placed.svg, name: name), placement(placed.origin, placed.magnification))
    }
    let layered = try renderer.layeredSVG(recorded.layout, records: recorded.records)
    var svg = inline(layered.base, name: name)
    for layer in layered.layers {
      let part = inline(layer.svg, name: "\(name)-\(layer.kind.rawValue)")
      svg += part.replacingOccurrences(
        of: "<svg ", with: "<svg class=\"layer\" data-kind=\"\(layer.kind.rawValue)\" ", options: [],
        range: part.range(of: "<svg "))
    }
    return (svg, placement(layered.origin, layered.magnification))
  }

  /// SVG bytes as inline markup: ids of their own, no XML declaration.
  private static func inline(_ data: Data, name: String) -> String {
    var svg = String(decoding: SVGForPages.prepared(data, name: name, title: name), as: UTF8.self)
    if svg.hasPrefix("<?xml"), let end = svg.range(of: "?>") { svg = String(svg[end.upperBound...]) }
    return svg
  }

  private static func placement(_ origin: CGPoint, _ magnification: CGFloat) -> Placement {
    Placement(origin: [Double(origin.x), Double(origin.y)], magnification: Double(magnification))
  }
}

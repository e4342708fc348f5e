import CCairo
import CairoSupport
import Foundation

/// A figure's SVG drawn on several Cairo surfaces, finished at once and joined into one document.
///
/// Cairo's SVG surface writes its document when it is finished, formatting every number of every path on
/// one thread: for a figure of thousands of elements, most of the render. Drawn in parts (the elements in
/// bands of paint order; the first part with the background, the last with everything drawn over the
/// elements and the detail panel), the surfaces are finished in parallel and their documents joined: the
/// first part's header, every part's definitions and drawing in order, one closing tag. Painting order is
/// kept, so the joined document shows what one surface would; ids are renumbered on from part to part.
/// How many parts depends on the number of elements alone, so that a figure is the same bytes on every
/// machine.
enum SVGParts {
  /// The fewest elements a part holds: a figure with fewer than twice as many is drawn on one surface, as
  /// every small figure is, whose document is then exactly what one Cairo surface writes.
  static let elementsPerPart = 2_000

  /// The most parts a figure is drawn in.
  static let maximumParts = 4

  /// The bands of paint order the elements of a scene of `count` elements are drawn in, one per part.
  static func bands(elements count: Int) -> [Range<Int>] {
    let parts = max(1, min(maximumParts, count / elementsPerPart))
    return (0..<parts).map { part in
      (count * part / parts)..<(part == parts - 1 ? count : count * (part + 1) / parts)
    }
  }

  /// Finishes `surfaces` at once, each writing its document into its sink.
  static func finish(_ surfaces: [OpaquePointer]) {
    nonisolated(unsafe) let surfaces = surfaces
    DispatchQueue.concurrentPerform(iterations: surfaces.count) { index in
      cairo_surface_finish(surfaces[index])
    }
  }

  /// The documents joined into one: the first whole but for its closing tag, each other from after its
  /// `<svg …>` start tag to before its closing tag, then the closing tag.
  static func joined(_ documents: [Data]) -> Data {
    var parts: [[UInt8]] = []
    for (index, document) in documents.enumerated() {
      let bytes = [UInt8](document)
      let start = index == 0 ? 0 : bodyStart(bytes)
      parts.append(Array(bytes[start..<max(start, bodyEnd(bytes))]))
    }
    parts.append(Array("</svg>\n".utf8))
    return SVGIdentifiers.stabilized(parts: parts)
  }

  /// Where the drawing starts: after the `>` that ends the `<svg` start tag, and the line break after it.
  private static func bodyStart(_ bytes: [UInt8]) -> Int {
    guard let tag = bytes.firstRange(of: "<svg".utf8),
      var end = bytes[tag.lowerBound...].firstIndex(of: UInt8(ascii: ">"))
    else { return 0 }
    end += 1
    if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
    return end
  }

  /// Where the closing `</svg>` tag starts, or the end.
  private static func bodyEnd(_ bytes: [UInt8]) -> Int {
    let tag = Array("</svg>".utf8)
    var index = bytes.count - tag.count
    while index >= 0 {
      if bytes[index..<index + tag.count].elementsEqual(tag) { return index }
      index -= 1
    }
    return bytes.count
  }
}

/// What one surface of a figure drawn in parts holds: a band of the scene's elements (in paint order), with
/// what is drawn under them when it is the first part and over them when it is the last.
struct FigurePart {
  /// The elements of the scene this part paints.
  var elements: Range<Int>
  /// Whether the part draws the background.
  var isFirst: Bool
  /// Whether the part draws what goes over the elements: marks, veil, faded edges and the detail panel.
  var isLast: Bool
}

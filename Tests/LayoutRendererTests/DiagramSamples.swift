import DiagramValues
import Foundation
import LayoutRenderer
import TextureLayout

/// Layouts that diagram tests render, each built fresh with its appearances and annotations.
struct DiagramSample {
  let name: String
  let layout: Layout
  let appearances: ElementAppearances
  let annotations: Set<AnnotationKind>

  /// A renderer for the sample at @2x in diagram style.
  var renderer: LayoutRenderer {
    LayoutRenderer(
      options: RenderOptions(scale: 2, style: .diagram, annotations: annotations),
      appearance: appearances.lookup)
  }

  /// Every sample, built anew.
  static func all() throws -> [DiagramSample] {
    [try flexBasisRow(), try insetRatio(), try absolutePositions(), try verticalSpacing(), try textCard()]
  }

  /// The contract's example: two children sharing a 320pt row 40% / 60%. The stack's frames are given
  /// (the ones Texture computes), so the sample does not depend on the stack algorithm.
  static func flexBasisRow() throws -> DiagramSample {
    var appearances = ElementAppearances()
    let left = DisplayNode(debugName: "left")
    left.style.flexBasis = try .fraction(0.4)
    left.style.height = try .points(80)
    let right = DisplayNode(debugName: "right")
    right.style.flexBasis = try .fraction(0.6)
    right.style.height = try .points(80)
    let row = StackLayoutSpec(direction: .horizontal, children: [left, right])
    row.debugName = "row"
    appearances[left] = ElementAppearance(fill: RGBAColor(hex: 0xF4511E))
    appearances[right] = ElementAppearance(fill: RGBAColor(hex: 0x039BE5))
    let layout = Layout(
      element: row, size: CGSize(width: 320, height: 80),
      sublayouts: [
        Layout(element: left, size: CGSize(width: 128, height: 80)).positioned(at: .zero),
        Layout(element: right, size: CGSize(width: 192, height: 80)).positioned(at: CGPoint(x: 128, y: 0)),
      ])
    return DiagramSample(
      name: "flex-basis-row", layout: layout, appearances: appearances, annotations: [.size, .flexBasis])
  }

  /// An inset spec around a 2:1 ratio spec around a photo, 200pt wide.
  static func insetRatio() throws -> DiagramSample {
    var appearances = ElementAppearances()
    let photo = DisplayNode(debugName: "photo")
    let ratio = RatioLayoutSpec(ratio: 0.5, child: photo)
    let inset = InsetLayoutSpec(insets: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20), child: ratio)
    inset.debugName = "card"
    appearances[photo] = ElementAppearance(fill: RGBAColor(hex: 0xB3E5FC))
    let range = try SizeRange(
      validatingMin: CGSize(width: 200, height: 0), max: CGSize(width: 200, height: CGFloat.infinity))
    let layout = calculateRootLayout(inset, sizeRange: range, pixelGrid: .retina)
    return DiagramSample(
      name: "inset-ratio", layout: layout, appearances: appearances, annotations: [.size, .insets, .ratio])
  }

  /// An absolute spec with two boxes and a tiny one whose labels must go outside it.
  static func absolutePositions() throws -> DiagramSample {
    var appearances = ElementAppearances()
    let first = DisplayNode(debugName: "first")
    first.style.preferredSize = CGSize(width: 60, height: 40)
    first.style.layoutPosition = CGPoint(x: 20, y: 30)
    let second = DisplayNode(debugName: "second")
    second.style.width = try .fraction(0.25)
    second.style.height = try .points(50)
    second.style.layoutPosition = CGPoint(x: 110, y: 10)
    let dot = DisplayNode(debugName: "dot")
    dot.style.preferredSize = CGSize(width: 6, height: 6)
    dot.style.layoutPosition = CGPoint(x: 150, y: 95)
    let canvas = AbsoluteLayoutSpec(children: [first, second, dot])
    canvas.debugName = "canvas"
    appearances[first] = ElementAppearance(fill: RGBAColor(hex: 0xFFE082))
    appearances[second] = ElementAppearance(fill: RGBAColor(hex: 0xC5E1A5), stroke: RGBAColor(hex: 0x33691E))
    appearances[dot] = ElementAppearance(fill: RGBAColor(hex: 0xE53935))
    let layout = calculateRootLayout(canvas, sizeRange: try .exact(CGSize(width: 200, height: 120)))
    return DiagramSample(
      name: "absolute-positions", layout: layout, appearances: appearances, annotations: [.size, .position])
  }

  /// A vertical stack of three rows 10pt apart, with frames as Texture computes them.
  static func verticalSpacing() throws -> DiagramSample {
    var appearances = ElementAppearances()
    let rows = (1...3).map { DisplayNode(debugName: "row \($0)") }
    let stack = StackLayoutSpec(direction: .vertical, spacing: 10, children: rows)
    stack.debugName = "column"
    var sublayouts: [Layout] = []
    for (index, row) in rows.enumerated() {
      appearances[row] = ElementAppearance(fill: RGBAColor(hex: index == 1 ? 0xD1C4E9 : 0xEDE7F6))
      let y = CGFloat(index) * 34
      sublayouts.append(
        Layout(element: row, size: CGSize(width: 150, height: 24)).positioned(at: CGPoint(x: 0, y: y)))
    }
    let layout = Layout(element: stack, size: CGSize(width: 150, height: 92), sublayouts: sublayouts)
    return DiagramSample(
      name: "vertical-spacing", layout: layout, appearances: appearances, annotations: [.size, .spacing])
  }

  /// Wrapped text under a title inside an inset, measured and drawn by Pango.
  static func textCard() throws -> DiagramSample {
    var appearances = ElementAppearances()
    let body = DisplayNode(
      content: PangoTextContent(
        string: "Texture lays out text nodes with the size their lines take, wrapped within the width.",
        font: "DejaVu Sans 11", color: RGBAColor(hex: 0x212121), maxLines: 3),
      debugName: "body")
    let background = DisplayNode()
    let card = BackgroundLayoutSpec(
      child: InsetLayoutSpec(insets: EdgeInsets(all: 8), child: body), background: background)
    card.debugName = "card"
    appearances[background] = ElementAppearance(fill: RGBAColor(hex: 0xFAFAFA))
    let range = try SizeRange(validatingMin: .zero, max: CGSize(width: 180, height: CGFloat.infinity))
    let layout = calculateRootLayout(card, sizeRange: range, pixelGrid: .retina)
    return DiagramSample(name: "text-card", layout: layout, appearances: appearances, annotations: [.size])
  }
}

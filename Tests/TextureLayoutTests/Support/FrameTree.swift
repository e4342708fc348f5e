import Foundation
import Testing

@testable import TextureLayout

/// A node's name and frame, as a snapshot test states it.
struct NamedFrame: Hashable, Sendable, CustomStringConvertible {
  var name: String
  var frame: CGRect

  init(_ name: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
    self.name = name
    self.frame = CGRect(x: x, y: y, width: width, height: height)
  }

  init(name: String, frame: CGRect) {
    self.name = name
    self.frame = frame
  }

  var description: String {
    "\(name) (\(points(frame.minX)), \(points(frame.minY)), \(points(frame.width)), \(points(frame.height)))"
  }
}

/// The root size and every node's frame of a flattened layout: what Texture's snapshot images show.
struct FrameTree: Equatable, Sendable, CustomStringConvertible {
  var rootSize: CGSize
  var frames: [NamedFrame]

  init(rootSize: CGSize, frames: [NamedFrame]) {
    self.rootSize = rootSize
    self.frames = frames
  }

  /// The frames of a flattened layout's nodes, named by their debug names.
  init(flattened layout: Layout) {
    rootSize = layout.size
    frames = layout.sublayouts.map { NamedFrame(name: $0.element.debugName ?? "?", frame: $0.frame) }
  }

  /// Equal root sizes and the same frame for every name; the order of nodes does not matter.
  static func == (lhs: FrameTree, rhs: FrameTree) -> Bool {
    lhs.rootSize == rhs.rootSize
      && lhs.frames.sorted { $0.name < $1.name } == rhs.frames.sorted { $0.name < $1.name }
  }

  var description: String {
    (["root \(points(rootSize.width)) × \(points(rootSize.height))"] + frames.map { "  \($0)" })
      .joined(separator: "\n")
  }
}

/// `12` or `12.5`.
func points(_ value: CGFloat) -> String {
  value == value.rounded() && abs(value) < 1e12 ? String(Int(value)) : String(Double(value))
}

/// Lays `spec` out the way Texture's spec snapshot helper does: in a host node whose layout spec block returns
/// it, fitted to `sizeRange`, then flattened, at scale 2.
func snapshotLayout(of spec: any LayoutElement, in sizeRange: SizeRange) -> Layout {
  let host = DisplayNode(debugName: "host")
  host.layoutSpecBlock = { _, _ in spec }
  return PixelGrid.withCurrent(.retina) { host.layoutThatFits(sizeRange) }
}

/// Expects the flattened frames of `spec` laid out in `sizeRange` to be `expected`, printing both trees if not.
func expectFrames(
  of spec: any LayoutElement, in sizeRange: SizeRange, toBe expected: FrameTree,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = FrameTree(flattened: snapshotLayout(of: spec, in: sizeRange))
  #expect(
    actual == expected, "\nEXPECTED\n\(expected)\nACTUAL\n\(actual)", sourceLocation: sourceLocation)
}

/// A display node named `name` with an exact style size in points, like Texture's
/// `ASDisplayNodeWithBackgroundColor(color, size)` (whose one-argument form is an explicit 0 × 0, not auto).
func boxNode(_ name: String, _ width: CGFloat = 0, _ height: CGFloat = 0) -> DisplayNode {
  let node = DisplayNode(debugName: name)
  node.style.preferredSize = CGSize(width: width, height: height)
  return node
}

/// A size range from four numbers.
func range(_ minWidth: CGFloat, _ minHeight: CGFloat, _ maxWidth: CGFloat, _ maxHeight: CGFloat) -> SizeRange
{
  SizeRange(
    uncheckedMin: CGSize(width: minWidth, height: minHeight), max: CGSize(width: maxWidth, height: maxHeight))
}

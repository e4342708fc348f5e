import Foundation
import Testing

@testable import TextureLayout

/// The extended style properties of Texture's `ASLayoutSpecTests`, declared with typed keys.
private enum ExtendedWidthKey: LayoutElementStyleKey {
  static let defaultValue: CGFloat = 0
}

private enum ExtendedDimensionKey: LayoutElementStyleKey {
  static let defaultValue = ASDimensionAuto
}

private enum ExtendedNameKey: LayoutElementStyleKey {
  static let defaultValue: String? = nil
}

extension LayoutElementStyle {
  fileprivate var extendedWidth: CGFloat {
    get { self[ExtendedWidthKey.self] }
    set { self[ExtendedWidthKey.self] = newValue }
  }

  fileprivate var extendedDimension: ASDimension {
    get { self[ExtendedDimensionKey.self] }
    set { self[ExtendedDimensionKey.self] = newValue }
  }

  fileprivate var extendedName: String? {
    get { self[ExtendedNameKey.self] }
    set { self[ExtendedNameKey.self] = newValue }
  }
}

/// Texture's `ASDKExtendedLayoutSpec`: a spec that writes and reads its children's extended properties.
private final class ExtendedLayoutSpec: LayoutSpec, @unchecked Sendable {
  func setExtendedProperties() {
    for child in children ?? [] {
      child.style.extendedWidth = 100
      child.style.extendedDimension = ASDimensionMake("100pt")
      child.style.extendedName = "ASDK"
    }
  }

  func extendedProperties() -> [(CGFloat, ASDimension, String?)] {
    (children ?? []).map { ($0.style.extendedWidth, $0.style.extendedDimension, $0.style.extendedName) }
  }
}

@Suite struct LayoutSpecTests {
  /// `testSetPrimitiveToExtendedStyle`.
  @Test func setPrimitiveToExtendedStyle() {
    let node = DisplayNode()
    #expect(node.style.extendedWidth == 0)
    node.style.extendedWidth = 100
    #expect(node.style.extendedWidth == 100)
  }

  /// `testSetStructToExtendedStyle`.
  @Test func setStructToExtendedStyle() {
    let node = DisplayNode()
    #expect(node.style.extendedDimension == ASDimensionAuto)
    node.style.extendedDimension = ASDimensionMake("100pt")
    #expect(node.style.extendedDimension == ASDimensionMake("100pt"))
  }

  /// `testSetObjectToExtendedStyle`.
  @Test func setObjectToExtendedStyle() {
    let node = DisplayNode()
    node.style.extendedName = "ASDK"
    #expect(node.style.extendedName == "ASDK")
  }

  /// `testUseOfExtendedStyleProperties`: a spec sets and reads its children's extended properties.
  @Test func useOfExtendedStyleProperties() {
    let spec = ExtendedLayoutSpec(children: [DisplayNode(), DisplayNode()])
    let defaults = spec.extendedProperties()
    #expect(
      defaults.map(\.0) == [0, 0] && defaults.map(\.1) == [.auto, .auto] && defaults.map(\.2) == [nil, nil])
    spec.setExtendedProperties()
    let values = spec.extendedProperties()
    #expect(values.map(\.0) == [100, 100] && values.map(\.2) == ["ASDK", "ASDK"])
    #expect(values.map(\.1) == [ASDimensionMake("100pt"), ASDimensionMake("100pt")])
  }

  /// Extended values take part in style equality, so changing one invalidates a cached layout.
  @Test func extendedValuesAreCompared() {
    var a = LayoutElementStyle()
    var b = LayoutElementStyle()
    a.extendedWidth = 5
    #expect(a != b)
    b.extendedWidth = 5
    #expect(a == b && a.hashValue == b.hashValue)
    let node = CountingNode(intrinsicSize: CGSize(width: 1, height: 1))
    _ = node.layoutThatFits(.unconstrained)
    node.style.extendedName = "x"
    _ = node.layoutThatFits(.unconstrained)
    #expect(node.calculations == 2)
  }

  /// A bare spec takes its range's minimum, as Texture's `ASLayoutSpec` does.
  @Test func bareSpecTakesTheMinimum() {
    #expect(LayoutSpec().layoutThatFits(range(10, 20, 100, 100)).size == CGSize(width: 10, height: 20))
  }

  /// A wrapper lays every child out at the origin in its own range and takes the largest size.
  @Test func wrapperTakesTheLargestChild() {
    let spec = WrapperLayoutSpec(layoutElements: [boxNode("a", 30, 10), boxNode("b", 10, 40)])
    expectFrames(
      of: spec, in: range(0, 0, 100, 100),
      toBe: FrameTree(
        rootSize: CGSize(width: 30, height: 40),
        frames: [NamedFrame("a", 0, 0, 30, 10), NamedFrame("b", 0, 0, 10, 40)]))
  }

  /// A spec's own style size applies through the shared sizing chain (unlike inset, overlay and background).
  @Test func specStyleSizeApplies() {
    let spec = WrapperLayoutSpec(layoutElement: DisplayNode(debugName: "node"))
    spec.style.preferredSize = CGSize(width: 60, height: 30)
    expectFrames(
      of: spec, in: range(0, 0, 100, 100),
      toBe: FrameTree(rootSize: CGSize(width: 60, height: 30), frames: [NamedFrame("node", 0, 0, 60, 30)]))
  }

  /// Setting `child` replaces only the first child, as Texture's `setChild:` does: the background stays.
  @Test func settingChildKeepsTheOtherChildren() {
    let background = boxNode("background")
    let spec = BackgroundLayoutSpec(child: boxNode("old", 10, 10), background: background)
    spec.child = boxNode("new", 20, 30)
    #expect(spec.background === background)
    expectFrames(
      of: spec, in: range(0, 0, 100, 100),
      toBe: FrameTree(
        rootSize: CGSize(width: 20, height: 30),
        frames: [NamedFrame("background", 0, 0, 20, 30), NamedFrame("new", 0, 0, 20, 30)]))
    spec.child = nil
    #expect(spec.children?.count == 1 && spec.child === background)
  }

  /// The overlay, background and corner can be replaced; nil is ignored.
  @Test func replacingTheSecondChild() {
    let child = boxNode("child", 10, 10)
    let overlay = OverlayLayoutSpec(child: child, overlay: boxNode("first"))
    let second = boxNode("second")
    overlay.overlay = second
    overlay.overlay = nil
    #expect(overlay.overlay === second && overlay.child === child && overlay.children?.count == 2)
    let corner = CornerLayoutSpec(child: child, corner: boxNode("a", 4, 4), location: .topLeft)
    corner.corner = second
    #expect(corner.corner === second)
    let background = BackgroundLayoutSpec(child: child, background: boxNode("a"))
    background.background = second
    #expect(background.background === second)
  }
}

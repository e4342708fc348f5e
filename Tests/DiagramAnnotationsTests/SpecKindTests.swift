import DiagramAnnotations
import Testing
import TextureLayout

/// A spec's kind in the structure view comes from the name the spec gives itself.
struct SpecKindTests {
  @Test func stacksAreKindedByTheirAxis() {
    let box = DisplayNode()
    #expect(SpecKind(StackLayoutSpec(direction: .verticalReverse, children: [box])) == .verticalStack)
    #expect(SpecKind(StackLayoutSpec(direction: .horizontalReverse, children: [box])) == .horizontalStack)
  }

  @Test func subclassesTakeTheirOwnKindOrTheirParentsOne() {
    let box = DisplayNode()
    // A center spec is a relative spec in Texture and here; it is drawn as a center spec.
    #expect(SpecKind(CenterLayoutSpec(centeringOptions: .xy, sizingOptions: [], child: box)) == .center)
    // A static spec is an absolute spec sized to fit.
    #expect(SpecKind(StaticLayoutSpec(children: [box])) == .absolute)
  }

  @Test func anAppsOwnSpecIsOther() {
    final class BadgeSpec: LayoutSpec, @unchecked Sendable {}
    #expect(SpecKind(BadgeSpec()) == .other)
    #expect(SpecKind(RatioLayoutSpec(ratio: 2, child: DisplayNode())) == .ratio)
  }

  @Test func everyEngineSpecHasAKindOfItsOwn() {
    let box = DisplayNode()
    let specs: [(LayoutSpec, SpecKind)] = [
      (InsetLayoutSpec(insets: EdgeInsets(), child: box), .inset),
      (OverlayLayoutSpec(child: box, overlay: DisplayNode()), .overlay),
      (BackgroundLayoutSpec(child: box, background: DisplayNode()), .background),
      (
        RelativeLayoutSpec(horizontalPosition: .start, verticalPosition: .end, sizingOption: [], child: box),
        .relative
      ),
      (CornerLayoutSpec(child: box, corner: DisplayNode(), location: .topLeft), .corner),
      (WrapperLayoutSpec(layoutElement: box), .wrapper),
      (AbsoluteLayoutSpec(children: [box]), .absolute),
    ]
    for (spec, kind) in specs { #expect(SpecKind(spec) == kind, "\(type(of: spec))") }
    // Every kind but `other` is some spec's: none is left that no spec names.
    let named = Set(specs.map(\.1) + [.center, .ratio, .horizontalStack, .verticalStack])
    #expect(named == Set(SpecKind.allCases).subtracting([.other]))
  }
}

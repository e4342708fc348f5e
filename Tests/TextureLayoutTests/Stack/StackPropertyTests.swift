import Foundation
import PropertyBased
import Testing

@testable import TextureLayout

/// A random child of a random stack: a box with explicit point sizes, or a small nested stack.
struct RandomChild: Sendable, CustomStringConvertible {
  var width: CGFloat
  var height: CGFloat
  var grow: CGFloat
  var shrink: CGFloat
  /// 0 auto, 1 points (`basisValue`), 2 fraction (`basisValue / 100`).
  var basisKind: Int
  var basisValue: CGFloat
  var alignSelf: StackLayoutAlignSelf
  var spacingBefore: CGFloat
  var spacingAfter: CGFloat
  var isNestedStack: Bool

  var flexBasis: TextureLayout.Dimension {
    switch basisKind {
    case 1: Dimension(uncheckedUnit: .points, value: basisValue)
    case 2: Dimension(uncheckedUnit: .fraction, value: min(basisValue, 100) / 100)
    default: .auto
    }
  }

  var description: String {
    "\(isNestedStack ? "stack" : "box") \(width)×\(height) grow \(grow) shrink \(shrink) basis \(flexBasis) "
      + "alignSelf \(alignSelf) before \(spacingBefore) after \(spacingAfter)"
  }

  /// The element this child stands for.
  func makeElement(_ name: String) -> any LayoutElement {
    var style = LayoutElementStyle()
    style.flexGrow = grow
    style.flexShrink = shrink
    style.flexBasis = flexBasis
    style.alignSelf = alignSelf
    style.spacingBefore = spacingBefore
    style.spacingAfter = spacingAfter
    guard isNestedStack else {
      style.preferredSize = CGSize(width: width, height: height)
      style.ascender = height / 2
      style.descender = -height / 4
      return DisplayNode(style: style, debugName: name)
    }
    let nested = StackLayoutSpec(
      direction: .vertical, alignItems: .baselineFirst,
      children: [box("\(name).0", width, height / 2), box("\(name).1", width / 2, height / 2, grow: 1)])
    nested.style = style
    return nested
  }
}

/// A random stack in a random range.
struct RandomStack: Sendable, CustomStringConvertible {
  var direction: StackLayoutDirection
  var spacing: CGFloat
  var justify: StackLayoutJustifyContent
  var align: StackLayoutAlignItems
  var wrap: StackLayoutFlexWrap
  var alignContent: StackLayoutAlignContent
  var lineSpacing: CGFloat
  var children: [RandomChild]
  var range: SizeRange

  var description: String {
    "\(direction) spacing \(spacing) justify \(justify) align \(align) \(wrap) alignContent \(alignContent) "
      + "lineSpacing \(lineSpacing) in \(range)\n  " + children.map(\.description).joined(separator: "\n  ")
  }

  /// A fresh tree for this description.
  func makeStack(concurrent: Bool) -> StackLayoutSpec {
    let stack = StackLayoutSpec(
      direction: direction, spacing: spacing, justifyContent: justify, alignItems: align, flexWrap: wrap,
      alignContent: alignContent, lineSpacing: lineSpacing,
      children: children.enumerated().map { $1.makeElement("\($0)") })
    if concurrent { makeConcurrent(stack) }
    return stack
  }
}

/// Random stacks checked against invariants that hold whatever the input.
@Suite struct StackPropertyTests {
  static let factors: [CGFloat] = [0, 0, 0, 1, 1, 2, 0.5]

  static func choice<T: Sendable>(_ values: [T]) -> Generator<T, Shrink.Integer<Int>> {
    Gen.int(in: 0...(values.count - 1)).map { values[$0] }
  }

  static let child = zip(
    Gen.cgFloat(in: 0...80), Gen.cgFloat(in: 0...80), choice(factors), choice(factors), Gen.int(in: 0...2),
    Gen.cgFloat(in: 0...100), Gen<StackLayoutAlignSelf>.case, choice([0, 0, 0, 3, 7.25]), Gen.bool(0.15)
  )
  .map { value in
    RandomChild(
      width: value.0, height: value.1, grow: value.2, shrink: value.3, basisKind: value.4,
      basisValue: value.5,
      alignSelf: value.6, spacingBefore: value.7, spacingAfter: value.7 / 2, isNestedStack: value.8)
  }

  /// One axis of a range: exact, bounded above, or unbounded.
  static let axisRange = zip(Gen.int(in: 0...2), Gen.cgFloat(in: 0...400)).map {
    kind, value -> (min: CGFloat, max: CGFloat) in
    switch kind {
    case 0: return (value, value)
    case 1: return (0, value)
    default: return (0, .infinity)
    }
  }

  static let stack = zip(
    Gen<StackLayoutDirection>.case, choice([0, 0, 5, 2.5]), Gen<StackLayoutJustifyContent>.case,
    Gen<StackLayoutAlignItems>.case, Gen<StackLayoutFlexWrap>.case, Gen<StackLayoutAlignContent>.case,
    choice([0, 0, 4]), child.array(of: 0...10), zip(axisRange, axisRange)
  )
  .map { value in
    RandomStack(
      direction: value.0, spacing: value.1, justify: value.2, align: value.3, wrap: value.4,
      alignContent: value.5,
      lineSpacing: value.6, children: value.7,
      range: SizeRange(
        uncheckedMin: CGSize(width: value.8.0.min, height: value.8.1.min),
        max: CGSize(width: value.8.0.max, height: value.8.1.max)))
  }

  /// The size and frames of a stack's layout (children's frames relative to the stack, then every node's
  /// flattened frame).
  static func frames(_ layout: Layout) -> [CGRect] {
    [CGRect(origin: .zero, size: layout.size)] + childFrames(layout) + childFrames(layout.flattened())
  }

  /// Invariants: a finite size inside the range (a max off the pixel grid may be exceeded by less than a
  /// pixel, as Texture ceils sizes), finite non-negative child frames, children that do not stretch no deeper
  /// than the cross maximum, and concurrent frames equal to serial ones.
  @Test func randomStacksKeepInvariants() async {
    await propertyCheck(count: 300, input: Self.stack) { random in
      let serial = layOut(random.makeStack(concurrent: false), random.range)
      let concurrent = layOut(random.makeStack(concurrent: true), random.range)
      let axes = StackAxes(random.direction)
      let pixel = 1 / PixelGrid.retina.scale
      #expect(Self.frames(concurrent) == Self.frames(serial), "\(random)")
      #expect(serial.size.width >= random.range.min.width && serial.size.height >= random.range.min.height)
      #expect(
        serial.size.width < random.range.max.width + pixel
          && serial.size.height < random.range.max.height + pixel)
      for sublayout in serial.sublayouts {
        let position = sublayout.position
        #expect(
          position.map { $0.x.isFinite && $0.y.isFinite } == true,
          "\(String(describing: position)) in \(random)")
      }
      let stretchAlignment: StackLayoutAlignItems = .stretch
      for (child, layout) in zip(random.children, serial.sublayouts) {
        let alignment = child.alignSelf == .auto ? random.align : nil
        let stretches = alignment == stretchAlignment || child.alignSelf == .stretch
        if !stretches {
          #expect(axes.cross(layout.size) < axes.cross(random.range.max) + pixel, "\(child) in \(random)")
        }
      }
    }
  }

  /// With one exact main size, one line, and a flexible child whose flexing takes effect with nothing
  /// clamped to zero, the children's main sizes plus all spacing fill the stack's main size, to within a
  /// pixel per child (each flexed size is ceiled to the grid).
  @Test func flexingFillsTheMainSize() async {
    let flat = zip(Self.stack, Gen.cgFloat(in: 0...400)).map { random, main in
      var random = random
      random.wrap = .noWrap
      random.children = random.children.map { child in
        var child = child
        child.isNestedStack = false
        if child.basisKind == 2 { child.basisKind = 0 }
        return child
      }
      let axes = StackAxes(random.direction)
      let cross = (axes.cross(random.range.min), axes.cross(random.range.max))
      random.range = axes.sizeRange(mainMin: main, mainMax: main, crossMin: cross.0, crossMax: cross.1)
      return random
    }
    await propertyCheck(count: 300, input: flat) { random in
      guard let expectedToFill = Self.flexFillsWithoutClamping(random) else { return }
      let layout = layOut(random.makeStack(concurrent: false), random.range)
      let axes = StackAxes(random.direction)
      let spacing =
        random.spacing * CGFloat(random.children.count - 1)
        + random.children.reduce(0) { $0 + $1.spacingBefore + $1.spacingAfter }
      let sum = layout.sublayouts.reduce(spacing) { $0 + axes.main($1.size) }
      let tolerance = CGFloat(random.children.count) / PixelGrid.retina.scale
      #expect(
        abs(sum - expectedToFill) <= tolerance, "sum \(sum), main size \(expectedToFill) in \(random)")
    }
  }

  /// The stack's main size when flexing in `random` should fill it: some child flexes in the violation's
  /// direction with a share of at least a point (grow) or a non-zero share (shrink), and no shrinking child
  /// goes below zero; `nil` otherwise. The bases follow Texture: a points basis, else the explicit size
  /// ceiled to the grid, and zero for the one child of optimized flexing.
  static func flexFillsWithoutClamping(_ random: RandomStack) -> CGFloat? {
    let axes = StackAxes(random.direction)
    let children = random.children
    guard !children.isEmpty else { return nil }
    let main = axes.main(random.range.min)
    let optimized = children.filter { $0.grow > 0 && $0.shrink > 0 }.count == 1
    let bases = children.map { child -> CGFloat in
      if optimized && child.grow > 0 && child.shrink > 0 { return 0 }
      if child.basisKind == 1 { return PixelGrid.retina.ceil(child.basisValue) }
      return PixelGrid.retina.ceil(axes.main(CGSize(width: child.width, height: child.height)))
    }
    let spacing =
      random.spacing * CGFloat(children.count - 1)
      + children.reduce(0) { $0 + $1.spacingBefore + $1.spacingAfter }
    let violation = main - bases.reduce(spacing, +)
    if violation >= stackViolationEpsilon {
      let growSum = children.reduce(0) { $0 + $1.grow }
      guard growSum > 0, children.contains(where: { violation * ($0.grow / growSum) >= 1 }) else {
        return nil
      }
      return main
    }
    if violation <= -stackViolationEpsilon {
      let weights = zip(children, bases).map { $0.shrink * $1 }
      let weightSum = weights.reduce(0, +)
      guard weightSum > 0 else { return nil }
      let clamped = zip(weights, bases).contains { weight, base in
        base - (-violation) * weight / weightSum < 0
      }
      return clamped ? nil : main
    }
    return nil
  }
}

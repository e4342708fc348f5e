import Foundation
import TextureLayout

extension SizingRecord {
  /// How one length came about, in words a Texture user reads, e.g.
  /// `width 200pt: width 50% of 320pt = 160pt; raised to minWidth 200pt`.
  public func explanation(of axis: LayoutAxis) -> String {
    let sizing = self[axis]
    let name = axis.lengthName
    let minName = "min" + name.prefix(1).uppercased() + name.dropFirst()
    let maxName = "max" + name.prefix(1).uppercased() + name.dropFirst()
    var steps: [String] = []
    let mainAxis = stackChild?.mainAxis
    if let child = stackChild, axis == mainAxis {
      if child.flexBasis != .auto || child.flex != nil { steps.append(Self.basisText(child)) }
      if let flex = child.flex { steps.append(Self.flexText(flex, length: child.flexedLength)) }
    } else if let child = stackChild, child.stretched {
      let source = child.alignmentFromAlignSelf ? "alignSelf stretch" : "alignItems stretch"
      steps.append(
        "stretched to its line's \(points(sizing.allowed.upper.isFinite ? sizing.allowed.upper : sizing.length)) (\(source))"
      )
    }
    if let exact = Self.dimensionText(sizing.style, parent: sizing.parentLength, name: name) {
      steps.append(exact)
    }
    switch sizing.decidedBy {
    case .styleExact, .rangeExact:
      if sizing.decidedBy == .rangeExact && stackChild == nil {
        steps.append("fixed at \(points(sizing.allowed.lower)) by the range it received")
      }
    case .styleMin:
      steps.append(
        "raised to \(minName) \(Self.dimensionValue(sizing.minStyle, parent: sizing.parentLength))")
    case .styleMax:
      steps.append(
        "capped at \(maxName) \(Self.dimensionValue(sizing.maxStyle, parent: sizing.parentLength))")
    case .rangeMin:
      steps.append("raised to the received minimum \(points(sizing.allowed.lower))")
    case .rangeMax:
      steps.append("capped at the received maximum \(points(sizing.allowed.upper))")
    case .content:
      if let wanted = sizing.wanted { steps.append("content measured \(points(wanted))") }
    case .children:
      steps.append("sized to its children" + (sizing.wanted.map { " (\(points($0)))" } ?? ""))
    }
    if sizing.minStyle != .auto && sizing.decidedBy != .styleMin {
      steps.append(Self.unusedBound(minName, sizing.minStyle, sizing, raises: true))
    }
    if sizing.maxStyle != .auto && sizing.decidedBy != .styleMax {
      steps.append(Self.unusedBound(maxName, sizing.maxStyle, sizing, raises: false))
    }
    if sizing.wasCeiled {
      steps.append(
        "ceiled \(format(rounded(sizing.unceiled))) → \(format(sizing.length)) at @\(format(pixelGrid.scale))x"
      )
    }
    if steps.isEmpty { steps.append("the range it received") }
    return "\(name) \(points(sizing.length)): " + steps.joined(separator: "; ")
  }

  /// What the element, a spec, contributed, in words; `nil` for an element that is not a spec.
  public var contributionExplanation: String? {
    guard let contribution else { return nil }
    switch contribution {
    case .stack(let stack):
      let lines = stack.lines.enumerated().map { index, line in
        var text = stack.lines.count > 1 ? "line \(index + 1): " : ""
        text +=
          line.freeSpace >= 0 ? "free space \(points(line.freeSpace))" : "overflow \(points(-line.freeSpace))"
        if line.leadingSpace != 0 { text += ", \(points(line.leadingSpace)) before the first child" }
        if line.justifySpacing != 0 { text += ", \(points(line.justifySpacing)) more between children" }
        return text
      }
      return "\(stack.direction) stack, justifyContent \(stack.justifyContent): "
        + lines.joined(separator: "; ")
    case .insets(let insets):
      return
        "insets top \(format(insets.top)), left \(format(insets.left)), bottom \(format(insets.bottom)), right \(format(insets.right))"
    case .ratio(let ratio, let size):
      return "ratio \(format(ratio)): child \(points(size.width)) × \(points(size.height))"
    case .relative(let horizontal, let vertical, let offset, let freeSpace):
      return
        "positions \(horizontal)/\(vertical): child at (\(format(offset.x)), \(format(offset.y))) in free space \(points(freeSpace.width)) × \(points(freeSpace.height))"
    case .corner(let location, let offset, let origin, let wraps):
      return
        "corner \(location), offset (\(format(offset.x)), \(format(offset.y))): corner element at (\(format(origin.x)), \(format(origin.y)))"
        + (wraps ? ", wrapped" : "")
    case .absolute(let positions, let sizing):
      let list = positions.map { "(\(format($0.x)), \(format($0.y)))" }.joined(separator: ", ")
      return "absolute (\(sizing)): layoutPositions \(list)"
    case .overlay:
      return "overlay laid out at exactly its child's size"
    case .background:
      return "background laid out at exactly its child's size"
    }
  }

  private func points(_ value: CGFloat) -> String { Self.points(value) }

  static func points(_ value: CGFloat) -> String {
    value.isInfinite ? "∞" : "\(format(rounded(value)))pt"
  }

  private static func basisText(_ child: StackChildSizing) -> String {
    switch child.flexBasis.unit {
    case .auto:
      return "measured \(points(child.baseLength))"
    case .points:
      return "flexBasis \(points(child.flexBasis.value))"
    case .fraction:
      guard !child.basisParentLength.isNaN else {
        return
          "flexBasis \(format(child.flexBasis.value * 100))% of an undefined length, so measured \(points(child.baseLength))"
      }
      return
        "flexBasis \(format(child.flexBasis.value * 100))% of \(points(child.basisParentLength)) = \(points(child.baseLength))"
    }
  }

  private static func flexText(_ flex: FlexAdjustment, length: CGFloat) -> String {
    let share = abs(flex.share + flex.remainder)
    switch flex.direction {
    case .grow:
      var text =
        "grew +\(points(share)) (flexGrow \(format(flex.factor)) of \(format(flex.factorSum)), free space \(points(flex.freeSpace))"
      if flex.remainder != 0 { text += ", \(points(flex.remainder)) left over by flooring" }
      return text + ") to \(points(length))"
    case .shrink:
      return
        "shrank −\(points(share)) (flexShrink \(format(flex.factor)), overflow \(points(-flex.freeSpace)) shared in proportion to flexShrink × base size) to \(points(length))"
    }
  }

  private static func dimensionText(_ dimension: TextureLayout.Dimension, parent: CGFloat, name: String)
    -> String?
  {
    switch dimension.unit {
    case .auto: return nil
    case .points: return "\(name) \(points(dimension.value))"
    case .fraction:
      guard !parent.isNaN else {
        return "\(name) \(format(dimension.value * 100))% of an undefined parent, so auto"
      }
      return
        "\(name) \(format(dimension.value * 100))% of \(points(parent)) = \(points(dimension.value * parent))"
    }
  }

  private static func dimensionValue(_ dimension: TextureLayout.Dimension, parent: CGFloat) -> String {
    switch dimension.unit {
    case .auto: return "auto"
    case .points: return points(dimension.value)
    case .fraction:
      guard !parent.isNaN else { return "\(format(dimension.value * 100))%" }
      return "\(format(dimension.value * 100))% = \(points(dimension.value * parent))"
    }
  }

  private static func unusedBound(
    _ name: String, _ dimension: TextureLayout.Dimension, _ sizing: AxisSizing, raises: Bool
  )
    -> String
  {
    let value = dimensionValue(dimension, parent: sizing.parentLength)
    if let own = sizing.styleRange,
      raises ? own.lower > sizing.received.upper : own.upper < sizing.received.lower
    {
      return "\(name) \(value) ignored: the range it received wins"
    }
    if raises { return "\(name) \(value) already met" }
    // A maximum that bounded the range its content or children were measured in did its work (text wrapped
    // within it) even though the length stayed below it.
    if let own = sizing.styleRange, own.upper == sizing.allowed.upper { return "within \(name) \(value)" }
    return "\(name) \(value) not reached"
  }
}

/// A number rounded to two decimals, for words.
private func rounded(_ value: CGFloat) -> CGFloat {
  value.isFinite ? (value * 100).rounded() / 100 : value
}

import Foundation
import TextureLayout

/// A sizing record as the JSON object `frames --explain` adds to each element (`"sizing"`): numbers in
/// points, `null` for an infinite bound or an undefined (NaN) parent length, dimensions as the contract
/// writes them (`"50%"`, `"120pt"`, `"auto"`), enum values by their Swift names.
enum SizingJSON {
  /// The record as one JSON object on one line.
  static func object(_ record: SizingRecord) -> String {
    var fields = [
      "\"constrainedSize\": {\"min\": \(size(record.constrainedSize.min)), \"max\": \(size(record.constrainedSize.max))}",
      "\"parentSize\": \(size(record.parentSize))",
      "\"width\": \(axis(record.width))",
      "\"height\": \(axis(record.height))",
    ]
    if let child = record.stackChild { fields.append("\"stackChild\": \(stackChild(child))") }
    if let contribution = record.contribution {
      fields.append("\"contribution\": \(self.contribution(contribution))")
    }
    fields.append(
      "\"baselines\": {\"ascender\": \(number(record.baselines.ascender)), \"descender\": \(number(record.baselines.descender))}"
    )
    fields.append("\"scale\": \(number(record.pixelGrid.scale))")
    return "{" + fields.joined(separator: ", ") + "}"
  }

  private static func axis(_ sizing: AxisSizing) -> String {
    var fields = [
      "\"style\": \(dimension(sizing.style))", "\"min\": \(dimension(sizing.minStyle))",
      "\"max\": \(dimension(sizing.maxStyle))", "\"parentLength\": \(number(sizing.parentLength))",
      "\"received\": \(bounds(sizing.received))",
    ]
    if let own = sizing.styleRange { fields.append("\"styleRange\": \(bounds(own))") }
    fields.append("\"allowed\": \(bounds(sizing.allowed))")
    if let wanted = sizing.wanted { fields.append("\"wanted\": \(number(wanted))") }
    fields += [
      "\"unceiled\": \(number(sizing.unceiled))", "\"length\": \(number(sizing.length))",
      "\"decidedBy\": \(JSONNumber.string(sizing.decidedBy.rawValue))",
    ]
    return "{" + fields.joined(separator: ", ") + "}"
  }

  private static func stackChild(_ child: StackChildSizing) -> String {
    var fields = [
      "\"mainAxis\": \(JSONNumber.string(child.mainAxis.rawValue))", "\"line\": \(child.line)",
      "\"flexBasis\": \(dimension(child.flexBasis))",
      "\"basisParentLength\": \(number(child.basisParentLength))",
      "\"baseLength\": \(number(child.baseLength))", "\"baseFromBasis\": \(child.baseFromBasis)",
    ]
    if let flex = child.flex {
      fields.append(
        "\"flex\": {\"direction\": \(JSONNumber.string(flex.direction.rawValue)), \"factor\": \(number(flex.factor)), "
          + "\"factorSum\": \(number(flex.factorSum)), \"freeSpace\": \(number(flex.freeSpace)), "
          + "\"share\": \(number(flex.share)), \"remainder\": \(number(flex.remainder))}")
    }
    fields += [
      "\"flexedLength\": \(number(child.flexedLength))",
      "\"alignment\": \(JSONNumber.string(String(describing: child.alignment)))",
      "\"alignmentFromAlignSelf\": \(child.alignmentFromAlignSelf)",
      "\"measuredCross\": \(number(child.measuredCross))", "\"stretched\": \(child.stretched)",
    ]
    return "{" + fields.joined(separator: ", ") + "}"
  }

  private static func contribution(_ contribution: SpecContribution) -> String {
    switch contribution {
    case .stack(let stack):
      let lines = stack.lines.map { line in
        "{\"children\": [\(line.children.lowerBound), \(line.children.upperBound)], "
          + "\"mainLength\": \(number(line.mainLength)), \"crossSize\": \(number(line.crossSize)), "
          + "\"freeSpace\": \(number(line.freeSpace)), \"leadingSpace\": \(number(line.leadingSpace)), "
          + "\"justifySpacing\": \(number(line.justifySpacing)), \"baseline\": \(number(line.baseline))}"
      }
      return
        "{\"kind\": \"stack\", \"direction\": \(JSONNumber.string(String(describing: stack.direction))), "
        + "\"spacing\": \(number(stack.spacing)), "
        + "\"justifyContent\": \(JSONNumber.string(String(describing: stack.justifyContent))), "
        + "\"lines\": [\(lines.joined(separator: ", "))]}"
    case .insets(let insets):
      return "{\"kind\": \"insets\", \"top\": \(number(insets.top)), \"left\": \(number(insets.left)), "
        + "\"bottom\": \(number(insets.bottom)), \"right\": \(number(insets.right))}"
    case .ratio(let ratio, let size):
      return "{\"kind\": \"ratio\", \"ratio\": \(number(ratio)), \"size\": \(self.size(size))}"
    case .relative(let horizontal, let vertical, let offset, let freeSpace):
      return
        "{\"kind\": \"relative\", \"horizontalPosition\": \(JSONNumber.string(String(describing: horizontal))), "
        + "\"verticalPosition\": \(JSONNumber.string(String(describing: vertical))), "
        + "\"offset\": \(point(offset)), \"freeSpace\": \(size(freeSpace))}"
    case .corner(let location, let offset, let origin, let wraps):
      return "{\"kind\": \"corner\", \"location\": \(JSONNumber.string(String(describing: location))), "
        + "\"offset\": \(point(offset)), \"cornerOrigin\": \(point(origin)), \"wrapsCorner\": \(wraps)}"
    case .absolute(let positions, let sizing):
      return "{\"kind\": \"absolute\", \"sizing\": \(JSONNumber.string(String(describing: sizing))), "
        + "\"positions\": [\(positions.map(point).joined(separator: ", "))]}"
    case .overlay: return "{\"kind\": \"overlay\"}"
    case .background: return "{\"kind\": \"background\"}"
    }
  }

  private static func number(_ value: CGFloat) -> String {
    value.isFinite ? TextureLayout.format(value) : "null"
  }

  private static func size(_ size: CGSize) -> String { "[\(number(size.width)), \(number(size.height))]" }
  private static func point(_ point: CGPoint) -> String { "[\(number(point.x)), \(number(point.y))]" }
  private static func bounds(_ bounds: ClosedRangeBounds) -> String {
    "[\(number(bounds.lower)), \(number(bounds.upper))]"
  }
  private static func dimension(_ dimension: TextureLayout.Dimension) -> String {
    JSONNumber.string(
      dimension.unit == .points ? TextureLayout.format(dimension.value) + "pt" : "\(dimension)")
  }
}

/// The rules of the diagnostics pass. The raw values are the ids printed with every finding, stable across
/// versions: add rules, never rename them.
public enum DiagnosticRule: String, Hashable, Sendable, CaseIterable {
  /// An element laid out 0pt wide or tall, with the reason its records give.
  case zeroSize = "zero-size"
  /// A style size on a spec that does not apply its own size (inset, overlay, background).
  case styleSizeIgnored = "style-size-ignored"
  /// A percentage resolved against an undefined parent length, which acts as `auto`.
  case percentOfUndefined = "percent-of-undefined"
  /// `flexGrow` on a child of a stack with no definite main length: nothing to grow into.
  case growWithoutSpace = "grow-without-space"
  /// A stack line whose children are longer than the stack after shrinking.
  case stackOverflow = "stack-overflow"
  /// A style min, max or exact size the received range overrode (`ASSizeRangeIntersect` lets it win).
  case rangeOverridesStyle = "range-overrides-style"
  /// A child drawn outside its parent's frame.
  case outsideParent = "outside-parent"
  /// Text cut at its `maxLines`.
  case textTruncated = "text-truncated"
  /// Text whose lines need more room than its frame has.
  case textClipped = "text-clipped"
  /// Baseline alignment among children that publish no baselines.
  case baselineWithoutBaselines = "baseline-without-baselines"
  /// `alignSelf: stretch` on a child with a definite cross size, which stretching cannot change.
  case stretchBlocked = "stretch-blocked"
  /// A ratio spec whose child did not come out at the ratio.
  case ratioOverridden = "ratio-overridden"

  /// The severity of the rule's findings unless a finding says otherwise.
  public var defaultSeverity: DiagnosticSeverity {
    switch self {
    case .textTruncated: .note
    default: .warning
    }
  }

  /// What the rule looks for, in one line (SARIF's `shortDescription`, `lint --rules`).
  public var summary: String {
    switch self {
    case .zeroSize: "An element was laid out 0pt wide or tall."
    case .styleSizeIgnored: "A style size is set on a spec that ignores its own size."
    case .percentOfUndefined: "A percentage resolved against an undefined parent length and acted as auto."
    case .growWithoutSpace: "flexGrow is set on a child of a stack that has no definite main length."
    case .stackOverflow: "A stack's children are longer than the stack, even after shrinking."
    case .rangeOverridesStyle: "A style min, max or size did not apply: the received range overrode it."
    case .outsideParent: "A child is drawn outside its parent's frame."
    case .textTruncated: "Text was cut at its maxLines."
    case .textClipped: "Text needs more room than its frame has."
    case .baselineWithoutBaselines: "Baseline alignment among children that publish no baselines."
    case .stretchBlocked: "alignSelf stretch cannot stretch a child with a definite cross size."
    case .ratioOverridden: "A ratio spec's child did not come out at the ratio."
    }
  }
}

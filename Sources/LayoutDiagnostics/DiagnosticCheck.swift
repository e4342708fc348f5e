/// One rule of the pass: reads one element of the tree (and what it needs around it) and says what it
/// finds. Rules only read: each sees the same tree, in any order.
protocol DiagnosticCheck: Sendable {
  /// The findings about the element at `index`.
  static func findings(at index: Int, in tree: DiagnosedTree) -> [LayoutDiagnostic]
}

extension DiagnosedTree {
  /// Each rule's checks, in the order their findings are listed for an element.
  static let checks: [any DiagnosticCheck.Type] = [
    ZeroSizeCheck.self, StyleSizeIgnoredCheck.self, RangeOverridesStyleCheck.self,
    PercentOfUndefinedCheck.self, GrowWithoutSpaceCheck.self, StackOverflowCheck.self,
    StretchBlockedCheck.self, BaselineCheck.self, RatioCheck.self, OutsideParentCheck.self, TextFitCheck.self,
  ]
}

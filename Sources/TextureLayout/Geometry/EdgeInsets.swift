import Foundation

/// Insets from each edge of a rectangle, in points; Linux's stand-in for `UIEdgeInsets`.
///
/// An edge may be `.infinity`, which `InsetLayoutSpec` reads as "push the child to the opposite edge"
/// (or center it when both edges of an axis are infinite).
public struct EdgeInsets: Hashable, Sendable {
  /// Inset from the top edge.
  public var top: CGFloat
  /// Inset from the left edge.
  public var left: CGFloat
  /// Inset from the bottom edge.
  public var bottom: CGFloat
  /// Inset from the right edge.
  public var right: CGFloat

  /// No insets. Declared apart from the defaulted initializer below, as UIKit's `UIEdgeInsets()` is, so
  /// that an app's extension initializer with defaulted parameters that calls `self.init()` calls this one
  /// and not itself.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Creates insets from the four edges.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates the same inset on every edge.
  public init(all inset: CGFloat) {
    self.init(top: inset, left: inset, bottom: inset, right: inset)
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets()
}

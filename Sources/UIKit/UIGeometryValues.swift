import Foundation

/// Insets by leading and trailing edge, as UIKit's layout-direction-aware code writes them. Left to right
/// here: leading is left and trailing is right.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  /// No insets.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  public static let zero = NSDirectionalEdgeInsets()

}

/// A horizontal and vertical offset (a shadow's, a title's position adjustment).
public struct UIOffset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat

  /// No offset.
  public init() {
    self.init(horizontal: 0, vertical: 0)
  }

  public init(horizontal: CGFloat, vertical: CGFloat) {
    (self.horizontal, self.vertical) = (horizontal, vertical)
  }

  public static let zero = UIOffset()
}

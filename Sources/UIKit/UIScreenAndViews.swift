import Foundation

/// The screen a test lays out for: its bounds and scale, set by the test (an iPhone's 390 × 844 at 3×
/// unless set).
public final class UIScreen: @unchecked Sendable {
  /// The screen.
  nonisolated(unsafe) public static var main = UIScreen()

  /// The screen's size in points.
  public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// Pixels per point.
  public var scale: CGFloat = 3
}

/// A view's name space, for the types layout code names through it.
open class UIView: NSObject {
  /// How content is fitted into a frame.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft,
      topRight, bottomLeft, bottomRight
  }
}

/// A control's name space, for its states.
open class UIControl: UIView {
  /// A control's state, as button titles and images are set per state.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }
}

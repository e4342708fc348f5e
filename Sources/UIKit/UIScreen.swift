import Foundation

/// The screen a test lays out for: its bounds and scale, set by the test (an iPhone's 390 × 844 at 3×
/// unless set).
public final class UIScreen: NSObject, @unchecked Sendable {
  /// The screen.
  nonisolated(unsafe) public static var main = UIScreen()

  /// The screen's size in points.
  public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// Pixels per point.
  public var scale: CGFloat = 3
}

import CCairo
import Foundation

/// Why a render failed.
public enum RenderError: Error, Equatable, CustomStringConvertible {
  /// The canvas has no pixels: the layout's size is zero in at least one dimension.
  case emptyCanvas(width: Int, height: Int)
  /// The canvas is larger than Cairo's image surfaces allow (32,767 pixels a side).
  case canvasTooLarge(width: Double, height: Double)
  /// The scale is not a positive finite number.
  case invalidScale(Double)
  /// Cairo reported an error.
  case cairo(String)
  /// The image could not be written to disk.
  case writeFailed(path: String, reason: String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .emptyCanvas(let width, let height):
      return "the canvas is empty (\(width)×\(height) pixels): the layout has no area"
    case .canvasTooLarge(let width, let height):
      let size = String(format: "%.0f×%.0f", width, height)
      return "the canvas (\(size) pixels) is larger than 32767 pixels a side"
    case .invalidScale(let scale):
      return "scale \(scale) is invalid: it must be a positive finite number"
    case .cairo(let message):
      return "cairo: \(message)"
    case .writeFailed(let path, let reason):
      return "cannot write \(path): \(reason)"
    }
  }

  /// Throws for a Cairo status other than success.
  static func check(_ status: cairo_status_t) throws(RenderError) {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    throw .cairo(String(cString: cairo_status_to_string(status)))
  }
}

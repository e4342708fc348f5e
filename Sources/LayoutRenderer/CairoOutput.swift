import CCairo
import Foundation
import InputLimits

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
  /// The canvas, or the run's images together, pass a pixel budget.
  case beyondPixelBudget(PixelBudgetError)
  /// An image leaf's file cannot be drawn (its data is damaged, say); `element` is the leaf.
  case imageUnreadable(element: ObjectIdentifier, reason: String)
  /// The figure's image leaves would draw more pixels than `limit` together.
  case imagesBeyondBudget(limit: Int)
  /// The figure would draw more characters of text than `limit`.
  case textBeyondBudget(limit: Int)
  /// No element has the name the figure is to focus on.
  case focusNotFound(String)
  /// No element has the name the figure is to draw a detail of.
  case detailNotFound(String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .imageUnreadable(_, let reason):
      return reason.escapingControlCharacters
    case .imagesBeyondBudget(let limit):
      return
        "the figure's images draw more than \(limit) pixels together, the limit (each leaf showing an image "
        + "draws all of its pixels)"
    case .textBeyondBudget(let limit):
      return "the figure draws more than \(limit) characters of text, the limit (each leaf's text is shaped "
        + "again to be drawn, a combining mark counting ten and a wrapped line \(Budgets.shapedTextPerWrappedLine))"
    case .focusNotFound(let name):
      return "no element named '\(name.escapingControlCharacters)' to focus on"
    case .detailNotFound(let name):
      return "no element named '\(name.escapingControlCharacters)' to draw a detail of"
    case .emptyCanvas(let width, let height):
      return "the canvas is empty (\(width)×\(height) pixels): the layout has no area"
    case .canvasTooLarge(let width, let height):
      let size = "\(Self.pixelCount(width))×\(Self.pixelCount(height))"
      return "the canvas (\(size) pixels) is larger than 32767 pixels a side"
    case .invalidScale(let scale):
      return "scale \(scale) is invalid: it must be a positive finite number"
    case .cairo(let message):
      return "cairo: \(message)"
    case .writeFailed(let path, let reason):
      return "cannot write \(path): \(reason)"
    case .beyondPixelBudget(let error):
      return "the canvas is beyond the pixel budget: \(error) (draw it at a smaller scale, --scale 1)"
    }
  }

  /// A pixel count as a reader takes it in: whole below a billion, else in scientific notation (a huge
  /// layout at a tiny scale would otherwise print hundreds of digits).
  /// A pixel count as a message shows it: whole, never "-0" (a size of no pixels is 0 however it was
  /// reached), in scientific form past a billion.
  private static func pixelCount(_ value: Double) -> String {
    let shown = value > 0 ? value : 0
    return shown < 1e9 ? String(format: "%.0f", shown) : String(format: "%.3g", shown)
  }

  /// Throws for a Cairo status other than success.
  static func check(_ status: cairo_status_t) throws(RenderError) {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    throw .cairo(String(cString: cairo_status_to_string(status)))
  }
}

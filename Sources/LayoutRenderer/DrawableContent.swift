import Foundation
import TextureLayout

/// Content that can draw itself as well as measure itself: the renderer draws a display node's content when
/// it conforms.
public protocol DrawableContent: IntrinsicContent {
  /// Draws the content into `frame` (in the Cairo context's user space, points) of a `cairo_t`.
  func draw(on cairo: OpaquePointer, in frame: CGRect)
}

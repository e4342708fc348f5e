import Foundation

@testable import TextureLayout

/// Lays an element out as a root in `range` and returns its layout (not flattened: positions unrounded).
func layOut(_ element: any LayoutElement, _ range: SizeRange, grid: PixelGrid = .retina) -> Layout {
  calculateRootLayout(element, sizeRange: range, pixelGrid: grid)
}

/// The frames of a layout's direct sublayouts.
func childFrames(_ layout: Layout) -> [CGRect] {
  layout.sublayouts.map(\.frame)
}

/// A rectangle, briefly.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// Content whose height is a fixed fraction of the width it is given (or of a default width when the
/// width is unbounded), like text that reflows.
struct ProportionalContent: IntrinsicContent {
  let heightPerWidth: CGFloat
  let defaultWidth: CGFloat

  func sizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    let width = constrainedSize.width.isFinite ? constrainedSize.width : defaultWidth
    return CGSize(width: width, height: width * heightPerWidth)
  }
}

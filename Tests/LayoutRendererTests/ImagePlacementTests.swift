import Foundation
import LayoutRenderer
import Testing
import TextureLayout

/// Where UIKit's content modes put an image's pixels in a frame, as Texture's image node shows them.
struct ImagePlacementTests {
  private let frame = CGRect(x: 10, y: 20, width: 100, height: 100)

  @Test func aspectFitLettersboxesAndAspectFillCoversBothCentered() {
    let wide = CGSize(width: 40, height: 20)
    #expect(
      ImagePlacement.aspectFit.drawnRect(imageSize: wide, in: frame)
        == CGRect(x: 10, y: 45, width: 100, height: 50))
    #expect(
      ImagePlacement.aspectFill.drawnRect(imageSize: wide, in: frame)
        == CGRect(x: -40, y: 20, width: 200, height: 100))
    #expect(ImagePlacement.aspectFill.clipsToFrame)
    #expect(!ImagePlacement.aspectFit.clipsToFrame)
  }

  @Test func scaleToFillStretchesToTheFrame() {
    #expect(ImagePlacement.scaleToFill.drawnRect(imageSize: CGSize(width: 3, height: 70), in: frame) == frame)
  }

  @Test func unscaledModesKeepTheImagesSizeAgainstTheirEdges() {
    let small = CGSize(width: 10, height: 6)
    #expect(
      ImagePlacement.unscaled(horizontal: .middle, vertical: .middle).drawnRect(imageSize: small, in: frame)
        == CGRect(x: 55, y: 67, width: 10, height: 6))
    #expect(
      ImagePlacement.unscaled(horizontal: .leading, vertical: .leading).drawnRect(imageSize: small, in: frame)
        == CGRect(x: 10, y: 20, width: 10, height: 6))
    #expect(
      ImagePlacement.unscaled(horizontal: .trailing, vertical: .trailing).drawnRect(
        imageSize: small, in: frame)
        == CGRect(x: 100, y: 114, width: 10, height: 6))
    // A wide image overhangs a top-aligned frame on both sides: only aspect fill is clipped.
    #expect(
      ImagePlacement.unscaled(horizontal: .middle, vertical: .leading).drawnRect(
        imageSize: CGSize(width: 140, height: 10), in: frame) == CGRect(x: -10, y: 20, width: 140, height: 10)
    )
  }

  /// Texture's center mode keeps the image's size only while its pixels are fewer than the frame's; a larger
  /// image is drawn into the whole frame (ASImageNode+CGExtras.mm).
  @Test func centerDrawsAnImageLargerThanTheFrameIntoTheFrame() {
    let center = ImagePlacement.unscaled(horizontal: .middle, vertical: .middle)
    #expect(center.drawnRect(imageSize: CGSize(width: 200, height: 60), in: frame) == frame)
    #expect(
      center.drawnRect(imageSize: CGSize(width: 200, height: 40), in: frame)
        == CGRect(x: -40, y: 50, width: 200, height: 40))
  }
}

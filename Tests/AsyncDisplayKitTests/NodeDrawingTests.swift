import AsyncDisplayKit
import Foundation
import ImageDiff
import LayoutTestSupport
import RenderTestSupport
import Testing

/// What app code draws with UIKit before handing images to nodes, and how image nodes place what they show.
struct NodeDrawingTests {
  private static let red = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)

  /// The node rendered in plain style at scale 2, as a bitmap.
  private func bitmap(of node: ASDisplayNode, in size: CGSize) throws -> Bitmap {
    let range = ASSizeRange(min: .zero, max: size)
    node.layoutThatFits(range)
    return try Bitmap(
      png: LayoutSnapshot.plain(sizeRange: range, appearance: node.layoutAppearance).render(node).png)
  }

  @Test func anImageRendererDrawsPathsIntoAnImageOfItsScale() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
      UIColor.red.setFill()
      UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
    }
    #expect(image.size == CGSize(width: 10, height: 10))
    #expect(image.scale == 2)
    let pixels = try Bitmap(png: try #require(image.data))
    #expect(pixels.width == 20)
    #expect(pixels[10, 10] == Self.red)
    #expect(pixels[0, 0].alpha == 0, "outside the circle")
  }

  @Test func anImageContextKeepsWhatWasDrawnUntilItEnds() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 1)
    UIColor.blue.set()
    UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    let pixels = try Bitmap(png: try #require(image.data))
    #expect(pixels[1, 1] == Bitmap.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    #expect(pixels[3, 1].alpha == 0)
  }

  /// Texture's rounded rectangle image is `2r + 1` points square, with its corners as cap insets; stretched
  /// over a wider node, its straight edges fill and its corners stay round.
  @Test func aResizableRoundedImageStretchesWithItsCornersKept() throws {
    let image = UIImage.as_resizableRoundedImage(withCornerRadius: 5, cornerColor: .clear, fill: .red)
    #expect(image.size == CGSize(width: 11, height: 11))
    #expect(image.capInsets == UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
    let node = ASImageNode()
    node.image = image
    node.style.preferredSize = CGSize(width: 60, height: 20)
    let pixels = try bitmap(of: node, in: CGSize(width: 100, height: 100))
    #expect(pixels.width == 120)
    #expect(pixels[60, 20] == Self.red, "the middle")
    #expect(pixels[60, 1] == Self.red, "the top edge, stretched")
    #expect(pixels[0, 0].alpha == 0, "a rounded corner")
    #expect(pixels[119, 39].alpha == 0, "the opposite corner")
  }

  @Test func anImageNodePlacesItsImageAsItsContentModeSays() throws {
    let node = ASImageNode()
    node.image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
    node.style.preferredSize = CGSize(width: 20, height: 20)
    node.contentMode = .center
    var pixels = try bitmap(of: node, in: CGSize(width: 100, height: 100))
    #expect(pixels[20, 20] == Self.red)
    #expect(pixels[2, 2].alpha == 0, "outside the image, at its own size in the middle")
    node.contentMode = .topLeft
    pixels = try bitmap(of: node, in: CGSize(width: 100, height: 100))
    #expect(pixels[2, 2] == Self.red)
    #expect(pixels[20, 20].alpha == 0)
    node.contentMode = .scaleAspectFill
    pixels = try bitmap(of: node, in: CGSize(width: 100, height: 100))
    #expect(pixels[8, 8] == Self.red, "scaled up over the whole frame")
    #expect(pixels[32, 32] == Self.red)
  }

  /// Apps round a photo by clipping the context in `willDisplayNodeContentWithRenderingContext`: the block
  /// gets the node's bounds as the clip, and its clip applies to the image.
  @Test func aContextModifierClipsTheImageItDraws() throws {
    let node = ASImageNode()
    node.image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
    }
    var bounds: CGRect?
    node.willDisplayNodeContentWithRenderingContext = { context, _ in
      bounds = context.boundingBoxOfClipPath
      UIBezierPath(roundedRect: context.boundingBoxOfClipPath, cornerRadius: 15).addClip()
    }
    let pixels = try bitmap(of: node, in: CGSize(width: 100, height: 100))
    #expect(bounds == CGRect(x: 0, y: 0, width: 30, height: 30))
    #expect(pixels[30, 30] == Self.red)
    #expect(pixels[1, 1].alpha == 0, "clipped away at the corner")
  }
}

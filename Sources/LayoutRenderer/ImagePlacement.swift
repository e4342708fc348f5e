import Foundation
import TextureLayout

/// Where an image's pixels go in the frame of the element that shows it: UIKit's content modes, as the
/// layer of Texture's image node ends up showing them.
///
/// Texture's image node crops only for aspect fill, aspect fit and center (ASImageNode.mm,
/// `displayWithParameters:`); every other mode decodes the image at its own size and leaves the placement to
/// the layer's contents gravity, which is UIKit's meaning of the mode. Only aspect fill is clipped to the
/// frame (its backing store is the frame); the other modes may draw outside it, as a layer that does not
/// mask to its bounds does.
public enum ImagePlacement: Sendable, Hashable {
  /// Stretched to the frame.
  case scaleToFill
  /// Scaled to fit inside the frame, centered, keeping its aspect ratio.
  case aspectFit
  /// Scaled to cover the frame, centered, keeping its aspect ratio, clipped to the frame (Texture's default).
  case aspectFill
  /// At its own size in points, placed against the edges `horizontal` and `vertical` name.
  case unscaled(horizontal: Edge, vertical: Edge)

  /// A side of the frame to place an unscaled image against, or its middle.
  public enum Edge: Sendable, Hashable {
    case leading, middle, trailing
  }

  /// Whether the image is clipped to the frame.
  public var clipsToFrame: Bool { self == .aspectFill }

  /// The rectangle the whole image is drawn into, for an image of `imageSize` points in `frame`.
  ///
  /// Texture's center mode draws an image whose pixels outnumber the frame's at the frame's size: its
  /// cropping routine keeps the frame as the backing store and draws the image into all of it
  /// (ASImageNode+CGExtras.mm, `ASCroppedImageBackingSizeAndDrawRectInBounds`). Pixels are compared at
  /// the image's own scale.
  public func drawnRect(imageSize: CGSize, in frame: CGRect) -> CGRect {
    guard imageSize.width > 0, imageSize.height > 0 else { return .zero }
    switch self {
    case .scaleToFill:
      return frame
    case .aspectFit, .aspectFill:
      let widthFactor = frame.width / imageSize.width
      let heightFactor = frame.height / imageSize.height
      let factor = self == .aspectFit ? min(widthFactor, heightFactor) : max(widthFactor, heightFactor)
      let size = CGSize(width: imageSize.width * factor, height: imageSize.height * factor)
      return CGRect(
        x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width,
        height: size.height)
    case .unscaled(.middle, .middle) where imageSize.width * imageSize.height >= frame.width * frame.height:
      return frame
    case .unscaled(let horizontal, let vertical):
      func origin(_ edge: Edge, _ start: CGFloat, _ length: CGFloat, _ imageLength: CGFloat) -> CGFloat {
        switch edge {
        case .leading: start
        case .middle: start + (length - imageLength) / 2
        case .trailing: start + length - imageLength
        }
      }
      return CGRect(
        x: origin(horizontal, frame.minX, frame.width, imageSize.width),
        y: origin(vertical, frame.minY, frame.height, imageSize.height), width: imageSize.width,
        height: imageSize.height)
    }
  }
}

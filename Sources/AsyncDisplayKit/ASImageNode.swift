import DiagramValues
import Foundation
import LayoutRenderer
import TextureLayout
import UIKit

/// Texture's image node: its intrinsic size is its image's size in points; without an image it measures
/// as any display node (ASImageNode.mm, `calculateSizeThatFits:`).
open class ASImageNode: ASDisplayNode, @unchecked Sendable {
  /// The image. This and the other properties that change what is drawn or measured are computed over
  /// private storage rather than observed with `didSet`, which Swift skips inside the class's own
  /// initializers (an app's `convenience init` that sets the image).
  public var image: UIImage? {
    get { imageAttributes.image }
    set {
      imageAttributes.image = newValue
      updateImageContent()
      invalidateCalculatedLayout()
    }
  }
  private var imageAttributes:
    (
      image: UIImage?, contentMode: UIView.ContentMode,
      modification: ((UIImage, ASPrimitiveTraitCollection) -> UIImage?)?
    ) = (nil, .scaleAspectFill, nil)

  /// Whether the image is drawn cropped (kept; the image is drawn as `contentMode` says).
  public var isCropEnabled = true
  public var forceUpscaling = false
  public var cropRect: CGRect = .zero

  /// What a review draws: the image's pixels, when it came from a PNG file or data, placed as `contentMode`
  /// says.
  open func updateImageContent() {
    intrinsicContent = image.flatMap(drawable)
  }

  /// The image's pixels as content that measures as the image does and draws as the node's content mode
  /// and context modifiers say.
  func drawable(_ image: UIImage) -> (any IntrinsicContent)? {
    let shown = imageModificationBlock.flatMap { $0(image, ASPrimitiveTraitCollectionMakeDefault()) } ?? image
    guard let pixels = shown.drawableContent(placement: contentMode.imagePlacement) else { return nil }
    return ContextModifiedContent(
      base: pixels, willDisplay: willDisplayNodeContentWithRenderingContext,
      didDisplay: didDisplayNodeContentWithRenderingContext)
  }

  /// How the image fills the node's frame (drawing only).
  public var contentMode: UIView.ContentMode {
    get { imageAttributes.contentMode }
    set {
      imageAttributes.contentMode = newValue
      updateImageContent()
    }
  }

  open override func contextModifiersDidChange() {
    updateImageContent()
  }
  /// A block that changes the image before display (apps round avatars here): it changes what is drawn,
  /// never the node's size, as in Texture, where it runs at display time.
  public var imageModificationBlock: ((UIImage, ASPrimitiveTraitCollection) -> UIImage?)? {
    get { imageAttributes.modification }
    set {
      imageAttributes.modification = newValue
      updateImageContent()
    }
  }

  open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    guard let image else { return super.calculateSizeThatFits(constrainedSize) }
    return image.size
  }

  /// A light gray stands where an image without pixels to draw is (one made of a size only).
  open override var reviewFill: RGBAColor? {
    super.reviewFill ?? (image != nil && intrinsicContent == nil ? RGBAColor(hex: 0xCFD8DC) : nil)
  }
}

/// Texture's network image node: the image shown is the one set, else the default image; the URL is never
/// fetched in layout tests, and a placeholder is drawn in its place.
open class ASNetworkImageNode: ASImageNode, @unchecked Sendable {
  /// The image's address (its last path component names the placeholder).
  public var url: URL? {
    get { networkAttributes.url }
    set {
      networkAttributes.url = newValue
      updateImageContent()
    }
  }
  /// Sets the address; the reset flag is accepted (nothing is fetched).
  public func setURL(_ url: URL?, resetToDefault reset: Bool) {
    self.url = url
  }
  /// Shown until an image is set.
  public var defaultImage: UIImage? {
    get { networkAttributes.defaultImage }
    set {
      networkAttributes.defaultImage = newValue
      updateImageContent()
      invalidateCalculatedLayout()
    }
  }
  /// The placeholder's fill.
  public var placeholderColor: UIColor?
  /// Whether a placeholder is drawn while there is no image. (Texture's network image node keeps this
  /// property of every node, on by default here as the placeholder is what a review shows.)
  public override var placeholderEnabled: Bool {
    get { networkAttributes.placeholderEnabled }
    set {
      networkAttributes.placeholderEnabled = newValue
      updateImageContent()
    }
  }
  private var networkAttributes: (url: URL?, defaultImage: UIImage?, placeholderEnabled: Bool) = (
    nil, nil, true
  )
  /// Whether images are cached and faded in (kept).
  public var shouldCacheImage = true
  public var shouldRenderProgressImages = true
  public weak var delegate: (any ASNetworkImageNodeDelegate)?

  open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    if image == nil, let defaultImage { return defaultImage.size }
    return super.calculateSizeThatFits(constrainedSize)
  }

  /// The image, else the default image, else the URL's last path component over the placeholder.
  open override func updateImageContent() {
    if let shown = image ?? defaultImage {
      intrinsicContent = drawable(shown)
      return
    }
    let name = url?.lastPathComponent ?? ""
    intrinsicContent = placeholderEnabled && !name.isEmpty ? ImagePlaceholder(text: name) : nil
  }

  /// The placeholder while there is no image: `placeholderColor`, else a neutral gray.
  open override var reviewFill: RGBAColor? {
    if let fill = backgroundColor.map(RGBAColor.init) { return fill }
    if image == nil, defaultImage == nil {
      return placeholderEnabled ? (placeholderColor.map(RGBAColor.init) ?? RGBAColor(hex: 0xE0E0E0)) : nil
    }
    return intrinsicContent == nil ? RGBAColor(hex: 0xCFD8DC) : nil
  }
}

/// What a network image node tells its delegate about loading; nothing loads here, so it is never called.
public protocol ASNetworkImageNodeDelegate: AnyObject {}

/// An image modification block that clips the image to its inscribed oval and strokes the oval
/// `borderWidth` wide in `borderColor` (Texture's `ASImageNodeRoundBorderModificationBlock`).
public func ASImageNodeRoundBorderModificationBlock(_ borderWidth: CGFloat, _ borderColor: UIColor?)
  -> (UIImage, ASPrimitiveTraitCollection) -> UIImage?
{
  { image, _ in
    let format = UIGraphicsImageRendererFormat()
    format.scale = image.scale
    return UIGraphicsImageRenderer(size: image.size, format: format).image { _ in
      let oval = UIBezierPath(ovalIn: CGRect(origin: .zero, size: image.size))
      oval.addClip()
      image.draw(at: .zero)
      if borderWidth > 0, let borderColor {
        borderColor.setStroke()
        oval.lineWidth = borderWidth
        oval.stroke()
      }
    }
  }
}

/// An image modification block that paints the image's opaque pixels in `color`, keeping a stretchable
/// image's caps (Texture's `ASImageNodeTintColorModificationBlock`).
public func ASImageNodeTintColorModificationBlock(_ color: UIColor)
  -> (UIImage, ASPrimitiveTraitCollection) -> UIImage?
{
  { image, _ in
    let tinted = image.withTintColor(color)
    return image.capInsets == .zero
      ? tinted : tinted.resizableImage(withCapInsets: image.capInsets, resizingMode: image.resizingMode)
  }
}

import DiagramValues
import Foundation
import LayoutRenderer
import TextureLayout
import UIKit

/// Texture's image node: its intrinsic size is its image's size in points; without an image it measures
/// as any display node (ASImageNode.mm, `calculateSizeThatFits:`).
open class ASImageNode: ASDisplayNode, @unchecked Sendable {
  /// The image.
  public var image: UIImage? {
    didSet {
      updateImageContent()
      invalidateCalculatedLayout()
    }
  }

  /// What a review draws: the image's pixels, when it came from a PNG file or data (scaled to cover the
  /// frame, as `.scaleAspectFill` draws, whatever `contentMode` says).
  open func updateImageContent() {
    content = image.flatMap(Self.drawable)
  }

  /// The image's pixels as content that measures as the image does.
  static func drawable(_ image: UIImage) -> (any IntrinsicContent)? {
    if let url = image.fileURL { return try? CairoImageContent(contentsOf: url, scale: image.scale) }
    if let data = image.data { return try? CairoImageContent(pngData: data, scale: image.scale) }
    return nil
  }
  /// How the image fills the node's frame (drawing only).
  public var contentMode: UIView.ContentMode = .scaleAspectFill
  /// Accepted and not drawn: a block that changes the image before display.
  public var imageModificationBlock: ((UIImage) -> UIImage?)?

  open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    guard let image else { return super.calculateSizeThatFits(constrainedSize) }
    return image.size
  }

  /// The image's pixels are not drawn in a layout review: a light gray stands where the image is.
  open override var reviewFill: RGBAColor? {
    super.reviewFill ?? (image != nil ? RGBAColor(hex: 0xCFD8DC) : nil)
  }
}

/// Texture's network image node: the image shown is the one set, else the default image; the URL is never
/// fetched in layout tests, and a placeholder is drawn in its place.
open class ASNetworkImageNode: ASImageNode, @unchecked Sendable {
  /// The image's address (its last path component names the placeholder).
  public var url: URL? {
    didSet { updateImageContent() }
  }
  /// Shown until an image is set.
  public var defaultImage: UIImage? {
    didSet {
      updateImageContent()
      invalidateCalculatedLayout()
    }
  }
  /// The placeholder's fill.
  public var placeholderColor: UIColor?
  /// Whether a placeholder is drawn while there is no image.
  public var placeholderEnabled = true {
    didSet { updateImageContent() }
  }

  open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    if image == nil, let defaultImage { return defaultImage.size }
    return super.calculateSizeThatFits(constrainedSize)
  }

  /// The image, else the default image, else the URL's last path component over the placeholder.
  open override func updateImageContent() {
    if let shown = image ?? defaultImage {
      content = Self.drawable(shown)
      return
    }
    let name = url?.lastPathComponent ?? ""
    content = placeholderEnabled && !name.isEmpty ? ImagePlaceholder(text: name) : nil
  }

  /// The placeholder while there is no image: `placeholderColor`, else a neutral gray.
  open override var reviewFill: RGBAColor? {
    if let fill = backgroundColor.map(RGBAColor.init) { return fill }
    if image == nil, defaultImage == nil {
      return placeholderEnabled ? (placeholderColor.map(RGBAColor.init) ?? RGBAColor(hex: 0xE0E0E0)) : nil
    }
    return RGBAColor(hex: 0xCFD8DC)
  }
}

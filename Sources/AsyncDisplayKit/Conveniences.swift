import Foundation
import TextureLayout
import UIKit

extension UIImage {
  /// Texture's cached `imageNamed:` (UIImage+ASConvenience): the image named `name`, as `init(named:)` finds
  /// it.
  public static func as_imageNamed(_ name: String) -> UIImage? {
    UIImage(named: name)
  }

  /// Texture's resizable rounded rectangle (UIImage+ASConvenience): a square of twice the radius plus one
  /// point, `cornerColor` behind the corners (none when clear), `fillColor` inside, stretched with its
  /// corners kept. Image nodes and backgrounds use it for badges, pills and separators.
  public static func as_resizableRoundedImage(
    withCornerRadius cornerRadius: CGFloat, cornerColor: UIColor?, fill fillColor: UIColor
  ) -> UIImage {
    as_resizableRoundedImage(
      withCornerRadius: cornerRadius, cornerColor: cornerColor, fill: fillColor, borderColor: nil,
      borderWidth: 0)
  }

  /// The same, with a border drawn inside the rounded rectangle.
  public static func as_resizableRoundedImage(
    withCornerRadius cornerRadius: CGFloat, cornerColor: UIColor?, fill fillColor: UIColor,
    borderColor: UIColor?,
    borderWidth: CGFloat
  ) -> UIImage {
    as_resizableRoundedImage(
      withCornerRadius: cornerRadius, cornerColor: cornerColor, fill: fillColor, borderColor: borderColor,
      borderWidth: borderWidth, roundedCorners: .allCorners, scale: 0)
  }

  /// The same, rounding only `roundedCorners`, at `scale` pixels per point (the screen's when 0).
  public static func as_resizableRoundedImage(
    withCornerRadius cornerRadius: CGFloat, cornerColor: UIColor?, fill fillColor: UIColor,
    borderColor: UIColor?,
    borderWidth: CGFloat, roundedCorners: UIRectCorner, scale: CGFloat
  ) -> UIImage {
    let radius = cornerRadius.isFinite ? max(0, min(cornerRadius, 4096)) : 0
    let dimension = radius * 2 + 1
    let bounds = CGRect(x: 0, y: 0, width: dimension, height: dimension)
    let radii = CGSize(width: radius, height: radius)
    let cornerColor = cornerColor == .clear ? nil : cornerColor
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale == 0 ? UIScreen.main.scale : scale
    format.opaque = cornerColor != nil
    let drawn = UIGraphicsImageRenderer(size: bounds.size, format: format).image { context in
      if let cornerColor {
        cornerColor.setFill()
        context.fill(bounds)
      }
      fillColor.setFill()
      UIBezierPath(roundedRect: bounds, byRoundingCorners: roundedCorners, cornerRadii: radii).fill()
      if let borderColor, borderWidth > 0 {
        borderColor.setStroke()
        let inset = bounds.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
        let border = UIBezierPath(roundedRect: inset, byRoundingCorners: roundedCorners, cornerRadii: radii)
        border.lineWidth = borderWidth
        border.stroke()
      }
    }
    return drawn.resizableImage(
      withCapInsets: UIEdgeInsets(top: radius, left: radius, bottom: radius, right: radius),
      resizingMode: .stretch)
  }
}

/// The traits Texture hands to drawing blocks: the screen's scale and the size the node is laid out in.
public struct ASPrimitiveTraitCollection: Hashable, Sendable {
  public var displayScale: CGFloat
  public var containerSize: CGSize

  public init(displayScale: CGFloat = UIScreen.main.scale, containerSize: CGSize = .zero) {
    self.displayScale = displayScale
    self.containerSize = containerSize
  }
}

/// The traits of the test's screen.
public func ASPrimitiveTraitCollectionMakeDefault() -> ASPrimitiveTraitCollection {
  ASPrimitiveTraitCollection()
}

/// How Texture rounds a node's corners; drawing only, and not drawn here.
public enum ASCornerRoundingType: Int, Sendable {
  case defaultSlowCALayer, precomposited, clipping
}

extension Layout {
  /// The element laid out, as Texture's `ASLayout` names it.
  public var layoutElement: any LayoutElement { element }
}

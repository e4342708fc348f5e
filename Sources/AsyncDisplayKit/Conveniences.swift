import Foundation
import TextureLayout
import UIKit

extension UIImage {
  /// Texture's cached `imageNamed:` (UIImage+ASConvenience): the image named `name`, as `init(named:)` finds
  /// it.
  public static func as_imageNamed(_ name: String) -> UIImage? {
    UIImage(named: name)
  }
}

/// How Texture rounds a node's corners; drawing only, and not drawn here.
public enum ASCornerRoundingType: Int, Sendable {
  case defaultSlowCALayer, precomposited, clipping
}

extension Layout {
  /// The element laid out, as Texture's `ASLayout` names it.
  public var layoutElement: any LayoutElement { element }
}

import DiagramValues
import Foundation
import TextureLayout

/// What the command line may set over a document's own top-level `scale` and `style`.
public struct RenderOverrides: Hashable, Sendable {
  /// Replaces the document's `scale`: both the PNG pixels per point and the pixel grid of the layout (a grid
  /// holds only a valid scale, so overriding cannot fail).
  public var pixelGrid: PixelGrid?
  /// Replaces the document's `style`; a document without a `background` then gets the new style's default.
  public var style: DiagramStyle?
  /// Turns the document's key off (`--no-key`).
  public var hidesKey: Bool
  /// Replaces the document's `focus` (`--focus NAME`).
  public var focus: String?
  /// Replaces the document's `views` (`--view VIEW`, repeatable); empty keeps the document's.
  public var views: [DiagramView]
  /// Replaces the document's `detail` (`--detail NAME`).
  public var detail: String?
  /// Replaces the document's `magnification` (`--magnification N`).
  public var magnification: Int?

  /// Creates overrides; `nil` keeps the document's value.
  public init(
    pixelGrid: PixelGrid? = nil, style: DiagramStyle? = nil, hidesKey: Bool = false, focus: String? = nil,
    views: [DiagramView] = [], detail: String? = nil, magnification: Int? = nil
  ) {
    // A view asked for twice is drawn once, as in a document's `views`.
    self.views = views.reduce(into: []) { kept, view in if !kept.contains(view) { kept.append(view) } }
    self.pixelGrid = pixelGrid
    self.style = style
    self.hidesKey = hidesKey
    self.focus = focus
    self.detail = detail
    self.magnification = magnification
  }
}

import DiagramValues
import Foundation

/// What one image holds: the figure's scene, drawn in its theme at its scale, and the detail panel under it
/// when there is one.
struct RenderFigure {
  /// The figure.
  let scene: RenderScene
  /// The theme the figure's marks were planned and are painted in (magnified with the figure).
  let theme: Theme
  /// Canvas pixels per root point: the grid's scale times the figure's magnification.
  let scale: CGFloat
  /// The magnified detail drawn under the figure.
  var detail: DetailPanel?
  /// What the figure's key says each annotation kind's color stands for.
  var colorNames: [AnnotationKind: String] = [:]

  /// Creates a figure without a detail panel.
  init(scene: RenderScene, theme: Theme, scale: CGFloat) {
    self.scene = scene
    self.theme = theme
    self.scale = scale
  }

  /// The image's width in pixels of the grid's scale.
  var pixelWidth: Int { max(scene.pixelWidth, detail?.widthPixels ?? 0) }
  /// The image's height in pixels of the grid's scale: the figure, then the panel.
  var pixelHeight: Int { detail.map { $0.top + $0.pixelHeight } ?? scene.pixelHeight }
}

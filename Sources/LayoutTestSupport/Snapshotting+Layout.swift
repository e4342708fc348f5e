import DiagramValues
import Foundation
import ImageDiff
import LayoutRenderer
import SnapshotTesting
import TextureLayout

extension Snapshotting where Value == Layout, Format == Data {
  /// A layout rendered to PNG by `LayoutRenderer` (plain style at scale 2 unless `options` says otherwise)
  /// and compared with `Diffing.png`. Lay the layout out on the same pixel grid as the render scale.
  ///
  /// A render that fails (an empty or oversized canvas) becomes a text snapshot saying why, which the PNG
  /// diffing reports.
  public static func image(
    options: RenderOptions = RenderOptions(style: .plain), theme: Theme = .standard,
    comparison: ComparisonOptions = .standard,
    appearance: @escaping @Sendable (any LayoutElement) -> ElementAppearance = { _ in .none }
  ) -> Snapshotting<Layout, Data> {
    let renderer = LayoutRenderer(options: options, theme: theme, appearance: appearance)
    return Snapshotting<Data, Data>.png(options: comparison).pullback { layout in
      Self.pngOrReason { () throws(RenderError) in try renderer.pngData(layout) }
    }
  }

  /// The PNG `render` makes, or the reason it failed as text.
  static func pngOrReason(_ render: () throws(RenderError) -> Data) -> Data {
    do {
      return try render()
    } catch {
      return Data("layout render failed: \(error)".utf8)
    }
  }
}

extension Snapshotting where Value == any LayoutElement, Format == Data {
  /// An element laid out in `sizeRange` as `LayoutSnapshot` does (on the pixel grid of `scale`), rendered
  /// to PNG and compared with `Diffing.png`:
  ///
  /// ```swift
  /// assertSnapshot(of: root, as: .image(sizeRange: range, appearance: appearances.lookup))
  /// ```
  public static func image(
    sizeRange: SizeRange, scale: CGFloat = 2, style: DiagramStyle = .plain, background: RGBAColor? = nil,
    comparison: ComparisonOptions = .standard,
    appearance: @escaping @Sendable (any LayoutElement) -> ElementAppearance = { _ in .none }
  ) -> Snapshotting<any LayoutElement, Data> {
    image(
      LayoutSnapshot(
        sizeRange: sizeRange,
        options: RenderOptions(scale: scale, style: style, background: background ?? style.defaultBackground),
        comparison: comparison, appearance: appearance))
  }

  /// An element snapshotted as `snapshot` describes.
  public static func image(_ snapshot: LayoutSnapshot) -> Snapshotting<any LayoutElement, Data> {
    Snapshotting<Data, Data>.png(options: snapshot.comparison).pullback { element in
      Snapshotting<Layout, Data>.pngOrReason { () throws(RenderError) in try snapshot.render(element).png }
    }
  }
}

extension Snapshotting where Value: LayoutElement, Format == Data {
  /// `image(sizeRange:…)` for a value of a concrete element type, such as a `StackLayoutSpec`.
  public static func image(
    sizeRange: SizeRange, scale: CGFloat = 2, style: DiagramStyle = .plain, background: RGBAColor? = nil,
    comparison: ComparisonOptions = .standard,
    appearance: @escaping @Sendable (any LayoutElement) -> ElementAppearance = { _ in .none }
  ) -> Snapshotting<Value, Data> {
    Snapshotting<any LayoutElement, Data>.image(
      sizeRange: sizeRange, scale: scale, style: style, background: background, comparison: comparison,
      appearance: appearance
    ).pullback { $0 }
  }
}

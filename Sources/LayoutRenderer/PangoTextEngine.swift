import CCairo
import Foundation

/// The one Pango context all text is measured and drawn with, so that measuring and drawing agree and every
/// run gives the same glyphs: a private Cairo font map at 72 dpi (a font's size in points is its size in
/// layout points), no hinting, gray antialiasing, unhinted metrics and unrounded glyph positions.
///
/// Pango objects are not thread-safe, and layout may measure text from several threads, so every use goes
/// through one lock.
final class PangoTextEngine: @unchecked Sendable {
  /// The engine every text content and label uses.
  static let shared = PangoTextEngine()

  private let lock = NSLock()
  private let context: OpaquePointer
  private let fontOptions: OpaquePointer
  /// A tab stop every 28 points, as UIKit's default paragraph style has them. Given explicitly: with no
  /// tab array of its own, Pango works each tab's position out again from the start of the line, in time
  /// that grows with the square of the tabs on it (and complains on standard error).
  let tabStops: OpaquePointer

  private init() {
    let fontMap = pango_cairo_font_map_new()
    pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
    context = pango_font_map_create_context(fontMap)
    fontOptions = cairo_font_options_create()
    cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_subpixel_order(fontOptions, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    pango_cairo_context_set_font_options(context, fontOptions)
    pango_context_set_round_glyph_positions(context, 0)
    tabStops = pango_tab_array_new(1, 1)
    pango_tab_array_set_tab(tabStops, 0, PANGO_TAB_LEFT, 28)
  }

  /// Runs `body` with a fresh layout on the shared context, under the lock.
  func withLayout<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
    try lock.withLock {
      let layout = pango_layout_new(context)!
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      return try body(layout)
    }
  }

  /// Applies the engine's font options to a Cairo context before drawing text on it.
  func applyFontOptions(to cairo: OpaquePointer) {
    cairo_set_font_options(cairo, fontOptions)
  }
}

/// Pango's units per point.
let pangoScale = CGFloat(PANGO_SCALE)

/// A length in points as Pango units, clamped into Pango's range.
func pangoUnits(_ points: CGFloat) -> Int32 {
  Int32(min(max(points * pangoScale, 0), CGFloat(Int32.max / 2)).rounded(.down))
}

import Foundation

/// What a layout carries besides its size, position and sublayouts, kept apart so that a layout without any
/// of it costs one empty reference: the sizing record (when recording is on), the unceiled size it was made
/// from (likewise), the baselines it was laid out with (when not zero) and, on a root layout, its pixel grid.
///
/// Immutable: a layout that changes any of it gets a new annex.
final class LayoutAnnex: Sendable {
  /// How the layout's size came about; `nil` unless the layout was made with recording on.
  let sizing: SizingRecord?
  /// The size before the pixel ceiling; kept only when recording is on.
  let unceiledSize: CGSize?
  /// The first and last baselines the layout was laid out with, when an element's layout decides them.
  let baselines: Baselines?
  /// The pixel grid a root layout was made on.
  let pixelGrid: PixelGrid?
  /// What an element's own calculation reported for its sizing record, until the sizing chain makes the
  /// record from it; only when recording is on.
  let pending: PendingSizing?

  init(
    sizing: SizingRecord?, unceiledSize: CGSize?, baselines: Baselines?, pixelGrid: PixelGrid?,
    pending: PendingSizing?
  ) {
    self.sizing = sizing
    self.unceiledSize = unceiledSize
    self.baselines = baselines
    self.pixelGrid = pixelGrid
    self.pending = pending
  }

  /// An annex like `annex` (or an empty one) with `change` applied, or `nil` when nothing is left in it.
  static func updating(_ annex: LayoutAnnex?, _ change: (inout Parts) -> Void) -> LayoutAnnex? {
    var parts = Parts(
      sizing: annex?.sizing, unceiledSize: annex?.unceiledSize, baselines: annex?.baselines,
      pixelGrid: annex?.pixelGrid, pending: annex?.pending)
    change(&parts)
    guard
      parts.sizing != nil || parts.unceiledSize != nil || parts.baselines != nil || parts.pixelGrid != nil
        || parts.pending != nil
    else { return nil }
    return LayoutAnnex(
      sizing: parts.sizing, unceiledSize: parts.unceiledSize, baselines: parts.baselines,
      pixelGrid: parts.pixelGrid, pending: parts.pending)
  }

  /// The annex's contents as values, for `updating(_:_:)`.
  struct Parts {
    var sizing: SizingRecord?
    var unceiledSize: CGSize?
    var baselines: Baselines?
    var pixelGrid: PixelGrid?
    var pending: PendingSizing?
  }
}

/// What an element's own calculation knows of its sizing and the sizing chain does not: the size its
/// content or children asked for before clamping, and what a spec contributed.
struct PendingSizing: Sendable {
  /// The size asked for before it was brought into the allowed range.
  var wanted: CGSize?
  /// What the spec contributed.
  var contribution: SpecContribution?
}

extension Layout {
  /// How this layout's size came about, when it was made with recording on
  /// (`calculateRootLayout(_:sizeRange:pixelGrid:recordsSizing:)`); `nil` otherwise.
  public var sizing: SizingRecord? {
    get { annex?.sizing }
    set { annex = LayoutAnnex.updating(annex) { $0.sizing = newValue } }
  }

  /// The first and last baselines this layout was laid out with, when its element's layout decides them
  /// (a vertical stack takes its top child's ascender and bottom child's descender); `nil` when the element's
  /// style says them.
  public var baselines: Baselines? {
    get { annex?.baselines }
    set { annex = LayoutAnnex.updating(annex) { $0.baselines = newValue } }
  }

  /// The pixel grid a root layout was made on; `nil` on a layout that is not a root layout.
  public var pixelGrid: PixelGrid? {
    get { annex?.pixelGrid }
    set { annex = LayoutAnnex.updating(annex) { $0.pixelGrid = newValue } }
  }

  /// The size before the pixel ceiling, when recording is on.
  var unceiledSize: CGSize? { annex?.unceiledSize }

  /// What the element's calculation reported for its sizing record; only when recording is on.
  var pendingSizing: PendingSizing? {
    get { annex?.pending }
    set { annex = LayoutAnnex.updating(annex) { $0.pending = newValue } }
  }
}

import Foundation

/// What a layout is made in: the pixel grid its sizes are ceiled to and, for a recorded layout, the
/// recorder that keeps how every size came about.
///
/// It goes down the sizing chain as a value. Where the chain passes through code it does not own (a node's
/// `layoutSpecThatFits`, a spec that calls its child's public `layoutThatFits`), the current task carries
/// it, so that independent trees can be laid out at different scales, recorded or not, at the same time.
struct LayoutContext: Sendable {
  /// The grid layout sizes and flattened positions are ceiled to.
  var grid: PixelGrid
  /// The recorder of a recorded layout; `nil` for a plain one, which the layout cache then serves.
  var recorder: SizingRecorder?

  /// The context of the layouts made on the current task (or thread): the retina grid, not recording,
  /// unless bound.
  @TaskLocal static var current = LayoutContext(grid: .retina, recorder: nil)
}

import Foundation

/// Gives its child a fixed height ÷ width ratio (Texture's `ASRatioLayoutSpec`).
///
/// From the range's max width and max height (where finite), it forms the candidate sizes with the ratio,
/// the derived dimension floored to the pixel grid and both clamped to the range, and picks the candidate
/// closest to the ratio (the width-based one on a tie). With no finite max, the range passes through.
open class RatioLayoutSpec: LayoutSpec, @unchecked Sendable {
  /// A spec of this very class lays out within its resolved range alone.
  override var layoutReadsOnlyItsRange: Bool { type(of: self) == RatioLayoutSpec.self }

  /// `ratio`.
  public override var kindName: String? { "ratio" }

  /// Height ÷ width; positive.
  @LayoutProperty public var ratio: CGFloat = 1

  /// Creates a ratio spec. Like Texture's, it takes any ratio; one that is not positive and finite gives
  /// sizes that `Layout` turns to zero. `isValidRatio(_:)` says which ratios are meaningful.
  public init(ratio: CGFloat, child: any LayoutElement) {
    super.init(children: [child])
    self.ratio = ratio
  }

  /// Whether a ratio is a positive finite number, as Texture asserts.
  public static func isValidRatio(_ ratio: CGFloat) -> Bool {
    ratio.isFinite && ratio > 0
  }

  /// The type name and the ratio to one decimal, `RatioLayoutSpec (0.5)`, as Texture's ratio spec names itself
  /// (without its debug name).
  public override func asciiArtName() -> String {
    "\(String(describing: type(of: self))) (\(String(format: "%.1f", Double(ratio))))"
  }

  /// Texture's ratio rule.
  public override func calculateLayoutThatFits(_ constrainedSize: SizeRange) -> Layout {
    guard let child else { return super.calculateLayoutThatFits(constrainedSize) }
    let ratio = self.ratio
    let grid = PixelGrid.current
    var best: CGSize?
    func consider(_ candidate: CGSize) {
      guard let current = best else { return best = candidate }
      if abs(candidate.height / candidate.width - ratio) < abs(current.height / current.width - ratio) {
        best = candidate
      }
    }
    let maxSize = constrainedSize.max
    if Layout.isValidPoints(maxSize.width) {
      consider(constrainedSize.clamp(CGSize(width: maxSize.width, height: grid.floor(ratio * maxSize.width))))
    }
    if Layout.isValidPoints(maxSize.height) {
      consider(
        constrainedSize.clamp(CGSize(width: grid.floor(maxSize.height / ratio), height: maxSize.height)))
    }
    let childRange = best.map { constrainedSize.intersect(SizeRange(uncheckedExact: $0)) } ?? constrainedSize
    let sublayout = child.layoutThatFits(childRange, parentSize: best ?? undefinedParentSize)
    return Layout(
      element: self, size: sublayout.size, sublayouts: [sublayout.positioned(at: .zero)], grid: grid)
  }
}

// What the spec contributed to a recorded layout, for its sizing record.
extension RatioLayoutSpec: SizingContributor {
  func sizingContribution(of layout: Layout) -> SpecContribution? {
    .ratio(ratio: ratio, size: layout.sublayouts.first?.size ?? layout.size)
  }
}

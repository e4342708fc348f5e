import Foundation

/// What a placement of a value costs its reader, in points of eye travel between the value and what it
/// measures: the one objective every candidate of every request is ranked by, so that a value goes where
/// it is read most easily among the places that fit, not to the first place a list of rules tried. The
/// planner knows no spec kind, element or figure here; each weight is a distance a reader's eye covers or
/// the equivalent of one.
public struct PlacementCosts: Hashable, Sendable {
  /// Per point of extension line: the eye follows it from the element's edge to the value.
  public var extensionLine: CGFloat = 1
  /// Per point between a label and the line it labels (a value set beside its line or past its end).
  public var labelFromLine: CGFloat = 1
  /// A value on the side of its element other than the one its request prefers (the side nearer the
  /// edges it measures, or the one values of its kind share).
  public var otherSide: CGFloat = 4
  /// An element's length drawn across its inside rather than outside by its edge: it lies over what the
  /// element holds and meets the marks about it, so drafting puts it outside while the two extension lines
  /// it takes there are within two tiers' length.
  public var acrossInside: CGFloat = 56
  /// A value moved a third of the way along its line rather than in its middle.
  public var offMiddle: CGFloat = 3
  /// A value whose label lies over another element than the one it measures (a part of it, or a
  /// neighbor): the reader takes it for that element's.
  public var labelOverOtherElement: CGFloat = 40

  /// The defaults.
  public init() {}

  /// These costs for a drawing magnified `magnification` times: the fixed costs are distances, and
  /// shrink as the metrics' do; the costs per point are ratios, and stay.
  func magnified(_ magnification: CGFloat) -> PlacementCosts {
    var costs = self
    costs.otherSide /= magnification
    costs.offMiddle /= magnification
    costs.acrossInside /= magnification
    costs.labelOverOtherElement /= magnification
    return costs
  }
}

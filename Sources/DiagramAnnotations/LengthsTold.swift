import Foundation
import TextureLayout

/// Which elements' lengths a figure of sizes gives, read from the sizing records once for the whole tree.
///
/// A length tells when the layout decided it: the root's; one its style set (exact, minimum or maximum);
/// one its parent fixed or bounded (a stack's flexing or stretching, a ratio, a range); a drawn box's own
/// size. Not what text, an image or a spec's children happened to measure: that changes with the words and
/// the content, and a figure of every such length buries the values the layout is about. Nor one that
/// follows from a length said already: a background's or overlay's layer (its spec's child's length), a
/// child fixed at its parent's own length, or at it less the insets, when the parent's length is said.
struct LengthsTold {
  /// By axis (horizontal, vertical), by element: whether its length tells, and whether it is said (itself,
  /// or through the parent it is fixed at).
  private var tells: [[Bool]] = [[], []]
  private var said: [[Bool]] = [[], []]

  init(_ elements: [AnnotatedElement]) {
    for (slot, axis) in [PlanAxis.horizontal, .vertical].enumerated() {
      var tells = [Bool](repeating: true, count: elements.count)
      var said = [Bool](repeating: true, count: elements.count)
      // Parents come before their children (paint order), so each parent is settled first.
      for (index, element) in elements.enumerated() {
        let record = axis == .horizontal ? element.sizing?.width : element.sizing?.height
        guard index > 0, let record, let parent = element.parent, parent < index else { continue }
        let (start, end) = axis.range(of: element.frame)
        let (parentStart, parentEnd) = axis.range(of: elements[parent].frame)
        let parentsOwn = abs(start - parentStart) < 0.01 && abs(end - parentEnd) < 0.01
        // Fixed at what its parent's length gives: the parent's own, or it less an inset's insets.
        var follows = false
        switch record.decidedBy {
        case .styleExact, .styleMin, .styleMax, .rangeMin, .rangeMax: tells[index] = true
        case .content: tells[index] = !element.hasContent
        case .children: tells[index] = false
        case .rangeExact:
          switch elements[parent].sizing?.contribution {
          case .background, .overlay: tells[index] = false
          case .insets:
            follows = true
            tells[index] = !said[parent]
          default:
            follows = parentsOwn
            tells[index] = !parentsOwn || !said[parent]
          }
        }
        said[index] = tells[index] || (follows && said[parent])
      }
      self.tells[slot] = tells
      self.said[slot] = said
    }
  }

  /// Whether the element's length along `axis` tells.
  func tells(_ index: Int, _ axis: PlanAxis) -> Bool {
    let slot = axis == .horizontal ? 0 : 1
    return tells[slot].indices.contains(index) ? tells[slot][index] : true
  }
}

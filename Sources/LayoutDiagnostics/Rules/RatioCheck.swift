import Foundation
import TextureLayout

/// `ratio-overridden`: a ratio spec whose child did not come out at the ratio. Texture offers the child
/// exactly the ratio's size intersected with the spec's range (ASRatioLayoutSpec.mm:82), so a range the
/// ratio does not fit, or a child that sizes itself outside what it is offered, breaks the ratio.
enum RatioCheck: DiagnosticCheck {
  static func findings(at index: Int, in tree: DiagnosedTree) -> [LayoutDiagnostic] {
    let node = tree[index]
    guard node.element is RatioLayoutSpec, let record = node.record,
      case .ratio(let ratio, _)? = record.contribution, let childIndex = node.children.first,
      let childFrame = tree[childIndex].frame, childFrame.width > 0
    else { return [] }
    let expected = childFrame.width * ratio
    guard abs(childFrame.height - expected) > 0.5 else { return [] }
    let why: String
    if let childRecord = tree[childIndex].record,
      [LengthSource.styleExact, .styleMin, .styleMax].contains(childRecord.height.decidedBy)
        || [LengthSource.styleExact, .styleMin, .styleMax].contains(childRecord.width.decidedBy)
    {
      why = "the child's own style size decided it"
    } else {
      why = "the range the spec received does not fit the ratio"
    }
    return [
      LayoutDiagnostic(
        .ratioOverridden,
        message:
          "its child came out \(ElementWords.points(childFrame.width)) × \(ElementWords.points(childFrame.height)), not at ratio \(ElementWords.factor(ratio)) (height \(ElementWords.points(expected))): \(why)",
        hint: "drop the child's own size, or give the ratio spec a range its ratio fits")
    ]
  }
}

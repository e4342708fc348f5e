import Foundation
import TextureLayout

/// `text-truncated` and `text-clipped`: text that shows less than all of itself. Texture's text node cuts
/// text at `maximumNumberOfLines` with its truncation string (ASTextNode.mm:404 passes the limit to the
/// renderer), and draws within its bounds, so lines its frame is too short for are not seen. Truncation at
/// `maxLines` is often meant, so it is a note; clipping is a warning.
enum TextFitCheck: DiagnosticCheck {
  static func findings(at index: Int, in tree: DiagnosedTree) -> [LayoutDiagnostic] {
    let node = tree[index]
    guard let text = (node.element as? DisplayNode)?.intrinsicContent as? any TextLinesContent,
      let record = node.record
    else { return [] }
    let width = record.width.length
    let height = record.height.length
    guard width > 0, height > 0 else { return [] }
    var findings: [LayoutDiagnostic] = []
    let shown = text.sizeThatFits(CGSize(width: width, height: .infinity))
    if text.maximumNumberOfLines > 0 {
      let whole = text.unlimitedSize(atWidth: width)
      if whole.height > shown.height + 0.5 {
        findings.append(
          LayoutDiagnostic(
            .textTruncated, axis: .vertical,
            message:
              "truncated at maxLines \(text.maximumNumberOfLines): all of it needs \(ElementWords.points(whole.height)) at \(ElementWords.points(width)) wide, and \(ElementWords.points(shown.height)) shows",
            hint: "raise maxLines, give the text more width, or shorten it"))
      }
    }
    if shown.height > height + 0.5 {
      findings.append(
        LayoutDiagnostic(
          .textClipped, axis: .vertical,
          message:
            "clipped: its lines need \(ElementWords.points(shown.height)) but its frame is \(ElementWords.points(height)) tall",
          hint: "let its height come from the text (drop a fixed height), or set maxLines"))
    } else if shown.width > width + 0.5 {
      findings.append(
        LayoutDiagnostic(
          .textClipped, axis: .horizontal,
          message:
            "clipped: its widest line needs \(ElementWords.points(shown.width)) but its frame is \(ElementWords.points(width)) wide",
          hint: "give it more width"))
    }
    return findings
  }
}

import Foundation

/// Siblings built alike (a table's rows, a strip's columns, a list's cells): a stack whose children
/// match, in number, kind and size, those of an earlier sibling stack of the same parent. The first says
/// what they share; the values of the others would say it again, row after row, and crowd out the rest.
struct RepeatedSiblings {
  /// By element: the earlier sibling it repeats, if any.
  private var repeats: [Int: Int] = [:]
  /// Stacks repeated by a later sibling.
  private var repeated: Set<Int> = []
  /// Leaves one of four or more consecutive siblings of one kind and size (a row of dots, a strip of
  /// icons).
  private var inRow: Set<Int> = []

  init(_ elements: [AnnotatedElement]) {
    for element in elements {
      var seen: [Signature: Int] = [:]
      for child in element.children where !elements[child].children.isEmpty && elements[child].spec != nil {
        let signature = Signature(elements, child)
        if let first = seen[signature] {
          repeats[child] = first
          repeated.insert(first)
        } else {
          seen[signature] = child
        }
      }
      // Runs of consecutive leaves alike: four side by side are a series (three may be a bar of
      // different actions); alike leaves apart (a toolbar's buttons at either end) are each their own.
      var run: [Int] = []
      var runSignature: Signature?
      // One step past the last child (`nil`) ends the last run.
      for child in element.children.map(Optional.some) + [nil] {
        let signature = child.flatMap { elements[$0].children.isEmpty ? Signature(elements, $0) : nil }
        if let child, let signature, signature == runSignature {
          run.append(child)
          continue
        }
        if run.count >= 4 { inRow.formUnion(run) }
        run = signature == nil ? [] : child.map { [$0] } ?? []
        runSignature = signature
      }
    }
  }

  /// Whether the element repeats an earlier sibling.
  func repeatsSibling(_ index: Int) -> Bool { repeats[index] != nil }

  /// Whether the element is one of a series a reader takes in at once, whose members need no names one by
  /// one: a leaf among four or more consecutive siblings alike, or a leaf in one of rows built alike.
  func isInSeries(_ index: Int, parent: Int?) -> Bool {
    inRow.contains(index) || parent.map { repeats[$0] != nil || repeated.contains($0) } == true
  }

  /// What makes two sibling stacks alike: their kind, size, and each child's kind, size and offset in
  /// hundredths of a point.
  private struct Signature: Hashable {
    var parts: [Int]

    /// The element's kind as a number: its spec kind's place among the kinds, or -1 for a node.
    static func kind(_ element: AnnotatedElement) -> Int {
      element.spec.flatMap { SpecKind.allCases.firstIndex(of: $0) } ?? -1
    }

    init(_ elements: [AnnotatedElement], _ index: Int) {
      let frame = elements[index].frame
      func hundredths(_ value: CGFloat) -> Int {
        let scaled = (value * 100).rounded()
        return scaled.isFinite ? Int(clamping: Int64(max(min(scaled, 1e15), -1e15))) : 0
      }
      parts = [Self.kind(elements[index]), hundredths(frame.width), hundredths(frame.height)]
      for child in elements[index].children {
        let childFrame = elements[child].frame
        parts += [
          Self.kind(elements[child]), elements[child].hasText ? 1 : 0,
          hundredths(childFrame.minX - frame.minX), hundredths(childFrame.minY - frame.minY),
          hundredths(childFrame.width), hundredths(childFrame.height),
        ]
      }
    }
  }
}

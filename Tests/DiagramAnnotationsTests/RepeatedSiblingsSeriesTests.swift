import DiagramValues
import Foundation
import Testing

@testable import DiagramAnnotations

/// Which leaves are one of a series, named as a series rather than one by one.
struct RepeatedSiblingsSeriesTests {
  /// A row of `sizes` leaves side by side, 10pt apart.
  private func row(_ sizes: [CGFloat]) -> [AnnotatedElement] {
    var elements = [
      AnnotatedElement(
        frame: CGRect(x: 0, y: 0, width: 400, height: 40), parent: nil, children: Array(1...sizes.count),
        spec: .horizontalStack, name: "row")
    ]
    var x: CGFloat = 0
    for (index, size) in sizes.enumerated() {
      elements.append(
        AnnotatedElement(
          frame: CGRect(x: x, y: 0, width: size, height: size), parent: 0, spec: nil, name: "leaf\(index)",
          hasFill: true))
      x += size + 10
    }
    return elements
  }

  @Test func fourLeavesAlikeSideBySideAreASeries() {
    let series = RepeatedSiblings(row([8, 8, 8, 8, 8, 8, 8]))
    #expect((1...7).allSatisfy { series.isInSeries($0, parent: 0) })
  }

  @Test func threeAlikeOrAlikeLeavesApartAreNot() {
    let three = RepeatedSiblings(row([20, 20, 20]))
    #expect(!(1...3).contains { three.isInSeries($0, parent: 0) })
    // A toolbar: a button, a title, two buttons alike with the first: no run of four.
    let toolbar = RepeatedSiblings(row([20, 100, 20, 20, 20]))
    #expect(!(1...5).contains { toolbar.isInSeries($0, parent: 0) })
  }
}

import Foundation
import Testing

@testable import Conformance

/// A variant changes a case without moving its lines, so that an error in a variant is at the case's line.
struct ConformanceVariantTests {
  @Test func aScaleVariantKeepsTheCasesLines() {
    let text = "constrainedSize: [100, 100]\nroot: {box: {size: [10, 10]}}\n"
    let variant = ConformanceVariant.scale(3).document(from: text)
    #expect(variant.hasPrefix(text))
    #expect(variant.hasSuffix("scale: 3\n"))
  }
}

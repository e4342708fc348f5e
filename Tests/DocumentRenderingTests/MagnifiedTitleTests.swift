import DocumentRendering
import Foundation
import Testing

/// A figure drawn larger than its points says how much larger in its title, as a detail's caption does.
struct MagnifiedTitleTests {
  @Test func aMagnifiedFiguresTitleSaysItsMagnification() throws {
    let magnified = try DocumentRenderingTesting.labels(
      of: """
        magnification: 3
        root: {name: item, inset: {insets: {top: 16, left: 16, bottom: 16, right: 16}, child: {box: {size: [28, 28]}}}}
        """)
    #expect(magnified.contains("item, ×3"), "\(magnified)")
    let plain = try DocumentRenderingTesting.labels(
      of: """
        root: {name: item, inset: {insets: {top: 16, left: 16, bottom: 16, right: 16}, child: {box: {size: [28, 28]}}}}
        """)
    #expect(plain.contains("item") && !plain.contains { $0.hasPrefix("item, ×") }, "\(plain)")
  }
}

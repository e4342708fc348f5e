import Foundation
import LayoutDiagnostics
import LayoutTestSupport
import Testing
import TextureLayout
import XCTest

/// `expectNoLayoutDiagnostics`: the sample row is clean; a button whose background ignores its height fails
/// with the finding, unless the rule is allowed.
struct LayoutDiagnosticsAssertionTests {
  /// A background spec sized by its style, which it ignores.
  static func button() -> any LayoutElement {
    let label = DisplayNode(debugName: "label")
    label.style.preferredSize = CGSize(width: 60, height: 16)
    let button = BackgroundLayoutSpec(child: label, background: DisplayNode(debugName: "fill"))
    button.debugName = "button"
    button.style.height = try! .points(48)
    return button
  }

  static let unbounded = SizeRange(uncheckedMin: .zero, max: CGSize(width: 320, height: CGFloat.infinity))

  @Test func aCleanLayoutPasses() {
    let diagnosis = expectNoLayoutDiagnostics(of: SampleLayout().root, in: SampleLayout.sizeRange)
    #expect(diagnosis.isEmpty)
  }

  @Test func aFindingFailsTheTestNamingTheElementAndRule() {
    withKnownIssue {
      expectNoLayoutDiagnostics(of: Self.button(), in: Self.unbounded)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix(
          "1 layout diagnostic:\n'button': warning: style.height 48pt is ignored: a background spec")
          && $0.rawValue.contains("[style-size-ignored]\n  fix: ")
      }
    }
  }

  @Test func anAllowedRuleDoesNotFail() {
    let diagnosis = expectNoLayoutDiagnostics(
      of: Self.button(), in: Self.unbounded, allowing: [.styleSizeIgnored])
    #expect(diagnosis.all.map { $0.rule } == [DiagnosticRule.styleSizeIgnored])
  }
}

/// `expectNoLayoutDiagnostics` from XCTest, where no Swift Testing test is current.
final class LayoutDiagnosticsXCTestAssertionTests: XCTestCase {
  func testACleanLayoutPassesInXCTest() {
    let diagnosis = expectNoLayoutDiagnostics(of: SampleLayout().root, in: SampleLayout.sizeRange)
    XCTAssertTrue(diagnosis.isEmpty)
  }
}

import DocumentRendering
import Foundation
import LayoutDocument
import Testing
import TextureLayout

/// The frames of every fixture document without text, derived by hand from Texture's rules (the reasoning is
/// in each fixture's comment); the text fixtures are checked against Pango in `TextFixtureFramesTests`.
/// Lines read `kind name x y width height`, indented by depth, in tree order.
struct FixtureFramesTests {
  static let expectations: [(fixture: String, frames: String)] = [
    (
      "stack.yaml",
      """
      stack row 0 0 320 80
        box left 0 0 128 80
        box right 128 0 192 80
      """
    ),
    (
      "stack-flex.yaml",
      """
      stack column 0 0 100 200
        box header 0 0 100 50
        box body 0 50 100 120
        box footer 0 170 100 30
      """
    ),
    (
      "box.yaml",
      """
      wrapper boxes 0 0 100 50
        box sized 0 0 40.5 20
        box unsized 0 0 100 50
      """
    ),
    (
      "inset.yaml",
      """
      inset inset 0 0 200 100
        box content 130 10 50 60
      """
    ),
    (
      "overlay.yaml",
      """
      overlay card 0 0 120 80
        box photo 0 0 120 80
        box scrim 0 0 120 80
      """
    ),
    (
      "background.yaml",
      """
      background button 0 0 92 36
        box fill 0 0 92 36
        inset padding 0 0 92 36
          box label 16 8 60 20
      """
    ),
    (
      "center.yaml",
      """
      center center 0 0 200 100
        box dot 84.5 39.5 31 21
      """
    ),
    (
      "ratio.yaml",
      """
      ratio frame 0 0 150 75
        box photo 0 0 150 75
      """
    ),
    (
      "relative.yaml",
      """
      relative space 0 0 200 120
        box tag 150 0 50 30
      """
    ),
    (
      "relative.json",
      """
      relative space 0 0 200 120
        box tag 75 90 50 30
      """
    ),
    (
      "absolute.yaml",
      """
      absolute canvas 0 0 130.5 60
        box a 10 20 50 40
        box b 100.5 5 30 30
      """
    ),
    (
      "static.yaml",
      """
      static static 0 0 80 60
        box a 10 10 40 20
        box b 60 40 20 20
      """
    ),
    (
      "corner.yaml",
      """
      corner avatar 0 0 67 67
        box photo 0 7 60 60
        box badge 47 0 20 20
      """
    ),
    (
      "wrapper.yaml",
      """
      wrapper wrap 0 0 150 30
        box half 0 0 150 30
      """
    ),
    ("image.yaml", "image picture 0 0 20 15"),
  ]

  @Test(arguments: expectations)
  func fixtureFrames(fixture: String, frames: String) throws {
    let url = TestPaths.fixture(fixture)
    let report = try LargeStack.run {
      let document = try DiagramDocument(contentsOf: url, file: fixture, measurer: PangoContentMeasurer())
      return FramesReport(document: document, layout: document.layout())
    }
    let actual = DocumentTesting.frameLines(report)
    #expect(actual == frames, "\(fixture)\nEXPECTED\n\(frames)\nACTUAL\n\(actual)")
  }

  @Test func everyFixtureHasExpectedFrames() {
    let covered = Set(Self.expectations.map(\.fixture)).union(TextFixtureFramesTests.fixtures)
    let documents = Set(TestPaths.fixtureDocuments.map(\.lastPathComponent))
    #expect(documents.subtracting(covered).isEmpty, "fixtures without expected frames")
  }

  @Test func fixturesCoverEveryElementKind() throws {
    var kinds = Set<ElementKind>()
    for url in TestPaths.fixtureDocuments {
      let found = try LargeStack.run {
        Set(
          try DiagramDocument(contentsOf: url, measurer: PangoContentMeasurer()).elements.values.map(\.kind))
      }
      kinds.formUnion(found)
    }
    #expect(kinds == Set(ElementKind.allCases))
  }

  /// Texture's ASStaticLayoutSpec sizes to fit its children, while the contract describes `static` as
  /// `absolute` with default sizing (which would take the 300 × 200 maximum). Texture's code wins.
  @Test func staticSizesToFitAsTexturesCodeDoes() throws {
    let static_ = try #require(
      try? DocumentTesting.outcome(
        String(contentsOf: TestPaths.fixture("static.yaml"), encoding: .utf8)
      ).get())
    #expect(static_.size == CGSize(width: 80, height: 60))
    let asAbsolute = try String(contentsOf: TestPaths.fixture("static.yaml"), encoding: .utf8)
      .replacingOccurrences(of: "  static:\n", with: "  absolute:\n")
    let absolute = try #require(try? DocumentTesting.outcome(asAbsolute).get())
    #expect(absolute.size == CGSize(width: 300, height: 200))
  }
}

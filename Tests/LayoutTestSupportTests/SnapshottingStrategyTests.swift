import Foundation
import ImageDiff
import LayoutRenderer
import LayoutTestSupport
import RenderTestSupport
import SnapshotTesting
import Testing
import TextureLayout

/// The swift-snapshot-testing strategies: `Diffing.png` and `Snapshotting.image(sizeRange:…)`, checked with
/// `verifySnapshot`, which returns the failure message instead of failing. The `row` reference is committed
/// as `__Snapshots__/SnapshottingStrategyTests/sample.row.png`.
struct SnapshottingStrategyTests {
  @Test func recordsWhenTheReferenceIsMissing() throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let sample = SampleLayout()
    let message = verifySnapshot(
      of: sample.root, as: .image(sizeRange: SampleLayout.sizeRange, appearance: sample.appearances.lookup),
      named: "row", snapshotDirectory: folder.url.path, testName: "sample")
    #expect(message?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
    let image = try Bitmap(contentsOf: folder.url.appendingPathComponent("sample.row.png"))
    #expect(image.size == PixelSize(width: 240, height: 60))
  }

  @Test func passesWhenTheRenderEqualsTheReference() {
    let sample = SampleLayout()
    let message = verifySnapshot(
      of: sample.root, as: .image(sizeRange: SampleLayout.sizeRange, appearance: sample.appearances.lookup),
      named: "row", testName: "sample")
    #expect(message == nil)
  }

  @Test func aConcreteElementTypeWorksToo() {
    let sample = SampleLayout()
    let inset = sample.root as! InsetLayoutSpec
    let message = verifySnapshot(
      of: inset, as: .image(sizeRange: SampleLayout.sizeRange, appearance: sample.appearances.lookup),
      named: "row", testName: "sample")
    #expect(message == nil)
  }

  @Test func failsOnAChangedLayoutWithCountAndBox() throws {
    let sample = SampleLayout(justifiedToEnd: true)
    let message = try #require(
      verifySnapshot(
        of: sample.root, as: .image(sample.snapshot), named: "row", testName: "sample"))
    #expect(message.contains("Snapshot \"row\" does not match reference."))
    #expect(message.contains("8160 pixels differ, in 220×40 at (10, 10)"))
    #expect(message.contains("Diff image: "))
  }

  @Test func aLayoutValueIsRenderedAsIs() {
    let sample = SampleLayout()
    let layout = calculateRootLayout(sample.root, sizeRange: SampleLayout.sizeRange, pixelGrid: .retina)
    let message = verifySnapshot(
      of: layout, as: .image(appearance: sample.appearances.lookup), named: "row", testName: "sample")
    #expect(message == nil)
  }

  @Test func pngDiffingComparesPixelsNotBytes() throws {
    let diffing = Diffing<Data>.png()
    var image = Bitmap(width: 4, height: 4, fill: .white)
    let reference = try image.pngData()
    let white = [UInt8](repeating: 255, count: 4)
    let sameWhiteAsGray = HandMadePNG.make(
      width: 4, height: 4, bitDepth: 8, colorType: .gray, rows: Array(repeating: white, count: 4))
    #expect(sameWhiteAsGray != reference)
    #expect(diffing.diffV2(reference, sameWhiteAsGray) == nil)
    image[1, 2] = .black
    let changed = try image.pngData()
    let failure = try #require(diffing.diffV2(reference, changed))
    #expect(failure.0.hasPrefix("1 pixel differs, in 1×1 at (1, 2)"))
    #expect(failure.1.count == 1)
  }

  @Test func pngDiffingReportsARenderFailure() {
    let empty = DisplayNode()
    let strategy = Snapshotting<any LayoutElement, Data>.image(sizeRange: .zero)
    var snapshot = Data()
    strategy.snapshot(empty).run { snapshot = $0 }
    let reference = try? Bitmap(width: 1, height: 1, fill: .white).pngData()
    let failure = strategy.diffing.diffV2(reference ?? Data(), snapshot)
    #expect(
      failure?.0.hasPrefix("the new snapshot is not a PNG image: layout render failed: the canvas is empty")
        == true)
  }
}

import Foundation
import LayoutDocument
import LayoutRenderer
import Synchronization
import Testing
import TextureLayout

/// What a figure of thousands of elements says and refuses: the values it leaves out are reported one by
/// one only at first, and a drawing no canvas can hold is refused before anything is planned for it.
struct LargeFigureReportTests {
  /// A row of `count` named boxes of `side` points, each asking for its size.
  static func row(_ count: Int, side: Int = 30, width: Int = 375) -> String {
    let boxes = (0..<count).map { "{name: b\($0), annotate: [size], box: {size: [\(side), \(side)]}}" }
    return "constrainedSize: {max: [\(width), .inf]}\n"
      + "root: {stack: {direction: horizontal, children: [\(boxes.joined(separator: ", "))]}}\n"
  }

  @Test func valuesLeftOutPastTheFirstFewAreCountedOnce() throws {
    let document = try DocumentRenderingTesting.document(Self.row(40, side: 3, width: 600))
    let recorded = document.recordedLayout()
    let oneByOne = Mutex(0)
    let more = Mutex<[Int]>([])
    var renderer = document.renderer()
    renderer.reportDropped = { _ in oneByOne.withLock { $0 += 1 } }
    renderer.reportMoreDropped = { count in more.withLock { $0.append(count) } }
    var silent = document.renderer()
    silent.reportDropped = { _ in }
    let plan = try silent.annotationPlan(recorded.layout, records: recorded.records).plan
    _ = try renderer.pngData(recorded.layout, records: recorded.records)
    #expect(plan.dropped.count > LayoutRenderer.droppedReportedOneByOne)
    #expect(oneByOne.withLock { $0 } == LayoutRenderer.droppedReportedOneByOne)
    #expect(more.withLock { $0 } == [plan.dropped.count - LayoutRenderer.droppedReportedOneByOne])
  }

  @Test func childrenBeyondAnyCanvasAreRefusedBeforeThePlan() throws {
    // The root is a phone's width; its 2,000 children run on past the largest canvas.
    let document = try DocumentRenderingTesting.document(Self.row(2_000))
    let recorded = document.recordedLayout()
    #expect(recorded.layout.size.width == 375)
    let planned = Mutex(0)
    var renderer = document.renderer()
    renderer.reportDropped = { _ in planned.withLock { $0 += 1 } }
    renderer.reportMoreDropped = { _ in planned.withLock { $0 += 1 } }
    #expect {
      _ = try renderer.pngData(recorded.layout, records: recorded.records)
    } throws: { error in
      guard case .canvasTooLarge(let width, _) = error as? RenderError else { return false }
      return width >= 2_000 * 30 * 2
    }
    #expect(planned.withLock { $0 } == 0)
  }
}

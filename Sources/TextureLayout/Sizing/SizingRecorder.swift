import Foundation

/// Collects the sizing records of one recorded layout (`calculateRecordedRootLayout`), element by element.
///
/// Bound as a task-local value while the layout is calculated, and read only where the pixel grid says that
/// sizing is recorded, so that a layout without records never looks for it. An element laid out several
/// times (a stack measures, flexes and stretches its children) keeps the record of its last calculation,
/// which is the one its parent keeps: while recording, layouts are calculated afresh, never taken from the
/// cache.
final class SizingRecorder: @unchecked Sendable {
  /// The recorder of the layout being calculated, if it is recorded.
  @TaskLocal static var current: SizingRecorder?

  private let lock = NSLock()
  /// Every record made, in the order made; a later one of the same element replaces an earlier one.
  private var records: [(element: ObjectIdentifier, record: SizingRecord)] = []
  /// What stacks did to their children, in the order done; applied to the children's last records.
  private var stackChildren: [(element: ObjectIdentifier, sizing: StackChildSizing)] = []
  private var reports: [ObjectIdentifier: CalculationReport] = [:]

  /// Notes the size a spec's children asked for before it was clamped.
  func noteWantedSize(_ size: CGSize, of element: any LayoutElement) {
    lock.withLock { reports[ObjectIdentifier(element), default: CalculationReport()].wanted = size }
  }

  /// Notes what a spec contributed.
  func noteContribution(_ contribution: SpecContribution, of element: any LayoutElement) {
    lock.withLock { reports[ObjectIdentifier(element), default: CalculationReport()].contribution = contribution }
  }

  /// Takes what the spec's calculation reported, leaving nothing for the next calculation.
  func takeReport(of element: any LayoutElement) -> CalculationReport {
    lock.withLock { reports.removeValue(forKey: ObjectIdentifier(element)) ?? CalculationReport() }
  }

  /// Stores an element's record, replacing an earlier one.
  func store(_ record: SizingRecord, of element: any LayoutElement) {
    let key = ObjectIdentifier(element)
    lock.withLock { records.append((key, record)) }
  }

  /// Notes what a stack did to each of its children, whose records it adds to.
  func noteStackChildren(_ sizings: [(element: ObjectIdentifier, sizing: StackChildSizing)]) {
    lock.withLock { stackChildren += sizings }
  }

  /// Every record collected: each element's last, with what its stack last did to it.
  var collected: SizingRecords {
    lock.withLock {
      var byElement: [ObjectIdentifier: SizingRecord] = [:]
      byElement.reserveCapacity(records.count)
      for (element, record) in records { byElement[element] = record }
      for (element, sizing) in stackChildren { byElement[element]?.stackChild = sizing }
      return SizingRecords(byElement: byElement)
    }
  }

  /// What an element's own calculation knows of its sizing and the sizing chain does not.
  struct CalculationReport {
    /// Nothing reported, or only what a content asked for.
    init(wanted: CGSize? = nil) {
      self.wanted = wanted
    }

    /// The size its content or children asked for before it was brought into the allowed range.
    var wanted: CGSize?
    /// What the spec contributed.
    var contribution: SpecContribution?
  }
}

/// The sizing records of a recorded layout, by element.
public struct SizingRecords: Sendable {
  /// The records, keyed by element identity.
  let byElement: [ObjectIdentifier: SizingRecord]

  /// The record of `element`, if it was laid out.
  public subscript(element: any LayoutElement) -> SizingRecord? {
    byElement[ObjectIdentifier(element)]
  }

  /// How many elements have a record.
  public var count: Int { byElement.count }
}

/// A root layout calculated with sizing records: the layout (the same as `calculateRootLayout` gives), how
/// every element's size came about, and the pixel grid it was made on.
public struct RecordedLayout: Sendable {
  /// The layout.
  public let layout: Layout
  /// Every laid-out element's sizing record.
  public let records: SizingRecords
  /// The pixel grid the layout was made on.
  public let pixelGrid: PixelGrid
}

/// `calculateRootLayout` with sizing records: lays out `root` within `sizeRange` on `pixelGrid` against
/// `parentSize` (the range's max unless given), recording how every element's size came about. The frames
/// are those `calculateRootLayout` computes; recording only costs time.
public func calculateRecordedRootLayout(
  _ root: any LayoutElement, sizeRange: SizeRange, parentSize: CGSize? = nil,
  pixelGrid: PixelGrid = .current
) -> RecordedLayout {
  let recorder = SizingRecorder()
  let grid = pixelGrid.recordingSizing(true)
  let layout = SizingRecorder.$current.withValue(recorder) {
    PixelGrid.$current.withValue(grid) {
      root.layoutThatFits(sizeRange, parentSize: parentSize ?? sizeRange.max)
    }
  }
  return RecordedLayout(
    layout: layout, records: recorder.collected, pixelGrid: pixelGrid.recordingSizing(false))
}

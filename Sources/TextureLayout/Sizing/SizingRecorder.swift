import Foundation
import Synchronization

/// Collects the sizing records of one recorded layout (`calculateRecordedRootLayout`), element by element.
///
/// Bound to the calculating thread while the layout is calculated (`SizingRecorder+Thread`), and read only
/// where the pixel grid says that sizing is recorded, so that a layout without records never looks for it.
/// An element laid out several times (a stack measures, flexes and stretches its children) keeps the record
/// of its last calculation, which is the one its parent keeps: while recording, layouts are calculated
/// afresh, never taken from the cache.
final class SizingRecorder: Sendable {

  private let storage = Mutex(Storage())

  /// What the recorder holds, behind its lock.
  private struct Storage: Sendable {
    /// The inputs of every record made, in the order made, in chunks of `chunkSize` so that growing never
    /// copies what is there; a later one of an element replaces an earlier one.
    var inputs: [ContiguousArray<SizingInputs>] = []
    /// The element of each record, at the same index.
    var elements: [ObjectIdentifier] = []
    /// What stacks did to their children, one batch per stack layout, in the order done.
    var stackChildren: [[(element: ObjectIdentifier, sizing: StackChildSizing)]] = []
    /// What each spec contributed, its last.
    var contributions: [ObjectIdentifier: SpecContribution] = [:]
    /// What specs reported while being calculated, until their records are made.
    var reports: [ObjectIdentifier: CalculationReport] = [:]
  }

  /// Notes the size a spec's children asked for before it was clamped.
  func noteWantedSize(_ size: CGSize, of element: any LayoutElement) {
    storage.withLock { $0.reports[ObjectIdentifier(element), default: CalculationReport()].wanted = size }
  }

  /// Notes what a spec contributed.
  func noteContribution(_ contribution: SpecContribution, of element: any LayoutElement) {
    storage.withLock {
      $0.reports[ObjectIdentifier(element), default: CalculationReport()].contribution = contribution
    }
  }

  /// Takes what the spec's calculation reported, leaving nothing for the next calculation.
  func takeReport(of element: any LayoutElement) -> CalculationReport {
    storage.withLock { $0.reports.removeValue(forKey: ObjectIdentifier(element)) ?? CalculationReport() }
  }

  /// Stores what an element's record is made from, replacing an earlier one; a spec's contribution too.
  func store(_ inputs: SizingInputs, contribution: SpecContribution?, of element: any LayoutElement) {
    let key = ObjectIdentifier(element)
    storage.withLock { storage in
      if storage.inputs.last.map({ $0.count == Self.chunkSize }) ?? true {
        var chunk = ContiguousArray<SizingInputs>()
        chunk.reserveCapacity(Self.chunkSize)
        storage.inputs.append(chunk)
      }
      storage.inputs[storage.inputs.count - 1].append(inputs)
      storage.elements.append(key)
      if let contribution { storage.contributions[key] = contribution }
    }
  }

  /// Notes what a stack did to each of its children, whose records it adds to.
  func noteStackChildren(_ sizings: [(element: ObjectIdentifier, sizing: StackChildSizing)]) {
    storage.withLock { $0.stackChildren.append(sizings) }
  }

  /// How many inputs a chunk holds.
  static let chunkSize = 1024

  /// Every record collected: each element's last, with what its stack last did to it. The lookup by element
  /// is built when a record is first read, not while the layout is recorded.
  func collected(on grid: PixelGrid) -> SizingRecords {
    storage.withLock { storage in
      SizingRecords(
        index: SizingIndex(
          inputs: storage.inputs, elements: storage.elements, stackChildren: storage.stackChildren,
          contributions: storage.contributions),
        grid: grid)
    }
  }

  /// What an element's own calculation knows of its sizing and the sizing chain does not.
  struct CalculationReport: Sendable {
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

/// What a sizing record is made from, kept small while the layout is recorded; the record itself is made
/// when it is read.
struct SizingInputs: Sendable {
  /// The range the element received.
  var constrainedSize: SizeRange
  /// The parent size its percentages resolved against.
  var parentSize: CGSize
  /// Its style's size dimensions.
  var styleSize: LayoutElementSize
  /// The baselines it was laid out with.
  var baselines: Baselines
  /// Its layout's (ceiled) size.
  var size: CGSize
  /// What its content or children asked for, when known.
  var wanted: CGSize?
  /// Whether the sizing chain applied its style size.
  var appliesStyleSize: Bool
  /// Whether its size came from children (a spec, or a node with a layout spec) rather than content.
  var sizesToChildren: Bool
}

/// The sizing records of a recorded layout, by element.
public struct SizingRecords: Sendable {
  let index: SizingIndex
  let grid: PixelGrid

  /// The record of `element`, if it was laid out.
  public subscript(element: any LayoutElement) -> SizingRecord? {
    let key = ObjectIdentifier(element)
    guard let position = index.position(of: key) else { return nil }
    var record = SizingRecord.chain(index.inputs(at: position), grid: grid)
    record.stackChild = index.stackChild(of: key)
    record.contribution = index.contributions[key]
    return record
  }

  /// How many elements have a record.
  public var count: Int { index.count }
}

/// What a recorder collected, and the lookups by element, built on first use.
final class SizingIndex: Sendable {
  private let chunks: [ContiguousArray<SizingInputs>]
  let contributions: [ObjectIdentifier: SpecContribution]
  private let elements: [ObjectIdentifier]
  private let stackChildBatches: [[(element: ObjectIdentifier, sizing: StackChildSizing)]]
  private let lookups = Mutex<Lookups?>(nil)

  private struct Lookups: Sendable {
    var positions: [ObjectIdentifier: Int]
    var stackChildren: [ObjectIdentifier: StackChildSizing]
  }

  init(
    inputs: [ContiguousArray<SizingInputs>], elements: [ObjectIdentifier],
    stackChildren: [[(element: ObjectIdentifier, sizing: StackChildSizing)]],
    contributions: [ObjectIdentifier: SpecContribution]
  ) {
    chunks = inputs
    self.elements = elements
    stackChildBatches = stackChildren
    self.contributions = contributions
  }

  /// The inputs at `position` in the order recorded.
  func inputs(at position: Int) -> SizingInputs {
    chunks[position / SizingRecorder.chunkSize][position % SizingRecorder.chunkSize]
  }

  /// The index of an element's last inputs.
  func position(of element: ObjectIdentifier) -> Int? {
    withLookups { $0.positions[element] }
  }

  /// What its stack last did to an element.
  func stackChild(of element: ObjectIdentifier) -> StackChildSizing? {
    withLookups { $0.stackChildren[element] }
  }

  /// How many elements have a record.
  var count: Int { withLookups { $0.positions.count } }

  private func withLookups<Result>(_ body: (Lookups) -> Result) -> Result {
    lookups.withLock { lookups in
      if lookups == nil {
        var positions: [ObjectIdentifier: Int] = [:]
        positions.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() { positions[element] = position }
        var stackChildren: [ObjectIdentifier: StackChildSizing] = [:]
        for batch in stackChildBatches {
          for (element, sizing) in batch { stackChildren[element] = sizing }
        }
        lookups = Lookups(positions: positions, stackChildren: stackChildren)
      }
      return body(lookups!)
    }
  }
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
  let layout = SizingRecorder.withCurrent(recorder) {
    PixelGrid.$current.withValue(grid) {
      root.layoutThatFits(sizeRange, parentSize: parentSize ?? sizeRange.max)
    }
  }
  let plainGrid = pixelGrid.recordingSizing(false)
  return RecordedLayout(layout: layout, records: recorder.collected(on: plainGrid), pixelGrid: plainGrid)
}

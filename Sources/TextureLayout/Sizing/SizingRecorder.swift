import Foundation

/// Collects the sizing records of one recorded layout (`calculateRecordedRootLayout`), element by element.
///
/// Bound to the calculating thread while the layout is calculated (`SizingRecorder+Thread`), and read only
/// where the pixel grid says that sizing is recorded, so that a layout without records never looks for it.
/// A recorder belongs to one thread at a time, so it takes no lock: a stack that measures its children in
/// parallel gives each child a recorder of its own and appends them, in order, to its own
/// (`StackLayoutInput.mapIndices`). An element laid out several times (a stack measures, flexes and
/// stretches its children) keeps the record of its last calculation, which is the one its parent keeps:
/// while recording, layouts are calculated afresh, never taken from the cache.
final class SizingRecorder: @unchecked Sendable {
  /// The inputs of every record made, in the order made, in chunks of `chunkSize` so that growing never
  /// copies what is there; a later one of an element replaces an earlier one.
  @exclusivity(unchecked) private var chunks: [ContiguousArray<SizingInputs>] = []
  /// The element of each record, at the same index.
  @exclusivity(unchecked) private var elements: [ObjectIdentifier] = []
  /// The layouts of specs, and what they reported, at the indices their inputs name.
  @exclusivity(unchecked) private var specs: [SpecCalculation] = []
  /// What the stack being calculated kept, until its record is made: a stack keeps it at the end of its
  /// calculation, after its children's records are made, so one slot is enough.
  @exclusivity(unchecked) private var pendingStack:
    (element: ObjectIdentifier, calculation: StackCalculation)?

  /// Creates an empty recorder that compacts after `firstCompaction` records.
  init(compactingAfter firstCompaction: Int = SizingRecorder.firstCompaction) {
    self.firstCompaction = firstCompaction
    compactionThreshold = firstCompaction
  }

  /// Notes what a stack's calculation kept, for the record of the stack and of its children.
  func noteStack(_ calculation: StackCalculation, of element: any LayoutElement) {
    pendingStack = (ObjectIdentifier(element), calculation)
  }

  /// Stores what a node's record is made from, replacing an earlier one.
  func store(_ inputs: SizingInputs, of element: any LayoutElement) {
    append(inputs, of: ObjectIdentifier(element))
  }

  /// Stores what a spec's record is made from, with its layout and, for a stack, what its calculation kept
  /// (which the record reads when it is made), replacing an earlier one.
  func store(_ inputs: SizingInputs, layout: Layout, ofSpec element: any LayoutElement) {
    let key = ObjectIdentifier(element)
    var stack: StackCalculation?
    if pendingStack?.element == key { stack = pendingStack.take()?.calculation }
    var inputs = inputs
    inputs.spec = specs.count
    specs.append(SpecCalculation(layout: layout, stack: stack))
    append(inputs, of: key)
  }

  private func append(_ inputs: SizingInputs, of element: ObjectIdentifier) {
    Self.append(inputs, to: &chunks)
    elements.append(element)
    if elements.count >= compactionThreshold { compact() }
  }

  private static func append(_ inputs: SizingInputs, to chunks: inout [ContiguousArray<SizingInputs>]) {
    if chunks.last.map({ $0.count == Self.chunkSize }) ?? true {
      var chunk = ContiguousArray<SizingInputs>()
      chunk.reserveCapacity(Self.chunkSize)
      chunks.append(chunk)
    }
    chunks[chunks.count - 1].append(inputs)
  }

  /// How many records are kept before the earlier records of elements recorded again are dropped.
  private var compactionThreshold: Int
  private let firstCompaction: Int

  /// Records kept before the first compaction: a large document compacts a few times at most, and
  /// flexible stacks nested dozens deep (whose leaves are calculated millions of times, each record of a
  /// spec holding its layout) keep memory in proportion to their elements, not to their calculations.
  static let firstCompaction = 1 << 18

  /// Keeps only the last record of each element, in order, with the spec layouts those records name: the
  /// records read later are the same, and memory stays in proportion to the elements rather than to the
  /// calculations.
  private func compact() {
    var last: [ObjectIdentifier: Int] = [:]
    for (position, element) in elements.enumerated() { last[element] = position }
    var keptChunks: [ContiguousArray<SizingInputs>] = []
    var keptElements: [ObjectIdentifier] = []
    var keptSpecs: [SpecCalculation] = []
    var position = 0
    for chunk in chunks {
      for var inputs in chunk {
        defer { position += 1 }
        let element = elements[position]
        guard last[element] == position else { continue }
        if let spec = inputs.spec {
          inputs.spec = keptSpecs.count
          keptSpecs.append(specs[spec])
        }
        Self.append(inputs, to: &keptChunks)
        keptElements.append(element)
      }
    }
    chunks = keptChunks
    elements = keptElements
    specs = keptSpecs
    compactionThreshold = max(firstCompaction, 2 * keptElements.count)
  }

  /// New recorders for `count` children measured in parallel, one each.
  func indexRecorders(_ count: Int) -> [SizingRecorder] {
    (0..<count).map { _ in SizingRecorder(compactingAfter: firstCompaction) }
  }

  /// Appends everything `recorders` recorded, in order, as if it had been recorded here, after what is here.
  func append(contentsOf recorders: [SizingRecorder]) {
    for recorder in recorders { append(contentsOf: recorder) }
  }

  /// Appends everything `other` recorded, as if it had been recorded here, after what is here.
  func append(contentsOf other: SizingRecorder) {
    let specOffset = specs.count
    specs.append(contentsOf: other.specs)
    var position = 0
    for chunk in other.chunks {
      for var inputs in chunk {
        inputs.spec = inputs.spec.map { $0 + specOffset }
        append(inputs, of: other.elements[position])
        position += 1
      }
    }
  }

  /// How many inputs a chunk holds.
  static let chunkSize = 1024

  /// Every record collected: each element's last, with what its stack last did to it. The lookup by element
  /// is built when a record is first read, not while the layout is recorded.
  func collected(on grid: PixelGrid) -> SizingRecords {
    SizingRecords(index: SizingIndex(inputs: chunks, elements: elements, specs: specs), grid: grid)
  }
}

/// A spec's layout as it was recorded, with what a stack's calculation kept: what its record reads, when it
/// is made, to say what the spec contributed.
struct SpecCalculation: Sendable {
  /// The spec's layout.
  var layout: Layout
  /// What the spec's calculation kept, when the spec is a stack.
  var stack: StackCalculation?
}

/// What a sizing record is made from, kept small while the layout is recorded; the record itself is made
/// when it is read.
struct SizingInputs: Sendable {
  /// The range the element received.
  var constrainedSize: SizeRange
  /// The parent size its percentages resolved against.
  var parentSize: CGSize
  /// Its layout's (ceiled) size.
  var size: CGSize
  /// What its content or children asked for, when known.
  var wanted: CGSize?
  /// Whether its size came from children (a spec, or a node with a layout spec) rather than content.
  var sizesToChildren: Bool
  /// For a spec, the index of its layout and report in the recorder's specs.
  var spec: Int? = nil
}

/// The sizing records of a recorded layout, by element.
///
/// The layout keeps only what it alone knows (each element's received range, parent size and size, what
/// its content asked for, a spec's layout and what a stack's phases did); a record is made from those when
/// it is read, with the element's style size and baselines read then. A style changed after the layout
/// and before its records are read shows in them, as it would make the layout itself stale.
public struct SizingRecords: Sendable {
  let index: SizingIndex
  let grid: PixelGrid

  /// The record of `element`, if it was laid out.
  public subscript(element: any LayoutElement) -> SizingRecord? {
    let key = ObjectIdentifier(element)
    guard let position = index.position(of: key) else { return nil }
    var inputs = index.inputs(at: position)
    // The style is read now: a layout reads it and never changes it, so it is the one the element was
    // laid out with unless changed since.
    let style = element.style
    guard let spec = inputs.spec.map({ index.specs[$0] }) else {
      var record = SizingRecord.chain(
        inputs, styleSize: style.size, baselines: style.baselines, appliesStyleSize: true, grid: grid)
      record.stackChild = index.stackChild(of: key)
      return record
    }
    // What a spec contributed, its baselines and what its children asked for are read from its layout,
    // what its stack calculation kept and its properties now, not while it was laid out.
    let contributor = element as? any SizingContributor
    inputs.wanted = spec.stack?.wantedSize ?? contributor?.wantedSize(of: spec.layout)
    var record = SizingRecord.chain(
      inputs, styleSize: style.size,
      baselines: spec.layout.type == .layoutSpec ? spec.layout.baselines : style.baselines,
      appliesStyleSize: contributor?.appliesOwnStyleSize ?? true, grid: grid)
    record.stackChild = index.stackChild(of: key)
    record.contribution = spec.stack?.contribution ?? contributor?.sizingContribution(of: spec.layout)
    return record
  }

  /// How many elements have a record.
  public var count: Int { index.count }

  /// The pixel grid the recorded layout was made on.
  public var pixelGrid: PixelGrid { grid }
}

/// What a recorder collected, and the lookups by element, built on first use.
///
/// The lookups are guarded by an `ElementLock` rather than a `Mutex`, so that `make tsan` sees the lock.
final class SizingIndex: @unchecked Sendable {
  private let chunks: [ContiguousArray<SizingInputs>]
  let specs: [SpecCalculation]
  private let elements: [ObjectIdentifier]
  /// Guards `lookups`.
  private let lock = ElementLock()
  /// The lookups, once built.
  private var lookups: Lookups?

  /// One lookup for both questions, so that a large layout's records hold one table entry per element.
  private typealias Lookups = [ObjectIdentifier: Entry]

  /// Where an element's last inputs are, and, for a stack child, its place in the stack calculation that
  /// last laid it out, from which its sizing is worked out when read (a few values per child rather than
  /// the sizing itself).
  private struct Entry: Sendable {
    var position: Int32 = -1
    var stackSpec: Int32 = -1
    var line: Int32 = 0
    var index: Int32 = 0
  }

  init(
    inputs: [ContiguousArray<SizingInputs>], elements: [ObjectIdentifier],
    specs: [SpecCalculation]
  ) {
    chunks = inputs
    self.elements = elements
    self.specs = specs
  }

  /// The inputs at `position` in the order recorded.
  func inputs(at position: Int) -> SizingInputs {
    chunks[position / SizingRecorder.chunkSize][position % SizingRecorder.chunkSize]
  }

  /// The index of an element's last inputs.
  func position(of element: ObjectIdentifier) -> Int? {
    withLookups { lookups in lookups[element].flatMap { $0.position < 0 ? nil : Int($0.position) } }
  }

  /// What its stack last did to an element.
  func stackChild(of element: ObjectIdentifier) -> StackChildSizing? {
    guard let entry = withLookups({ $0[element] }), entry.stackSpec >= 0 else { return nil }
    return specs[Int(entry.stackSpec)].stack?.childSizing(line: Int(entry.line), index: Int(entry.index))
  }

  /// How many elements have a record.
  var count: Int { withLookups { lookups in lookups.values.count { $0.position >= 0 } } }

  private func withLookups<Result>(_ body: (Lookups) -> Result) -> Result {
    lock.withLock {
      if lookups == nil {
        var entries: Lookups = [:]
        entries.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() {
          entries[element, default: Entry()].position = Int32(position)
        }
        // A child's last layout is the one its stack's last calculation made.
        for (position, element) in elements.enumerated() where entries[element]?.position == Int32(position) {
          guard let spec = inputs(at: position).spec, let stack = specs[spec].stack else { continue }
          for child in stack.childPlaces() {
            entries[child.element, default: Entry()].stackSpec = Int32(spec)
            entries[child.element, default: Entry()].line = Int32(child.line)
            entries[child.element, default: Entry()].index = Int32(child.index)
          }
        }
        lookups = entries
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
  calculateRecordedRootLayout(
    root, sizeRange: sizeRange, parentSize: parentSize, pixelGrid: pixelGrid,
    compactingAfter: SizingRecorder.firstCompaction)
}

/// `calculateRecordedRootLayout` with a recorder that compacts after `firstCompaction` records.
func calculateRecordedRootLayout(
  _ root: any LayoutElement, sizeRange: SizeRange, parentSize: CGSize?, pixelGrid: PixelGrid,
  compactingAfter firstCompaction: Int
) -> RecordedLayout {
  let recorder = SizingRecorder(compactingAfter: firstCompaction)
  let layout = LayoutContext.$current.withValue(LayoutContext(grid: pixelGrid, recorder: recorder)) {
    root.layoutThatFits(sizeRange, parentSize: parentSize ?? sizeRange.max)
  }
  return RecordedLayout(layout: layout, records: recorder.collected(on: pixelGrid), pixelGrid: pixelGrid)
}

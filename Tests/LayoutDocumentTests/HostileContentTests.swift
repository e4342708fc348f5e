import DocumentRendering
import Foundation
import InputLimits
import LayoutDocument
import Testing
import TextureLayout

/// Content shaped to crash, hang or exhaust the reader and the measurers: image paths that are not
/// files, images beyond the pixel budget or damaged, numbers and scales beyond what can be drawn, text
/// beyond what Pango measures in time. Each ends in a located error, or lays out.
struct HostileContentTests {
  /// A fresh folder for files a test makes.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hostile-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func error(_ yaml: String, in folder: URL) -> DocumentError? {
    if case .failure(let error) = DocumentTesting.outcome(yaml, baseDirectory: folder) { return error }
    return nil
  }

  /// A PNG header claiming `width` × `height` pixels, with no image data after it: what a reader that
  /// checks the header first refuses without decoding.
  static func pngHeader(width: Int, height: Int) -> Data {
    func bigEndian(_ value: UInt32) -> [UInt8] { withUnsafeBytes(of: value.bigEndian) { Array($0) } }
    return Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + Array("IHDR".utf8)
        + bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0] + [0, 0, 0, 0])
  }

  /// The fixtures' 40 × 30 checkerboard PNG.
  static let checker = try! Data(contentsOf: TestPaths.fixtures.appendingPathComponent("images/checker.png"))

  @Test func anEmptyImagePathIsAFolderNotAFile() throws {
    let error = try #require(Self.error("root: {image: {path: \"\"}}\n", in: try Self.folder()))
    #expect(error.reason == .cannotReadImage(path: "", why: "a folder, not a regular file"))
    #expect(error.location.column == 22)
  }

  @Test func anImagePathThatIsAFolderIsRefused() throws {
    let folder = try Self.folder()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("pictures"), withIntermediateDirectories: true)
    let error = try #require(Self.error("root: {image: {path: pictures}}\n", in: folder))
    #expect(error.reason == .cannotReadImage(path: "pictures", why: "a folder, not a regular file"))
  }

  @Test func anImagePathThatIsAFIFOIsRefusedWithoutWaiting() throws {
    let folder = try Self.folder()
    #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o600) == 0)
    let error = try #require(Self.error("root: {image: {path: pipe}}\n", in: folder))
    #expect(error.reason == .cannotReadImage(path: "pipe", why: "a FIFO (named pipe), not a regular file"))
  }

  @Test func anImageBeyondThePixelBudgetIsRefusedFromItsHeader() throws {
    let folder = try Self.folder()
    try Self.pngHeader(width: 8_000, height: 8_000).write(to: folder.appendingPathComponent("huge.png"))
    let error = try #require(Self.error("root: {image: {path: huge.png}}\n", in: folder))
    #expect(
      error.reason
        == .cannotReadImage(
          path: "huge.png", why: "64000000 pixels, more than \(Budgets.imagePixels), the limit of one image"))
  }

  @Test func aDamagedImageIsSaidToBeDamagedNotOutOfMemory() throws {
    let folder = try Self.folder()
    try Self.checker.prefix(Self.checker.count / 2).write(to: folder.appendingPathComponent("cut.png"))
    let error = try #require(Self.error("root: {image: {path: cut.png}}\n", in: folder))
    guard case .cannotReadImage(let path, let why) = error.reason else {
      Issue.record("not an image error: \(error.reason)")
      return
    }
    #expect(path == "cut.png")
    #expect(
      why.hasPrefix("its IDAT chunk declares") && why.hasSuffix("(the PNG is damaged or cut short)"), "\(why)"
    )
    // The same image whole is read (the near miss).
    try Self.checker.write(to: folder.appendingPathComponent("whole.png"))
    let report = try DocumentTesting.outcome("root: {image: {path: whole.png}}\n", baseDirectory: folder)
      .get()
    #expect(report.size == CGSize(width: 40, height: 30))
  }

  @Test func sizesBeyondWhatCanBeDrawnAreRefusedWhereTheyAreWritten() throws {
    let folder = try Self.folder()
    let huge = try #require(Self.error("root: {box: {size: [1e17, 10]}}\n", in: folder))
    #expect(huge.reason == .numberBeyondLimit("1e17", limit: 1_000_000))
    #expect(huge.location.column == 21)
    let largest = try #require(Self.error("root: {box: {size: [1e308, 1e308]}}\n", in: folder))
    #expect(largest.reason == .numberBeyondLimit("1e308", limit: 1_000_000))
    // At the limit, and Texture's CGFLOAT_MAX as a range's max (unbounded), are accepted.
    let atLimit = try DocumentTesting.outcome("root: {box: {size: [1000000, 10]}}\n").get()
    #expect(atLimit.size == CGSize(width: 1_000_000, height: 10))
    let unbounded = try DocumentTesting.outcome(
      "constrainedSize: {min: [0, 0], max: [1.7976931348623157e+308, 50]}\nroot: {box: {size: [10, 10]}}\n"
    ).get()
    #expect(unbounded.size == CGSize(width: 10, height: 10))
  }

  @Test func aScaleOutsideTheDrawableRangeIsRefused() throws {
    let error = try #require(DocumentTesting.error("scale: 1e-300\nroot: {box: {size: [10, 10]}}\n"))
    #expect(error.reason == .scaleOutOfRange("1e-300", range: 0.01...100))
    #expect(error.location.line == 1)
  }

  @Test func textLongerThanTheBudgetIsRefused() throws {
    let yaml =
      "constrainedSize: {min: [0, 0], max: [300, .inf]}\nroot: {text: {string: \""
      + String(repeating: "ab ", count: 200_000) + "\", maxLines: 2}}\n"
    let error = try #require(DocumentTesting.error(yaml))
    #expect(error.reason == .textTooLong(length: 600_000, limit: 100_000))
  }

  @Test func aLongRunOfCombiningMarksIsRefusedAndAShortOneLaysOut() throws {
    let long = "root: {text: {string: \"a" + String(repeating: "\u{301}", count: 40_000) + "\"}}\n"
    let error = try #require(DocumentTesting.error(long))
    #expect(error.reason == .tooManyCombiningMarks(count: 40_000, limit: 30))
    let short = "root: {text: {string: \"a" + String(repeating: "\u{301}", count: 30) + "\"}}\n"
    let report = try DocumentTesting.outcome(short).get()
    #expect(report.size.width > 0)
  }

  /// A grapheme joiner after every 29 marks restarts Unicode's stream-safe count but not Pango's cluster,
  /// which it shapes in quadratic time: the run is counted as Pango's cluster.
  @Test func graphemeJoinersDoNotRestartTheCountOfOneCluster() throws {
    let unit = String(repeating: "\u{301}", count: 29) + "\u{34F}"
    let joined = "root: {text: {string: \"a" + String(repeating: unit, count: 100) + "\"}}\n"
    let error = try #require(DocumentTesting.error(joined))
    #expect(error.reason == .tooManyCombiningMarks(count: 3_000, limit: 30))
  }

  /// Thousands of tabs in one paragraph are refused at the text; as many spread over paragraphs lay out.
  @Test func tabsAreCountedPerParagraph() throws {
    let many = "root: {text: {string: \"" + String(repeating: "\\t", count: 1_001) + "\"}}\n"
    let error = try #require(DocumentTesting.error(many))
    #expect(error.reason == .tooManyTabs(count: 1_001, limit: 1_000))
    let spread = "root: {text: {string: \"" + String(repeating: "a\\tb\\n", count: 1_001) + "\"}}\n"
    #expect(try DocumentTesting.outcome(spread).get().size.height > 0)
  }

  /// Emoji sequences, flags and scripts with spacing marks are short clusters, and lay out.
  @Test func everydayClustersLayOut() throws {
    let text = "root: {text: {string: \"👩‍👩‍👧‍👦 🇫🇷 👍🏽 नमस्ते é\"}}\n"
    #expect(try DocumentTesting.outcome(text).get().size.width > 0)
  }

  @Test func aliasesOfOneTextLayOutAsManyLeavesOfOneSize() throws {
    let words = String(repeating: "word ", count: 240)
    var level = "&t0 {text: {string: \"\(words)\"}}"
    for index in 1...4 {
      level = "&t\(index) {stack: {children: [\(level), *t\(index - 1), *t\(index - 1), *t\(index - 1)]}}"
    }
    let report = try DocumentTesting.outcome("root: {stack: {children: [\(level), *t4, *t4, *t4]}}\n").get()
    let texts = report.entries.filter { $0.kind == .text }
    #expect(texts.count == 1_024)
    #expect(Set(texts.map(\.frame.size)).count == 1)
  }

  @Test func controlCharactersInAMessageAreEscaped() throws {
    let error = try #require(DocumentTesting.error("root: {box: {}, \"k\\e[2J\": 1}\n"))
    #expect(error.message.hasPrefix("unknown key 'k\\u{1B}[2J' in an element"))
    #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 })
  }
}

/// Flexible stacks nested forty deep with text leaves, in both child orders: each level lays its children out
/// again (as Texture does), yet the pass stays far within the layout budget, since a child whose length is
/// fixed is measured once and a question asked again is answered from the cache.
struct LayoutBudgetTests {
  static func nested(_ depth: Int, reversed: Bool = false) -> String {
    var element = "{text: {string: \"x y z\"}}"
    for _ in 0..<depth {
      let grower = "{style: {flexGrow: 2, flexShrink: 1}, text: {string: \"x y z\"}}"
      let children = reversed ? "\(grower), \(element)" : "\(element), \(grower)"
      element =
        "{style: {flexGrow: 1, flexShrink: 1, flexBasis: 50%, width: 90%}, stack: {children: [\(children)]}}"
    }
    return "constrainedSize: {min: [0, 0], max: [500, 500]}\nroot: \(element)\n"
  }

  @Test(arguments: [false, true]) func deeplyNestedFlexibleStacksLayOutWithinTheBudget(reversed: Bool) throws
  {
    func document() throws -> DiagramDocument {
      try DiagramDocument(
        yaml: Self.nested(40, reversed: reversed), file: "nested.yaml", measurer: PangoContentMeasurer())
    }
    let checked = try document()
    #expect(checked.layoutWorkLimit == 500_000)
    let layout = try checked.checkedLayout()
    #expect(layout.size.width == 450 && layout.size.height > 0)
    // Counted in a pass over a fresh copy (the first filled its elements' caches): 81 elements, a few
    // layouts each, where measuring every child at its basis made 2⁴⁰.
    let work = LayoutWork(limit: checked.layoutWorkLimit)
    let counted = try document()
    _ = LayoutWork.withCurrent(work) { counted.layout() }
    #expect(work.layoutsCalculated < 81 * 20)
  }

  @Test func aFewLevelsLayOutWithinTheBudget() throws {
    let document = try DiagramDocument(
      yaml: Self.nested(4), file: "nested.yaml", measurer: PangoContentMeasurer())
    let checked = try document.checkedLayout()
    #expect(checked.size == document.layout().size)
    #expect(checked.size.width > 0)
  }

  /// Letters of two writing directions, alternating: Pango lays out each run against the others, in time
  /// that grows with the square of their number; a few changes, as mixed-language text has, are read.
  @Test func aParagraphOfManyDirectionChangesIsRefusedAtTheText() throws {
    let alternating = String(repeating: "a\u{05D0}", count: 600)
    let error = try #require(DocumentTesting.error("root: {text: {string: \"\(alternating)\"}}\n"))
    #expect(
      error.reason == .tooManyDirectionChanges(count: 1_199, limit: Budgets.directionChangesInAParagraph))
    #expect(error.location.column == 23)
    // Each paragraph counts apart, and a name in Hebrew inside an English sentence is a change or two.
    let paragraphs = Array(repeating: String(repeating: "a\u{05D0}", count: 400), count: 3).joined(
      separator: "\\n")
    let mixed = "Shalom, \u{05E9}\u{05DC}\u{05D5}\u{05DD}, said Dana. \\n" + paragraphs
    #expect(DocumentTesting.error("root: {text: {string: \"\(mixed)\"}}\n") == nil)
  }

  /// The document's texts together are bounded; an aliased text counts once.
  @Test func textsTogetherLongerThanTheBudgetAreRefusedAtTheOneThatPassesIt() throws {
    let long = String(repeating: "ab ", count: 30_000)
    let count = Budgets.documentTextLength / 90_000 + 1
    let texts = (0..<count).map { "{text: {string: \"\(long)\($0)\"}}" }
    let error = try #require(
      DocumentTesting.error(
        "root: {stack: {direction: vertical, children: [\(texts.joined(separator: ", "))]}}\n"))
    #expect(error.reason == .documentTextTooLong(limit: Budgets.documentTextLength))
    #expect(error.keyPath.hasPrefix("root.stack.children[\(count - 1)]"), "\(error.keyPath)")
    let aliased =
      "root: {stack: {children: [&t {text: {string: \"\(long)\"}}"
      + String(repeating: ", *t", count: 40) + "]}}\n"
    #expect(DocumentTesting.error(aliased) == nil)
    // An aliased string in texts written apart is one text too: read, counted and measured once.
    let aliasedString =
      "root: {stack: {children: [{text: {string: &s \"\(long)\"}}"
      + String(repeating: ", {text: {string: *s}}", count: 40) + "]}}\n"
    #expect(DocumentTesting.error(aliasedString) == nil)
  }
}

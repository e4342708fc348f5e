import Foundation
import ImageDiff
import InputLimits
import RenderTestSupport
import LayoutDocument
import Testing

/// `layout-diagram render` through the real executable: where images go, their format and size, progress
/// on batches, and bad input leaving nothing written.
struct ExecutableRenderTests {
  /// A plain 10 × 5pt document: its PNG is exactly 20 × 10 pixels at the default scale.
  static let plain = "style: plain\nconstrainedSize: [10, 5]\nroot: {fill: red, box: {}}\n"
  static let svgPrefix = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg"

  /// The PNG header of the file at `path` inside the run's working directory.
  func pngSize(_ data: Data?) throws -> PNGImageHeader {
    try PNGImageHeader(data: try #require(data))
  }

  @Test func defaultIsOutputNamePNG() throws {
    let outcome = try ExecutableRunner.run(["render", "card.yaml"], files: ["card.yaml": Self.plain])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.standardError.isEmpty)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.createdFiles == ["Output", "Output/card.png"])
    #expect(try pngSize(outcome.contents["Output/card.png"]) == PNGImageHeader(width: 20, height: 10))
  }

  @Test func outputFileNamesTheFormat() throws {
    let outcome = try ExecutableRunner.run(
      ["render", "card.yaml", "-o", "card.svg"], files: ["card.yaml": Self.plain])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.createdFiles == ["card.svg"])
    let svg = String(decoding: try #require(outcome.contents["card.svg"]), as: UTF8.self)
    #expect(svg.hasPrefix(Self.svgPrefix))
    #expect(svg.contains("width=\"10pt\" height=\"5pt\""))
  }

  @Test func formatOptionWinsWithoutAnExtension() throws {
    let outcome = try ExecutableRunner.run(
      ["render", "card.yaml", "-o", "picture", "--format", "svg"], files: ["card.yaml": Self.plain])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.createdFiles == ["picture"])
    #expect(
      String(decoding: try #require(outcome.contents["picture"]), as: UTF8.self).hasPrefix(Self.svgPrefix))
  }

  @Test func scaleAndStyleOverrideTheDocument() throws {
    let diagram = "constrainedSize: [10, 5]\nroot: {fill: red, box: {}}\n"
    let outcome = try ExecutableRunner.run(
      ["render", "card.yaml", "--scale", "3", "--style", "plain"], files: ["card.yaml": diagram])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(try pngSize(outcome.contents["Output/card.png"]) == PNGImageHeader(width: 30, height: 15))
  }

  @Test func severalDocumentsGoIntoTheFolderWithProgress() throws {
    let names = ["a", "b", "c", "d"]
    var files: [String: String] = [:]
    for name in names { files["\(name).yaml"] = Self.plain }
    let outcome = try ExecutableRunner.run(
      ["render"] + names.map { "\($0).yaml" } + ["-o", "images", "--format", "svg"], files: files)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.createdFiles == ["images"] + names.map { "images/\($0).svg" })
    #expect(outcome.standardError == "[1/4] a.yaml\n[2/4] b.yaml\n[3/4] c.yaml\n[4/4] d.yaml\n")
    let few = try ExecutableRunner.run(
      ["render", "a.yaml", "b.yaml", "c.yaml"],
      files: ["a.yaml": Self.plain, "b.yaml": Self.plain, "c.yaml": Self.plain])
    #expect(few.status == 0)
    #expect(few.standardError.isEmpty, "no progress for 3 documents")
    #expect(few.createdFiles == ["Output", "Output/a.png", "Output/b.png", "Output/c.png"])
  }

  /// The executable writes exactly the bytes of the fixture's reference image.
  @Test func fixtureRendersToItsReference() throws {
    let outcome = try ExecutableRunner.run([
      "render", FixturePaths.fixture("stack.yaml").path, FixturePaths.fixture("text.yaml").path, "-o", "out",
    ])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.contents["out/stack.png"] == (try Data(contentsOf: FixturePaths.fixture("stack.png"))))
    #expect(outcome.contents["out/text.png"] == (try Data(contentsOf: FixturePaths.fixture("text.png"))))
  }

  @Test func oneBadDocumentLeavesNothingWritten() throws {
    let outcome = try ExecutableRunner.run(
      ["render", "good.yaml", "bad.yaml", "-o", "images"],
      files: ["good.yaml": Self.plain, "bad.yaml": "root:\n  box: {size: [1, -2]}\n"])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.hasPrefix("bad.yaml:2:19: error: root.box.size[1]: -2 is negative"))
    #expect(outcome.createdFiles.isEmpty)
  }

  @Test func anUnwritableOutputIsReported() throws {
    let outcome = try ExecutableRunner.run(
      ["render", "a.yaml", "-o", "a.yaml.d/x.png"], files: ["a.yaml": Self.plain, "a.yaml.d": "a file"])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.hasPrefix("error: cannot write "), "\(outcome.standardError)")
    #expect(outcome.createdFiles.isEmpty)
  }

  @Test func aDocumentWithNoAreaIsRejectedAtItsRoot() throws {
    let outcome = try ExecutableRunner.run(
      ["render", "empty.yaml"],
      files: ["empty.yaml": "style: plain\nroot:\n  name: nothing\n  text: {string: \"\"}\n"])
    #expect(outcome.status == 2)
    #expect(
      outcome.standardError.hasPrefix("empty.yaml:3:3: error: root: cannot render: the canvas is empty"))
    #expect(outcome.createdFiles.isEmpty)
  }

  @Test(arguments: [
    (
      ["render", "a.yaml", "-o", "a.png", "--format", "svg"],
      "--format svg disagrees with the extension of -o a.png"
    ),
    (["render", "a.yaml", "sub/a.yaml"], "would both write"),
    (["render", "a.yaml", "--scale", "0"], "--scale 0.0 is invalid"),
    (["render", "a.yaml", "--style", "fancy"], "fancy"),
    (["render"], "Missing expected argument"),
    (["render", "a.yaml", "-o", "a.yaml"], "is one of the documents"),
  ])
  func usageErrorsExitWith2(_ arguments: [String], message: String) throws {
    let outcome = try ExecutableRunner.run(
      arguments, files: ["a.yaml": Self.plain, "sub/a.yaml": Self.plain])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
    #expect(outcome.createdFiles.isEmpty)
  }
}

/// The key under a diagram: drawn when something went into it, left out by `key: false` or `--no-key`.
struct ExecutableKeyTests {
  /// A row whose second child is laid out 0pt wide: the key explains it.
  static let document = """
    constrainedSize: {min: [200, 0], max: [200, .inf]}
    root:
      name: row
      stack:
        children:
          - {name: title, fill: "#90caf9", style: {flexGrow: 1}, box: {size: [200, 40]}}
          - {name: column, fill: "#ef9a9a", style: {flexBasis: 0, flexGrow: 1}, box: {}}
    """

  @Test func theKeyIsDrawnUnlessTurnedOff() throws {
    let drawn = try ExecutableRunner.run(
      ["render", "a.yaml", "-o", "a.svg"], files: ["a.yaml": Self.document])
    #expect(drawn.status == 0)
    let withKey = String(decoding: drawn.contents["a.svg"] ?? Data(), as: UTF8.self)
    let flag = try ExecutableRunner.run(
      ["render", "a.yaml", "-o", "a.svg", "--no-key"], files: ["a.yaml": Self.document])
    let withoutKey = String(decoding: flag.contents["a.svg"] ?? Data(), as: UTF8.self)
    let off = try ExecutableRunner.run(
      ["render", "a.yaml", "-o", "a.svg"], files: ["a.yaml": "key: false\n" + Self.document])
    let keyFalse = String(decoding: off.contents["a.svg"] ?? Data(), as: UTF8.self)
    #expect(withKey.count > withoutKey.count)
    #expect(withoutKey == keyFalse)
    #expect(!withoutKey.isEmpty)
  }
}

/// `render --view` and a document's `views:`: one image per view beside where the one image would go.
struct ExecutableViewTests {
  static let card = "constrainedSize: [40, 20]\nroot: {name: card, fill: red, box: {}}\n"

  @Test func eachViewIsAnImageOfItsOwn() throws {
    let outcome = try ExecutableRunner.run(
      ["render", "card.yaml", "-o", "card.png", "--view", "structure", "--view", "widths"],
      files: ["card.yaml": Self.card])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.createdFiles == ["card.structure.png", "card.widths.png"])
  }

  @Test func theDocumentsViewsGoToTheOutputFolder() throws {
    let outcome = try ExecutableRunner.run(
      ["render", "card.yaml"], files: ["card.yaml": Self.card + "views: [heights]\n"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.createdFiles == ["Output", "Output/card.heights.png"])
  }

  @Test func anUnknownViewIsAUsageError() throws {
    let outcome = try ExecutableRunner.run(
      ["render", "card.yaml", "--view", "depths"], files: ["card.yaml": Self.card])
    #expect(outcome.status == 2)
    #expect(outcome.createdFiles.isEmpty)
  }

  @Test func viewsAreDiagramsNotPlainImages() throws {
    let outcome = try ExecutableRunner.run(
      ["render", "card.yaml", "--view", "widths", "--style", "plain"], files: ["card.yaml": Self.card])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("--view draws diagrams; it cannot be used with --style plain"))
    #expect(outcome.createdFiles.isEmpty)
  }

  @Test func aViewAskedForTwiceIsDrawnOnce() throws {
    let outcome = try ExecutableRunner.run(
      ["render", "card.yaml", "-o", "card.png", "--view", "heights", "--view", "heights"],
      files: ["card.yaml": Self.card])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.createdFiles == ["card.heights.png"])
  }

  @Test func aPathInAUsageErrorIsEscaped() throws {
    let odd = "x\u{1B}[31m\u{202E}\ny.yaml"
    let outcome = try ExecutableRunner.run(["render", odd, "-o", odd], files: [odd: Self.card])
    #expect(outcome.status == 2)
    #expect(
      outcome.standardError.contains("x\\u{1B}[31m\\u{202E}\\u{A}y.yaml is one of the documents"),
      "\(outcome.standardError)")
  }

}

/// Decoded images are bounded in memory together, not only one by one: a document is measured from its
/// images' headers and each image decoded only while it is drawn (through the run's cache, which lets go
/// when `Budgets.heldImagePixels` has no room), so a document may show more pixels than are held at once;
/// the run's decoding is bounded by `Budgets.runPixels`, charged before anything is decoded.
struct HeldImagePixelsTests {
  /// 2,400 × 2,400 pixels: two fit within `Budgets.heldImagePixels`, three do not.
  static let side = 2_400

  @Test func twoImagesFitTheHeldPixelsAndThreeDoNot() {
    #expect(2 * Self.side * Self.side <= Budgets.heldImagePixels)
    #expect(3 * Self.side * Self.side > Budgets.heldImagePixels)
  }

  static func files(_ count: Int) throws -> [String: Data] {
    let png = try Bitmap(width: side, height: side, fill: .white).pngData()
    return Dictionary(uniqueKeysWithValues: (0..<count).map { ("photo\($0).png", png) })
  }

  static func document(showing indices: Range<Int>) -> String {
    let images = indices.map { "{image: {path: photo\($0).png, scale: 100}}" }
    return "root: {stack: {direction: horizontal, children: [\(images.joined(separator: ", "))]}}\n"
  }

  @Test func aDocumentShowingMorePixelsThanAreHeldAtOnceIsDrawnOneImageAtATime() throws {
    var binaryFiles = try Self.files(3)
    binaryFiles["three.yaml"] = Data(Self.document(showing: 0..<3).utf8)
    let outcome = try ExecutableRunner.run(
      ["render", "three.yaml", "-o", "three.png"], binaryFiles: binaryFiles)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.createdFiles.contains("three.png"))
  }

  @Test func documentsShowingOneLargeImageEachAreCheckedAndRenderedInOneRun() throws {
    var binaryFiles = try Self.files(4)
    for index in 0..<4 {
      binaryFiles["doc\(index).yaml"] = Data(Self.document(showing: index..<index + 1).utf8)
    }
    let documents = (0..<4).map { "doc\($0).yaml" }
    let lint = try ExecutableRunner.run(["lint"] + documents, binaryFiles: binaryFiles)
    #expect(lint.status == 0, "\(lint.standardError)")
    let outcome = try ExecutableRunner.run(
      ["render"] + documents + ["-o", "images"], binaryFiles: binaryFiles)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect((0..<4).allSatisfy { outcome.createdFiles.contains("images/doc\($0).png") })
  }

  @Test func canvasesAreBoundedOneByOneNotByTheRunsDecodingBudget() throws {
    // Seven canvases just within one image's budget pass the run's budget together, and draw no image file.
    let side = Int(Double(Budgets.imagePixels).squareRoot()) - 1
    let count = Budgets.runPixels / (side * side) + 1
    var files: [String: String] = [:]
    for index in 0..<count {
      files["doc\(index).yaml"] =
        "style: plain\nscale: 1\nroot: {fill: \"#039be5\", box: {size: [\(side), \(side)]}}\n"
    }
    let outcome = try ExecutableRunner.run(
      ["render"] + (0..<count).map { "doc\($0).yaml" } + ["-o", "out"], files: files)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.createdFiles.filter { $0.hasSuffix(".png") }.count == count)
  }

  @Test func moreImagePixelsThanARunDecodesAreRefusedBeforeAnyIsDecoded() throws {
    // Each document shows one image, within a figure's budget; together they pass the run's.
    let count = Budgets.runPixels / (Self.side * Self.side) + 1
    var binaryFiles = try Self.files(count)
    for index in 0..<count {
      binaryFiles["doc\(index).yaml"] = Data(Self.document(showing: index..<index + 1).utf8)
    }
    let documents = (0..<count).map { "doc\($0).yaml" }
    let outcome = try ExecutableRunner.run(
      ["render"] + documents + ["-o", "images"], binaryFiles: binaryFiles)
    #expect(outcome.status == 2)
    #expect(
      outcome.standardError.contains("the run's images pass \(Budgets.runPixels) pixels in all"),
      "\(outcome.standardError)")
    #expect(!outcome.createdFiles.contains { $0.hasSuffix(".png") && $0.hasPrefix("images/") })
  }

  @Test func moreImagePixelsThanAFigureDrawsAreRefusedBeforeAnyIsDecoded() throws {
    // One file, decoded once, drawn by more leaves than the figure's budget allows.
    let count = Budgets.figureImagePixels / (Self.side * Self.side) + 1
    var binaryFiles = try Self.files(1)
    let leaves = Array(repeating: "{image: {path: photo0.png, scale: 100}}", count: count)
    binaryFiles["many.yaml"] = Data(
      "root: {stack: {direction: horizontal, children: [\(leaves.joined(separator: ", "))]}}\n".utf8)
    let outcome = try ExecutableRunner.run(
      ["render", "many.yaml", "-o", "many.png"], binaryFiles: binaryFiles)
    #expect(outcome.status == 2)
    #expect(
      outcome.standardError.contains(
        "the figure's images draw more than \(Budgets.figureImagePixels) pixels"),
      "\(outcome.standardError)")
    #expect(!outcome.createdFiles.contains("many.png"))
  }
}

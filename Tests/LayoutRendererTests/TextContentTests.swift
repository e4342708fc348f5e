import DiagramValues
import Foundation
import ImageDiff
@testable import LayoutRenderer
import RenderTestSupport
import Testing
import TextureLayout

/// Text measured by Pango: wrapping, line limits, truncation and the baselines reported to the engine.
struct TextContentTests {
  let unlimited = CGSize(width: CGFloat.infinity, height: .infinity)
  let sentence = "The quick brown fox jumps over the lazy dog and keeps running far away"

  @Test func oneLineOfDejaVuSans14HasTheFontsAscentAndDescent() throws {
    let text = PangoTextContent(string: "Hello", font: "DejaVu Sans 14")
    let size = text.sizeThatFits(unlimited)
    let baselines = try #require(text.baselines)
    // DejaVu Sans: ascent 0.928 em and descent 0.236 em, so about 13 and 3.3 points at 14pt.
    #expect((12.5...13.5).contains(baselines.ascender))
    #expect((-3.8 ... -2.8).contains(baselines.descender))
    #expect(abs(baselines.ascender - baselines.descender - size.height) < 0.01)
    #expect((30...45).contains(size.width))
  }

  @Test func textWrapsWithinTheConstrainedWidth() {
    let text = PangoTextContent(string: sentence, font: "DejaVu Sans 14")
    let oneLine = text.sizeThatFits(unlimited)
    let wrapped = text.sizeThatFits(CGSize(width: 120, height: CGFloat.infinity))
    #expect(oneLine.width > 120)
    #expect(wrapped.width <= 120)
    #expect(wrapped.width > 60)
    #expect(wrapped.height > 3 * oneLine.height - 0.01)
  }

  @Test func maxLinesLimitsTheHeightAndTruncates() {
    let lineHeight = PangoTextContent(string: "Hello", font: "DejaVu Sans 14").sizeThatFits(unlimited).height
    let text = PangoTextContent(string: sentence, font: "DejaVu Sans 14", maxLines: 2)
    let size = text.sizeThatFits(CGSize(width: 120, height: CGFloat.infinity))
    #expect(abs(size.height - 2 * lineHeight) < 0.01)
    #expect(size.width <= 120)
  }

  @Test func clippingKeepsWholeLinesWithoutAnEllipsis() {
    let lineHeight = PangoTextContent(string: "Hello", font: "DejaVu Sans 14").sizeThatFits(unlimited).height
    let text = PangoTextContent(string: sentence, font: "DejaVu Sans 14", maxLines: 3, truncation: .clip)
    let size = text.sizeThatFits(CGSize(width: 120, height: CGFloat.infinity))
    #expect(abs(size.height - 3 * lineHeight) < 0.01)
  }

  @Test(arguments: TextTruncation.allCases)
  func everyTruncationOnOneLineFitsTheWidth(_ truncation: TextTruncation) {
    let lineHeight = PangoTextContent(string: "Hello", font: "DejaVu Sans 14").sizeThatFits(unlimited).height
    let text = PangoTextContent(string: sentence, font: "DejaVu Sans 14", maxLines: 1, truncation: truncation)
    let size = text.sizeThatFits(CGSize(width: 80, height: CGFloat.infinity))
    #expect(size.width <= 80)
    #expect(size.width > 40)
    #expect(abs(size.height - lineHeight) < 0.01)
  }

  @Test func multilineTextKeepsTheFirstAscenderAndLastDescender() throws {
    let single = try #require(PangoTextContent(string: "Hello", font: "DejaVu Sans 14").baselines)
    let multiline = try #require(
      PangoTextContent(string: "Hello\nWorld\nAgain", font: "DejaVu Sans 14").baselines)
    #expect(abs(multiline.ascender - single.ascender) < 0.01)
    #expect(abs(multiline.descender - single.descender) < 0.01)
  }

  @Test func aLargerFontMeasuresLarger() throws {
    let small = PangoTextContent(string: "Hello", font: "DejaVu Sans 10")
    let large = PangoTextContent(string: "Hello", font: "DejaVu Sans 20")
    let ratio = large.sizeThatFits(unlimited).width / small.sizeThatFits(unlimited).width
    #expect(abs(ratio - 2) < 0.05)
    let largeAscender = try #require(large.baselines).ascender
    let smallAscender = try #require(small.baselines).ascender
    #expect(largeAscender > smallAscender)
  }

  @Test func anEmptyStringMeasuresZero() {
    let text = PangoTextContent(string: "")
    #expect(text.sizeThatFits(unlimited) == .zero)
    #expect(text.baselines == nil)
  }

  @Test func aTextNodeReportsItsBaselinesAndSizeToTheEngine() throws {
    let content = PangoTextContent(string: sentence, font: "DejaVu Sans 14")
    let node = DisplayNode(content: content)
    #expect(node.style.ascender == content.baselines?.ascender)
    #expect(node.style.descender == content.baselines?.descender)
    let range = try SizeRange(validatingMin: .zero, max: CGSize(width: 150, height: 1000))
    let layout = calculateRootLayout(node, sizeRange: range, pixelGrid: .retina)
    let measured = content.sizeThatFits(CGSize(width: 150, height: 1000))
    #expect(layout.size == PixelGrid.retina.ceil(measured))
    #expect(layout.size.width <= 150)
  }

  @Test func measuringFromManyTasksAtOnceGivesTheSameSizes() async {
    let widths: [CGFloat] = [60, 90, 120, 150, 180, 210, 240, 270]
    let expected = widths.map {
      PangoTextContent(string: sentence).sizeThatFits(CGSize(width: $0, height: CGFloat.infinity))
    }
    let measured = await withTaskGroup(of: (Int, CGSize).self) { group in
      for round in 0..<4 {
        for (index, width) in widths.enumerated() {
          group.addTask {
            let size = PangoTextContent(string: sentence).sizeThatFits(
              CGSize(width: width, height: CGFloat.infinity))
            _ = round
            return (index, size)
          }
        }
      }
      var results: [Int: [CGSize]] = [:]
      for await (index, size) in group { results[index, default: []].append(size) }
      return results
    }
    for (index, sizes) in measured {
      #expect(sizes.allSatisfy { $0 == expected[index] })
    }
  }

  @Test func rightAlignedTextInkSitsOnTheRightOfItsFrame() throws {
    let content = PangoTextContent(string: "Hi", font: "DejaVu Sans 14", alignment: .right)
    let node = DisplayNode(content: content)
    node.style.width = try .points(100)
    let layout = calculateRootLayout(node, sizeRange: .unconstrained, pixelGrid: .retina)
    let renderer = LayoutRenderer(options: RenderOptions(style: .plain))
    let image = try Bitmap(png: try renderer.pngData(layout))
    #expect(image.width == 200)
    let inkColumns = (0..<image.width).filter { x in
      (0..<image.height).contains { image[x, $0].alpha > 0 }
    }
    #expect(try #require(inkColumns.first) > 150)
    #expect(try #require(inkColumns.last) < 200)
  }
}

/// A run of letters too long for any line gets break opportunities that draw nothing, so that Pango wraps
/// it in linear time.
struct UnbrokenRunTests {
  @Test func aRunPastTheLimitGetsAZeroWidthSpaceEachSegment() {
    let count = 2 * PangoTextContent.longestUnbrokenRun + 5
    let run = String(repeating: "x", count: count)
    let broken = PangoTextContent.breakable(run)
    let segment = PangoTextContent.segmentOfLongRun
    #expect(broken.unicodeScalars.filter { $0 == "\u{200B}" }.count == (count - 1) / segment)
    #expect(broken.replacingOccurrences(of: "\u{200B}", with: "") == run)
    // A real word beside the long run is left whole.
    let mixed = "word " + run
    #expect(PangoTextContent.breakable(mixed).hasPrefix("word x"))
  }

  @Test func wordsAndRunsWithinTheLimitAreLeftAlone() {
    let words = Array(repeating: String(repeating: "y", count: PangoTextContent.longestUnbrokenRun), count: 3)
      .joined(separator: " ")
    #expect(PangoTextContent.breakable(words) == words)
  }

  @Test func spacesThatForbidABreakDoNotEndARun() {
    // A no-break space is white space, yet no line breaks at it: words joined by them are one run.
    let joined = Array(repeating: "a", count: 3 * PangoTextContent.longestUnbrokenRun).joined(
      separator: "\u{00A0}")
    let broken = PangoTextContent.breakable(joined)
    #expect(broken.unicodeScalars.contains("\u{200B}"))
    #expect(broken.replacingOccurrences(of: "\u{200B}", with: "") == joined)
  }

  @Test func aBreakIsNeverPutBetweenACharacterAndItsMarks() {
    let run = String(repeating: "e\u{0301}\u{0327}", count: PangoTextContent.longestUnbrokenRun)
    let scalars = Array(PangoTextContent.breakable(run).unicodeScalars)
    let breaks = scalars.indices.filter { scalars[$0] == "\u{200B}" }
    #expect(!breaks.isEmpty)
    #expect(breaks.allSatisfy { scalars[$0 + 1] == "e" })
  }

  @Test func aHundredThousandLettersWrapIntoTheirColumn() {
    let text = PangoTextContent(string: String(repeating: "x", count: 100_000), font: "DejaVu Sans 14")
    let size = text.sizeThatFits(CGSize(width: 100, height: CGFloat.infinity))
    #expect(size.width <= 100 && size.width > 80)
    #expect(size.height > 100_000)
  }
}

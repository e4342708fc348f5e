import Foundation
import Testing

@testable import TextureLayout

/// The facts of Texture's `ASDimensionTests`, the parse rules of `ASDimension.mm`, and the native API's errors.
@Suite struct DimensionTests {
  /// `testCreatingDimensionUnitAutos`: "" and "auto" parse as auto. (`ASDimensionMake(Auto, 100)` only raises in
  /// Texture's assertion builds; the release value, kept here, is auto.)
  @Test func creatingDimensionUnitAutos() {
    #expect(ASDimensionMake(.auto, 0) == ASDimensionAuto)
    #expect(ASDimensionMake("") == ASDimensionAuto)
    #expect(ASDimensionMake("auto") == ASDimensionAuto)
    #expect(ASDimensionMake(.auto, 100) == ASDimensionAuto)
  }

  /// `testCreatingDimensionUnitFraction`: "50%" is the fraction 0.5.
  @Test func creatingDimensionUnitFraction() {
    #expect(ASDimensionMake("50%") == ASDimensionMake(.fraction, 0.5))
    #expect(NSStringFromASDimension(ASDimensionMake("50%")) == "50%")
  }

  /// `testCreatingDimensionUnitPoints`: "100pt" is 100 points.
  @Test func creatingDimensionUnitPoints() {
    #expect(ASDimensionMake("100pt") == ASDimensionMake(.points, 100))
    #expect(NSStringFromASDimension(ASDimensionMake("100pt")) == "100pt")
    #expect(NSStringFromASDimension(ASDimensionAuto) == "Auto")
  }

  /// The header's example: "0.5pt" is half a point; a bare number is points.
  @Test func fractionalPointsAndBareNumbers() {
    #expect(ASDimensionMake("0.5pt") == ASDimensionMakeWithPoints(0.5))
    #expect(ASDimensionMake(70) == ASDimensionMake(.points, 70))
  }

  /// Texture's `ASDimensionMake(NSString)` falls back to auto for text it does not understand, and reads a
  /// malformed number before a unit as its leading digits (`doubleValue`); it never fails.
  @Test(arguments: [
    ("70", ASDimensionAuto), ("seventy", ASDimensionAuto), ("50 percent", ASDimensionAuto),
    ("abcpt", ASDimensionMakeWithPoints(0)), ("12abc%", ASDimensionMakeWithFraction(0.12)),
  ])
  func compatibleParseFallsBackLikeTexture(text: String, expected: ASDimension) {
    #expect(ASDimensionMake(text) == expected)
  }

  /// The native parse accepts the same well-formed text.
  @Test func nativeParse() throws {
    #expect(try Dimension("50%") == .fraction(0.5))
    #expect(try Dimension("70pt") == .points(70))
    #expect(try Dimension("auto") == .auto)
    #expect(try Dimension("0.5pt").value == 0.5)
  }

  /// The native parse reports malformed text, or a number out of range, as an error naming the value, instead
  /// of falling back to auto.
  @Test(arguments: [
    ("", "\"\""), ("70", "\"70\""), ("seventy", "\"seventy\""), ("abcpt", "\"abcpt\""),
    ("12abc%", "\"12abc%\""),
    ("pt", "\"pt\""), ("nanpt", "\"nanpt\""), ("-5pt", "-5"), ("150%", "150%"),
  ])
  func nativeParseRejectsBadText(text: String, named: String) {
    #expect(throws: LayoutValueError.self) { try Dimension(text) }
    do {
      _ = try Dimension(text)
    } catch {
      #expect(error.description.contains(named), "\(error)")
    }
  }

  /// NaN, negative and infinite values are errors naming the value; nothing crashes.
  @Test func nativeConstructorsRejectBadNumbers() {
    #expect(throws: LayoutValueError.notANumber(what: "points")) { try Dimension.points(.nan) }
    #expect(throws: LayoutValueError.invalidPoints(-1, what: "points")) { try Dimension.points(-1) }
    #expect(throws: LayoutValueError.invalidPoints(.infinity, what: "points")) {
      try Dimension.points(.infinity)
    }
    #expect(throws: LayoutValueError.fractionOutOfRange(1.5)) { try Dimension.fraction(1.5) }
    #expect(throws: LayoutValueError.notANumber(what: "fraction")) { try Dimension.fraction(.nan) }
    #expect(LayoutValueError.invalidPoints(-1, what: "points").description.contains("-1"))
    #expect(LayoutValueError.fractionOutOfRange(1.5).description.contains("1.5"))
  }

  /// Sizes: NaN, negative and inverted ranges are errors naming the value.
  @Test func sizeRangeRejectsBadSizes() {
    #expect(throws: LayoutValueError.notANumber(what: "minimum width")) {
      try SizeRange(validatingMin: CGSize(width: CGFloat.nan, height: 0), max: CGSize(width: 10, height: 10))
    }
    #expect(throws: LayoutValueError.invalidPoints(-3, what: "maximum height")) {
      try SizeRange(validatingMin: .zero, max: CGSize(width: 10, height: -3))
    }
    #expect(throws: LayoutValueError.self) {
      try SizeRange(validatingMin: CGSize(width: 20, height: 0), max: CGSize(width: 10, height: 10))
    }
    #expect(throws: LayoutValueError.self) { try SizeRange.exact(CGSize(width: -1, height: 1)) }
    let message = LayoutValueError.minimumExceedsMaximum(
      min: CGSize(width: 20, height: 0), max: CGSize(width: 10, height: 10)
    ).description
    #expect(message.contains("[20, 0]") && message.contains("[10, 10]"))
  }

  /// Resolving: points as they are, a fraction of the parent, auto (and a fraction of an undefined, NaN,
  /// parent: our deliberate choice, where Texture lets NaN flow on) as the auto size.
  @Test func resolving() throws {
    #expect(try Dimension.points(70).resolve(parentSize: 300, autoSize: 5) == 70)
    #expect(try Dimension.fraction(0.5).resolve(parentSize: 300, autoSize: 5) == 150)
    #expect(Dimension.auto.resolve(parentSize: 300, autoSize: 5) == 5)
    #expect(try Dimension.fraction(0.5).resolve(parentSize: .nan, autoSize: 5) == 5)
    #expect(ASDimensionResolve(ASDimensionMake("50%"), ASLayoutElementParentDimensionUndefined, 7) == 7)
  }
}

/// The facts of `ASDimensionTests`' size-range intersections: where the ranges don't overlap, the receiver wins.
@Suite struct SizeRangeIntersectTests {
  @Test(arguments: [
    (range(0, 0, 10, 10), range(7, 7, 15, 15), range(7, 7, 10, 10)),
    (range(2, 2, 8, 8), range(0, 0, 10, 10), range(2, 2, 8, 8)),
    (range(0, 0, 10, 10), range(2, 2, 8, 8), range(2, 2, 8, 8)),
    (range(0, 0, 5, 5), range(10, 10, 15, 15), range(5, 5, 5, 5)),
    (range(10, 10, 15, 15), range(0, 0, 5, 5), range(10, 10, 10, 10)),
  ])
  func intersect(receiver: SizeRange, other: SizeRange, expected: SizeRange) {
    #expect(ASSizeRangeIntersect(receiver, other) == expected)
  }

  /// Each axis on its own: overlapping widths, disjoint heights.
  @Test func axesAreIndependent() {
    #expect(range(0, 0, 10, 5).intersect(range(4, 10, 20, 20)) == range(4, 5, 10, 5))
  }

  @Test func clamp() {
    #expect(range(10, 10, 20, 20).clamp(CGSize(width: 5, height: 30)) == CGSize(width: 10, height: 20))
  }
}

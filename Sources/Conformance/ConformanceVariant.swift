import Foundation

/// A way of running a case: as written, or a variant the runner derives from it with an expectation it
/// can compute from the case's own.
public enum ConformanceVariant: Hashable, Sendable, CustomStringConvertible {
  /// The document as written (scale 2, the contract's default, as Texture's reference images).
  case asWritten
  /// The document at another screen scale. Derived only for cases whose expected frames are whole points,
  /// and whose numbers are all whole: Texture's pixel ceiling then leaves every value as it is, unless a
  /// fraction on the way was ceiled to a whole point, which a case marks `# scale-dependent: REASON`.
  case scale(Int)
  /// Every stack's `horizontal` direction made `horizontalReverse`, its children's expected frames
  /// mirrored inside the stack's width, as the contract defines the reverse direction. Derived only for
  /// cases whose stacks are all horizontal and whose frames are whole points.
  case horizontalReverse

  public var description: String {
    switch self {
    case .asWritten: "as written"
    case .scale(let scale): "scale \(scale)"
    case .horizontalReverse: "horizontalReverse"
    }
  }

  /// The variants that apply to a case with this document text and these expected frames, as written
  /// first.
  static func variants(document text: String, expected: FramesTree, scaleDependent: Bool)
    -> [ConformanceVariant]
  {
    guard expected.isWholePoints, Self.numbers(in: text).allSatisfy({ $0 == $0.rounded() }) else {
      return [.asWritten]
    }
    var variants: [ConformanceVariant] = scaleDependent ? [.asWritten] : [.asWritten, .scale(1), .scale(3)]
    let directions = Self.directions(in: text)
    if !directions.isEmpty, directions.allSatisfy({ $0 == "horizontal" }) {
      variants.append(.horizontalReverse)
    }
    return variants
  }

  /// The variant's document, from the case's.
  func document(from text: String) -> String {
    switch self {
    case .asWritten: text
    // Added after the case's own lines, so that an error's line in the variant is its line in the case.
    case .scale(let scale): text + (text.hasSuffix("\n") || text.isEmpty ? "" : "\n") + "scale: \(scale)\n"
    case .horizontalReverse:
      text.replacingOccurrences(of: "direction: horizontal\n", with: "direction: horizontalReverse\n")
    }
  }

  /// The variant's expected frames, from the case's.
  func expected(from frames: FramesTree) -> FramesTree {
    switch self {
    case .asWritten, .scale: frames
    case .horizontalReverse: FramesTree(size: frames.size, root: frames.root.mirroringStackChildren())
    }
  }

  /// The values of every `direction:` key in a document.
  private static func directions(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("direction:") else { return nil }
      return trimmed.dropFirst("direction:".count).trimmingCharacters(in: .whitespaces)
    }
  }

  /// Every number written in a document's non-comment lines.
  private static func numbers(in text: String) -> [Double] {
    text.split(separator: "\n").filter { !$0.hasPrefix("#") }.flatMap { line in
      line.split(whereSeparator: { !("0123456789.-e".contains($0)) }).compactMap { Double($0) }
    }
  }
}

#if os(Linux) && canImport(AsyncDisplayKit)
  import AsyncDisplayKit
  import DiagramValues
  import Foundation
  import LayoutRenderer

  /// Checks a Texture node against its reference image, as a team's snapshot test of its node classes
  /// does: the node is laid out as Texture would (`layoutThatFits`, so `didLoad()` has run and managed
  /// subnodes are in place) at `width` (and `height`, when given; else as tall as it needs), then rendered in
  /// `style`: plain paints what a layout review shows (background colors, borders, text, image and
  /// placeholder boxes), diagram adds outlines, the names of the properties holding the nodes, and
  /// `annotations`. The reference is named after the test, the style and the width
  /// (`feedCell.plain-320`) unless `name` is given, so that one test can check several widths. A failure is recorded in Swift Testing or XCTest, with the
  /// evidence attached in Swift Testing.
  @discardableResult
  public func assertLayoutSnapshot(
    of node: ASDisplayNode, width: CGFloat, height: CGFloat? = nil, style: DiagramStyle = .plain,
    annotations: Set<AnnotationKind> = [.size], named name: String? = nil, record: Bool? = nil,
    snapshotDirectory: URL? = nil, artifactsDirectory: URL? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
    column: UInt = #column
  ) -> LayoutSnapshotResult {
    let range = SizeRange(
      uncheckedMin: CGSize(width: width, height: height ?? 0),
      max: CGSize(width: width, height: height ?? .infinity))
    return assertLayoutSnapshot(
      of: node, sizeRange: range, style: style, annotations: annotations,
      named: name ?? "\(ValueName.test(function)).\(style.rawValue)-\(ValueName.points(width))",
      record: record,
      snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory, fileID: fileID,
      filePath: filePath, function: function, line: line, column: column)
  }

  /// `assertLayoutSnapshot(of:width:…)` for any size range.
  @discardableResult
  public func assertLayoutSnapshot(
    of node: ASDisplayNode, sizeRange: SizeRange, style: DiagramStyle = .plain,
    annotations: Set<AnnotationKind> = [.size], named name: String? = nil, record: Bool? = nil,
    snapshotDirectory: URL? = nil, artifactsDirectory: URL? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
    column: UInt = #column
  ) -> LayoutSnapshotResult {
    node.layoutThatFits(sizeRange)
    let appearance = node.layoutAppearance
    let snapshot =
      style == .plain
      ? LayoutSnapshot.plain(sizeRange: sizeRange, background: .white, appearance: appearance)
      : LayoutSnapshot.diagram(sizeRange: sizeRange, annotations: annotations, appearance: appearance)
    return assertLayoutSnapshot(
      of: node, as: snapshot, named: name, record: record, snapshotDirectory: snapshotDirectory,
      artifactsDirectory: artifactsDirectory, fileID: fileID, filePath: filePath, function: function,
      line: line, column: column)
  }

  /// How a test and a width read in a reference's name: `feedCell`, `375`, `320.5`.
  private enum ValueName {
    static func test(_ function: String) -> String {
      String(function.prefix { $0 != "(" })
    }

    static func points(_ value: CGFloat) -> String {
      value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }
  }
#endif

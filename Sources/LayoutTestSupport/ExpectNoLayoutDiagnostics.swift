import Foundation
import LayoutDiagnostics
import TextureLayout

/// Lays `element` out in `sizeRange` with sizing records, runs the layout diagnostics, and records a test
/// failure (an issue in Swift Testing, `XCTFail` in XCTest) listing every finding at `severity` or worse
/// whose rule is not in `allowing`: for teams that want CI to fail on a zero-sized node, an ignored size or
/// cut text before anyone looks at a snapshot. Returns the diagnosis for further checks.
///
/// ```swift
/// let phoneWidth = SizeRange(uncheckedMin: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: .infinity))
/// expectNoLayoutDiagnostics(of: cell, in: phoneWidth)
/// ```
@discardableResult
public func expectNoLayoutDiagnostics(
  of element: any LayoutElement, in sizeRange: SizeRange, parentSize: CGSize? = nil,
  failingOn severity: DiagnosticSeverity = .warning, allowing allowed: Set<DiagnosticRule> = [],
  pixelGrid: PixelGrid = .current, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> LayoutDiagnosis {
  let recorded = calculateRecordedRootLayout(
    element, sizeRange: sizeRange, parentSize: parentSize, pixelGrid: pixelGrid)
  let diagnosis = LayoutDiagnosis(recorded)
  let failing = diagnosis.elements.flatMap { item in
    item.diagnostics.filter { $0.severity <= severity && !allowed.contains($0.rule) }.map {
      (item.element, $0)
    }
  }
  if !failing.isEmpty {
    let lines = failing.map { element, diagnostic in
      let name = element.debugName.map { "'\($0)'" } ?? "unnamed element"
      return "\(name): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule.rawValue)]"
        + (diagnostic.hint.isEmpty ? "" : "\n  fix: \(diagnostic.hint)")
    }
    let count = failing.count == 1 ? "1 layout diagnostic" : "\(failing.count) layout diagnostics"
    reportTestFailure(
      "\(count):\n" + lines.joined(separator: "\n"), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
  return diagnosis
}

import Foundation
import TextureLayout

/// The diagnostics of a recorded layout: every rule run over every element's sizing record, with no second
/// layout. Findings are listed per element, in tree order, each element's in the rules' order.
public struct LayoutDiagnosis: Sendable {
  /// One element's findings.
  public struct ElementFindings: Sendable {
    /// The element.
    public let element: any LayoutElement
    /// What the rules found, at least one.
    public let diagnostics: [LayoutDiagnostic]
  }

  /// The elements with findings, in tree order.
  public let elements: [ElementFindings]
  private let positions: [ObjectIdentifier: Int]

  /// Runs every rule over `recorded`.
  public init(_ recorded: RecordedLayout) {
    self.init(layout: recorded.layout, records: recorded.records)
  }

  /// Runs every rule over `layout` and its sizing records.
  public init(layout: Layout, records: SizingRecords) {
    let tree = DiagnosedTree(layout: layout, records: records)
    var elements: [ElementFindings] = []
    var positions: [ObjectIdentifier: Int] = [:]
    for index in tree.indices {
      let findings = DiagnosedTree.checks.flatMap { $0.findings(at: index, in: tree) }
      guard !findings.isEmpty else { continue }
      positions[ObjectIdentifier(tree[index].element)] = elements.count
      elements.append(ElementFindings(element: tree[index].element, diagnostics: findings))
    }
    self.elements = elements
    self.positions = positions
  }

  /// The findings about `element`; empty when there are none.
  public subscript(element: any LayoutElement) -> [LayoutDiagnostic] {
    positions[ObjectIdentifier(element)].map { elements[$0].diagnostics } ?? []
  }

  /// Every finding.
  public var all: [LayoutDiagnostic] { elements.flatMap(\.diagnostics) }

  /// Whether no rule found anything.
  public var isEmpty: Bool { elements.isEmpty }
}

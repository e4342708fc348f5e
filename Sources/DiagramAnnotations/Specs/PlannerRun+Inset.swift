import DiagramValues
import Foundation
import TextureLayout

extension PlannerRun {
  /// Each inset spec's insets, an arrow and value per edge that has one.
  mutating func addInsets() {
    let groups = equalInsetGroups()
    for index in elements.indices
    where elements[index].spec == .inset && shows(.insets, index)
      && admits([.insets], .authored, about: [index])
    {
      guard let child = elements[index].children.first else { continue }
      canvas.subject = index
      let outer = elements[index].frame
      let inner = elements[child].frame
      var insets: EdgeInsets?
      if case .insets(let recorded) = elements[index].sizing?.contribution { insets = recorded }
      let distances = Edge.allCases.map { distanceOf($0, outer: outer, inner: inner) }
      let values = Edge.allCases.map { edge in
        insets.map { value(of: edge, in: $0) } ?? distanceOf(edge, outer: outer, inner: inner)
      }
      // Equal insets of elements alike (each tile of a row, its padding) are said once, on the first:
      // `8pt top and bottom, each of 3`; the others' would repeat it.
      let alike =
        nearestStack(above: index).flatMap { groups[AlikeInsets(row: $0, values: values)] } ?? [index]
      if alike.first != index {
        for edge in Edge.allCases {
          let (from, to) = edge.band(outer: outer, inner: inner)
          shownExtents.insert(Extent(edge.axis, from, to))
        }
        continue
      }
      let each = alike.count > 1 ? ", each of \(alike.count)" : ""
      // Four equal finite insets are one value: said once, on the top edge, as `12pt each edge`.
      if values.allSatisfy({ $0 == values[0] && $0.isFinite && $0 > 0 }),
        distances.allSatisfy({ abs($0 - values[0]) < 0.01 })
      {
        // Said at the edge the inset's drawn content lies nearest (a badge in the bottom-right corner is
        // kept off the bottom and the right), where the reader looks for it; the top when none is nearer.
        let drawn = descendants(of: index).filter { elements[$0].hasContent || elements[$0].hasFill }
          .map { elements[$0].frame }
        let gaps = Edge.allCases.map { edge in
          drawn.map { frame in distanceOf(edge, outer: inner, inner: frame) }.min() ?? .infinity
        }
        let nearest = Edge.allCases.indices.min { gaps[$0] < gaps[$1] - 0.5 }.map { Edge.allCases[$0] }
        placeBand(
          outer: outer, inner: inner, edge: nearest ?? .top,
          text: "\(ValueText.points(values[0])) each edge\(each)",
          role: .annotation(.insets), what: "insets of \(describe(index))")
        for edge in Edge.allCases {
          let (from, to) = edge.band(outer: outer, inner: inner)
          shownExtents.insert(Extent(edge.axis, from, to))
        }
        continue
      }
      // Opposite edges that agree are one value each: `8pt top and bottom`, `12pt left and right`.
      if values[0] == values[2], values[1] == values[3], values.allSatisfy({ $0.isFinite && $0 > 0 }),
        abs(distances[0] - values[0]) < 0.01, abs(distances[2] - values[2]) < 0.01,
        abs(distances[1] - values[1]) < 0.01, abs(distances[3] - values[3]) < 0.01
      {
        placeBand(
          outer: outer, inner: inner, edge: .top,
          text: "\(ValueText.points(values[0])) top and bottom\(each)",
          role: .annotation(.insets), what: "top and bottom insets of \(describe(index))")
        placeBand(
          outer: outer, inner: inner, edge: .left,
          text: "\(ValueText.points(values[1])) left and right\(each)",
          role: .annotation(.insets), what: "left and right insets of \(describe(index))")
        for edge in [Edge.bottom, .right] {
          let (from, to) = edge.band(outer: outer, inner: inner)
          shownExtents.insert(Extent(edge.axis, from, to))
        }
        continue
      }
      for edge in Edge.allCases {
        let distance = distanceOf(edge, outer: outer, inner: inner)
        let inset = insets.map { value(of: edge, in: $0) } ?? distance
        guard distance > 0.01 || inset != 0 else { continue }
        placeBand(
          outer: outer, inner: inner, edge: edge, text: ValueText.inset(inset, resolvedTo: distance),
          role: .annotation(.insets), what: "\(edge) inset of \(describe(index))")
      }
    }
  }

  /// Insets alike: of the same values (top, left, bottom, right) under the same nearest stack.
  private struct AlikeInsets: Hashable {
    var row: Int
    var values: [CGFloat]
  }

  /// The inset specs under a stack with the same insets, in tree order, by row and values: elements alike,
  /// whose padding is said once. Found in one walk, since every inset asks.
  private func equalInsetGroups() -> [AlikeInsets: [Int]] {
    var groups: [AlikeInsets: [Int]] = [:]
    for index in elements.indices where elements[index].spec == .inset {
      guard let row = nearestStack(above: index), let child = elements[index].children.first else { continue }
      var recorded: EdgeInsets?
      if case .insets(let insets) = elements[index].sizing?.contribution { recorded = insets }
      let outer = elements[index].frame
      let inner = elements[child].frame
      let values = Edge.allCases.map { edge in
        recorded.map { value(of: edge, in: $0) } ?? distanceOf(edge, outer: outer, inner: inner)
      }
      groups[AlikeInsets(row: row, values: values), default: []].append(index)
    }
    return groups
  }

  /// The nearest stack that holds `index`, if one does.
  func nearestStack(above index: Int) -> Int? {
    var current = elements[index].parent
    while let element = current {
      if mainAxis(of: element) != nil { return element }
      current = elements[element].parent
    }
    return nil
  }

  func distanceOf(_ edge: Edge, outer: CGRect, inner: CGRect) -> CGFloat {
    switch edge {
    case .top: inner.minY - outer.minY
    case .left: inner.minX - outer.minX
    case .bottom: outer.maxY - inner.maxY
    case .right: outer.maxX - inner.maxX
    }
  }

  private func value(of edge: Edge, in insets: EdgeInsets) -> CGFloat {
    switch edge {
    case .top: insets.top
    case .left: insets.left
    case .bottom: insets.bottom
    case .right: insets.right
    }
  }
}

import DiagramValues
import Foundation
import TextureLayout

extension PlannerRun {
  /// Center and relative specs: the margins that place the child, both sides of a centered axis.
  mutating func addCentering() {
    for index in elements.indices where shows(.position, index) {
      guard admits([.position], .effect, about: [index]) else { continue }
      guard elements[index].spec == .center || elements[index].spec == .relative,
        let child = elements[index].children.first
      else { continue }
      canvas.subject = child
      let outer = elements[index].frame
      let inner = elements[child].frame
      var edges: [Edge] = []
      if case .relative(let horizontal, let vertical, _, _) = elements[index].sizing?.contribution {
        if horizontal == .center {
          edges += [.left, .right]
        } else if horizontal == .end {
          edges.append(.left)
        }
        if vertical == .center { edges += [.top, .bottom] } else if vertical == .end { edges.append(.top) }
      } else {
        edges = Edge.allCases
      }
      placeMargins(edges, outer: outer, inner: inner, of: index)
    }
  }

  /// The margins between `inner` and `outer` at `edges`, as positions of `element`. Equal margins on both
  /// sides of an axis say one thing, that the element is centred: once, on the first side, not as two
  /// values that follow from the sizes shown.
  mutating func placeMargins(_ edges: [Edge], outer: CGRect, inner: CGRect, of element: Int) {
    var centred: Set<Edge> = []
    for (first, second) in [(Edge.left, Edge.right), (.top, .bottom)]
    where edges.contains(first) && edges.contains(second) {
      let (a, b) = (
        distanceOf(first, outer: outer, inner: inner), distanceOf(second, outer: outer, inner: inner)
      )
      if a > 0.01, abs(a - b) < 0.005 { centred.formUnion([first, second]) }
    }
    for edge in edges {
      let distance = distanceOf(edge, outer: outer, inner: inner)
      guard distance > 0.01, !(centred.contains(edge) && (edge == .right || edge == .bottom)) else {
        continue
      }
      placeBand(
        outer: outer, inner: inner, edge: edge,
        text: centred.contains(edge) ? "centred" : ValueText.points(distance),
        role: .annotation(.position), what: "\(edge) margin of \(describe(element))")
    }
  }
}

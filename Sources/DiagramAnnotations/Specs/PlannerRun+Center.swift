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

  /// The margins between `inner` and `outer` at `edges`, as positions of `element`.
  mutating func placeMargins(_ edges: [Edge], outer: CGRect, inner: CGRect, of element: Int) {
    for edge in edges {
      let distance = distanceOf(edge, outer: outer, inner: inner)
      guard distance > 0.01 else { continue }
      placeBand(
        outer: outer, inner: inner, edge: edge, text: ValueText.points(distance),
        role: .annotation(.position), what: "\(edge) margin of \(describe(element))")
    }
  }
}

import DocumentRendering
import Foundation
import LayoutDocument
import Testing

/// A document read, laid out, recorded and drawn is freed when its reader lets go of it: its elements, and
/// so the images and texts they hold, do not outlive it. A batch render, a docs build, `--watch` and a test
/// process rendering snapshots all day read one document after another.
struct DocumentLifetimeTests {
  static let roots = [
    "box: {size: [4, 3]}",
    "inset: {insets: {top: 1, left: 1, bottom: 1, right: 1}, child: {box: {size: [4, 3]}}}",
    "stack: {spacing: 2, children: [{box: {size: [4, 3]}}, {text: {string: hi}}]}",
    "stack: {flexWrap: wrap, children: [{box: {size: [4, 3]}}, {style: {flexGrow: 1}, box: {size: [4, 3]}}]}",
    "center: {child: {box: {size: [4, 3]}}}",
    "overlay: {child: {box: {size: [4, 3]}}, overlay: {box: {}}}",
    "background: {child: {box: {size: [4, 3]}}, background: {box: {}}}",
    "ratio: {ratio: 0.5, child: {box: {}}}",
    "wrapper: {child: {stack: {children: [{text: {string: hi}}]}}}",
  ]

  @Test(arguments: roots)
  func aDrawnDocumentIsFreed(root: String) throws {
    weak var element: AnyObject?
    do {
      let document = try DiagramDocument(
        yaml: "constrainedSize: [20, 20]\nroot: {name: subject, \(root)}\n", file: "lifetime.yaml",
        measurer: PangoContentMeasurer())
      element = document.root as AnyObject
      #expect(document.style == .diagram, "the diagram style records the layout")
      _ = try document.image(as: .png)
    }
    #expect(element == nil, "the root element outlives its document")
  }
}

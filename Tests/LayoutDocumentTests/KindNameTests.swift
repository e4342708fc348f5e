import DocumentRendering
import Foundation
import LayoutRenderer
import Testing
import TextureLayout

@testable import LayoutDocument

/// The document's kind names and the names the engine's specs give themselves agree, so that a spec is
/// called the same in a document, a diagram and a message.
struct KindNameTests {
  @Test(arguments: [
    ("stack", "stack: {}"), ("inset", "inset: {child: {box: {}}}"),
    ("overlay", "overlay: {child: {box: {}}, overlay: {box: {}}}"),
    ("background", "background: {child: {box: {}}, background: {box: {}}}"),
    ("center", "center: {child: {box: {}}}"), ("ratio", "ratio: {ratio: 2, child: {box: {}}}"),
    ("relative", "relative: {child: {box: {}}}"), ("absolute", "absolute: {}"),
    ("absolute", "static: {}"), ("corner", "corner: {child: {box: {}}, corner: {box: {}}}"),
    ("wrapper", "wrapper: {child: {box: {}}}"),
  ])
  func aSpecNamesItsKindAsTheDocumentWritesIt(kind: String, element: String) throws {
    let document = try DiagramDocument(
      yaml: "root: {\(element)}", file: "kinds.yaml", baseDirectory: TestPaths.fixtures,
      measurer: PangoContentMeasurer())
    #expect((document.root as? LayoutSpec)?.kindName == kind)
  }
}

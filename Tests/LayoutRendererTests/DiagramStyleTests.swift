import DiagramValues
import Foundation
import LayoutRenderer
import Testing
import TextureLayout

/// Diagram renders compared byte for byte with the reference images in `References/`. A missing reference
/// fails the test; run with `LAYOUT_DIAGRAM_RECORD=1` to write the references (the run then fails too, so
/// that recording is never mistaken for passing).
struct DiagramStyleTests {
  static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("References")
  static let failures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Output/renderer-failures")

  @Test(arguments: ["flex-basis-row", "inset-ratio", "absolute-positions", "vertical-spacing", "text-card"])
  func diagramMatchesItsReference(_ name: String) throws {
    let sample = try #require(try DiagramSample.all().first { $0.name == name })
    let png = try sample.renderer.pngData(sample.layout)
    let reference = Self.references.appendingPathComponent("\(name).png")
    if ProcessInfo.processInfo.environment["LAYOUT_DIAGRAM_RECORD"] == "1" {
      try ImageFile.write(png, to: reference)
      Issue.record("recorded \(reference.path); run again without LAYOUT_DIAGRAM_RECORD")
      return
    }
    guard let expected = try? Data(contentsOf: reference) else {
      Issue.record("no reference at \(reference.path); record it with LAYOUT_DIAGRAM_RECORD=1")
      return
    }
    if png != expected {
      let actual = Self.failures.appendingPathComponent("\(name).png")
      try ImageFile.write(png, to: actual)
      Issue.record("\(name) differs from \(reference.path); the render is at \(actual.path)")
    }
  }
}

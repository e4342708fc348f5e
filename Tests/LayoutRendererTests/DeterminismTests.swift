import Foundation
import LayoutRenderer
import Testing
import TextureLayout

/// The same input gives the same bytes on every run, in both formats.
struct DeterminismTests {
  @Test(arguments: ImageFormat.allCases)
  func renderingTwiceGivesIdenticalBytes(_ format: ImageFormat) throws {
    let first = try DiagramSample.all().map { try $0.renderer.render($0.layout, as: format) }
    let second = try DiagramSample.all().map { try $0.renderer.render($0.layout, as: format) }
    #expect(first.count == 5)
    for (one, other) in zip(first, second) {
      #expect(one == other)
      #expect(one.count > 100)
    }
  }

  @Test func svgIsMeasuredInPointsWithoutADate() throws {
    let sample = try DiagramSample.flexBasisRow()
    let renderer = LayoutRenderer(
      options: RenderOptions(scale: 2, style: .plain), appearance: sample.appearances.lookup)
    let svg = try #require(String(data: try renderer.svgData(sample.layout), encoding: .utf8))
    #expect(svg.contains("width=\"320pt\""))
    #expect(svg.contains("height=\"80pt\""))
    #expect(!svg.contains("2026"))
  }

  @Test func renderingFromManyTasksAtOnceGivesTheSameBytes() async throws {
    let expected = try DiagramSample.all().map { try $0.renderer.pngData($0.layout) }
    let rendered = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
      for round in 0..<3 {
        for index in expected.indices {
          group.addTask {
            _ = round
            let sample = try DiagramSample.all()[index]
            return (index, try sample.renderer.pngData(sample.layout))
          }
        }
      }
      var results: [(Int, Data)] = []
      for try await result in group { results.append(result) }
      return results
    }
    #expect(rendered.count == 15)
    for (index, png) in rendered {
      #expect(png == expected[index])
    }
  }
}

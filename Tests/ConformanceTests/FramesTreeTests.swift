import Conformance
import Foundation
import Testing

/// Reading, comparing and mirroring frames trees, the runner's own arithmetic.
@Suite struct FramesTreeTests {
  static let json = """
    {"size": {"width": 100, "height": 20},
     "root": {"kind": "stack", "name": "row", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}, "children": [
        {"kind": "box", "name": "a", "frame": {"x": 0, "y": 0, "width": 30, "height": 20}, "children": []},
        {"kind": "box", "name": "b", "frame": {"x": 30, "y": 5, "width": 50, "height": 10}, "children": []}]}}
    """

  @Test func readsTheFramesCommandsJSON() throws {
    let tree = try FramesTree(json: Data(Self.json.utf8))
    #expect(tree.size == CGSize(width: 100, height: 20))
    #expect(tree.root.children.map(\.name) == ["a", "b"])
    #expect(tree.root.children[1].frame == CGRect(x: 30, y: 5, width: 50, height: 10))
    #expect(try FramesTree(json: Data(tree.json.utf8)) == tree)
  }

  @Test func theFirstDifferenceNamesThePathAndTheField() throws {
    let expected = try FramesTree(json: Data(Self.json.utf8))
    var actual = expected
    actual.root.children[1].frame.size.height = 12
    #expect(expected.firstDifference(from: actual) == "stack row › box b: height expected 10, got 12")
    #expect(expected.firstDifference(from: expected) == nil)
  }

  @Test func unreadableJSONIsAnError() {
    #expect(throws: ConformanceError.self) { try FramesTree(json: Data("{\"size\": 3}".utf8)) }
  }
}

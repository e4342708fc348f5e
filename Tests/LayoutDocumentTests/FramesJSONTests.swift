import Foundation
import LayoutDocument
import Testing

struct FramesJSONTests {
  @Test func keyOrderNumbersAndTreeOrder() throws {
    let yaml = """
      constrainedSize: [100, 50]
      root:
        name: "quote \\" and \\\\ slash"
        background:
          background: {box: {}}
          child:
            inset:
              insets: {left: 12.5}
              child: {name: label, box: {}}
      """
    let report = try DocumentTesting.outcome(yaml).get()
    #expect(
      report.json == """
        {"size": {"width": 100, "height": 50},
         "root": {"kind": "background", "name": "quote \\" and \\\\ slash", "frame": {"x": 0, "y": 0, "width": 100, "height": 50}, "children": [
            {"kind": "box", "frame": {"x": 0, "y": 0, "width": 100, "height": 50}, "children": []},
            {"kind": "inset", "frame": {"x": 0, "y": 0, "width": 100, "height": 50}, "children": [
              {"kind": "box", "name": "label", "frame": {"x": 12.5, "y": 0, "width": 87.5, "height": 50}, "children": []}]}]}}

        """)
    let object = try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any]
    #expect((object?["root"] as? [String: Any])?["name"] as? String == "quote \" and \\ slash")
  }

  /// Positions are the ceiled absolute origin minus the parent's ceiled absolute origin, as Texture's
  /// flattening ceils absolute positions once: two 0.3pt offsets give 0.5 then 0.5 on the @2x grid, not
  /// 0.5 + 0.5 = 1 from ceiling each.
  @Test func positionsFollowTexturesFlattening() throws {
    let yaml = """
      constrainedSize: [100, 100]
      root:
        inset:
          insets: {left: 0.3}
          child:
            name: middle
            inset:
              insets: {left: 0.3}
              child: {name: leaf, box: {}}
      """
    let report = try DocumentTesting.outcome(yaml).get()
    let frames = report.entries.map(\.frame.origin.x)
    #expect(frames == [0, 0.5, 0.5])
  }

  @Test func keyPathsAreShortenedInTheMiddle() throws {
    let yaml =
      "root: " + String(repeating: "{wrapper: {child: ", count: 8) + "{box: {sise: 1}}"
      + String(repeating: "}}", count: 8)
    let error = try #require(DocumentTesting.error(yaml))
    #expect(
      error.message.hasPrefix(
        "unknown key 'sise' in box at root.wrapper.child.wrapper.…(8 keys)….child.wrapper.child.wrapper.child.box"
      ))
  }
}

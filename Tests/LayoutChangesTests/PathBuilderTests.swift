import Testing

@testable import LayoutChanges

/// Paths that find one element in two versions of a document: names, a repeated name counted, an unnamed
/// element by its kind and its place among its parent's children of that kind.
struct PathBuilderTests {
  @Test func namesKindsAndRepeatsMakeEachPathOnce() {
    var builder = PathBuilder()
    let paths = [
      builder.path(depth: 0, name: "feed", kind: "stack"),
      builder.path(depth: 1, name: "row", kind: "stack"),
      builder.path(depth: 2, name: nil, kind: "text"),
      builder.path(depth: 2, name: nil, kind: "text"),
      builder.path(depth: 2, name: nil, kind: "box"),
      builder.path(depth: 1, name: "row", kind: "stack"),
      builder.path(depth: 2, name: "title", kind: "text"),
    ]
    #expect(
      paths == [
        "feed", "feed/row", "feed/row/text#0", "feed/row/text#1", "feed/row/box#0", "feed/row[1]",
        "feed/row[1]/title",
      ])
    #expect(builder.depths == [0, 1, 2, 2, 2, 1, 2])
  }
}

import Foundation
import Testing

/// `render --format html`: one self-contained page with both figures and every element's data, safe
/// whatever the document's names hold.
struct InspectorPageTests {
  static let document = """
    constrainedSize: {min: [200, 0], max: [200, .inf]}
    root:
      name: "row</script><script>alert(1)</script>"
      stack:
        direction: horizontal
        children:
          - {name: left, style: {flexGrow: 1, height: 20}, box: {}}
          - {name: right, box: {size: [50, 20]}}

    """

  @Test func thePageHoldsBothFiguresAndEveryElementAndNoNameEndsItsScript() throws {
    let outcome = try ExecutableRunner.run(
      ["render", "doc.yaml", "-o", "doc.html"], files: ["doc.yaml": Self.document])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let page = String(decoding: try #require(outcome.contents["doc.html"]), as: UTF8.self)
    // The diagram without its values, a layer of each kind's marks (size alone here), the plain figure,
    // the overlay; and the page's own two scripts only.
    #expect(page.components(separatedBy: "<svg").count - 1 == 4)
    #expect(page.components(separatedBy: #"class="layer" data-kind="#).count - 1 == 1)
    #expect(page.components(separatedBy: "<script").count - 1 == 2)
    #expect(!page.contains("http://") || page.contains("http://www.w3.org/"))
    let data = try #require(
      page.components(separatedBy: #"<script type="application/json" id="data">"#).last?.components(
        separatedBy: "</script>"
      ).first)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
    let elements = try #require(object["elements"] as? [[String: Any]])
    #expect(
      elements.map { $0["name"] as? String } == ["row</script><script>alert(1)</script>", "left", "right"])
    #expect(elements[1]["frame"] as? [Double] == [0, 0, 150, 20])
    let explanation = try #require(elements[1]["explanation"] as? [String])
    #expect(explanation.first?.hasPrefix("width 150pt:") == true)
    #expect((object["figures"] as? [Any])?.count == 2)
  }

  @Test func htmlIsAFormatOfItsOwnNamedByTheExtension() throws {
    let disagree = try ExecutableRunner.run(
      ["render", "doc.yaml", "-o", "doc.html", "--format", "svg"], files: ["doc.yaml": Self.document])
    #expect(disagree.status == 2)
    #expect(disagree.standardError.contains("--format svg disagrees with the extension of -o doc.html"))
  }
}

import Foundation
import Testing

/// `layout-diagram diff OLD NEW` on two layouts: elements matched by their path of names, each change with
/// its before and after, the inputs changed on it, how its lengths came about, or the change it followed.
struct LayoutDiffCommandTests {
  static let before = """
    constrainedSize: {min: [320, 0], max: [320, .inf]}
    root:
      name: cell
      inset:
        insets: {top: 8, left: 12, bottom: 8, right: 12}
        child:
          stack:
            direction: horizontal
            spacing: 8
            children:
              - {name: avatar, style: {width: 40, height: 40}, box: {}}
              - {name: title, style: {flexGrow: 1, height: 20}, box: {}}
              - {name: badge, box: {size: [24, 16]}}

    """

  static var after: String {
    before.replacingOccurrences(of: "width: 40, height: 40", with: "width: 48, height: 40")
  }

  @Test func aWiderAvatarIsNamedAsTheCauseOfTheTitleThatShrank() throws {
    let outcome = try ExecutableRunner.run(
      ["diff", "before.yaml", "after.yaml"], files: ["before.yaml": Self.before, "after.yaml": Self.after])
    #expect(outcome.status == 1, "\(outcome.standardError)")
    #expect(
      outcome.standardOutput == """
        cell/stack#0/avatar: width 40 → 48
          changed: width 40pt → 48pt
          now: width 48pt: width 48pt
          was: width 40pt: width 40pt
        cell/stack#0/title: x 48 → 56, width 216 → 208
          now: width 208pt: measured 0pt; grew +208pt (flexGrow 1 of 1, free space 208pt) to 208pt
          was: width 216pt: measured 0pt; grew +216pt (flexGrow 1 of 1, free space 216pt) to 216pt
          after cell/stack#0/avatar changed: width 40pt → 48pt
        size 320×56; 2 elements changed, 0 added, 0 removed

        """)
  }

  @Test func framesFilesAreComparedByTheirFramesAndJSONIsForPrograms() throws {
    let files = ["before.yaml": Self.before, "after.yaml": Self.after]
    let old = try ExecutableRunner.run(["frames", "before.yaml"], files: files).standardOutput
    let new = try ExecutableRunner.run(["frames", "after.yaml"], files: files).standardOutput
    let frames = try ExecutableRunner.run(
      ["diff", "old.json", "new.json", "--format", "json"], files: ["old.json": old, "new.json": new])
    #expect(frames.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(frames.standardOutput.utf8)) as? [String: Any])
    let changed = try #require(object["changed"] as? [[String: Any]])
    #expect(changed.map { $0["path"] as? String } == ["cell/stack#0/avatar", "cell/stack#0/title"])
    let title = try #require(changed.last?["after"] as? [String: Double])
    #expect(title == ["x": 56, "y": 0, "width": 208, "height": 20])
  }

  @Test func theSameLayoutExitsZeroAndAnAddedElementIsListed() throws {
    let same = try ExecutableRunner.run(
      ["diff", "a.yaml", "b.yaml"], files: ["a.yaml": Self.before, "b.yaml": Self.before])
    #expect(same.status == 0)
    #expect(same.standardOutput == "size 320×56; 0 elements changed, 0 added, 0 removed\n")
    let more = Self.before + "          - {name: extra, box: {size: [4, 4]}}\n"
    let added = try ExecutableRunner.run(
      ["diff", "a.yaml", "b.yaml"], files: ["a.yaml": Self.before, "b.yaml": more])
    #expect(added.status == 1)
    #expect(added.standardOutput.contains("cell/stack#0/extra: added\n"))
  }

  @Test func theOverlaidFigureIsAnSVGOfBothLayouts() throws {
    let outcome = try ExecutableRunner.run(
      ["diff", "before.yaml", "after.yaml", "-o", "change.svg"],
      files: ["before.yaml": Self.before, "after.yaml": Self.after])
    #expect(outcome.status == 1)
    let svg = try #require(outcome.contents["change.svg"].map { String(decoding: $0, as: UTF8.self) })
    // The avatar's old frame dashed, its new one solid, both at the inset's origin.
    #expect(
      svg.contains(
        ##"<rect x="12" y="8" width="40" height="40" fill="none" stroke="#e53935" stroke-width="1" stroke-dasharray="3 2"/>"##
      ))
    #expect(
      svg.contains(
        ##"<rect x="12" y="8" width="48" height="40" fill="none" stroke="#e53935" stroke-width="1"/>"##))
    let png = try ExecutableRunner.run(
      ["diff", "before.yaml", "after.yaml", "-o", "change.png"],
      files: ["before.yaml": Self.before, "after.yaml": Self.after])
    #expect(png.status == 2)
    #expect(png.standardError.contains("-o for a layout diff is an SVG figure"))
  }

  @Test func aFramesFileWhoseChildrenAreNotElementsIsRefused() throws {
    let bad = #"{"root": {"frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "children": [1, 2]}}"#
    let outcome = try ExecutableRunner.run(["diff", "a.json", "a.json"], files: ["a.json": bad])
    #expect(outcome.status == 2)
    #expect(
      outcome.standardError == "a.json: error: an element at depth 0 has children that are not elements\n")
  }

  /// Runs `diff` on `before` and `before` with `change` applied, and returns its output.
  static func diff(_ before: String, _ change: (String) -> String) throws -> String {
    let outcome = try ExecutableRunner.run(
      ["diff", "a.yaml", "b.yaml"], files: ["a.yaml": before, "b.yaml": change(before)])
    #expect(outcome.status == 1, "\(outcome.standardError)")
    return outcome.standardOutput
  }

  @Test func aFlexGrowChangedIsTheCauseOfItsSiblingsShare() throws {
    let row = """
      constrainedSize: {min: [300, 0], max: [300, .inf]}
      root:
        name: row
        stack:
          direction: horizontal
          children:
            - {name: a, style: {flexGrow: 1, height: 20}, box: {}}
            - {name: b, style: {flexGrow: 1, height: 20}, box: {}}
            - {name: c, box: {size: [40, 20]}}

      """
    let output = try Self.diff(row) {
      $0.replacingOccurrences(of: "name: b, style: {flexGrow: 1", with: "name: b, style: {flexGrow: 3")
    }
    let lines = output.split(separator: "\n").map(String.init)
    // c kept its frame: not listed.
    #expect(
      lines.filter { !$0.hasPrefix(" ") } == [
        "row/a: width 130 → 65", "row/b: x 130 → 65, width 130 → 195",
        "size 300×20; 2 elements changed, 0 added, 0 removed",
      ])
    #expect(lines.contains("  after row/b changed: flexGrow 1 → 3"))
    #expect(lines.contains("  changed: flexGrow 1 → 3"))
  }

  @Test func anInsetChangedIsTheCauseOfWhatItMovedAndWhatFollowsIt() throws {
    let card = """
      constrainedSize: {min: [300, 0], max: [300, .inf]}
      root:
        name: card
        stack:
          direction: vertical
          children:
            - name: pad
              inset:
                insets: {top: 8, left: 8, bottom: 8, right: 8}
                child: {name: body, style: {height: 20}, box: {}}
            - {name: footer, box: {size: [300, 10]}}

      """
    let output = try Self.diff(card) {
      $0.replacingOccurrences(
        of: "{top: 8, left: 8, bottom: 8, right: 8}", with: "{top: 12, left: 12, bottom: 12, right: 12}")
    }
    let lines = output.split(separator: "\n").map(String.init)
    #expect(
      lines.filter { !$0.hasPrefix(" ") } == [
        "card: height 46 → 54", "card/pad: height 36 → 44",
        "card/pad/body: x 8 → 12, y 8 → 12, width 284 → 276",
        "card/footer: y 36 → 44", "size 300×46 → 300×54; 4 elements changed, 0 added, 0 removed",
      ])
    let cause =
      "card/pad changed: contributes insets top 12, left 12, bottom 12, right 12 (was insets top 8, left 8, "
      + "bottom 8, right 8)"
    #expect(lines.filter { $0 == "  after \(cause)" }.count == 3)
  }

  @Test func aTextChangedIsTheCauseOfItsRowGrowingAndItsNeighbourMoving() throws {
    let row = """
      root:
        name: row
        stack:
          direction: horizontal
          spacing: 4
          children:
            - {name: label, text: {string: "Hello"}}
            - {name: icon, box: {size: [16, 16]}}

      """
    let output = try Self.diff(row) { $0.replacingOccurrences(of: "Hello", with: "Hello, world") }
    let lines = output.split(separator: "\n").map(String.init)
    #expect(
      lines.filter { !$0.hasPrefix(" ") } == [
        "row: width 50.5 → 91.5", "row/label: width 30.5 → 71.5", "row/icon: x 34.5 → 75.5",
        "size 50.5×16 → 91.5×16; 3 elements changed, 0 added, 0 removed",
      ])
    #expect(lines.contains("  changed: content measured 30.5 → 71.5pt width"))
    #expect(
      lines.filter { $0 == "  after row/label changed: content measured 30.5 → 71.5pt width" }.count == 2)
  }
}

import Foundation
import ImageDiff
import Testing

/// `render --plan-report FILE`: every value the diagram was asked to show, where it went and why, as JSON.
struct PlanReportTests {
  static let card = """
    constrainedSize: [120, 60]
    annotate: [insets, size]
    root:
      name: card
      inset:
        insets: {top: 8, left: 12, bottom: 8, right: 12}
        child: {name: photo, box: {}}
    """

  /// The report's rows, each a dictionary of its fields (a missing `reason` is none).
  static func rows(_ data: Data?) throws -> (document: String?, requests: [[String: String]]) {
    let object = try JSONSerialization.jsonObject(with: try #require(data)) as? [String: Any]
    let requests = (object?["requests"] as? [[String: Any]] ?? []).map { row in
      row.compactMapValues { $0 as? String }
    }
    return (object?["document"] as? String, requests)
  }

  @Test func theReportListsEachValueWithItsSubjectPriorityAndPlace() throws {
    let outcome = try ExecutableRunner.run(
      ["render", "card.yaml", "-o", "card.png", "--plan-report", "card.plan.json"],
      files: ["card.yaml": Self.card])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(Set(outcome.createdFiles) == ["card.png", "card.plan.json"])
    let report = try Self.rows(outcome.contents["card.plan.json"])
    #expect(report.document == "card.yaml")
    // The authored insets come first, then the sizes: the photo's 96 × 44 and the card's 120 × 60.
    #expect(
      report.requests.first
        == [
          "subject": "card", "kind": "insets", "text": "8pt top and bottom", "priority": "authored",
          "placed": "figure",
        ])
    #expect(report.requests.contains { $0["text"] == "12pt left and right" && $0["placed"] == "figure" })
    let sizes = report.requests.filter { $0["priority"] == "size" }
    #expect(sizes.contains { $0["subject"] == "card" && $0["text"] == "120pt" }, "\(sizes)")
    #expect(sizes.allSatisfy { $0["kind"] == "size" })
    let firstSize = try #require(report.requests.firstIndex { $0["priority"] == "size" })
    #expect(report.requests[firstSize...].allSatisfy { $0["priority"] == "size" }, "sizes are placed last")
  }

  /// The summary counts what the figure drew: every value placed is a label, and each has its marks.
  @Test func theSummaryCountsTheFiguresMarks() throws {
    let outcome = try ExecutableRunner.run(
      ["render", "card.yaml", "-o", "card.png", "--plan-report", "card.plan.json"],
      files: ["card.yaml": Self.card])
    let object = try JSONSerialization.jsonObject(with: try #require(outcome.contents["card.plan.json"]))
    let summary = try #require((object as? [String: Any])?["summary"] as? [String: Any])
    let placed = try Self.rows(outcome.contents["card.plan.json"]).requests.filter {
      $0["placed"] == "figure"
    }
    let labels = try #require(summary["labels"] as? Int)
    let marks = try #require(summary["marks"] as? Int)
    #expect(labels >= placed.count, "\(summary) against \(placed.count) values")
    #expect(marks > labels)
    #expect(summary["keyLines"] as? Int == 0)
    #expect(summary["detail"] as? Bool == false)
    // The sizes outside the card stand on extension lines; nothing is named on a leader.
    #expect((summary["extensionLength"] as? Double ?? 0) > 0)
  }

  @Test func theReportIsRefusedForSeveralDocumentsPlainStyleOrAnInput() throws {
    let two = try ExecutableRunner.run(
      ["render", "a.yaml", "b.yaml", "-o", "out", "--plan-report", "p.json"],
      files: ["a.yaml": Self.card, "b.yaml": Self.card])
    #expect(two.status == 2)
    #expect(two.standardError.contains("--plan-report reports one document"), "\(two.standardError)")
    let plain = try ExecutableRunner.run(
      ["render", "a.yaml", "--style", "plain", "--plan-report", "p.json"], files: ["a.yaml": Self.card])
    #expect(plain.status == 2)
    #expect(plain.createdFiles.isEmpty)
    let ontoInput = try ExecutableRunner.run(
      ["render", "a.yaml", "-o", "a.png", "--plan-report", "a.yaml"], files: ["a.yaml": Self.card])
    #expect(ontoInput.status == 2)
    #expect(ontoInput.standardError.contains("one of the inputs"), "\(ontoInput.standardError)")
    #expect(ontoInput.createdFiles.isEmpty)
    // Nor onto an image the document draws.
    let photo = try Bitmap(width: 2, height: 2, fill: .white).pngData()
    let ontoImage = try ExecutableRunner.run(
      ["render", "i.yaml", "-o", "i.png", "--plan-report", "photo.png"],
      files: ["i.yaml": "root: {name: photo, image: {path: photo.png}}\n"], binaryFiles: ["photo.png": photo])
    #expect(ontoImage.status == 2)
    #expect(ontoImage.standardError.contains("one of the inputs"), "\(ontoImage.standardError)")
    #expect(ontoImage.createdFiles.isEmpty)
  }
}

/// `render --strict`: an annotation the diagram asks for that is left out is a warning, and with `--strict`
/// exit status 1, the image written all the same.
struct RenderStrictTests {
  /// Five insets of four different edges each: twenty authored values, more than a figure of this size
  /// shows.
  static let nestedInsets: String = {
    var element = "{name: core, box: {size: [40, 20]}}"
    for level in 0..<5 {
      let insets = "{top: \(level + 2), left: \(level + 3), bottom: \(level + 4), right: \(level + 5)}"
      element = "{name: level\(level), inset: {insets: \(insets), child: \(element)}}"
    }
    return "annotate: [insets]\nroot: \(element)\n"
  }()

  @Test func aValueLeftOutFailsAStrictRenderAfterWritingTheImage() throws {
    let plain = try ExecutableRunner.run(
      ["render", "nested.yaml", "-o", "nested.png"], files: ["nested.yaml": Self.nestedInsets])
    #expect(plain.status == 0, "\(plain.standardError)")
    #expect(plain.standardError.contains("warning: left out"), "\(plain.standardError)")
    let strict = try ExecutableRunner.run(
      ["render", "nested.yaml", "-o", "nested.png", "--strict"], files: ["nested.yaml": Self.nestedInsets])
    #expect(strict.status == 1, "\(strict.standardError)")
    #expect(strict.createdFiles.contains("nested.png"))
  }

  @Test func aFigureWithEverythingDrawnPassesAStrictRender() throws {
    let outcome = try ExecutableRunner.run(
      ["render", "card.yaml", "-o", "card.png", "--strict"], files: ["card.yaml": PlanReportTests.card])
    #expect(outcome.status == 0, "\(outcome.standardError)")
  }
}

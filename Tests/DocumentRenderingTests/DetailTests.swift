import DocumentRendering
import Foundation
import DiagramAnnotations
import ImageDiff
import LayoutDocument
import LayoutRenderer
import Testing
import TextureLayout

/// `detail: NAME` (and `render --detail`): the element is drawn again under the figure, magnified, with its
/// values, which the figure then leaves out; `magnification: N` draws a whole figure larger, labels kept at
/// their size.
struct DetailTests {
  /// An 80pt avatar with a 20pt badge on its top-right corner, moved (-3, 3).
  static func badge(detail: String?, magnification: Int = 1) -> String {
    """
    style: diagram
    background: "#ffffff"
    annotate: [size, position]
    magnification: \(magnification)
    \(detail.map { "detail: \($0)" } ?? "")
    root:
      name: spec
      corner:
        cornerLocation: topRight
        offset: [-3, 3]
        child: {name: avatar, fill: "#90caf9", style: {preferredSize: [80, 80]}, box: {}}
        corner: {name: badge, fill: "#ef9a9a", box: {size: [20, 20]}}
    """
  }

  /// The marks of a document's detail panel.
  static func detailMarks(_ yaml: String) throws -> [AnnotationMark] {
    try LargeStack.run {
      let document = try DocumentRenderingTesting.document(yaml)
      let recorded = document.recordedLayout()
      return try #require(try document.renderer().detailPlan(recorded.layout, records: recorded.records))
        .marks
    }
  }

  /// An inbox icon with an unread count centered on its top-right corner, moved 2pt in, drawn again under
  /// the figure magnified.
  static let badgeWithDetail = """
    constrainedSize: {min: [0, 0], max: [390, .inf]}
    style: diagram
    annotate: [position]
    root:
      name: inboxIconWithBadge
      annotate: [+insets]
      inset:
        insets: {top: 16, left: 16, bottom: 16, right: 16}
        child:
          corner:
            cornerLocation: topRight
            offset: [-2, 2]
            wrapsCorner: false
            child: {name: inboxIcon, annotate: [+height], fill: "#616161", style: {preferredSize: [28, 28]}, box: {}}
            corner:
              name: unreadBadge
              background:
                background: {fill: "#e53935", box: {}}
                child:
                  annotate: [-insets]
                  inset:
                    insets: {top: 1, left: 5, bottom: 1, right: 5}
                    child:
                      name: countLabel
                      annotate: [-size]
                      text: {string: "12", font: DejaVu Sans Bold 11, color: "#ffffff"}
    detail: unreadBadge
    """

  /// The dashed ghost a corner detail draws at its element's centered place: the box its dashed edges span.
  static func ghost(in marks: [AnnotationMark]) throws -> CGRect {
    let ends = marks.flatMap { mark -> [CGPoint] in
      if case .baseline(let from, let to, .annotation(.position)) = mark { [from, to] } else { [] }
    }
    let xs = ends.map(\.x)
    let ys = ends.map(\.y)
    let (minX, maxX, minY, maxY) = try (
      #require(xs.min()), #require(xs.max()), #require(ys.min()), #require(ys.max())
    )
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The labels of the figure and of its detail panel.
  private func labels(_ yaml: String) throws -> (figure: [String], detail: [String]?) {
    try LargeStack.run {
      let document = try DocumentRenderingTesting.document(yaml)
      let recorded = document.recordedLayout()
      let renderer = document.renderer()
      func texts(_ plan: AnnotationPlan) -> [String] {
        plan.marks.compactMap { if case .label(let label) = $0 { label.text } else { nil } }
      }
      let figure = try renderer.annotationPlan(recorded.layout, records: recorded.records).plan
      let detail = try renderer.detailPlan(recorded.layout, records: recorded.records)
      return (texts(figure), detail.map { texts($0) })
    }
  }

  @Test func theDetailGivesTheBadgesValuesAndTheFigureNoLonger() throws {
    let plain = try labels(Self.badge(detail: nil))
    #expect(plain.detail == nil)
    #expect(plain.figure.contains("7pt"), "\(plain.figure)")
    let detailed = try labels(Self.badge(detail: "badge"))
    let detail = try #require(detailed.detail)
    // A 20pt badge and its corner, grown by 8pt on each side to show enough of the avatar, magnified to
    // about 240pt: six times.
    #expect(detail.contains("detail of badge, ×6"), "\(detail)")
    #expect(detail.contains("offset (-3, 3): 3pt left, 3pt down"), "\(detail)")
    // The centered place and the offset, said once each; neither the shift along each axis (3pt) nor the
    // overhang (7pt), lest they read as the offset.
    #expect(detail.contains("centered on the top-right corner") && detail.contains("20pt"), "\(detail)")
    #expect(!detail.contains("3pt") && !detail.contains("7pt"), "\(detail)")
    #expect(!detail.contains("80pt"), "\(detail)")
    // The caption names the badge; the panel does not name it again, but names the avatar under it.
    #expect(!detail.contains("badge") && detail.contains("avatar"), "\(detail)")
    #expect(detailed.figure.contains("80pt"), "\(detailed.figure)")
    #expect(!detailed.figure.contains("7pt") && !detailed.figure.contains("20pt"), "\(detailed.figure)")
  }

  @Test func aNameThePanelHasNoRoomForIsNotListedUnderIt() throws {
    // A notification badge's detail: a count named at length finds no room beside the badge's marks (its
    // short name fits under it); a list of names under the panel would name nothing a reader can find.
    let long = "unreadMessageCountLabelOfTheInbox"
    let (_, detail) = try labels(Self.badgeWithDetail.replacingOccurrences(of: "countLabel", with: long))
    let panel = try #require(detail)
    #expect(!panel.contains(long) && !panel.contains("not named in the figure:"), "\(panel)")
    let (_, short) = try labels(Self.badgeWithDetail)
    let shortPanel = try #require(short)
    #expect(shortPanel.contains("countLabel"), "\(shortPanel)")
  }

  /// The rail of the timeline entry, a 12pt column beside text: the panel draws its neighbors only within a
  /// small margin, so that the rail's short values and its total fit beside it instead of going to rows.
  @Test func aNarrowElementsDetailKeepsItsNeighborsOutOfTheRoomItsValuesNeed() throws {
    let url = DocumentRenderingTesting.fixtures.appendingPathComponent("realistic/timeline-entry.yaml")
    let (figure, detail) = try labels(String(contentsOf: url, encoding: .utf8))
    let panel = try #require(detail)
    for value in ["3pt", "12pt", "4pt", "railLine: flexGrow 1 → 87pt"] {
      #expect(panel.contains(value), "\(value) in \(panel)")
    }
    // The rail's height follows from the row's: said in words in the panel, as a length in the figure.
    #expect(panel.contains("as tall as contentStack: entryRow's alignItems stretch"), "\(panel)")
    #expect(figure.contains("106pt"), "\(figure)")
    // The rail's parts are named in the panel, not listed again in the figure's key; the figure's key gives
    // the colors, which the panel does not give again.
    #expect(!figure.contains { $0.contains("railLine") || $0.contains("railDot") }, "\(figure)")
    #expect(figure.contains("colors:") && !panel.contains("  colors:"), "\(panel)")
  }

  /// The badge's offset is an arrow from a corner of its centered place (the dashed ghost) to the same
  /// corner of the badge: outside the count it would otherwise cross at the badge's middle.
  @Test func theOffsetArrowJoinsMatchingCornersOfTheGhostAndTheBadge() throws {
    let marks = try Self.detailMarks(Self.badgeWithDetail)
    let ghost = try Self.ghost(in: marks)
    let badge = ghost.offsetBy(dx: -2, dy: 2)
    let tips = marks.compactMap { mark -> CGPoint? in
      if case .arrowhead(let tip, _, .annotation(.position)) = mark { tip } else { nil }
    }
    let corners = [
      CGPoint(x: badge.minX, y: badge.minY), CGPoint(x: badge.maxX, y: badge.minY),
      CGPoint(x: badge.minX, y: badge.maxY), CGPoint(x: badge.maxX, y: badge.maxY),
    ]
    // The ghost's dashes keep off the count, inset 5pt and 1pt in the badge; the corner's dot is on it.
    let count = CGRect(
      x: badge.minX + 5, y: badge.minY + 1, width: badge.width - 10, height: badge.height - 2
    )
    .insetBy(dx: 0.5, dy: 0.5)
    for mark in marks {
      switch mark {
      case .baseline(let from, let to, .annotation(.position)):
        let middle = CGPoint(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
        #expect(!count.contains(middle) && !count.contains(from) && !count.contains(to), "\(from) → \(to)")
      case .leader(let from, let to, .annotation(.position)) where from == to:
        #expect(count.contains(to), "the corner's dot at the ghost's middle, on the count")
      default: break
      }
    }
    #expect(tips.count == 1)
    #expect(
      tips.allSatisfy { tip in corners.contains { hypot($0.x - tip.x, $0.y - tip.y) < 0.01 } },
      "\(tips) not at a corner of \(badge)")
  }

  /// The profile header's avatar, moved (56, 0) from its centered place: an offset along one axis is
  /// dimensioned between the ghost's edge and the avatar's, with extension lines, not drawn as an arrow
  /// lying on the ghost's edge.
  @Test func anOffsetAlongOneAxisIsDimensionedBetweenTheGhostAndTheElement() throws {
    let url = DocumentRenderingTesting.fixtures.appendingPathComponent("realistic/profile-header.yaml")
    let marks = try Self.detailMarks(String(contentsOf: url, encoding: .utf8))
    let ghost = try Self.ghost(in: marks)
    let label = try #require(
      marks.compactMap { mark -> PlannedLabel? in
        if case .label(let label) = mark, label.text == "offset (56, 0): 56pt right" { label } else { nil }
      }.first)
    let extensionLines = marks.filter {
      if case .extensionLine(_, _, .annotation(.position)) = $0 { true } else { false }
    }
    #expect(extensionLines.count == 2)
    // Between the ghost's left edge and the avatar's, 56pt to its right, under both.
    #expect(label.plate.midX > ghost.minX && label.plate.midX < ghost.minX + 56, "\(label.plate), \(ghost)")
    #expect(label.plate.minY > ghost.maxY, "\(label.plate), \(ghost)")
  }

  /// The element a panel magnifies keeps its name in the figure where there is room (the profile header's
  /// avatar), and gets no numbered badge where there is none (the 20pt badge): the caption names it.
  @Test func theDetailedElementIsNamedInTheFigureWhereItFitsAndNeverBadged() throws {
    let url = DocumentRenderingTesting.fixtures.appendingPathComponent("realistic/profile-header.yaml")
    let (profile, _) = try labels(String(contentsOf: url, encoding: .utf8))
    #expect(profile.contains("avatarImage"), "\(profile)")
    let (badge, _) = try labels(Self.badge(detail: "badge"))
    #expect(!badge.contains("1") && !badge.contains { $0.hasPrefix("badge —") }, "\(badge)")
  }

  @Test func aLargerElementIsMagnifiedLess() throws {
    let detail = try #require(try labels(Self.badge(detail: "avatar")).detail)
    // 80pt grown by 20pt on each side: 120pt, magnified twice.
    #expect(detail.contains("detail of avatar, ×2"), "\(detail)")
  }

  @Test func thePanelIsDrawnUnderTheFigureTheSameOnEveryRun() throws {
    func png(_ yaml: String) throws -> Data {
      try LargeStack.run { try DocumentRenderingTesting.document(yaml).image(as: .png) }
    }
    let plain = try Bitmap(png: png(Self.badge(detail: nil)))
    let first = try png(Self.badge(detail: "badge"))
    let detailed = try Bitmap(png: first)
    // The panel: about 180pt (a 30pt region six times) at scale 2, under the figure.
    #expect(detailed.height > plain.height + 300, "\(plain.height) → \(detailed.height)")
    #expect(try png(Self.badge(detail: "badge")) == first)
  }

  @Test func aDetailNoElementHasIsAnError() throws {
    #expect(throws: DocumentError.self) {
      try LargeStack.run {
        try DocumentRenderingTesting.document(Self.badge(detail: "missing")).image(as: .png)
      }
    }
  }

  @Test func aMagnifiedFigureIsLargerAndItsLabelsAreNot() throws {
    func render(_ magnification: Int) throws -> (bitmap: Bitmap, fontSizes: Set<CGFloat>) {
      try LargeStack.run {
        let document = try DocumentRenderingTesting.document(
          Self.badge(detail: nil, magnification: magnification))
        let recorded = document.recordedLayout()
        let plan = try document.renderer().annotationPlan(recorded.layout, records: recorded.records).plan
        let sizes = Set(
          plan.marks.compactMap { if case .label(let label) = $0 { label.fontSize } else { nil } })
        return (try Bitmap(png: document.image(as: .png)), sizes)
      }
    }
    let one = try render(1)
    let three = try render(3)
    // The 80pt avatar is 160 pixels at scale 2, 480 at three times: the figure grows by much of the 320
    // pixels the geometry gains (marks beside it may find room they lacked), never by a third size; the
    // labels' margins do not grow.
    #expect(
      three.bitmap.height - one.bitmap.height >= 160 && three.bitmap.height - one.bitmap.height < 480,
      "\(one.bitmap.height) → \(three.bitmap.height)")
    #expect(one.fontSizes.contains(9))
    #expect(three.fontSizes.contains(3), "labels planned at a third, drawn at their size: \(three.fontSizes)")
  }
}

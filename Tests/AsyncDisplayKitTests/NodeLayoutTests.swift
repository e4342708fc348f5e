import AsyncDisplayKit
import DocumentRendering
import Foundation
import LayoutRenderer
import LayoutDocument
import Testing

/// A row of an app's list, written as Texture apps write nodes: an avatar, a name and a one-line detail.
private final class ProfileRowNode: ASDisplayNode, @unchecked Sendable {
  let avatarNode = ASImageNode()
  let nameNode = ASTextNode()
  let detailNode = ASTextNode()

  override init() {
    super.init()
    automaticallyManagesSubnodes = true
    avatarNode.image = UIImage(size: CGSize(width: 44, height: 44))
    nameNode.attributedText = NSAttributedString(
      string: "Hannah Banana", attributes: [.font: UIFont.boldSystemFont(ofSize: 15)])
    detailNode.attributedText = NSAttributedString(
      string: "Designer at a small studio, photographs bridges and fog",
      attributes: [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.gray])
    detailNode.maximumNumberOfLines = 1
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let text = ASStackLayoutSpec.vertical()
    text.spacing = 2
    text.children = [nameNode, detailNode]
    text.style.flexGrow = 1
    text.style.flexShrink = 1
    let row = ASStackLayoutSpec.horizontal()
    row.spacing = 12
    row.alignItems = .center
    row.children = [avatarNode, text]
    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: row)
  }
}

/// The same row as a layout document.
private let profileRowDocument = """
  constrainedSize: {min: [375, 0], max: [375, .inf]}
  root:
    inset:
      insets: {top: 8, left: 16, bottom: 8, right: 16}
      child:
        stack:
          direction: horizontal
          spacing: 12
          alignItems: center
          children:
            - box: {size: [44, 44]}
            - style: {flexGrow: 1, flexShrink: 1}
              stack:
                direction: vertical
                spacing: 2
                children:
                  - text: {string: "Hannah Banana", font: "DejaVu Sans Bold 15"}
                  - text: {string: "Designer at a small studio, photographs bridges and fog", font: "DejaVu Sans 13", maxLines: 1}
  """

/// The frames of a layout's leaves (display nodes without children), in tree order, in root points.
private func leafFrames(_ layout: ASLayout) -> [CGRect] {
  layout.placedLayouts().filter {
    $0.layout.type == .displayNode && $0.layout.sublayouts.isEmpty && $0.parent != nil
  }
  .map(\.frame)
}

private let width375 = ASSizeRange(
  min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity))

struct NodeLayoutTests {
  @Test func aNodeClassLaysOutAsTheSameLayoutWrittenAsADocument() throws {
    let node = ProfileRowNode()
    let nodeLayout = node.layoutThatFits(width375)
    let document = try DiagramDocument(
      yaml: profileRowDocument, file: "row.yaml", baseDirectory: URL(fileURLWithPath: "."),
      measurer: PangoContentMeasurer())
    let documentLayout = document.layout()
    #expect(nodeLayout.size == documentLayout.size)
    #expect(leafFrames(nodeLayout) == leafFrames(documentLayout))
    #expect(leafFrames(nodeLayout).count == 3)
    // ASLayout's names: a node's layout holds its subnodes' layouts, flattened; each names its element.
    let avatarLayout = try #require(nodeLayout.sublayouts.first)
    #expect(avatarLayout.layoutElement === node.avatarNode)
    #expect(avatarLayout.frame.size == CGSize(width: 44, height: 44))
    // Subnode frames, as Texture sets them, are in the node's coordinates.
    #expect(
      node.avatarNode.frame == CGRect(x: 16, y: (nodeLayout.size.height - 44) / 2, width: 44, height: 44))
  }

  @Test func aNestedNodesOwnSubnodesAreInTheLayoutThatIsDrawn() {
    final class Holder: ASDisplayNode, @unchecked Sendable {
      let button = ASButtonNode()
      override init() {
        super.init()
        automaticallyManagesSubnodes = true
        button.setTitle("Go", with: .boldSystemFont(ofSize: 15), with: .white, for: .normal)
      }
      override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), child: button)
      }
    }
    let holder = Holder()
    let layout = holder.layoutThatFits(width375)
    let placed = layout.placedLayouts()
    let title = placed.first { $0.layout.element === holder.button.titleNode }
    #expect(title != nil)
    // The button fills the inset's 367pt; its title is centered in it (contentHorizontalAlignment middle).
    #expect(title?.frame.minY == 4)
    #expect(abs((title?.frame.midX ?? 0) - 187.5) <= 0.5, "\(String(describing: title?.frame))")
    #expect(holder.subnodes.map(ObjectIdentifier.init) == [ObjectIdentifier(holder.button)])
  }

  @Test func automaticallyManagedSubnodesAreTheLayoutsNodesInOrder() {
    let node = ProfileRowNode()
    let stray = ASDisplayNode()
    node.addSubnode(stray)
    node.layoutThatFits(width375)
    #expect(
      node.subnodes.map(ObjectIdentifier.init)
        == [node.avatarNode, node.nameNode, node.detailNode].map(ObjectIdentifier.init))
    #expect(stray.supernode == nil)
  }

  @Test func didLoadRunsOnceBeforeTheFirstLayoutAndLayoutAfterEach() {
    final class CountingNode: ASDisplayNode, @unchecked Sendable {
      var loads = 0
      var layouts = 0
      var colorAtFirstLayout: UIColor?
      override func didLoad() {
        loads += 1
        backgroundColor = .red
      }
      override func layout() {
        layouts += 1
        if layouts == 1 { colorAtFirstLayout = backgroundColor }
      }
    }
    let node = CountingNode()
    node.style.preferredSize = CGSize(width: 10, height: 10)
    node.layoutThatFits(width375)
    node.setNeedsLayout()
    node.layoutThatFits(width375)
    #expect(node.loads == 1)
    #expect(node.layouts == 2)
    #expect(node.colorAtFirstLayout == .red)
  }
}

struct ImageNodeTests {
  private let unbounded = ASSizeRange(
    min: .zero, max: CGSize(width: CGFloat.infinity, height: .infinity))

  @Test func aNetworkImageWithoutAnImageHasNoSizeOfItsOwn() {
    // ASImageNode.mm: no image, ASDisplayNode's size: the constrained size when it is finite, else zero.
    let node = ASNetworkImageNode()
    node.url = URL(string: "https://example.com/photo.jpg")
    #expect(node.layoutThatFits(unbounded).size == .zero)
    node.style.preferredSize = CGSize(width: 120, height: 80)
    #expect(node.layoutThatFits(unbounded).size == CGSize(width: 120, height: 80))
    // A review draws the URL's name over the placeholder, which sizes nothing; an image replaces it.
    #expect(node.intrinsicContent is any DrawableContent)
    node.image = UIImage(size: CGSize(width: 10, height: 10))
    #expect(node.intrinsicContent == nil)
  }

  @Test func anImageNodeTakesItsImagesSizeInPoints() {
    let node = ASNetworkImageNode()
    node.defaultImage = UIImage(size: CGSize(width: 30, height: 20))
    #expect(node.layoutThatFits(unbounded).size == CGSize(width: 30, height: 20))
    node.image = UIImage(size: CGSize(width: 64, height: 48))
    #expect(node.layoutThatFits(unbounded).size == CGSize(width: 64, height: 48))
  }
}

struct ButtonNodeTests {
  private let unbounded = ASSizeRange(
    min: .zero, max: CGSize(width: CGFloat.infinity, height: .infinity))

  private func button(horizontal: Bool, insets: UIEdgeInsets = .zero) -> ASButtonNode {
    let button = ASButtonNode()
    button.setTitle("Follow", with: .boldSystemFont(ofSize: 15), with: .white, for: .normal)
    button.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: .normal)
    button.laysOutHorizontally = horizontal
    button.contentEdgeInsets = insets
    return button
  }

  @Test func theImageComesFirstThenTheTitleContentSpacingApart() {
    let button = button(horizontal: true)
    let layout = button.layoutThatFits(unbounded)
    let title = button.titleNode.frame
    #expect(button.imageNode.frame.origin.x == 0)
    #expect(abs(title.minX - 28) < 0.01, "\(title.minX)")
    #expect(abs(layout.size.width - (28 + title.width)) < 0.5)
    // Centered on the cross axis, as contentVerticalAlignment .center makes it.
    #expect(abs(button.imageNode.frame.midY - title.midY) <= 0.5)
  }

  @Test func verticallyTheTitleIsBelowTheImage() {
    let button = button(horizontal: false)
    button.layoutThatFits(unbounded)
    #expect(abs(button.titleNode.frame.minY - 28) < 0.01, "\(button.titleNode.frame.minY)")
    #expect(abs(button.imageNode.frame.midX - button.titleNode.frame.midX) <= 0.5)
  }

  @Test func contentEdgeInsetsMoveTheContentAndGrowTheButton() {
    let plain = button(horizontal: true)
    let plainSize = plain.layoutThatFits(unbounded).size
    let inset = button(horizontal: true, insets: UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12))
    let size = inset.layoutThatFits(unbounded).size
    #expect(size == CGSize(width: plainSize.width + 24, height: plainSize.height + 12))
    #expect(inset.imageNode.frame.minX == 12)
  }

  @Test func imageAlignmentEndPutsTheTitleFirst() {
    let button = button(horizontal: true)
    button.imageAlignment = .end
    button.layoutThatFits(unbounded)
    #expect(button.titleNode.frame.minX == 0)
    #expect(button.imageNode.frame.minX == button.titleNode.frame.maxX + 8)
  }
}

struct TextNodeTests {
  @Test func maximumNumberOfLinesCutsTheTextToThatManyLines() {
    let font = UIFont.systemFont(ofSize: 15)
    let string = "A long caption that wraps onto several lines in a narrow column of text"
    let range = ASSizeRange(min: .zero, max: CGSize(width: 120, height: CGFloat.infinity))
    let node = ASTextNode()
    node.attributedText = NSAttributedString(string: string, attributes: [.font: font])
    let all = node.layoutThatFits(range).size.height
    node.maximumNumberOfLines = 1
    node.setNeedsLayout()
    let one = node.layoutThatFits(range).size.height
    #expect(all > 2 * one)
    #expect(abs(one - font.lineHeight) <= 1)
  }

  @Test func eachRunOfAnAttributedStringIsMeasuredInItsOwnFont() {
    let range = ASSizeRange(min: .zero, max: CGSize(width: 1000, height: CGFloat.infinity))
    func width(_ text: NSAttributedString) -> CGFloat {
      let node = ASTextNode()
      node.attributedText = text
      return node.layoutThatFits(range).size.width
    }
    let bold = UIFont.boldSystemFont(ofSize: 20)
    let small = UIFont.systemFont(ofSize: 11)
    let mixed = NSMutableAttributedString(string: "Hannah <&> ", attributes: [.font: bold])
    mixed.append(
      NSAttributedString(string: "2 hours ago", attributes: [.font: small, .foregroundColor: UIColor.gray]))
    let parts =
      width(NSAttributedString(string: "Hannah <&> ", attributes: [.font: bold]))
      + width(NSAttributedString(string: "2 hours ago", attributes: [.font: small]))
    #expect(abs(width(mixed) - parts) <= 2, "\(width(mixed)) against \(parts)")
    #expect(width(mixed) < width(NSAttributedString(string: mixed.string, attributes: [.font: bold])) - 10)
  }

  @Test func anEmptyTextMeasuresZeroAndInsetsAddToTheText() {
    let range = ASSizeRange(min: .zero, max: CGSize(width: 300, height: CGFloat.infinity))
    let node = ASTextNode()
    #expect(node.layoutThatFits(range).size == .zero)
    node.attributedText = NSAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 15)])
    let bare = node.layoutThatFits(range).size
    node.textContainerInset = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    let inset = node.layoutThatFits(range).size
    #expect(inset == CGSize(width: bare.width + 16, height: bare.height + 8))
  }
}

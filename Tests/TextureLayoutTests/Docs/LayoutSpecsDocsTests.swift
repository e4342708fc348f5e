import Foundation
import Testing

@testable import TextureLayout

/// The Swift snippets of Texture's "Layout Specs" page, each in the node subclass the page writes it in, as
/// written there apart from UIKit types (`UIColor.blue` is the name "blue"), with the frames they produce.
@Suite struct LayoutSpecsDocsTests {
  /// "ASWrapperLayoutSpec": return a single subnode from layoutSpecThatFits.
  final class WrapperNode: ASDisplayNode, @unchecked Sendable {
    let _subnode = ASDisplayNodeWithBackgroundColor("subnode", CGSize(width: 40, height: 30))

    // return a single subnode from layoutSpecThatFits:
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      return ASWrapperLayoutSpec(layoutElement: _subnode)
    }
  }

  /// "ASWrapperLayoutSpec": set a size (but not position).
  final class SizedWrapperNode: ASDisplayNode, @unchecked Sendable {
    let _subnode = ASDisplayNodeWithBackgroundColor("subnode")

    // set a size (but not position)
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      _subnode.style.preferredSize = CGSize(
        width: constrainedSize.max.width,
        height: constrainedSize.max.height / 2.0)
      return ASWrapperLayoutSpec(layoutElement: _subnode)
    }
  }

  @Test func wrapperLayoutSpec() {
    let range = ASSizeRangeMake(.zero, CGSize(width: 320, height: 480))
    #expect(
      FrameTree(flattened: WrapperNode().layoutThatFits(range))
        == FrameTree(rootSize: CGSize(width: 40, height: 30), frames: [NamedFrame("subnode", 0, 0, 40, 30)]))
    #expect(
      FrameTree(flattened: SizedWrapperNode().layoutThatFits(range))
        == FrameTree(
          rootSize: CGSize(width: 320, height: 240), frames: [NamedFrame("subnode", 0, 0, 320, 240)]))
  }

  /// "ASInsetLayoutSpec".
  final class InsetNode: ASDisplayNode, @unchecked Sendable {
    let textNode = ASDisplayNodeWithBackgroundColor("text", CGSize(width: 50, height: 20))

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let insets = UIEdgeInsets(top: 10.0, left: 10.0, bottom: 10.0, right: 10.0)
      let headerWithInset = ASInsetLayoutSpec(insets: insets, child: textNode)
      return headerWithInset
    }
  }

  @Test func insetLayoutSpec() {
    #expect(
      FrameTree(
        flattened: InsetNode().layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 320, height: 480))))
        == FrameTree(rootSize: CGSize(width: 70, height: 40), frames: [NamedFrame("text", 10, 10, 50, 20)]))
  }

  /// "ASOverlayLayoutSpec".
  final class OverlayNode: ASDisplayNode, @unchecked Sendable {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let backgroundNode = ASDisplayNodeWithBackgroundColor("blue")
      let foregroundNode = ASDisplayNodeWithBackgroundColor("red")
      return ASOverlayLayoutSpec(child: backgroundNode, overlay: foregroundNode)
    }
  }

  /// "ASBackgroundLayoutSpec".
  final class BackgroundNode: ASDisplayNode, @unchecked Sendable {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let backgroundNode = ASDisplayNodeWithBackgroundColor("red")
      let foregroundNode = ASDisplayNodeWithBackgroundColor("blue")

      return ASBackgroundLayoutSpec(child: foregroundNode, background: backgroundNode)
    }
  }

  /// Both 0 × 0 nodes fill an exact range: the child because the range beats its style, the stretched one
  /// because it gets exactly the child's size.
  @Test func overlayAndBackgroundLayoutSpecs() {
    let range = ASSizeRangeMake(CGSize(width: 100, height: 100))
    #expect(
      FrameTree(flattened: OverlayNode().layoutThatFits(range))
        == FrameTree(
          rootSize: CGSize(width: 100, height: 100),
          frames: [NamedFrame("blue", 0, 0, 100, 100), NamedFrame("red", 0, 0, 100, 100)]))
    #expect(
      FrameTree(flattened: BackgroundNode().layoutThatFits(range))
        == FrameTree(
          rootSize: CGSize(width: 100, height: 100),
          frames: [NamedFrame("red", 0, 0, 100, 100), NamedFrame("blue", 0, 0, 100, 100)]))
  }

  /// "ASCenterLayoutSpec".
  final class CenterNode: ASDisplayNode, @unchecked Sendable {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let subnode = ASDisplayNodeWithBackgroundColor("green", CGSize(width: 60.0, height: 100.0))
      let centerSpec = ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: subnode)
      return centerSpec
    }
  }

  @Test func centerLayoutSpec() {
    #expect(
      FrameTree(
        flattened: CenterNode().layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 320, height: 160))))
        == FrameTree(
          rootSize: CGSize(width: 320, height: 160), frames: [NamedFrame("green", 130, 30, 60, 100)]))
  }

  /// "ASRatioLayoutSpec": half ratio.
  final class RatioNode: ASDisplayNode, @unchecked Sendable {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      // Half Ratio
      let subnode = ASDisplayNodeWithBackgroundColor("green", CGSize(width: 100, height: 100.0))
      let ratioSpec = ASRatioLayoutSpec(ratio: 0.5, child: subnode)
      return ratioSpec
    }
  }

  @Test func ratioLayoutSpec() {
    #expect(
      FrameTree(
        flattened: RatioNode().layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 100, height: 100))))
        == FrameTree(rootSize: CGSize(width: 100, height: 50), frames: [NamedFrame("green", 0, 0, 100, 50)]))
  }

  /// A layout spec block wins over `layoutSpecThatFits(_:)`, as in Texture.
  @Test func layoutSpecBlockWins() {
    let node = RatioNode()
    node.layoutSpecBlock = { _, _ in ASWrapperLayoutSpec(layoutElement: boxNode("block", 10, 10)) }
    #expect(
      node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 100, height: 100))).size
        == CGSize(width: 10, height: 10))
  }
}

import AsyncDisplayKit
import Foundation
import ImageDiff
import LayoutTestSupport
import RenderTestSupport
import Testing

/// The patterns real apps' node files use, each laid out or read back: facts a wrong surface would get wrong.
@Suite(.serialized) struct AppPatternTests {
  private let range = ASSizeRange(min: .zero, max: CGSize(width: 375, height: 1000))

  @Test func aNodeFileThatImportsUIKitFirstLaysOut() {
    let node = UIKitFirstNode()
    let layout = node.layoutThatFits(range)
    #expect(layout.size == CGSize(width: 32, height: 32))
    #expect(node.badge.frame == CGRect(x: 4, y: 4, width: 24, height: 24))
  }

  @Test func childrenAppendedThroughTheOptionalAreLaidOut() {
    let cell = EngineAndTextureNode()
    cell.layoutThatFits(range)
    #expect(cell.title.frame.width > 0)
    #expect(cell.subnodes.count == 1)
  }

  @Test func nodesAreNSObjectsThatAppExtensionsReach() {
    #expect(EngineAndTextureNode().appReuseIdentifier == "EngineAndTextureNode")
    #expect(ASStackLayoutSpec().appReuseIdentifier == "StackLayoutSpec")
  }

  @Test func textSetInAConvenienceInitializerIsMeasured() {
    let fromInitializer = ASTextNode(text: "Dynamic", style: .body)
    let setAfter = ASTextNode()
    setAfter.attributedText = fromInitializer.attributedText
    let measured = fromInitializer.layoutThatFits(range).size
    #expect(measured.width > 0 && measured.height > 0)
    #expect(measured == setAfter.layoutThatFits(range).size)
  }

  @Test func anImageSetInAConvenienceInitializerIsMeasured() {
    #expect(ASImageNode(squareOf: 30).layoutThatFits(range).size == CGSize(width: 30, height: 30))
  }

  @Test func anEdgeInsetsExtensionThatCallsSelfInitEnds() {
    #expect(UIEdgeInsets() == .zero)
    let insets = UIEdgeInsets(horizontal: 16)
    #expect(insets == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
  }

  @Test func dynamicTypeSizesFollowTheContentSizeCategory() {
    defer { UITraitCollection.current = UITraitCollection(preferredContentSizeCategory: .large) }
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    let large = ASTextNode(text: "Aa", style: .body).layoutThatFits(range).size.height
    UITraitCollection.current = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 40)
    #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 17) == 40)
    let accessible = ASTextNode(text: "Aa", style: .body).layoutThatFits(range).size.height
    #expect(accessible > large * 2)
    let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: small).pointSize == 25)
  }

  @Test func literalsMakeUIKitValues() {
    let color: UIColor = #colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
    #expect(color == UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1))
    let missing = #imageLiteral(resourceName: "no-such-image")
    #expect(missing.size == .zero)
  }

  @Test func accessibilityIsKeptAndDoesNotChangeTheLayout() {
    let plain = UIKitFirstNode().layoutThatFits(range).size
    let node = UIKitFirstNode()
    node.isAccessibilityElement = true
    node.accessibilityLabel = "Badge"
    node.accessibilityTraits = [.button, .header]
    #expect(node.layoutThatFits(range).size == plain)
    #expect(node.accessibilityTraits.contains(.header) && node.accessibilityLabel == "Badge")
  }

  @Test func aLayerAndItsNodeShareTheAppearanceAReviewDraws() {
    let node = ASDisplayNode()
    node.layer.cornerRadius = 8
    node.view.layer.borderWidth = 2
    node.borderColor = UIColor.red.cgColor
    node.view.backgroundColor = .blue
    #expect(node.cornerRadius == 8 && node.borderWidth == 2)
    #expect(node.backgroundColor == .blue)
    node.style.preferredSize = CGSize(width: 10, height: 10)
    node.layoutThatFits(range)
    let appearance = node.layoutAppearance(node)
    #expect(appearance.cornerRadius == 8)
    #expect(appearance.border?.width == 2)
  }

  @Test func animationsEndAtOnceAndTouchesAreNeverDelivered() {
    let node = TouchCountingNode()
    var finished: Bool?
    UIView.animate(withDuration: 0.3, animations: { node.alpha = 0.5 }, completion: { finished = $0 })
    #expect(node.alpha == 0.5 && finished == true)
    node.style.preferredSize = CGSize(width: 5, height: 5)
    node.layoutThatFits(range)
    #expect(node.touches == 0 && node.visibleEntries == 0)
    #expect(node.interfaceState == .measureLayout)
  }

  @Test func aTextCellInsetsItsTextAsTexturesDoes() {
    let cell = ASTextCellNode()
    cell.text = "Settings"
    let size = cell.layoutThatFits(range).size
    let text = cell.textNode.frame
    #expect(text.origin == CGPoint(x: 15, y: 11))
    #expect(size.height == text.height + 22)
    #expect(cell.accessoryType == .none)
    cell.accessoryType = .disclosureIndicator
    #expect(cell.accessoryType == .disclosureIndicator)
  }

  @Test func anAttributedStringMeasuresAsATextNodeDoes() {
    #expect(NSAttributedString().length == 0 && NSMutableAttributedString().length == 0)
    let string = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 15)])
    let node = ASTextNode()
    node.attributedText = string
    // The node's size is the string's rounded up to the pixel grid, as Texture's text node rounds it.
    let measured = string.size()
    let laidOut = node.layoutThatFits(range).size
    #expect(measured.width > 30 && laidOut.width >= measured.width && laidOut.width - measured.width < 1)
    #expect(laidOut.height >= measured.height && laidOut.height - measured.height < 1)
    #expect(NSAttributedString().size() == .zero)
  }

  @Test func texturesStructInitializerAndInheritedSpecInitializers() {
    #expect(ASDimension(unit: .points, value: 12) == ASDimensionMake(12))
    let child = ASDisplayNode()
    child.style.preferredSize = CGSize(width: 10, height: 20)
    let center = ASCenterLayoutSpec(
      horizontalPosition: .end, verticalPosition: .center, sizingOption: [], child: child)
    let layout = center.layoutThatFits(ASSizeRange(min: .zero, max: CGSize(width: 100, height: 100)))
    #expect(layout.sublayouts.first?.position == CGPoint(x: 90, y: 40))
    let absolute = ASAbsoluteLayoutSpec()
    absolute.sizing = .sizeToFit
    absolute.children = [child]
    #expect(absolute.layoutThatFits(range).size == CGSize(width: 10, height: 20))
  }

  @Test func anAppsNodeMayHaveAContentPropertyOfItsOwn() {
    let inner = ASDisplayNode()
    inner.style.preferredSize = CGSize(width: 10, height: 10)
    let node = ContentHoldingNode(content: inner)
    #expect(node.layoutThatFits(range).size == CGSize(width: 26, height: 18))
    #expect(inner.frame.origin == CGPoint(x: 8, y: 4))
  }

  @Test func fontDescriptorsChangeWeightAndKeepSize() throws {
    let body = UIFont.systemFont(ofSize: 15)
    let bold = UIFont(descriptor: try #require(body.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
    #expect(bold.weight == .bold && bold.pointSize == 15)
    #expect(UIFont(descriptor: body.fontDescriptor, size: 20).pointSize == 20)
    #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize == 17)
  }

  @Test func anEditableTextNodeMeasuresItsPlaceholderUntilItHasText() {
    let node = ASEditableTextNode()
    node.attributedPlaceholderText = NSAttributedString(string: "Message")
    node.textContainerInset = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
    let placeholder = node.layoutThatFits(range).size
    #expect(node.isDisplayingPlaceholder())
    #expect(placeholder.width > 12 && placeholder.height > 8)
    node.attributedText = NSAttributedString(string: "A much longer message than the placeholder")
    #expect(!node.isDisplayingPlaceholder())
    #expect(node.layoutThatFits(range).size.width > placeholder.width)
  }

  @Test func indexPathsHaveUIKitsRowsAndSections() {
    let path = IndexPath(row: 2, section: 1)
    #expect(path.row == 2 && path.section == 1 && IndexPath(item: 3, section: 0).item == 3)
  }

  @Test func aLayerBlocksLayerIsTheNodesLayer() throws {
    let gradient = ASDisplayNode(layerBlock: { CAGradientLayer() }, didLoad: nil)
    let layer = try #require(gradient.layer as? CAGradientLayer)
    layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    #expect((gradient.layer as? CAGradientLayer)?.colors?.count == 2)
    let spinner = ASDisplayNode(viewBlock: { UIActivityIndicatorView(style: .medium) }, didLoad: nil)
    #expect(spinner.layer === spinner.view.layer)
  }

  @Test func shapeLayersKeepTheirPaths() {
    let node = ASDisplayNode()
    let shape = CAShapeLayer()
    shape.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 4).cgPath
    node.layer.sublayers = [shape]
    #expect(shape.superlayer === node.layer)
    #expect(shape.path?.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 10))
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 2, y: 3))
    path.addLine(to: CGPoint(x: 12, y: 8))
    #expect(path.boundingBox == CGRect(x: 2, y: 3, width: 10, height: 5))
  }

  @Test func texturesCStructsHaveZeroedInitializers() {
    #expect(ASSizeRange() == ASSizeRange(min: .zero, max: .zero))
    #expect(ASDimension() == ASDimensionMake(.auto, 0))
  }

  @Test func anAppsTextCellSubclassOverridesInit() {
    let cell = SettingsTextCell()
    cell.layoutThatFits(range)
    #expect(cell.textNode.frame.origin == CGPoint(x: 15, y: 11) && cell.textNode.frame.width > 0)
  }

  @Test func theImageModificationBlocksPaintWhatTexturesDo() throws {
    let square = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
      UIColor.white.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    let round = try #require(
      ASImageNodeRoundBorderModificationBlock(0, nil)(square, ASPrimitiveTraitCollectionMakeDefault()))
    let rounded = try Bitmap(png: try #require(round.data))
    #expect(round.size == square.size)
    #expect(rounded[0, 0].alpha == 0, "outside the oval")
    #expect(rounded[15, 15].alpha == 255, "inside it")
    let tint = try #require(
      ASImageNodeTintColorModificationBlock(.red)(square, ASPrimitiveTraitCollectionMakeDefault()))
    let tinted = try Bitmap(png: try #require(tint.data))
    #expect(tinted[5, 5] == Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
  }
}

/// A node that counts the touches and interface-state callbacks it is given, overriding them as apps do.
final class TouchCountingNode: ASDisplayNode, @unchecked Sendable {
  var touches = 0
  var visibleEntries = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += 1 }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += 1 }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += 1 }
  override func touchesCancelled(_ touches: Set<UITouch>?, with event: UIEvent?) { self.touches += 1 }
  override func didEnterVisibleState() { visibleEntries += 1 }
  override func didExitVisibleState() { visibleEntries += 1 }
  override func didEnterDisplayState() { visibleEntries += 1 }
  override func didEnterPreloadState() { visibleEntries += 1 }
  override func interfaceStateDidChange(_ newState: ASInterfaceState, from oldState: ASInterfaceState) {
    visibleEntries += 1
  }
}

/// A text cell subclassed as apps subclass it, overriding `init()`.
final class SettingsTextCell: ASTextCellNode, @unchecked Sendable {
  override init() {
    super.init()
    text = "Settings"
  }
}

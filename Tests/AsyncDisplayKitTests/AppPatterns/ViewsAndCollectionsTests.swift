import AsyncDisplayKit
import Foundation
import Testing

/// The views, controllers and collections node files hold, as they hold them: kept, never drawn, and the
/// values set on them read back.
struct ViewsAndCollectionsTests {
  /// A controller subclass as apps write one: `init()` over UIKit's designated initializer.
  final class PageController: UIViewController, @unchecked Sendable {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
  }

  @Test func aControllerPresentsAndAnAlertKeepsItsActions() {
    let page = PageController()
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    alert.popoverPresentationController?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
    page.present(alert, animated: true)
    #expect(page.presentedViewController === alert && alert.actions.count == 1)
    #expect(alert.popoverPresentationController?.sourceRect.width == 3)
  }

  @Test func aScrollNodesViewIsAScrollView() {
    let node = ASScrollNode()
    node.view.showsVerticalScrollIndicator = false
    #expect(node.view.showsVerticalScrollIndicator == false)
    #expect(node.scrollableDirections == ASScrollDirectionVerticalDirections)
  }

  @Test func collectionsAreMadeAsAppsMakeThem() {
    let flow = UICollectionViewFlowLayout()
    flow.scrollDirection = .horizontal
    let collection = ASCollectionNode(collectionViewLayout: flow)
    #expect((collection.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal)
    let gallery = ASCollectionNode(
      layoutDelegate: ASCollectionGalleryLayoutDelegate(
        scrollableDirections: ASScrollDirectionVerticalDirections),
      layoutFacilitator: nil)
    #expect(gallery.nodeForItem(at: IndexPath(item: 0, section: 0)) == nil)
  }

  @Test func aPropertyAnimatorRunsItsAnimationsWhenStarted() {
    let node = ASDisplayNode()
    var ended: UIViewAnimatingPosition?
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { node.alpha = 0.2 }
    animator.addCompletion { ended = $0 }
    #expect(node.alpha == 1)
    animator.startAnimation()
    #expect(node.alpha == 0.2 && ended == .end)
  }

  @Test func aNodesTransformAndAButtonsTitlesAreKept() {
    let node = ASDisplayNode()
    node.transform = CATransform3DMakeScale(2, 2, 1)
    #expect(node.layer.transform.m11 == 2)
    let button = UIButton(type: .system)
    button.setTitle("Play", for: .normal)
    #expect(button.title(for: .normal) == "Play" && button.title(for: .selected) == nil)
    #expect(UIImage().size == .zero)
  }
}

import Foundation

/// A view, as node code reaches it (`node.view`, a view block's view): its layer, colors and subviews are
/// kept; it is never drawn apart from the node that owns it, and gesture recognizers never fire.
open class UIView: NSObject, @unchecked Sendable {
  /// How content is fitted into a frame.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft,
      topRight, bottomLeft, bottomRight
  }

  /// The layer the view draws into; a node's view shares the node's layer.
  public let layer: CALayer
  open var frame: CGRect = .zero
  open var bounds: CGRect = .zero
  open var center: CGPoint = .zero
  open var transform = CGAffineTransform.identity
  open var alpha: CGFloat = 1
  open var isHidden = false
  open var isOpaque = false
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  open var tintColor: UIColor?
  open var contentMode: ContentMode = .scaleToFill
  open var isUserInteractionEnabled = true
  open var isExclusiveTouch = false
  open var tag = 0
  open private(set) var subviews: [UIView] = []
  open private(set) weak var superview: UIView?
  open private(set) var gestureRecognizers: [UIGestureRecognizer]?

  /// The layer's background color, as a `UIColor`.
  open var backgroundColor: UIColor? {
    get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
    set { layer.backgroundColor = newValue?.cgColor }
  }

  public init(frame: CGRect) {
    layer = CALayer()
    self.frame = frame
    bounds = CGRect(origin: .zero, size: frame.size)
    super.init()
  }

  public override convenience init() {
    self.init(frame: .zero)
  }

  /// A view over an existing layer (a node's).
  package init(layer: CALayer) {
    self.layer = layer
    super.init()
  }

  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: max(0, min(index, subviews.count)))
    view.superview = self
  }

  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  open func bringSubviewToFront(_ view: UIView) {
    guard subviews.contains(where: { $0 === view }) else { return }
    subviews.removeAll { $0 === view }
    subviews.append(view)
  }

  open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
  }

  open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    gestureRecognizers?.removeAll { $0 === recognizer }
  }

  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
  open func layoutSubviews() {}
  open func setNeedsDisplay() {}
  open func sizeToFit() {}
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
  open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

  /// Accessibility, as UIKit declares it for every object (kept; nothing reads it here).
  open var isAccessibilityElement = false
  open var accessibilityLabel: String?
  open var accessibilityValue: String?
  open var accessibilityHint: String?
  open var accessibilityIdentifier: String?
  open var accessibilityTraits: UIAccessibilityTraits = .none

  /// Touch handling a node or view overrides; never called here, where nothing is touched.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// No view becomes first responder here (there is no keyboard).
  open var canBecomeFirstResponder: Bool { false }
  open var isFirstResponder: Bool { false }
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  @discardableResult open func resignFirstResponder() -> Bool { true }
  @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
}

extension UIView {
  /// How an animation is paced and repeated.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }

  /// Runs `animations` at once and then `completion` with `true`: a layout test sees the state an
  /// animation ends in, without waiting for it.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
  }

  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: delay, animations: animations, completion: completion)
  }

  /// Runs `actions` with animations off (here, as always).
  public class func performWithoutAnimation(_ actions: () -> Void) { actions() }
}

/// A control's name space, for its states and events.
open class UIControl: UIView, @unchecked Sendable {
  /// A control's state, as button titles and images are set per state.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }

  /// The events a control sends (none are sent here).
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let allTouchEvents = Event(rawValue: 0xFFF)
  }

  open var isEnabled = true
  open var isSelected = false
  open var isHighlighted = false
}

/// A table view cell's name space, for the accessory and selection style a cell node names.
open class UITableViewCell: UIView, @unchecked Sendable {
  /// What a cell shows at its trailing edge.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// How a selected cell is highlighted.
  public enum SelectionStyle: Int, Sendable {
    case none, blue, gray, `default`
  }
}

/// A gesture recognizer, kept by the view it is added to and never fired. (Recognizers made with a
/// `#selector` action cannot be compiled without the Objective-C runtime; see the README.)
open class UIGestureRecognizer: NSObject, @unchecked Sendable {
  /// A recognizer's state; a recognizer here stays `.possible`.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    public static let recognized = State.ended
  }

  open var state: State = .possible
  open var isEnabled = true
  open var cancelsTouchesInView = true
  open weak var view: UIView?

  public override init() {}

  /// The touch's location in `view` (the origin: nothing is touched here).
  open func location(in view: UIView?) -> CGPoint { .zero }
}

open class UITapGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
  open var numberOfTapsRequired = 1
  open var numberOfTouchesRequired = 1
}

open class UILongPressGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
  open var minimumPressDuration: TimeInterval = 0.5
}

open class UIPanGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {}

/// A touch (none happen here; the type is for the touch methods nodes override).
open class UITouch: NSObject, @unchecked Sendable {
  open var tapCount = 0
  open var timestamp: TimeInterval = 0
  open weak var view: UIView?

  public override init() {}

  open func location(in view: UIView?) -> CGPoint { .zero }
  open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}

/// An event carrying touches.
open class UIEvent: NSObject, @unchecked Sendable {
  open var timestamp: TimeInterval = 0
  open var allTouches: Set<UITouch>? { nil }

  public override init() {}
}

/// A spinner, for a view block's view: kept, never drawn.
open class UIActivityIndicatorView: UIView, @unchecked Sendable {
  public enum Style: Int, Sendable {
    case medium, large, white, whiteLarge, gray
  }

  open var style: Style
  open var color: UIColor?
  open var hidesWhenStopped = true
  open private(set) var isAnimating = false

  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
  }

  public convenience init(activityIndicatorStyle style: Style) {
    self.init(style: style)
  }

  open func startAnimating() { isAnimating = true }
  open func stopAnimating() { isAnimating = false }
}

/// A switch, for a view block's view: kept, never drawn.
open class UISwitch: UIControl, @unchecked Sendable {
  open var isOn = false
  open var onTintColor: UIColor?

  open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// A view controller, as node code reaches one to present an alert or a page: kept; nothing is presented.
open class UIViewController: NSObject, @unchecked Sendable {
  open lazy var view = UIView()
  open var title: String?
  open private(set) var presentedViewController: UIViewController?
  /// The navigation controller holding this one: none here.
  open var navigationController: UINavigationController? { nil }
  /// Where a popover is anchored, for code that sets it before presenting.
  public let popoverPresentationController: UIPopoverPresentationController? =
    UIPopoverPresentationController()

  /// UIKit's designated initializer.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// A controller without a nib (a subclass's `init()` calls `super.init(nibName: nil, bundle: nil)`).
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    super.init()
  }

  open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = controller
    completion?()
  }

  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = nil
    completion?()
  }
}

/// An alert, for node code that builds one on a long press: kept, never shown.
open class UIAlertController: UIViewController, @unchecked Sendable {
  public enum Style: Int, Sendable {
    case actionSheet, alert
  }

  open var message: String?
  public let preferredStyle: Style
  open private(set) var actions: [UIAlertAction] = []

  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  public required init?(coder: NSCoder) {
    message = nil
    preferredStyle = .alert
    super.init(coder: coder)
  }

  open func addAction(_ action: UIAlertAction) { actions.append(action) }
}

/// An alert's button.
open class UIAlertAction: NSObject, @unchecked Sendable {
  public enum Style: Int, Sendable {
    case `default`, cancel, destructive
  }

  public let title: String?
  public let style: Style
  open var isEnabled = true

  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
  }
}

/// The pasteboard, which node code copies text to: kept in memory.
open class UIPasteboard: NSObject, @unchecked Sendable {
  nonisolated(unsafe) public static var general = UIPasteboard()
  open var string: String?
  open var url: URL?
  open var image: UIImage?
}

/// The application, for the little node code reads of it.
open class UIApplication: NSObject, @unchecked Sendable {
  nonisolated(unsafe) public static var shared = UIApplication()
  /// The reader's text size, as `UITraitCollection.current` gives it.
  open var preferredContentSizeCategory: UIContentSizeCategory {
    UITraitCollection.current.preferredContentSizeCategory
  }
  open var isNetworkActivityIndicatorVisible = false

  /// An option of `open(_:options:completionHandler:)`.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = Self(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Opens nothing here.
  open func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil
  ) {
    completionHandler?(false)
  }

  open func canOpenURL(_ url: URL) -> Bool { false }

  @available(*, deprecated, renamed: "open(_:options:completionHandler:)")
  @discardableResult open func openURL(_ url: URL) -> Bool { false }
}

/// A search bar, for a view block's view: kept, never drawn.
open class UISearchBar: UIView, @unchecked Sendable {
  public enum Style: Int, Sendable {
    case `default`, prominent, minimal
  }

  open var searchBarStyle: Style = .default
  open var text: String?
  open var placeholder: String?
  open weak var delegate: (any UISearchBarDelegate)?
  open var showsCancelButton = false
}

/// What a search bar tells its delegate; nothing is typed here, so it is never called.
public protocol UISearchBarDelegate: AnyObject {}

extension IndexPath {
  /// A table's row and section, a collection's item: UIKit's names for the path's two indexes.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  public var section: Int { count > 0 ? self[0] : 0 }
  public var row: Int { count > 1 ? self[1] : 0 }
  public var item: Int { row }
}

/// An image view, for a view block's view: kept, never drawn (an image node draws images).
open class UIImageView: UIView, @unchecked Sendable {
  open var image: UIImage?
  open var highlightedImage: UIImage?
  open var animationImages: [UIImage]?
  open var animationDuration: TimeInterval = 0
  open private(set) var isAnimating = false

  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  open func startAnimating() { isAnimating = true }
  open func stopAnimating() { isAnimating = false }
}

/// A text view, as an editable text node holds one: its text and font are kept; nothing is typed here.
open class UITextView: UIView, @unchecked Sendable {
  open var isSecureTextEntry = false
  open var text: String?
  open var attributedText: NSAttributedString?
  open var font: UIFont?
  open var textColor: UIColor?
  open var textAlignment: NSTextAlignment = .natural
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  open var isEditable = true
  open var isSelectable = true
  open var isScrollEnabled = true
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
}

/// The edit menu: kept, never shown (its items' actions are selectors, which need Objective-C).
open class UIMenuController: NSObject, @unchecked Sendable {
  nonisolated(unsafe) public static var shared = UIMenuController()
  open private(set) var isMenuVisible = false

  open func showMenu(from view: UIView, rect: CGRect) {}
  open func hideMenu() {}
  open func hideMenu(from view: UIView) {}
  open func setTargetRect(_ rect: CGRect, in view: UIView) {}
  open func setMenuVisible(_ visible: Bool, animated: Bool) {}
  open func update() {}
}

/// A navigation controller's name space, for code that pushes a page (nothing is pushed here).
open class UINavigationController: UIViewController, @unchecked Sendable {
  open private(set) var viewControllers: [UIViewController] = []

  open func pushViewController(_ controller: UIViewController, animated: Bool) {
    viewControllers.append(controller)
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? { viewControllers.popLast() }
}

/// Where a popover is anchored (kept).
open class UIPopoverPresentationController: NSObject, @unchecked Sendable {
  open weak var sourceView: UIView?
  open var sourceRect: CGRect = .zero
}

/// A button, for a view block's view or a subclass of one (kept, never drawn: an `ASButtonNode` draws).
open class UIButton: UIControl, @unchecked Sendable {
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
  }

  public let buttonType: ButtonType
  private var titles: [UInt: String] = [:]
  private var images: [UInt: UIImage] = [:]
  open var contentEdgeInsets: UIEdgeInsets = .zero

  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
  }

  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
  }

  open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
  open func title(for state: UIControl.State) -> String? { titles[state.rawValue] }
  open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
  open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] }
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
}

/// A scroll view, as a scroll node's view (kept; nothing scrolls here).
open class UIScrollView: UIView, @unchecked Sendable {
  open var contentSize: CGSize = .zero
  open var contentOffset: CGPoint = .zero
  open var contentInset: UIEdgeInsets = .zero
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var isScrollEnabled = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var isPagingEnabled = false
}

/// A property animator: the animations run when it starts, at once; completions hear the end.
open class UIViewPropertyAnimator: NSObject, @unchecked Sendable {
  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []

  public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.animations = animations.map { [$0] } ?? []
  }

  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.animations = animations.map { [$0] } ?? []
  }

  open func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  open func startAnimation() {
    for animation in animations { animation() }
    for completion in completions { completion(.end) }
    animations = []
    completions = []
  }

  open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }
  open func stopAnimation(_ withoutFinishing: Bool) {}
}

/// Where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable {
  case end, start, current
}

extension UIView {
  /// An animation's pacing.
  public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear
  }
}

/// Whether text input checks spelling, corrects and capitalizes (kept; nothing is typed here).
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

extension UIView {
  /// `rect` in `view`'s coordinates: views are not placed here, so it is the same rectangle.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
}

/// A table view's name space, for its style.
open class UITableView: UIScrollView, @unchecked Sendable {
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }
}

/// A collection view layout, for a collection node made with one (kept).
open class UICollectionViewLayout: NSObject, @unchecked Sendable {
  public override init() {}
}

/// The flow layout collection nodes are most often made with (kept).
open class UICollectionViewFlowLayout: UICollectionViewLayout, @unchecked Sendable {
  public enum ScrollDirection: Int, Sendable {
    case vertical, horizontal
  }

  open var scrollDirection: ScrollDirection = .vertical
  open var itemSize = CGSize(width: 50, height: 50)
  open var minimumLineSpacing: CGFloat = 10
  open var minimumInteritemSpacing: CGFloat = 10
  open var sectionInset: UIEdgeInsets = .zero
  open var estimatedItemSize: CGSize = .zero
}

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

  /// Touch handling a node or view overrides; never called here, where nothing is touched.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
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

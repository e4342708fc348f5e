import Foundation

/// A duration in seconds, as Core Animation names it.
public typealias CFTimeInterval = Double

/// A layer, as node code reaches it (`node.layer`, `view.layer`) to round corners, add a border or a
/// shadow, or add sublayers. A node's layer holds the node's own corner radius, border and background
/// color, as on iOS, so a review draws what is set on either; sublayers, shadows, masks, transforms and
/// animations are kept and not drawn.
open class CALayer: NSObject, @unchecked Sendable {
  open var frame: CGRect = .zero
  open var bounds: CGRect = .zero
  open var position: CGPoint = .zero
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  open var zPosition: CGFloat = 0
  open var cornerRadius: CGFloat = 0
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  open var masksToBounds = false
  open var borderWidth: CGFloat = 0
  open var borderColor: CGColor?
  open var backgroundColor: CGColor?
  open var opacity: Float = 1
  open var isHidden = false
  open var isOpaque = false
  open var shadowColor: CGColor?
  open var shadowOpacity: Float = 0
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var shadowRadius: CGFloat = 3
  open var shadowPath: CGPath?
  open var contentsScale: CGFloat = 1
  open var rasterizationScale: CGFloat = 1
  open var shouldRasterize = false
  open var transform = CATransform3DIdentity
  open var mask: CALayer?
  open var name: String?
  open var contents: Any?
  /// The sublayers; setting them makes this their superlayer.
  open var sublayers: [CALayer]? {
    didSet { for layer in sublayers ?? [] { layer.superlayer = self } }
  }
  open private(set) weak var superlayer: CALayer?
  /// The animations added, by key (kept, never run).
  private var animations: [String: CAAnimation] = [:]

  public override init() {}

  /// A copy of another layer's geometry and appearance (Core Animation's presentation copies).
  public init(layer: Any) {
    super.init()
    guard let other = layer as? CALayer else { return }
    (frame, bounds, cornerRadius, borderWidth, borderColor, backgroundColor) =
      (
        other.frame, other.bounds, other.cornerRadius, other.borderWidth, other.borderColor,
        other.backgroundColor
      )
  }

  open func addSublayer(_ layer: CALayer) {
    layer.removeFromSuperlayer()
    sublayers = (sublayers ?? []) + [layer]
    layer.superlayer = self
  }

  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayers = list
    layer.superlayer = self
  }

  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling } } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling } }.map { $0 + 1 }
    insertSublayer(layer, at: UInt32(index ?? sublayers?.count ?? 0))
  }

  open func removeFromSuperlayer() {
    superlayer?.sublayers?.removeAll { $0 === self }
    superlayer = nil
  }

  /// The layer as it is on screen mid-animation: the layer itself, as nothing animates here.
  open func presentation() -> Self? { self }
  open func model() -> Self { self }

  open func setNeedsDisplay() {}
  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
  open func layoutSublayers() {}

  open func add(_ animation: CAAnimation, forKey key: String?) {
    animations[key ?? UUID().uuidString] = animation
  }

  open func removeAnimation(forKey key: String) { animations[key] = nil }
  open func removeAllAnimations() { animations.removeAll() }
  open func animation(forKey key: String) -> CAAnimation? { animations[key] }
  open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.keys.sorted() }
}

/// The corners a layer rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// A layer that strokes and fills a path (kept, not drawn).
open class CAShapeLayer: CALayer, @unchecked Sendable {
  open var path: CGPath?
  open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  open var strokeColor: CGColor?
  open var lineWidth: CGFloat = 1
  open var lineCap: CAShapeLayerLineCap = .butt
  open var lineJoin: CAShapeLayerLineJoin = .miter
  open var lineDashPattern: [NSNumber]?
  open var strokeStart: CGFloat = 0
  open var strokeEnd: CGFloat = 1
  open var fillRule: CAShapeLayerFillRule = .nonZero
}

/// A shape layer's line ends.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = Self(rawValue: "butt")
  public static let round = Self(rawValue: "round")
  public static let square = Self(rawValue: "square")
}

/// A shape layer's line joins.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = Self(rawValue: "miter")
  public static let round = Self(rawValue: "round")
  public static let bevel = Self(rawValue: "bevel")
}

/// A shape layer's fill rule.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = Self(rawValue: "non-zero")
  public static let evenOdd = Self(rawValue: "even-odd")
}

/// A layer that draws a gradient (kept, not drawn).
open class CAGradientLayer: CALayer, @unchecked Sendable {
  open var colors: [Any]?
  open var locations: [NSNumber]?
  open var startPoint = CGPoint(x: 0.5, y: 0)
  open var endPoint = CGPoint(x: 0.5, y: 1)
}

/// A 3-D transform, kept by layers and not drawn.
public struct CATransform3D: Hashable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
  public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1

  /// The identity.
  public init() {}
}

public let CATransform3DIdentity = CATransform3D()

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var transform = CATransform3D()
  (transform.m11, transform.m22, transform.m33) = (sx, sy, sz)
  return transform
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var transform = CATransform3D()
  (transform.m41, transform.m42, transform.m43) = (tx, ty, tz)
  return transform
}

public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> CATransform3D
{
  // Only a turn about the z axis, the one 2-D layout code makes, is kept as itself.
  var transform = CATransform3D()
  guard x == 0, y == 0, z != 0 else { return transform }
  (transform.m11, transform.m12, transform.m21, transform.m22) = (
    cos(angle), sin(angle), -sin(angle), cos(angle)
  )
  return transform
}

/// `transform` followed by a translation (the translation applied first, as Core Animation orders it).
public func CATransform3DTranslate(_ transform: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), transform)
}

/// `transform` with a scale applied first.
public func CATransform3DScale(_ transform: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), transform)
}

/// `transform` with a turn applied first.
public func CATransform3DRotate(
  _ transform: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), transform)
}

/// `a` then `b`: the matrix product a × b, as Core Animation composes row-vector transforms.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let left = a.rows
  let right = b.rows
  var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
  for row in 0..<4 {
    for column in 0..<4 {
      product[row][column] = (0..<4).reduce(0) { $0 + left[row][$1] * right[$1][column] }
    }
  }
  return CATransform3D(rows: product)
}

extension CATransform3D {
  fileprivate var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  fileprivate init(rows: [[CGFloat]]) {
    (m11, m12, m13, m14) = (rows[0][0], rows[0][1], rows[0][2], rows[0][3])
    (m21, m22, m23, m24) = (rows[1][0], rows[1][1], rows[1][2], rows[1][3])
    (m31, m32, m33, m34) = (rows[2][0], rows[2][1], rows[2][2], rows[2][3])
    (m41, m42, m43, m44) = (rows[3][0], rows[3][1], rows[3][2], rows[3][3])
  }
}

public func CATransform3DIsIdentity(_ transform: CATransform3D) -> Bool { transform == CATransform3DIdentity }

/// An animation, accepted and never run: layout tests see the final state, which the code sets.
open class CAAnimation: NSObject, @unchecked Sendable {
  open var duration: CFTimeInterval = 0
  open var beginTime: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var autoreverses = false
  open var isRemovedOnCompletion = true
  open var fillMode: CAMediaTimingFillMode = .removed
  open var timingFunction: CAMediaTimingFunction?

  public override init() {}
}

/// An animation of one key path.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
  open var keyPath: String?

  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// An animation from one value to another.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?
}

/// An animation through values.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
  open var values: [Any]?
  open var keyTimes: [NSNumber]?
}

/// Animations run together.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
  open var animations: [CAAnimation]?
}

/// What an animation leaves when it ends.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let removed = Self(rawValue: "removed")
  public static let forwards = Self(rawValue: "forwards")
  public static let backwards = Self(rawValue: "backwards")
  public static let both = Self(rawValue: "both")
}

/// An animation's pacing.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
  public let name: CAMediaTimingFunctionName

  public init(name: CAMediaTimingFunctionName) {
    self.name = name
  }
}

/// The named pacings.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = Self(rawValue: "linear")
  public static let easeIn = Self(rawValue: "easeIn")
  public static let easeOut = Self(rawValue: "easeOut")
  public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
  public static let `default` = Self(rawValue: "default")
}

/// Core Animation's transaction: changes take effect at once here.
open class CATransaction: NSObject {
  open class func begin() {}
  open class func commit() {}
  open class func setDisableActions(_ flag: Bool) {}
  open class func setAnimationDuration(_ duration: CFTimeInterval) {}
  open class func setCompletionBlock(_ block: (() -> Void)?) { block?() }
}

/// Nanoseconds in a second, which Darwin's headers give `DispatchTime` arithmetic and Glibc's do not.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000

import Foundation

/// The layout properties of an element (Texture's `ASLayoutElementStyle`), as a value.
///
/// Set it through the element (`node.style.preferredSize = …`); every change invalidates the element's cached
/// layout and its ancestors'. The size setters follow Texture: `preferredSize`, `minSize`, `maxSize` and the
/// `*LayoutSize` forms set the same six dimensions as `width`, `height`, `minWidth`… do.
public struct LayoutElementStyle: Hashable, Sendable {
  /// The sizing dimensions: exact, minimum and maximum width and height.
  public var size = LayoutElementSize()
  // The one-byte fields follow the size's 54 bytes, in what would be its padding; `flexBasis` is kept as its
  // unit here and its value below, and the properties most elements never set are boxed (`rare`): the style
  // takes 88 bytes instead of 192.
  /// This child's cross-axis alignment, overriding the stack's `alignItems`.
  public var alignSelf: StackLayoutAlignSelf = .auto
  /// The unit of `flexBasis`.
  private var flexBasisUnit: Dimension.Unit = .auto
  /// The value of `flexBasis`.
  private var flexBasisValue: CGFloat = 0
  /// This child's share of a stack's positive free space.
  public var flexGrow: CGFloat = 0
  /// This child's share of a stack's overflow, weighted by its base size.
  public var flexShrink: CGFloat = 0
  /// Spacing, baselines, the absolute position and added properties, boxed while one is set.
  private(set) var rare = RareStyleStorage()

  /// Texture's defaults: every dimension auto, every number 0, alignSelf auto.
  public init() {}

  /// Texture's defaults, in one place.
  public static let `default` = LayoutElementStyle()

  /// The main-axis size this child starts from in a stack before flexing.
  public var flexBasis: Dimension {
    get { Dimension(uncheckedUnit: flexBasisUnit, value: flexBasisValue) }
    set {
      flexBasisUnit = newValue.unit
      flexBasisValue = newValue.value
    }
  }

  /// Extra space before this child in a stack, on top of the stack's spacing.
  public var spacingBefore: CGFloat {
    get { rare.read(\.spacingBefore, default: 0) }
    set { rare.update { $0.spacingBefore = newValue } }
  }

  /// Extra space after this child in a stack, on top of the stack's spacing.
  public var spacingAfter: CGFloat {
    get { rare.read(\.spacingAfter, default: 0) }
    set { rare.update { $0.spacingAfter = newValue } }
  }

  /// Distance from the top to the first baseline, for baseline alignment.
  public var ascender: CGFloat {
    get { rare.read(\.ascender, default: 0) }
    set { rare.update { $0.ascender = newValue } }
  }

  /// Distance from the last baseline to the bottom, as a negative number (font descender), for baseline alignment.
  public var descender: CGFloat {
    get { rare.read(\.descender, default: 0) }
    set { rare.update { $0.descender = newValue } }
  }

  /// The origin of this child inside an absolute layout spec.
  public var layoutPosition: CGPoint {
    get { rare.read(\.layoutPosition, default: .zero) }
    set { rare.update { $0.layoutPosition = newValue } }
  }

  /// Values of properties added outside the engine, by key (`LayoutElementStyleKey`).
  var extensions: [ObjectIdentifier: StyleExtensionValue] {
    get { rare.read(\.extensions, default: [:]) }
    set { rare.update { $0.extensions = newValue } }
  }

  /// The exact width.
  public var width: Dimension {
    get { size.width }
    set { size.width = newValue }
  }
  /// The exact height.
  public var height: Dimension {
    get { size.height }
    set { size.height = newValue }
  }
  /// The minimum width; overrides `maxWidth` and `width`.
  public var minWidth: Dimension {
    get { size.minWidth }
    set { size.minWidth = newValue }
  }
  /// The maximum width; overrides `width`.
  public var maxWidth: Dimension {
    get { size.maxWidth }
    set { size.maxWidth = newValue }
  }
  /// The minimum height; overrides `maxHeight` and `height`.
  public var minHeight: Dimension {
    get { size.minHeight }
    set { size.minHeight = newValue }
  }
  /// The maximum height; overrides `height`.
  public var maxHeight: Dimension {
    get { size.maxHeight }
    set { size.maxHeight = newValue }
  }

  /// `width` and `height` in points. Reading it with a fractional dimension gives zero, as Texture's release
  /// builds do after asserting.
  public var preferredSize: CGSize {
    get { Self.pointsSize(size.width, size.height) }
    set {
      size.width = Self.points(newValue.width)
      size.height = Self.points(newValue.height)
    }
  }

  /// `minWidth` and `minHeight` in points.
  public var minSize: CGSize {
    get { Self.pointsSize(size.minWidth, size.minHeight) }
    set {
      size.minWidth = Self.points(newValue.width)
      size.minHeight = Self.points(newValue.height)
    }
  }

  /// `maxWidth` and `maxHeight` in points.
  public var maxSize: CGSize {
    get { Self.pointsSize(size.maxWidth, size.maxHeight) }
    set {
      size.maxWidth = Self.points(newValue.width)
      size.maxHeight = Self.points(newValue.height)
    }
  }

  /// `width` and `height` as dimensions.
  public var preferredLayoutSize: LayoutSize {
    get { LayoutSize(width: size.width, height: size.height) }
    set {
      size.width = newValue.width
      size.height = newValue.height
    }
  }

  /// `minWidth` and `minHeight` as dimensions.
  public var minLayoutSize: LayoutSize {
    get { LayoutSize(width: size.minWidth, height: size.minHeight) }
    set {
      size.minWidth = newValue.width
      size.minHeight = newValue.height
    }
  }

  /// `maxWidth` and `maxHeight` as dimensions.
  public var maxLayoutSize: LayoutSize {
    get { LayoutSize(width: size.maxWidth, height: size.maxHeight) }
    set {
      size.maxWidth = newValue.width
      size.maxHeight = newValue.height
    }
  }

  /// `ascender` and `descender` together; setting both is one change of the style's boxed properties.
  public var baselines: Baselines {
    get { Baselines(ascender: ascender, descender: descender) }
    set {
      rare.update {
        $0.ascender = newValue.ascender
        $0.descender = newValue.descender
      }
    }
  }

  /// Points stored as Texture's `ASDimensionMakeWithPoints` does in release builds: unchecked.
  private static func points(_ value: CGFloat) -> Dimension {
    Dimension(uncheckedUnit: .points, value: value)
  }

  private static func pointsSize(_ width: Dimension, _ height: Dimension) -> CGSize {
    guard width.unit != .fraction, height.unit != .fraction else { return .zero }
    return CGSize(width: width.value, height: height.value)
  }
}

extension LayoutElementStyle: CustomReflectable {
  /// The properties by their public names, in declaration order, as the style printed when they were all
  /// stored: the storage's split fields and box stay out of `print` and `dump`.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "size": size, "spacingBefore": spacingBefore, "spacingAfter": spacingAfter, "flexGrow": flexGrow,
        "flexShrink": flexShrink, "flexBasis": flexBasis, "alignSelf": alignSelf, "ascender": ascender,
        "descender": descender, "layoutPosition": layoutPosition, "extensions": extensions,
      ], displayStyle: .struct)
  }
}

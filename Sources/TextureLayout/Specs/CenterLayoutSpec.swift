import Foundation

/// Which axes a center spec centers on (`ASCenterLayoutSpecCenteringOptions`).
public struct CenterLayoutSpecCenteringOptions: OptionSet, Hashable, Sendable {
  /// The option bits.
  public let rawValue: Int
  /// Creates options from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Center on neither axis.
  public static let none: CenterLayoutSpecCenteringOptions = []
  /// Center horizontally.
  public static let x = CenterLayoutSpecCenteringOptions(rawValue: 1 << 0)
  /// Center vertically.
  public static let y = CenterLayoutSpecCenteringOptions(rawValue: 1 << 1)
  /// Center on both axes.
  public static let xy: CenterLayoutSpecCenteringOptions = [.x, .y]
}

/// Which axes a center spec shrinks to its child (`ASCenterLayoutSpecSizingOptions`), the same bits as the
/// relative spec's sizing option.
public typealias CenterLayoutSpecSizingOptions = RelativeLayoutSpecSizingOption

extension RelativeLayoutSpecSizingOption {
  /// Shrink the width to the child's (`ASCenterLayoutSpecSizingOptionMinimumX`).
  public static let minimumX = RelativeLayoutSpecSizingOption.minimumWidth
  /// Shrink the height to the child's (`ASCenterLayoutSpecSizingOptionMinimumY`).
  public static let minimumY = RelativeLayoutSpecSizingOption.minimumHeight
  /// Shrink both (`ASCenterLayoutSpecSizingOptionMinimumXY`).
  public static let minimumXY = RelativeLayoutSpecSizingOption.minimumSize
}

/// Centers its child on the chosen axes (Texture's `ASCenterLayoutSpec`): a relative spec whose centered axes
/// are at `center` and whose other axes are unpositioned.
open class CenterLayoutSpec: RelativeLayoutSpec, @unchecked Sendable {
  /// A spec of this very class lays out within its resolved range alone.
  override var layoutReadsOnlyItsRange: Bool { type(of: self) == CenterLayoutSpec.self }

  /// `center`.
  public override var kindName: String? { "center" }

  /// Creates a center spec.
  public init(
    centeringOptions: CenterLayoutSpecCenteringOptions, sizingOptions: CenterLayoutSpecSizingOptions,
    child: any LayoutElement
  ) {
    super.init(
      horizontalPosition: centeringOptions.contains(.x) ? .center : .none,
      verticalPosition: centeringOptions.contains(.y) ? .center : .none,
      sizingOption: sizingOptions, child: child)
  }

  /// A center spec made with its superclass's initializer, which Texture's center spec inherits (an
  /// Objective-C subclass inherits every initializer): it places its child as that relative spec would.
  public override init(
    horizontalPosition: RelativeLayoutSpecPosition, verticalPosition: RelativeLayoutSpecPosition,
    sizingOption: RelativeLayoutSpecSizingOption, child: any LayoutElement
  ) {
    super.init(
      horizontalPosition: horizontalPosition, verticalPosition: verticalPosition, sizingOption: sizingOption,
      child: child)
  }

  /// The centered axes; setting them repositions the child.
  public var centeringOptions: CenterLayoutSpecCenteringOptions {
    get {
      var options: CenterLayoutSpecCenteringOptions = []
      if horizontalPosition == .center { options.insert(.x) }
      if verticalPosition == .center { options.insert(.y) }
      return options
    }
    set {
      horizontalPosition = newValue.contains(.x) ? .center : .none
      verticalPosition = newValue.contains(.y) ? .center : .none
    }
  }

  /// The axes shrunk to the child.
  public var sizingOptions: CenterLayoutSpecSizingOptions {
    get { sizingOption }
    set { sizingOption = newValue }
  }
}

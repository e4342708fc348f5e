import Foundation

/// `UIEdgeInsets`, which Linux lacks.
public typealias UIEdgeInsets = EdgeInsets
/// `UIEdgeInsetsZero`.
public let UIEdgeInsetsZero = EdgeInsets.zero

/// `UIEdgeInsetsMake(top, left, bottom, right)`.
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat)
  -> UIEdgeInsets
{
  EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Texture's name for `LayoutElement`.
public typealias ASLayoutElement = LayoutElement
/// Texture's name for `Layout`.
public typealias ASLayout = Layout
/// Texture's name for `LayoutSpec`.
public typealias ASLayoutSpec = LayoutSpec
/// Texture's name for `WrapperLayoutSpec`.
public typealias ASWrapperLayoutSpec = WrapperLayoutSpec
/// Texture's name for `InsetLayoutSpec`.
public typealias ASInsetLayoutSpec = InsetLayoutSpec
/// Texture's name for `OverlayLayoutSpec`.
public typealias ASOverlayLayoutSpec = OverlayLayoutSpec
/// Texture's name for `BackgroundLayoutSpec`.
public typealias ASBackgroundLayoutSpec = BackgroundLayoutSpec
/// Texture's name for `RelativeLayoutSpec`.
public typealias ASRelativeLayoutSpec = RelativeLayoutSpec
/// Texture's name for `CenterLayoutSpec`.
public typealias ASCenterLayoutSpec = CenterLayoutSpec
/// Texture's name for `RatioLayoutSpec`.
public typealias ASRatioLayoutSpec = RatioLayoutSpec
/// Texture's name for `AbsoluteLayoutSpec`.
public typealias ASAbsoluteLayoutSpec = AbsoluteLayoutSpec
/// Texture's name for `StaticLayoutSpec`.
public typealias ASStaticLayoutSpec = StaticLayoutSpec
/// Texture's name for `CornerLayoutSpec`.
public typealias ASCornerLayoutSpec = CornerLayoutSpec
/// Texture's name for `StackLayoutAlignSelf`.
public typealias ASStackLayoutAlignSelf = StackLayoutAlignSelf

/// `ASCalculateRootLayout`.
public func ASCalculateRootLayout(_ root: any ASLayoutElement, _ sizeRange: ASSizeRange) -> ASLayout {
  calculateRootLayout(root, sizeRange: sizeRange)
}

/// Texture's name for `CenterLayoutSpecCenteringOptions`.
public typealias ASCenterLayoutSpecCenteringOptions = CenterLayoutSpecCenteringOptions
/// Texture's name for `CenterLayoutSpecSizingOptions`.
public typealias ASCenterLayoutSpecSizingOptions = CenterLayoutSpecSizingOptions
/// Texture's name for `RelativeLayoutSpecPosition`.
public typealias ASRelativeLayoutSpecPosition = RelativeLayoutSpecPosition
/// Texture's name for `RelativeLayoutSpecSizingOption`.
public typealias ASRelativeLayoutSpecSizingOption = RelativeLayoutSpecSizingOption
/// Texture's name for `AbsoluteLayoutSpecSizing`.
public typealias ASAbsoluteLayoutSpecSizing = AbsoluteLayoutSpecSizing
/// Texture's name for `CornerLayoutLocation`.
public typealias ASCornerLayoutLocation = CornerLayoutLocation

extension CenterLayoutSpecCenteringOptions {
  /// Texture's Swift spelling of `ASCenterLayoutSpecCenteringX`.
  public static let X = CenterLayoutSpecCenteringOptions.x
  /// Texture's Swift spelling of `ASCenterLayoutSpecCenteringY`.
  public static let Y = CenterLayoutSpecCenteringOptions.y
  /// Texture's Swift spelling of `ASCenterLayoutSpecCenteringXY`.
  public static let XY = CenterLayoutSpecCenteringOptions.xy
}

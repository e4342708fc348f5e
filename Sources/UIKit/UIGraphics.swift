@_implementationOnly import CCairo
@_implementationOnly import CairoSupport
import Foundation
@_implementationOnly import InputLimits
import TextureLayout

/// A drawing context: a Cairo context in points, the colors `UIColor.set()` chose for it, and, for an image
/// context, the surface an image is made from.
///
/// Layout code draws small images (a rounded badge, a circular avatar, a separator) with UIKit's functions
/// before handing them to image nodes; drawing them here with Cairo makes those images show in a review as
/// they would on a device.
public final class CGContext: @unchecked Sendable {
  let cairo: OpaquePointer
  let surface: OpaquePointer?
  let scale: CGFloat
  var fillColor = UIColor.black
  var strokeColor = UIColor.black

  /// A context drawing into another's Cairo context (a renderer's), which it does not own.
  package convenience init(drawingInto cairo: OpaquePointer) {
    self.init(cairo: cairo, surface: nil, scale: 1)
  }

  private init(cairo: OpaquePointer, surface: OpaquePointer?, scale: CGFloat) {
    self.cairo = cairo
    self.surface = surface
    self.scale = scale
  }

  /// An image context of `size` points at `scale` pixels per point; an empty one (drawing nothing) when
  /// the size is not finite and positive or its pixels are beyond one image's budget.
  convenience init(imageOfSize size: CGSize, opaque: Bool, scale: CGFloat) {
    let scale = scale.isFinite && scale > 0 ? scale : UIScreen.main.scale
    let width = size.width * scale
    let height = size.height * scale
    let fits =
      width.isFinite && height.isFinite && width >= 1 && height >= 1
      && width * height <= CGFloat(Budgets.imagePixels)
    let surface = cairo_image_surface_create(
      opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, fits ? Int32(width.rounded(.up)) : 0,
      fits ? Int32(height.rounded(.up)) : 0)!
    let cairo = cairo_create(surface)!
    cairo_scale(cairo, scale, scale)
    self.init(cairo: cairo, surface: surface, scale: scale)
  }

  deinit {
    if let surface {
      cairo_destroy(cairo)
      cairo_surface_destroy(surface)
    }
  }

  /// The bounds of the area drawing is clipped to, in points.
  public var boundingBoxOfClipPath: CGRect {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  /// Saves the clip, the transform and the colors.
  public func saveGState() {
    cairo_save(cairo)
    savedColors.append((fillColor, strokeColor))
  }

  /// Restores what the last `saveGState()` saved.
  public func restoreGState() {
    cairo_restore(cairo)
    if let (fill, stroke) = savedColors.popLast() {
      fillColor = fill
      strokeColor = stroke
    }
  }

  private var savedColors: [(UIColor, UIColor)] = []

  /// Moves the origin.
  public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cairo, x, y) }

  /// Scales what is drawn next.
  public func scaleBy(x: CGFloat, y: CGFloat) {
    guard x.isFinite, y.isFinite, x != 0, y != 0 else { return }
    cairo_scale(cairo, x, y)
  }

  /// Limits drawing to `rect`.
  public func clip(to rect: CGRect) {
    cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
    cairo_clip(cairo)
  }

  /// Fills `rect` with the fill color.
  public func fill(_ rect: CGRect) {
    cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
    fillColor.setSource(on: cairo)
    cairo_fill(cairo)
  }

  /// Paints `rect` in `color` where something was drawn, at the opacity it was drawn with (Cairo's `IN`
  /// operator): a tint.
  func paint(_ rect: CGRect, keepingOpacityIn color: UIColor) {
    cairo_save(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_IN)
    cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
    color.setSource(on: cairo)
    cairo_fill(cairo)
    cairo_restore(cairo)
  }

  /// Strokes `rect`'s outline one point wide in the stroke color.
  public func stroke(_ rect: CGRect) {
    cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
    strokeColor.setSource(on: cairo)
    cairo_set_line_width(cairo, 1)
    cairo_stroke(cairo)
  }

  /// What was drawn so far, as an image of the context's scale; `nil` for a context that is not an image's
  /// or an empty one.
  func makeImage() -> UIImage? {
    guard let surface, cairo_image_surface_get_width(surface) > 0 else { return nil }
    cairo_surface_flush(surface)
    let sink = CairoByteSink()
    let status = sink.withClosure { cairo_surface_write_to_png_stream(surface, CairoByteSink.write, $0) }
    guard status == CAIRO_STATUS_SUCCESS else { return nil }
    return UIImage(data: sink.data, scale: scale)
  }
}

/// The contexts `UIGraphicsBeginImageContext` opened and `UIGraphicsEndImageContext` has not closed yet, per
/// thread, as UIKit keeps them (tests drawing images on several threads at once do not see each other's).
package enum GraphicsContextStack {
  private static let key = "UIKit.GraphicsContextStack"

  private final class Stack {
    var contexts: [CGContext] = []
  }

  private static var stack: Stack {
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[key] as? Stack { return stack }
    let stack = Stack()
    dictionary[key] = stack
    return stack
  }

  static var current: CGContext? { stack.contexts.last }
  static func push(_ context: CGContext) { stack.contexts.append(context) }
  static func pop() { _ = stack.contexts.popLast() }

  /// Runs `body` with `context` current.
  package static func with<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
    push(context)
    defer { pop() }
    return try body()
  }
}

/// Opens an image context of `size` points at one pixel per point, with an alpha channel.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Opens an image context of `size` points at `scale` pixels per point (the screen's when 0).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  GraphicsContextStack.push(
    CGContext(imageOfSize: size, opaque: opaque, scale: scale == 0 ? UIScreen.main.scale : scale))
}

/// The image drawn so far in the current image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  GraphicsContextStack.current?.makeImage()
}

/// Closes the current image context.
public func UIGraphicsEndImageContext() {
  GraphicsContextStack.pop()
}

/// The context drawing goes to.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.current
}

/// Fills `rect` with the current fill color.
public func UIRectFill(_ rect: CGRect) {
  GraphicsContextStack.current?.fill(rect)
}

/// How an image renderer's images are made.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
  /// Pixels per point (the screen's unless set).
  public var scale: CGFloat = UIScreen.main.scale
  /// Whether the image has no alpha channel.
  public var opaque = false

  public override init() {}

  /// The screen's format.
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What an image renderer's drawing block draws with.
open class UIGraphicsImageRendererContext: NSObject, @unchecked Sendable {
  /// The context drawing goes to.
  public let cgContext: CGContext

  init(cgContext: CGContext) {
    self.cgContext = cgContext
  }

  /// Fills `rect` with the current fill color.
  public func fill(_ rect: CGRect) { cgContext.fill(rect) }
  /// Strokes `rect` with the current stroke color.
  public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
}

/// Makes images of one size by running drawing blocks.
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
  /// The images' size in points.
  public let size: CGSize
  /// How the images are made.
  public let format: UIGraphicsImageRendererFormat

  public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
    self.size = size
    self.format = format
  }

  public convenience init(bounds: CGRect) {
    self.init(size: bounds.size)
  }

  /// The image `actions` draws; an image of the renderer's size drawn with nothing when it cannot be made.
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = CGContext(imageOfSize: size, opaque: format.opaque, scale: format.scale)
    GraphicsContextStack.with(context) { actions(UIGraphicsImageRendererContext(cgContext: context)) }
    return context.makeImage() ?? UIImage(size: size, scale: format.scale)
  }
}

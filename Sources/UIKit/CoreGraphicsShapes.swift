import Foundation

/// A path as Core Graphics keeps it: what `UIBezierPath.cgPath` hands a shape layer or a shadow. Layers are
/// not drawn here, so a path keeps only its bounds.
public class CGPath: @unchecked Sendable {
  /// The path's bounds, as the Bézier path it was made from gives them.
  public fileprivate(set) var boundingBox: CGRect

  init(boundingBox: CGRect) {
    self.boundingBox = boundingBox
  }
}

/// A path being built (`CGMutablePath()`): the points it is given grow its bounds.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  public init() {
    super.init(boundingBox: .null)
  }

  public func move(to point: CGPoint) { add(point) }
  public func addLine(to point: CGPoint) { add(point) }
  public func addRect(_ rect: CGRect) { boundingBox = boundingBox.union(rect) }
  public func addEllipse(in rect: CGRect) { boundingBox = boundingBox.union(rect) }
  public func closeSubpath() {}

  private func add(_ point: CGPoint) { boundingBox = boundingBox.union(CGRect(origin: point, size: .zero)) }
}

extension UIBezierPath {
  /// The path as Core Graphics takes it.
  public var cgPath: CGPath { CGPath(boundingBox: bounds) }
}

/// A 2-D affine transform, as UIKit code writes it (`CGAffineTransform(scaleX:y:)`). Views and layers
/// are not drawn transformed here: the transform is kept.
public struct CGAffineTransform: Hashable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The identity.
  public init() {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  public init(rotationAngle angle: CGFloat) {
    self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
  }

  public static let identity = CGAffineTransform()

  public var isIdentity: Bool { self == .identity }

  /// This transform followed by `other`.
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d, c: c * other.a + d * other.c,
      d: c * other.b + d * other.d, tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
}

import DiagramValues
import Foundation
import LayoutRenderer
import TextureLayout
import UIKit

extension ASDisplayNode {
  /// How the renderer draws this node's tree for a layout review: each node's name, its `debugName` or
  /// else the name of the property that holds it in its owner (`usernameLabel`, `photoImageNode`, found by
  /// reflection), this node's its class's name; its fill, the background color (a network image without an image: its placeholder color,
  /// else a neutral gray; an image node: a light gray where the image would be), with its corner radius;
  /// its border; in diagram style its outline in the border's color. Call it after the node has been laid out, so that subnodes managed
  /// automatically are found.
  public var layoutAppearance: @Sendable (any LayoutElement) -> ElementAppearance {
    var appearances: [ObjectIdentifier: ElementAppearance] = [:]
    // The node the figure is of is held by no property here: its class names it.
    var names: [ObjectIdentifier: String] = [ObjectIdentifier(self): String(describing: type(of: self))]
    var pending: [ASDisplayNode] = [self]
    var seen: Set<ObjectIdentifier> = []
    while let node = pending.popLast() {
      guard seen.insert(ObjectIdentifier(node)).inserted else { continue }
      // The owner's stored properties name the nodes they hold, superclasses' included.
      var mirror: Mirror? = Mirror(reflecting: node)
      while let current = mirror {
        for case (let label?, let value as ASDisplayNode) in current.children
        where names[ObjectIdentifier(value)] == nil {
          names[ObjectIdentifier(value)] = label.hasPrefix("_") ? String(label.dropFirst()) : label
          pending.append(value)
        }
        mirror = current.superclassMirror
      }
      pending += node.subnodes
      var appearance = ElementAppearance(
        name: node.debugName ?? names[ObjectIdentifier(node)], fill: node.reviewFill,
        stroke: node.borderWidth > 0 ? node.borderColor.map(RGBAColor.init) : nil)
      appearance.cornerRadius = node.cornerRadius
      if node.borderWidth > 0, let color = node.borderColor {
        appearance.border = (node.borderWidth, RGBAColor(color))
      }
      appearances[ObjectIdentifier(node)] = appearance
    }
    let table = appearances
    return { element in table[ObjectIdentifier(element)] ?? .none }
  }
}

extension RGBAColor {
  /// The color of a `UIColor`.
  public init(_ color: UIColor) {
    self.init(
      red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha)
    )
  }
}

extension RGBAColor {
  /// The color of a `CGColor`.
  public init(_ color: CGColor) {
    self.init(
      red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha)
    )
  }
}

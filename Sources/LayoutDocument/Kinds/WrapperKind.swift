import Foundation
import TextureLayout

extension ElementKindSpec {
  /// The `wrapper` kind: its `child` or its `children`, never both.
  static let wrapper = ElementKindSpec(
    spec: .wrapper, summary: "ASWrapperLayoutSpec: its child or children at their own size.",
    keys: [
      KeySpec(ChildKeys.child, .element, "The wrapped element (or give children)."),
      KeySpec(ChildKeys.children, .list(.element), "The wrapped elements (or give child)."),
    ], exactlyOneOf: [ChildKeys.child, ChildKeys.children]
  ) { builder, reader, depth throws(DocumentError) in
    if reader[ChildKeys.child] != nil,
      let second = reader.keys.firstIndex(of: ChildKeys.children).map(reader.entry(at:))
    {
      throw second.keyNode.error(.wrapperChildAndChildren, about: reader.mapping)
    }
    if reader[ChildKeys.child] != nil {
      return WrapperLayoutSpec(layoutElement: try builder.required(reader, ChildKeys.child, depth: depth))
    }
    guard reader[ChildKeys.children] != nil else { throw reader.mapping.error(.wrapperWithoutChildren) }
    return WrapperLayoutSpec(layoutElements: try builder.children(reader, depth: depth))
  }
}

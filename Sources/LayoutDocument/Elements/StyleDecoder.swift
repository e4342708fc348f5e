import Foundation
import TextureLayout

/// Applies a document's `style` mapping to a `LayoutElementStyle`, key by key in document order, with the
/// setters Texture's `ASLayoutElementStyle` has.
enum StyleDecoder {
  /// The style keys a document may use.
  static let keys = [
    "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "preferredSize", "minSize",
    "maxSize",
    "preferredLayoutSize", "minLayoutSize", "maxLayoutSize", "spacingBefore", "spacingAfter", "flexGrow",
    "flexShrink", "flexBasis", "alignSelf", "ascender", "descender", "layoutPosition", "sizeRange",
  ]

  /// Applies every key of `node` to `style`.
  static func apply(_ node: DocumentNode, to style: inout LayoutElementStyle) throws(DocumentError) {
    let reader = try MappingReader(node, allowed: keys, what: "style")
    for (key, _, value) in reader.entries {
      try apply(key, value, to: &style)
    }
  }

  private static func apply(_ key: String, _ value: DocumentNode, to style: inout LayoutElementStyle)
    throws(DocumentError)
  {
    switch key {
    case "width": style.width = try value.dimension()
    case "height": style.height = try value.dimension()
    case "minWidth": style.minWidth = try value.dimension()
    case "maxWidth": style.maxWidth = try value.dimension()
    case "minHeight": style.minHeight = try value.dimension()
    case "maxHeight": style.maxHeight = try value.dimension()
    case "preferredSize": style.preferredSize = try value.size()
    case "minSize": style.minSize = try value.size()
    case "maxSize": style.maxSize = try value.size()
    case "preferredLayoutSize": style.preferredLayoutSize = try value.layoutSize()
    case "minLayoutSize": style.minLayoutSize = try value.layoutSize()
    case "maxLayoutSize": style.maxLayoutSize = try value.layoutSize()
    case "spacingBefore": style.spacingBefore = try value.number(.finite)
    case "spacingAfter": style.spacingAfter = try value.number(.finite)
    case "flexGrow": style.flexGrow = try value.numberOrBool(.nonNegative)
    case "flexShrink": style.flexShrink = try value.numberOrBool(.nonNegative)
    case "flexBasis": style.flexBasis = try value.dimension()
    case "alignSelf": style.alignSelf = try value.oneOf(EnumNames.alignSelf)
    case "ascender": style.ascender = try value.number(.finite)
    case "descender": style.descender = try value.number(.finite)
    case "layoutPosition": style.layoutPosition = try value.point()
    case "sizeRange":
      let range = try MappingReader(value, allowed: ["min", "max"], what: "a relative size range")
      style.sizeRange = ASRelativeSizeRange(
        min: try range["min"]?.layoutSize() ?? .auto, max: try range["max"]?.layoutSize() ?? .auto)
    default:
      throw value.error(
        .unknownKey(key, container: "style", place: value.keyPath, suggestion: nil, expected: keys))
    }
  }
}

import Foundation
import InputLimits
import TextureLayout

/// `image`: an image node.
enum ImageKeys {
  static let path = KeySpec("path", .string, required: true, "The PNG file, relative to the document.")
  static let scale = DocumentKey<CGFloat>(
    spec: KeySpec("scale", .positiveNumber, default: .number(1), "Pixels per point of the image, above 0."),
    read: { node throws(DocumentError) in
      let scale = try node.number(.nonNegative)
      guard scale > 0 else { throw node.error(.imageScaleNotPositive(node.shown)) }
      return scale
    }, fallback: 1)
}

extension ElementKindSpec {
  /// The `image` kind.
  static let image = ElementKindSpec(
    kind: .image, summary: "An image node: the PNG's pixel size divided by its scale.",
    keys: [ImageKeys.path, ImageKeys.scale.spec],
    build: { builder, reader, _ throws(DocumentError) in try builder.image(reader) })
}

extension ElementBuilder {
  /// An `image` node: the file's pixel size divided by its scale.
  func image(_ reader: MappingReader) throws(DocumentError) -> (any LayoutElement, ElementContent?) {
    let pathNode = try reader.required(ImageKeys.path.name, what: "the image file, relative to the document")
    let path = try pathNode.string()
    let scale = try reader.valueOrDefault(ImageKeys.scale)
    let url = URL(fileURLWithPath: path, relativeTo: baseDirectory).standardizedFileURL
    // A path outside the folder images are confined to is refused first, so that the answer says nothing
    // of whether a file is there. Then nothing at the path at all is "no such file"; a link that leads
    // nowhere or in a loop is read, and fails with its own reason.
    if let confined = measurer as? ConfinedImages, !confined.allows(url) {
      throw pathNode.error(.cannotReadImage(path: path, why: "\(ImageOutsideRoot(root: confined.root))"))
    }
    guard RegularFile.kind(at: url) != nil else {
      throw pathNode.error(.cannotReadImage(path: path, why: "no such file"))
    }
    do {
      let content = try measurer.imageContent(at: url, scale: scale)
      return (DisplayNode(content: content), .image(url: url, scale: scale))
    } catch {
      throw pathNode.error(.cannotReadImage(path: path, why: "\(error)"))
    }
  }
}

import DiagramValues
import Foundation
import TextureLayout

/// The element of each kind, from the kind's own mapping (`ElementKinds` says which builds which).
extension ElementBuilder {
  static func box(_ reader: MappingReader) throws(DocumentError) -> (any LayoutElement, ElementContent?) {
    let size = try reader.value(BoxKeys.size)
    return (DisplayNode(content: size.map { FixedSizeContent(size: $0) }), nil)
  }

  func text(_ reader: MappingReader) throws(DocumentError) -> (any LayoutElement, ElementContent?) {
    let text = TextDescription(
      string: try reader.required(TextKeys.string.name, what: "the text").string(),
      font: try reader.valueOrDefault(TextKeys.font),
      color: try reader.valueOrDefault(TextKeys.color),
      maxLines: try reader.valueOrDefault(TextKeys.maxLines),
      truncation: try reader.valueOrDefault(TextKeys.truncation),
      alignment: try reader.valueOrDefault(TextKeys.alignment))
    do {
      return (DisplayNode(content: try measurer.textContent(text)), .text(text))
    } catch {
      throw reader.mapping.error(.cannotMeasureText("\(error)"))
    }
  }

  func image(_ reader: MappingReader) throws(DocumentError) -> (any LayoutElement, ElementContent?) {
    let pathNode = try reader.required(ImageKeys.path.name, what: "the image file, relative to the document")
    let path = try pathNode.string()
    let scale = try reader.valueOrDefault(ImageKeys.scale)
    let url = URL(fileURLWithPath: path, relativeTo: baseDirectory).standardizedFileURL
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw pathNode.error(.cannotReadImage(path: path, why: "no such file"))
    }
    do {
      let content = try measurer.imageContent(at: url, scale: scale)
      return (DisplayNode(content: content), .image(url: url, scale: scale))
    } catch {
      throw pathNode.error(.cannotReadImage(path: path, why: "\(error)"))
    }
  }

  mutating func stack(_ reader: MappingReader, depth: Int) throws(DocumentError) -> StackLayoutSpec {
    let stack = StackLayoutSpec(
      direction: try reader.valueOrDefault(StackKeys.direction),
      spacing: try reader.valueOrDefault(StackKeys.spacing),
      justifyContent: try reader.valueOrDefault(StackKeys.justifyContent),
      alignItems: try reader.valueOrDefault(StackKeys.alignItems),
      flexWrap: try reader.valueOrDefault(StackKeys.flexWrap),
      alignContent: try reader.valueOrDefault(StackKeys.alignContent),
      lineSpacing: try reader.valueOrDefault(StackKeys.lineSpacing),
      children: try children(reader, depth: depth))
    // Set after the direction, whatever the key order, as the contract says.
    if let horizontal = try reader.value(StackKeys.horizontalAlignment) {
      stack.horizontalAlignment = horizontal
    }
    if let vertical = try reader.value(StackKeys.verticalAlignment) {
      stack.verticalAlignment = vertical
    }
    return stack
  }

  mutating func inset(_ reader: MappingReader, depth: Int) throws(DocumentError) -> InsetLayoutSpec {
    let insets = try reader.valueOrDefault(InsetKeys.insets)
    return InsetLayoutSpec(insets: insets, child: try required(reader, "child", depth: depth))
  }

  mutating func overlay(_ reader: MappingReader, depth: Int) throws(DocumentError) -> OverlayLayoutSpec {
    let content = try required(reader, "child", depth: depth)
    return OverlayLayoutSpec(child: content, overlay: try required(reader, "overlay", depth: depth))
  }

  mutating func background(_ reader: MappingReader, depth: Int) throws(DocumentError) -> BackgroundLayoutSpec
  {
    let background = try required(reader, "background", depth: depth)
    return BackgroundLayoutSpec(child: try required(reader, "child", depth: depth), background: background)
  }

  mutating func center(_ reader: MappingReader, depth: Int) throws(DocumentError) -> CenterLayoutSpec {
    CenterLayoutSpec(
      centeringOptions: try reader.valueOrDefault(CenterKeys.centeringOptions),
      sizingOptions: try reader.valueOrDefault(CenterKeys.sizingOptions),
      child: try required(reader, "child", depth: depth))
  }

  mutating func ratio(_ reader: MappingReader, depth: Int) throws(DocumentError) -> RatioLayoutSpec {
    let ratio = try RatioKeys.ratio.read(
      reader.required(RatioKeys.ratio.name, what: "height ÷ width, a positive number"))
    return RatioLayoutSpec(ratio: ratio, child: try required(reader, "child", depth: depth))
  }

  mutating func relative(_ reader: MappingReader, depth: Int) throws(DocumentError) -> RelativeLayoutSpec {
    RelativeLayoutSpec(
      horizontalPosition: try reader.valueOrDefault(RelativeKeys.horizontalPosition),
      verticalPosition: try reader.valueOrDefault(RelativeKeys.verticalPosition),
      sizingOption: try reader.valueOrDefault(RelativeKeys.sizingOption),
      child: try required(reader, "child", depth: depth))
  }

  mutating func absolute(_ reader: MappingReader, depth: Int) throws(DocumentError) -> AbsoluteLayoutSpec {
    let sizing = try reader.valueOrDefault(AbsoluteKeys.sizing)
    return AbsoluteLayoutSpec(sizing: sizing, children: try children(reader, depth: depth))
  }

  mutating func corner(_ reader: MappingReader, depth: Int) throws(DocumentError) -> CornerLayoutSpec {
    let location = try reader.valueOrDefault(CornerKeys.cornerLocation)
    let offset = try reader.valueOrDefault(CornerKeys.offset)
    let wrapsCorner = try reader.valueOrDefault(CornerKeys.wrapsCorner)
    let child = try required(reader, "child", depth: depth)
    let spec = CornerLayoutSpec(
      child: child, corner: try required(reader, "corner", depth: depth), location: location)
    spec.offset = offset
    spec.wrapsCorner = wrapsCorner
    return spec
  }

  mutating func wrapper(_ reader: MappingReader, depth: Int) throws(DocumentError) -> WrapperLayoutSpec {
    if reader["child"] != nil, let second = reader.entries.first(where: { $0.key == "children" }) {
      throw second.keyNode.error(.wrapperChildAndChildren, about: reader.mapping)
    }
    if reader["child"] != nil {
      return WrapperLayoutSpec(layoutElement: try required(reader, "child", depth: depth))
    }
    guard reader["children"] != nil else { throw reader.mapping.error(.wrapperWithoutChildren) }
    return WrapperLayoutSpec(layoutElements: try children(reader, depth: depth))
  }
}

import DiagramValues
import Foundation
import InputLimits
import TextureLayout

/// The element of each kind, from the kind's own mapping (`ElementKinds` says which builds which).
extension ElementBuilder {
  /// A `box`: a plain display node, of its `size` when given.
  static func box(_ reader: MappingReader) throws(DocumentError) -> (any LayoutElement, ElementContent?) {
    let size = try reader.value(BoxKeys.size)
    return (DisplayNode(content: size.map { FixedSizeContent(size: $0) }), nil)
  }

  /// A `text` node, measured by the measurer.
  func text(_ reader: MappingReader) throws(DocumentError) -> (any LayoutElement, ElementContent?) {
    let stringNode = try reader.required(TextKeys.string.name, what: "the text")
    let string = try stringNode.string()
    try Self.checkTextBudget(string, at: stringNode)
    let text = TextDescription(
      string: string,
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

  /// Fails on a text longer than `Budgets.textLength` or with more combining marks in a row than
  /// `Budgets.combiningMarksInARow`: what Pango would take seconds to shape, or overflow measuring.
  private static func checkTextBudget(_ string: String, at node: DocumentNode) throws(DocumentError) {
    var length = 0
    var marks = 0
    var longestRun = 0
    for scalar in string.unicodeScalars {
      length += 1
      marks = scalar.properties.canonicalCombiningClass == .notReordered ? 0 : marks + 1
      longestRun = max(longestRun, marks)
    }
    guard length <= Budgets.textLength else {
      throw node.error(.textTooLong(length: length, limit: Budgets.textLength))
    }
    guard longestRun <= Budgets.combiningMarksInARow else {
      throw node.error(.tooManyCombiningMarks(count: longestRun, limit: Budgets.combiningMarksInARow))
    }
  }

  /// An `image` node: the file's pixel size divided by its scale.
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

  /// A `stack`, its alignment keys applied after its direction.
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

  /// An `inset` around its child.
  mutating func inset(_ reader: MappingReader, depth: Int) throws(DocumentError) -> InsetLayoutSpec {
    let insets = try reader.valueOrDefault(InsetKeys.insets)
    return InsetLayoutSpec(insets: insets, child: try required(reader, ChildKeys.child, depth: depth))
  }

  /// An `overlay`: the child, then the overlay over it.
  mutating func overlay(_ reader: MappingReader, depth: Int) throws(DocumentError) -> OverlayLayoutSpec {
    let content = try required(reader, ChildKeys.child, depth: depth)
    return OverlayLayoutSpec(child: content, overlay: try required(reader, ChildKeys.overlay, depth: depth))
  }

  /// A `background`: the background, then the child over it.
  mutating func background(_ reader: MappingReader, depth: Int) throws(DocumentError) -> BackgroundLayoutSpec
  {
    let background = try required(reader, ChildKeys.background, depth: depth)
    return BackgroundLayoutSpec(
      child: try required(reader, ChildKeys.child, depth: depth), background: background)
  }

  /// A `center` spec around its child.
  mutating func center(_ reader: MappingReader, depth: Int) throws(DocumentError) -> CenterLayoutSpec {
    CenterLayoutSpec(
      centeringOptions: try reader.valueOrDefault(CenterKeys.centeringOptions),
      sizingOptions: try reader.valueOrDefault(CenterKeys.sizingOptions),
      child: try required(reader, ChildKeys.child, depth: depth))
  }

  /// A `ratio` spec around its child.
  mutating func ratio(_ reader: MappingReader, depth: Int) throws(DocumentError) -> RatioLayoutSpec {
    let ratio = try RatioKeys.ratio.read(
      reader.required(RatioKeys.ratio.name, what: "height ÷ width, a positive number"))
    return RatioLayoutSpec(ratio: ratio, child: try required(reader, ChildKeys.child, depth: depth))
  }

  /// A `relative` spec around its child.
  mutating func relative(_ reader: MappingReader, depth: Int) throws(DocumentError) -> RelativeLayoutSpec {
    RelativeLayoutSpec(
      horizontalPosition: try reader.valueOrDefault(RelativeKeys.horizontalPosition),
      verticalPosition: try reader.valueOrDefault(RelativeKeys.verticalPosition),
      sizingOption: try reader.valueOrDefault(RelativeKeys.sizingOption),
      child: try required(reader, ChildKeys.child, depth: depth))
  }

  /// An `absolute` spec of its children.
  mutating func absolute(_ reader: MappingReader, depth: Int) throws(DocumentError) -> AbsoluteLayoutSpec {
    let sizing = try reader.valueOrDefault(AbsoluteKeys.sizing)
    return AbsoluteLayoutSpec(sizing: sizing, children: try children(reader, depth: depth))
  }

  /// A `corner` spec: the corner element on a corner of the child.
  mutating func corner(_ reader: MappingReader, depth: Int) throws(DocumentError) -> CornerLayoutSpec {
    let location = try reader.valueOrDefault(CornerKeys.cornerLocation)
    let offset = try reader.valueOrDefault(CornerKeys.offset)
    let wrapsCorner = try reader.valueOrDefault(CornerKeys.wrapsCorner)
    let child = try required(reader, ChildKeys.child, depth: depth)
    let spec = CornerLayoutSpec(
      child: child, corner: try required(reader, ChildKeys.corner, depth: depth), location: location)
    spec.offset = offset
    spec.wrapsCorner = wrapsCorner
    return spec
  }

  /// A `wrapper` of its `child` or its `children`, never both.
  mutating func wrapper(_ reader: MappingReader, depth: Int) throws(DocumentError) -> WrapperLayoutSpec {
    if reader[ChildKeys.child] != nil,
      let second = reader.keys.firstIndex(of: ChildKeys.children).map(reader.entry(at:))
    {
      throw second.keyNode.error(.wrapperChildAndChildren, about: reader.mapping)
    }
    if reader[ChildKeys.child] != nil {
      return WrapperLayoutSpec(layoutElement: try required(reader, ChildKeys.child, depth: depth))
    }
    guard reader[ChildKeys.children] != nil else { throw reader.mapping.error(.wrapperWithoutChildren) }
    return WrapperLayoutSpec(layoutElements: try children(reader, depth: depth))
  }
}

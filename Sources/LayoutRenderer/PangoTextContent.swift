import CCairo
import DiagramValues
import Foundation
import InputLimits
import TextureLayout

/// A text leaf's content, measured and drawn by Pango: wrapped within the constrained width, limited to
/// `maxLines`, truncated and aligned; it reports its first and last baselines to the engine.
///
/// The size is that of the laid-out lines: the widest line and the bottom of the last line shown. Like
/// Texture's text node, an empty string measures zero.
public struct PangoTextContent: DrawableContent, TextLinesContent, Hashable {
  /// The text.
  public let string: String
  /// A Pango font description, such as `"DejaVu Sans 14"` (the size in points).
  public let font: String
  /// The text color.
  public let color: RGBAColor
  /// The most lines shown; 0 means no limit.
  public let maxLines: Int
  /// How text beyond the last line is cut.
  public let truncation: TextTruncation
  /// How lines sit within the frame.
  public let alignment: TextAlignment
  /// The first line's baseline from the top, and the last line's descent as a negative number.
  public let baselines: Baselines?
  /// Whether `string` is Pango markup (spans of fonts and colors, as an attributed string's runs are), its
  /// `font` the description the spans start from.
  public let isMarkup: Bool

  /// Creates text content; a negative `maxLines` counts as no limit.
  public init(
    string: String, font: String = "DejaVu Sans 14", color: RGBAColor = .black, maxLines: Int = 0,
    truncation: TextTruncation = .tail, alignment: TextAlignment = .left, isMarkup: Bool = false
  ) {
    self.isMarkup = isMarkup
    self.string = string
    self.font = font
    self.color = color
    self.maxLines = max(0, maxLines)
    self.truncation = truncation
    self.alignment = alignment
    baselines =
      Self.measure(
        string: string, font: font, maxLines: self.maxLines, truncation: truncation, alignment: alignment,
        isMarkup: isMarkup, width: nil
      ).baselines
  }

  /// The laid-out size within `constrainedSize.width` (the height is not limited here).
  public func sizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    let width = constrainedSize.width.isFinite ? max(0, constrainedSize.width) : nil
    return measure(width: width).size
  }

  /// The size in points a Pango font description asks for (`"DejaVu Sans 14"`: 14), or `nil` when it
  /// names none.
  public static func fontSize(of font: String) -> CGFloat? {
    guard let description = pango_font_description_from_string(font) else { return nil }
    defer { pango_font_description_free(description) }
    guard pango_font_description_get_set_fields(description).rawValue & PANGO_FONT_MASK_SIZE.rawValue != 0
    else {
      return nil
    }
    return CGFloat(pango_font_description_get_size(description)) / CGFloat(PANGO_SCALE)
  }

  /// The longest run of characters without a break opportunity that Pango is given whole. Pango wraps a
  /// word longer than a line character by character, shaping the rest of the word again for every line, so
  /// a line costs as much as the rest of its run: a run of 100,000 letters in a narrow column takes
  /// seconds. No real word is this long; a run that is gets a zero-width space (a break opportunity that
  /// draws nothing) every `segmentOfLongRun` characters, which keeps the cost of a line small, at the price
  /// of lines in such a run ending at those spaces rather than at the column's edge.
  static let longestUnbrokenRun = 1_000
  static let segmentOfLongRun = 32

  /// `string` with a zero-width space about every `segmentOfLongRun` characters of each run without a
  /// break opportunity longer than `longestUnbrokenRun`; the string itself when it has no such run.
  static func breakable(_ string: String) -> String {
    var run = 0
    var needsBreaks = false
    for scalar in string.unicodeScalars {
      run = breaksRun(scalar) ? 0 : run + 1
      if run > longestUnbrokenRun {
        needsBreaks = true
        break
      }
    }
    guard needsBreaks else { return string }
    // Runs are found first, so that only the long ones are cut and real words stay whole.
    let scalars = Array(string.unicodeScalars)
    var result = String.UnicodeScalarView()
    var start = 0
    while start < scalars.count {
      var end = start
      while end < scalars.count, !breaksRun(scalars[end]) { end += 1 }
      let isLong = end - start > longestUnbrokenRun
      var sinceBreak = 0
      for index in start..<end {
        // A break goes between characters, never between a character and the marks or joiners that
        // belong to it: those would be drawn on nothing.
        if isLong, sinceBreak >= segmentOfLongRun, startsCharacter(scalars[index]),
          scalars[index - 1].value != 0x200D
        {
          result.append("\u{200B}")
          sinceBreak = 0
        }
        result.append(scalars[index])
        sinceBreak += 1
      }
      if end < scalars.count { result.append(scalars[end]) }
      start = end + 1
    }
    return String(result)
  }

  /// Whether a scalar ends a run: a space or line end after which a line may break, or a zero-width space
  /// (one this put in, so that a text made breakable is left as it is). White space that forbids a break
  /// (a no-break space, a figure space, a narrow no-break space) does not end a run: Pango keeps the words
  /// either side of it on one line, so a run joined by them is one run to wrap.
  private static func breaksRun(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x2028, 0x2029, 0x205F, 0x3000:
      return true
    default:
      return false
    }
  }

  /// Whether a scalar can begin a character rather than continue one (a combining mark, a variation
  /// selector or a joiner continues the character before it).
  private static func startsCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return false
    default: return !scalar.properties.isVariationSelector && scalar.value != 0x200D
    }
  }

  /// What shaping `string` once costs, in characters of plain text: each combining mark costs about ten (a
  /// text of clusters of thirty marks, each joined to the next, took a second to measure and draw within
  /// the budget at five) and each change of writing direction about five, as Pango shapes clusters and
  /// direction runs against each other.
  static func shapingWeight(of string: String) -> Int {
    var weight = 0
    var rightToLeft: Bool?
    for scalar in string.unicodeScalars {
      weight += 1
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark: weight += 9
      default: break
      }
      if let direction = Self.strongDirection(scalar) {
        if let previous = rightToLeft, previous != direction { weight += 4 }
        rightToLeft = direction
      }
    }
    return weight
  }

  /// Whether a letter is written right to left (Hebrew, Arabic and the scripts near them), left to right
  /// (another letter), or `nil` for what takes its direction from around it (digits, spaces, marks).
  private static func strongDirection(_ scalar: Unicode.Scalar) -> Bool? {
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
    default: return scalar.properties.isAlphabetic ? false : nil
    }
  }

  /// Forgets every text measurement the process kept, so that the next layout shapes its texts afresh (a
  /// benchmark's cold run, which would otherwise time the measurements of the run before it).
  public static func forgetMeasurements() {
    TextMeasurements.shared.forgetAll()
  }

  /// `maxLines`, as Texture names it.
  public var maximumNumberOfLines: Int { maxLines }

  /// The size of every line at `width`, as if there were no line limit: more than `sizeThatFits` gives when
  /// `maxLines` hid lines.
  public func unlimitedSize(atWidth width: CGFloat) -> CGSize {
    Self.measure(
      string: string, font: font, maxLines: 0, truncation: truncation, alignment: alignment,
      isMarkup: isMarkup, width: width.isFinite ? max(0, width) : nil
    ).size
  }

  /// The facts of one measurement.
  struct Measurement {
    /// Width of the widest line shown and bottom of the last line shown.
    var size: CGSize
    /// First baseline from the top; last line's descent, negative.
    var baselines: Baselines?
    /// How many lines are shown.
    var lineCount = 0

    /// This text with `below` laid out under it: the wider width, the heights summed, the first baseline
    /// this one's and the last descent the one below's.
    func stacking(_ below: Measurement) -> Measurement {
      Measurement(
        size: CGSize(width: max(size.width, below.size.width), height: size.height + below.size.height),
        baselines: Baselines(
          ascender: baselines?.ascender ?? below.baselines?.ascender ?? 0,
          descender: below.baselines?.descender ?? baselines?.descender ?? 0),
        lineCount: lineCount + below.lineCount)
    }
  }

  /// What laying the text out at `width` costs, in characters of plain text (`shapingWeight(of:)`), with
  /// `Budgets.shapedTextPerWrappedLine` for each line wrapping makes beyond the text's own paragraphs: Pango
  /// breaks and shapes a wrapped line again at its ends, so a long text in a narrow column costs by its
  /// lines. The lines are those of the measurement at `width` when it is kept; otherwise the most there can
  /// be, from the text laid out unwrapped: each paragraph at most as many as the widest paragraph is wide in
  /// `width`s, and the text no more lines than it has characters.
  func layoutWeight(atWidth width: CGFloat?) -> Int {
    let key = TextMeasurements.Key(
      string: string, font: font, maxLines: maxLines, truncation: truncation, alignment: alignment,
      isMarkup: isMarkup, width: width)
    return Self.shapingWeight(of: string) + Budgets.shapedTextPerWrappedLine * Self.wrappedLines(of: key)
  }

  /// The lines that wrapping at the key's width adds to its text's paragraphs (see `layoutWeight`).
  private static func wrappedLines(of key: TextMeasurements.Key) -> Int {
    guard let width = key.width else { return 0 }
    var unwrappedKey = key
    unwrappedKey.width = nil
    let unwrapped = measure(unwrappedKey)
    let paragraphs = unwrapped.lineCount
    if let kept = TextMeasurements.shared.kept(key) { return max(0, kept.lineCount - paragraphs) }
    guard paragraphs > 0 else { return 0 }
    let characters = CGFloat(key.string.unicodeScalars.count)
    let perParagraph = width > 0 ? (unwrapped.size.width / width).rounded(.up) : characters
    var lines = min(characters, CGFloat(paragraphs) * max(1, perParagraph))
    if key.maxLines > 0 { lines = min(lines, CGFloat(key.maxLines)) }
    return max(0, Int(lines) - paragraphs)
  }

  /// Lays the text out at `width` (`nil`: unlimited) and reads its lines.
  func measure(width: CGFloat?) -> Measurement {
    Self.measure(
      string: string, font: font, maxLines: maxLines, truncation: truncation, alignment: alignment,
      isMarkup: isMarkup, width: width)
  }

  private static func measure(
    string: String, font: String, maxLines: Int, truncation: TextTruncation, alignment: TextAlignment,
    isMarkup: Bool, width: CGFloat?
  ) -> Measurement {
    measure(
      TextMeasurements.Key(
        string: string, font: font, maxLines: maxLines, truncation: truncation, alignment: alignment,
        isMarkup: isMarkup, width: width))
  }

  /// The measurement a key names, kept or made. A measurement made is charged to the pass's text budget:
  /// its characters before Pango is asked, and the lines wrapping made as they come (a batch at a time,
  /// `forEachLayout`), so that a long text in a narrow column stops within a batch of the budget. Past the
  /// budget nothing more is measured, and what was cut short is not kept: the pass ends and reports it.
  private static func measure(_ key: TextMeasurements.Key) -> Measurement {
    let nothing = Measurement(size: .zero, baselines: nil)
    guard !key.string.isEmpty else { return nothing }
    let work = LayoutWork.current
    // Once the budget is spent, the rest of the pass asks for nothing more (weighing a text costs too).
    if let work, work.isTextSpent { return nothing }
    if let kept = TextMeasurements.shared.kept(key) { return kept }
    if let work, !work.spendText(shapingWeight(of: key.string)) || work.isTextSpent { return nothing }
    var total: Measurement?
    var cutShort = false
    forEachLayout(
      string: key.string, font: key.font, maxLines: key.maxLines, truncation: key.truncation,
      alignment: key.alignment, isMarkup: key.isMarkup, width: key.width
    ) { layout, lines in
      let measured = Self.lines(of: layout, limit: lines)
      total = total.map { $0.stacking(measured) } ?? measured
      if let work, lines > 1 {
        cutShort = !work.spendWrappedLines(lines - 1)
      }
      return !cutShort
    }
    guard !cutShort else { return nothing }
    return TextMeasurements.shared.keep(total ?? nothing, for: key)
  }

  /// Draws the lines into `frame`, wrapping and aligning at the frame's width, clipped to the frame.
  public func draw(on cairo: OpaquePointer, in frame: CGRect) {
    guard !string.isEmpty, frame.width > 0, frame.height > 0 else { return }
    cairo_save(cairo)
    cairo_rectangle(cairo, frame.minX, frame.minY, frame.width, frame.height)
    cairo_clip(cairo)
    PangoTextEngine.shared.applyFontOptions(to: cairo)
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    var top = frame.minY
    Self.forEachLayout(
      string: string, font: font, maxLines: maxLines, truncation: truncation, alignment: alignment,
      isMarkup: isMarkup, width: frame.width
    ) { layout, lines in
      if lines == Int(pango_layout_get_line_count(layout)) {
        cairo_move_to(cairo, frame.minX, top)
        pango_cairo_show_layout(cairo, layout)
      } else {
        Self.showLines(of: layout, count: lines, on: cairo, at: CGPoint(x: frame.minX, y: top))
      }
      top += Self.lines(of: layout, limit: lines).size.height
      return top < frame.maxY
    }
    cairo_restore(cairo)
  }

  /// Sets `layout` up for `string` (plain text already made `breakable`, or markup) in the font, at the
  /// width, cut at `maxLines` (0 for none).
  static func configure(
    _ layout: OpaquePointer, string: String, font: String, maxLines: Int, truncation: TextTruncation,
    alignment: TextAlignment, isMarkup: Bool, width: CGFloat?
  ) {
    let description = pango_font_description_from_string(font)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    if isMarkup {
      pango_layout_set_markup(layout, string, -1)
    } else {
      // Made breakable by the caller (`forEachLayout`), which cuts its batches from that text.
      pango_layout_set_text(layout, string, -1)
    }
    pango_layout_set_alignment(layout, alignment.pangoAlignment)
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_tabs(layout, PangoTextEngine.shared.tabStops)
    if let width {
      pango_layout_set_width(layout, pangoUnits(width))
    }
    // Pango ellipsizes every paragraph to one line when no height is set, so truncation applies only with a
    // line limit.
    if maxLines > 0 {
      pango_layout_set_ellipsize(layout, truncation.pangoEllipsize)
      pango_layout_set_height(layout, -Int32(clamping: maxLines))
    }
  }

  /// Width, height and baselines of the first `limit` lines (all lines when 0).
  private static func lines(of layout: OpaquePointer, limit: Int) -> Measurement {
    let total = Int(pango_layout_get_line_count(layout))
    let shown = limit > 0 ? min(limit, total) : total
    guard shown > 0, let iterator = pango_layout_get_iter(layout) else {
      return Measurement(size: .zero, baselines: nil)
    }
    defer { pango_layout_iter_free(iterator) }
    // Pango places lines with 32-bit positions, which wrap for text hundreds of thousands of lines tall or
    // in a huge font; the lines' own heights and baselines do not, so the bottom is summed from them in
    // 64 bits.
    var width = 0
    var firstBaseline = 0
    var lastBaseline = 0
    var bottom = 0
    for index in 0..<shown {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      let baselineInLine = Int(pango_layout_iter_get_baseline(iterator)) - Int(logical.y)
      if index == 0 {
        bottom = Int(logical.y)
        firstBaseline = bottom + baselineInLine
      }
      lastBaseline = bottom + baselineInLine
      width = max(width, Int(logical.width))
      bottom += Int(logical.height)
      if pango_layout_iter_next_line(iterator) == 0 { break }
    }
    let height = CGFloat(bottom) / pangoScale
    return Measurement(
      size: CGSize(width: CGFloat(width) / pangoScale, height: height),
      baselines: Baselines(
        ascender: CGFloat(firstBaseline) / pangoScale,
        descender: -(height - CGFloat(lastBaseline) / pangoScale)),
      lineCount: shown)
  }
}

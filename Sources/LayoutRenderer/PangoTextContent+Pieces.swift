import CCairo
import DiagramValues
import Foundation

extension PangoTextContent {
  /// The most bytes of one paragraph given to one layout when it wraps at a width: Pango's cost per line
  /// grows with the lines a layout already holds, so a paragraph of tens of thousands of lines (a long run
  /// in a narrow column) takes seconds in one layout.
  static let bytesInOneLayout = 2_048

  /// Lays `string` out as one layout would, in pieces: a paragraph at a time when it has many
  /// (`PangoParagraphs`), and a long paragraph that wraps at a width a batch of lines at a time. Each
  /// batch is laid out from the start of a line, and all its lines but the last are taken: a line's end is
  /// decided by the text up to it and the start of the next, which the batch holds; the last line may be
  /// cut short by the batch's end, and starts the next batch. A line limit is counted across pieces, and
  /// the piece it ends in is laid out with the lines left, so that its last line is cut as one layout cuts
  /// it. `body` gets each laid-out piece and how many of its lines, from the top, are the text's; it
  /// returns whether to go on.
  static func forEachLayout(
    string: String, font: String, maxLines: Int, truncation: TextTruncation, alignment: TextAlignment,
    isMarkup: Bool, width: CGFloat?, _ body: (OpaquePointer, _ lines: Int) -> Bool
  ) {
    let paragraphs = isMarkup ? [string] : PangoParagraphs.pieces(of: string, maxLines: maxLines)
    var linesLeft = maxLines
    for paragraph in paragraphs {
      var rest = Substring(isMarkup ? paragraph : breakable(paragraph))
      var batchBytes = bytesInOneLayout
      while true {
        // A piece laid out whole (most text) is laid out once, cut at the lines left.
        if isMarkup || width == nil || rest.utf8.count <= batchBytes {
          var taken = 0
          var goOn = true
          PangoTextEngine.shared.withLayout { layout in
            configure(
              layout, string: String(rest), font: font, maxLines: linesLeft, truncation: truncation,
              alignment: alignment, isMarkup: isMarkup, width: width)
            let count = Int(pango_layout_get_line_count(layout))
            taken = maxLines > 0 ? min(count, linesLeft) : count
            goOn = body(layout, taken)
          }
          if maxLines > 0 { linesLeft -= taken }
          if !goOn || (maxLines > 0 && linesLeft <= 0) { return }
          break
        }
        // A batch: all its lines but the last, which starts the next batch.
        let batch = String(prefix(of: rest, bytes: batchBytes))
        var taken = 0
        var goOn = true
        var nextStart: Int?
        PangoTextEngine.shared.withLayout { layout in
          configure(
            layout, string: batch, font: font, maxLines: 0, truncation: truncation, alignment: alignment,
            isMarkup: false, width: width)
          let available = Int(pango_layout_get_line_count(layout)) - 1
          guard available > 0 else { return }
          if maxLines > 0 && linesLeft <= available {
            // The limit ends in this batch: laid out again, cut at the lines left as one layout cuts it.
            configure(
              layout, string: batch, font: font, maxLines: linesLeft, truncation: truncation,
              alignment: alignment, isMarkup: false, width: width)
            taken = linesLeft
            _ = body(layout, linesLeft)
            return
          }
          taken = available
          goOn = body(layout, available)
          nextStart = pango_layout_get_line_readonly(layout, Int32(available)).map {
            Int($0.pointee.start_index)
          }
        }
        guard taken > 0 else {
          // One line longer than the batch: a larger batch.
          batchBytes *= 2
          continue
        }
        if maxLines > 0 {
          linesLeft -= taken
          if linesLeft <= 0 { return }
        }
        guard goOn else { return }
        guard let nextStart else { break }
        rest = rest[rest.utf8.index(rest.startIndex, offsetBy: nextStart)...]
        batchBytes = bytesInOneLayout
      }
    }
  }

  /// The first `bytes` of `text` or fewer, ending where a Unicode scalar ends (the batch's last line, which
  /// a cut character could change, is laid out again in the next batch).
  private static func prefix(of text: Substring, bytes: Int) -> Substring {
    let utf8 = text.utf8
    var end = utf8.index(text.startIndex, offsetBy: min(bytes, utf8.count))
    while end > text.startIndex, end < text.endIndex, utf8[end] & 0xC0 == 0x80 {
      end = utf8.index(before: end)
    }
    return text[..<end]
  }

  /// Draws the first `count` lines of `layout` with its top left at `origin`, each where the layout puts it.
  static func showLines(of layout: OpaquePointer, count: Int, on cairo: OpaquePointer, at origin: CGPoint) {
    guard let iterator = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iterator) }
    for _ in 0..<count {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / CGFloat(PANGO_SCALE)
      if let line = pango_layout_iter_get_line_readonly(iterator) {
        cairo_move_to(cairo, origin.x + CGFloat(logical.x) / CGFloat(PANGO_SCALE), origin.y + baseline)
        pango_cairo_show_layout_line(cairo, line)
      }
      if pango_layout_iter_next_line(iterator) == 0 { break }
    }
  }
}

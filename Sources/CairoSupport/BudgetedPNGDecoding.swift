import CCairo
import Foundation
import InputLimits

/// Why PNG bytes were not decoded.
package enum PNGDecodingFailure: Error {
  /// The bytes do not start as a PNG does (the reason says how).
  case notPNG(String)
  /// The header claims more pixels than one image may have.
  case beyondBudget(PixelBudgetError)
  /// Cairo could not decode the pixels (the reason says why).
  case undecodable(String)
}

/// The header of PNG bytes that may be decoded: a side of at most a million pixels (what libpng reads), at
/// most one image's pixel budget, chunks within the file, and (unless `dataChecked`) compressed data that
/// inflates, whole, to no more than the header declares. No pixel is decoded. A document is measured with
/// `dataChecked` (its images' data is inflated only when they are to be drawn, which a layout that cannot
/// be drawn never reaches), and `decodeBudgetedPNG` checks the data before it decodes.
package func checkBudgetedPNG(_ data: Data, dataChecked: Bool = false) throws(PNGDecodingFailure)
  -> PNGImageHeader
{
  let header: PNGImageHeader
  do {
    header = try PNGImageHeader(data: data.prefix(24))
  } catch {
    throw .notPNG(error.description)
  }
  // libpng reads at most a million rows or columns (`PNG_USER_WIDTH_MAX`, `PNG_USER_HEIGHT_MAX`).
  guard header.width <= 1_000_000, header.height <= 1_000_000 else {
    throw .undecodable(
      "\(header.width)×\(header.height) pixels: more than 1000000 on a side, the most the PNG decoder reads")
  }
  guard header.pixelCount <= PixelBudget.perImage else {
    throw .beyondBudget(.image(pixels: header.pixelCount, limit: PixelBudget.perImage))
  }
  try PNGDataBound.check(data, inflating: !dataChecked)
  return header
}

/// Decodes PNG bytes into a Cairo image surface, after checking them (`checkBudgetedPNG`; `dataChecked`
/// when these very bytes passed its data bound already, which inflates them all): `reserve` is given the
/// pixel count first, to refuse it (or make room for it) before the memory is taken. The caller owns (and
/// destroys) the surface.
package func decodeBudgetedPNG(
  _ data: Data, dataChecked: Bool = false, reserve: (Int) throws(PixelBudgetError) -> Void = { _ in }
) throws(PNGDecodingFailure) -> OpaquePointer {
  let header = try checkBudgetedPNG(data, dataChecked: dataChecked)
  do {
    try reserve(header.pixelCount)
  } catch {
    throw .beyondBudget(error)
  }
  guard let surface = cairoImageSurface(png: data) else { throw .undecodable("Cairo returned no surface") }
  let status = cairo_surface_status(surface)
  guard status == CAIRO_STATUS_SUCCESS else {
    cairo_surface_destroy(surface)
    // Cairo says "out of memory" for most damaged PNGs; within the budget, damage is the likelier cause.
    throw .undecodable(
      status == CAIRO_STATUS_NO_MEMORY || status == CAIRO_STATUS_READ_ERROR
        ? "the PNG data is damaged or cut short" : String(cString: cairo_status_to_string(status)))
  }
  return surface
}

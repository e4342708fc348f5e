import CCairo
import Foundation

/// Bytes that Cairo's stream writers (PNG and SVG) push, collected in memory; shared, like
/// `cairoImageSurface(png:)`, by the package's modules that talk to Cairo.
package final class CairoByteSink {
  /// Everything written so far.
  package private(set) var data = Data()

  /// Creates an empty sink.
  package init() {}

  /// Cairo's write callback: appends to the sink its closure points at.
  package static let write: cairo_write_func_t = { closure, bytes, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<CairoByteSink>.fromOpaque(closure).takeUnretainedValue()
    if let bytes, length > 0 { sink.data.append(bytes, count: Int(length)) }
    return CAIRO_STATUS_SUCCESS
  }

  /// Runs `body` with the closure pointer to pass to Cairo alongside `write`; the pointer stays valid while
  /// the caller holds the sink.
  package func withClosure<Result>(_ body: (UnsafeMutableRawPointer) -> Result) -> Result {
    withExtendedLifetime(self) { body(Unmanaged.passUnretained(self).toOpaque()) }
  }
}

/// A Cairo image surface decoded from PNG bytes in memory, or `nil` when Cairo gives none; the caller owns
/// the surface and checks its status (an error surface when the bytes are not a PNG).
package func cairoImageSurface(png data: Data) -> OpaquePointer? {
  let source = CairoByteSource(data)
  return withExtendedLifetime(source) {
    cairo_image_surface_create_from_png_stream(
      CairoByteSource.read, Unmanaged.passUnretained(source).toOpaque())
  }
}

/// Bytes Cairo's PNG reader pulls from memory.
private final class CairoByteSource {
  private let data: Data
  private var offset = 0

  init(_ data: Data) {
    self.data = data
  }

  /// Cairo's read callback: copies the next `length` bytes, or fails at the end of the data.
  static let read: cairo_read_func_t = { closure, buffer, length in
    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
    let source = Unmanaged<CairoByteSource>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard count <= source.data.count - source.offset else { return CAIRO_STATUS_READ_ERROR }
    let start = source.data.startIndex + source.offset
    source.data.copyBytes(to: buffer, from: start..<start + count)
    source.offset += count
    return CAIRO_STATUS_SUCCESS
  }
}

import CCairo
import Foundation

/// Bytes that Cairo's stream writers (PNG and SVG) push, collected in memory; shared by the package's
/// modules that talk to Cairo.
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

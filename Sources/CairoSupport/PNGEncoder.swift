import CCairo
import CZlib
import Foundation

/// Encodes a Cairo image surface as PNG: 8-bit RGBA, unpremultiplied exactly as Cairo's own PNG writer does,
/// so that the pixels read back are the same; 8-bit RGB when every pixel is opaque.
///
/// Cairo's writer leaves libpng to choose, row by row, among the five PNG filters by trying each, which on a
/// 2,600-kilopixel diagram is about a quarter of a whole render. A diagram is mostly flat color, for which
/// one filter does as well: each row is filtered with Up (the difference from the row above) and the whole
/// is deflated at zlib's default level.
package enum PNGEncoder {
  /// Why a surface could not be encoded.
  package enum Failure: Error, CustomStringConvertible {
    /// The surface is not an ARGB32 image surface with pixels.
    case unsupportedSurface
    /// zlib failed with this status.
    case deflate(Int32)

    package var description: String {
      switch self {
      case .unsupportedSurface: "the surface is not an ARGB32 image surface"
      case .deflate(let status): "deflate failed with status \(status)"
      }
    }
  }

  /// The PNG bytes of an ARGB32 image surface (flushed by the caller), deflated at `level` (zlib's default,
  /// or 1 for an image written for a person once, as a diff image is, where speed counts more than size).
  package static func encode(_ surface: OpaquePointer, level: Int32 = Z_DEFAULT_COMPRESSION) throws(Failure)
    -> Data
  {
    guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
      let pixels = cairo_image_surface_get_data(surface)
    else { throw .unsupportedSurface }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard width > 0, height > 0 else { throw .unsupportedSurface }
    let isOpaque = isOpaque(pixels, width: width, height: height, stride: stride)
    let filtered = filteredRows(pixels, width: width, height: height, stride: stride, withAlpha: !isOpaque)
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = Data()
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    // 8 bits, RGB (2) or RGBA (6), deflate, adaptive filtering, no interlace.
    header.append(contentsOf: [8, isOpaque ? 2 : 6, 0, 0, 0])
    appendChunk("IHDR", header, to: &png)
    appendChunk("IDAT", try deflated(filtered, level: level), to: &png)
    appendChunk("IEND", Data(), to: &png)
    return png
  }

  /// Whether every pixel is opaque, so that the image is written as RGB: a quarter fewer bytes to filter and
  /// deflate, and the same pixels read back (RGB reads as opaque).
  private static func isOpaque(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int)
    -> Bool
  {
    for y in 0..<height {
      let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width where row[x] >> 24 != 255 { return false }
    }
    return true
  }

  /// Every row as a filter byte (Up) and the row's RGBA (or RGB) bytes less the row above's.
  private static func filteredRows(
    _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, withAlpha: Bool
  )
    -> [UInt8]
  {
    let channels = withAlpha ? 4 : 3
    let rowBytes = width * channels
    var output = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
    var previous = [UInt8](repeating: 0, count: rowBytes)
    var current = [UInt8](repeating: 0, count: rowBytes)
    output.withUnsafeMutableBufferPointer { out in
      for y in 0..<height {
        let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
        current.withUnsafeMutableBufferPointer { rgba in
          if withAlpha {
            for x in 0..<width { unpremultiply(row[x], into: rgba, at: x * 4) }
          } else {
            for x in 0..<width {
              rgba[x * 3] = UInt8(truncatingIfNeeded: row[x] >> 16)
              rgba[x * 3 + 1] = UInt8(truncatingIfNeeded: row[x] >> 8)
              rgba[x * 3 + 2] = UInt8(truncatingIfNeeded: row[x])
            }
          }
        }
        let start = y * (rowBytes + 1)
        out[start] = 2  // Up
        for index in 0..<rowBytes { out[start + 1 + index] = current[index] &- previous[index] }
        swap(&previous, &current)
      }
    }
    return output
  }

  /// One native-endian premultiplied ARGB pixel as straight RGBA, rounding as Cairo's PNG writer does.
  @inline(__always)
  private static func unpremultiply(
    _ pixel: UInt32, into rgba: UnsafeMutableBufferPointer<UInt8>, at index: Int
  ) {
    let alpha = pixel >> 24
    switch alpha {
    case 0:
      rgba[index] = 0
      rgba[index + 1] = 0
      rgba[index + 2] = 0
      rgba[index + 3] = 0
    case 255:
      rgba[index] = UInt8(truncatingIfNeeded: pixel >> 16)
      rgba[index + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
      rgba[index + 2] = UInt8(truncatingIfNeeded: pixel)
      rgba[index + 3] = 255
    default:
      rgba[index] = UInt8(((pixel >> 16 & 0xFF) * 255 + alpha / 2) / alpha)
      rgba[index + 1] = UInt8(((pixel >> 8 & 0xFF) * 255 + alpha / 2) / alpha)
      rgba[index + 2] = UInt8(((pixel & 0xFF) * 255 + alpha / 2) / alpha)
      rgba[index + 3] = UInt8(alpha)
    }
  }

  /// `bytes` as one zlib stream at `level`.
  private static func deflated(_ bytes: [UInt8], level: Int32) throws(Failure) -> Data {
    let level = isIncompressible(bytes) ? 0 : level
    var stream = z_stream()
    var status = deflateInit_(&stream, level, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else { throw .deflate(status) }
    defer { deflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))))
    status = bytes.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { out in
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.avail_in = uInt(input.count)
        stream.next_out = out.baseAddress
        stream.avail_out = uInt(out.count)
        return deflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END else { throw .deflate(status) }
    return Data(output[0..<Int(stream.total_out)])
  }

  /// Whether `bytes` are many and deflate cannot shrink samples of them (their start, middle and end) by a
  /// twentieth: noise, or a photograph's grain, where searching for matches takes as long as deflating a
  /// diagram many times the size and saves nothing. Such bytes are stored (level 0); a diagram, mostly flat
  /// color, shrinks many times over and is deflated as before.
  static func isIncompressible(_ bytes: [UInt8]) -> Bool {
    let sample = 64 * 1024
    guard bytes.count >= 16 * sample else { return false }
    var compressed = 0
    for start in [0, bytes.count / 2 - sample / 2, bytes.count - sample] {
      var size = compressBound(uLong(sample))
      var output = [UInt8](repeating: 0, count: Int(size))
      let status = bytes.withUnsafeBufferPointer { input in
        compress2(&output, &size, input.baseAddress! + start, uLong(sample), 1)
      }
      guard status == Z_OK else { return false }
      compressed += Int(size)
    }
    return compressed * 20 >= 3 * sample * 19
  }

  /// Appends a chunk: its length, type, data and CRC-32 of type and data.
  private static func appendChunk(_ type: String, _ data: Data, to png: inout Data) {
    png.appendBigEndian(UInt32(data.count))
    let typeAndData = Data(type.utf8) + data
    png.append(typeAndData)
    let crc = typeAndData.withUnsafeBytes { bytes in
      crc32(0, bytes.bindMemory(to: Bytef.self).baseAddress, uInt(bytes.count))
    }
    png.appendBigEndian(UInt32(crc))
  }
}

extension Data {
  fileprivate mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [
      UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
    ])
  }
}

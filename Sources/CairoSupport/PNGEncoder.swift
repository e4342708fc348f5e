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
///
/// A large image is filtered and deflated in bands at once, as pigz does: each band a raw
/// deflate stream that starts with the 32 KB before it as its dictionary and ends byte-aligned, so that
/// the bands joined are one zlib stream, compressed about as well as in one piece.
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
    let filtered = filteredRows(
      Pixels(base: pixels, width: width, height: height, stride: stride), withAlpha: !isOpaque)
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

  /// A surface's pixels, to be read from several threads at once (never written).
  private struct Pixels: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
    let width: Int
    let height: Int
    let stride: Int
  }

  /// How many bands an encoding of `bytes` bytes is split into: by the size alone, never by the cores of
  /// the machine, so that an image is the same bytes wherever it is made (a docs build commits them);
  /// each band at least `bytesPerBand`, since a thread costs more than deflating a small image. The bands
  /// are deflated as many at once as there are cores.
  private static func bandCount(_ bytes: Int) -> Int {
    max(1, min(maximumBands, bytes / bytesPerBand))
  }

  /// The most bands an image is split into.
  private static let maximumBands = 4

  /// The least a band holds.
  private static let bytesPerBand = 512 * 1024

  /// `count` ranges splitting `0..<total` into parts as equal as whole `unit`s allow.
  private static func bands(_ total: Int, count: Int, unit: Int = 1) -> [Range<Int>] {
    let units = total / unit
    return (0..<count).map { band in
      let start = units * band / count * unit
      let end = band == count - 1 ? total : units * (band + 1) / count * unit
      return start..<end
    }
  }

  /// Every row as a filter byte (Up) and the row's RGBA (or RGB) bytes less the row above's; bands of rows
  /// at once.
  private static func filteredRows(_ pixels: Pixels, withAlpha: Bool) -> [UInt8] {
    let rowBytes = pixels.width * (withAlpha ? 4 : 3)
    let total = (rowBytes + 1) * pixels.height
    return [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
      nonisolated(unsafe) let output = buffer.baseAddress!
      let rows = bands(pixels.height, count: min(bandCount(total), pixels.height))
      DispatchQueue.concurrentPerform(iterations: rows.count) { band in
        filter(
          pixels, rows: rows[band], withAlpha: withAlpha,
          into: output + rows[band].lowerBound * (rowBytes + 1))
      }
      initialized = total
    }
  }

  /// Filters `rows` of `pixels` into `output`, each row a filter byte (Up) and its bytes less the row
  /// above's (the row before the first is read again for it).
  private static func filter(
    _ pixels: Pixels, rows: Range<Int>, withAlpha: Bool, into output: UnsafeMutablePointer<UInt8>
  ) {
    let rowBytes = pixels.width * (withAlpha ? 4 : 3)
    var previous = [UInt8](repeating: 0, count: rowBytes)
    var current = [UInt8](repeating: 0, count: rowBytes)
    if rows.lowerBound > 0 {
      straight(pixels, row: rows.lowerBound - 1, withAlpha: withAlpha, into: &previous)
    }
    for y in rows {
      straight(pixels, row: y, withAlpha: withAlpha, into: &current)
      let start = output + (y - rows.lowerBound) * (rowBytes + 1)
      start[0] = 2  // Up
      for index in 0..<rowBytes { start[1 + index] = current[index] &- previous[index] }
      swap(&previous, &current)
    }
  }

  /// Row `y` of `pixels` as straight RGBA (or RGB) bytes.
  @inline(__always)
  private static func straight(_ pixels: Pixels, row y: Int, withAlpha: Bool, into bytes: inout [UInt8]) {
    let row = UnsafeRawPointer(pixels.base + y * pixels.stride).assumingMemoryBound(to: UInt32.self)
    bytes.withUnsafeMutableBufferPointer { rgba in
      if withAlpha {
        for x in 0..<pixels.width { unpremultiply(row[x], into: rgba, at: x * 4) }
      } else {
        for x in 0..<pixels.width {
          rgba[x * 3] = UInt8(truncatingIfNeeded: row[x] >> 16)
          rgba[x * 3 + 1] = UInt8(truncatingIfNeeded: row[x] >> 8)
          rgba[x * 3 + 2] = UInt8(truncatingIfNeeded: row[x])
        }
      }
    }
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

  /// `bytes` as one zlib stream at `level`: a header, the bands' raw deflate streams one after another,
  /// and the Adler-32 of all of `bytes`.
  private static func deflated(_ bytes: [UInt8], level: Int32) throws(Failure) -> Data {
    let level = isIncompressible(bytes) ? 0 : level
    let parts = bands(bytes.count, count: bandCount(bytes.count))
    let results = bytes.withUnsafeBufferPointer { input in
      nonisolated(unsafe) let input = input
      return [Result<(data: [UInt8], adler: uLong), Failure>](unsafeUninitializedCapacity: parts.count) {
        buffer, initialized in
        nonisolated(unsafe) let results = buffer.baseAddress!
        DispatchQueue.concurrentPerform(iterations: parts.count) { band in
          let result = Result { () throws(Failure) in
            try deflatedBand(input, parts[band], level: level, isLast: band == parts.count - 1)
          }
          (results + band).initialize(to: result)
        }
        initialized = parts.count
      }
    }
    var data = Data(zlibHeader(level: level))
    var adler = adler32(0, nil, 0)
    for (band, result) in results.enumerated() {
      let part = try result.get()
      data.append(contentsOf: part.data)
      adler = adler32_combine(adler, part.adler, off_t(parts[band].count))
    }
    data.appendBigEndian(UInt32(adler))
    return data
  }

  /// The two bytes that open a zlib stream: deflate with a 32 KB window, and the level's speed as zlib
  /// writes it (fastest, fast, default or best), checked so that the pair is a multiple of 31.
  private static func zlibHeader(level: Int32) -> [UInt8] {
    let speed: UInt16 =
      switch level {
      case 0, 1: 0
      case 2...5: 1
      case 6, Z_DEFAULT_COMPRESSION: 2
      default: 3
      }
    let header = UInt16(0x78) << 8 | speed << 6
    let checked = header + (31 - header % 31) % 31
    return [UInt8(checked >> 8), UInt8(checked & 0xFF)]
  }

  /// `range` of `input` as a raw deflate stream at `level`, with the 32 KB before it as its dictionary,
  /// ending with the final block when `isLast` and byte-aligned otherwise; and the range's Adler-32.
  private static func deflatedBand(
    _ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, level: Int32, isLast: Bool
  ) throws(Failure) -> (data: [UInt8], adler: uLong) {
    var stream = z_stream()
    var status = deflateInit2_(
      &stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)
    )
    guard status == Z_OK else { throw .deflate(status) }
    defer { deflateEnd(&stream) }
    let base = input.baseAddress!
    let dictionary = max(0, range.lowerBound - 32 * 1024)..<range.lowerBound
    if !dictionary.isEmpty {
      status = deflateSetDictionary(&stream, base + dictionary.lowerBound, uInt(dictionary.count))
      guard status == Z_OK else { throw .deflate(status) }
    }
    // Room for the bound and the empty stored block a sync flush adds.
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(range.count))) + 16)
    status = output.withUnsafeMutableBufferPointer { out in
      stream.next_in = UnsafeMutablePointer(mutating: base + range.lowerBound)
      stream.avail_in = uInt(range.count)
      stream.next_out = out.baseAddress
      stream.avail_out = uInt(out.count)
      return deflate(&stream, isLast ? Z_FINISH : Z_SYNC_FLUSH)
    }
    guard status == (isLast ? Z_STREAM_END : Z_OK), stream.avail_in == 0 else { throw .deflate(status) }
    output.removeSubrange(Int(stream.total_out)...)
    return (output, adler32(1, base + range.lowerBound, uInt(range.count)))
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

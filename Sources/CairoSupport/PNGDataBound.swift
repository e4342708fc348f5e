import CZlib
import Foundation
import InputLimits

/// The check that a PNG's compressed pixels hold no more than its header declares, and all of it, made
/// before the image is decoded: a few megabytes of zeros can inflate to gigabytes, and the PNG decoder
/// inflates every byte of them, even past the rows it needs, to check the stream; and the decoder leaves
/// rows it could not inflate blank, which would draw a damaged image as an empty one. The pixel data is
/// inflated here into a small scratch buffer and counted, and the count stops one byte past what the
/// declared width, height and pixel format need: the work is bounded by the image's declared size, not by
/// what its data would make.
enum PNGDataBound {
  /// Fails when a chunk declares more bytes than the file holds, and, `inflating`, when the data inflates
  /// to more than the header's size allows, is damaged, or ends before the stream does.
  static func check(_ data: Data, inflating: Bool = true) throws(PNGDecodingFailure) {
    let bytes = [UInt8](data)
    guard bytes.count >= 33 else { return }
    let width = Int(bigEndian(bytes, at: 16))
    let height = Int(bigEndian(bytes, at: 20))
    let bitDepth = Int(bytes[24])
    let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(bytes[25])] ?? 4
    let interlaced = bytes[28] != 0
    let rowBytes = (width * channels * bitDepth + 7) / 8
    let plain = height * (1 + rowBytes)
    // Adam7's passes each add a filter byte per row and round their rows up; twice the plain size and a
    // margin bounds them.
    let limit = (interlaced ? 2 * plain + 16 * (height + 8) : plain) + 1024
    var stream = z_stream()
    guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return }
    defer { inflateEnd(&stream) }
    var scratch = [UInt8](repeating: 0, count: 65536)
    var produced = 0
    var offset = 8
    var streamEnded = false
    var chunks = 0
    while offset + 12 <= bytes.count {
      let length = Int(bigEndian(bytes, at: offset))
      let type = bigEndian(bytes, at: offset + 4)
      let start = offset + 8
      chunks += 1
      // Real files hold a few dozen chunks, or a few thousand pieces of data; millions of empty ones are
      // work for the decoder and nothing else.
      guard chunks <= Self.mostChunks else {
        throw .undecodable("the PNG holds more than \(Self.mostChunks) chunks; it is damaged or hostile")
      }
      // A chunk longer than the file is damage, refused here: the decoder would first allocate what the
      // length declares (a text chunk of 2 GB from a file of 141 bytes).
      guard start + length + 4 <= bytes.count else {
        let name = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
        throw .undecodable(
          "its \(name.escapingControlCharacters) chunk declares \(length) bytes, more than the \(max(0, bytes.count - start)) left in the file (the PNG is damaged or cut short)"
        )
      }
      if type == Self.idat, inflating, !streamEnded {
        var status = Z_OK
        bytes.withUnsafeBufferPointer { buffer in
          stream.next_in = UnsafeMutablePointer(mutating: buffer.baseAddress! + start)
          stream.avail_in = UInt32(length)
          while stream.avail_in > 0, produced <= limit, status == Z_OK {
            status = scratch.withUnsafeMutableBufferPointer { output -> Int32 in
              stream.next_out = output.baseAddress
              stream.avail_out = UInt32(output.count)
              return inflate(&stream, Z_NO_FLUSH)
            }
            produced += scratch.count - Int(stream.avail_out)
          }
        }
        if produced > limit {
          throw .undecodable(
            "the PNG's data holds more than its \(width)×\(height) pixels (a decompression bomb)")
        }
        switch status {
        case Z_OK: break
        case Z_STREAM_END: streamEnded = true
        default:
          throw .undecodable("the PNG's pixel data is damaged (\(String(cString: zError(status))))")
        }
      }
      if type == Self.iend { break }
      offset = start + length + 4
    }
    // Adam7's passes hold fewer bytes than the plain rows for narrow images; only plain rows are counted.
    if inflating, !streamEnded || (!interlaced && produced < plain) {
      throw .undecodable("the PNG's pixel data is cut short: it ends before its \(width)×\(height) pixels")
    }
  }

  /// The most chunks a PNG may hold: a 64 MB file of data pieces of 8 KB, the smallest encoders write,
  /// is 8,192 of them.
  static let mostChunks = 65_536
  /// The chunk types this check reads, as their four bytes read big-endian.
  private static let idat: UInt32 = 0x4944_4154
  private static let iend: UInt32 = 0x4945_4E44

  private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
  }
}

import Foundation

/// PNG files written byte by byte (uncompressed deflate blocks), for formats the renderer never makes:
/// 16 bits per channel, grayscale.
public enum HandMadePNG {
  /// Color types of the PNG header.
  public enum ColorType: UInt8 {
    case gray = 0
    case rgba = 6
  }

  /// A PNG of `width × height` whose rows are `rows` (without filter bytes).
  public static func make(width: Int, height: Int, bitDepth: UInt8, colorType: ColorType, rows: [[UInt8]])
    -> Data
  {
    var header = Data()
    header.append(bigEndian: UInt32(width))
    header.append(bigEndian: UInt32(height))
    header.append(contentsOf: [bitDepth, colorType.rawValue, 0, 0, 0])
    var raw = Data()
    for row in rows { raw.append(0); raw.append(contentsOf: row) }
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    png.append(chunk("IHDR", header))
    png.append(chunk("IDAT", storedZlib(raw)))
    png.append(chunk("IEND", Data()))
    return png
  }

  private static func chunk(_ type: String, _ body: Data) -> Data {
    var chunk = Data()
    chunk.append(bigEndian: UInt32(body.count))
    let typed = Data(type.utf8) + body
    chunk.append(typed)
    chunk.append(bigEndian: crc32(typed))
    return chunk
  }

  /// A zlib stream of one stored (uncompressed) deflate block; `data` must be under 64 KiB.
  private static func storedZlib(_ data: Data) -> Data {
    var stream = Data([0x78, 0x01, 0x01])
    let length = UInt16(data.count)
    stream.append(contentsOf: [
      UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8),
    ])
    stream.append(data)
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    stream.append(bigEndian: b << 16 | a)
    return stream
  }

  private static func crc32(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}

extension Data {
  fileprivate mutating func append(bigEndian value: UInt32) {
    append(contentsOf: [
      UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
    ])
  }
}

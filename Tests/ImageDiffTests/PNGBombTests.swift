import Foundation
import Testing
import CZlib

@testable import ImageDiff

/// A PNG whose compressed data inflates past its declared size is refused before it is decoded, whatever
/// it would inflate to; an honest PNG of the same size decodes.
struct PNGBombTests {
  private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    let crc = typed.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc)
  }

  private func bigEndian(_ value: UInt32) -> [UInt8] { withUnsafeBytes(of: value.bigEndian) { Array($0) } }

  /// A 1×1 RGB PNG whose pixel data is `raw` deflated.
  private func png(raw: [UInt8]) -> Data {
    var compressed = [UInt8](repeating: 0, count: Int(compressBound(UInt(raw.count))))
    var length = UInt(compressed.count)
    _ = compress(&compressed, &length, raw, UInt(raw.count))
    let header = bigEndian(1) + bigEndian(1) + [8, 2, 0, 0, 0]
    return Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
        + chunk("IDAT", Array(compressed.prefix(Int(length)))) + chunk("IEND", []))
  }

  @Test func dataThatInflatesPastTheDeclaredSizeIsRefused() throws {
    let bomb = png(raw: [UInt8](repeating: 0, count: 16 << 20))
    #expect(bomb.count < 100_000)
    #expect {
      _ = try Bitmap(png: bomb)
    } throws: { error in
      "\(error)".contains("more than its 1×1 pixels")
    }
  }

  /// A chunk declaring more bytes than the file holds is refused before the decoder allocates them (a text
  /// chunk of 2 GB in a file of 141 bytes took 2 GB).
  @Test func aChunkLongerThanTheFileIsRefused() throws {
    let header = bigEndian(10) + bigEndian(10) + [8, 6, 0, 0, 0]
    let damaged = Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + bigEndian(0x7FFF_FFFF)
        + Array("tEXt".utf8) + [UInt8](repeating: 0x61, count: 100))
    #expect {
      _ = try Bitmap(png: damaged)
    } throws: { error in
      "\(error)".contains("its tEXt chunk declares 2147483647 bytes, more than the 100 left in the file")
    }
  }

  /// Millions of empty chunks are work for the decoder and nothing else: past 65,536 the file is refused.
  @Test func aFileOfTooManyChunksIsRefused() throws {
    let honest = png(raw: [0, 1, 2, 3])
    let empty = chunk("tEXt", [])
    let padded = Data(
      honest.prefix(33) + Array(repeating: empty, count: 70_000).joined() + honest.dropFirst(33))
    #expect {
      _ = try Bitmap(png: padded)
    } throws: { error in
      "\(error)".contains("the PNG holds more than 65536 chunks")
    }
    // A few thousand chunks, as an encoder cutting its data in pieces writes, are read.
    let fewer = Data(
      honest.prefix(33) + Array(repeating: empty, count: 5_000).joined() + honest.dropFirst(33))
    #expect(try Bitmap(png: fewer).size == PixelSize(width: 1, height: 1))
  }

  /// A side of more than a million pixels is refused by its size, not reported as damage.
  @Test func aSideLongerThanTheDecoderReadsIsSaidSo() throws {
    let header = bigEndian(1) + bigEndian(2_000_000) + [8, 0, 0, 0, 0]
    let tall = Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IEND", []))
    #expect {
      _ = try Bitmap(png: tall)
    } throws: { error in
      "\(error)".contains("more than 1000000 on a side")
    }
  }

  /// The decoder leaves rows it cannot inflate blank; a damaged image is refused instead of drawn empty.
  @Test func dataCutShortOrDamagedIsRefused() throws {
    let honest = [UInt8](png(raw: [0, 255, 0, 0]))
    // The IDAT chunk's compressed bytes start 8 (signature) + 25 (IHDR) + 8 (IDAT length and type) in.
    let idat = 41
    let length = Int(honest[33]) << 24 | Int(honest[34]) << 16 | Int(honest[35]) << 8 | Int(honest[36])
    let cut = Data(
      honest.prefix(8 + 25) + chunk("IDAT", Array(honest[idat..<(idat + length - 6)])) + chunk("IEND", []))
    #expect {
      _ = try Bitmap(png: cut)
    } throws: { error in
      "\(error)".contains("the PNG's pixel data is cut short: it ends before its 1×1 pixels")
    }
    var garbled = Array(honest[idat..<(idat + length)])
    garbled[0] = 0xFF
    let damaged = Data(honest.prefix(8 + 25) + chunk("IDAT", garbled) + chunk("IEND", []))
    #expect {
      _ = try Bitmap(png: damaged)
    } throws: { error in
      "\(error)".contains("the PNG's pixel data is damaged")
    }
  }

  @Test func anHonestImageOfTheSameSizeDecodes() throws {
    let image = try Bitmap(png: png(raw: [0, 255, 0, 0]))
    #expect(image.width == 1 && image[0, 0] == Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
  }
}

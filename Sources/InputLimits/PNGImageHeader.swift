import Foundation

/// The pixel size of a PNG image, read from its `IHDR` chunk without decoding the image.
public struct PNGImageHeader: Hashable, Sendable {
  /// Why a file's header could not be read.
  public enum ReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file does not start with the PNG signature.
    case notPNG
    /// The first chunk is not a well-formed `IHDR`.
    case malformedHeader

    /// A short reason.
    public var description: String {
      switch self {
      case .notPNG: return "not a PNG file"
      case .malformedHeader: return "malformed PNG header"
      }
    }
  }

  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// Creates a header for a pixel size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Reads the header from the start of a PNG file's bytes (the first 24 bytes suffice).
  public init(data: Data) throws(ReadError) {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else { throw .notPNG }
    guard bytes.count == 24 else { throw .malformedHeader }
    let length = Self.bigEndian(bytes[8..<12])
    guard length == 13, Array(bytes[12..<16]) == Array("IHDR".utf8) else { throw .malformedHeader }
    let width = Self.bigEndian(bytes[16..<20])
    let height = Self.bigEndian(bytes[20..<24])
    guard width > 0, height > 0, width <= Int32.max, height <= Int32.max else { throw .malformedHeader }
    self.width = Int(width)
    self.height = Int(height)
  }

  /// Reads the header of the PNG file at `url`, which must be a regular file.
  public init(contentsOf url: URL) throws {
    try self.init(data: RegularFile.read(url, limit: Budgets.imageFileBytes).prefix(24))
  }

  /// The number of pixels.
  public var pixelCount: Int { width * height }

  private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    bytes.reduce(0) { $0 << 8 | UInt32($1) }
  }
}

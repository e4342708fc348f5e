import CairoSupport
import CCairo
import CZlib
import Foundation
import InputLimits

/// Reading and writing PNG through Cairo.
extension Bitmap {
  /// Decodes PNG bytes; `file` names them in errors.
  public init(png data: Data, file: String = "PNG data") throws(ImageFileError) {
    guard data.starts(with: Self.pngSignature) else {
      throw .notPNG(file: file, reason: data.isEmpty ? "the file is empty" : "no PNG signature")
    }
    let surface: OpaquePointer
    do {
      surface = try decodeBudgetedPNG(data)
    } catch {
      switch error {
      case .notPNG(let reason), .undecodable(let reason): throw .notPNG(file: file, reason: reason)
      case .beyondBudget(let budget): throw .beyondBudget(file: file, budget)
      }
    }
    defer { cairo_surface_destroy(surface) }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    guard let bitmap = Bitmap(surface: surface, width: width, height: height) else {
      throw .notPNG(file: file, reason: "Cairo cannot convert its \(width)×\(height) pixels")
    }
    self = bitmap
  }

  /// Reads and decodes the PNG file at `url`; errors name it `file`, else the URL's path.
  public init(contentsOf url: URL, file: String? = nil) throws(ImageFileError) {
    let file = file ?? url.path
    let data: Data
    do {
      data = try RegularFile.read(url, limit: Budgets.imageFileBytes)
    } catch {
      throw .unreadable(file: file, reason: error.description)
    }
    try self.init(png: data, file: file)
  }

  /// The eight bytes every PNG file starts with.
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// How hard an image is compressed: as the renderer writes figures, or fast, for an image written once
  /// for a person to look at (a diff image), where the time counts more than the size.
  public enum Compression: Sendable {
    case standard, fast
  }

  /// The image encoded as PNG; `file` names it in errors.
  public func pngData(file: String = "PNG data", compression: Compression = .standard) throws(ImageFileError)
    -> Data
  {
    guard width > 0, height > 0 else { throw .empty(file: file) }
    guard width <= Self.maximumSide, height <= Self.maximumSide else {
      throw .tooLarge(file: file, size: size)
    }
    // The renderer's encoder: Cairo's own tries every filter on every row, most of the time of writing a
    // large diff image.
    let encoded = withSurface { surface -> Result<Data, PNGEncoder.Failure> in
      Result { () throws(PNGEncoder.Failure) in
        try PNGEncoder.encode(surface, level: compression == .fast ? 1 : Z_DEFAULT_COMPRESSION)
      }
    }
    switch encoded {
    case nil: throw .encodingFailed(file: file, reason: "Cairo cannot make a surface")
    case .failure(let failure)?: throw .encodingFailed(file: file, reason: failure.description)
    case .success(let data)?: return data
    }
  }

  /// Writes the image as PNG to `url` whole: into a temporary file beside it, then renamed over it (what
  /// `Data.WritingOptions.atomic` does), creating the folder when needed; errors name it `file`, else
  /// the URL's path.
  public func write(to url: URL, file: String? = nil, compression: Compression = .standard)
    throws(ImageFileError)
  {
    let file = file ?? url.path
    let data = try pngData(file: file, compression: compression)
    do {
      try writeWholeFile(data, to: url)
    } catch {
      throw .unwritable(file: file, reason: fileFailureReason(error))
    }
  }
}

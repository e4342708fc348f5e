import InputLimits

/// Why an image could not be read or written; each case names the file (or data) it is about.
public enum ImageFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be opened or read.
  case unreadable(file: String, reason: String)
  /// The bytes are not a PNG image Cairo can decode.
  case notPNG(file: String, reason: String)
  /// The image is larger than Cairo's image surfaces allow (32,767 pixels a side).
  case tooLarge(file: String, size: PixelSize)
  /// The image passes a pixel budget.
  case beyondBudget(file: String, PixelBudgetError)
  /// The image has no pixels, which PNG cannot store.
  case empty(file: String)
  /// Cairo failed while encoding.
  case encodingFailed(file: String, reason: String)
  /// The file could not be written.
  case unwritable(file: String, reason: String)

  /// A one-line explanation starting with the file.
  public var description: String {
    switch self {
    case .unreadable(let file, let reason): "\(file): cannot read the file: \(reason)"
    case .notPNG(let file, let reason): "\(file): not a PNG image (\(reason))"
    case .tooLarge(let file, let size):
      "\(file): the image (\(size) pixels) is larger than 32767 pixels a side"
    case .beyondBudget(let file, let error): "\(file): the image has \(error)"
    case .empty(let file): "\(file): the image has no pixels"
    case .encodingFailed(let file, let reason): "\(file): cannot encode the PNG: \(reason)"
    case .unwritable(let file, let reason): "\(file): cannot write the file: \(reason)"
    }
  }
}

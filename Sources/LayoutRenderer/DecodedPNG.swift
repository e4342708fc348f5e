import CCairo
import CairoSupport
import Foundation
import InputLimits

/// A PNG decoded into a Cairo image surface, shared by every leaf that shows it: a run decodes each image
/// file once (an alias repeated a thousand times, or one logo in every block of a docs build, costs one
/// decoding), and counts its pixels against the run's budget once. Its pixels count as held while it lives
/// (`PixelBudget.hold(_:)`), which bounds the memory of all decoded images together.
final class DecodedPNG: @unchecked Sendable {
  let width: Int
  let height: Int
  private let surface: OpaquePointer
  /// The pixels counted as held for this image, released with it.
  private let heldPixels: Int
  private let lock = NSLock()

  /// Decodes PNG bytes after reading their header: an image beyond one image's pixel budget, or the run's,
  /// is refused before any pixel is decoded. When the images held already leave no room for this one, the images kept
  /// only for reuse are let go first.
  init(data: Data, source: String, dataChecked: Bool = false) throws(ImageLoadError) {
    let surface: OpaquePointer
    var held: Int?
    do {
      surface = try decodeBudgetedPNG(data, dataChecked: dataChecked) { pixels throws(PixelBudgetError) in
        try Self.hold(pixels)
        held = pixels
      }
    } catch {
      if let held { PixelBudget.run.release(held) }
      throw ImageLoadError(source, error)
    }
    self.surface = surface
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    heldPixels = held ?? 0
  }

  /// Holds the image's pixels: the images kept only for reuse are let go when there is no room, and then,
  /// while other drawings' images fill it, the hold waits for them (each drawing holds one image at a time).
  private static func hold(_ pixels: Int) throws(PixelBudgetError) {
    do {
      try PixelBudget.run.hold(pixels)
    } catch {
      DecodedImages.shared.forgetAll()
      try PixelBudget.run.holdWaiting(pixels)
    }
  }

  deinit {
    PixelBudget.run.release(heldPixels)
    cairo_surface_destroy(surface)
  }

  /// Runs `body` with the surface, under the image's lock (Cairo surfaces are not thread-safe).
  func withSurface<Result>(_ body: (OpaquePointer) -> Result) -> Result {
    lock.withLock { body(surface) }
  }

  /// The image at `url`, decoded once per run while the file is unchanged and kept while there is room.
  static func load(_ url: URL) throws(ImageLoadError) -> DecodedPNG {
    try DecodedImages.shared.image(at: url)
  }
}

/// The images a run has decoded, by file and the file's identity when it was read (device, inode, size and
/// modification time), so that a file changed under `--watch` is decoded again.
final class DecodedImages: @unchecked Sendable {
  static let shared = DecodedImages()

  private struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int
    var modifiedNanoseconds: Int
  }

  private let lock = NSLock()
  private var images: [String: (identity: Identity, image: DecodedPNG)] = [:]
  private var sizes: [String: (identity: Identity, size: (width: Int, height: Int))] = [:]
  /// The files whose data has passed `PNGDataBound`'s inflating check, by identity when checked.
  private var dataChecked: [String: Identity] = [:]

  func image(at url: URL) throws(ImageLoadError) -> DecodedPNG {
    let path = url.path
    let identity = Self.identity(of: path)
    if let identity, let kept = lock.withLock({ images[path] }), kept.identity == identity {
      return kept.image
    }
    let data = try Self.read(url)
    // The file's data checked before drawing, unchanged since: it need not be inflated twice.
    let checked = identity.map { identity in lock.withLock { dataChecked[path] == identity } } ?? false
    let image = try DecodedPNG(data: data, source: path, dataChecked: checked)
    if let identity { lock.withLock { images[path] = (identity, image) } }
    return image
  }

  /// The pixel size of the PNG file at `url`, from its checked header and chunks (`checkBudgetedPNG`),
  /// without inflating its data: what a document is measured with. Kept per file and identity, as decoded
  /// images are.
  func size(at url: URL) throws(ImageLoadError) -> (width: Int, height: Int) {
    let path = url.path
    let identity = Self.identity(of: path)
    if let identity, let kept = lock.withLock({ sizes[path] }), kept.identity == identity {
      return kept.size
    }
    let header = try Self.checkedHeader(of: Self.read(url), source: path, inflating: false)
    let size = (header.width, header.height)
    if let identity { lock.withLock { sizes[path] = (identity, size) } }
    return size
  }

  /// Checks the data of the PNG file at `url` as decoding it would (`checkBudgetedPNG`: inflated whole,
  /// within its declared size, undamaged), once per file and identity: before a drawing decodes anything,
  /// so that a damaged image is an error and not a blank leaf.
  func checkData(at url: URL) throws(ImageLoadError) {
    let path = url.path
    let identity = Self.identity(of: path)
    if let identity, lock.withLock({ dataChecked[path] == identity }) { return }
    _ = try Self.checkedHeader(of: Self.read(url), source: path, inflating: true)
    if let identity { lock.withLock { dataChecked[path] = identity } }
  }

  /// The bytes of the image file at `url`, a regular file within the image budget.
  private static func read(_ url: URL) throws(ImageLoadError) -> Data {
    do {
      return try RegularFile.read(url, limit: Budgets.imageFileBytes)
    } catch {
      throw .fileAccess(source: url.path, error)
    }
  }

  /// The checked header of PNG bytes (`checkBudgetedPNG`), their data inflated and checked too when
  /// `inflating`.
  private static func checkedHeader(of data: Data, source: String, inflating: Bool) throws(ImageLoadError)
    -> PNGImageHeader
  {
    do {
      return try checkBudgetedPNG(data, dataChecked: !inflating)
    } catch {
      throw ImageLoadError(source, error)
    }
  }

  /// Lets go of every image kept for reuse: those a document still shows stay alive, held by it.
  func forgetAll() {
    // Taken out under the lock and let go after it, so that the images are freed unlocked.
    var forgotten: [String: (identity: Identity, image: DecodedPNG)] = [:]
    lock.withLock { swap(&forgotten, &images) }
  }

  /// The identity of the regular file at `path`, or `nil` when it is not one.
  private static func identity(of path: String) -> Identity? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    #if os(Linux)
      let modified = status.st_mtim
    #else
      let modified = status.st_mtimespec
    #endif
    return Identity(
      device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
      modified: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec))
  }
}

extension ImageLoadError {
  /// The load error of a PNG from `source` that could not be checked or decoded.
  init(_ source: String, _ failure: PNGDecodingFailure) {
    switch failure {
    case .notPNG(let reason), .undecodable(let reason): self = .unreadable(source: source, reason: reason)
    case .beyondBudget(let budget): self = .beyondBudget(source: source, budget)
    }
  }
}

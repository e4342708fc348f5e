import Foundation
@_implementationOnly import InputLimits
@_implementationOnly import LayoutRenderer
import TextureLayout

/// An image's size and scale, read from its PNG header (layout needs nothing more); the pixels are read
/// only when it is drawn. `init(named:)` looks in `UIImage.searchFolders` (the main bundle and the current
/// folder unless set) for `NAME.png` with its `@2x`/`@3x` variants and for asset catalogs' `NAME.imageset`
/// folders, as apps ship them.
open class UIImage: NSObject, _ExpressibleByImageLiteral, @unchecked Sendable {
  /// Where `init(named:)` looks, in order: the main bundle's resources, then the current folder.
  nonisolated(unsafe) public static var searchFolders: [URL] =
    [Bundle.main.resourceURL].compactMap { $0 } + [
      URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ]

  /// The size in points: pixels divided by `scale`.
  public let size: CGSize
  /// Pixels per point (2 for an `@2x` file).
  public let scale: CGFloat
  /// The file read, when the image came from one.
  public let fileURL: URL?
  /// The PNG bytes, when the image came from data.
  public let data: Data?
  /// The edges kept when the image is stretched; a resizable image has some.
  public let capInsets: UIEdgeInsets
  /// How a resizable image's middle fills the space between its caps.
  public let resizingMode: ResizingMode

  /// How a resizable image's middle fills the space between its caps; both are drawn as stretching.
  public enum ResizingMode: Int, Sendable {
    case tile, stretch
  }

  /// An image of a size in points, drawn as nothing (for layout tests).
  public init(size: CGSize, scale: CGFloat = 1) {
    self.size = size
    self.scale = scale
    fileURL = nil
    data = nil
    capInsets = .zero
    resizingMode = .tile
  }

  /// An empty image, of no size, as `UIImage()` makes.
  public override convenience init() {
    self.init(size: .zero)
  }

  /// The PNG at `path`; `nil` when it is not a readable PNG. An `@2x`/`@3x` name sets the scale.
  public convenience init?(contentsOfFile path: String) {
    let url = URL(fileURLWithPath: path)
    guard let header = try? PNGImageHeader(contentsOf: url) else { return nil }
    self.init(header: header, scale: Self.scale(ofFileNamed: url.lastPathComponent), fileURL: url, data: nil)
  }

  /// The PNG in `data`, at scale 1; `nil` when it is not a PNG.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// The PNG in `data`, at `scale`; `nil` when it is not a PNG.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let header = try? PNGImageHeader(data: data) else { return nil }
    self.init(header: header, scale: scale, fileURL: nil, data: data)
  }

  /// The image named `name` in `searchFolders`: the highest scale of `NAME@3x.png`, `NAME@2x.png`,
  /// `NAME.png` that exists, or the largest file an asset catalog's `NAME.imageset` lists.
  public convenience init?(named name: String) {
    self.init(named: name, searching: Self.searchFolders)
  }

  /// The image named `name` in `bundle`'s resources (a Swift package's `Bundle.module`, say), then in
  /// `searchFolders`. The trait collection is accepted and not read.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) {
    let folders = [bundle?.resourceURL, bundle?.bundleURL].compactMap { $0 } + Self.searchFolders
    self.init(named: name, searching: folders)
  }

  private convenience init?(named name: String, searching folders: [URL]) {
    guard let (header, scale, url) = Self.lookUp(named: name, in: folders) else { return nil }
    self.init(header: header, scale: scale, fileURL: url, data: nil)
  }

  /// An `#imageLiteral(resourceName:)`: the image `init(named:)` finds, else an image of no size (there is
  /// no asset catalog compiled in to promise it exists, as on iOS), which an image node measures as 0 × 0.
  public required convenience init(imageLiteralResourceName name: String) {
    guard let (header, scale, url) = Self.lookUp(named: name, in: Self.searchFolders) else {
      self.init(size: .zero)
      return
    }
    self.init(header: header, scale: scale, fileURL: url, data: nil)
  }

  /// The first PNG named `name` in `folders`, with its header and scale.
  private static func lookUp(named name: String, in folders: [URL]) -> (PNGImageHeader, CGFloat, URL)? {
    for folder in folders {
      let found =
        file(named: name, in: folder).map { ($0, scale(ofFileNamed: $0.lastPathComponent)) }
        ?? assetCatalogFile(named: name, under: folder)
      if let (url, scale) = found, let header = try? PNGImageHeader(contentsOf: url) {
        return (header, scale, url)
      }
    }
    return nil
  }

  private init(header: PNGImageHeader, scale: CGFloat, fileURL: URL?, data: Data?) {
    self.scale = scale
    size = CGSize(width: CGFloat(header.width) / scale, height: CGFloat(header.height) / scale)
    self.fileURL = fileURL
    self.data = data
    capInsets = .zero
    resizingMode = .tile
  }

  private init(resizing image: UIImage, capInsets: UIEdgeInsets, resizingMode: ResizingMode) {
    size = image.size
    scale = image.scale
    fileURL = image.fileURL
    data = image.data
    self.capInsets = capInsets
    self.resizingMode = resizingMode
  }

  /// The same image, stretched with `capInsets` kept when drawn larger.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    UIImage(resizing: self, capInsets: capInsets, resizingMode: .tile)
  }

  /// The same image, stretched with `capInsets` kept when drawn larger.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
    UIImage(resizing: self, capInsets: capInsets, resizingMode: resizingMode)
  }

  /// Draws the image stretched into `rect` of the current drawing context.
  public func draw(in rect: CGRect) {
    guard let context = GraphicsContextStack.current else { return }
    let pixels: CairoImageContent?
    if let fileURL {
      pixels = try? CairoImageContent(contentsOf: fileURL, scale: scale, placement: .scaleToFill)
    } else if let data {
      pixels = try? CairoImageContent(pngData: data, scale: scale, placement: .scaleToFill)
    } else {
      pixels = nil
    }
    pixels?.draw(on: context.cairo, in: rect)
  }

  /// Draws the image at its size with its top-left corner at `point`.
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// The scale an `@2x`/`@3x` file name says, else 1.
  static func scale(ofFileNamed name: String) -> CGFloat {
    let stem = (name as NSString).deletingPathExtension
    for scale in [3, 2] where stem.hasSuffix("@\(scale)x") { return CGFloat(scale) }
    return 1
  }

  private static func file(named name: String, in folder: URL) -> URL? {
    let base = (name as NSString).deletingPathExtension
    for suffix in ["@3x", "@2x", ""] {
      let url = folder.appendingPathComponent(base + suffix + ".png")
      if FileManager.default.fileExists(atPath: url.path) { return url }
    }
    return nil
  }

  /// The file an asset catalog under `folder` holds for `name`: `*.xcassets/…/NAME.imageset/`, its
  /// `Contents.json` listing the files by scale; the largest scale wins.
  private static func assetCatalogFile(named name: String, under folder: URL) -> (URL, CGFloat)? {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return nil }
    var visited = 0
    for case let url as URL in enumerator {
      visited += 1
      // A bounded look: a search folder is an app's resources, not a disk.
      if visited > 10_000 { return nil }
      guard url.lastPathComponent == name + ".imageset" else { continue }
      struct Contents: Decodable {
        struct Image: Decodable {
          var filename: String?
          var scale: String?
        }
        var images: [Image]
      }
      guard let data = try? Data(contentsOf: url.appendingPathComponent("Contents.json")),
        let contents = try? JSONDecoder().decode(Contents.self, from: data)
      else { continue }
      let files = contents.images.compactMap { image -> (Int, String)? in
        guard let file = image.filename else { return nil }
        return (Int(image.scale?.dropLast() ?? "1") ?? 1, file)
      }
      if let best = files.max(by: { $0.0 < $1.0 }) {
        return (url.appendingPathComponent(best.1), CGFloat(best.0))
      }
    }
    return nil
  }
}

/// What `#imageLiteral(resourceName:)` makes in a file that imports UIKit.
public typealias _ImageLiteralType = UIImage

extension UIImage {
  /// How an image is drawn: as itself, or as a template painted in a tint color.
  public enum RenderingMode: Int, Sendable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  /// The same image; it is drawn as itself (tint with `withTintColor(_:)`).
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

  /// The image with every pixel painted in `color` at the pixel's own opacity, as iOS draws a template
  /// image in a tint color.
  public func withTintColor(_ color: UIColor) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let bounds = CGRect(origin: .zero, size: size)
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
      draw(at: .zero)
      context.cgContext.paint(bounds, keepingOpacityIn: color)
    }
  }
}

import Foundation
import TextureLayout

/// A measurer that reads images only from under one folder: an image path that leads outside it (`../..`,
/// an absolute path, a symbolic link out) is an error at the path, and the file is not read. Documentation
/// built from pull requests must not embed whatever file the machine building it can read; `docs` and
/// `check` confine images to the folder they run in unless told otherwise.
public struct ConfinedImages: ContentMeasuring {
  /// The measurer that reads what is inside.
  public let base: any ContentMeasuring
  /// The folder images must be under, its symbolic links resolved.
  public let root: URL

  public init(_ base: any ContentMeasuring, root: URL) {
    self.base = base
    self.root = root.resolvingSymlinksInPath().standardizedFileURL
  }

  /// Whether `url`, its symbolic links resolved, is under the root.
  public func allows(_ url: URL) -> Bool {
    let resolved = url.resolvingSymlinksInPath().standardizedFileURL.path
    let folder = root.path.hasSuffix("/") ? root.path : root.path + "/"
    return resolved.hasPrefix(folder)
  }

  public func textContent(_ text: TextDescription) throws -> any IntrinsicContent {
    try base.textContent(text)
  }

  public func imageContent(at url: URL, scale: CGFloat) throws -> any IntrinsicContent {
    guard allows(url) else { throw ImageOutsideRoot(root: root) }
    return try base.imageContent(at: url, scale: scale)
  }
}

/// An image path that leads outside the folder images are confined to.
public struct ImageOutsideRoot: Error, CustomStringConvertible {
  public let root: URL

  public var description: String {
    "the path leads outside \(root.path), the folder images are read from (--image-root names another)"
  }
}

import ArgumentParser
import Foundation
import InputLimits

/// Where documents' images may be read from, for the commands that build documentation from files anyone
/// may change (`docs`, `check`): the current folder unless `--image-root` names another, or any path with
/// `--images-anywhere`. An image path that leads outside (`../..`, an absolute path, a link out) is an
/// error at the path, and the file is not read.
struct ImageRootOptions: ParsableArguments {
  @Option(help: "The folder documents' images must be under (default: the current folder).")
  var imageRoot: String?

  @Flag(help: "Read images from any path a document names (trusted documents only).")
  var imagesAnywhere = false

  func validate() throws {
    if imagesAnywhere && imageRoot != nil {
      throw ValidationError("--image-root and --images-anywhere cannot be used together")
    }
    if let imageRoot, !RegularFile.isFolder(imageRoot) {
      throw ValidationError("--image-root \(imageRoot) is not a folder")
    }
  }

  /// The root, or `nil` for any path.
  var root: URL? {
    imagesAnywhere
      ? nil
      : URL(fileURLWithPath: imageRoot ?? FileManager.default.currentDirectoryPath, isDirectory: true)
  }
}

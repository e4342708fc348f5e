import CairoSupport
import DiagramValues
import Foundation
import InputLimits

#if canImport(Glibc)
  import Glibc
#endif

/// The content hash of each image a build wrote into a folder, and the image files its document
/// referenced, kept beside the images in `.layout-diagrams.json`: an image whose inputs did not change is
/// not rendered again, and telling so needs no reading of its document.
///
/// The manifest also proves which files are the tool's to replace, and it is not trusted alone: a manifest
/// can come with a pull request. A file is replaced only when the manifest lists it *and* the file's bytes
/// still hash to what the tool wrote there (`written`): a user's image the manifest names, or an image
/// edited by hand since, is refused. (A manifest forged to match a file's current bytes gives no more
/// than its author could do by committing a new image.)
struct Manifest: Sendable {
  /// The file name a folder's manifest has.
  static let fileName = ".layout-diagrams.json"

  /// What was recorded for one image.
  struct Entry: Codable, Hashable, Sendable {
    /// The content hash of its inputs.
    var hash: String
    /// The image files its document referenced, whose bytes are part of the hash.
    var images: [String]
    /// The hash of the image's bytes as written; `nil` in manifests written before it was kept, whose
    /// images are then not proven the tool's.
    var written: String?

    /// Whether the file at `url` is the one this entry's build wrote: its bytes hash to `written`.
    func wrote(_ url: URL) -> Bool {
      guard let written, let data = try? RegularFile.read(url, limit: Budgets.imageFileBytes) else {
        return false
      }
      return ContentHash.of([data]) == written
    }
  }

  /// Entries by image file name.
  var entries: [String: Entry] = [:]

  /// The manifest in `folder`, or an empty one when there is none or it cannot be read: it only saves work,
  /// so a lost one costs renders, never a wrong image.
  static func read(in folder: URL) -> Manifest {
    (try? load(in: folder).get()).map { Manifest(entries: $0) } ?? Manifest()
  }

  /// Why the file at the manifest's name in `folder` is not a manifest this tool wrote (it cannot be read,
  /// or does not decode as one), or `nil` when it is one or there is none. Such a file is not replaced: a
  /// build records nothing over what it cannot prove its own.
  static func foreignFile(in folder: URL) -> String? {
    guard RegularFile.kind(at: folder.appendingPathComponent(fileName)) != nil,
      case .failure(let reason) = load(in: folder)
    else { return nil }
    return reason.description
  }

  /// Why a manifest could not be loaded.
  private struct LoadFailure: Error, CustomStringConvertible {
    var description: String
  }

  /// The entries of the manifest file in `folder`, read within `Budgets.manifestBytes` and decoded.
  private static func load(in folder: URL) -> Result<[String: Entry], LoadFailure> {
    let data: Data
    do {
      data = try RegularFile.read(folder.appendingPathComponent(fileName), limit: Budgets.manifestBytes)
    } catch {
      return .failure(LoadFailure(description: error.description))
    }
    guard let entries = try? JSONDecoder().decode([String: Entry].self, from: data) else {
      return .failure(
        LoadFailure(description: "not a manifest layout-diagram wrote (it does not read as one)"))
    }
    return .success(entries)
  }

  /// Adds `entries` to the manifest in `folder` as it is on disk now, holding the folder's lock while it
  /// reads and writes, so that two builds writing into one folder at once both keep their entries. Sorted,
  /// so that the file changes only where hashes do.
  static func record(_ entries: [String: Entry], in folder: URL) throws {
    try FolderLock.holding(folder) {
      var manifest = read(in: folder)
      manifest.entries.merge(entries) { _, new in new }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      try writeWholeFile(try encoder.encode(manifest.entries), to: folder.appendingPathComponent(fileName))
    }
  }
}

/// An exclusive advisory lock on a folder (`flock` on the folder itself), so that builds in several
/// processes update the folder's manifest one at a time; the lock goes with the process if it dies.
enum FolderLock {
  static func holding<Result>(_ folder: URL, _ body: () throws -> Result) throws -> Result {
    let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return try body() }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}

/// A 64-bit FNV-1a hash of several pieces of data, each preceded by its length: enough to tell whether an
/// image's inputs changed (not a cryptographic hash).
enum ContentHash {
  static func of(_ pieces: [Data]) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    func add(_ byte: UInt8) {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    for piece in pieces {
      withUnsafeBytes(of: UInt64(piece.count).littleEndian) { for byte in $0 { add(byte) } }
      for byte in piece { add(byte) }
    }
    return String(hash, radix: 16)
  }
}

extension ThemeOverrides {
  /// The overrides as text that is the same in every process (the annotation colors in kind order), for
  /// content hashes.
  var stableDescription: String {
    func text(_ color: RGBAColor?) -> String { color.map { "\($0)" } ?? "-" }
    func number(_ value: CGFloat?) -> String { value.map { "\($0)" } ?? "-" }
    func palette(_ palette: Palette) -> String {
      var parts: [String] = []
      for color in [palette.nodeOutline, palette.specOutline, palette.names, palette.notes] {
        parts.append(text(color))
      }
      for color in [palette.leaders, palette.labelPlates, palette.canvas] { parts.append(text(color)) }
      for kind in AnnotationKind.allCases { parts.append(text(palette.annotations[kind])) }
      return parts.joined(separator: ",")
    }
    var shared: [String] = [fontFamily ?? "-"]
    for value in [labelFontSize, nameFontSize, lineWidth, outlineWidth] { shared.append(number(value)) }
    return "light[\(palette(light))] dark[\(palette(dark))] \(shared.joined(separator: ","))"
  }
}

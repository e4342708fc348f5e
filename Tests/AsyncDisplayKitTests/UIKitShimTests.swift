import AsyncDisplayKit
import Foundation
import RenderTestSupport
import Testing

/// The UIKit names layout code touches: images found as apps ship them, fonts as apps name them.
struct UIKitShimTests {
  private func png(width: Int, height: Int) -> Data {
    HandMadePNG.make(
      width: width, height: height, bitDepth: 8, colorType: .gray,
      rows: Array(repeating: Array(repeating: 0, count: width), count: height))
  }

  @Test func imagesAreFoundByNameAtTheirHighestScaleAndInAssetCatalogs() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
    let imageset = folder.appendingPathComponent("Assets.xcassets/Icons/star.imageset")
    try FileManager.default.createDirectory(at: imageset, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try png(width: 30, height: 20).write(to: folder.appendingPathComponent("logo.png"))
    try png(width: 60, height: 40).write(to: folder.appendingPathComponent("logo@2x.png"))
    try png(width: 24, height: 24).write(to: imageset.appendingPathComponent("star-small.png"))
    try png(width: 72, height: 72).write(to: imageset.appendingPathComponent("star-large.png"))
    try Data(
      #"{"images": [{"filename": "star-small.png", "scale": "1x"}, {"filename": "star-large.png", "scale": "3x"}]}"#
        .utf8
    ).write(to: imageset.appendingPathComponent("Contents.json"))
    let saved = UIImage.searchFolders
    UIImage.searchFolders = [folder]
    defer { UIImage.searchFolders = saved }

    let logo = try #require(UIImage(named: "logo"))
    #expect(logo.scale == 2)
    #expect(logo.size == CGSize(width: 30, height: 20))
    let star = try #require(UIImage.as_imageNamed("star"))
    #expect(star.scale == 3)
    #expect(star.size == CGSize(width: 24, height: 24))
    #expect(UIImage(named: "missing") == nil)
    // A bundle's resources come first.
    let bundled = folder.appendingPathComponent("Resources.bundle")
    try FileManager.default.createDirectory(at: bundled, withIntermediateDirectories: true)
    try png(width: 16, height: 8).write(to: bundled.appendingPathComponent("logo.png"))
    let fromBundle = try #require(UIImage(named: "logo", in: Bundle(url: bundled), compatibleWith: nil))
    #expect(fromBundle.size == CGSize(width: 16, height: 8))
    #expect(UIImage(data: Data("not a png".utf8)) == nil)
    #expect(UIImage(data: png(width: 5, height: 7))?.size == CGSize(width: 5, height: 7))
  }

  @Test func fontsMapToPangoDescriptions() throws {
    #expect(UIFont.systemFont(ofSize: 15).pangoDescription == "DejaVu Sans 15")
    #expect(UIFont.boldSystemFont(ofSize: 17).pangoDescription == "DejaVu Sans Bold 17")
    #expect(UIFont.systemFont(ofSize: 13, weight: .semibold).pangoDescription == "DejaVu Sans Semi-Bold 13")
    #expect(UIFont.italicSystemFont(ofSize: 12).pangoDescription == "DejaVu Sans Italic 12")
    let named = try #require(UIFont(name: "DejaVuSans-Bold", size: 14))
    #expect(named.pangoDescription == "DejaVu Sans Bold 14")
    #expect(UIFont(name: "DejaVu Sans", size: 0) == nil)
    let font = UIFont.systemFont(ofSize: 20)
    #expect(font.lineHeight > 20 && font.lineHeight < 30)
    #expect(font.ascender > 0 && font.descender < 0)
  }

  @Test func colorsKeepTheirComponents() {
    var red: CGFloat = 0
    var alpha: CGFloat = 0
    UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).getRed(&red, green: nil, blue: nil, alpha: &alpha)
    #expect(red == 0.2 && alpha == 0.5)
    #expect(UIColor(white: 0.5, alpha: 1) == .gray)
    #expect(UIColor.red.withAlphaComponent(0.25).alpha == 0.25)
  }
}

/// Every module of a package graph that depends on this package sees its `UIKit` (swift-snapshot-testing
/// imports it under `canImport(UIKit)`), and those modules are compiled without the C modules on their
/// search paths: `import UIKit` must need nothing but the Swift modules.
struct UIKitImportTests {
  @Test func aModuleWithoutTheCModulesImportsUIKit() throws {
    let built = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let modules = [built, built.deletingLastPathComponent()]
      .map { $0.appendingPathComponent("Modules") }
      .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("UIKit.swiftmodule").path) }
    let folder = try #require(modules, "no Modules folder with UIKit.swiftmodule near \(built.path)")
    let source = FileManager.default.temporaryDirectory.appendingPathComponent(
      "uses-uikit-\(UUID().uuidString).swift")
    try "import UIKit\nlet color = UIColor.red\nlet size = UIImage(size: CGSize(width: 2, height: 2)).size\n"
      .write(to: source, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: source) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-I", folder.path, source.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(message)")
  }
}

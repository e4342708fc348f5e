import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory layout-diagrams [DOCS OPTIONS…]`: runs
/// `layout-diagram docs` over the package's DocC catalogs (each target's `*.docc`) and its Markdown files
/// outside `.build`, writing each catalog's images into its `Resources/`.
@main
struct LayoutDiagramsPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "layout-diagram")
    let root = context.package.directoryURL
    var paths: [String] = []
    let walker = FileManager.default.enumerator(
      at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    while let url = walker?.nextObject() as? URL {
      let relative = url.path.dropFirst(root.path.count)
      if relative.hasPrefix("/.build") {
        walker?.skipDescendants()
        continue
      }
      if url.pathExtension == "docc" {
        paths.append(url.path)
        walker?.skipDescendants()
      } else if url.pathExtension == "md" {
        paths.append(url.path)
      }
    }
    guard !paths.isEmpty else {
      print("layout-diagrams: no DocC catalog or Markdown file in \(root.path)")
      return
    }
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["docs"] + paths + arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw LayoutDiagramsError.failed(status: process.terminationStatus)
    }
  }
}

/// The docs build failed; its errors were printed.
enum LayoutDiagramsError: Error, CustomStringConvertible {
  case failed(status: Int32)

  var description: String {
    switch self {
    case .failed(let status): "layout-diagram docs failed with status \(status)"
    }
  }
}

// swift-tools-version:6.0
import PackageDescription

// The fuzz target of the document reader and the engine (make fuzz): built with -sanitize=fuzzer, which
// links libFuzzer's main, so it lives in a package of its own and the main package's builds never see it.
let package = Package(
  name: "LayoutDiagramsFuzz",
  dependencies: [.package(name: "LayoutDiagrams", path: "..")],
  targets: [
    .executableTarget(
      name: "DocumentFuzzer",
      dependencies: [
        .product(name: "LayoutDocument", package: "LayoutDiagrams"),
        .product(name: "LayoutRenderer", package: "LayoutDiagrams"),
        .product(name: "TextureLayout", package: "LayoutDiagrams"),
      ])
  ]
)

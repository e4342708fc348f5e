// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "LayoutDiagrams",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "TextureLayout", targets: ["TextureLayout"]),
    .library(name: "LayoutRenderer", targets: ["LayoutRenderer"]),
    .library(name: "LayoutDocument", targets: ["LayoutDocument"]),
    .executable(name: "layout-diagram", targets: ["layout-diagram"]),
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: [
    .target(name: "TextureLayout"),
    .systemLibrary(
      name: "CCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "fonts-dejavu-core"])]),
    .target(name: "LayoutRenderer", dependencies: ["TextureLayout", "CCairo"]),
    .executableTarget(
      name: "render-benchmark", dependencies: ["TextureLayout", "LayoutRenderer"],
      path: "Benchmarks/RenderBenchmark"),
    .executableTarget(
      name: "engine-benchmark", dependencies: ["TextureLayout"], path: "Benchmarks/EngineBenchmark"),
    .target(
      name: "LayoutDocument",
      dependencies: ["TextureLayout", .product(name: "Yams", package: "Yams")]),
    .executableTarget(
      name: "layout-diagram",
      dependencies: [
        "LayoutDocument", "TextureLayout",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .testTarget(
      name: "TextureLayoutTests",
      dependencies: ["TextureLayout", .product(name: "PropertyBased", package: "swift-property-based")]),
    .testTarget(
      name: "LayoutRendererTests", dependencies: ["LayoutRenderer", "TextureLayout", "CCairo"],
      exclude: ["References"]),
    .testTarget(
      name: "LayoutDocumentTests",
      dependencies: ["LayoutDocument", "TextureLayout", "layout-diagram"]),
  ]
)

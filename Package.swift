// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "LayoutDiagrams",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "TextureLayout", targets: ["TextureLayout"])
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1")
  ],
  targets: [
    .target(name: "TextureLayout"),
    .testTarget(
      name: "TextureLayoutTests",
      dependencies: ["TextureLayout", .product(name: "PropertyBased", package: "swift-property-based")]),
  ]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "LayoutDiagrams",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "TextureLayout", targets: ["TextureLayout"])
  ],
  targets: [
    .target(name: "TextureLayout"),
    .testTarget(name: "TextureLayoutTests", dependencies: ["TextureLayout"]),
  ]
)

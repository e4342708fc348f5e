// swift-tools-version:6.0
import PackageDescription

// Node classes as an iOS team writes them, snapshot-tested on Linux through LayoutDiagrams:
//   swift test
// The same Sources/ files compile in an iOS app target against Texture's AsyncDisplayKit.
let package = Package(
  name: "TextureOnLinux",
  products: [.library(name: "FeedNodes", targets: ["FeedNodes"])],
  dependencies: [.package(name: "LayoutDiagrams", path: "../..")],
  targets: [
    .target(name: "FeedNodes", dependencies: [.product(name: "AsyncDisplayKit", package: "LayoutDiagrams")]),
    .testTarget(
      name: "FeedNodesTests",
      dependencies: [
        "FeedNodes", .product(name: "AsyncDisplayKit", package: "LayoutDiagrams"),
        .product(name: "LayoutTestSupport", package: "LayoutDiagrams"),
        .product(name: "LayoutDocument", package: "LayoutDiagrams"),
        .product(name: "DocumentRendering", package: "LayoutDiagrams"),
      ],
      exclude: ["__Snapshots__"]),
  ]
)

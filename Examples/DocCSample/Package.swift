// swift-tools-version:6.0
import PackageDescription

// A small package whose DocC catalog draws its layout diagrams with the LayoutDiagrams plugin:
//   swift package --allow-writing-to-package-directory layout-diagrams
let package = Package(
  name: "DocCSample",
  products: [.library(name: "Shapes", targets: ["Shapes"])],
  dependencies: [.package(name: "LayoutDiagrams", path: "../..")],
  targets: [.target(name: "Shapes")]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "LayoutDiagrams",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "TextureLayout", targets: ["TextureLayout"]),
    .library(name: "LayoutRenderer", targets: ["LayoutRenderer"]),
    .library(name: "DiagramValues", targets: ["DiagramValues"]),
    .library(name: "DiagramAnnotations", targets: ["DiagramAnnotations"]),
    .library(name: "LayoutDocument", targets: ["LayoutDocument"]),
    .library(name: "LayoutDiagnostics", targets: ["LayoutDiagnostics"]),
    .library(name: "DocumentRendering", targets: ["DocumentRendering"]),
    .library(name: "ImageDiff", targets: ["ImageDiff"]),
    .library(name: "LayoutChanges", targets: ["LayoutChanges"]),
    .library(name: "LayoutInspector", targets: ["LayoutInspector"]),
    .library(name: "FixtureCheck", targets: ["FixtureCheck"]),
    .library(name: "Conformance", targets: ["Conformance"]),
    .library(name: "LayoutTestSupport", targets: ["LayoutTestSupport"]),
    .executable(name: "layout-diagram", targets: ["layout-diagram"]),
    .plugin(name: "LayoutDiagramsPlugin", targets: ["LayoutDiagramsPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
  ],
  targets: [
    .target(name: "TextureLayout"),
    .target(name: "InputLimits"),
    .target(name: "DiagramValues"),
    .systemLibrary(
      name: "CCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "fonts-dejavu-core"])]),
    // The words of `explain`: how each length came about, read from the engine's sizing records.
    .target(name: "SizingExplanation", dependencies: ["TextureLayout"]),
    .target(
      name: "LayoutServer",
      dependencies: [
        "LayoutInspector", "LayoutDocument", "DocumentRendering", "DocsBuild", "DiagramValues", "TextureLayout",
        .product(name: "FlyingFox", package: "FlyingFox"),
      ]),
    .target(
      name: "LayoutInspector",
      dependencies: [
        "DocumentRendering", "LayoutDocument", "LayoutRenderer", "TextureLayout", "SizingExplanation",
        "LayoutDiagnostics", "DiagramValues",
      ]),
    .target(
      name: "LayoutChanges",
      dependencies: ["LayoutDocument", "SizingExplanation", "TextureLayout", "InputLimits", "DiagramValues"]),
    .target(
      name: "DiagramAnnotations", dependencies: ["TextureLayout", "SizingExplanation", "DiagramValues"]),
    .target(name: "LayoutDiagnostics", dependencies: ["TextureLayout"]),
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(name: "CMalloc"),
    .systemLibrary(
      name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
    .systemLibrary(
      name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]),
    .target(name: "CairoSupport", dependencies: ["CCairo", "CZlib", "InputLimits"]),
    .target(
      name: "LayoutRenderer",
      dependencies: [
        "TextureLayout", "LayoutDiagnostics", "DiagramValues", "DiagramAnnotations", "CairoSupport", "CCairo",
        "InputLimits",
      ]),
    .target(name: "ImageDiff", dependencies: ["CCairo", "CZlib", "CairoSupport", "InputLimits"]),
    .target(
      name: "LayoutTestSupport",
      dependencies: [
        "ImageDiff", "CairoSupport", "LayoutRenderer", "LayoutDiagnostics", "DiagramValues", "TextureLayout",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    .executableTarget(
      name: "render-benchmark", dependencies: ["TextureLayout", "DiagramValues", "LayoutRenderer"],
      path: "Benchmarks/RenderBenchmark"),
    .executableTarget(
      name: "engine-benchmark", dependencies: ["TextureLayout"], path: "Benchmarks/EngineBenchmark"),
    .target(
      name: "LayoutDocument",
      dependencies: [
        "TextureLayout", "SizingExplanation", "LayoutDiagnostics", "DiagramValues", "InputLimits",
        "CLibYAML",
      ]),
    .target(
      name: "DocumentRendering",
      dependencies: ["LayoutDocument", "LayoutRenderer", "DiagramValues", "TextureLayout", "InputLimits"]),
    .target(
      name: "DocsBuild",
      dependencies: [
        "DocumentRendering", "LayoutDocument", "LayoutRenderer", "DiagramValues", "TextureLayout",
        "CairoSupport", "CCmark",
        "InputLimits", "LayoutInspector",
      ]),
    .target(
      name: "FixtureCheck",
      dependencies: [
        "DocumentRendering", "LayoutDocument", "LayoutRenderer", "ImageDiff", "InputLimits", "DiagramValues",
        "LayoutChanges",
      ]),
    .target(name: "Conformance", dependencies: ["LayoutDocument", "DocumentRendering", "InputLimits"]),
    .executableTarget(
      name: "layout-diagram",
      dependencies: [
        "LayoutDocument", "DocumentRendering", "LayoutRenderer", "DiagramValues", "TextureLayout",
        "ImageDiff", "FixtureCheck", "DocsBuild", "Conformance", "CMalloc", "InputLimits", "LayoutChanges",
        "CairoSupport", "LayoutInspector", "LayoutServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .plugin(
      name: "LayoutDiagramsPlugin",
      capability: .command(
        intent: .custom(
          verb: "layout-diagrams",
          description: "Renders the layout blocks of the package's DocC catalogs and Markdown files."),
        permissions: [
          .writeToPackageDirectory(
            reason: "Writes each layout block's images beside its catalog or Markdown file.")
        ]),
      dependencies: ["layout-diagram"]),
    .target(name: "SeededRandom", path: "Tests/SeededRandom"),
    .testTarget(
      name: "TextureLayoutTests",
      dependencies: [
        "TextureLayout", "SizingExplanation", "SeededRandom",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .target(
      name: "RenderTestSupport", dependencies: ["ImageDiff", "DiagramAnnotations"],
      path: "Tests/RenderTestSupport"),
    .testTarget(
      name: "DiagramAnnotationsTests",
      dependencies: [
        "DiagramAnnotations", "DiagramValues", "TextureLayout", "RenderTestSupport", "SeededRandom",
      ]),
    .testTarget(
      name: "LayoutRendererTests",
      dependencies: [
        "LayoutRenderer", "DiagramValues", "TextureLayout", "CCairo", "ImageDiff", "RenderTestSupport",
      ],
      exclude: ["References"]),
    .target(name: "DocumentTestCases", path: "Tests/DocumentTestCases"),
    .testTarget(
      name: "LayoutDocumentTests",
      dependencies: [
        "LayoutDocument", "LayoutDiagnostics", "InputLimits", "DocumentRendering", "LayoutRenderer",
        "DiagramValues",
        "TextureLayout",
        "RenderTestSupport", "DocumentTestCases",
      ]),
    .testTarget(
      name: "LayoutDiagramCLITests",
      dependencies: [
        "layout-diagram", "LayoutDocument", "ImageDiff", "InputLimits", "RenderTestSupport",
        "DocumentTestCases",
      ]),
    .testTarget(
      name: "DocumentRenderingTests",
      dependencies: [
        "SeededRandom", "DocumentRendering", "LayoutDocument", "LayoutDiagnostics", "LayoutRenderer",
        "DiagramValues", "DiagramAnnotations",
        "TextureLayout",
        "ImageDiff",
        "RenderTestSupport",
      ]),
    .testTarget(
      name: "FixtureCheckTests",
      dependencies: [
        "FixtureCheck", "DocumentRendering", "LayoutDocument", "LayoutRenderer", "ImageDiff",
        "RenderTestSupport",
      ]),
    .testTarget(
      name: "ImageDiffTests",
      dependencies: ["ImageDiff", "CairoSupport", "CCairo", "CZlib", "SeededRandom", "RenderTestSupport"]),
    .testTarget(name: "ConformanceTests", dependencies: ["Conformance", "RenderTestSupport"]),
    .testTarget(name: "LayoutChangesTests", dependencies: ["LayoutChanges"]),
    .testTarget(name: "LayoutServerTests", dependencies: ["LayoutServer"]),
    .testTarget(
      name: "DocsBuildTests",
      dependencies: [
        "DocsBuild", "LayoutRenderer", "LayoutDocument", "DiagramValues", "RenderTestSupport", "InputLimits",
      ]),
    .testTarget(
      name: "LayoutTestSupportTests",
      dependencies: [
        "LayoutTestSupport", "LayoutDiagnostics", "LayoutRenderer", "DiagramValues", "TextureLayout",
        "RenderTestSupport",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
  ]
)

// Texture's node classes and the UIKit names their code touches, for Linux, where neither exists: a team's
// node code compiles here unchanged. (On Apple platforms the real ones are used.)
#if os(Linux)
  package.products += [
    .library(name: "AsyncDisplayKit", targets: ["AsyncDisplayKit"]),
    .library(name: "UIKit", targets: ["UIKit"]),
  ]
  package.targets += [
    .target(name: "_Testing_UIKit"),
    .target(
      name: "UIKit",
      dependencies: [
        "TextureLayout", "LayoutRenderer", "DiagramValues", "InputLimits", "CCairo", "CairoSupport",
        "_Testing_UIKit",
      ]),
    .target(
      name: "AsyncDisplayKit",
      dependencies: ["UIKit", "TextureLayout", "LayoutRenderer", "DiagramValues", "CCairo"]),
  ]
  // Node snapshots (`assertLayoutSnapshot(of: node, width:)`) are part of the test support on Linux.
  if let index = package.targets.firstIndex(where: { $0.name == "LayoutTestSupport" }) {
    package.targets[index].dependencies.append("AsyncDisplayKit")
  }
  package.targets += [
    .testTarget(
      name: "AsyncDisplayKitTests",
      dependencies: [
        "AsyncDisplayKit", "LayoutDocument", "DocumentRendering", "LayoutRenderer", "TextureLayout",
        "LayoutTestSupport", "RenderTestSupport", "ImageDiff",
      ])
  ]
#endif

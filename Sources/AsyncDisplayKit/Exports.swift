// Texture's Swift surface for layout, on Linux: the engine's specs under their `AS` names (`TextureLayout`'s
// compatibility names), the node classes apps subclass, and the UIKit names layout code touches. A node
// class written for iOS compiles here unchanged and lays out as the engine lays out a document.
@_exported import TextureLayout
@_exported import UIKit
// The colors, styles and annotation kinds a node's snapshot and review are described in.
@_exported import DiagramValues

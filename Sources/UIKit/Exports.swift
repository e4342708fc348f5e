// The part of UIKit that layout code touches, for Linux, where there is no UIKit: a file that says
// `import UIKit` compiles unchanged. On iOS the system's UIKit is used instead; this module is declared for
// Linux only.
//
// Every module in the package graph sees this one, so `#if canImport(UIKit)` is true for all of them, and
// swift-snapshot-testing imports it. Those modules do not have the C modules (Cairo, zlib) on their search
// paths, so this module imports its drawing and file modules `@_implementationOnly`: clients then need only
// Foundation and the engine. The compiler warns that this is unstable without library evolution; it is
// safe while no type of this module stores a value of a type from those modules (stored properties here
// are of the standard library's, Foundation's and the engine's types only).
@_exported import Foundation
@_exported import TextureLayout

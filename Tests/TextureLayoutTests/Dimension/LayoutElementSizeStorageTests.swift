import Foundation
import Testing

@testable import TextureLayout

/// The six dimensions are stored as six values and six units apart: each property reads back what was set,
/// leaves the other five alone, and takes part in equality and hashing.
@Suite struct LayoutElementSizeStorageTests {
  nonisolated(unsafe) static let properties:
    [(name: String, path: WritableKeyPath<LayoutElementSize, TextureLayout.Dimension>)] = [
      ("width", \.width), ("height", \.height), ("minWidth", \.minWidth), ("maxWidth", \.maxWidth),
      ("minHeight", \.minHeight), ("maxHeight", \.maxHeight),
    ]

  @Test(arguments: 0..<6)
  func eachDimensionIsStoredApart(index: Int) throws {
    let path = Self.properties[index].path
    var size = LayoutElementSize()
    size[keyPath: path] = try .fraction(0.25)
    #expect(
      size[keyPath: path] == (try TextureLayout.Dimension.fraction(0.25)), "\(Self.properties[index].name)")
    for (other, entry) in Self.properties.enumerated() where other != index {
      #expect(
        size[keyPath: entry.path] == .auto, "\(entry.name) after setting \(Self.properties[index].name)")
    }
    #expect(size != LayoutElementSize())
    var same = LayoutElementSize()
    same[keyPath: path] = try .fraction(0.25)
    #expect(size == same)
    #expect(size.hashValue == same.hashValue)
    same[keyPath: path] = try .points(0.25)
    #expect(size != same, "the unit of \(Self.properties[index].name) is compared")
  }

  /// An auto dimension keeps no value: auto set over points reads back as auto with value 0, equal to a
  /// size that never had the points.
  @Test func autoOverPointsEqualsNeverSet() throws {
    var size = LayoutElementSize()
    size.maxHeight = try .points(40)
    size.maxHeight = .auto
    #expect(size.maxHeight.value == 0)
    #expect(size == LayoutElementSize())
  }
}

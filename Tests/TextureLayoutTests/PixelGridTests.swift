import Foundation
import Testing

@testable import TextureLayout

/// The pixel-grid rounding of Texture's `ASCeilPixelValue` and `ASFloorPixelValue`, including their
/// `FLT_EPSILON` allowance for floating-point noise.
@Suite struct PixelGridTests {
  @Test func ceilForgivesNoiseJustAboveAGridLine() throws {
    let grid = try PixelGrid(scale: 3)
    #expect(grid.ceil(100.666666666669) == 302.0 / 3)
    #expect(grid.ceil(100.7) == 303.0 / 3)
  }

  @Test func floorForgivesNoiseJustBelowAGridLine() throws {
    let grid = try PixelGrid(scale: 3)
    #expect(grid.floor(100.66666666663) == 302.0 / 3)
    #expect(grid.floor(100.6) == 301.0 / 3)
  }

  @Test func retinaGridHasHalfPointSteps() {
    #expect(PixelGrid.retina.ceil(10.2) == 10.5)
    #expect(PixelGrid.retina.floor(10.7) == 10.5)
    #expect(PixelGrid.retina.round(10.75) == 11)
  }

  @Test func invalidScalesAreRefused() {
    #expect(throws: LayoutValueError.invalidScale(0)) { try PixelGrid(scale: 0) }
    #expect(throws: LayoutValueError.self) { try PixelGrid(scale: .nan) }
    #expect(throws: LayoutValueError.invalidScale(.infinity)) { try PixelGrid(scale: .infinity) }
  }
}

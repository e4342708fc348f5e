import DiagramValues
import Testing

struct ColorTests {
  @Test func hexForms() {
    #expect(RGBAColor("#f80") == RGBAColor(red8: 0xFF, green8: 0x88, blue8: 0x00))
    #expect(RGBAColor("#F4511E") == RGBAColor(red8: 0xF4, green8: 0x51, blue8: 0x1E))
    #expect(RGBAColor("#039be580") == RGBAColor(red8: 0x03, green8: 0x9B, blue8: 0xE5, alpha8: 0x80))
  }

  @Test(arguments: ["#12345", "#", "#1234", "#ggg", "#12345678a", "f80", "#0x1234"])
  func malformedHexIsRejected(_ text: String) {
    #expect(RGBAColor(text) == nil)
  }

  @Test func cssNamesHaveTheirCSSMeanings() {
    #expect(RGBAColor("green") == RGBAColor(red8: 0, green8: 0x80, blue8: 0))
    #expect(RGBAColor("lime") == RGBAColor(red8: 0, green8: 0xFF, blue8: 0))
    #expect(RGBAColor("rebeccapurple") == RGBAColor(red8: 0x66, green8: 0x33, blue8: 0x99))
    #expect(RGBAColor("Tomato") == RGBAColor(red8: 0xFF, green8: 0x63, blue8: 0x47))
    #expect(RGBAColor("transparent")?.alpha == 0)
    #expect(RGBAColor("grey") == RGBAColor("gray"))
  }

  @Test func theFullCSSList() {
    #expect(RGBAColor.cssNames.count == 149, "148 named colors and transparent")
    #expect(RGBAColor.cssNames.keys.allSatisfy { $0 == $0.lowercased() })
  }

  @Test func description() {
    #expect(RGBAColor.white.description == "#ffffff")
    #expect(RGBAColor(red8: 1, green8: 2, blue8: 3, alpha8: 4).description == "#01020304")
  }
}

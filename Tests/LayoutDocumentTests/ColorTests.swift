import LayoutDocument
import Testing

struct ColorTests {
  @Test func hexForms() {
    #expect(Color("#f80") == Color(red: 0xFF, green: 0x88, blue: 0x00))
    #expect(Color("#F4511E") == Color(red: 0xF4, green: 0x51, blue: 0x1E))
    #expect(Color("#039be580") == Color(red: 0x03, green: 0x9B, blue: 0xE5, alpha: 0x80))
  }

  @Test(arguments: ["#12345", "#", "#1234", "#ggg", "#12345678a", "f80", "#0x1234"])
  func malformedHexIsRejected(_ text: String) {
    #expect(Color(text) == nil)
  }

  @Test func cssNamesHaveTheirCSSMeanings() {
    #expect(Color("green") == Color(red: 0, green: 0x80, blue: 0))
    #expect(Color("lime") == Color(red: 0, green: 0xFF, blue: 0))
    #expect(Color("rebeccapurple") == Color(red: 0x66, green: 0x33, blue: 0x99))
    #expect(Color("Tomato") == Color(red: 0xFF, green: 0x63, blue: 0x47))
    #expect(Color("transparent")?.alpha == 0)
    #expect(Color("grey") == Color("gray"))
  }

  @Test func theFullCSSList() {
    #expect(Color.cssNames.count == 149, "148 named colors and transparent")
    #expect(Color.cssNames.keys.allSatisfy { $0 == $0.lowercased() })
  }

  @Test func description() {
    #expect(Color.white.description == "#ffffff")
    #expect(Color(red: 1, green: 2, blue: 3, alpha: 4).description == "#01020304")
  }
}

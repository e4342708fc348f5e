import Foundation
import Testing

@testable import LayoutRenderer

/// Cairo's SVG ids renumbered from 1 per family, in order of first appearance.
struct SVGIdentifiersTests {
  @Test func eachFamilyIsRenumberedInOrderOfFirstAppearance() {
    let svg = """
      <symbol id="glyph7-3"/><symbol id="glyph9-1"/><clipPath id="clip12"/><g clip-path="url(#clip12)">\
      <use xlink:href="#glyph9-1"/><use xlink:href="#glyph7-3"/><image id="image40"/><g id="surface88"/>\
      <pattern id="pattern5"/><mask id="mask3"/><rect fill="url(#pattern5)"/></g>
      """
    let expected = """
      <symbol id="glyph1-3"/><symbol id="glyph2-1"/><clipPath id="clip1"/><g clip-path="url(#clip1)">\
      <use xlink:href="#glyph2-1"/><use xlink:href="#glyph1-3"/><image id="image1"/><g id="surface1"/>\
      <pattern id="pattern1"/><mask id="mask1"/><rect fill="url(#pattern1)"/></g>
      """
    #expect(String(decoding: SVGIdentifiers.stabilized(Data(svg.utf8)), as: UTF8.self) == expected)
  }

  @Test(arguments: [
    "clipPath", "xsurface4", "surface_4", "résumésurface3", "surface", "clip-path", "image-rendering",
  ])
  func textThatIsNotAnIdIsLeftAlone(_ text: String) {
    #expect(String(decoding: SVGIdentifiers.stabilized(Data(text.utf8)), as: UTF8.self) == text)
  }
}

/// The ids a page's images get: one prefix per block name and appearance, never two alike.
struct SVGPagePrefixTests {
  @Test func namesThatDifferOnlyInPunctuationGetPrefixesOfTheirOwn() {
    let names = ["a.b", "a-b", "a_b", "a b", "ab", "x", "x-dark", "1a", "é"]
    let prefixes = names.flatMap { name in
      [false, true].map { SVGForPages.idPrefix(name: name, dark: $0) }
    }
    #expect(Set(prefixes).count == prefixes.count)
    #expect(prefixes.allSatisfy { $0.first?.isLetter == true })
  }

  @Test func everyIdAndReferenceOfAnImageCarriesItsPrefix() {
    let svg = ##"<svg width="1"><symbol id="glyph1-1"/><use xlink:href="#glyph1-1"/></svg>"##
    let prepared = String(
      decoding: SVGForPages.prepared(Data(svg.utf8), name: "a.b", dark: true, title: "a.b"), as: UTF8.self)
    #expect(prepared.contains(#"id="ld-a_2e_b--dark-glyph1-1""#))
    #expect(prepared.contains(##"href="#ld-a_2e_b--dark-glyph1-1""##))
  }
}

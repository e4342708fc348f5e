import Testing

@testable import LayoutDocument

/// The key tables the reader and the schema share.
struct KeyTableTests {
  @Test func everyElementKindHasExactlyOneEntry() {
    let kinds = ElementKinds.all.map(\.kind)
    #expect(kinds.count == ElementKind.allCases.count)
    #expect(Set(kinds) == Set(ElementKind.allCases))
  }

  @Test func noTableNamesAKeyTwice() {
    let tables: [[String]] =
      [DocumentKeys.all.map(\.name), CommonKeys.all.map(\.name), StyleKeys.names, ThemeKeys.keys.map(\.name)]
      + ElementKinds.all.map { $0.keys.map(\.name) }
    for names in tables { #expect(Set(names).count == names.count, "\(names)") }
  }
}

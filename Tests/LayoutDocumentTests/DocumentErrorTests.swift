import LayoutDocument
import Testing

/// Each error kind read in-process: the message, the position and the key path.
struct DocumentErrorTests {
  @Test(arguments: ErrorCase.all)
  func errorNamesKeyValueAndPosition(_ errorCase: ErrorCase) throws {
    let error = try #require(DocumentTesting.error(errorCase.yaml), "\(errorCase.name) was accepted")
    #expect(error.message.contains(errorCase.message), "\(error)")
    #expect(error.location.line == errorCase.line, "\(error)")
    #expect(error.location.column == errorCase.column, "\(error)")
    #expect(error.description.hasPrefix("test.yaml:\(errorCase.line):\(errorCase.column): error: "))
  }
}

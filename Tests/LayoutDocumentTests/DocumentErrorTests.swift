import DocumentTestCases
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

/// The whole line printed for each rule a document can break, compared character for character.
struct ErrorMessageTests {
  @Test(arguments: ErrorMessage.all)
  func printsTheSameLine(_ example: ErrorMessage) throws {
    let error = try #require(DocumentTesting.error(example.yaml), "\(example.name) was accepted")
    #expect(error.description == example.printed)
  }

  @Test func aValueAtTheTopIsPlacedAsTheDocument() {
    let reason = DocumentError.Reason.wrongType(expected: "a mapping for the document", found: "a list")
    #expect(reason.message(at: "") == "the document: expected a mapping for the document, found a list")
    #expect(reason.message(at: "root") == "root: expected a mapping for the document, found a list")
  }
}

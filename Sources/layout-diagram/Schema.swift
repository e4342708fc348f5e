import ArgumentParser
import LayoutDocument

/// `layout-diagram schema`: prints the JSON Schema of layout documents.
struct Schema: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Prints the JSON Schema (draft 2020-12) of layout documents.",
    discussion: """
      The schema lists every key a document may write, with its type, names, default and meaning; it is \
      made from the same tables the reader uses. Editors check and complete documents with it: save it \
      and name it in a document's first line for the YAML language server:

        # yaml-language-server: $schema=layout-document.schema.json

      Examples:
        layout-diagram schema > layout-document.schema.json
      """)

  /// Prints the schema on standard output.
  func run() {
    printOutput(DocumentSchema.json)
  }
}

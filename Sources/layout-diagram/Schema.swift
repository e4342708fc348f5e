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

      With --format markdown it prints the same vocabulary as a reference table per section instead.

      Examples:
        layout-diagram schema > layout-document.schema.json
        layout-diagram schema --format markdown > docs/layout-documents.md
      """)

  /// What to print: the JSON Schema, or the same vocabulary as a Markdown reference.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case json
    case markdown
  }

  @Option(help: "json (the JSON Schema) or markdown (the reference, docs/layout-documents.md).")
  var format: Format = .json

  /// Prints the schema on standard output.
  func run() {
    printOutput(format == .json ? DocumentSchema.json : DocumentReference.markdown)
  }
}

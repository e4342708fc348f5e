import Foundation
import LayoutDocument

/// A problem with the documentation being built, at a place in a file: `FILE:LINE:COL: error: MESSAGE`.
public struct DocsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file, as the user gave it.
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int
  /// What is wrong.
  public var message: String

  /// The document's own error, when the problem is in a layout block's document: typed, and already moved
  /// to the block's place in its file.
  public var documentError: DocumentError?

  /// Creates an error.
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// The error of a layout block's document, at its place in the file the block is in.
  public init(_ error: DocumentError) {
    self.init(
      file: error.location.file, line: error.location.line, column: error.location.column,
      message: error.message)
    documentError = error
  }

  /// `FILE:LINE:COL: error: MESSAGE`.
  public var description: String { "\(file):\(line):\(column): error: \(message)" }

  /// The same place and message as a warning, for what does not stop a build.
  public var warningText: String { "\(file):\(line):\(column): warning: \(message)" }
}

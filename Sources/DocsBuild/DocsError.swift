import Foundation

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

  /// Creates an error.
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `FILE:LINE:COL: error: MESSAGE`.
  public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

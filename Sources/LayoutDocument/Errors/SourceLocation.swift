import InputLimits

/// Where a value was written: a file and a 1-based line and column (columns count Unicode scalars, as the
/// YAML reader does).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The document's path as given by the caller.
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `FILE:LINE:COLUMN`, control characters in the file's name escaped.
  public var description: String { "\(file.escapingControlCharacters):\(line):\(column)" }
}

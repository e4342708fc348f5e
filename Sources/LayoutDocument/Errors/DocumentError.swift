import InputLimits

/// Why a document was rejected: the location and key path of the value at fault and the reason.
///
/// Rendered as `FILE:LINE:COLUMN: error: MESSAGE`, the contract's form, which editors and CI logs link to.
/// The message is built from the reason and the key path in one place (`DocumentError.Reason.message(at:)`).
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the value at fault was written.
  public var location: SourceLocation
  /// The keys leading to the value, such as `root.stack.children[1].style.flexGrow`; empty for the whole
  /// document.
  public var keyPath: String
  /// What is wrong.
  public var reason: Reason

  /// Creates an error.
  public init(location: SourceLocation, keyPath: String, reason: Reason) {
    self.location = location
    self.keyPath = keyPath
    self.reason = reason
  }

  /// What is wrong, naming the key and the value.
  public var message: String { reason.message(at: keyPath).escapingControlCharacters }

  /// `FILE:LINE:COLUMN: error: MESSAGE`.
  public var description: String { "\(location): error: \(message)" }
}

import Foundation
import InputLimits

#if canImport(Glibc)
  import Glibc
#endif

/// Standard output and standard error written with `write(2)`: Foundation's `FileHandle.write` traps when
/// the stream is full or closed (`> /dev/full`, `>&-`), and a tool must fail with a message instead.
enum StandardStreams {
  /// Writes all of `text` to the file descriptor; `false` when the system refused part of it.
  @discardableResult
  static func write(_ text: String, to descriptor: Int32) -> Bool {
    var bytes = Array(text.utf8)
    return bytes.withUnsafeMutableBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += written
      }
      return true
    }
  }

  /// Writes `text` to standard error, as well as it can: there is nowhere to report a failure to. Every
  /// control character but line breaks and tabs is escaped here, where everything the tool says passes:
  /// a document's name, a block's name or an engine's message echoed in it is shown, never obeyed by the
  /// terminal.
  static func error(_ text: String) {
    write(text.escapingControlCharactersButLineBreaks, to: STDERR_FILENO)
  }

  /// Writes `text` to standard output, its control characters escaped as on standard error (the tool
  /// prints text and JSON only); when it cannot, says so on standard error and ends the process with
  /// status 2, as output that was asked for and not written is a failure.
  static func output(_ text: String) {
    guard !write(text.escapingControlCharactersButLineBreaks, to: STDOUT_FILENO) else { return }
    let reason = String(cString: strerror(errno))
    error("error: cannot write standard output: \(reason)\n")
    exit(2)
  }
}

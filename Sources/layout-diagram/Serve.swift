import ArgumentParser
import Foundation
import Synchronization
import LayoutServer

/// `layout-diagram serve [PATH…] [--port N] [--host 127.0.0.1]`: the documents under the paths, each in
/// the inspector, reloaded in the browser when a file changes.
struct Serve: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Serves the documents under the paths in the inspector, reloading pages when files change.",
    discussion: """
      An index of the layout documents (.yaml, .yml, .json) and the layout blocks of the Markdown files \
      under each path, each opened in the inspector \\
      (render --format html); a page reloads itself within a moment of a change to any file under the \\
      paths (the kernel's file notifications and a WebSocket; nothing polls). A bad edit shows its located \\
      error over the last good page. Only documents under the paths are served: `..`, absolute paths, \\
      links out of a path and their encoded forms are not found. Binds to 127.0.0.1 unless --host says \\
      otherwise; Ctrl-C stops it.

      Examples:
        layout-diagram serve Fixtures
        layout-diagram serve Docs --port 8123
      """)

  @Argument(help: "The folders or documents to serve (default: the current folder).")
  var paths: [String] = []

  @Option(help: "The port to listen on, 1 to 65535; 0 picks a free one (printed).")
  var port: Int = 8123

  @Option(help: "The IPv4 address to listen on.")
  var host = "127.0.0.1"

  func validate() throws {
    guard (0...65_535).contains(port) else {
      throw ValidationError("--port must be from 0 to 65535, not \(port)")
    }
    guard host.split(separator: ".").count == 4, inet_addr(host) != INADDR_NONE || host == "255.255.255.255"
    else {
      throw ValidationError(
        "--host must be an IPv4 address such as 127.0.0.1, not \(host.escapingControlCharacters)")
    }
    for path in paths where !FileManager.default.fileExists(atPath: path) {
      throw ValidationError("\(path.escapingControlCharacters): no such file or folder")
    }
  }

  func run() throws {
    let server = try LayoutServer(
      files: ServedFiles(paths: paths.isEmpty ? ["."] : paths), host: host, port: UInt16(port))
    let (host, port) = (self.host, self.port)
    let finished = DispatchSemaphore(value: 0)
    let failure = Mutex<(any Error)?>(nil)
    let serving = Task {
      defer { finished.signal() }
      do { try await server.run() } catch { failure.withLock { $0 = error } }
    }
    // Ctrl-C or a termination ends the server and the process cleanly.
    let stopped = Atomic(false)
    var sources: [any DispatchSourceSignal] = []
    for signal in [SIGINT, SIGTERM] {
      Glibc.signal(signal, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
      source.setEventHandler {
        stopped.store(true, ordering: .relaxed)
        serving.cancel()
      }
      source.resume()
      sources.append(source)
    }
    Task {
      do {
        try await server.waitUntilListening()
        printOutput("serving http://\(host):\(await server.port ?? port)/ (Ctrl-C stops)\n")
      } catch {
        serving.cancel()
      }
    }
    finished.wait()
    withExtendedLifetime(sources) {}
    // Asked to stop, the server's sockets close under it: what it then throws is its end, not a failure.
    if !stopped.load(ordering: .relaxed), let error = failure.withLock({ $0 }), !(error is CancellationError)
    {
      throw ValidationError("cannot serve on \(host):\(port): \(error)")
    }
  }
}

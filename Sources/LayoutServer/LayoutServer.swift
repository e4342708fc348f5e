import DiagramValues
import DocsBuild
import DocumentRendering
import FlyingFox
import Foundation
import Synchronization
import LayoutDocument
import LayoutInspector
import TextureLayout

/// `layout-diagram serve`: an index of the documents under the given paths, each in the inspector, and
/// live reload: a page holds a WebSocket that says `reload` when a file under the roots changes (the
/// kernel's notifications, nothing polls). A bad edit shows its located error over the last good page.
public final class LayoutServer: Sendable {
  private let files: ServedFiles
  private let server: HTTPServer
  private let reloads = ReloadBroadcast()
  private let lastGood = Mutex<[String: String]>([:])

  /// A server of `files` listening on `host` (an IPv4 address) and `port`.
  public init(files: ServedFiles, host: String, port: UInt16) throws {
    self.files = files
    server = HTTPServer(
      address: try sockaddr_in.inet(ip4: host, port: port), timeout: 15, logger: .disabled)
  }

  /// Serves until the task is cancelled, watching the roots for changes on a thread of its own.
  public func run() async throws {
    await server.appendRoute("GET /") { [self] _ in index() }
    await server.appendRoute("GET /view") { [self] request in view(request.query["path"] ?? "") }
    await server.appendRoute("GET /block") { [self] request in
      block(request.query["path"] ?? "", named: request.query["name"] ?? "")
    }
    await server.appendRoute("GET /events", to: .webSocket(reloads))
    let watching = Thread { [files, reloads] in Self.watch(files, reloads) }
    watching.start()
    try await server.run()
  }

  /// Waits until the server listens; then `port` says where.
  public func waitUntilListening() async throws {
    try await server.waitUntilListening()
  }

  /// The port the server listens on.
  public var port: Int? {
    get async {
      guard case .ip4(_, let port)? = await server.listeningAddress else { return nil }
      return Int(port)
    }
  }

  private func index() -> HTTPResponse {
    var links = files.documents.map { path in
      "<li><a href=\"/view?path=\(Self.queryEscaped(path))\">\(XMLText.escaped(path))</a></li>"
    }
    for path in files.markdownFiles {
      guard let url = files.file(named: path, extensions: ["md"]),
        let blocks = try? DocsSources.scan([url.path]).blocks
      else { continue }
      links += blocks.map { block in
        "<li><a href=\"/block?path=\(Self.queryEscaped(path))&amp;name=\(Self.queryEscaped(block.name))\">"
          + "\(XMLText.escaped(path)): \(XMLText.escaped(block.name))</a></li>"
      }
    }
    let body = """
      <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>layout documents</title>
      <style>:root { color-scheme: light dark; font: 14px/1.5 system-ui, sans-serif; } body { margin: 1.5rem; }</style>
      </head><body><h1>Layout documents</h1>
      \(links.isEmpty ? "<p>No document (.yaml, .yml, .json) under the paths served.</p>" : "<ul>\(links.joined(separator: "\n"))</ul>")
      \(Self.reloadScript)
      </body></html>
      """
    return Self.html(body)
  }

  private func view(_ path: String) -> HTTPResponse {
    guard let url = files.file(named: path) else { return Self.notFound }
    return inspector(of: path, title: (path as NSString).lastPathComponent) {
      try DiagramDocument(contentsOf: url, file: path, measurer: PangoContentMeasurer())
    }
  }

  /// A Markdown file's layout block in the inspector; its errors are placed in the file.
  private func block(_ path: String, named name: String) -> HTTPResponse {
    guard let url = files.file(named: path, extensions: ["md"]) else { return Self.notFound }
    return inspector(of: "\(path)#\(name)", title: name) {
      guard let block = try DocsSources.scan([url.path]).blocks.first(where: { $0.name == name }) else {
        throw DocsError(file: path, line: 1, column: 1, message: "no layout block named '\(name)'")
      }
      do {
        return try DiagramDocument(
          yaml: block.source, file: path, baseDirectory: url.deletingLastPathComponent(),
          measurer: PangoContentMeasurer())
      } catch let error as DocumentError {
        throw error.moved(lines: block.firstLine - 1, columns: block.indentation)
      }
    }
  }

  private static let notFound = HTTPResponse(statusCode: .notFound, body: Data("not found\n".utf8))

  /// The inspector of the document `read` makes, kept as the last good page of `key`; an error is shown
  /// over that page.
  private func inspector(
    of key: String, title: String, _ read: @escaping @Sendable () throws -> DiagramDocument
  )
    -> HTTPResponse
  {
    let page: String
    do {
      page = try LargeStack.run {
        let document = try read()
        return try InspectorPage.html(
          document: document, recorded: try document.checkedRecordedLayout(), title: title)
      }
      lastGood.withLock { $0[key] = page }
    } catch {
      // The located error over the last good page, which the next good save replaces.
      let banner =
        "<pre id=\"error\" style=\"background:#c62828;color:#fff;padding:.6rem;margin:0;white-space:pre-wrap\">"
        + XMLText.escaped("\(error)") + "</pre>"
      let previous = lastGood.withLock { $0[key] } ?? "<!DOCTYPE html><html><body></body></html>"
      page = previous.replacingOccurrences(of: "<body>", with: "<body>" + banner, options: [], range: nil)
    }
    return Self.html(
      page.replacingOccurrences(of: "</body></html>", with: Self.reloadScript + "</body></html>"))
  }

  /// What every page runs: reload when the server says a file changed.
  static let reloadScript = """
    <script>
    (function () {
      var socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/events');
      socket.onmessage = function (event) { if (event.data === 'reload') location.reload(); };
    })();
    </script>
    """

  private static func html(_ text: String) -> HTTPResponse {
    HTTPResponse(
      statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: Data(text.utf8))
  }

  private static func queryEscaped(_ text: String) -> String {
    text.addingPercentEncoding(
      withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "/-_."))) ?? ""
  }

  /// Waits for changes under the roots and tells every page to reload.
  private static func watch(_ files: ServedFiles, _ reloads: ReloadBroadcast) {
    guard let watcher = try? FolderWatcher() else { return }
    for root in files.roots {
      var isFolder: ObjCBool = false
      FileManager.default.fileExists(atPath: root, isDirectory: &isFolder)
      let folder = isFolder.boolValue ? root : (root as NSString).deletingLastPathComponent
      watcher.watch(folder)
      let enumerator = FileManager.default.enumerator(atPath: folder)
      while let path = enumerator?.nextObject() as? String {
        let full = (folder as NSString).appendingPathComponent(path)
        var sub: ObjCBool = false
        if FileManager.default.fileExists(atPath: full, isDirectory: &sub), sub.boolValue {
          watcher.watch(full)
        }
      }
    }
    while watcher.waitForChanges(settle: 0.05, shouldStop: { false }) != nil {
      reloads.send("reload")
    }
  }
}

/// The pages listening for reloads, each a WebSocket.
final class ReloadBroadcast: WSMessageHandler, Sendable {
  private let listeners = Mutex<[UUID: AsyncStream<WSMessage>.Continuation]>([:])

  func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
    let id = UUID()
    let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
    listeners.withLock { $0[id] = continuation }
    continuation.onTermination = { [weak self] _ in self?.listeners.withLock { $0[id] = nil } }
    // The client's own messages are read and dropped; when it goes, its stream ends.
    Task { [weak self] in
      for await _ in client {}
      continuation.finish()
      self?.listeners.withLock { $0[id] = nil }
    }
    return stream
  }

  /// Sends `text` to every page listening.
  func send(_ text: String) {
    for continuation in listeners.withLock({ Array($0.values) }) { continuation.yield(.text(text)) }
  }
}

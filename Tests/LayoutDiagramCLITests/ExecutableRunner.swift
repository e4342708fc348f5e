import Foundation
import RenderTestSupport

/// Runs the built `layout-diagram` executable, as a user would, in a fresh empty working directory.
struct ExecutableRunner {
  /// What a run produced.
  struct Outcome {
    /// The exit status.
    var status: Int32
    /// Standard output.
    var standardOutput: String
    /// Standard error.
    var standardError: String
    /// Files and folders that appeared in the working directory, as sorted relative paths.
    var createdFiles: [String]
    /// The bytes of each created file, by relative path.
    var contents: [String: Data]
  }

  /// The executable next to the test bundle (the build folder `swift build --build-tests` fills), else in
  /// `.build/debug`.
  static let executable: URL = {
    var candidates: [URL] = []
    if let bundle = Bundle.main.executableURL {
      candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("layout-diagram"))
    }
    candidates.append(
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("layout-diagram"))
    candidates.append(FixturePaths.packageRoot.appendingPathComponent(".build/debug/layout-diagram"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
  }()

  /// Runs the executable with `arguments`; `files` (text) and `binaryFiles` are written into the working
  /// directory first.
  static func run(_ arguments: [String], files: [String: String] = [:], binaryFiles: [String: Data] = [:])
    throws -> Outcome
  {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layout-diagram-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, text) in files {
      let file = directory.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    for (name, data) in binaryFiles {
      let file = directory.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: file)
    }
    let ran = try run(arguments, in: directory)
    let given = Set(
      (Array(files.keys) + Array(binaryFiles.keys)).flatMap { name in
        let parts = name.split(separator: "/")
        return (1...parts.count).map { parts.prefix($0).joined(separator: "/") }
      })
    let created = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
      .filter { !given.contains($0) }.sorted()
    var contents: [String: Data] = [:]
    for path in created {
      contents[path] = FileManager.default.contents(atPath: directory.appendingPathComponent(path).path)
    }
    return Outcome(
      status: ran.status, standardOutput: ran.standardOutput, standardError: ran.standardError,
      createdFiles: created, contents: contents)
  }

  /// Runs the executable with `arguments` in `directory`, as it is.
  static func run(_ arguments: [String], in directory: URL, executable program: URL = executable) throws
    -> (status: Int32, standardOutput: String, standardError: String)
  {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }
}

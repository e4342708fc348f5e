import Foundation

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
    /// Files that appeared in the working directory.
    var createdFiles: [String]
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
    candidates.append(TestPaths.packageRoot.appendingPathComponent(".build/debug/layout-diagram"))
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
      try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
    for (name, data) in binaryFiles {
      try data.write(to: directory.appendingPathComponent(name))
    }
    let process = Process()
    process.executableURL = executable
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
    let present = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    return Outcome(
      status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self),
      createdFiles: present.filter { files[$0] == nil && binaryFiles[$0] == nil }.sorted())
  }
}

import ArgumentParser
import DiagramValues
import DocsBuild
import Foundation
import InputLimits
import LayoutDocument
import LayoutRenderer

/// `layout-diagram docs PATH… [--output DIR]`: renders the layout blocks of Markdown files and DocC catalogs.
struct Docs: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Renders the layout blocks of Markdown files and DocC catalogs to images.",
    discussion: """
      Finds fenced code blocks whose info string is `layout name=NAME` (a layout document in YAML or JSON) \
      in Markdown files, and in DocC catalogs (*.docc: their articles, and the .yaml files in their \
      Resources, each named after its file), and writes each block's images under DocC's names: NAME.png, \
      NAME@2x.png, NAME~dark.png, NAME~dark@2x.png (or NAME.svg and NAME~dark.svg). Images of a block in a \
      catalog go to its Resources/ unless --output says otherwise, so that ![](NAME) works in an article; \
      others go beside their Markdown file.

      An image whose inputs (the block, the images it references, the variant, the tool's version) did not \
      change since it was written is not rendered again. A bad block fails the run with FILE.md:LINE:COL \
      and exit status 2, and nothing is written; with --keep-going the good blocks are written and the \
      status is still 2.

      With --watch the build runs again whenever a Markdown file, a DocC resource or an image a document \
      references changes (the kernel says when; nothing polls), printing a line per image rendered, until \
      interrupted (Ctrl-C), which stops it cleanly with status 0.

      Examples:
        layout-diagram docs Docs/ --output Docs/images
        layout-diagram docs Docs/ --output Docs/images --watch
        layout-diagram docs README.md --output images --rewrite
        layout-diagram docs Sources/MyKit/MyKit.docc --scales 1,2,3 --appearances light,dark
        layout-diagram docs README.md --format svg --output images
      """)

  @Argument(help: "Markdown files, DocC catalogs or folders to search.")
  var paths: [String]

  @Option(name: [.customShort("o"), .long], help: "The folder images go to.")
  var output: String?

  @Option(help: "png or svg.")
  var format: ImageFormat = .png

  @Option(help: "Comma-separated scales of PNG variants, whole numbers from 1 to 4, each once.")
  var scales: ScaleList = ScaleList(values: [1, 2])

  @Option(help: "Comma-separated appearances: light, dark.")
  var appearances: AppearanceList = AppearanceList(values: [.light, .dark])

  @Option(
    help: """
      A theme file (YAML) changing colors per appearance (light:, dark:), the font or line widths; a \
      document's own theme: goes over it.
      """)
  var theme: String?

  @Option(help: "How many blocks render at once; the default is the number of cores.")
  var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  @Flag(help: "Write the good blocks' images even when some blocks are bad (the exit status is still 2).")
  var keepGoing = false

  @Flag(
    help: "Also write each block's inspector page beside its images (NAME.html, as render --format html).")
  var inspector = false

  @OptionGroup var images: ImageRootOptions

  @Flag(
    help: """
      Replace each fenced layout block with an image reference, keeping its document in an HTML comment \
      beside it, which later runs read as the block.
      """)
  var rewrite = false

  @Flag(
    help: """
      After the first build, render again whatever changes (Markdown, documents, images they reference, \
      the theme file) \
      until interrupted; a bad edit prints its error and keeps the last good image.
      """)
  var watch = false

  func validate() throws {
    guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
  }

  func run() throws {
    var options = try makeOptions()
    // Every rewrite is worked out, and every file it would replace checked, before any image is written:
    // a block a rewrite cannot keep fails the run with nothing written. The rewritten Markdown is written
    // with the images, all or none.
    let rewrites = rewrite ? try rewrittenMarkdown(options) : []
    let ownerships = try rewrites.map { file, _ throws(DocsError) in try MarkdownFile.ownership(of: file) }
    options.companionFiles = rewrites.map { (URL(fileURLWithPath: $0.file), Data($0.text.utf8)) }
    let report = try build(options)
    if !report.companionsWritten.isEmpty {
      for ((file, _), ownership) in zip(rewrites, ownerships) {
        MarkdownFile.restore(file, to: ownership)
        printOutput("rewrote \(file)\n")
      }
    }
    guard watch else {
      if !report.failures.isEmpty { throw ExitCode(2) }
      return
    }
    try watchForChanges()
  }

  /// The build's options, the theme file read now (a watch reads it again after each change).
  private func makeOptions() throws -> DocsBuild.Options {
    DocsBuild.Options(
      outputFolder: output.map { URL(fileURLWithPath: $0, isDirectory: true) },
      variants: ImageVariant.all(appearances: appearances.values, scales: scales.values, format: format)
        + (inspector ? [.inspector] : []),
      jobs: jobs, keepsGoing: keepGoing || watch, toolVersion: LayoutDiagram.version,
      theme: try theme.map { try ThemeOverrides(contentsOf: URL(fileURLWithPath: $0), file: $0) },
      imageRoot: images.root)
  }

  /// One build: the blocks found now, each variant rendered or found current, errors and a summary
  /// printed. A bad block found while scanning stops the build unless it keeps going.
  @discardableResult
  private func build(_ options: DocsBuild.Options, quiet: Bool = false) throws -> DocsBuild.Report {
    let (blocks, scanErrors, warnings) = try DocsSources.scan(paths)
    for warning in warnings {
      StandardStreams.error(warning.warningText.escapingControlCharacters + "\n")
    }
    if let first = scanErrors.first, !options.keepsGoing { throw first }
    // A build with a file it could not read rewrites nothing.
    var options = options
    if !scanErrors.isEmpty { options.companionFiles = [] }
    let progress = DocsProgress(total: blocks.count * options.variants.count, quiet: quiet)
    var report = DocsBuild(options: options).run(blocks) { line in progress.report(line) }
    progress.finish()
    report.failures = scanErrors + report.failures
    for failure in report.failures { printDiagnostic(failure) }
    let nothing = report.rendered.isEmpty && report.failures.isEmpty && !report.upToDate.isEmpty
    printOutput(
      "\(blocks.count) layout blocks: \(report.summary)" + (nothing ? "; nothing to render\n" : "\n"))
    return report
  }

  /// The Markdown files with fenced layout blocks, which `--rewrite` replaces.
  private func markdownToRewrite() throws -> [String] {
    let blocks = try DocsSources.blocks(in: paths)
    return Set(blocks.filter { $0.isFenced && $0.file.hasSuffix(".md") }.map(\.file)).sorted()
  }

  /// Each Markdown file with fenced layout blocks and its text as `--rewrite` leaves it (files it would not
  /// change left out).
  private func rewrittenMarkdown(_ options: DocsBuild.Options) throws -> [(file: String, text: String)] {
    let blocks = try DocsSources.blocks(in: paths)
    let build = DocsBuild(options: options)
    let reference =
      options.variants.filter { $0.appearance == .light && !$0.isInspector }.min { $0.scale < $1.scale }
      ?? options.variants[0]
    var rewrites: [(file: String, text: String)] = []
    for file in try markdownToRewrite() {
      let text = try DocsSources.text(of: file)
      let rewritten = try MarkdownRewrite.rewritten(text, blocks: blocks.filter { $0.file == file }) {
        block in
        MarkdownRewrite.relativePath(
          from: file,
          to: build.outputFolder(of: block).appendingPathComponent(reference.fileName(for: block.name)))
      }
      if rewritten != text { rewrites.append((file, rewritten)) }
    }
    return rewrites
  }

  /// Watches the sources' folders and their subfolders, the theme file's, and those of the images the
  /// documents reference, and builds again (the theme read again) after each burst of changes, printing
  /// each image rendered, until SIGINT or SIGTERM.
  private func watchForChanges() throws {
    StopSignal.install()
    let watcher = try FolderWatcher()
    var outputs: Set<String> = []
    func watchFolders() {
      for path in paths + (theme.map { [$0] } ?? []) {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        // The parent too, so that a source folder deleted and made again is seen coming back.
        watcher.watch(parent)
        if RegularFile.isFolder(path) { watcher.watch(path) }
        if RegularFile.isFolder(path), let walker = FileManager.default.enumerator(atPath: path) {
          while let relative = walker.nextObject() as? String {
            let full = (path as NSString).appendingPathComponent(relative)
            if RegularFile.isFolder(full) { watcher.watch(full) }
          }
        }
      }
      // A theme or a source that cannot be read now is said; the next change tries again.
      let options: DocsBuild.Options
      let blocks: [LayoutBlock]
      do {
        options = try makeOptions()
        (blocks, _, _) = try DocsSources.scan(paths)
      } catch {
        printDiagnostic(error)
        return
      }
      let build = DocsBuild(options: options)
      outputs = []
      for block in blocks {
        watcher.watch((block.file as NSString).deletingLastPathComponent)
        for variant in options.variants { outputs.insert(variant.fileName(for: block.name)) }
        for image in build.referencedImages(of: block) {
          watcher.watch((image as NSString).deletingLastPathComponent)
        }
      }
    }
    watchFolders()
    printOutput("watching for changes; Ctrl-C stops\n")
    while let changed = watcher.waitForChanges(shouldStop: { StopSignal.received }) {
      // The build's own writes (its images, the manifest) change the output folder too; they need no build.
      if changed.allSatisfy({ outputs.contains($0) || $0 == ".layout-diagrams.json" }) { continue }
      PixelBudget.run.start()
      do {
        let report = try build(try makeOptions(), quiet: true)
        for url in report.rendered { printOutput("rendered \(url.lastPathComponent)\n") }
      } catch {
        printDiagnostic(error)
      }
      watchFolders()
    }
    printOutput("stopped watching\n")
  }

}

/// Whether SIGINT or SIGTERM arrived, so that `--watch` stops between builds rather than in the middle of one.
enum StopSignal {
  nonisolated(unsafe) private static var flag: sig_atomic_t = 0

  /// Whether a stop signal arrived.
  static var received: Bool { flag != 0 }

  /// Replaces the default handlers of SIGINT and SIGTERM (which end the process at once), and unblocks the
  /// two signals, which a parent process may have left blocked for its children (Foundation's `Process`
  /// does).
  static func install() {
    signal(SIGINT) { _ in StopSignal.flag = 1 }
    signal(SIGTERM) { _ in StopSignal.flag = 1 }
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }
}

/// Progress of a docs build on standard error: a bar redrawn in place on a terminal, else a line per image.
final class DocsProgress: @unchecked Sendable {
  private let total: Int
  private let isTerminal = isatty(STDERR_FILENO) == 1
  private let quiet: Bool
  private let lock = NSLock()
  private var done = 0

  /// Progress over `total` images; `quiet` prints nothing (a watch rebuild prints what it rendered instead).
  init(total: Int, quiet: Bool = false) {
    self.total = total
    self.quiet = quiet
  }

  /// Notes one image rendered or found current.
  func report(_ line: String) {
    guard !quiet else { return }
    lock.withLock {
      done += 1
      if isTerminal {
        let width = 30
        let filled = total == 0 ? width : done * width / total
        let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
        StandardStreams.error("\r[\(bar)] \(done)/\(total)")
      } else {
        StandardStreams.error("[\(done)/\(total)] \(line)\n")
      }
    }
  }

  /// Ends the bar's line on a terminal.
  func finish() {
    if isTerminal && done > 0 { StandardStreams.error("\n") }
  }
}

/// `--scales 1,2,3`: whole numbers from 1 to 4, read by the argument parser, which names a bad one.
struct ScaleList: ExpressibleByArgument {
  let values: [Int]

  init(values: [Int]) { self.values = values }

  init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
    let values = parts.compactMap { Int($0) }
    // Each scale once: a repeated one would render and write the same images twice.
    guard !parts.isEmpty, values.count == parts.count, values.allSatisfy({ (1...4).contains($0) }),
      Set(values).count == values.count
    else {
      return nil
    }
    self.values = values
  }

  var defaultValueDescription: String { values.map(String.init).joined(separator: ",") }
}

/// `--appearances light,dark`.
struct AppearanceList: ExpressibleByArgument {
  let values: [Appearance]

  init(values: [Appearance]) { self.values = values }

  init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
    let values = parts.compactMap { Appearance(rawValue: String($0)) }
    guard !parts.isEmpty, values.count == parts.count, Set(values).count == values.count else { return nil }
    self.values = values
  }

  var defaultValueDescription: String { values.map(\.rawValue).joined(separator: ",") }
}

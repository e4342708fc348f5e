import DiagramValues
import DocumentRendering
import Synchronization
import CairoSupport
import Foundation
import InputLimits
import LayoutDocument
import LayoutInspector
import LayoutRenderer
import TextureLayout

/// Builds the images of documentation's layout blocks: every variant of every block, rendered on several
/// threads, written only when its content changed, and written not at all when a block is bad (unless told
/// to keep going).
public struct DocsBuild: Sendable {
  /// What to build and how.
  public struct Options: Sendable {
    /// Where images go; `nil`: a DocC catalog's `Resources/`, else the Markdown file's folder.
    public var outputFolder: URL?
    /// The variants of each block.
    public var variants: [ImageVariant]
    /// How many blocks render at once.
    public var jobs: Int
    /// Whether good blocks are written when others are bad.
    public var keepsGoing: Bool
    /// The tool's version, part of every image's content hash.
    public var toolVersion: String
    /// A theme file's changes, under each document's own `theme:`.
    public var theme: ThemeOverrides?
    /// The folder documents' images must be under (`ConfinedImages`); `nil` reads any path.
    public var imageRoot: URL?
    /// Files written in the same batch as the images, all or none, when the build has no failure: the
    /// Markdown a rewrite replaces, so that a rewrite that cannot be written leaves no image behind.
    public var companionFiles: [(url: URL, data: Data)] = []

    /// Creates options.
    public init(
      outputFolder: URL?, variants: [ImageVariant], jobs: Int, keepsGoing: Bool, toolVersion: String,
      theme: ThemeOverrides? = nil, imageRoot: URL? = nil
    ) {
      self.theme = theme
      self.imageRoot = imageRoot
      self.outputFolder = outputFolder
      self.variants = variants
      self.jobs = max(1, jobs)
      self.keepsGoing = keepsGoing
      self.toolVersion = toolVersion
    }
  }

  /// What a build did.
  public struct Report: Sendable {
    /// The images written.
    public var rendered: [URL] = []
    /// The images already current, not rendered again.
    public var upToDate: [URL] = []
    /// The companion files written with the images (`Options.companionFiles`).
    public var companionsWritten: [URL] = []
    /// The bad blocks.
    public var failures: [DocsError] = []

    /// `12 rendered, 3 up to date, 1 failed`.
    public var summary: String {
      "\(rendered.count) rendered, \(upToDate.count) up to date, \(failures.count) failed"
    }
  }

  /// The options.
  public var options: Options

  /// A build with `options`.
  public init(options: Options) {
    self.options = options
  }

  /// Builds `blocks`, calling `progress` with each image rendered or found current (from several threads,
  /// one call at a time).
  public func run(_ blocks: [LayoutBlock], progress: @escaping @Sendable (String) -> Void = { _ in })
    -> Report
  {
    // Each output folder's manifest, read once for all its blocks.
    // Keyed by the folder's standardized path: the same folder may come as `images` and `images/`.
    var manifests: [String: Manifest] = [:]
    for block in blocks where manifests[Self.key(outputFolder(of: block))] == nil {
      manifests[Self.key(outputFolder(of: block))] = Manifest.read(in: outputFolder(of: block))
    }
    let readManifests = manifests
    // First every block is read and what it needs found, so that a bad block, or a build larger than a
    // build renders, stops it before any image is rendered.
    let prepared = Self.concurrently(blocks, jobs: options.jobs) { block in
      let manifest = readManifests[Self.key(self.outputFolder(of: block))] ?? Manifest()
      return Result { () throws(DocsError) -> PreparedBlock in try self.prepare(block, manifest: manifest) }
    }
    var report = Report()
    if let refusal = refusal(ofRendering: prepared) {
      report.failures.append(refusal)
      return report
    }
    let readFailures = prepared.compactMap { result -> DocsError? in
      if case .failure(let error) = result { return error } else { return nil }
    }
    guard readFailures.isEmpty || options.keepsGoing else {
      report.failures = readFailures
      return report
    }
    // A build that does not keep going stops rendering at its first failure: nothing will be written.
    let failed = Atomic(false)
    let keepsGoing = options.keepsGoing
    let collected = Self.concurrently(prepared, jobs: options.jobs) {
      result -> Result<[RenderedImage], DocsError>? in
      guard keepsGoing || !failed.load(ordering: .relaxed) else { return nil }
      let rendered = result.flatMap { block in
        Result { () throws(DocsError) -> [RenderedImage] in try self.render(block, progress: progress) }
      }
      if case .failure = rendered { failed.store(true, ordering: .relaxed) }
      return rendered
    }
    var toWrite: [RenderedImage] = []
    for result in collected.compactMap({ $0 }) {
      switch result {
      case .success(let images):
        for image in images {
          if image.data == nil { report.upToDate.append(image.url) } else { toWrite.append(image) }
        }
      case .failure(let error): report.failures.append(error)
      }
    }
    guard report.failures.isEmpty || options.keepsGoing else { return report }
    // Every path is checked before anything is written, so that a build that cannot write one image
    // writes none (unless it keeps going, when it writes the others).
    var refused: Set<URL> = []
    for image in toWrite {
      if let problem = Self.problem(writing: image, manifest: manifests[Self.key(image.folder)] ?? Manifest())
      {
        report.failures.append(problem)
        refused.insert(image.url)
      }
    }
    // A folder's manifest must be replaceable too, or the images would be written and never recorded,
    // and the next build would refuse them as not its own.
    for folder in Set(toWrite.map { Self.key($0.folder) }).sorted() {
      let manifest = URL(fileURLWithPath: folder).appendingPathComponent(Manifest.fileName)
      // A folder chosen by the build (a catalog's Resources, a Markdown file's folder) is written only when
      // it is a folder of its own: a link there, as a pull request may add, would send the images elsewhere.
      if options.outputFolder == nil, RegularFile.kind(at: URL(fileURLWithPath: folder)) == .symbolicLink {
        report.failures.append(
          DocsError(
            file: folder, line: 1, column: 1,
            message:
              "\(folder) is a symbolic link; images go into it only when it is a folder of its own (give -o to write them elsewhere)"
          ))
        refused.formUnion(toWrite.filter { Self.key($0.folder) == folder }.map(\.url))
        continue
      }
      do {
        try RegularFile.checkReplaceable(manifest)
        if let foreign = Manifest.foreignFile(in: URL(fileURLWithPath: folder)) {
          report.failures.append(
            DocsError(
              file: manifest.path, line: 1, column: 1,
              message: "\(manifest.path) is \(foreign); move it away: no image is written into \(folder)"))
          refused.formUnion(toWrite.filter { Self.key($0.folder) == folder }.map(\.url))
        }
      } catch {
        report.failures.append(
          DocsError(
            file: manifest.path, line: 1, column: 1,
            message: "\(manifest.path) is \(error); no image is written into \(folder)"))
        refused.formUnion(toWrite.filter { Self.key($0.folder) == folder }.map(\.url))
      }
    }
    guard refused.isEmpty || options.keepsGoing else { return report }
    // A block's images are written together or not at all: one refused leaves its block's others as they
    // were, so that no block is left with images of two versions.
    let refusedBlocks = Set(toWrite.filter { refused.contains($0.url) }.map(\.blockKey))
    refused.formUnion(toWrite.filter { refusedBlocks.contains($0.blockKey) }.map(\.url))
    var written: [String: [String: Manifest.Entry]] = [:]
    var files: [(url: URL, data: Data)] = []
    for image in toWrite where !refused.contains(image.url) {
      guard let data = image.data else { continue }
      files.append((image.url, data))
      written[Self.key(image.folder), default: [:]][image.url.lastPathComponent] =
        Manifest.Entry(hash: image.hash, images: image.referencedImages, written: ContentHash.of([data]))
    }
    // All the images or none, with the companion files: a build that cannot write one leaves the others as
    // they were.
    let companions = report.failures.isEmpty ? options.companionFiles : []
    do {
      try writeWholeFiles(files + companions)
      report.rendered += files.map(\.url)
      report.companionsWritten = companions.map(\.url)
    } catch {
      let failed = toWrite.first { $0.url == error.url }
      report.failures.append(
        DocsError(
          file: failed?.block.file ?? error.url.path, line: failed?.block.openingLine ?? 1,
          column: (failed?.block.indentation ?? 0) + 1, message: error.description))
      return report
    }
    for (folder, entries) in written.sorted(by: { $0.key < $1.key }) {
      do {
        try Manifest.record(entries, in: URL(fileURLWithPath: folder, isDirectory: true))
      } catch {
        report.failures.append(
          DocsError(
            file: (folder as NSString).appendingPathComponent(Manifest.fileName), line: 1, column: 1,
            message: "cannot write the manifest: \(error)"))
      }
    }
    return report
  }

  /// Why `image` may not be written where it goes, at its block: something other than a regular file is
  /// there, or a file this tool did not write (its folder's manifest does not list it, or its bytes are not
  /// those the tool wrote).
  static func problem(writing image: RenderedImage, manifest: Manifest) -> DocsError? {
    let name = image.url.lastPathComponent
    let message: String
    switch RegularFile.kind(at: image.url) {
    case nil: return nil
    case .regular? where (try? RegularFile.checkReplaceable(image.url)) == nil:
      message = "\(image.url.path) has other hard links, which replacing it would separate"
    case .regular?:
      guard let entry = manifest.entries[name] else {
        message =
          "\(image.url.path) exists and was not written by layout-diagram (\(Manifest.fileName) does not list "
          + "it); move it away or rename the layout"
        break
      }
      guard !entry.wrote(image.url) else { return nil }
      message =
        "\(image.url.path) is not the image layout-diagram wrote there (its bytes changed since, or "
        + "\(Manifest.fileName) was written elsewhere); move it away or rename the layout"
    case let kind?:
      message = "\(image.url.path) is \(kind), not a regular file; the image cannot be written there"
    }
    return DocsError(
      file: image.block.file, line: image.block.openingLine, column: image.block.indentation + 1,
      message: message)
  }

  /// A folder's key among the manifests: its standardized path.
  private static func key(_ folder: URL) -> String {
    folder.standardizedFileURL.path
  }

  /// One image of a block: where it goes, its content hash, and its bytes (`nil` when it is current).
  struct RenderedImage: Sendable {
    let url: URL
    let hash: String
    let data: Data?
    var referencedImages: [String] = []
    /// The block it is an image of, where problems writing it are reported.
    let block: LayoutBlock

    var folder: URL { url.deletingLastPathComponent() }
    /// Which block it is an image of: its file and name.
    var blockKey: String { "\(block.file)\u{0}\(block.name)" }
  }

  /// The content hash of a variant of `block` whose document references `images`.
  func hash(of block: LayoutBlock, _ variant: ImageVariant, images: [String]) -> String {
    ContentHash.of(
      [
        Data(block.source.utf8),
        Data(
          "\(variant)|\(options.toolVersion)|\(block.name)|\(options.theme?.stableDescription ?? "")".utf8),
      ]
        + images.map { path in
          // An image that cannot be read, or may not be (a manifest names the images it hashes, and the
          // manifest may come from anyone), hashes as empty; rendering the block then says why.
          let url = URL(fileURLWithPath: path)
          if let confined = measurer as? ConfinedImages, !confined.allows(url) { return Data() }
          return (try? RegularFile.read(url, limit: Budgets.imageFileBytes)) ?? Data()
        })
  }

  /// The image files `block`'s document referenced when its images were last written, from the manifest.
  public func referencedImages(of block: LayoutBlock) -> [String] {
    let manifest = Manifest.read(in: outputFolder(of: block))
    return options.variants.flatMap { manifest.entries[$0.fileName(for: block.name)]?.images ?? [] }
  }

  /// What reads the documents' text and images: confined to `imageRoot` when there is one.
  var measurer: any ContentMeasuring {
    options.imageRoot.map { ConfinedImages(PangoContentMeasurer(), root: $0) } ?? PangoContentMeasurer()
  }

  /// The folder images of `block` go to.
  public func outputFolder(of block: LayoutBlock) -> URL {
    options.outputFolder ?? block.catalogResources
      ?? URL(fileURLWithPath: block.file).deletingLastPathComponent()
  }

  /// A block read, with what its images need: the variants found current, and the document to render the
  /// others from (`nil` when every variant is current).
  struct PreparedBlock: Sendable {
    let block: LayoutBlock
    var current: [ImageVariant: RenderedImage] = [:]
    var document: DiagramDocument?
    var referenced: [String] = []

    /// How many of the block's images are to be rendered.
    func renderCount(of variants: [ImageVariant]) -> Int {
      document == nil ? 0 : variants.count(where: { current[$0] == nil })
    }
  }

  /// Runs `body` on each of `items` on `jobs` threads, the results in the items' order.
  static func concurrently<Item: Sendable, Output: Sendable>(
    _ items: [Item], jobs: Int, _ body: @escaping @Sendable (Item) -> Output
  ) -> [Output] {
    let results = Mutex<[Int: Output]>([:])
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = jobs
    for (index, item) in items.enumerated() {
      queue.addOperation {
        let output = body(item)
        results.withLock { $0[index] = output }
      }
    }
    queue.waitUntilAllOperationsAreFinished()
    let collected = results.withLock { $0 }
    return items.indices.compactMap { collected[$0] }
  }

  /// The error that refuses a build writing more than `Budgets.docsImagesRendered` files (its images and
  /// the manifest of each folder they go to), at the first block whose files pass it; `nil` for a build
  /// within it. Images found current are not counted, so that a large site builds in parts.
  func refusal(ofRendering prepared: [Result<PreparedBlock, DocsError>]) -> DocsError? {
    var count = 0
    var folders: Set<String> = []
    var first: LayoutBlock?
    for case .success(let block) in prepared {
      let images = block.renderCount(of: options.variants)
      guard images > 0 else { continue }
      count += images
      if folders.insert(Self.key(outputFolder(of: block.block))).inserted { count += 1 }
      if count > Budgets.docsImagesRendered, first == nil { first = block.block }
    }
    guard let first else { return nil }
    return DocsError(
      file: first.file, line: first.openingLine, column: first.indentation + 1,
      message:
        "the build would write \(count) files, more than the \(Budgets.docsImagesRendered) one build writes "
        + "(each variant of each block not already current, and a manifest in each folder): build fewer files "
        + "at a time, or fewer variants (--scales, --appearances); images a build leaves current are not "
        + "rendered again")
  }

  /// Reads `block` unless every variant is current from the manifest alone (its document is not even
  /// read then); an error of the document is placed in the file the block is in.
  func prepare(_ block: LayoutBlock, manifest: Manifest) throws(DocsError) -> PreparedBlock {
    let folder = outputFolder(of: block)
    var prepared = PreparedBlock(block: block)
    for variant in options.variants {
      let url = folder.appendingPathComponent(variant.fileName(for: block.name))
      // Current: its inputs did not change, and the file is still what was written (an image edited by
      // hand since is rendered again, and then refused as not the tool's, which says so).
      guard let entry = manifest.entries[url.lastPathComponent],
        entry.hash == hash(of: block, variant, images: entry.images),
        FileManager.default.fileExists(atPath: url.path), entry.written == nil || entry.wrote(url)
      else { continue }
      prepared.current[variant] = RenderedImage(
        url: url, hash: entry.hash, data: nil, referencedImages: entry.images, block: block)
    }
    guard prepared.current.count < options.variants.count else { return prepared }
    let document = try read(block)
    prepared.document = document
    prepared.referenced = document.elements.values.compactMap { element -> String? in
      guard case .image(let url, _) = element.content else { return nil }
      return url.path
    }.sorted()
    // A variant current by the manifest's hash whose document now references other images is not.
    for (variant, image) in prepared.current
    where image.hash != hash(of: block, variant, images: prepared.referenced) {
      prepared.current[variant] = nil
    }
    return prepared
  }

  /// Each variant of a prepared block: the current ones as they are, the others rendered.
  func render(_ prepared: PreparedBlock, progress: @Sendable (String) -> Void) throws(DocsError)
    -> [RenderedImage]
  {
    let block = prepared.block
    let folder = outputFolder(of: block)
    var images: [RenderedImage] = []
    for variant in options.variants {
      if let image = prepared.current[variant] {
        progress("up to date \(image.url.lastPathComponent)")
        images.append(image)
        continue
      }
      guard let document = prepared.document else { continue }
      let url = folder.appendingPathComponent(variant.fileName(for: block.name))
      let data: Data
      do {
        let theme = options.theme
        data = try LargeStack.run {
          try Self.render(document, variant: variant, name: block.name, theme: theme)
        }
      } catch {
        throw DocsError(
          file: block.file, line: block.firstLine, column: 1, message: "cannot render: \(error)")
      }
      progress("rendered \(url.lastPathComponent)")
      images.append(
        RenderedImage(
          url: url, hash: hash(of: block, variant, images: prepared.referenced), data: data,
          referencedImages: prepared.referenced, block: block))
    }
    return images
  }

  /// Reads `block`'s document; an error of the document is placed in the file the block is in.
  func read(_ block: LayoutBlock) throws(DocsError) -> DiagramDocument {
    let baseDirectory = URL(fileURLWithPath: block.file).deletingLastPathComponent()
    do {
      return try LargeStack.run {
        try DiagramDocument(
          yaml: block.source, file: block.file, baseDirectory: baseDirectory, measurer: measurer
        )
      }
    } catch let error as DocumentError {
      throw DocsError(error.moved(lines: block.firstLine - 1, columns: block.indentation))
    } catch {
      throw DocsError(file: block.file, line: block.firstLine, column: 1, message: "\(error)")
    }
  }

  /// One variant's bytes: the document at the variant's scale, in its appearance's theme (dark on a
  /// transparent canvas), an SVG titled and with ids of its own.
  static func render(
    _ read: DiagramDocument, variant: ImageVariant, name: String, theme file: ThemeOverrides?
  )
    throws -> Data
  {
    if variant.isInspector {
      let page = try InspectorPage.html(
        document: read, recorded: try read.checkedRecordedLayout(), title: name)
      return Data(page.utf8)
    }
    let document = read.applying(
      RenderOverrides(pixelGrid: variant.format == .png ? try PixelGrid(scale: CGFloat(variant.scale)) : nil))
    let dark = variant.appearance == .dark
    let renderer = document.renderer(base: dark ? .dark : .standard, dark: dark, themeFile: file)
    let data =
      document.style == .diagram
      ? try renderer.render(document.checkedRecordedLayout(), as: variant.format)
      : try renderer.render(document.checkedLayout(), as: variant.format)
    guard variant.format == .svg else { return data }
    // Light and dark images of one block get ids of their own too: a page may inline both.
    return SVGForPages.prepared(data, name: name, dark: variant.appearance == .dark, title: name)
  }
}

/// What one run accepts from its inputs. Every limit is far beyond what a real layout document, image or
/// docs build needs, and low enough that an input shaped to exhaust the machine is refused in well under a
/// second, with an error that names the limit.
///
/// The guide's "Budgets" section (docs/guide.md) lists the same values; a test compares the two.
public enum Budgets {
  /// The largest document file, in bytes.
  public static let documentBytes = 64 << 20
  /// The largest Markdown file a docs build reads, in bytes: CommonMark's parser keeps a node per block,
  /// about thirty times the text (a 60 MB file of short paragraphs: 1.9 GB).
  public static let markdownBytes = 8 << 20
  /// The most elements a document may build, counting every expansion of an alias.
  public static let elements = 1_000_000
  /// The deepest element nesting.
  public static let nestingDepth = 4_000
  /// The values inside flow collections (`[…]`, `{…}`), each counted once per collection around it: what
  /// libyaml's scanner spends, since it walks every open flow level for each token. A few hundred
  /// milliseconds of scanning, far beyond any document people write (a 3,000-deep flow nesting of wrappers
  /// sums to about 36 million).
  public static let flowNestingWork = 100_000_000
  /// Element layouts one layout pass may make: at least this many, whatever the document's size.
  public static let layoutWorkFloor = 500_000
  /// Element layouts one layout pass may make per element of the document. A document lays each element
  /// out a few times; flexible stacks nested dozens deep lay their leaves out exponentially many times
  /// (as Texture does), which this stops.
  public static let layoutWorkPerElement = 32

  /// The most elements aliases may add beyond those the document writes: a few lines of anchors and aliases
  /// would otherwise stand for a million elements, each laid out and reported.
  public static let aliasElements = 100_000
  /// The longest element name or note, in Unicode scalars: names are printed for every finding and drawn in
  /// figures, and an alias repeats one as often as it is used.
  public static let nameLength = 1_000
  /// The longest text of one `text` leaf, in Unicode scalars.
  public static let textLength = 100_000
  /// The most combining marks (non-starters) in a row: Unicode's stream-safe text format (UAX #15) allows
  /// 30, and Pango shapes a longer cluster in time quadratic in its length.
  public static let combiningMarksInARow = 30
  /// The most tabs in one paragraph of a `text` leaf: Pango places each tab of a line after all those
  /// before it, in time that grows with the square of their number (40,000 tabs: seconds).
  public static let tabsInAParagraph = 1_000
  /// The largest font size of a `text` leaf, in points: FreeType cannot make glyphs much larger, and Pango
  /// positions lines in 1/1024ths of a point in 32 bits.
  public static let fontSize = 1_000.0
  /// The largest magnitude of a finite number in a document: Cairo keeps coordinates in 24.8 fixed point
  /// (about ±8 million) and Pango in 1/1024ths of a point in 32 bits (about ±2 million).
  public static let numberMagnitude = 1_000_000.0
  /// The range of pixels per point (`scale`, `--scale`).
  public static let scale = 0.01...100.0
  /// The largest image file read, in bytes.
  public static let imageFileBytes = 64 << 20
  /// The most pixels of one image: an image file decoded, or a canvas drawn (32 million: 128 MB of
  /// 32-bit pixels).
  public static let imagePixels = 32_000_000
  /// The most pixels one run decodes and draws in all (each image file decoded once per run).
  public static let runPixels = 512_000_000
}

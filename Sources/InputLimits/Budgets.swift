/// What one run accepts from its inputs. Every limit is far beyond what a real layout document, image or
/// docs build needs, and low enough that an input shaped to exhaust the machine is refused in well under a
/// second, with an error that names the limit.
///
/// The guide's "Budgets" section (docs/guide.md) lists the same values; a test compares the two.
public enum Budgets {
  /// The largest document file, in bytes: room for the element budget written in block style with a name,
  /// size, style and fill each, and small enough that reading the largest file takes well under a second
  /// (one scalar of 30 MB took 4 s to read and 600 MB to hold).
  public static let documentBytes = 8 << 20
  /// The largest Markdown file a docs build reads, in bytes: CommonMark's parser keeps a node per block and
  /// a delimiter per bracket or emphasis mark, up to two hundred times the text (8 MB of `[`: 1.6 GB).
  public static let markdownBytes = 1 << 20
  /// The largest manifest a docs build reads (`.layout-diagrams.json`): a few hundred bytes per image, room
  /// for tens of thousands of images, and little enough that reading it takes milliseconds (a manifest
  /// grown to the document budget took two seconds to decode).
  public static let manifestBytes = 4 << 20
  /// The most elements a document may build, counting every expansion of an alias: a hundred times a
  /// large screen, and few enough that every command, `lint` and `explain` with a finding for each element
  /// included, a diagram naming every element and its SVG, ends within a second on two cores. What each
  /// element costs (building it from the YAML, its sizing record, its findings, its marks) is linear, so the
  /// budget is the bound on time and memory.
  public static let elements = 20_000
  /// The most files one `docs` build writes: each variant of each block not already current, and the
  /// manifest of each folder they go to; checked after every block is read and before any is rendered.
  /// Writing a file costs the file system more than rendering a small block (about a millisecond each on a
  /// file system that has seen many files come and go): ten thousand blocks of four variants took sixteen
  /// seconds, a thousand blocks in a thousand folders 2.5. Images a build leaves current are not counted
  /// again, so a larger site builds in parts.
  public static let docsImagesRendered = 800
  /// The deepest element nesting.
  public static let nestingDepth = 4_000
  /// The values inside flow collections (`[…]`, `{…}`), each counted once per collection around it: what
  /// libyaml's scanner spends, since it walks every open flow level for each token. A few hundred
  /// milliseconds of scanning, far beyond any document people write (a 3,000-deep flow nesting of wrappers
  /// sums to about 36 million).
  public static let flowNestingWork = 100_000_000
  /// The most YAML events a document's reading may make (each scalar and alias one, each list and mapping
  /// two: its start and its end). Counted as the text is read, so that a file of millions of small values
  /// is refused before they are all kept: a document of the element budget, every element written with
  /// its name, size, style and fill, makes fewer than half as many.
  public static let yamlEvents = 2_000_000
  /// Element layouts one layout pass may make: at least this many, whatever the document's size.
  public static let layoutWorkFloor = 500_000
  /// Characters of text one layout pass may shape, at least: each text is shaped again at each width it is
  /// offered, and a long text offered many widths (an alias in wrappers of different widths) is shaped as
  /// many times, about 40 ms per 100,000 characters.
  public static let shapedTextFloor = 1_000_000
  /// Characters one layout pass may shape per character of the document's texts: a text is offered a few
  /// widths in a real layout (its natural width, its column, a stack's flexed share).
  public static let shapedTextPerCharacter = 4
  /// What each line that wrapping adds to a text costs to draw, in characters of plain text (`drawnText`):
  /// Pango breaks and shapes every wrapped line again at its ends, so that 99,000 letters one to a line in
  /// a 1pt column cost about as much as 2,000,000 letters in a wide one.
  public static let shapedTextPerWrappedLine = 50
  /// The lines wrapping may add to texts in one layout pass, at least (`charactersPerWrappedLine`): a wrapped line
  /// costs tens of characters' shaping (letters one to a line in 1pt, Arabic with soft hyphens: about 23 µs
  /// each), so that ten texts of 99,999 such letters took 2 s within the characters' budget.
  public static let wrappedLines = 20_000
  /// Characters of the document's texts per wrapped line a pass may make beyond `wrappedLines`: real text
  /// wraps every few dozen characters and is laid out at a few widths.
  public static let charactersPerWrappedLine = 8
  /// Characters of text one figure may draw, weighted as shaping is (a mark counts ten, a change of
  /// direction five, a wrapped line `shapedTextPerWrappedLine`): each text leaf is shaped again to be
  /// drawn, so one long text aliased in a hundred leaves is drawn a hundred times (98,000 characters 101
  /// times: 12 s and 2 GB as SVG), and each glyph is a mark of the SVG (a million characters: 2 s).
  public static let drawnText = 500_000
  /// Pixels of images one figure draws, each leaf that shows an image counted: a file is decoded once, but
  /// drawn (scaled) once per leaf, and one large photo in fifty leaves took five seconds to draw.
  public static let figureImagePixels = 64_000_000
  /// Element layouts one layout pass may make per element of the document. A document lays each element
  /// out a few times: a stack measures a child, flexes and stretches it, but puts off measuring one whose
  /// length is fixed, and an element asked a question it answered recently answers from its cache, so
  /// flexible stacks nested forty deep cost a few layouts per element. A guard for an element asked
  /// ever more different questions, which no shape known to the tests reaches.
  public static let layoutWorkPerElement = 32

  /// The most elements aliases may add beyond those the document writes: a few lines of anchors and aliases
  /// would otherwise stand for the whole element budget, each element with the alias's longest name and note
  /// laid out and reported. Enough for a cell repeated a few thousand times.
  public static let aliasElements = 10_000
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
  /// The most changes of writing direction in one paragraph of a `text` leaf (left-to-right letters next to
  /// right-to-left ones, or a directional mark): Pango lays out each direction run of a line against the
  /// others, in time that grows with the square of their number (`aא` 50,000 times: 6 s).
  public static let directionChangesInAParagraph = 1_000
  /// The most characters of all a document's texts together, an aliased text counted once: each text is
  /// shaped and laid out at a few widths, and ten texts of 100,000 characters in a 300pt column took most
  /// of a second to lay out once (300 of them 19 s).
  public static let documentTextLength = 250_000
  /// The longest font description (a `text` leaf's `font`, a theme's `fontFamily`), in Unicode scalars:
  /// fontconfig matches every family a description lists, and thousands of them take a second per font.
  public static let fontDescriptionLength = 256
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
  /// The most pixels of one image: an image file decoded, or a canvas drawn (8 million: 32 MB of 32-bit
  /// pixels, a phone screen at 3x twice over). Every command that reads, draws or compares one at the limit
  /// (a PNG's data is inflated twice, once to bound it and once to decode it; `check` draws, compares and
  /// writes two) ends within a second on two cores.
  public static let imagePixels = 8_000_000
  /// The most pixels of decoded images held at once, 64 MB of 32-bit pixels (two drawings at once, each of an
  /// image at the limit): images are decoded only while
  /// they are drawn, one at a time per drawing, and a process keeps those it decoded for reuse while they
  /// fit (a drawing that finds no room lets them go, then waits for other drawings to finish theirs).
  public static let heldImagePixels = 16_000_000
  /// The most pixels of image files one run decodes in all (each file decoded once per run while it is
  /// kept): about a second of PNG decoding, six images at the limit. Canvases are not counted: each is
  /// bounded as one image, and drawn as its document asks.
  public static let runPixels = 48_000_000
}

import Foundation
import LayoutDocument
import LayoutRenderer
import TextureLayout

/// Text measured as 7 × 14pt per character, so that the fuzzer exercises the reader and the engine rather
/// than fonts; images loaded as every command loads them, so that paths which are not files (folders,
/// devices, FIFOs, `/proc`) and files which are not PNGs go through the real checks.
struct FuzzMeasurer: ContentMeasuring {
  func textContent(_ text: TextDescription) throws -> any IntrinsicContent {
    FixedSizeContent(size: CGSize(width: CGFloat(min(text.string.count, 1000)) * 7, height: 14))
  }

  func imageContent(at url: URL, scale: CGFloat) throws -> any IntrinsicContent {
    try CairoImageContent(contentsOf: url, scale: scale)
  }
}

/// libFuzzer's entry: each input is read as a layout document; a good one is laid out, with sizing
/// records, and its frames written as JSON; a bad one must end in a `DocumentError`, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  guard let text = String(data: data, encoding: .utf8) else { return 0 }
  do {
    // As every tool of the project does: a document may nest thousands of levels, which the reader and the
    // engine walk recursively on a large stack (LargeStack), not on the fuzzer's.
    try LargeStack.run {
      let document = try DiagramDocument(yaml: text, file: "fuzz.yaml", measurer: FuzzMeasurer())
      guard document.elementCount < 2_000 else { return }
      let recorded = document.recordedLayout()
      _ = FramesReport(document: document, recorded: recorded).json
    }
  } catch is DocumentError {
    return 0
  } catch {
    fatalError("an error that is not a DocumentError: \(error)")
  }
  return 0
}

/// libFuzzer's driver, from its library without a `main` of its own.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafeRawPointer, Int) -> CInt
) -> CInt

/// The executable's entry (SwiftPM names it after the module): hands the arguments to libFuzzer's driver.
@_cdecl("DocumentFuzzer_main")
public func documentFuzzerMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  var count = argc
  var arguments = argv
  return runFuzzerDriver(&count, &arguments, fuzz)
}

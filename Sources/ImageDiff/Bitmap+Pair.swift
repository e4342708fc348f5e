import Foundation
import Synchronization

extension Bitmap {
  /// Two images decoded at once, one on each core: decoding is most of a large comparison's time. The
  /// first error, in argument order, is thrown.
  public static func decodedTogether(
    _ first: @escaping @Sendable () throws(ImageFileError) -> Bitmap,
    _ second: @escaping @Sendable () throws(ImageFileError) -> Bitmap
  ) throws(ImageFileError) -> (Bitmap, Bitmap) {
    let decoders = [first, second]
    let decoded = Mutex<[Int: Result<Bitmap, ImageFileError>]>([:])
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      let result = Result { () throws(ImageFileError) -> Bitmap in try decoders[index]() }
      decoded.withLock { $0[index] = result }
    }
    let results = decoded.withLock { $0 }
    return (try results[0]!.get(), try results[1]!.get())
  }
}

import Foundation

@testable import TextureLayout

/// A display node that counts how often it calculates its size, so tests can see cache hits.
final class CountingNode: DisplayNode, @unchecked Sendable {
  private let counterLock = NSLock()
  private var count = 0
  private let intrinsicSize: CGSize?

  /// A node whose own size is `intrinsicSize`, or the default node size when nil.
  init(_ name: String = "counting", intrinsicSize: CGSize? = nil) {
    self.intrinsicSize = intrinsicSize
    super.init(debugName: name)
  }

  /// How many times `calculateSizeThatFits(_:)` ran.
  var calculations: Int { counterLock.withLock { count } }

  override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    counterLock.withLock { count += 1 }
    return intrinsicSize ?? super.calculateSizeThatFits(constrainedSize)
  }
}

/// A spec that lays out its one child at the origin and counts its own calculations.
final class CountingSpec: LayoutSpec, @unchecked Sendable {
  private let counterLock = NSLock()
  private var count = 0

  init(child: any LayoutElement) {
    super.init(children: [child])
  }

  var calculations: Int { counterLock.withLock { count } }

  override func calculateLayoutThatFits(_ constrainedSize: SizeRange) -> Layout {
    counterLock.withLock { count += 1 }
    let sublayout = children![0].layoutThatFits(constrainedSize).positioned(at: .zero)
    return Layout(element: self, size: sublayout.size, sublayouts: [sublayout])
  }
}

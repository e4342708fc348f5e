import Foundation
import TextureLayout
import UIKit

/// Tables and collections of cell nodes, as node code holds them (a cell with a gallery of images, a chat's
/// message list): kept with their delegates, data sources and layouts. No collection asks for its cells
/// here; a layout test lays each cell node out and snapshots it on its own.
open class ASTableNode: ASDisplayNode, @unchecked Sendable {
  public weak var dataSource: (any ASTableDataSource)?
  public weak var delegate: (any ASTableDelegate)?
  public var contentInset: UIEdgeInsets = .zero
  public var leadingScreensForBatching: CGFloat = 2

  public init(style: UITableView.Style = .plain) {
    super.init()
  }

  open func reloadData() {}
  /// The cell node at `indexPath`: none, as no table has made its cells here.
  open func nodeForRow(at indexPath: IndexPath) -> ASCellNode? { nil }
}

/// A collection of cell nodes, likewise kept.
open class ASCollectionNode: ASDisplayNode, @unchecked Sendable {
  public weak var dataSource: (any ASCollectionDataSource)?
  public weak var delegate: (any ASCollectionDelegate)?
  public var contentInset: UIEdgeInsets = .zero
  public var showsVerticalScrollIndicator = true
  public var showsHorizontalScrollIndicator = true
  public var alwaysBounceVertical = false
  public var leadingScreensForBatching: CGFloat = 2
  /// The layout it was made with.
  public let collectionViewLayout: UICollectionViewLayout?
  public let layoutDelegate: AnyObject?

  public init(collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    layoutDelegate = nil
    super.init()
  }

  public init(layoutDelegate: AnyObject, layoutFacilitator: AnyObject?) {
    collectionViewLayout = nil
    self.layoutDelegate = layoutDelegate
    super.init()
  }

  open func reloadData() {}
  /// The cell node at `indexPath`: none, as no collection has made its cells here.
  open func nodeForItem(at indexPath: IndexPath) -> ASCellNode? { nil }
}

/// What a table or collection asks of its data source and tells its delegate; never called here.
public protocol ASTableDataSource: AnyObject {}
public protocol ASTableDelegate: AnyObject {}
public protocol ASCollectionDataSource: AnyObject {}
public protocol ASCollectionDelegate: AnyObject {}

/// The elements a collection layout is asked about (none here).
open class ASElementMap: NSObject, @unchecked Sendable {}

/// What a gallery layout asks for its items' size and spacing.
public protocol ASCollectionGalleryLayoutPropertiesProviding: AnyObject {
  func galleryLayoutDelegate(
    _ delegate: ASCollectionGalleryLayoutDelegate, sizeForElements elements: ASElementMap
  )
    -> CGSize
}

/// Texture's gallery layout: items of one size in rows (kept).
open class ASCollectionGalleryLayoutDelegate: NSObject, @unchecked Sendable {
  public let scrollableDirections: ASScrollDirection
  public weak var propertiesProvider: (any ASCollectionGalleryLayoutPropertiesProviding)?

  public init(scrollableDirections: ASScrollDirection) {
    self.scrollableDirections = scrollableDirections
  }
}

import Foundation

/// A child's current layout, the working data of the unpositioned phase (Texture's `ASStackLayoutSpecItem`).
///
/// Unlike Texture's item it holds no copy of its child: item `i` is the layout of the input's child `i`
/// (`StackLayoutInput.children`), and a line's slice keeps those indices. A stack of many children keeps
/// its children's styles once rather than twice while it lays them out.
struct StackItem: Sendable {
  /// The child's latest measurement; unpositioned until the positioned phase places it.
  var layout: Layout
}

/// One line of a stack: its items in order, with the sizes the line was given (Texture's
/// `ASStackUnpositionedLine`).
struct StackLine: Sendable {
  /// The line's items in child order.
  ///
  /// A slice of the stack's items, so that breaking into lines copies nothing; its indices are the items'
  /// positions among all of the stack's items, not from zero.
  var items: ArraySlice<StackItem>
  /// The line's extent on the cross axis.
  var crossSize: CGFloat = 0
  /// The distance from the line's cross start to its baseline, for baseline alignment.
  var baseline: CGFloat = 0
  /// The line's main-axis length once every item is final.
  var mainSum: CGFloat = 0
}

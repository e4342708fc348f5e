import DiagramValues
import Foundation
import LayoutRenderer
import TextureLayout

/// Lays out a grid of 10,001 elements (2,500 cells of a background spec, an inset spec and two boxes, in one
/// absolute spec) and renders it to PNG, plain and as a diagram, printing the median time of each step over
/// several runs.
/// Run it in release: `swift run -c release render-benchmark [runs]`.

let columns = 50
let rows = 50
let cellSize: CGFloat = 16
let runs = max(1, CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 7)

func makeTree() -> (root: AbsoluteLayoutSpec, appearances: ElementAppearances, count: Int) {
  var appearances = ElementAppearances()
  var cells: [any LayoutElement] = []
  for row in 0..<rows {
    for column in 0..<columns {
      let box = DisplayNode()
      box.style.preferredSize = CGSize(width: cellSize - 4.5, height: cellSize - 4.5)
      let plate = DisplayNode()
      let cell = BackgroundLayoutSpec(
        child: InsetLayoutSpec(insets: EdgeInsets(all: 2.25), child: box), background: plate)
      cell.style.layoutPosition = CGPoint(x: CGFloat(column) * cellSize, y: CGFloat(row) * cellSize)
      let shade = Double((row * columns + column) % 200) / 255
      appearances[plate] = ElementAppearance(fill: RGBAColor(red: 0.9, green: 0.9, blue: 0.9 - shade / 2))
      appearances[box] = ElementAppearance(fill: RGBAColor(red: shade, green: 0.4, blue: 1 - shade))
      cells.append(cell)
    }
  }
  return (AbsoluteLayoutSpec(sizing: .sizeToFit, children: cells), appearances, 1 + cells.count * 4)
}

func median(_ samples: [Double]) -> Double {
  samples.sorted()[samples.count / 2]
}

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

var layoutTimes: [Double] = []
var plainTimes: [Double] = []
var diagramTimes: [Double] = []
var bytes = 0
var elements = 0
var pixels = ""
for _ in 0..<runs {
  let tree = makeTree()
  elements = tree.count
  var layout: Layout?
  layoutTimes.append(
    milliseconds { layout = calculateRootLayout(tree.root, sizeRange: .unconstrained, pixelGrid: .retina) })
  guard let layout else { fatalError("no layout") }
  pixels = "\(Int(layout.size.width * 2))×\(Int(layout.size.height * 2))"
  var laidOut = 0
  layout.forEachLayout { _, _, _ in laidOut += 1 }
  guard laidOut == tree.count else { fatalError("laid out \(laidOut) of \(tree.count) elements") }
  let plain = LayoutRenderer(
    options: RenderOptions(scale: 2, style: .plain), appearance: tree.appearances.lookup)
  plainTimes.append(try milliseconds { bytes = try plain.pngData(layout).count })
  let diagram = LayoutRenderer(
    options: RenderOptions(scale: 2, style: .diagram), appearance: tree.appearances.lookup)
  diagramTimes.append(try milliseconds { _ = try diagram.pngData(layout) })
}

print("elements: \(elements), canvas: \(pixels) pixels, PNG: \(bytes) bytes, runs: \(runs)")
print(String(format: "layout (cold):        median %.1f ms", median(layoutTimes)))
print(String(format: "render plain PNG:     median %.1f ms", median(plainTimes)))
print(String(format: "layout + plain PNG:   median %.1f ms", median(zip(layoutTimes, plainTimes).map(+))))
print(
  String(
    format: "render diagram PNG:   median %.1f ms (outlines of 5,000 nodes, no names)", median(diagramTimes)))

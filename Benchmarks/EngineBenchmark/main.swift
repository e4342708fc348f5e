import Foundation
import TextureLayout

/// `engine-benchmark [WORKLOAD…] [--iterations N] [--scale K] [--cold-only] [--build-only] [--record-sizing [--read-records]] [--content]`: lays out the benchmark workloads built in
/// Swift (no document reading) and prints nanoseconds per element, cold, warm and resized (medians), one line
/// per workload. Small enough to run under `valgrind --tool=callgrind`; `--cold-only` skips the warm and
/// resized layouts, so that a profile of `calculateRootLayout` holds only cold layouts; `--build-only` builds
/// the trees without laying them out, so that peak memory with and without a layout can be compared;
/// `--record-sizing` lays out with sizing records on, to measure what they cost; `--read-records` then reads
/// every element's record (`readEveryRecord`), which is when records are made; `--content` spells every box as
/// a leaf whose content knows its size instead of one sized by its style.
struct Options {
  var workloads: [EngineWorkload] = EngineWorkload.allCases
  var iterations = 10
  var scale = 1
  var coldOnly = false
  var buildOnly = false
  var recordsSizing = false
  var readsRecords = false
  var contentLeaves = false

  init(_ arguments: [String]) {
    var names: [EngineWorkload] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--iterations", index + 1 < arguments.count {
        iterations = max(1, Int(arguments[index + 1]) ?? iterations)
        index += 1
      } else if argument == "--scale", index + 1 < arguments.count {
        scale = max(1, Int(arguments[index + 1]) ?? scale)
        index += 1
      } else if argument == "--cold-only" {
        coldOnly = true
      } else if argument == "--build-only" {
        buildOnly = true
      } else if argument == "--record-sizing" {
        recordsSizing = true
      } else if argument == "--read-records" {
        readsRecords = true
      } else if argument == "--content" {
        contentLeaves = true
      } else if let workload = EngineWorkload(rawValue: argument) {
        names.append(workload)
      } else {
        FileHandle.standardError.write(Data("engine-benchmark: unknown argument \(argument)\n".utf8))
        exit(2)
      }
      index += 1
    }
    if !names.isEmpty { workloads = names }
  }
}

func nanoseconds(_ body: () -> Void) -> UInt64 {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return DispatchTime.now().uptimeNanoseconds - start
}

func median(_ values: [UInt64]) -> UInt64 {
  values.sorted()[values.count / 2]
}

/// Runs on a large stack: the deep workload recurses once per element.
func runBenchmarks(_ options: Options) {
  for workload in options.workloads {
    var cold: [UInt64] = []
    var warm: [UInt64] = []
    var resized: [UInt64] = []
    var elements = 0
    for _ in 0..<options.iterations {
      let (root, count, range) = workload.build(scale: options.scale, content: options.contentLeaves)
      elements = count
      if options.buildOnly { continue }
      var grown = range
      grown.max.width += 1
      cold.append(
        nanoseconds {
          if options.recordsSizing {
            let recorded = calculateRecordedRootLayout(root, sizeRange: range)
            if options.readsRecords { readEveryRecord(recorded) }
          } else {
            _ = calculateRootLayout(root, sizeRange: range)
          }
        })
      if options.coldOnly { continue }
      warm.append(nanoseconds { _ = calculateRootLayout(root, sizeRange: range) })
      resized.append(nanoseconds { _ = calculateRootLayout(root, sizeRange: grown) })
    }
    let perElement = { (values: [UInt64]) in values.isEmpty ? 0 : Double(median(values)) / Double(elements) }
    print(
      "\(workload.rawValue)\(options.contentLeaves ? " (content)" : "") elements \(elements) cold \(String(format: "%.1f", perElement(cold))) "
        + "warm \(String(format: "%.3f", perElement(warm))) resized \(String(format: "%.1f", perElement(resized))) "
        + "ns/element")
  }
}

/// Reads the sizing record of every element in the layout (what `explain` and `frames --explain` do), so
/// that callgrind can count what making the records costs once the layout is done.
@inline(never)
func readEveryRecord(_ recorded: RecordedLayout) {
  var pending = [recorded.layout]
  var count = 0
  while let layout = pending.popLast() {
    if recorded.records[layout.element] != nil { count += 1 }
    pending.append(contentsOf: layout.sublayouts)
  }
  precondition(count > 0, "no records read")
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let done = DispatchSemaphore(value: 0)
let thread = Thread {
  runBenchmarks(options)
  done.signal()
}
thread.stackSize = 1 << 30
thread.start()
done.wait()

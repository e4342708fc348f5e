import Foundation

/// What watches a stack's layout: told what each step of the unpositioned phase did, and the stack's
/// calculation once the phases are done. The stack driver is generic over it, so that a plain layout pays
/// nothing for recording.
protocol StackObserver {
  /// The children were measured and broken into `lines`.
  mutating func measured(_ lines: [StackLine], _ input: StackLayoutInput)
  /// A line was flexed, sharing `flexing` (`nil`: nothing flexed), in line order; worked out only when
  /// the observer reads it.
  mutating func flexed(_ flexing: @autoclosure () -> StackUnpositionedLayout.LineFlexing?)
  /// The lines were sized on the cross axis, their children not yet stretched.
  mutating func sizedOnCrossAxis(_ lines: [StackLine], _ input: StackLayoutInput)
  /// Called once both phases have run.
  func finish(_ input: StackLayoutInput, _ unpositioned: StackUnpositionedLayout, of stack: StackLayoutSpec)
}

/// A plain layout's: nothing kept.
struct UnobservedStack: StackObserver {
  func measured(_ lines: [StackLine], _ input: StackLayoutInput) {}
  func flexed(_ flexing: @autoclosure () -> StackUnpositionedLayout.LineFlexing?) {}
  func sizedOnCrossAxis(_ lines: [StackLine], _ input: StackLayoutInput) {}
  func finish(_ input: StackLayoutInput, _ unpositioned: StackUnpositionedLayout, of stack: StackLayoutSpec) {
  }
}

/// A recorded layout's: what the unpositioned phase's steps did, handed with its input to the recorder.
struct RecordingStackObserver: StackObserver {
  let recorder: SizingRecorder
  private var recording = StackUnpositionedLayout.Recording(baseLengths: [], flexings: [], measuredCross: [])

  init(recorder: SizingRecorder) {
    self.recorder = recorder
  }

  mutating func measured(_ lines: [StackLine], _ input: StackLayoutInput) {
    let axes = input.axes
    recording.baseLengths = StackUnpositionedLayout.lengths(in: lines) { axes.main($0) }
  }

  mutating func flexed(_ flexing: @autoclosure () -> StackUnpositionedLayout.LineFlexing?) {
    recording.flexings.append(flexing())
  }

  mutating func sizedOnCrossAxis(_ lines: [StackLine], _ input: StackLayoutInput) {
    let axes = input.axes
    recording.measuredCross = StackUnpositionedLayout.lengths(in: lines) { axes.cross($0) }
  }

  func finish(_ input: StackLayoutInput, _ unpositioned: StackUnpositionedLayout, of stack: StackLayoutSpec) {
    recorder.noteStack(
      StackCalculation(input: input, unpositioned: unpositioned, recording: recording), of: stack)
  }
}

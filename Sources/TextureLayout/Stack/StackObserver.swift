import Foundation

/// What watches a stack's layout: runs its unpositioned phase, keeping what it did or not, and is told the
/// stack's calculation once the phases are done. The stack driver is generic over it, so that a plain
/// layout pays nothing for recording.
protocol StackObserver {
  /// The unpositioned phase of `input`.
  mutating func unpositioned(_ input: StackLayoutInput) -> StackUnpositionedLayout
  /// Called once both phases have run.
  func finish(_ input: StackLayoutInput, _ unpositioned: StackUnpositionedLayout, of stack: StackLayoutSpec)
}

/// A plain layout's: nothing kept.
struct UnobservedStack: StackObserver {
  func unpositioned(_ input: StackLayoutInput) -> StackUnpositionedLayout {
    StackUnpositionedLayout.compute(input)
  }

  func finish(_ input: StackLayoutInput, _ unpositioned: StackUnpositionedLayout, of stack: StackLayoutSpec) {
  }
}

/// A recorded layout's: what the unpositioned phase did, handed with its input to the recorder.
struct RecordingStackObserver: StackObserver {
  let recorder: SizingRecorder
  private var recording: StackUnpositionedLayout.Recording?

  init(recorder: SizingRecorder) {
    self.recorder = recorder
  }

  mutating func unpositioned(_ input: StackLayoutInput) -> StackUnpositionedLayout {
    let (unpositioned, recording) = StackUnpositionedLayout.computeRecording(input)
    self.recording = recording
    return unpositioned
  }

  func finish(_ input: StackLayoutInput, _ unpositioned: StackUnpositionedLayout, of stack: StackLayoutSpec) {
    guard let recording else { return }
    recorder.noteStack(
      StackCalculation(input: input, unpositioned: unpositioned, recording: recording), of: stack)
  }
}

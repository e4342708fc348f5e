import ArgumentParser

/// The checks of the options that say how closely images must match, shared by `diff` and `check`.
enum ComparisonArguments {
  /// Refuses a `--threshold` or `--tolerance` outside 0…1 (or NaN), naming the option.
  static func validate(threshold: Double, tolerance: Double) throws {
    guard (0...1).contains(threshold) else {
      throw ValidationError("--threshold must be between 0 and 1, not \(threshold)")
    }
    guard (0...1).contains(tolerance) else {
      throw ValidationError("--tolerance must be between 0 and 1, not \(tolerance)")
    }
  }
}

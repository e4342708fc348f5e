/// The nearest valid name to a misspelt one, for "did you mean …?" hints.
package enum NameSuggestion {
  /// The candidate closest to `name` by edit distance (ignoring case), when it is close enough to be a likely
  /// misspelling: at most a third of the name's length, and at least 1 or 2 edits allowed; failing that, the
  /// first candidate that starts with the name (`baseline` → `baselineFirst`).
  static func nearest(to name: String, in candidates: [String]) -> String? {
    let lowered = Array(name.lowercased())
    guard !lowered.isEmpty, lowered.count <= 64 else { return nil }
    let allowed = max(lowered.count <= 4 ? 1 : 2, lowered.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, Array(candidate.lowercased()))
      if distance <= allowed, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    if let best { return best.name }
    return candidates.first { $0.lowercased().hasPrefix(String(lowered)) }
  }

  /// Up to `limit` candidates nearest to `name` by edit distance (ignoring case), nearest first, for a name
  /// that must be one of many (an element's name): any distance counts, ties in the candidates' order.
  package static func nearest(to name: String, in candidates: [String], limit: Int) -> [String] {
    let lowered = Array(name.lowercased())
    return candidates.enumerated()
      .map {
        (
          candidate: $0.element, order: $0.offset,
          distance: editDistance(lowered, Array($0.element.lowercased()))
        )
      }
      .sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }
      .prefix(limit).map(\.candidate)
  }

  /// Levenshtein distance, with a transposition of neighbors counting as one edit.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}

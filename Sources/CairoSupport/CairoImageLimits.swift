/// What Cairo's image surfaces can hold, for the modules that make or read them.
package enum CairoImageLimits {
  /// The largest side, in pixels, of a Cairo image surface.
  package static let maximumSide = 32_767
}

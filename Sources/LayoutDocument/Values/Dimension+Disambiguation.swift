import TextureLayout

/// The engine's `Dimension`, not Foundation's unit class of the same name.
typealias Dimension = TextureLayout.Dimension

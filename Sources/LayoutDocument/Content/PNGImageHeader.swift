import InputLimits

/// The pixel size of a PNG image read from its header (`InputLimits` reads it before any image is decoded).
public typealias PNGImageHeader = InputLimits.PNGImageHeader

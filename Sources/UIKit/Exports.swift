// The part of UIKit that layout code touches, for Linux, where there is no UIKit: a file that says
// `import UIKit` compiles unchanged. On iOS the system's UIKit is used instead; this module is declared for
// Linux only.
@_exported import Foundation
@_exported import TextureLayout

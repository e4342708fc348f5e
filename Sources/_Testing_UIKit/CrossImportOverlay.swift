// The toolchain's Testing declares a cross-import overlay for UIKit (`_Testing_UIKit`), which exists only on
// Apple platforms; on Linux a file that imports both Testing and this package's UIKit would not compile
// without a module of that name. This is that module, and it adds nothing.

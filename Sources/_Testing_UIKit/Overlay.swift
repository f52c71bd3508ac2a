// The toolchain's swift-testing declares a cross-import overlay for UIKit: a file importing both Testing and
// UIKit also loads `_Testing_UIKit`. Linux has no such module, so the stand-in provides this empty one
// (Linux only, like the UIKit module) and tests can import both.

// The toolchain's swift-testing declares a cross-import overlay for AppKit: a file importing both Testing and
// AppKit also loads `_Testing_AppKit`. Linux has no such module, so the stand-in provides this empty one
// (Linux only, like the AppKit module) and tests can import both.

// UIKit re-exports Foundation (CGFloat, CGSize, CGRect, CGPoint, ...), so code written against
// UIKit uses them without importing Foundation; so does code written against this stand-in.
@_exported import Foundation

// Nothing else is re-exported: `import UIKit` on Linux brings UIKit's names only, so an app's own `Size`, `Rect` or
// `Axis` do not clash with the engine's. Code that lays out through the engine (`layout(in:sections:)`) imports
// TrellisEngine itself.

// UIKit re-exports Foundation (CGFloat, CGSize, CGRect, CGPoint, ...), so code written against
// UIKit uses them without importing Foundation; so does code written against this stand-in.
@_exported import Foundation

// `layout(in:sections:)` takes an engine environment and returns the engine's frames, so
// `import TrellisUIKit` brings the engine (and through it the model) along.
@_exported import TrellisEngine

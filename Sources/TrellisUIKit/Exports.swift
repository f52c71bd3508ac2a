// UIKit re-exports Foundation (CGFloat, CGSize, CGRect, CGPoint, ...), so code written against
// UIKit uses them without importing Foundation; so does code written against this stand-in.
@_exported import Foundation

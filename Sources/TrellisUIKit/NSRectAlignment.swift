import Foundation

/// `NSRectAlignment` (UIKit, iOS 13).
public enum NSRectAlignment: Int, Sendable {
    case none = 0
    case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

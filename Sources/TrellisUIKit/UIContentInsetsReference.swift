import Foundation

/// `UIContentInsetsReference` (iOS 14).
public enum UIContentInsetsReference: Int, Sendable {
    case automatic = 0
    case none, safeArea, layoutMargins, readableContent
}

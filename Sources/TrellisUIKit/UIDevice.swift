import Foundation

/// `UIDeviceOrientation` (iOS 2), with UIKit's raw values.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// `UIDevice`: `UIDevice.current` answers from `UIKitEnvironment.current`.
@preconcurrency @MainActor
public final class UIDevice {
    public static let current = UIDevice()

    private init() {}

    /// The environment's idiom.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIKitEnvironment.current.userInterfaceIdiom }

    /// `.landscapeLeft` when the environment's container is wider than tall, else `.portrait`; a device lying flat
    /// is never reported.
    public var orientation: UIDeviceOrientation {
        let container = UIKitEnvironment.current.layout.container
        return container.width > container.height ? .landscapeLeft : .portrait
    }

    public var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
}

import Foundation
import TrellisEngine
import TrellisModel

/// The device the stand-in pretends to be: the engine's environment (size, safe area, margins,
/// size classes, scale) plus the traits UIKit reports that the engine does not need. A collection
/// view created with `UICollectionView(frame:collectionViewLayout:)` takes `UIKitEnvironment.current`
/// with its own frame size as the container; `UIDevice.current` answers from it too.
public struct UIKitEnvironment: Sendable {
    public var layout: LayoutEnvironment
    public var userInterfaceIdiom: UIUserInterfaceIdiom
    /// The engine's `contentSizeCategory`, by UIKit's name.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { Conversion.contentSizeCategory(layout.contentSizeCategory) }
        set { layout.contentSizeCategory = Conversion.contentSizeCategory(newValue) }
    }
    /// The engine's `layoutDirection`: right to left flips the frames as UIKit does.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { layout.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight }
        set { layout.layoutDirection = newValue == .rightToLeft ? .rightToLeft : .leftToRight }
    }
    /// The iOS major version the simulated device runs: it decides UIKit's pixel grid (Docs/Semantics.md §14).
    public var iOSVersion = LayoutOptions.newestIOSVersion
    /// Lay out on the device's pixel grid, as UIKit does; false for exact arithmetic, as tests worked out by hand
    /// without the grid use.
    public var snapsToPixelGrid = true

    /// - Parameters:
    ///   - layout: the engine's environment.
    ///   - userInterfaceIdiom: by default `.pad` when both sides of the container are at least 700 pt (every
    ///     iPad, no iPhone), else `.phone`.
    ///   - preferredContentSizeCategory: UIKit's default, `.large`.
    ///   - layoutDirection: `.leftToRight`, or `.rightToLeft`, where the frames are flipped.
    ///   Both default to what `layout` holds.
    public init(
        layout: LayoutEnvironment, userInterfaceIdiom: UIUserInterfaceIdiom? = nil,
        preferredContentSizeCategory: UIContentSizeCategory? = nil,
        layoutDirection: UITraitEnvironmentLayoutDirection? = nil
    ) {
        self.layout = layout
        self.userInterfaceIdiom =
            userInterfaceIdiom ?? (Swift.min(layout.container.width, layout.container.height) >= 700 ? .pad : .phone)
        if let preferredContentSizeCategory { self.preferredContentSizeCategory = preferredContentSizeCategory }
        if let layoutDirection { self.layoutDirection = layoutDirection }
    }

    /// An iPhone 16 in portrait: 393 × 852 pt, safe area 59 pt at the top and 34 pt at the bottom, scale 3.
    public static let iPhone16 = UIKitEnvironment(
        layout: LayoutEnvironment(
            container: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34), scale: 3))

    /// What new collection views and `UIDevice.current` use; a test sets it before creating them.
    @MainActor public static var current = UIKitEnvironment.iPhone16

    /// The same device with the container resized to `size` (a collection view's frame).
    func resized(to size: CGSize) -> UIKitEnvironment {
        // The same size keeps everything, size classes set by hand included.
        guard Double(size.width) != layout.container.width || Double(size.height) != layout.container.height else {
            return self
        }
        var copy = self
        let old = layout
        // A view's traits are its window's (the device's), whatever the view's own size.
        copy.layout = LayoutEnvironment(
            container: Size(width: Double(size.width), height: Double(size.height)), safeArea: old.safeArea,
            layoutMargins: old.layoutMargins, readableWidth: nil, scale: old.scale,
            horizontalSizeClass: old.horizontalSizeClass, verticalSizeClass: old.verticalSizeClass)
        copy.layout.contentSizeCategory = old.contentSizeCategory
        copy.layout.layoutDirection = old.layoutDirection
        return copy
    }
}

/// What a section provider sees of the collection view (`NSCollectionLayoutEnvironment` plus
/// the view's insets): the frame size, safe area, layout margins, readable width, size classes
/// and display scale.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The collection view's frame size.
    public var container: Size
    public var safeArea: EdgeInsets
    /// The collection view's layout margins; they already include the safe area.
    public var layoutMargins: EdgeInsets
    /// The width of the readable content guide.
    public var readableWidth: Double
    public var scale: Double
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    /// The preferred content size category (Dynamic Type); `large` by default, as on a new device.
    public var contentSizeCategory: ContentSizeCategory = .large
    /// The collection view's effective user interface layout direction.
    public var layoutDirection: LayoutDirection = .leftToRight

    /// An environment.
    ///
    /// - Parameters:
    ///   - container: the collection view's size.
    ///   - safeArea: its safe area insets.
    ///   - layoutMargins: its layout margins; by default 16 pt beyond the safe area at the sides.
    ///   - readableWidth: the readable content width; by default the margins' width, at most 672 pt.
    ///   - scale: the screen scale.
    ///   - horizontalSizeClass: by default derived from the container's width.
    ///   - verticalSizeClass: by default derived from the container's height.
    public init(
        container: Size, safeArea: EdgeInsets = .zero, layoutMargins: EdgeInsets? = nil, readableWidth: Double? = nil,
        scale: Double = 3, horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil
    ) {
        self.container = container
        self.safeArea = safeArea
        let margins =
            layoutMargins
            ?? EdgeInsets(
                top: safeArea.top, leading: safeArea.leading + 16, bottom: safeArea.bottom,
                trailing: safeArea.trailing + 16)
        self.layoutMargins = margins
        self.readableWidth = readableWidth ?? Swift.min(container.width - margins.leading - margins.trailing, 672)
        self.scale = scale
        // Apple's size classes (Docs/Fidelity.md, "Size classes"): a phone-shaped container (shorter side under
        // 500 pt) is compact wide unless 896 pt or wider (a Plus or Max iPhone in landscape; a 6.1-inch iPhone's 844
        // is compact); anything else is regular from 600 pt, as an iPad's full screen and wide split views are.
        let regularFrom: Double = Swift.min(container.width, container.height) < 500 ? 896 : 600
        self.horizontalSizeClass = horizontalSizeClass ?? (container.width >= regularFrom ? .regular : .compact)
        self.verticalSizeClass = verticalSizeClass ?? (container.height >= 600 ? .regular : .compact)
    }

    /// The insets a `UIContentInsetsReference` takes from the collection view's edges
    /// (Docs/Semantics.md §3.2). `automatic` is resolved by the caller.
    package func insets(for reference: ContentInsetsReference) -> EdgeInsets {
        switch reference {
        case .none, .automatic:
            return .zero
        case .safeArea:
            return safeArea
        case .layoutMargins:
            return layoutMargins
        case .readableContent:
            // The readable content guide is centred and lies inside the layout margins.
            let side = Swift.max(0, (container.width - readableWidth) / 2)
            return EdgeInsets(
                top: layoutMargins.top, leading: Swift.max(side, layoutMargins.leading), bottom: layoutMargins.bottom,
                trailing: Swift.max(side, layoutMargins.trailing))
        }
    }
}

/// `UIContentSizeCategory`, smallest first: the order `minContentSize:` compares in.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// `UIContentSizeCategory.isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

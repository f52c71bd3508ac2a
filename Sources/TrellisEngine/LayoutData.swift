import TrellisModel

/// What the collection view shows: which section layout each section uses, how many items it
/// has, and the content size self-sizing measures for each element.
package struct LayoutData: Hashable, Sendable {
    package var sections: [SectionData]

    /// Data for the sections in order.
    package init(sections: [SectionData]) {
        self.sections = sections
    }

    /// The preview data of a document, or each section layout once with 6 items;
    /// `itemCount` overrides every section's count.
    package static func preview(of document: LayoutDocument, itemCount: Int? = nil) -> LayoutData {
        let previewSections = document.preview?.sections ?? []
        let sections =
            previewSections.isEmpty
            ? document.sections.map { SectionData(layout: $0.name, itemCount: itemCount ?? 6) }
            : previewSections.map {
                SectionData(layout: $0.layout, itemCount: itemCount ?? $0.items, measured: $0.measured)
            }
        return LayoutData(sections: sections)
    }
}

/// One section of data.
package struct SectionData: Hashable, Sendable {
    /// The name of the section layout this section uses.
    package var layout: String
    package var itemCount: Int
    /// Measured content sizes by element kind: `item` for cells, `header`, `footer` or any
    /// supplementary kind; each list cycles over the elements.
    package var measured: [String: MeasuredSizes]

    /// One section's data.
    ///
    /// - Parameters:
    ///   - layout: the name of the section layout that serves the section.
    ///   - itemCount: how many items the section has.
    ///   - measured: what self-sizing measures, by element kind (`item`, `header`, ...).
    package init(layout: String, itemCount: Int, measured: [String: MeasuredSizes] = [:]) {
        self.layout = layout
        self.itemCount = itemCount
        self.measured = measured
    }
}

/// Which self-sizing pass to report (Docs/Semantics.md §6.1).
public enum SizingPass: String, Hashable, Sendable, CaseIterable {
    /// Pass 1: every estimated dimension at its estimate.
    case estimates
    /// The final layout: estimated dimensions take their measured sizes.
    case measured
}

/// How to lay out, beyond the environment and the data.
public struct LayoutOptions: Hashable, Sendable {
    public var sizing: SizingPass
    /// UIKit's content offset along the scroll axis, at which pinned boundary items are
    /// reported; nil is the layout at rest.
    public var scrollOffset: Double?
    /// The iOS major version whose measured behaviour to reproduce (Docs/Semantics.md §13).
    public var iOSVersion: Int
    /// Lay out on the display's pixel grid as UIKit does on `iOSVersion` (`PixelGrid`); false is exact
    /// arithmetic (`--exact`).
    public var snapsToPixelGrid: Bool

    /// The newest iOS version whose behaviour the engine models; the default.
    public static let newestIOSVersion = 18
    /// The versions `--os` accepts.
    package static let supportedIOSVersions = 13...newestIOSVersion

    /// - Parameters:
    ///   - sizing: the self-sizing pass to lay out.
    ///   - scrollOffset: UIKit's content offset along the scroll axis (negative above the
    ///     content's top); nil for the layout at rest.
    ///   - iOSVersion: the iOS major version whose behaviour to reproduce.
    ///   - snapsToPixelGrid: whether to lay out on the environment's pixel grid, as UIKit does.
    public init(
        sizing: SizingPass = .measured, scrollOffset: Double? = nil, iOSVersion: Int = newestIOSVersion,
        snapsToPixelGrid: Bool = true
    ) {
        self.sizing = sizing
        self.scrollOffset = scrollOffset
        self.iOSVersion = iOSVersion
        self.snapsToPixelGrid = snapsToPixelGrid
    }

    /// iOS 16 and earlier count an empty section's content as −interGroupSpacing long (S1b, S1d).
    var emptySectionsSubtractSpacing: Bool { iOSVersion <= 16 }

    /// The grid UIKit lays out on for a display of `scale`, or none when asked for exact arithmetic.
    package func grid(scale: Double) -> PixelGrid {
        snapsToPixelGrid ? PixelGrid(iOSVersion: iOSVersion, scale: scale) : .exact
    }

    /// The content offset pinned items follow: the one given, else the offset at rest, which
    /// leaves the safe area at the start of the scroll axis uncovered (UIKit adjusts the content
    /// inset by it, so the content's top rests just below the safe area).
    package func contentOffset(in environment: LayoutEnvironment, scrollAxis: Axis) -> Double {
        scrollOffset ?? -environment.safeArea.before(scrollAxis)
    }
}

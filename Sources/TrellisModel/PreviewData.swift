/// What `frames` and `render` lay out when the command line does not say otherwise.
package struct PreviewData: Hashable, Sendable {
    /// A device preset name; resolved by the engine's device table.
    package var device: String?
    package var container: Size?
    package var safeArea: EdgeInsets?
    package var layoutMargins: EdgeInsets?
    package var readableWidth: Double?
    package var scale: Double?
    package var horizontalSizeClass: SizeClass?
    package var verticalSizeClass: SizeClass?
    /// The data; empty means each section layout once, in file order, with 6 items.
    package var sections: [PreviewSection]

    package init(
        device: String? = nil, container: Size? = nil, safeArea: EdgeInsets? = nil, layoutMargins: EdgeInsets? = nil,
        readableWidth: Double? = nil, scale: Double? = nil, horizontalSizeClass: SizeClass? = nil,
        verticalSizeClass: SizeClass? = nil, sections: [PreviewSection] = []
    ) {
        self.device = device
        self.container = container
        self.safeArea = safeArea
        self.layoutMargins = layoutMargins
        self.readableWidth = readableWidth
        self.scale = scale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.sections = sections
    }
}

/// One section of preview data: which layout it uses, how many items, what self-sizing measures.
package struct PreviewSection: Hashable, Sendable {
    package var layout: String
    package var items: Int
    /// Measured content sizes by element kind (`item`, `header`, `footer`, any kind).
    package var measured: [String: MeasuredSizes]

    package init(layout: String, items: Int = 6, measured: [String: MeasuredSizes] = [:]) {
        self.layout = layout
        self.items = items
        self.measured = measured
    }
}

/// Measured widths and heights; each list cycles over the elements (element i uses i mod n).
public struct MeasuredSizes: Hashable, Sendable {
    public var widths: [Double]
    public var heights: [Double]

    public init(widths: [Double] = [], heights: [Double] = []) {
        self.widths = widths
        self.heights = heights
    }

    package func width(at index: Int) -> Double? { widths.isEmpty ? nil : widths[index % widths.count] }
    package func height(at index: Int) -> Double? { heights.isEmpty ? nil : heights[index % heights.count] }
}

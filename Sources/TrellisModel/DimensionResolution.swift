/// How a dimension resolves, stated once for the engine, which computes it in points, and for code generation,
/// which writes it as the Swift expression an app evaluates on the device (Docs/Semantics.md, "Dimensions").
extension LayoutDimension {
    /// What a dimension resolves to in a container.
    package enum Resolution: Hashable, Sendable {
        /// `fraction` of the container's length along `axis`.
        case fraction(Double, of: Axis)
        /// A length in points: an absolute dimension, or an estimated kind's estimate.
        case points(Double)
    }

    /// What the dimension resolves to: `fractionalWidth` and `fractionalHeight` against the container's width
    /// and height, whatever axis they size; every other kind its value, estimates included.
    @inlinable package var resolution: Resolution {
        switch self {
        case let .fractionalWidth(fraction): return .fraction(fraction.value, of: .horizontal)
        case let .fractionalHeight(fraction): return .fraction(fraction.value, of: .vertical)
        case let .absolute(points), let .estimated(points), let .uniformAcrossSiblings(points):
            return .points(points.value)
        }
    }
}

extension SectionContent {
    /// Whether the section's content insets along `axis` shrink the container its top-level group resolves against
    /// (Docs/Semantics.md §3.3, measured: S2 styles H and I): across the scroll direction they do and along it they do
    /// not, except in an orthogonally scrolling section, whose strip is the other way round. The engine computes the
    /// container in points; generated code writes it as the Swift an app evaluates.
    package func insetsShrinkGroupContainer(along axis: Axis, scrollDirection: Axis) -> Bool {
        (axis == scrollDirection) == (orthogonalScrolling != .none)
    }
}

extension GroupSubitem {
    /// The subitem's edge spacing before and after it along `axis`, in points (a flexible spacing at its stated
    /// value): what a `count` group takes from each slot before the subitem fills the rest (Docs/Semantics.md,
    /// "Count groups").
    package func edgeSpacingLengths(along axis: Axis) -> (before: Double, after: Double) {
        (edgeSpacing?.before(axis)?.value ?? 0, edgeSpacing?.after(axis)?.value ?? 0)
    }
}

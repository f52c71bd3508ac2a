/// A collection with at least one element, so "a group with no subitems" cannot be built.
package struct NonEmpty<Element>: RandomAccessCollection {
    package var first: Element
    package var rest: [Element]

    // Inlinable: a generic type's members are otherwise called unspecialized from every other module.
    @inlinable package init(_ first: Element, _ rest: [Element] = []) {
        self.first = first
        self.rest = rest
    }

    /// nil for an empty array.
    @inlinable package init?(_ elements: [Element]) {
        guard let first = elements.first else { return nil }
        self.init(first, Array(elements.dropFirst()))
    }

    @inlinable package var startIndex: Int { 0 }
    @inlinable package var endIndex: Int { rest.count + 1 }
    @inlinable package subscript(position: Int) -> Element { position == 0 ? first : rest[position - 1] }
    // Stated, not left to the collection's defaults: those reach `distance(from:to:)` through the generic
    // conformance from other modules, which instantiated metadata at run time on every call (2.5 times slower
    // mixed-section layout, benchmark (b)).
    @inlinable package var count: Int { rest.count + 1 }
    @inlinable package func index(after index: Int) -> Int { index + 1 }
    @inlinable package func index(before index: Int) -> Int { index - 1 }
    @inlinable package func distance(from start: Int, to end: Int) -> Int { end - start }
}

extension NonEmpty: Equatable where Element: Equatable {}
extension NonEmpty: Hashable where Element: Hashable {}
extension NonEmpty: Sendable where Element: Sendable {}

/// A collection with at least one element, so "a group with no subitems" cannot be built.
public struct NonEmpty<Element>: RandomAccessCollection {
    public var first: Element
    public var rest: [Element]

    // Inlinable: a generic type's members are otherwise called unspecialized from every other module.
    @inlinable public init(_ first: Element, _ rest: [Element] = []) {
        self.first = first
        self.rest = rest
    }

    /// nil for an empty array.
    @inlinable public init?(_ elements: [Element]) {
        guard let first = elements.first else { return nil }
        self.init(first, Array(elements.dropFirst()))
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { rest.count + 1 }
    @inlinable public subscript(position: Int) -> Element { position == 0 ? first : rest[position - 1] }
}

extension NonEmpty: Equatable where Element: Equatable {}
extension NonEmpty: Hashable where Element: Hashable {}
extension NonEmpty: Sendable where Element: Sendable {}

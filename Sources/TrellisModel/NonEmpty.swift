/// A collection with at least one element, so "a group with no subitems" cannot be built.
public struct NonEmpty<Element>: RandomAccessCollection {
    public var first: Element
    public var rest: [Element]

    public init(_ first: Element, _ rest: [Element] = []) {
        self.first = first
        self.rest = rest
    }

    /// nil for an empty array.
    public init?(_ elements: [Element]) {
        guard let first = elements.first else { return nil }
        self.init(first, Array(elements.dropFirst()))
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { rest.count + 1 }
    public subscript(position: Int) -> Element { position == 0 ? first : rest[position - 1] }
}

extension NonEmpty: Equatable where Element: Equatable {}
extension NonEmpty: Hashable where Element: Hashable {}
extension NonEmpty: Sendable where Element: Sendable {}

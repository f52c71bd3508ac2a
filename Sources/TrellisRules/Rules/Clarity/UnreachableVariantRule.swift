import TrellisCore
import TrellisLanguage
import TrellisModel
import TrellisSyntax

/// A variant an earlier variant always wins over.
package enum UnreachableVariantRule: Rule {
    package static let description = RuleDescription(
        id: "unreachable_variant",
        name: "Unreachable Variant",
        summary:
            "A variant whose condition holds only where an earlier variant's condition also holds, so it is never "
            + "chosen.",
        rationale: """
            The section provider takes the first variant whose condition holds. A later variant \
            whose widths, heights and size classes all lie inside an earlier one's is dead code: \
            the layout it describes never appears on any device.
            """,
        severity: .warning, category: .clarity,
        withoutFixIt: """
            Only for variants written in block style (`- when: ...`) whose condition is strictly narrower; they are \
            moved before the variant that hides them. Of two equivalent conditions, which to keep is the author's \
            choice.
            """,
        triggering: [
            RuleExample(
                """
                layout: Columns
                sections:
                  - name: grid
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(100)
                      item: {width: fractionalWidth(1/2), height: fractionalHeight(1)}
                    variants:
                      - when: {minWidth: 600}
                        group:
                          axis: horizontal
                          width: fractionalWidth(1)
                          height: absolute(100)
                          item: {width: fractionalWidth(1/4), height: fractionalHeight(1)}
                      - ↓when: {minWidth: 900}
                        group:
                          axis: horizontal
                          width: fractionalWidth(1)
                          height: absolute(100)
                          item: {width: fractionalWidth(1/6), height: fractionalHeight(1)}
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Columns
                sections:
                  - name: grid
                    group:
                      axis: horizontal
                      width: fractionalWidth(1)
                      height: absolute(100)
                      item: {width: fractionalWidth(1/2), height: fractionalHeight(1)}
                    variants:
                      - when: {minWidth: 900}
                        group:
                          axis: horizontal
                          width: fractionalWidth(1)
                          height: absolute(100)
                          item: {width: fractionalWidth(1/6), height: fractionalHeight(1)}
                      - when: {minWidth: 600}
                        group:
                          axis: horizontal
                          width: fractionalWidth(1)
                          height: absolute(100)
                          item: {width: fractionalWidth(1/4), height: fractionalHeight(1)}
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        for section in context.sections {
            let variantNodes = section.syntax["variants"]?.sequence ?? []
            // A bound written as an expression has a value per environment; the model holds only one of them.
            let boundExpressions = Set(
                section.layout.variants.indices.filter { index in
                    let condition = section.layout.variants[index].condition
                    return [condition.minWidth, condition.maxWidth, condition.minHeight, condition.maxHeight]
                        .contains { $0?.expression != nil }
                })
            for (later, variant) in section.layout.variants.enumerated() where !boundExpressions.contains(later) {
                guard
                    let earlier = section.layout.variants.prefix(later).indices.first(where: {
                        !boundExpressions.contains($0)
                            && variant.condition.implies(section.layout.variants[$0].condition)
                    }),
                    variantNodes.indices.contains(later), variantNodes.indices.contains(earlier)
                else { continue }
                let laterSyntax = LocatedMapping(node: variantNodes[later]),
                    earlierSyntax = LocatedMapping(node: variantNodes[earlier])
                findings.report(
                    "variant \(later + 1) of section '\(section.layout.name)' is never chosen: wherever its condition "
                        + "holds, the condition of "
                        + "variant \(earlier + 1) holds too, and the first matching variant wins; put the narrower "
                        + "condition first",
                    at: laterSyntax.keyRange("when"),
                    notes: [DiagnosticNote("variant \(earlier + 1)'s condition", at: earlierSyntax.keyRange("when"))],
                    // Equivalent conditions: moving one would hide the other; which to keep is the author's choice.
                    fixIt: section.layout.variants[earlier].condition.implies(variant.condition)
                        ? nil
                        : Self.moving(
                            variantNodes[later], before: variantNodes[earlier], source: context.located.syntax.source))
            }
        }
    }
}

extension UnreachableVariantRule {
    /// Moves a block-style variant entry (`- when: ...` and the lines indented under it) before an earlier one,
    /// so the narrower condition is tried first. Nil for flow-style entries.
    static func moving(_ later: SyntaxNode, before earlier: SyntaxNode, source: SourceFile) -> FixIt? {
        /// The entry's lines: from its `- ` line through the lines indented deeper than the dash.
        func lines(of entry: SyntaxNode) -> ClosedRange<Int>? {
            // `source` is the document's text: an entry of an included file is not moved through it.
            let first = entry.range.start.line
            guard entry.range.file == 0, let text = source.line(first) else { return nil }
            let prefix = text.unicodeScalars.prefix(entry.range.start.column - 1)
            let dash = prefix.firstIndex { $0 != " " }.map { prefix.distance(from: prefix.startIndex, to: $0) }
            let marker = prefix.dropFirst(dash ?? prefix.count)
            guard let dash, marker.first == "-", marker.dropFirst().allSatisfy({ $0 == " " }) else { return nil }
            var last = first
            while let next = source.line(last + 1) {
                let indent = next.unicodeScalars.prefix { $0 == " " }.count
                let blank = next.unicodeScalars.allSatisfy { $0 == " " }
                guard blank || indent > dash else { break }
                last += 1
            }
            while last > first, source.line(last)?.unicodeScalars.allSatisfy({ $0 == " " }) == true { last -= 1 }
            return first...last
        }
        guard let moved = lines(of: later), let target = lines(of: earlier), target.upperBound < moved.lowerBound
        else { return nil }
        func text(_ range: ClosedRange<Int>) -> String { range.compactMap { source.line($0) }.joined(separator: "\n") }
        let between =
            target.upperBound + 1 < moved.lowerBound
            ? text((target.upperBound + 1)...(moved.lowerBound - 1)) + "\n" : ""
        let replacement = text(moved) + "\n" + between + text(target)
        let end = SourcePosition(
            line: moved.upperBound, column: (source.line(moved.upperBound)?.unicodeScalars.count ?? 0) + 1)
        return FixIt(
            range: SourceRange(start: SourcePosition(line: target.lowerBound, column: 1), end: end),
            replacement: replacement)
    }
}

extension VariantCondition {
    /// Whether every environment satisfying `self` also satisfies `other`.
    func implies(_ other: VariantCondition) -> Bool {
        func lower(_ mine: LayoutNumber?, _ theirs: LayoutNumber?) -> Bool {
            theirs.map { bound in mine.map { $0.value >= bound.value } ?? false } ?? true
        }
        func upper(_ mine: LayoutNumber?, _ theirs: LayoutNumber?) -> Bool {
            theirs.map { bound in mine.map { $0.value <= bound.value } ?? false } ?? true
        }
        func sizeClass(_ mine: SizeClass?, _ theirs: SizeClass?) -> Bool { theirs.map { $0 == mine } ?? true }
        return impliesVersion2(other) && lower(minWidth, other.minWidth) && upper(maxWidth, other.maxWidth)
            && lower(minHeight, other.minHeight) && upper(maxHeight, other.maxHeight)
            && sizeClass(horizontalSizeClass, other.horizontalSizeClass)
            && sizeClass(verticalSizeClass, other.verticalSizeClass)
    }
}

extension VariantCondition {
    /// Whether every environment satisfying this condition's version 2 keys satisfies `other`'s: `if` only when
    /// both state the same expression (nothing more is proved), the OS version, content size and layout direction
    /// by their order.
    fileprivate func impliesVersion2(_ other: VariantCondition) -> Bool {
        if let theirs = other.expression, theirs != expression { return false }
        if let theirs = other.iOS, !(iOS.map { $0 >= theirs } ?? false) { return false }
        if let theirs = other.layoutDirection, theirs != layoutDirection { return false }
        // The smallest category this condition allows, and whether it allows only one.
        let smallest: ContentSizeCategory? =
            switch contentSize {
            case let .category(category)?: category
            case .accessibility?: minContentSize.map { Swift.max($0, .accessibilityMedium) } ?? .accessibilityMedium
            case nil: minContentSize
            }
        switch other.contentSize {
        case let .category(wanted)?:
            guard case .category(wanted)? = contentSize else { return false }
        case .accessibility?:
            guard let smallest, smallest.isAccessibilityCategory else { return false }
        case nil: break
        }
        if let theirs = other.minContentSize, !(smallest.map { $0 >= theirs } ?? false) { return false }
        return true
    }
}

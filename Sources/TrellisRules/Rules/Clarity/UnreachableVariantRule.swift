import TrellisCore
import TrellisLanguage
import TrellisModel

/// A variant an earlier variant always wins over.
public enum UnreachableVariantRule: Rule {
    public static let description = RuleDescription(
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
        withoutFixIt:
            "Reordering or removing a variant is the author's choice.",
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

    public static func check(_ context: LintContext, _ findings: inout Findings) {
        for section in context.sections {
            let variantNodes = section.syntax["variants"]?.sequence ?? []
            for (later, variant) in section.layout.variants.enumerated() {
                guard
                    let earlier = section.layout.variants.prefix(later).firstIndex(where: {
                        variant.condition.implies($0.condition)
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
                    notes: [DiagnosticNote("variant \(earlier + 1)'s condition", at: earlierSyntax.keyRange("when"))])
            }
        }
    }
}

extension VariantCondition {
    /// Whether every environment satisfying `self` also satisfies `other`.
    func implies(_ other: VariantCondition) -> Bool {
        func lower(_ mine: Double?, _ theirs: Double?) -> Bool {
            theirs.map { bound in mine.map { $0 >= bound } ?? false } ?? true
        }
        func upper(_ mine: Double?, _ theirs: Double?) -> Bool {
            theirs.map { bound in mine.map { $0 <= bound } ?? false } ?? true
        }
        func sizeClass(_ mine: SizeClass?, _ theirs: SizeClass?) -> Bool { theirs.map { $0 == mine } ?? true }
        return lower(minWidth, other.minWidth) && upper(maxWidth, other.maxWidth)
            && lower(minHeight, other.minHeight) && upper(maxHeight, other.maxHeight)
            && sizeClass(horizontalSizeClass, other.horizontalSizeClass)
            && sizeClass(verticalSizeClass, other.verticalSizeClass)
    }
}

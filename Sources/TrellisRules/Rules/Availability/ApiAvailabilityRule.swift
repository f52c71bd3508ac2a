import TrellisCore
import TrellisLanguage
import TrellisModel
import TrellisWriter

/// P19: features newer than the deployment target, and deprecated ones.
package enum ApiAvailabilityRule: Rule {
    package static let description = RuleDescription(
        id: "api_availability",
        name: "API Availability",
        summary:
            "A feature newer than the iOS deployment target (an error), or deprecated at it (a warning, with its "
            + "replacement).",
        rationale: """
            The generated code would not compile for the deployment target, or would call an API \
            Apple deprecated: `list` and `contentInsetsReference` need iOS \(major(.list)), \
            `supplementaryContentInsetsReference` iOS \(major(.supplementaryContentInsetsReference)) \
            (it replaces `supplementariesFollowContentInsets`, deprecated in iOS \
            \(APIAvailability.iOS13SpellingsDeprecated.major)), `uniformAcrossSiblings` iOS \
            \(major(.uniformAcrossSiblings)), `repeating` (`repeatingSubitem:count:`) iOS \
            \(major(.repeatingSubitem)) (the table in the language reference, from Apple's API \
            documentation). \
            `count` needs no check: code generation picks `subitem:count:` or \
            `repeatingSubitem:count:` from the target.
            """,
        severity: .error, category: .availability, pitfall: "P19",
        withoutFixIt: """
            Only for a deprecated spelling with a replacement; a feature newer than the deployment target needs a \
            variant, another feature or a newer target, which the author decides.
            """,
        triggering: [
            RuleExample(
                """
                layout: Rows
                deploymentTarget: {iOS: "16.0"}
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(44)
                      item: {width: fractionalWidth(1), height: ↓uniformAcrossSiblings(44)}
                    header: {height: absolute(30)}
                    ↓supplementariesFollowContentInsets: false
                """),
            RuleExample(
                """
                layout: Rows
                deploymentTarget: {iOS: "13.0"}
                sections:
                  - name: rows
                    ↓list: {appearance: insetGrouped}
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Rows
                deploymentTarget: {iOS: "17.0"}
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(44)
                      item: {width: fractionalWidth(1), height: uniformAcrossSiblings(44)}
                    header: {height: absolute(30)}
                    supplementaryContentInsetsReference: none
                """)
        ])

    /// The major iOS version that introduced `feature`, as the rationale writes it.
    private static func major(_ feature: APIAvailability.Feature) -> Int { feature.introduced.major }

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        guard let iOS = context.iOS else { return }
        let statedAt =
            context.deploymentTargetRange.map { [DiagnosticNote("the deployment target is stated here", at: $0)] } ?? []
        // Written only for a finding.
        var target: String { "the deployment target iOS \(iOS)" }

        /// The OS a content runs on at least: the deployment target, or a variant's `iOS` guard above it.
        func floor(_ owner: ModelPath.Owner) -> OSVersion {
            guard case let .section(name, variant?) = owner,
                let guarded = context.section(named: name)?.variants[variant].condition.iOS
            else { return iOS }
            return Swift.max(iOS, guarded)
        }

        func unavailable(
            _ feature: String, since api: APIAvailability.Feature, at range: SourceRange, fixIt: FixIt? = nil,
            instead: String? = nil, on floor: OSVersion? = nil
        ) {
            let version = api.introduced
            guard (floor ?? iOS) < version else { return }
            findings.report(
                "\(feature) needs iOS \(version), above \(target)" + (instead.map { "; \($0)" } ?? ""), at: range,
                notes: statedAt, fixIt: fixIt)
        }

        let compositionalLayout = APIAvailability.Feature.compositionalLayout.introduced
        if iOS < compositionalLayout, let range = context.deploymentTargetRange {
            findings.report(
                "UICollectionViewCompositionalLayout needs iOS \(compositionalLayout.major), above \(target)", at: range
            )
        }
        if let configuration = context.located.root["configuration"].map({ LocatedMapping(node: $0) }),
            let pair = configuration.pair("contentInsetsReference")
        {
            unavailable("contentInsetsReference", since: .contentInsetsReference, at: pair.keyRange)
        }
        for content in context.contents {
            let contentFloor = floor(.section(content.sectionName, variant: content.variant))
            if case .list = content.content.body, let pair = content.syntax.pair("list") {
                unavailable(
                    "a list section (UICollectionLayoutListConfiguration)", since: .list, at: pair.keyRange,
                    on: contentFloor)
            }
            content.walkNodes { node, _ in
                guard case let .group(.standard(group)) = node.subitem, case .copies = group.content else { return }
                // At the key, or at the group when a definition (`use:`) gives it.
                unavailable(
                    "repeating (repeatingSubitem:count:)", since: .repeatingSubitem,
                    at: node.syntax.pair("repeating")?.keyRange ?? node.keyRange, on: contentFloor)
            }
            if let pair = content.syntax.pair("contentInsetsReference") {
                unavailable(
                    "contentInsetsReference", since: .contentInsetsReference, at: pair.keyRange, on: contentFloor)
            }
            if let pair = content.syntax.pair("supplementaryContentInsetsReference"),
                case let .reference(reference)? = content.content.supplementaryInsets
            {
                let follows: Bool? = reference == .automatic ? true : reference == .none ? false : nil
                unavailable(
                    "supplementaryContentInsetsReference", since: .supplementaryContentInsetsReference,
                    at: pair.keyRange,
                    fixIt: follows.map {
                        FixIt(
                            range: SourceRange(start: pair.keyRange.start, end: pair.value.range.end),
                            replacement: "supplementariesFollowContentInsets: \($0)")
                    },
                    instead: follows.map {
                        "use supplementariesFollowContentInsets: \($0) before iOS "
                            + "\(APIAvailability.Feature.supplementaryContentInsetsReference.introduced.major)"
                    }, on: contentFloor)
            }
            if let pair = content.syntax.pair("supplementariesFollowContentInsets"),
                case let .followsContentInsets(follows)? = content.content.supplementaryInsets,
                iOS >= APIAvailability.iOS13SpellingsDeprecated
            {
                let replacement = "supplementaryContentInsetsReference: \(follows ? "automatic" : "none")"
                findings.report(
                    "supplementariesFollowContentInsets is deprecated in iOS "
                        + "\(APIAvailability.iOS13SpellingsDeprecated.major), at or below \(target); use "
                        + "\(replacement)",
                    at: pair.keyRange, notes: statedAt,
                    fixIt: FixIt(
                        range: SourceRange(start: pair.keyRange.start, end: pair.value.range.end),
                        replacement: replacement),
                    severity: .warning)
            }
        }
        // By index: an element is copied (each of its parts retained) only when it has something to report.
        let elements = context.sizedElements
        for index in elements.indices {
            for axis in Axis.allCases {
                guard case let .uniformAcrossSiblings(estimate) = elements[index].size[axis] else { continue }
                let element = elements[index], key = axis.dimensionKey
                unavailable(
                    "uniformAcrossSiblings", since: .uniformAcrossSiblings, at: element.syntax.valueRange(key),
                    // The estimate as written: an expression stays one.
                    fixIt: element.syntax.replacing(key, with: LayoutFileWriter.dimension(.estimated(estimate))),
                    instead: "\(LayoutDimension.estimated(estimate).written) self-sizes each item on its own",
                    on: floor(element.path.owner))
            }
        }
    }
}

import TrellisCore
import TrellisEngine
import TrellisLanguage
import TrellisModel
import TrellisWriter

/// Preview data that measures an item larger than a fixed dimension: the content will be clipped.
package enum MeasuredContentClippedRule: Rule {
    package static let description = RuleDescription(
        id: "measured_content_clipped",
        name: "Measured Content Clipped",
        summary: "The preview data measures an item larger than its fixed (absolute or fractional) dimension.",
        rationale: """
            Only estimated dimensions self-size. When the preview data says an item's content is \\
            larger than a fixed size, the cell clips it on a device. Decided with the engine: the \\
            preview sections whose items the preview data measures, laid out at the first lint target; \\
            the first clipped item of each section layout is reported with its measured and its fixed size.
            """,
        severity: .warning, category: .selfSizing,
        withoutFixIt: """
            Only for an absolute size (it becomes `estimated(n)`); a fraction of a fixed-size group needs the group \
            to change.
            """,
        triggering: [
            RuleExample(
                """
                layout: Issues
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: absolute(60)
                      item: {width: fractionalWidth(1), height: ↓absolute(60)}
                preview:
                  sections:
                    - {layout: rows, items: 3, measured: {item: {height: [44, 90]}}}
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                layout: Issues
                sections:
                  - name: rows
                    group:
                      axis: vertical
                      width: fractionalWidth(1)
                      height: estimated(60)
                      item: {width: fractionalWidth(1), height: estimated(60)}
                preview:
                  sections:
                    - {layout: rows, items: 3, measured: {item: {height: [44, 90]}}}
                """)
        ])

    package static func check(_ context: LintContext, _ findings: inout Findings) {
        // Only the sections whose items the preview measures can clip, and an item's size does not depend on the
        // sections around it: those are laid out alone.
        let measuredSections = context.document.preview?.sections.filter { $0.measured["item"] != nil } ?? []
        guard !measuredSections.isEmpty, let target = context.targets.first,
            let tree = previewLayout(of: measuredSections, context, at: target)
        else { return }
        var reported = Set<String>()
        for (section, data) in zip(tree.sections, measuredSections) where reported.insert(section.layoutName).inserted {
            guard let clipped = section.items.first(where: \.clipped),
                let content = context.located.content(section: section.layoutName, variant: nil),
                let measured = data.measured["item"]
            else {
                reported.remove(section.layoutName)
                continue
            }
            let index = clipped.index
            // The axis the content overflows, and the first item node whose dimension there is fixed.
            let height = measured.height(at: index), width = measured.width(at: index)
            let axis: Axis =
                (height.map { Tolerance.exceeds($0, clipped.frame.height) } ?? false) ? .vertical : .horizontal
            let length = axis == .vertical ? height : width
            var node: LocatedNode?
            content.walkNodes { candidate, parent in
                guard node == nil, case let .item(item) = candidate.subitem, !item.size[axis].isEstimated else {
                    return
                }
                // A fraction of an estimated group is fractional_in_estimated_parent's finding.
                if item.size[axis].isFraction(of: axis), let parent, case let .group(.standard(group)) = parent.subitem,
                    group.size[axis].isEstimated
                {
                    return
                }
                node = candidate
            }
            guard let node, let length, case let .item(item) = node.subitem else { continue }
            let key = axis.dimensionKey
            let frameLength = clipped.frame.size.length(axis)
            let fix: String? = {
                guard case let .absolute(value) = item.size[axis] else { return nil }
                // An expression stays the expression, now an estimate.
                return value.expression == nil
                    ? "estimated(\(points(value.value)))" : LayoutFileWriter.dimension(.estimated(value))
            }()
            findings.report(
                "\(target.description): the preview measures item \(index) of section '\(section.layoutName)' as "
                    + "\(points(length)) pt \(axis.extentWord), but it is \(points(frameLength)) pt (its \(key) "
                    + "'\(node.syntax.quoted(key) ?? item.size[axis].written)' does not self-size), so its content is "
                    + "clipped" + (fix.map { "; make it \($0) so it self-sizes" } ?? ""),
                about: content.path(node, field: key),
                fixIt: fix.flatMap { node.syntax.replacing(key, with: $0) })
        }
    }

    /// The preview sections given, laid out at `target` with the file's own section providers, each item count
    /// bounded so that linting stays cheap whatever the preview's counts; nil where the engine refuses them.
    private static func previewLayout(of sections: [PreviewSection], _ context: LintContext, at target: LintTarget)
        -> FrameTree?
    {
        // What lint's first target resolved already: the providers are not run again.
        var inputs: [ResolvedSectionInput] = []
        for section in sections {
            guard let resolved = context.resolvedSection(named: section.layout, atTarget: 0) else { return nil }
            inputs.append(
                ResolvedSectionInput(
                    section: resolved,
                    data: SectionData(
                        layout: section.layout, itemCount: Swift.min(section.items, 200), measured: section.measured)))
        }
        return try? LayoutEngine.layout(
            resolved: inputs, configuration: context.document.configuration, layoutName: context.document.name,
            environment: target.environment, options: LayoutOptions(iOSVersion: target.iOSVersion))
    }
}

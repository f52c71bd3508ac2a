import Foundation
import TrellisCore
import TrellisEngine
import TrellisLanguage
import TrellisModel
import TrellisPipeline
import TrellisRules
import TrellisSyntax

extension LanguageServer {
    /// On a scalar holding a version 2 expression or condition: its value at each lint target. On a `width` or
    /// `height` of an item or group: what it resolves to at each lint target, from the engine's geometry. On a
    /// section's `name`: the section's frames at the preview device. Nothing elsewhere. While other section layouts
    /// have structural errors (the normal state while typing), the ones that lowered still answer.
    func hover(_ analysis: Analysis, at lspPosition: Position) -> JSONObject? {
        var converter = analysis.converter
        let position = converter.sourcePosition(lspPosition)
        if let expression = expressionHover(analysis, at: position, &converter) { return expression }
        guard let located = analysis.checked.sourceMap ?? analysis.checked.partial,
            let (path, written) = located.node(at: position), let range = written
        else { return nil }
        switch (path.node, path.field) {
        case (.owner, "name"):
            guard case let .section(name, _) = path.owner else { return nil }
            return markdown(sectionFrames(analysis, name: name), range: range, &converter)
        case (.group, nil):
            // On the key that introduces an item or group: how the first item it places gets its frame.
            return markdown(derivation(analysis, of: path), range: range, &converter)
        case let (.group, field?):
            guard let axis = Axis.allCases.first(where: { $0.dimensionKey == field }) else { return nil }
            return markdown(resolvedSizes(analysis, located, of: path, axis: axis), range: range, &converter)
        default:
            return nil
        }
    }

    /// What a node's width or height resolves to at each lint target, from the engine's geometry.
    private func resolvedSizes(_ analysis: Analysis, _ located: LocatedDocument, of path: ModelPath, axis: Axis)
        -> String
    {
        let context = LintContext(
            located: located, targets: analysis.configuration.targets,
            deploymentTarget: located.document.deploymentTarget, deploymentTargetRange: nil)
        let written = located.value(of: path)?.scalar?.text ?? "?"
        var lines = ["**\(axis.dimensionKey): \(written)** resolves to:", ""]
        for (index, target) in context.targets.enumerated() {
            let place = target.name ?? target.description
            if let placed = context.placedNode(path, atTarget: index) {
                let size = placed.geometry.size
                let length = FrameNumbers.format(axis == .horizontal ? size.width : size.height)
                lines.append("- \(length) pt on \(place)")
            } else {
                lines.append("- not used on \(place) (another variant, or the section is refused there)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The derivation of the first item a node places, at the preview device: the steps below the section (its
    /// containers are the same for every node), as `trellis explain` prints them.
    private func derivation(_ analysis: Analysis, of node: ModelPath) -> String {
        let outcome = ExplainRun.explain(
            analysis.checked, path: analysis.document.path, target: .node(node), options: FramesRun.Options())
        guard let derivation = outcome.derivation, let environment = outcome.environment else {
            return "No section of the preview data lays this out."
        }
        let device = FramesRun.environmentDescription(environment, deviceName: outcome.deviceName)
        var lines = [
            "**\(derivation.element.description)** \(device): \(FrameNumbers.text(of: derivation.frame))", "",
        ]
        // The section's own steps (containers, the section's start) come first; a hover shows what the node adds.
        let own = derivation.steps.dropFirst(derivation.sectionStepCount)
        for (number, step) in own.enumerated() { lines.append("\(number + 1). \(step.text) (\(step.rule))") }
        lines.append("")
        lines.append("`trellis explain` prints every step; the rules are in Docs/Semantics.md.")
        return lines.joined(separator: "\n")
    }

    private func markdown(_ text: String, range: SourceRange, _ converter: inout PositionConverter) -> JSONObject {
        ["contents": ["kind": "markdown", "value": text], "range": converter.range(range)]
    }

    private func sectionFrames(_ analysis: Analysis, name: String) -> String {
        // The document as checked for its diagnostics, not checked again; while the file has errors, what lowered
        // (which lays out when every section entry did).
        let outcome = FramesRun.layOut(analysis.checked, path: analysis.document.path, options: FramesRun.Options())
        guard let tree = outcome.tree else { return "**\(name)**: the file does not lay out at its preview device" }
        let device = FramesRun.environmentDescription(tree.environment, deviceName: outcome.deviceName)
        let sections = tree.sections.filter { $0.layoutName == name }
        guard !sections.isEmpty else { return "**\(name)** serves no section of the preview data \(device)" }
        var lines = ["**\(name)** \(device):", ""]
        for section in sections.prefix(8) {
            let frame = section.frame
            var line = "- section \(section.index): \(Self.rect(frame)), \(section.itemCount) items"
            if let first = section.items.first { line += "; item 0 at \(Self.rect(first.frame))" }
            lines.append(line)
        }
        if sections.count > 8 { lines.append("- … and \(sections.count - 8) more sections") }
        return lines.joined(separator: "\n")
    }

    /// A frame as a hover shows it: pixel-exact, as frames output prints it.
    static func rect(_ rect: Rect) -> String { FrameNumbers.text(of: rect) }
}

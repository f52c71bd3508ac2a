import Foundation
import TrellisCore
import TrellisEngine
import TrellisLanguage
import TrellisModel
import TrellisPipeline
import TrellisRules
import TrellisSyntax

extension LanguageServer {
    /// On a `width` or `height` of an item or group: what it resolves to at each lint target, from the engine's
    /// geometry. On a section's `name`: the section's frames at the preview device. Nothing elsewhere. While other
    /// section layouts have structural errors (the normal state while typing), the ones that lowered still answer.
    func hover(_ analysis: Analysis, at lspPosition: Position) -> JSONObject? {
        var converter = analysis.converter
        let position = converter.sourcePosition(lspPosition)
        guard let located = analysis.checked.sourceMap ?? analysis.checked.partial else { return nil }
        for section in located.sections {
            if let name = section.syntax.pair("name"),
                Self.contains(name.keyRange, position) || Self.contains(name.value.range, position)
            {
                return markdown(sectionFrames(analysis, name: section.layout.name), range: name.value.range, &converter)
            }
        }
        // On the key of an item or group: how the first item it places gets its frame (`trellis explain`, shortened).
        for content in located.sections.flatMap(\.contents) {
            var key: SourceRange?
            content.walkNodes { node, _ in
                if key == nil, Self.contains(node.keyRange, position) { key = node.keyRange }
            }
            if let key { return markdown(derivation(analysis, at: key.start), range: key, &converter) }
        }
        let context = LintContext(
            located: located, targets: analysis.configuration.targets,
            deploymentTarget: located.document.deploymentTarget, deploymentTargetRange: nil)
        for content in located.sections.flatMap(\.contents) {
            var found: (node: LocatedNode, axis: Axis, pair: SyntaxPair)?
            content.walkNodes { node, _ in
                for axis in [Axis.horizontal, .vertical] {
                    guard found == nil, let pair = node.syntax.pair(axis.dimensionKey),
                        Self.contains(pair.keyRange, position) || Self.contains(pair.value.range, position)
                    else { continue }
                    found = (node, axis, pair)
                }
            }
            guard let (node, axis, pair) = found else { continue }
            let written = pair.value.scalar?.text ?? "?"
            var lines = ["**\(pair.key): \(written)** resolves to:", ""]
            for target in context.targets {
                let placed = context.selections.first {
                    $0.target == target && $0.content.sectionName == content.sectionName
                        && $0.content.variant == content.variant
                }?.placedNodes.first { $0.node.path == node.path }
                let place = target.name ?? target.description
                if let placed {
                    let size = placed.geometry.size
                    let length = FrameNumbers.format(axis == .horizontal ? size.width : size.height)
                    lines.append("- \(length) pt on \(place)")
                } else {
                    lines.append("- not used on \(place) (another variant, or the section is refused there)")
                }
            }
            return markdown(lines.joined(separator: "\n"), range: pair.value.range, &converter)
        }
        return nil
    }

    /// The derivation of the first item the node at `position` places, at the preview device: the steps below the
    /// section (its containers are the same for every node), as `trellis explain` prints them.
    private func derivation(_ analysis: Analysis, at position: SourcePosition) -> String {
        let outcome = ExplainRun.explain(
            analysis.checked, path: analysis.document.path, target: .position(position), options: FramesRun.Options())
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
        // The document as checked for its diagnostics, not checked again; while some section layouts have errors,
        // the part that lowered (which lays out when the preview data uses only that part).
        var checked = analysis.checked
        if checked.document == nil, let partial = checked.partial {
            checked.document = partial.document
            checked.sourceMap = partial
        }
        let outcome = FramesRun.layOut(checked, path: analysis.document.path, options: FramesRun.Options())
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

    static func contains(_ range: SourceRange, _ position: SourcePosition) -> Bool {
        range.start <= position && position < range.end
            || (range.start.line == position.line && range.start.column == position.column)
    }
}

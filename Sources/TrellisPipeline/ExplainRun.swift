import TrellisCore
import TrellisEngine
import TrellisLanguage
import TrellisModel
import TrellisRules

/// `trellis explain` as a library: how one frame was derived, step by step, each step with its numbers and the
/// rule of Docs/Semantics.md it follows (Docs/CLI.md, "`trellis explain`").
package enum ExplainRun {
    /// What to explain, as written on the command line.
    package enum Target: Hashable, Sendable {
        case element(FrameDerivation.Element)
        /// A position in the layout file: the item or group written there, by its first item.
        case position(SourcePosition)
        /// An item or group of the model, by its first item.
        case node(ModelPath)

        /// "section 1 item 3", "section 0 item 2 badge", "section 0 header", "section 0 header 2", or "12:9"
        /// (line:column); nil for anything else.
        package init?(_ text: String) {
            let words = text.split(separator: " ").map(String.init)
            if words.count == 1 {
                let parts = words[0].split(separator: ":", omittingEmptySubsequences: false)
                guard parts.count == 2, let line = Int(parts[0]), let column = Int(parts[1]), line > 0, column > 0
                else { return nil }
                self = .position(SourcePosition(line: line, column: column))
                return
            }
            guard words.count >= 3, words[0] == "section", let section = Int(words[1]), section >= 0 else {
                return nil
            }
            // A trailing number counts several elements of one kind in one place from 1, as `trellis diff` names them.
            func occurrence(_ index: Int) -> Int? {
                guard index < words.count else { return 0 }
                guard index == words.count - 1, let nth = Int(words[index]), nth >= 1 else { return nil }
                return nth - 1
            }
            if words[2] == "item" {
                guard words.count >= 4, let item = Int(words[3]), item >= 0 else { return nil }
                if words.count == 4 {
                    self = .element(.item(section: section, index: item))
                    return
                }
                guard let nth = occurrence(5) else { return nil }
                self = .element(.itemSupplementary(section: section, item: item, kind: words[4], occurrence: nth))
                return
            }
            guard let nth = occurrence(3) else { return nil }
            self = .element(.boundary(section: section, kind: words[2], occurrence: nth))
        }
    }

    package struct Outcome: Sendable {
        package var source: SourceFile
        /// The file's diagnostics, and why there is no derivation when there is none.
        package var diagnostics: [Diagnostic]
        package var derivation: FrameDerivation?
        package var environment: LayoutEnvironment?
        package var deviceName: String?
    }

    /// Explains `target` in the layout file `bytes`, laid out with `options` as `trellis frames` would.
    package static func run(
        bytes: [UInt8], path: String, target: Target, options: FramesRun.Options,
        configuration: LintConfiguration = LintConfiguration()
    ) -> Outcome {
        let checked = Pipeline.check(
            bytes: bytes, path: path, configuration: configuration, lintsPartialDocument: false)
        return explain(checked, path: path, target: target, options: options)
    }

    /// Explains `target` in a file already checked (the language server holds one per document version).
    package static func explain(
        _ checked: Pipeline.CheckedFile, path: String, target: Target, options: FramesRun.Options
    ) -> Outcome {
        var outcome = Outcome(source: checked.source, diagnostics: checked.diagnostics)
        guard let part = FramesRun.laidOutPart(of: checked) else { return outcome }
        let (document, located) = (part.document, part.located)
        outcome.diagnostics = part.diagnostics
        let (environment, deviceName) = FramesRun.environment(document.preview, options: options)
        outcome.environment = environment
        outcome.deviceName = deviceName
        let data = LayoutData.preview(of: document, itemCount: options.itemCount)
        // The element the node written at `position` places first, or nil with the reason in the diagnostics.
        func written(_ node: ModelPath?, at position: SourcePosition) -> FrameDerivation.Element? {
            let reason: String
            switch node.map({ Self.node($0, in: located, data: data, environment: environment) }) ?? .none {
            case let .found(found):
                return found
            case .none:
                reason = "no item or group of a section the preview data lays out is written at \(position)"
            case let .otherVariant(title):
                let at = FramesRun.environmentDescription(environment, deviceName: deviceName)
                reason = "\(title) is not the content its section uses \(at), so nothing there is laid out from it"
            }
            outcome.diagnostics.append(
                Diagnostic(.error, .invalidValue, reason, file: path, at: SourceRange(start: position, end: position)))
            return nil
        }
        let element: FrameDerivation.Element
        switch target {
        case let .element(given):
            element = given
        case let .position(position):
            guard let found = written(located.node(at: position)?.path, at: position) else { return outcome }
            element = found
        case let .node(node):
            guard let found = written(node, at: located.range(of: node).start) else { return outcome }
            element = found
        }
        do {
            outcome.derivation = try LayoutEngine.explain(
                element, in: document, environment: environment, data: data, options: options.layoutOptions)
            if outcome.derivation == nil {
                let at = FramesRun.environmentDescription(environment, deviceName: deviceName)
                outcome.diagnostics.append(
                    Diagnostic(
                        .error, .invalidValue, "the layout has no \(element.description) \(at)", file: path,
                        at: located.root.keyRange("layout")))
            }
        } catch {
            let report = error.report
            let at = FramesRun.environmentDescription(environment, deviceName: deviceName)
            outcome.diagnostics.append(
                checked.relocated(
                    Diagnostic(
                        .error, report.rule, "\(at): \(report.message)", file: path, at: located.range(of: error.path)))
            )
        }
        outcome.diagnostics = outcome.diagnostics.sortedForReporting()
        return outcome
    }

    enum NodeLookup {
        case found(FrameDerivation.Element)
        /// The position is in a variant (or base) that the environment does not choose for the section.
        case otherVariant(String)
        case none
    }

    /// The element an item or group of the model places first, in the first section of the data that uses its
    /// section layout, when that section chooses the content (base or variant) it belongs to.
    static func node(
        _ path: ModelPath, in located: LocatedDocument, data: LayoutData, environment: LayoutEnvironment
    ) -> NodeLookup {
        guard case let .section(name, variant) = path.owner, case let .group(nodePath) = path.node,
            let content = located.content(section: name, variant: variant), content.group != nil,
            let section = data.sections.firstIndex(where: { $0.layout == name }),
            let layout = located.document.sections.first(where: { $0.name == name })
        else { return .none }
        guard
            (try? SectionProviders(document: located.document).provider(for: layout)(section, environment).variant)
                == variant
        else { return .otherVariant(content.title) }
        return .found(.node(section: section, path: nodePath))
    }

    /// A frame number as frames output prints it, to the thousandth.
    private static func number(_ value: Double) -> JSONValue { .number(FrameNumbers.rounded(value)) }

    /// The derivation as numbered lines, or as JSON for tools.
    package static func rendered(
        _ derivation: FrameDerivation, environment: LayoutEnvironment, deviceName: String?, json: Bool
    ) -> String {
        let at = FramesRun.environmentDescription(environment, deviceName: deviceName)
        if json {
            let frame = derivation.frame
            let value = JSONValue.object([
                ("element", .string(derivation.element.description)),
                ("environment", .string(at)),
                (
                    "frame",
                    .object([
                        ("x", number(frame.x)), ("y", number(frame.y)), ("width", number(frame.width)),
                        ("height", number(frame.height)),
                    ])
                ),
                (
                    "steps",
                    .array(
                        derivation.steps.map {
                            .object([("rule", .string($0.rule)), ("text", .string($0.text))])
                        })
                ),
            ])
            return value.rendered() + "\n"
        }
        var lines = ["\(derivation.element.description) \(at): \(FrameNumbers.text(of: derivation.frame))"]
        for (number, step) in derivation.steps.enumerated() {
            lines.append("  \(number + 1). \(step.text) [\(step.rule)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

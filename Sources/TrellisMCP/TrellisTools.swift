import Foundation
import MCP
import TrellisCore
import TrellisEngine
import TrellisPipeline
import TrellisRules

/// `trellis mcp`: a Model Context Protocol server, so coding agents can check the layouts they write. Its tools:
/// `lint` (diagnostics as JSON), `frames` (every frame, as `trellis frames` prints them), `render` (SVG or HTML)
/// and `explain_rule` (a rule's rationale and examples). Each takes a layout file's `text` or its `path`.
public enum TrellisTools {
    /// The most items `frames` and `render` lay out per section through the server: an agent reads the answer.
    public static let maximumItems = 1_000

    public static let tools: [Tool] = [
        Tool(
            name: "lint",
            description: "Lint a Trellis layout file (UICollectionViewCompositionalLayout in YAML): every problem "
                + "with its rule id, severity, position, notes and fix-it, as a JSON array. The nearest .trellis.yml "
                + "applies when `path` is given.",
            inputSchema: schema(layoutProperties, required: [])),
        Tool(
            name: "frames",
            description: "Lay a layout file out with Trellis's engine and return every frame (items, boundary items, "
                + "supplementaries, decorations) in points, as `trellis frames` prints them.",
            inputSchema: schema(
                layoutProperties.merging(environmentProperties) { $1 }.merging([
                    "format": .object([
                        "type": "string", "enum": ["json", "csv", "text"], "description": "default json",
                    ])
                ]) { $1 }, required: [])),
        Tool(
            name: "render",
            description: "Draw a layout file as SVG (one device) or HTML (devices side by side, scrolling), as "
                + "`trellis render` does.",
            inputSchema: schema(
                layoutProperties.merging(environmentProperties) { $1 }.merging([
                    "format": .object(["type": "string", "enum": ["svg", "html"], "description": "default svg"])
                ]) { $1 }, required: [])),
        Tool(
            name: "explain_rule",
            description: "Explain a lint rule: its summary, rationale, severity, and examples that trigger and do "
                + "not trigger it. Without an id, list every rule.",
            inputSchema: schema(
                ["id": .object(["type": "string", "description": "a rule id such as group_overflow"])], required: [])),
    ]

    static let layoutProperties: [String: Value] = [
        "text": .object(["type": "string", "description": "the layout file's text"]),
        "path": .object(["type": "string", "description": "a layout file on disk (instead of text)"]),
    ]

    static let environmentProperties: [String: Value] = [
        "device": .object(["type": "string", "description": "a device preset, such as \"iPhone 16\""]),
        "width": .object(["type": "number", "description": "the collection view's width in points"]),
        "height": .object(["type": "number", "description": "the collection view's height in points"]),
        "items": .object(["type": "integer", "description": "items in every section (at most \(maximumItems))"]),
    ]

    static func schema(_ properties: [String: Value], required: [String]) -> Value {
        .object(["type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) })])
    }

    /// Runs one tool. A problem with the call (a missing file, an unknown tool) is an error result, not a thrown
    /// error, so the agent reads what went wrong.
    public static func call(_ name: String, _ arguments: [String: Value]) -> CallTool.Result {
        do {
            switch name {
            case "lint": return try lint(arguments)
            case "frames": return try frames(arguments)
            case "render": return try render(arguments)
            case "explain_rule": return explain(arguments)
            default: return failure("no tool named '\(name)'; the tools are lint, frames, render and explain_rule")
            }
        } catch let error as CallError {
            return failure(error.description)
        } catch {
            return failure("\(error)")
        }
    }

    struct CallError: Error { var description: String }

    /// Text content.
    static func text(_ text: String) -> Tool.Content { .text(text: text, annotations: nil, _meta: nil) }

    static func failure(_ message: String) -> CallTool.Result {
        CallTool.Result(content: [text(message)], isError: true)
    }

    /// The layout's bytes, path and configuration: from `path` (read within the size limit) or `text`.
    static func input(_ arguments: [String: Value]) throws -> (bytes: [UInt8], path: String, LintConfiguration) {
        if case let .string(path)? = arguments["path"] {
            let bytes: [UInt8]
            do { bytes = try LayoutFileDiscovery.read(path, limit: LayoutFileDiscovery.maximumBytes) } catch {
                throw CallError(description: "cannot read '\(path)': \(error.reason)")
            }
            let configuration =
                (try? ConfigurationFinder().configuration(forFile: path))?.configuration ?? LintConfiguration()
            return (bytes, path, configuration)
        }
        guard case let .string(text)? = arguments["text"] else {
            throw CallError(description: "give the layout file's `text`, or its `path`")
        }
        return (Array(text.utf8), "layout.layout.yaml", LintConfiguration())
    }

    static func options(_ arguments: [String: Value]) throws -> FramesRun.Options {
        var options = FramesRun.Options()
        if case let .string(device)? = arguments["device"] {
            guard DevicePresets.named(device) != nil else {
                throw CallError(description: "unknown device '\(device)'")
            }
            options.device = device
        }
        func number(_ key: String, _ range: ClosedRange<Double>) throws -> Double? {
            let value: Double?
            switch arguments[key] {
            case let .double(number)?: value = number
            case let .int(number)?: value = Double(number)
            case nil, .null?: value = nil
            default: throw CallError(description: "`\(key)` must be a number")
            }
            if let value, !range.contains(value) {
                throw CallError(description: "`\(key)` must be from \(range.lowerBound) to \(range.upperBound)")
            }
            return value
        }
        options.width = try number("width", FramesRun.lengths)
        options.height = try number("height", FramesRun.lengths)
        options.itemCount = try number("items", 0...Double(maximumItems)).map { Int($0) }
        if options.device != nil, options.width != nil || options.height != nil {
            throw CallError(description: "give either `device` or `width`/`height`, not both")
        }
        return options
    }

    static func lint(_ arguments: [String: Value]) throws -> CallTool.Result {
        let (bytes, path, configuration) = try input(arguments)
        let checked = Pipeline.check(bytes: bytes, path: path, configuration: configuration)
        let report = Reporters.make(.json).report(
            checked.diagnostics, sources: [path: checked.source], fileCount: 1)
        let summary =
            checked.diagnostics.isEmpty
            ? "no problems" : "\(checked.diagnostics.count) diagnostic(s), errors: \(checked.diagnostics.hasErrors)"
        return CallTool.Result(content: [text(summary), text(report)], isError: false)
    }

    static func frames(_ arguments: [String: Value]) throws -> CallTool.Result {
        let (bytes, path, configuration) = try input(arguments)
        let format: FramesFormat
        switch arguments["format"] {
        case let .string(name)?:
            guard let named = FramesFormat(rawValue: name) else {
                throw CallError(description: "format: json, csv or text")
            }
            format = named
        default: format = .json
        }
        let outcome = FramesRun.run(
            bytes: bytes, path: path, options: try options(arguments), configuration: configuration)
        guard let tree = outcome.tree else { return diagnostics(outcome.diagnostics, outcome.source) }
        let output = FramesOutput(tree: tree, deviceName: outcome.deviceName, roundingScale: nil)
        return CallTool.Result(content: [text(output.rendered(as: format))], isError: false)
    }

    static func render(_ arguments: [String: Value]) throws -> CallTool.Result {
        let (bytes, path, configuration) = try input(arguments)
        var format = RenderRun.Format.svg
        if case let .string(name)? = arguments["format"] {
            guard let named = RenderRun.Format(outputPath: "x.\(name)") else {
                throw CallError(description: "format: svg or html")
            }
            format = named
        }
        let options = try options(arguments)
        let devices = options.device.map { [$0] } ?? []
        let outcome = RenderRun.run(
            bytes: bytes, path: path, format: format, devices: devices, base: options, configuration: configuration)
        guard let drawing = outcome.text else { return diagnostics(outcome.diagnostics, outcome.source) }
        return CallTool.Result(content: [text(drawing)], isError: false)
    }

    static func explain(_ arguments: [String: Value]) -> CallTool.Result {
        guard case let .string(id)? = arguments["id"] else {
            return CallTool.Result(content: [text(RuleCatalog.render(as: .text))], isError: false)
        }
        guard let description = RuleRegistry.description(of: RuleID(rawValue: id)) else {
            let hint =
                Suggestion.closest(to: id, in: RuleRegistry.descriptions.map(\.id.rawValue)).map(Suggestion.hint) ?? ""
            return failure("no rule '\(id)'\(hint)")
        }
        return CallTool.Result(content: [text(RuleCatalog.render([description], as: .text))], isError: false)
    }

    /// Why a file could not be laid out: its diagnostics, as JSON, as an error result.
    static func diagnostics(_ diagnostics: [Diagnostic], _ source: SourceFile) -> CallTool.Result {
        let report = Reporters.make(.json).report(diagnostics, sources: [source.path: source], fileCount: 1)
        return CallTool.Result(content: [text("the layout has errors"), text(report)], isError: true)
    }
}

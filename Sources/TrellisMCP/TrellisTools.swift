import TrellisCore
import TrellisEngine
import TrellisModel
import TrellisPipeline
import TrellisRender
import TrellisRules

/// The tools of `trellis mcp`, so coding agents can check the layouts they write: `lint` (diagnostics as JSON),
/// `frames` (every frame, as `trellis frames` prints them), `render` (SVG or HTML) and `explain_rule` (a rule's
/// rationale and examples). Each takes a layout file's `text` or its `path`.
package enum TrellisTools {

    package static let tools: [JSONValue] = [
        tool(
            "lint",
            "Lint a Trellis layout file (UICollectionViewCompositionalLayout in YAML): every problem with its rule id, "
                + "severity, position, notes and fix-it, as a JSON array. The nearest .trellis.yml applies when "
                + "`path` is given.",
            layoutProperties),
        tool(
            "frames",
            "Lay a layout file out with Trellis's engine and return every frame (items, boundary items, "
                + "supplementaries, decorations) in points, as `trellis frames` prints them.",
            layoutProperties + environmentProperties + [
                ("format", property("string", "default json", choices: ["json", "csv", "text"]))
            ]),
        tool(
            "render",
            "Draw a layout file as SVG (one device) or HTML (devices side by side, scrolling), as `trellis render` "
                + "does.",
            layoutProperties + environmentProperties + [
                ("format", property("string", "default svg", choices: ["svg", "html"]))
            ]),
        tool(
            "explain_rule",
            "Explain a lint rule: its summary, rationale, severity, and examples that trigger and do not trigger "
                + "it. Without an id, list every rule.",
            [("id", property("string", "a rule id such as group_overflow"))]),
    ]

    static let layoutProperties: [(String, JSONValue)] = [
        ("text", property("string", "the layout file's text")),
        ("path", property("string", "a layout file under the client's roots or the working directory")),
    ]

    static let environmentProperties: [(String, JSONValue)] = [
        ("device", property("string", "a device preset, such as \"iPhone 16\"")),
        ("width", property("number", "the collection view's width in points")),
        ("height", property("number", "the collection view's height in points")),
        ("items", property("integer", "items in every section (at most \(Limits.mcpSectionItems))")),
    ]

    static func tool(_ name: String, _ description: String, _ properties: [(String, JSONValue)]) -> JSONValue {
        .object([
            ("name", .string(name)), ("description", .string(description)),
            ("inputSchema", .object([("type", "object"), ("properties", .object(properties))])),
        ])
    }

    static func property(_ type: String, _ description: String, choices: [String] = []) -> JSONValue {
        .object(
            [("type", .string(type)), ("description", .string(description))]
                + (choices.isEmpty ? [] : [("enum", .array(choices.map { .string($0) }))]))
    }

    /// Runs one tool; the `tools/call` result. A problem with the call (a missing file, an unknown tool) is an error
    /// result, not a protocol error, so the agent reads what went wrong.
    package static func call(_ name: String, _ arguments: [String: JSONValue], access: FileAccess) -> JSONValue {
        do throws(CallError) {
            switch name {
            case "lint": return try lint(arguments, access)
            case "frames": return try frames(arguments, access)
            case "render": return try render(arguments, access)
            case "explain_rule": return explain(arguments)
            default:
                throw CallError(
                    "no tool named '\(TerminalText.excerpt(name))'; the tools are lint, frames, render and explain_rule"
                )
            }
        } catch {
            return result([error.description], isError: true)
        }
    }

    struct CallError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    static func result(_ texts: [String], isError: Bool) -> JSONValue {
        let size = texts.reduce(0) { $0 + $1.utf8.count }
        guard size <= Limits.mcpAnswerBytes else {
            return result(
                [
                    "the answer would be \(size) bytes, over the limit of \(Limits.mcpAnswerBytes >> 20) MiB; ask for "
                        + "fewer items or one device"
                ], isError: true)
        }
        return .object([
            ("content", .array(texts.map { .object([("type", "text"), ("text", .string($0))]) })),
            ("isError", .bool(isError)),
        ])
    }

    /// The layout's bytes, path and configuration: from `path` (read within the size limit, and only under the
    /// permitted folders) or `text`.
    static func input(_ arguments: [String: JSONValue], _ access: FileAccess) throws(CallError) -> (
        bytes: [UInt8], path: String, LintConfiguration
    ) {
        if let path = arguments["path"]?.stringValue {
            guard let permitted = access.permitted(path) else {
                throw CallError(
                    "'\(TerminalText.excerpt(path, limit: 200))' is outside the client's roots and the working "
                        + "directory (\(access.folders.joined(separator: ", "))); pass the layout's `text` instead")
            }
            let bytes: [UInt8]
            do { bytes = try LayoutFileDiscovery.read(permitted, limit: LayoutFileDiscovery.maximumBytes) } catch {
                throw CallError(error.description)
            }
            // A .trellis.yml above the permitted folders is not applied: its findings would quote it.
            let found = try? ConfigurationFinder().configuration(forFile: permitted)
            let configuration =
                found.flatMap { found in
                    found.source.map { access.permitted($0.path) != nil } ?? true ? found.configuration : nil
                } ?? LintConfiguration()
            return (bytes, path, configuration)
        }
        guard let text = arguments["text"]?.stringValue else {
            throw CallError("give the layout file's `text`, or its `path`")
        }
        return (Array(text.utf8), "layout.layout.yaml", LintConfiguration())
    }

    static func options(_ arguments: [String: JSONValue]) throws(CallError) -> FramesRun.Options {
        var options = FramesRun.Options()
        if let device = arguments["device"], device != .null {
            guard let name = device.stringValue else { throw CallError("`device` must be a string: a preset's name") }
            // The words of the command line's --device, suggestion included.
            guard DevicePresets.named(name) != nil else { throw CallError(DeviceTable.unknownDevice(name)) }
            options.device = name
        }
        // A bound as the command line writes it: 1 and 100000, not 1.0 and 100000.0.
        func written(_ bound: Double) -> String {
            bound == bound.rounded() && abs(bound) < 1e15 ? String(Int(bound)) : String(bound)
        }
        func number(_ key: String, _ range: ClosedRange<Double>) throws(CallError) -> Double? {
            guard let value = arguments[key], value != .null else { return nil }
            guard let number = value.numberValue, range.contains(number) else {
                throw CallError(
                    "`\(key)` must be a number from \(written(range.lowerBound)) to \(written(range.upperBound))")
            }
            return number
        }
        func integer(_ key: String, _ range: ClosedRange<Int>) throws(CallError) -> Int? {
            guard let value = arguments[key], value != .null else { return nil }
            guard let number = value.numberValue, number == number.rounded(),
                number >= Double(range.lowerBound), number <= Double(range.upperBound)
            else {
                throw CallError("`\(key)` must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return Int(number)
        }
        options.width = try number("width", Limits.viewLengths)
        options.height = try number("height", Limits.viewLengths)
        options.itemCount = try integer("items", 0...Limits.mcpSectionItems)
        options.itemLimit = (Limits.mcpAnswerItems, "an answer")
        if options.device != nil, options.width != nil || options.height != nil {
            throw CallError("give either `device` or `width`/`height`, not both")
        }
        return options
    }

    static func lint(_ arguments: [String: JSONValue], _ access: FileAccess) throws(CallError) -> JSONValue {
        let (bytes, path, configuration) = try input(arguments, access)
        // An include is read only where a `path` could be: a layout must not bring in what a path may not name.
        let checked = Pipeline.check(
            bytes: bytes, path: path, configuration: configuration, includesWithin: access.folders)
        let report = Reporters.make(.json).report(
            checked.diagnostics, sources: [path: checked.source], fileCount: 1)
        let summary =
            checked.diagnostics.isEmpty
            ? "no problems" : "\(checked.diagnostics.count) diagnostic(s), errors: \(checked.diagnostics.hasErrors)"
        return result([summary, report], isError: false)
    }

    static func frames(_ arguments: [String: JSONValue], _ access: FileAccess) throws(CallError) -> JSONValue {
        let (bytes, path, configuration) = try input(arguments, access)
        var format = FramesFormat.json
        if let name = arguments["format"] {
            guard let named = name.stringValue.flatMap(FramesFormat.init(rawValue:)) else {
                throw CallError("format: json, csv or text")
            }
            format = named
        }
        let outcome = FramesRun.run(
            bytes: bytes, path: path, options: try options(arguments), configuration: configuration,
            includesWithin: access.folders)
        guard let tree = outcome.tree else { return diagnostics(outcome.diagnostics, outcome.source) }
        let output = FramesOutput(tree: tree, deviceName: outcome.deviceName)
        return result([output.rendered(as: format)], isError: false)
    }

    static func render(_ arguments: [String: JSONValue], _ access: FileAccess) throws(CallError) -> JSONValue {
        let (bytes, path, configuration) = try input(arguments, access)
        var format = RenderRun.Format.svg
        if let name = arguments["format"] {
            guard let named = name.stringValue.flatMap({ RenderRun.Format(outputPath: "x.\($0)") }) else {
                throw CallError("format: svg or html")
            }
            format = named
        }
        let options = try options(arguments)
        let devices = options.device.map { [$0] } ?? []
        let outcome = RenderRun.run(
            bytes: bytes, path: path, format: format, devices: devices, base: options, configuration: configuration,
            includesWithin: access.folders)
        guard let drawing = outcome.text else { return diagnostics(outcome.diagnostics, outcome.source) }
        return result([drawing], isError: false)
    }

    static func explain(_ arguments: [String: JSONValue]) -> JSONValue {
        guard let id = arguments["id"]?.stringValue else {
            return result([RuleCatalog.render(as: .text)], isError: false)
        }
        guard let description = RuleRegistry.description(of: RuleID(rawValue: id)) else {
            // The words of `trellis rules ID`, suggestion included (a long id is not compared letter by letter).
            return result([RuleRegistry.unknownRule(id)], isError: true)
        }
        return result([RuleCatalog.render([description], as: .text)], isError: false)
    }

    /// Why a file could not be laid out: its diagnostics, as JSON, as an error result.
    static func diagnostics(_ diagnostics: [Diagnostic], _ source: SourceFile) -> JSONValue {
        let report = Reporters.make(.json).report(diagnostics, sources: [source.path: source], fileCount: 1)
        return result(["the layout has errors", report], isError: true)
    }
}

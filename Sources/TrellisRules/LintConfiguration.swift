import TrellisCore
import TrellisEngine
import TrellisModel
import TrellisSyntax

/// `.trellis.yml`: which rules run, at which severity, for which deployment target and at which
/// targets (Docs/CLI.md, "Configuration: `.trellis.yml`").
package struct LintConfiguration: Sendable {
    package var disabledRules: Set<RuleID> = []
    package var optInRules: Set<RuleID> = []
    package var severities: [RuleID: Severity] = [:]
    /// For files that state none.
    package var deploymentTarget: DeploymentTarget?
    package var targets: [LintTarget] = LintTarget.defaults
    /// Paths relative to `directory` whose files folder walks skip.
    package var excluded: [String] = []
    /// What `trellis lint` with no path checks, relative to the configuration file's folder (SwiftLint's `included`);
    /// empty: the current folder.
    package var included: [String] = []
    /// Folders beyond the project that version 2's `include:` may read (Grammar/Reference.md §14.9), relative to the
    /// configuration file's folder: a deliberate widening, since an include otherwise stays in the project.
    package var includeRoots: [String] = []
    /// What `trellis compile` with no path generates, as SwiftGen's configuration lists its outputs: each job's
    /// layout files and folders, and the folder its Swift goes into, relative to the configuration file's folder.
    package var compile: [CompileJob] = []
    /// The folder the configuration file is in; nil for the built-in default.
    package var directory: String?

    /// A path the configuration names (`included`, `compile`, `includeRoots`): relative to the configuration's
    /// folder, or to the current folder for the built-in default.
    package func path(_ written: String) -> String {
        written.hasPrefix("/") ? written : (directory ?? ".") + "/" + written
    }
    /// Problems found reading the configuration file, located in it.
    package var diagnostics: [Diagnostic] = []

    package init() {}

    package static let fileName = ".trellis.yml"

    /// Every rule disabled: only the structural checks run (for measuring what rules cost).
    package static var structuralOnly: LintConfiguration {
        var configuration = LintConfiguration()
        configuration.disabledRules = Set(RuleRegistry.all.map { $0.description.id })
        return configuration
    }

    /// Whether `rule` runs for files under this configuration.
    package func isEnabled(_ description: RuleDescription) -> Bool {
        isEnabled(RuleRegistry.Header(description))
    }

    func isEnabled(_ rule: RuleRegistry.Header) -> Bool {
        if rule.isStructural { return true }
        if disabledRules.contains(rule.id) { return false }
        return !rule.optIn || optInRules.contains(rule.id)
    }

    package func severity(of description: RuleDescription, default severity: Severity) -> Severity {
        self.severity(of: RuleRegistry.Header(description), default: severity)
    }

    func severity(of rule: RuleRegistry.Header, default severity: Severity) -> Severity {
        rule.isStructural ? severity : (severities[rule.id] ?? severity)
    }

    private static let keys = [
        "disabled_rules", "opt_in_rules", "severity", "deploymentTarget", "targets", "included", "excluded",
        "compile", "includeRoots",
    ]
    private static let targetKeys = [
        "device", "width", "height", "horizontalSizeClass", "verticalSizeClass", "safeArea", "layoutMargins",
        "readableWidth", "scale", "iOS", "contentSize", "layoutDirection",
    ]
    /// Traits a device target may state beside its name.
    private static let deviceTraitKeys: Set<String> = ["device", "iOS", "contentSize", "layoutDirection"]

    /// Reads a loaded configuration file; every problem becomes a located diagnostic.
    package static func read(_ syntax: SyntaxDocument, directory: String) -> LintConfiguration {
        var reader = Reader(file: syntax.source.path)
        var configuration = LintConfiguration()
        configuration.directory = directory
        guard let root = syntax.root else { return configuration }
        guard let pairs = root.mapping else {
            reader.error(
                .typeMismatch, "a configuration file is a mapping of \(keys.joined(separator: ", "))", at: root.range)
            configuration.diagnostics = reader.diagnostics
            return configuration
        }
        for pair in pairs {
            switch pair.key {
            case "disabled_rules":
                configuration.disabledRules = Set(reader.ruleIDs(pair.value, key: pair.key, disabling: true))
            case "opt_in_rules":
                configuration.optInRules = Set(reader.ruleIDs(pair.value, key: pair.key, disabling: false))
            case "severity":
                guard let entries = reader.mapping(pair.value, key: pair.key) else { continue }
                for entry in entries {
                    guard let id = reader.ruleID(entry.key, range: entry.keyRange, disabling: true) else { continue }
                    guard let text = entry.value.scalar?.text, let severity = Severity(rawValue: text) else {
                        reader.error(
                            .invalidValue, "a severity is error, warning or note, not \(entry.value.kindDescription)",
                            at: entry.value.range)
                        continue
                    }
                    configuration.severities[id] = severity
                }
            case "deploymentTarget":
                guard let entries = reader.mapping(pair.value, key: pair.key) else { continue }
                var versions: [DeploymentTarget.Platform: OSVersion] = [:]
                for entry in entries {
                    guard let platform = DeploymentTarget.Platform(rawValue: entry.key) else {
                        reader.unknownKey(
                            entry, among: DeploymentTarget.Platform.allCases.map(\.rawValue), in: "deploymentTarget")
                        continue
                    }
                    guard let text = entry.value.scalar?.text, let version = OSVersion(text) else {
                        reader.error(
                            .invalidValue, "a version is written \"15.0\", not \(entry.value.kindDescription)",
                            at: entry.value.range)
                        continue
                    }
                    versions[platform] = version
                }
                configuration.deploymentTarget = DeploymentTarget(versions)
            case "targets":
                guard let entries = reader.sequence(pair.value, key: pair.key) else { continue }
                // Every rule runs at every target: their number multiplies lint's work (1,000 targets and a 2,000-
                // section file took 232 s and 1.5 GB), so it is bounded, with one error at the first past the bound.
                guard entries.count <= Limits.lintTargets else {
                    reader.error(
                        .inputLimit,
                        "'targets' lists \(entries.count) targets; at most \(Limits.lintTargets) are checked",
                        at: entries[Limits.lintTargets].range)
                    continue
                }
                let targets = entries.compactMap { reader.target($0) }
                if entries.isEmpty {
                    reader.error(.invalidValue, "'targets' needs at least one target", at: pair.value.range)
                }
                if targets.count == entries.count && !targets.isEmpty { configuration.targets = targets }
            case "compile":
                guard let entries = reader.sequence(pair.value, key: pair.key) else { continue }
                configuration.compile = entries.compactMap { reader.compileJob($0) }
            case "excluded", "included":
                guard let entries = reader.sequence(pair.value, key: pair.key) else { continue }
                let paths = entries.compactMap { entry -> String? in
                    guard let text = entry.scalar?.text, !text.isEmpty else {
                        reader.error(
                            .typeMismatch, "expected a path for '\(pair.key)', found \(entry.kindDescription)",
                            at: entry.range)
                        return nil
                    }
                    return text
                }
                if pair.key == "included" { configuration.included = paths } else { configuration.excluded = paths }
            case "includeRoots":
                guard let entries = reader.sequence(pair.value, key: pair.key) else { continue }
                configuration.includeRoots = entries.compactMap { entry -> String? in
                    guard let text = entry.scalar?.text, !text.isEmpty else {
                        reader.error(
                            .typeMismatch, "expected a folder for 'includeRoots', found \(entry.kindDescription)",
                            at: entry.range)
                        return nil
                    }
                    return text
                }
            default:
                reader.unknownKey(pair, among: keys, in: "the configuration")
            }
        }
        configuration.diagnostics = reader.diagnostics
        return configuration
    }

    private struct Reader {
        let file: String
        var diagnostics: [Diagnostic] = []

        mutating func error(_ rule: RuleID, _ message: String, at range: SourceRange, fixIt: FixIt? = nil) {
            diagnostics.append(Diagnostic(.error, rule, message, file: file, at: range, fixIt: fixIt))
        }

        mutating func unknownKey(_ pair: SyntaxPair, among known: [String], in noun: String) {
            let suggestion = Suggestion.closest(to: pair.key, in: known)
            error(
                .unknownKey,
                "unknown key '\(TerminalText.excerpt(pair.key))' in \(noun)"
                    + (suggestion.map(Suggestion.hint) ?? " (known keys: "
                        + "\(known.joined(separator: ", ")))"),
                at: pair.keyRange, fixIt: suggestion.map { FixIt(range: pair.keyRange, replacement: $0) })
        }

        mutating func mapping(_ node: SyntaxNode, key: String) -> [SyntaxPair]? {
            if let pairs = node.mapping { return pairs }
            error(.typeMismatch, "expected a mapping for '\(key)', found \(node.kindDescription)", at: node.range)
            return nil
        }

        mutating func sequence(_ node: SyntaxNode, key: String) -> [SyntaxNode]? {
            if let items = node.sequence { return items }
            error(.typeMismatch, "expected a sequence for '\(key)', found \(node.kindDescription)", at: node.range)
            return nil
        }

        /// A known rule id; an unknown one is a warning (and ignored), a structural one cannot be
        /// disabled or re-rated.
        mutating func ruleID(_ text: String, range: SourceRange, disabling: Bool) -> RuleID? {
            guard let description = RuleRegistry.description(of: RuleID(rawValue: text)) else {
                diagnostics.append(UnknownRuleIDRule.diagnostic(for: text, file: file, at: range))
                return nil
            }
            if disabling && description.isStructural {
                diagnostics.append(
                    Diagnostic(
                        .warning, UnknownRuleIDRule.description.id,
                        "'\(TerminalText.excerpt(text))' is a structural check; it is always on and always an error",
                        file: file, at: range))
                return nil
            }
            return description.id
        }

        mutating func ruleIDs(_ node: SyntaxNode, key: String, disabling: Bool) -> [RuleID] {
            guard let entries = sequence(node, key: key) else { return [] }
            return entries.compactMap { entry in
                guard let text = entry.scalar?.text else {
                    error(.typeMismatch, "expected a rule id, found \(entry.kindDescription)", at: entry.range)
                    return nil
                }
                return ruleID(text, range: entry.range, disabling: disabling)
            }
        }

        mutating func number(_ node: SyntaxNode?, _ key: String, positive: Bool = true) -> Double? {
            guard let node else { return nil }
            guard let value = node.scalar?.number, value.isFinite, value >= 0, !positive || value > 0,
                value <= 1_000_000
            else {
                error(
                    .invalidValue,
                    "'\(key)' must be a number \(positive ? "above 0" : "of at least 0") and at most 1000000, not "
                        + "\(node.kindDescription)",
                    at: node.range)
                return nil
            }
            return value
        }

        mutating func insets(_ node: SyntaxNode?, _ key: String) -> EdgeInsets? {
            guard let node else { return nil }
            if node.scalar != nil { return number(node, key, positive: false).map { EdgeInsets(all: $0) } }
            guard let pairs = mapping(node, key: key) else { return nil }
            var insets = EdgeInsets()
            for pair in pairs {
                let value = number(pair.value, pair.key, positive: false) ?? 0
                switch pair.key {
                case "top": insets.top = value
                case "leading": insets.leading = value
                case "bottom": insets.bottom = value
                case "trailing": insets.trailing = value
                default: unknownKey(pair, among: ["top", "leading", "bottom", "trailing"], in: key)
                }
            }
            return insets
        }

        mutating func sizeClass(_ node: SyntaxNode?, _ key: String) -> SizeClass? {
            guard let node else { return nil }
            guard let text = node.scalar?.text, let value = SizeClass(rawValue: text) else {
                error(.invalidValue, "'\(key)' is compact or regular, not \(node.kindDescription)", at: node.range)
                return nil
            }
            return value
        }

        /// `{inputs: [paths], output: folder}`; `inputs` may be one path.
        mutating func compileJob(_ node: SyntaxNode) -> CompileJob? {
            guard let pairs = mapping(node, key: "compile") else { return nil }
            var job = CompileJob()
            var sawInputs = false
            for pair in pairs {
                switch pair.key {
                case "inputs":
                    sawInputs = true
                    let entries = pair.value.sequence ?? [pair.value]
                    job.inputs = entries.compactMap { entry -> String? in
                        guard let text = entry.scalar?.text, !text.isEmpty else {
                            error(
                                .typeMismatch, "expected a path for 'inputs', found \(entry.kindDescription)",
                                at: entry.range)
                            return nil
                        }
                        return text
                    }
                case "output":
                    guard let text = pair.value.scalar?.text, !text.isEmpty else {
                        error(
                            .typeMismatch, "expected a folder for 'output', found \(pair.value.kindDescription)",
                            at: pair.value.range)
                        continue
                    }
                    job.output = text
                default:
                    unknownKey(pair, among: ["inputs", "output"], in: "a compile job")
                }
            }
            guard sawInputs else {
                error(
                    .missingKey, "a compile job needs 'inputs': the layout files and folders it compiles",
                    at: node.range)
                return nil
            }
            return job.inputs.isEmpty ? nil : job
        }

        /// `iPhone 16`, `{device: iPhone 16}` or `{width, height, ...traits}`.
        mutating func target(_ node: SyntaxNode) -> LintTarget? {
            if let name = node.scalar?.text { return device(name, at: node.range) }
            guard let pairs = mapping(node, key: "targets") else { return nil }
            for pair in pairs where !LintConfiguration.targetKeys.contains(pair.key) {
                unknownKey(pair, among: LintConfiguration.targetKeys, in: "a target")
            }
            let fields = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            let iOS = fields["iOS"].flatMap { self.iOSVersion($0) }
            let contentSize = fields["contentSize"].flatMap {
                self.word($0, "contentSize", as: ContentSizeCategory.self)
            }
            let direction = fields["layoutDirection"].flatMap {
                self.word($0, "layoutDirection", as: LayoutDirection.self)
            }
            if let device = fields["device"] {
                guard pairs.allSatisfy({ LintConfiguration.deviceTraitKeys.contains($0.key) }) else {
                    error(
                        .invalidValue,
                        "a target is either a device (with iOS, contentSize or layoutDirection) or a size with traits, "
                            + "not both",
                        at: node.range)
                    return nil
                }
                return self.device(device.scalar?.text ?? "", at: device.range)?.with(
                    iOSVersion: iOS, contentSize: contentSize, layoutDirection: direction)
            }
            let width = number(fields["width"], "width"), height = number(fields["height"], "height")
            guard let width, let height else {
                if fields["width"] == nil || fields["height"] == nil {
                    error(.missingKey, "a target needs 'width' and 'height' (or 'device')", at: node.range)
                }
                return nil
            }
            let safeArea = insets(fields["safeArea"], "safeArea")
            let margins = insets(fields["layoutMargins"], "layoutMargins")
            let environment = LayoutEnvironment(
                container: Size(width: width, height: height), safeArea: safeArea ?? .zero, layoutMargins: margins,
                readableWidth: number(fields["readableWidth"], "readableWidth"),
                scale: number(fields["scale"], "scale") ?? 3,
                horizontalSizeClass: sizeClass(fields["horizontalSizeClass"], "horizontalSizeClass"),
                verticalSizeClass: sizeClass(fields["verticalSizeClass"], "verticalSizeClass"))
            return LintTarget(name: nil, environment: environment, knowsInsets: safeArea != nil || margins != nil).with(
                iOSVersion: iOS, contentSize: contentSize, layoutDirection: direction)
        }

        /// `iOS: 17`: a major version the engine reproduces.
        mutating func iOSVersion(_ node: SyntaxNode) -> Int? {
            guard let value = node.scalar?.number, value.isFinite, abs(value) < 1_000, value == value.rounded(),
                LayoutOptions.supportedIOSVersions.contains(Int(value))
            else {
                error(
                    .invalidValue,
                    "'iOS' must be an iOS major version from \(LayoutOptions.supportedIOSVersions.lowerBound) to "
                        + "\(LayoutOptions.newestIOSVersion)",
                    at: node.range)
                return nil
            }
            return Int(value)
        }

        /// One of a fixed set of names, with a suggestion for a near miss.
        mutating func word<Word: CaseIterable & RawRepresentable>(_ node: SyntaxNode, _ key: String, as _: Word.Type)
            -> Word?
        where Word.RawValue == String {
            let text = node.scalar?.text ?? ""
            if let word = Word(rawValue: text) { return word }
            let names = Word.allCases.map(\.rawValue)
            let suggestion = Suggestion.closest(to: text, in: names)
            error(
                .invalidValue,
                "'\(TerminalText.excerpt(text))' is not a \(key)"
                    + (suggestion.map(Suggestion.hint) ?? " (one of \(names.joined(separator: ", ")))"),
                at: node.range, fixIt: suggestion.map { FixIt(range: node.range, replacement: $0) })
            return nil
        }

        mutating func device(_ name: String, at range: SourceRange) -> LintTarget? {
            if let preset = DevicePresets.named(name) { return LintTarget(preset: preset) }
            let suggestion = Suggestion.closest(to: name, in: DevicePresets.all.map(\.name))
            error(
                .invalidValue,
                "'\(TerminalText.excerpt(name))' is not a device preset" + (suggestion.map(Suggestion.hint) ?? "")
                    + " (`trellis devices` lists them)",
                at: range, fixIt: suggestion.map { FixIt(range: range, replacement: $0) })
            return nil
        }
    }
}

/// One entry of the configuration's `compile`: layout files and folders, and the folder their Swift goes into (nil:
/// each beside its layout). Paths are relative to the configuration file's folder.
package struct CompileJob: Sendable, Hashable {
    package var inputs: [String] = []
    package var output: String?
}

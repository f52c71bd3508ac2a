import Foundation
import SwiftSyntax
import TrellisCore
import TrellisModel
import TrellisUIKit
import TrellisWriter

/// Runs one layout function through the interpreter at each environment its code distinguishes, and turns
/// what it built into the model, noting what it could not follow.
final class LayoutBuilder {
    let declarations: LayoutInterpreter.Declarations
    let converters: [Syntax: (String, SourceLocationConverter)]
    private(set) var notes: [ImportNote] = []
    /// The TODO lines of each section layout, and of the whole file.
    private var sectionNotes: [String: [String]] = [:]
    private var fileNotes: [String] = []
    /// Where the next notes belong.
    private var currentSection: String?
    private var decorationViews: [String: String] = [:]
    /// The stand-in kinds given so far, by the source they stand in for.
    private var standInKinds: [String: ElementKind] = [:]
    /// The layout function: where a note about a value without a place of its own points.
    private var sourceNode: Syntax?
    /// The arguments a call in the files passes the layout function.
    private var entryArguments: LayoutInterpreter.Arguments = []
    /// The work every run of one layout function shares, and the placeholders of the expressions it computes.
    let budget: LayoutInterpreter.Budget
    private let symbols = LayoutInterpreter.Symbols()

    init(
        declarations: LayoutInterpreter.Declarations, converters: [Syntax: (String, SourceLocationConverter)],
        budget: LayoutInterpreter.Budget = .init()
    ) {
        self.declarations = declarations
        self.converters = converters
        self.budget = budget
    }

    /// An environment a run evaluates at: a width within a range of widths (between two cuts), a size class and an
    /// iOS version (nil: older than every version the code names).
    struct Environment: Hashable {
        var width: Double
        var range: Range<Double>
        /// The cuts at the range's lower and upper ends: several conditions may change at one width.
        var lower: [LayoutInterpreter.WidthCut]
        var upper: [LayoutInterpreter.WidthCut]
        var sizeClass: SizeClass
        var osVersion: OSVersion?
    }

    /// What the code distinguishes, as far as the runs so far have found.
    struct Distinctions: Equatable {
        var cuts: Set<LayoutInterpreter.WidthCut> = []
        var readsSizeClass = false
        var osVersions: Set<OSVersion> = []
    }

    func layoutFile(named name: String, from function: FunctionDeclSyntax, call: EntryCall) -> String {
        sourceNode = Syntax(function)
        entryArguments = call.arguments
        if let site = call.site {
            let place =
                converters[site.root].map { path, converter in
                    let line = converter.location(for: site.positionAfterSkippingLeadingTrivia).line
                    return "\(path.split(separator: "/").last ?? ""):\(line)"
                } ?? "the first call"
            for other in call.otherSites {
                note(
                    .unknown("a call of `\(function.name.text)` with other arguments", Syntax(other)),
                    standIn: "the call at \(place)")
            }
        }
        // Runs until the widths, size classes and iOS versions the code tests are all known.
        var distinctions = Distinctions()
        var runs: [(Environment, LayoutRun)] = []
        // What the last runs were made with, if the code still distinguishes more after the last round.
        var used = distinctions
        for _ in 0..<4 {
            used = distinctions
            runs = Self.environments(distinctions).map { environment in (environment, run(function, in: environment)) }
            var found = distinctions
            for (_, run) in runs {
                found.cuts.formUnion(run.distinctions.cuts)
                found.readsSizeClass = found.readsSizeClass || run.distinctions.readsSizeClass
                found.osVersions.formUnion(run.distinctions.osVersions)
            }
            if found == distinctions || budget.exhaustedAt != nil { break }
            distinctions = found
        }
        let readsSizeClass = used.readsSizeClass
        if let node = budget.exhaustedAt {
            let message =
                "the import stopped after \(budget.limit) evaluation steps here, so this layout is partial: what was "
                + "not reached has stand-ins"
            record(ImportNote(file: "", line: 0, column: 0, message: message), at: node)
            fileNotes.insert(
                "the import stopped after \(budget.limit) evaluation steps: this layout is partial, with stand-ins "
                    + "for what was not reached", at: 0)
        }
        let base = runs[0].1
        guard case let .object(layout)? = base.layout, layout.kind == .layout else {
            // Every TODO has its note: a result that is no layout (nil, a number) is said at the function too.
            if case .unknown? = base.layout {
                note(base.layout!, standIn: "nothing")
            } else {
                note(.unknown("what `\(function.name.text)` returns", Syntax(function)), standIn: "nothing")
            }
            fileNotes.append("`\(function.name.text)` returns no layout the importer can follow")
            return LayoutFileWriter(header: fileNotes.map { "TODO: \($0)" }).text(of: placeholder(name))
        }
        decorationViews = layout.decorationViews
        let configuration = settlingSymbols(in: self.configuration(layout.fields["configuration"]))
        // The section layouts: per section index, the content at each environment.
        var perIndex: [[SectionContent?]] = []
        for index in 0..<base.sections.count {
            perIndex.append(runs.map { _, run in run.sections.indices.contains(index) ? run.sections[index] : nil })
        }
        var sections: [SectionLayout] = []
        var finalNotes: [String: [String]] = [:]
        // Runs of equal indexes become ranges; indexes that repeat with a period (code testing `sectionIndex % 2`)
        // become steps from where the repetition starts.
        let period = base.repeats ? Self.period(of: perIndex) : nil
        var spans: [(indexes: [Int], pattern: IndexPattern)] = []
        var start = 0
        let end = period?.start ?? perIndex.count
        while start < end {
            var next = start + 1
            while next < end, perIndex[next] == perIndex[start] { next += 1 }
            let isLast = period == nil && next == perIndex.count
            let pattern: IndexPattern =
                isLast ? .from(start) : next - start == 1 ? .indexes(NonEmpty(start)) : .range(start..<next)
            spans.append((Array(start..<next), pattern))
            start = next
        }
        if let period {
            // Residues whose sections are equal share one section layout.
            var residues: [[Int]] = []
            for residue in period.start..<(period.start + period.length) {
                if let same = residues.firstIndex(where: { perIndex[$0[0]] == perIndex[residue] }) {
                    residues[same].append(residue)
                } else {
                    residues.append([residue])
                }
            }
            for group in residues {
                let steps = group.map { IndexPattern.every(period.length, from: $0) }
                let indexes = group.flatMap { Array(stride(from: $0, to: perIndex.count, by: period.length)) }
                spans.append((indexes, steps.count == 1 ? steps[0] : .union(NonEmpty(steps)!)))
            }
        }
        for span in spans {
            let first = span.indexes[0]
            if let section = sectionLayout(
                perIndex[first], environments: runs.map(\.0), pattern: span.pattern, name: base.sectionNames[first],
                sizeClasses: readsSizeClass)
            {
                // The notes of every index the section layout serves go to it.
                let gathered = span.indexes.flatMap { sectionNotes.removeValue(forKey: base.sectionNames[$0]) ?? [] }
                var unique: [String] = []
                for note in gathered where !unique.contains(note) { unique.append(note) }
                if !unique.isEmpty { finalNotes[section.name] = unique }
                sections.append(section)
            }
        }
        guard let nonEmpty = NonEmpty(sections) else {
            fileNotes.append("the provider returns no section the importer can follow")
            return LayoutFileWriter(header: fileNotes.map { "TODO: \($0)" }).text(of: placeholder(name))
        }
        let header =
            ["Imported by `trellis import` from `\(function.name.text)`."] + fileNotes.map { "TODO: \($0)" }
        var document = LayoutDocument(name: name, configuration: configuration, sections: nonEmpty)
        let usesVersion2 = sections.contains { section in
            section.hasExpression || section.indexes.map { !$0.isRanges } == true
                || section.variants.contains { $0.condition.expression != nil || $0.condition.iOS != nil }
        }
        if usesVersion2 { document.languageVersion = 2 }
        // Code that calls `repeatingSubitem:count:` builds for iOS 16 (the writer makes `repeating` version 2).
        return LayoutFileWriter(header: header, sectionNotes: finalNotes).text(of: document.raisingTargetForCopies())
    }

    /// What stands in for a size, an item and a group the importer cannot follow: a full-width row of one
    /// estimated(44) item, which self-sizing corrects.
    static let standInSize = LayoutSize(width: .fractionalWidth(1), height: .estimated(44))
    static let standInItem = GroupSubitem.item(LayoutItem(size: standInSize))
    static let standInGroup = LayoutGroup.standard(
        StandardGroup(axis: .vertical, size: standInSize, content: .subitems(NonEmpty(standInItem))))

    private func placeholder(_ name: String) -> LayoutDocument {
        LayoutDocument(
            name: name,
            sections: NonEmpty(SectionLayout(name: "main", base: SectionContent(body: .group(Self.standInGroup)))))
    }

    /// Widths to evaluate at: one in each range the cuts make (393 pt, an iPhone's, where it falls), at each size
    /// class and iOS version the code tests. The first is the base: the oldest iOS, compact, the iPhone's width.
    static func environments(_ distinctions: Distinctions) -> [Environment] {
        let byWidth = Dictionary(grouping: distinctions.cuts, by: \.width)
        let cuts = byWidth.keys.sorted().map { width in
            byWidth[width]!.sorted { "\($0.above)" < "\($1.above)" }
        }
        var spans: [(Range<Double>, [LayoutInterpreter.WidthCut], [LayoutInterpreter.WidthCut])] = []
        var lower: [LayoutInterpreter.WidthCut] = []
        for cut in cuts + [[]] {
            spans.append(((lower.first?.width ?? 0)..<(cut.first?.width ?? .infinity), lower, cut))
            lower = cut
        }
        let classes: [SizeClass] = distinctions.readsSizeClass ? [.compact, .regular] : [.compact]
        let versions: [OSVersion?] = [nil] + distinctions.osVersions.sorted()
        var environments: [Environment] = []
        for version in versions {
            for sizeClass in classes {
                for (range, lower, upper) in spans {
                    let width =
                        range.contains(393)
                        ? 393
                        : range.upperBound.isFinite ? (range.lowerBound + range.upperBound) / 2 : range.lowerBound + 100
                    environments.append(
                        Environment(
                            width: width, range: range, lower: lower, upper: upper, sizeClass: sizeClass,
                            osVersion: version))
                }
            }
        }
        return environments
    }

    // MARK: - One run

    struct LayoutRun {
        var layout: ImportValue?
        var sections: [SectionContent?] = []
        var sectionNames: [String] = []
        var distinctions = Distinctions()
        /// Whether the provider takes a remainder, so its sections may repeat with a period.
        var repeats = false
    }

    private func run(_ function: FunctionDeclSyntax, in environment: Environment) -> LayoutRun {
        let interpreter = LayoutInterpreter(
            declarations: declarations, width: environment.width, sizeClass: environment.sizeClass,
            osVersion: environment.osVersion, symbols: symbols, budget: budget)
        // The provider runs after the function returns, as code of the function's type.
        interpreter.enclosingType = LayoutInterpreter.enclosingType(of: function)
        var result = LayoutRun()
        var value = interpreter.call(function, arguments: entryArguments, at: Syntax(function))
        // A function returning one section is a layout of that section.
        if case let .object(section) = value, section.kind == .section {
            let layout = ImportObject(.layout)
            layout.sectionValue = value
            value = .object(layout)
        }
        result.layout = value
        guard case let .object(layout) = value, layout.kind == .layout else { return result }
        decorationViews = layout.decorationViews
        if let closure = layout.provider {
            let (count, enumName, repeats) = indexesDistinguished(by: closure)
            result.repeats = repeats
            let cases = enumName.flatMap { declarations.enums[$0] } ?? []
            for index in 0...count {
                let name = cases.first { $0.raw == index }?.name ?? "section\(index)"
                currentSection = name
                let section = interpreter.call(
                    closure, with: [.constant(Double(index), kind: .integer), .environment])
                result.sections.append(content(section))
                result.sectionNames.append(name)
            }
        } else if let section = layout.sectionValue {
            currentSection = "main"
            result.sections = [content(section)]
            result.sectionNames = ["main"]
        }
        currentSection = nil
        for condition in interpreter.undecided { note(condition.value, standIn: condition.standIn) }
        for cycle in interpreter.cycles {
            let message = "constants defined in a cycle: \(cycle.names.joined(separator: " → ")); not imported"
            record(ImportNote(file: "", line: 0, column: 0, message: message, severity: .error), at: cycle.node)
        }
        result.distinctions = Distinctions(
            cuts: interpreter.widthCuts, readsSizeClass: interpreter.readsSizeClass, osVersions: interpreter.osVersions)
        return result
    }

    /// How many section indexes the provider's code tells apart: one past the largest integer literal or enum
    /// raw value it names (the last index stands for every later one), and the enum it maps indexes to. Code taking
    /// a remainder repeats: twice as many indexes, at least 8, show its period.
    private func indexesDistinguished(by closure: ClosureExprSyntax) -> (count: Int, enum: String?, repeats: Bool) {
        // The provider's own code, and the code of the files' functions it hands the section index to
        // (`menuSection(for: sectionIndex)` testing `sectionIndex == 0`), however deep.
        var tokens = Array(closure.tokens(viewMode: .sourceAccurate))
        for helper in helpersReceivingIndex(from: closure) {
            tokens += Array(helper.tokens(viewMode: .sourceAccurate))
        }
        var (count, enumName) = literalIndexes(in: tokens, context: LayoutInterpreter.enclosingType(of: closure))
        count = max(count, arrayLength(indexedIn: closure))
        let remainder = tokens.contains { $0.tokenKind == .binaryOperator("%") || $0.text == "truncatingRemainder" }
        return (remainder ? min(64, max(8, 2 * count)) : count, enumName, remainder)
    }

    private func literalIndexes(in tokens: [TokenSyntax], context: String?) -> (Int, String?) {
        var largest = 0
        var enumName: String?
        for (index, token) in tokens.enumerated() {
            if case let .integerLiteral(literal) = token.tokenKind, let value = Int(literal), value < 64 {
                largest = max(largest, value + 1)
            }
            // `Name(rawValue:`: the enum the code maps indexes to, as Swift resolves `Name` here.
            if case let .identifier(name) = token.tokenKind, index + 2 < tokens.count,
                tokens[index + 1].tokenKind == .leftParen, tokens[index + 2].text == "rawValue"
            {
                let resolved = LayoutInterpreter.resolvedType(name, from: context, in: declarations)
                if let cases = declarations.enums[resolved] {
                    enumName = resolved
                    largest = max(largest, (cases.map(\.raw).max() ?? 0) + 1)
                }
            }
        }
        return (largest, enumName)
    }

    /// The length of an array property the provider subscripts by the section index (`self?.sections[sectionIndex]`),
    /// written as a literal and never assigned: past it, the provider gives no section.
    private func arrayLength(indexedIn closure: ClosureExprSyntax) -> Int {
        guard let index = LayoutInterpreter.parameterNames(of: closure).first else { return 0 }
        let finder = SubscriptFinder(viewMode: .sourceAccurate)
        finder.walk(closure)
        var longest = 0
        for subscripted in finder.subscripts {
            guard subscripted.arguments.count == 1, subscripted.arguments.first?.expression.trimmedDescription == index
            else { continue }
            let called = subscripted.calledExpression
            let member = called.as(MemberAccessExprSyntax.self)
            guard member.map({ ["self", "self?"].contains($0.base?.trimmedDescription ?? "") }) ?? true,
                let name = member?.declName.baseName.text ?? called.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { continue }
            var scope = LayoutInterpreter.enclosingType(of: closure)
            while let type = scope {
                if case let .stored(initial, isLet, _)? = declarations.members["\(type).\(name)"],
                    isLet || !declarations.assigned.contains(name), let array = initial.as(ArrayExprSyntax.self)
                {
                    longest = max(longest, min(64, array.elements.count))
                    break
                }
                scope = LayoutInterpreter.outerType(of: type)
            }
        }
        return longest
    }

    /// The bodies of the files' functions that `closure` calls with its first parameter (the section index) among the
    /// arguments, and of those they call with the parameter it binds, transitively (each function once).
    private func helpersReceivingIndex(from closure: ClosureExprSyntax) -> [CodeBlockSyntax] {
        guard let indexName = LayoutInterpreter.parameterNames(of: closure).first else { return [] }
        var bodies: [CodeBlockSyntax] = []
        var seen: Set<SyntaxIdentifier> = []
        var pending: [(Syntax, String)] = [(Syntax(closure), indexName)]
        while let (code, name) = pending.popLast(), bodies.count < 32 {
            let finder = CallFinder(viewMode: .sourceAccurate)
            finder.walk(code)
            for call in finder.calls {
                guard let callee = DeclarationCollector.calledName(of: call),
                    let position = call.arguments.firstIndex(where: { argument in
                        argument.expression.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
                    })
                else { continue }
                let offset = call.arguments.distance(from: call.arguments.startIndex, to: position)
                for function in declarations.overloads[callee] ?? [] {
                    guard let body = function.body, seen.insert(function.id).inserted else { continue }
                    bodies.append(body)
                    let parameters = Array(function.signature.parameterClause.parameters)
                    if offset < parameters.count {
                        let parameter = parameters[offset]
                        pending.append((Syntax(body), (parameter.secondName ?? parameter.firstName).text))
                    }
                }
            }
        }
        return bodies
    }

    // MARK: - Section layouts

    /// The shortest period above 1 with which the sections repeat, from the first index where they do, when the
    /// runs show it at least twice over.
    static func period(of sections: [[SectionContent?]]) -> (start: Int, length: Int)? {
        guard sections.count >= 4 else { return nil }
        // The repetition that starts earliest (the shorter on a tie), seen at least twice over.
        var best: (start: Int, length: Int)?
        for length in 1...(sections.count / 2) {
            var start = sections.count - length
            while start > 0, sections[start - 1] == sections[start - 1 + length] { start -= 1 }
            guard start + 2 * length <= sections.count else { continue }
            if best == nil || start < best!.start { best = (start, length) }
        }
        // A period of 1 is a run of equal sections, which a range from its start says.
        guard let best, best.length > 1 else { return nil }
        return best
    }

    private func sectionLayout(
        _ contents: [SectionContent?], environments: [Environment], pattern: IndexPattern, name: String,
        sizeClasses: Bool
    ) -> SectionLayout? {
        guard let base = contents[0] else {
            if contents.contains(where: { $0 != nil }) {
                fileNotes.append("section \(pattern) has a layout only in some environments; not imported")
            }
            return nil
        }
        // Each iOS version's variants come before older ones' (the first that holds wins), and say only where that
        // version's sections differ from the previous version's.
        var variants: [SectionVariant] = []
        let groups = Dictionary(grouping: contents.indices) { environments[$0].osVersion }
        let versions: [OSVersion?] = [nil] + groups.keys.compactMap { $0 }.sorted()
        for (rank, version) in versions.enumerated().reversed() {
            let members = groups[version] ?? []
            // What the sections are where this version's variants do not hold: the previous version's.
            let previous: [SectionContent?] =
                rank == 0 ? members.map { _ in base } : (groups[versions[rank - 1]] ?? []).map { contents[$0] }
            var position = rank == 0 ? 1 : 0
            while position < members.count {
                let index = members[position]
                let environment = environments[index]
                let unchanged =
                    rank == 0
                    ? contents[index] == base && (environment.sizeClass == .compact || !sizeClasses)
                    : contents[index] == previous[position]
                var last = environment
                var next = position + 1
                while next < members.count, environments[members[next]].sizeClass == environment.sizeClass,
                    contents[members[next]] == contents[index],
                    unchanged == (rank == 0 ? false : contents[members[next]] == previous[next])
                {
                    last = environments[members[next]]
                    next += 1
                }
                if let content = contents[index], !unchanged {
                    var condition = Self.widthCondition(from: environment.lower, to: last.upper)
                    condition.horizontalSizeClass = sizeClasses ? environment.sizeClass : nil
                    condition.iOS = version
                    variants.append(SectionVariant(condition: condition, content: content))
                }
                position = next
            }
        }
        let layoutName = pattern == .from(0) ? "main" : name
        return SectionLayout(name: layoutName, indexes: pattern, base: base, variants: variants)
    }

    /// The condition of the widths between two cuts: `minWidth` and `maxWidth` where the code compares the effective
    /// width with `>=` or `<` (what they mean), else version 2's `if:` with the code's own comparisons.
    static func widthCondition(
        from lower: [LayoutInterpreter.WidthCut], to upper: [LayoutInterpreter.WidthCut]
    ) -> VariantCondition {
        func isMinWidth(_ cuts: [LayoutInterpreter.WidthCut]) -> Bool {
            cuts.allSatisfy { $0.above == .comparison(.greaterOrEqual, .name(.effectiveWidth), .number($0.width)) }
        }
        guard !isMinWidth(lower) || !isMinWidth(upper) else {
            return VariantCondition(
                minWidth: lower.first.map { LayoutNumber($0.width) },
                maxWidth: upper.first.map { LayoutNumber($0.width) })
        }
        // Above every cut at the lower end, below every cut at the upper end.
        var parts: [Condition] = lower.map(\.above)
        for cut in upper {
            guard case let .comparison(op, left, right) = cut.above else { continue }
            parts.append(LayoutInterpreter.negation(of: op, left, right))
        }
        var condition = VariantCondition()
        condition.expression = parts.dropFirst().reduce(parts[0]) { .and($0, $1) }
        return condition
    }

    /// The configuration's boundary items take no expressions: one computed from the environment (an object the
    /// provider changed) holds its value in the reference environment, with a note.
    private func settlingSymbols(in configuration: LayoutConfiguration) -> LayoutConfiguration {
        var configuration = configuration
        var probe = SectionContent(body: .list(ListConfiguration()))
        probe.boundaryItems = configuration.boundaryItems
        probe = probe.mappingNumbers { number, _ in
            guard let expression = number.expression else { return number }
            let reason = "`\(expression)` in a layout-wide boundary item, which takes only numbers"
            if let sourceNode { note(.unknown(reason, sourceNode), standIn: "its value at 390 × 844") }
            return LayoutNumber(number.value)
        }
        configuration.boundaryItems = probe.boundaryItems
        return configuration
    }

    // MARK: - Conversion to the model

    /// Records a note or an error at `node`'s position, once.
    private func record(_ note: ImportNote, at node: Syntax) {
        var note = note
        if let (path, converter) = converters[node.root] {
            let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            note.file = path
            note.line = location.line
            note.column = location.column
        }
        if !notes.contains(note) { notes.append(note) }
    }

    /// Records a note for `value` if it is unknown, at its source position, and in the layout file.
    private func note(_ value: ImportValue, standIn: String) {
        guard case let .unknown(reason, node) = value, reason != budget.exhaustion else { return }
        var file = "<unknown>"
        var line = 0, column = 0
        if let (path, converter) = converters[node.root] {
            let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            file = path
            line = location.line
            column = location.column
        }
        let message = "not imported: \(reason); \(standIn) stands in"
        let note = ImportNote(file: file, line: line, column: column, message: message)
        if !notes.contains(note) { notes.append(note) }
        let todo = "\(message) (\(file.split(separator: "/").last ?? ""):\(line))"
        if let currentSection {
            if !(sectionNotes[currentSection]?.contains(todo) ?? false) {
                sectionNotes[currentSection, default: []].append(todo)
            }
        } else if !fileNotes.contains(todo) {
            fileNotes.append(todo)
        }
    }

    private func content(_ value: ImportValue) -> SectionContent? {
        if case .none = value { return nil }
        guard case let .object(section) = value, section.kind == .section else {
            note(value, standIn: "a list")
            return SectionContent(body: .list(ListConfiguration()))
        }
        let known: Set<String> = [
            "group", "list", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior",
            "contentInsetsReference", "supplementaryContentInsetsReference", "supplementariesFollowContentInsets",
            "boundarySupplementaryItems", "decorationItems",
        ]
        for (key, field) in section.fields.sorted(by: { $0.key < $1.key }) where !known.contains(key) {
            if case let .closure(closure) = field {
                note(.unknown("`\(key)`, which is app code", Syntax(closure)), standIn: "nothing")
            } else {
                note(field, standIn: "nothing")
            }
        }
        let body: SectionContent.Body
        if let list = section.fields["list"] {
            body = .list(listConfiguration(list))
        } else {
            body = .group(group(section.fields["group"] ?? .none))
        }
        // What the two supplementary insets settings are not is ignored: the section's own insets still apply.
        var reference: ContentInsetsReference?, follows: Bool?
        if case let .member(name)? = section.fields["supplementaryContentInsetsReference"] {
            reference = ContentInsetsReference(rawValue: name)
        }
        if case let .bool(value)? = section.fields["supplementariesFollowContentInsets"] { follows = value }
        return Conversion.section(
            body: body, contentInsets: insets(section.fields["contentInsets"]),
            interGroupSpacing: number(section.fields["interGroupSpacing"], default: 0),
            orthogonalScrolling: member(section.fields["orthogonalScrollingBehavior"], default: .none),
            contentInsetsReference: optionalMember(section.fields["contentInsetsReference"]),
            supplementaryReference: reference, supplementariesFollowContentInsets: follows,
            boundaryItems: objects(section.fields["boundarySupplementaryItems"]).map(boundaryItem),
            decorations: objects(section.fields["decorationItems"]).map(decoration))
    }

    private func objects(_ value: ImportValue?) -> [ImportObject] {
        guard let value else { return [] }
        guard case let .array(list) = value else {
            if case .none = value { return [] }
            note(value, standIn: "nothing")
            return []
        }
        return list.compactMap { element in
            if case let .object(object) = element { return object }
            note(element, standIn: "nothing")
            return nil
        }
    }

    private func group(_ value: ImportValue) -> LayoutGroup {
        guard case let .object(group) = value, group.kind == .group else {
            note(value, standIn: "a full-width group of one estimated(44) row")
            return Self.standInGroup
        }
        let size = self.size(group.fields["layoutSize"])
        if let custom = group.fields["custom"] {
            note(custom, standIn: "a group of the custom group's size holding one item")
            return .custom(CustomGroup(size: size))
        }
        let axis: Axis = member(group.fields["axis"], default: .horizontal)
        let subitems = objects(group.fields["subitems"]).map(subitem)
        var repetition = Conversion.Repetition.none
        if let count = group.fields["count"] {
            let written = number(count, default: 1)
            repetition = .resized(written.expression == nil ? LayoutNumber(Double(Self.count(written.value))) : written)
        } else if let count = group.fields["repeatingCount"] {
            // `repeating`: the count as the code computes it, an expression when the environment gives it.
            repetition = .keepingSize(number(count, default: 1))
        }
        return Conversion.group(
            axis: axis, size: size, subitems: subitems, repetition: repetition,
            placeholder: Self.standInItem, convert: { subitem, _ in subitem },
            interItemSpacing: spacing(group.fields["interItemSpacing"]),
            contentInsets: insets(group.fields["contentInsets"]),
            edgeSpacing: edgeSpacing(group.fields["edgeSpacing"]),
            supplementaries: objects(group.fields["supplementaryItems"]).map(supplementary))
    }

    private func subitem(_ object: ImportObject) -> GroupSubitem {
        if object.kind == .group { return .group(group(.object(object))) }
        return .item(
            LayoutItem(
                size: size(object.fields["layoutSize"]), contentInsets: insets(object.fields["contentInsets"]),
                edgeSpacing: edgeSpacing(object.fields["edgeSpacing"]),
                supplementaries: objects(object.fields["supplementaryItems"]).map(supplementary)))
    }

    private func listConfiguration(_ value: ImportValue) -> ListConfiguration {
        guard case let .object(list) = value, list.kind == .listConfiguration else {
            note(value, standIn: "a plain list")
            return ListConfiguration()
        }
        let shaping: Set<String> = ["appearance", "headerMode", "footerMode", "showsSeparators"]
        for key in list.fields.keys.sorted() where !shaping.contains(key) {
            if case .unknown = list.fields[key]! { note(list.fields[key]!, standIn: "nothing") }
        }
        var showsSeparators = true
        if case let .bool(shows)? = list.fields["showsSeparators"] { showsSeparators = shows }
        return ListConfiguration(
            appearance: member(list.fields["appearance"], default: .plain),
            headerMode: member(list.fields["headerMode"], default: .none),
            footerMode: member(list.fields["footerMode"], default: .none), showsSeparators: showsSeparators)
    }

    private func configuration(_ value: ImportValue?) -> LayoutConfiguration {
        guard case let .object(configuration)? = value, configuration.kind == .configuration else {
            if let value { note(value, standIn: "the default configuration") }
            return LayoutConfiguration()
        }
        return LayoutConfiguration(
            scrollDirection: member(configuration.fields["scrollDirection"], default: .vertical),
            interSectionSpacing: plainNumber(configuration.fields["interSectionSpacing"], default: 0),
            contentInsetsReference: optionalMember(configuration.fields["contentInsetsReference"]),
            boundaryItems: objects(configuration.fields["boundarySupplementaryItems"]).map(boundaryItem))
    }

    private func boundaryItem(_ object: ImportObject) -> BoundaryItem {
        var offset = LayoutPoint.zero
        if case let .point(point)? = object.fields["absoluteOffset"] { offset = point }
        var pinned = false, extends = true
        if case let .bool(value)? = object.fields["pinToVisibleBounds"] { pinned = value }
        if case let .bool(value)? = object.fields["extendsBoundary"] { extends = value }
        return BoundaryItem(
            kind: kind(object.fields["elementKind"]), alignment: member(object.fields["alignment"], default: .top),
            size: size(object.fields["layoutSize"]), pinToVisibleBounds: pinned, extendsBoundary: extends,
            absoluteOffset: offset, zIndex: integer(object.fields["zIndex"]),
            contentInsets: insets(object.fields["contentInsets"]))
    }

    private func supplementary(_ object: ImportObject) -> SupplementaryItem {
        var itemAnchor: LayoutAnchor?
        if case let .anchor(anchor)? = object.fields["itemAnchor"] { itemAnchor = anchor }
        return SupplementaryItem(
            kind: kind(object.fields["elementKind"]), size: size(object.fields["layoutSize"]),
            containerAnchor: anchor(object.fields["containerAnchor"]), itemAnchor: itemAnchor,
            zIndex: integer(object.fields["zIndex"]))
    }

    private func decoration(_ object: ImportObject) -> DecorationItem {
        let kind = self.kind(object.fields["elementKind"])
        return DecorationItem(
            kind: kind, viewClass: decorationViews[Conversion.uikitKind(kind)],
            contentInsets: insets(object.fields["contentInsets"]),
            zIndex: integer(object.fields["zIndex"]))
    }

    // MARK: - Values

    /// A number as an `Int`, clamped to what one holds (`count: 1e19` in code is refused by lint, not a crash here).
    static func count(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(Swift.min(Swift.max(value, -1e15), 1e15))
    }

    private func size(_ value: ImportValue?) -> LayoutSize {
        if case let .size(size)? = value { return size }
        note(value ?? .none, standIn: "fractionalWidth(1) × estimated(44)")
        return Self.standInSize
    }

    /// A number where a layout file may write an expression: the expression, or the number.
    private func number(_ value: ImportValue?, default fallback: Double) -> LayoutNumber {
        switch value {
        case let .number(number, symbol, _)?:
            return symbol.map(symbols.number(for:)) ?? LayoutNumber(number)
        case nil, .none?:
            return LayoutNumber(fallback)
        case let value?:
            note(value, standIn: LayoutFileWriter.number(fallback))
            return LayoutNumber(fallback)
        }
    }

    /// A number where a layout file takes only a number: one computed from the environment is noted, and its value
    /// here stands in.
    private func plainNumber(_ value: ImportValue?, default fallback: Double) -> Double {
        guard case let .number(number, symbol?, _)? = value else { return self.number(value, default: fallback).value }
        let reason = "`\(symbol)`, computed from the environment where a layout file takes a number"
        if let node = sourceNode { note(.unknown(reason, node), standIn: Expression.numberText(number)) }
        return number
    }

    private func integer(_ value: ImportValue?) -> Int? {
        guard let value, case .number = value else { return nil }
        return Self.count(plainNumber(value, default: 0))
    }

    private func insets(_ value: ImportValue?) -> LayoutInsets {
        switch value {
        case let .insets(insets)?: return insets
        case .member("zero")?, nil, .none?: return .zero
        case let value?:
            note(value, standIn: "0")
            return .zero
        }
    }

    private func spacing(_ value: ImportValue?) -> LayoutSpacing? {
        switch value {
        case let .spacing(spacing)?: return spacing
        case nil, .none?: return nil
        case let value?:
            note(value, standIn: "no spacing")
            return nil
        }
    }

    private func edgeSpacing(_ value: ImportValue?) -> EdgeSpacing? {
        switch value {
        case let .edgeSpacing(spacing)?: return spacing
        case nil, .none?: return nil
        case let value?:
            note(value, standIn: "no edge spacing")
            return nil
        }
    }

    private func anchor(_ value: ImportValue?) -> LayoutAnchor {
        if case let .anchor(anchor)? = value { return anchor }
        note(value ?? .none, standIn: "the top edge")
        return LayoutAnchor(edges: [.top])
    }

    /// The element kind a value gives. One the language cannot write (a string that is not a kind name, or a value
    /// the importer cannot follow) gets a stand-in of its own, `element`, `element2`, ..., the same for the same
    /// source, so two such kinds stay two kinds; a note says which stands in.
    private func kind(_ value: ImportValue?) -> ElementKind {
        if case let .string(kind)? = value, let first = kind.first, first.isLetter,
            kind.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }), kind.allSatisfy(\.isASCII)
        {
            return Conversion.kind(kind)
        }
        let source: String
        switch value {
        case let .string(text)?: source = "\"\(text)\""
        case let .unknown(_, node)?: source = node.trimmedDescription
        default: source = ""
        }
        if let known = standInKinds[source] { return known }
        let standIn = ElementKind(rawValue: standInKinds.isEmpty ? "element" : "element\(standInKinds.count + 1)")
        standInKinds[source] = standIn
        if case let .string(text)? = value, let node = sourceNode {
            note(
                .unknown("the element kind \"\(TerminalText.excerpt(text))\", which a layout file cannot write", node),
                standIn: "the kind `\(standIn.rawValue)`")
        } else {
            note(value ?? .none, standIn: "the kind `\(standIn.rawValue)`")
        }
        return standIn
    }

    private func member<T: RawRepresentable>(_ value: ImportValue?, default fallback: T) -> T
    where T.RawValue == String {
        guard let value else { return fallback }
        if case let .member(name) = value, let known = T(rawValue: name) { return known }
        if case .none = value { return fallback }
        note(value, standIn: fallback.rawValue)
        return fallback
    }

    private func optionalMember<T: RawRepresentable>(_ value: ImportValue?) -> T? where T.RawValue == String {
        guard let value else { return nil }
        if case let .member(name) = value, let known = T(rawValue: name) { return known }
        if case .none = value { return nil }
        note(value, standIn: "automatic")
        return nil
    }
}

/// Every call in a piece of code, in source order.
private final class CallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}

private final class SubscriptFinder: SyntaxVisitor {
    var subscripts: [SubscriptCallExprSyntax] = []

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        subscripts.append(node)
        return .visitChildren
    }
}

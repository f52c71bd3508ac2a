import Foundation
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import TrellisModel
import TrellisWriter

/// `trellis import FILE.swift...`: finds the functions that return a layout (`UICollectionViewLayout`,
/// `UICollectionViewCompositionalLayout` or AppKit's names) and writes each as a layout file, following the code
/// statically. A section provider is evaluated for each section index its code distinguishes and for each width
/// range and size class it tests, which become `indexes` and variants. What cannot be followed is reported as a
/// note on the Swift source and written as a `# TODO` comment, with a stand-in value.
package struct SwiftLayoutImporter {
    /// One imported layout.
    package struct ImportedLayout: Sendable {
        /// The layout's name (`makeFeedLayout` gives `Feed`).
        package var name: String
        /// The Swift function it came from, and where.
        package var function: String
        package var file: String
        package var line: Int
        /// The layout file's text.
        package var text: String
        package var notes: [ImportNote]
        /// How a program compiled with the file can run the layout, for `trellis import --check`.
        package var entry: Entry
    }

    /// How the imported layout's code can be run from another file of the same module.
    package enum Entry: Sendable, Equatable {
        /// A call expression giving the layout (`makeFeedLayout()`, `Metrics.makeLayout()`).
        case call(String)
        /// A view controller to make with `Type()` and lay out through its lifecycle; of its collection views, the
        /// one in the named stored property (found in the source), else the first.
        case viewController(String, collectionView: String?)
        /// A call expression giving one section, laid out alone (`makeTopSitesSection(environment: environment)`,
        /// in a provider whose parameters are `index` and `environment`).
        case section(String)
        /// Why it cannot be run from outside (a private function, an instance method of another type, ...).
        case unavailable(String)
    }

    /// The Swift files, by path and text.
    let sources: [(path: String, text: String)]

    package init(sources: [(path: String, text: String)]) {
        self.sources = sources
    }

    static let layoutTypes: Set<String> = [
        "UICollectionViewLayout", "UICollectionViewCompositionalLayout", "NSCollectionViewLayout",
        "NSCollectionViewCompositionalLayout",
    ]

    /// The layouts of the files, and the errors that kept a file or a layout from being followed.
    package struct Outcome: Sendable {
        package var layouts: [ImportedLayout]
        /// Files nested too deeply to read, and constants defined in a cycle, each at its place.
        package var errors: [ImportNote]
        /// The resources the files read from the app's bundle, each at its place: `--check`'s program has none.
        package var bundleResources: [ImportNote] = []
    }

    package func importLayouts() -> [ImportedLayout] { importAll().layouts }

    package func importAll() -> Outcome {
        var declarations = LayoutInterpreter.Declarations()
        var entryPoints: [(function: FunctionDeclSyntax, file: String, converter: SourceLocationConverter)] = []
        var sectionFunctions: [(function: FunctionDeclSyntax, file: String, converter: SourceLocationConverter)] = []
        var converters: [Syntax: (String, SourceLocationConverter)] = [:]
        var errors: [ImportNote] = []
        var calls: [String: [FunctionCallExprSyntax]] = [:]
        var resources: [ImportNote] = []
        for source in sources {
            // Bounded before the parser sees it, and the tree before it is folded and walked.
            if let violation = SourceLimits.scan(source.text) {
                let (line, column) = SourceLimits.location(of: violation.offset, in: source.text)
                errors.append(
                    ImportNote(
                        file: source.path, line: line, column: column, message: violation.message, severity: .error))
                continue
            }
            let parsed = Parser.parse(source: source.text)
            if let violation = SourceLimits.check(parsed) {
                let (line, column) = SourceLimits.location(of: violation.offset, in: source.text)
                errors.append(
                    ImportNote(
                        file: source.path, line: line, column: column, message: violation.message, severity: .error))
                continue
            }
            // Code that does not compile is no layout: its first syntax error is reported where it is.
            // (The parser's own nesting bound is not a mistake in the code: what it stopped at is noted later.)
            if let syntaxError = ParseDiagnosticsGenerator.diagnostics(for: parsed).first(where: {
                $0.diagMessage.severity == .error && !$0.message.contains("maximum nesting level")
            }) {
                let location = SourceLocationConverter(fileName: source.path, tree: parsed).location(
                    for: syntaxError.position)
                errors.append(
                    ImportNote(
                        file: source.path, line: location.line, column: location.column,
                        message: "Swift syntax error: \(syntaxError.message)", severity: .error))
                continue
            }
            let tree = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
            let converter = SourceLocationConverter(fileName: source.path, tree: tree)
            converters[Syntax(tree)] = (source.path, converter)
            let collector = DeclarationCollector(viewMode: .sourceAccurate)
            collector.walk(tree)
            declarations.functions.merge(collector.functions) { first, _ in first }
            declarations.overloads.merge(collector.overloads) { $0 + $1 }
            declarations.enums.merge(collector.enums) { first, _ in first }
            declarations.constants.merge(collector.constants) { first, _ in first }
            declarations.members.merge(collector.members) { first, _ in first }
            declarations.assigned.formUnion(collector.assigned)
            declarations.classes.merge(collector.classes) { first, _ in first }
            declarations.overrides.merge(collector.overrides) { first, _ in first }
            declarations.types.formUnion(collector.types)
            declarations.addTypes(of: collector)
            for (name, list) in collector.calls { calls[name, default: []] += list }
            for (resource, call) in collector.bundleResources {
                let location = converter.location(for: call.positionAfterSkippingLeadingTrivia)
                resources.append(
                    ImportNote(
                        file: source.path, line: location.line, column: location.column,
                        message: "the code reads `\(resource)` from the app's bundle"))
            }
            sectionFunctions += collector.sectionFunctions.map { ($0, source.path, converter) }
            // Every layout function, wherever declared: two types may each have a `createLayout()`.
            for function in collector.layoutFunctions {
                entryPoints.append((function, source.path, converter))
            }
        }
        let madeBare = declarations.types.filter(declarations.isMadeBare)
        // Files that define sections but no whole layout (helpers of a layout written elsewhere): each section
        // function imports as a layout of that one section.
        if entryPoints.isEmpty { entryPoints = sectionFunctions }
        var names = Set<String>()
        let layouts = entryPoints.map { entry in
            let base = Self.layoutName(entry.function, file: entry.file)
            var name = base
            var suffix = 2
            while !names.insert(name).inserted {
                name = base + "\(suffix)"
                suffix += 1
            }
            let location = entry.converter.location(for: entry.function.positionAfterSkippingLeadingTrivia)
            let builder = LayoutBuilder(declarations: declarations, converters: converters)
            let call = EntryCall(of: entry.function, calls: calls[entry.function.name.text] ?? [])
            let text = builder.layoutFile(named: name, from: entry.function, call: call)
            var runnable = Self.entry(
                of: entry.function, call: call, classes: declarations.classes, madeBare: madeBare)
            if case let .viewController(type, _) = runnable {
                // Which of the controller's collection views this function's layout is given to.
                let property = EntryCall.collectionViewProperty(
                    of: entry.function, type: type, calls: calls[entry.function.name.text] ?? [],
                    stored: declarations.stored)
                let siblings = entryPoints.filter { LayoutInterpreter.enclosingType(of: $0.function) == type }.count
                runnable =
                    property == nil && siblings > 1
                    ? .unavailable(
                        "\(type) has \(siblings) layout functions, and no collection view of it is given "
                            + "`\(entry.function.name.text)()`'s layout in the files")
                    : .viewController(type, collectionView: property)
            }
            return ImportedLayout(
                name: name, function: entry.function.name.text, file: entry.file, line: location.line, text: text,
                notes: builder.notes, entry: runnable)
        }
        return Outcome(layouts: layouts, errors: errors, bundleResources: resources)
    }

    /// How a program can run `function`: its view controller, for a layout method of one; else a call, for a
    /// function, static function or (for a section function) method of a class others can see, with the arguments
    /// `call` found; else why not.
    static func entry(
        of function: FunctionDeclSyntax, call: EntryCall, classes: [String: [String]], madeBare: Set<String> = []
    ) -> Entry {
        let name = function.name.text
        let type = LayoutInterpreter.enclosingType(of: function)
        let modifiers = Set(function.modifiers.map(\.name.text))
        let isStatic = !modifiers.isDisjoint(with: ["static", "class"])
        let returnsSection = !returnsLayout(function)
        if !returnsSection, let type, isViewController(type, classes: classes) {
            return .viewController(type, collectionView: nil)
        }
        if !modifiers.isDisjoint(with: ["private", "fileprivate"]) {
            return .unavailable("`\(name)` is private to its file")
        }
        let arguments: [String]
        switch call.swiftArguments {
        case let .success(list): arguments = list
        case let .failure(refusal): return .unavailable(refusal.reason)
        }
        let callee: String
        switch type {
        case nil: callee = name
        case let type? where isStatic: callee = "\(type).\(name)"
        case let type? where returnsSection && (isViewController(type, classes: classes) || madeBare.contains(type)):
            // A value made with `Type()` (a view controller, without loading its view): its section functions read
            // no outlet.
            callee = "\(type)().\(name)"
        case let type?:
            return .unavailable("`\(name)` is an instance method of \(type), which is not a view controller")
        }
        let text = "\(callee)(\(arguments.joined(separator: ", ")))"
        return returnsSection ? .section(text) : .call(text)
    }

    /// Whether `type` is a class of the files inheriting, directly or through others, from a UIKit view controller.
    static func isViewController(_ type: String, classes: [String: [String]]) -> Bool {
        var current = type
        var seen: Set<String> = []
        while let parents = classes[current], let parent = parents.first, seen.insert(current).inserted {
            if ["UIViewController", "UICollectionViewController", "UITableViewController"].contains(parent) {
                return true
            }
            current = parent
        }
        return false
    }

    static func returnsLayout(_ function: FunctionDeclSyntax) -> Bool {
        guard let type = function.signature.returnClause?.type.trimmedDescription else { return false }
        return layoutTypes.contains(type)
    }

    /// `makeFeedLayout` and `createFeedLayout()` give `Feed`; `createLayout` the enclosing type's name, or for a free
    /// function the name of its `file` (`SimpleGrid.swift` gives `SimpleGrid`). The result is always an
    /// UpperCamelCase Swift type name, as a layout file's `layout:` must be: a raw identifier (`` `make/../feed` ``)
    /// keeps its letters and digits, each run starting a word (`Feed`).
    static func layoutName(_ function: FunctionDeclSyntax, file: String = "") -> String {
        let raw = rawLayoutName(function)
        guard raw.contains(where: { $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            return LayoutDocument.layoutName(fromFile: file)
        }
        return LayoutDocument.layoutName(from: raw)
    }

    /// What is left of a function's name when it names only the API.
    static let apiWords: Set<String> = [
        "collectionview", "compositional", "collectionviewcompositional", "compositionalcollectionview", "layout",
    ]

    private static func rawLayoutName(_ function: FunctionDeclSyntax) -> String {
        var name = function.name.identifier?.name ?? function.name.text
        // `makeFeed…`, not `buildings…`: a prefix is a word of its own.
        for prefix in ["make", "create", "build"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.isEmpty || rest.first!.isUppercase || !rest.first!.isLetter { name.removeFirst(prefix.count) }
        }
        if name.hasSuffix("Layout") {
            name.removeLast("Layout".count)
        } else if name.hasSuffix("Section"), !returnsLayout(function) {
            name.removeLast("Section".count)
        }
        // `createCollectionViewLayout()`, `compositionalLayout`, `layoutSection(for:)` name the API, not the screen:
        // named as `createLayout()` is, after the type.
        if Self.apiWords.contains(name.lowercased()) { name = "" }
        if name.isEmpty, let type = LayoutInterpreter.enclosingType(of: function) {
            // The enclosing type or the type an extension extends (`HomeViewController` gives `Home`).
            name = String(type.split(separator: ".").last ?? "")
            for suffix in ["ViewController", "Controller", "View"] where name.hasSuffix(suffix) && name != suffix {
                name.removeLast(suffix.count)
                break
            }
        }
        return name
    }
}

extension LayoutInterpreter.Declarations {
    /// Whether `Type()` makes a value of `type`: a struct or class of the files whose stored properties all have
    /// values, with no initializer or one that takes no argument (an enum is made from its cases).
    func isMadeBare(_ type: String) -> Bool {
        guard !enumTypes.contains(type), stored[type]?.allSatisfy(\.hasDefault) ?? true else { return false }
        let inits = initializers[type] ?? []
        return inits.isEmpty
            || inits.contains { $0.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil } }
    }

    /// What a file's types inherit, their stored properties and initializers: how their values are made and read.
    mutating func addTypes(of collector: DeclarationCollector) {
        for (type, list) in collector.inherits { inherits[type, default: []] += list }
        stored.merge(collector.stored) { first, _ in first }
        initializers.merge(collector.initializers) { $0 + $1 }
        structs.formUnion(collector.structs)
        enumTypes.formUnion(collector.enumTypes)
        protocols.formUnion(collector.protocols)
    }
}

/// Functions, integer enums, constants and type members of the imported files, wherever they are declared.
final class DeclarationCollector: SyntaxVisitor {
    var functions: [String: FunctionDeclSyntax] = [:]
    var overloads: [String: [FunctionDeclSyntax]] = [:]
    /// The functions returning a layout, in source order, including those sharing a name.
    var layoutFunctions: [FunctionDeclSyntax] = []
    /// The functions returning a section, for files that define sections but no layout.
    var sectionFunctions: [FunctionDeclSyntax] = []
    var enums: [String: [(name: String, raw: Int)]] = [:]
    var constants: [String: ExprSyntax] = [:]
    /// Properties of types by `Type.name`: a stored one's initial value, or a computed one's getter.
    var members: [String: LayoutInterpreter.Member] = [:]
    /// The names assigned anywhere (`x = ...`, `self.x = ...`): a `var` among them is app state, not a constant.
    var assigned: Set<String> = []
    /// Classes by name, with the types they inherit from (the superclass first, as Swift requires).
    var classes: [String: [String]] = [:]
    /// The methods each class overrides, by name.
    var overrides: [String: [String]] = [:]

    /// Every type declared, by its full name (`Outer.Inner`).
    var types: Set<String> = []
    /// Every call by the name it calls (`makeLayout(columns: 3)`, `Self.makeLayout(...)`), in source order: where an
    /// entry function finds its arguments.
    var calls: [String: [FunctionCallExprSyntax]] = [:]

    /// The bundle resources the code reads, with the calls reading them.
    var bundleResources: [(String, FunctionCallExprSyntax)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let resource = BundleResource.name(of: node) { bundleResources.append((resource, node)) }
        if let name = Self.calledName(of: node) { calls[name, default: []].append(node) }
        return .visitChildren
    }

    /// The name a call calls: `f` in `f(...)`, `self.f(...)` and `Type.f(...)`.
    static func calledName(of call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    var inherits: [String: [String]] = [:]
    var stored: [String: [LayoutInterpreter.StoredProperty]] = [:]
    var initializers: [String: [InitializerDeclSyntax]] = [:]
    var structs: Set<String> = []
    var enumTypes: Set<String> = []
    var protocols: Set<String> = []

    /// A type's full name, and what it inherits, recorded.
    private func declare(
        _ name: TokenSyntax, _ node: some SyntaxProtocol, _ clause: InheritanceClauseSyntax?
    ) -> String {
        let full = LayoutInterpreter.enclosingType(of: node).map { "\($0).\(name.text)" } ?? name.text
        inherits[full, default: []] += clause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        return full
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.insert(declare(node.name, node, node.inheritanceClause))
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        inherits[node.extendedType.trimmedDescription, default: []] +=
            node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = declare(node.name, node, node.inheritanceClause)
        classes[name] = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        overrides[name] = node.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .filter { function in function.modifiers.contains { $0.name.text == "override" } }
            .map(\.name.text)
        types.insert(name)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = declare(node.name, node, node.inheritanceClause)
        types.insert(name)
        structs.insert(name)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // A protocol's requirement has no body; a function inside a function is a local of the interpreter's.
        guard node.body != nil, !Self.isInsideCode(node) else { return .visitChildren }
        if functions[node.name.text] == nil { functions[node.name.text] = node }
        overloads[node.name.text, default: []].append(node)
        if SwiftLayoutImporter.returnsLayout(node) { layoutFunctions.append(node) }
        if node.signature.returnClause?.type.trimmedDescription == "NSCollectionLayoutSection" {
            sectionFunctions.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        let compound =
            node.operator.as(BinaryOperatorExprSyntax.self).map {
                ["+=", "-=", "*=", "/=", "%="].contains($0.operator.text)
            } ?? false
        if node.operator.is(AssignmentExprSyntax.self) || compound {
            // `x = …`, `self.x = …`, `Type.x = …`, `other.x += …`: the property named changes.
            // A local of that name (`let gap: CGFloat; if … { gap = 15 }`) is not a property, whichever file it is in.
            if let name = node.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text,
                Self.localBinding(name, at: node) == nil
            {
                assigned.insert(name)
            }
            // `configuration.interSectionSpacing = …` on a local UIKit layout value changes UIKit's property, not
            // a property of the app's types of the same name.
            if let member = node.leftOperand.as(MemberAccessExprSyntax.self),
                !Self.isLocalLayoutValue(member.base, at: node)
            {
                assigned.insert(member.declName.baseName.text)
            }
        }
        return .visitChildren
    }

    /// Whether `base` names a local variable made by a UIKit layout initializer, found in an enclosing code block:
    /// `let configuration = UICollectionViewCompositionalLayoutConfiguration()`,
    /// `let section = NSCollectionLayoutSection(group:)`, `var list = UICollectionLayoutListConfiguration(...)`.
    static func isLocalLayoutValue(_ base: ExprSyntax?, at node: some SyntaxProtocol) -> Bool {
        guard let name = base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let binding = localBinding(name, at: node)
        else { return false }
        let callee =
            binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? ""
        let type = binding.typeAnnotation?.type.trimmedDescription ?? String(callee.split(separator: ".").first ?? "")
        return ["NSCollectionLayout", "UICollectionViewCompositionalLayout", "UICollectionLayoutList"]
            .contains { type.hasPrefix($0) }
    }

    /// The local variable `name` declared in a code block enclosing `node`, if any.
    static func localBinding(_ name: String, at node: some SyntaxProtocol) -> PatternBindingSyntax? {
        var scope = node.parent
        while let current = scope {
            if let block = current.as(CodeBlockItemListSyntax.self) {
                for statement in block {
                    guard let variable = statement.item.as(VariableDeclSyntax.self) else { continue }
                    if let binding = variable.bindings.first(where: { $0.pattern.trimmedDescription == name }) {
                        return binding
                    }
                }
            }
            scope = current.parent
        }
        return nil
    }

    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text { assigned.insert(name) }
        if let member = node.expression.as(MemberAccessExprSyntax.self) {
            assigned.insert(member.declName.baseName.text)
        }
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        let name = declare(node.name, node, node.inheritanceClause)
        types.insert(name)
        enumTypes.insert(name)
        guard inherited.contains("Int") else { return .visitChildren }
        var cases: [(name: String, raw: Int)] = []
        var next = 0
        for member in node.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                if let raw = element.rawValue?.value.as(IntegerLiteralExprSyntax.self),
                    let value = Int(raw.literal.text)
                {
                    next = value
                }
                cases.append((element.name.text, next))
                next += 1
            }
        }
        let parent = LayoutInterpreter.enclosingType(of: node)
        enums[parent.map { "\($0).\(node.name.text)" } ?? node.name.text] = cases
        return .visitChildren
    }

    /// Whether `node` is inside a function, closure, accessor or initializer: code, not a declaration of a type.
    static func isInsideCode(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self)
                || current.is(AccessorBlockSyntax.self) || current.is(InitializerDeclSyntax.self)
            {
                return true
            }
            parent = current.parent
        }
        return false
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = LayoutInterpreter.enclosingType(of: node) else { return .visitChildren }
        if node.body != nil { initializers[type, default: []].append(node) }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Locals are the interpreter's; only declarations outside functions and closures are collected.
        if Self.isInsideCode(node) { return .visitChildren }
        let type = LayoutInterpreter.enclosingType(of: node)
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        if let type { collectStored(node, in: type, isLet: isLet) }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let value = binding.initializer?.value {
                // A type's `let` is that type's property (below), not a constant of every file.
                if isLet, type == nil, constants[name] == nil { constants[name] = value }
                if let type, members["\(type).\(name)"] == nil {
                    members["\(type).\(name)"] = .stored(value, isLet: isLet, name: name)
                }
            } else if let type, let accessors = binding.accessorBlock {
                switch accessors.accessors {
                case let .getter(body): members["\(type).\(name)"] = .computed(body)
                case let .accessors(list):
                    if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body {
                        members["\(type).\(name)"] = .computed(getter.statements)
                    }
                }
            }
        }
        return .visitChildren
    }

    /// The stored instance properties a declaration of `type` adds (no accessors but observers, not static).
    private func collectStored(_ node: VariableDeclSyntax, in type: String, isLet: Bool) {
        let modifiers = Set(node.modifiers.map(\.name.text))
        guard modifiers.isDisjoint(with: ["static", "class"]) else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if case let .accessors(list)? = binding.accessorBlock?.accessors,
                !list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) })
            {
                continue
            }
            if case .getter? = binding.accessorBlock?.accessors { continue }
            let written = binding.typeAnnotation?.type.trimmedDescription ?? ""
            let optional = !isLet && (written.hasSuffix("?") || written.hasSuffix("!"))
            let hasValue = binding.initializer != nil
            stored[type, default: []].append(
                .init(
                    name: name, hasDefault: hasValue || optional,
                    isMemberwise: !(isLet && hasValue) && !modifiers.contains("lazy")))
        }
    }
}

import SwiftSyntax
import TrellisModel

/// What an expression of layout code evaluates to, as far as the importer can follow it.
indirect enum ImportValue {
    /// A number: its value in the environment the code runs in, and, when it was computed from the environment, how
    /// (`(width - 500) / 2`), which a version 2 layout file writes where the number goes.
    case number(Double, symbol: Expression?, kind: NumberKind = .real)
    case bool(Bool)
    /// A truth computed from the environment (`width > 500`): whether it holds where the code runs, and what it says.
    case condition(Bool, Condition)
    case string(String)
    /// `.horizontal`, `.top`, `.regular`, ...: a member written without its type.
    case member(String)
    /// A case of an enum declared in the imported files.
    case enumCase(type: String, name: String)
    case dimension(LayoutDimension)
    case size(LayoutSize)
    case insets(LayoutInsets)
    case spacing(LayoutSpacing)
    case edgeSpacing(EdgeSpacing)
    case point(LayoutPoint)
    case anchor(LayoutAnchor)
    case object(ImportObject)
    case array([ImportValue])
    /// `a...b` or `a..<b` of plain numbers, as `switch` cases and `~=` match them.
    case range(Double, Double, closed: Bool)
    case closure(ClosureExprSyntax)
    /// A type written as a value (`SectionBackgroundView.self`), by name.
    case type(String)
    /// A value of a struct or class of the files: `self` of the code that runs (a view controller), or one the code
    /// makes (`GalleryBuilder(ratio: 0.9)`).
    case instance(ImportInstance)
    /// The section provider's environment, its container, its traits.
    case environment, container, traits
    /// The container's `contentSize`, or its `effectiveContentSize`.
    case containerSize(effective: Bool)
    case none
    /// What the importer cannot follow, with why and where.
    case unknown(String, Syntax)

    var number: Double? {
        if case let .number(value, _, _) = self { return value }
        return nil
    }

    /// A plain number, computed from nothing the environment gives.
    static func constant(_ value: Double, kind: NumberKind = .real) -> ImportValue {
        .number(value, symbol: nil, kind: kind)
    }

    /// A number as an expression: how it was computed, or its value.
    var expression: Expression? {
        guard case let .number(value, symbol, _) = self else { return nil }
        return symbol ?? .number(value)
    }

    /// A truth as a condition of the environment; nil for a plain one.
    var truth: Bool? {
        switch self {
        case let .bool(holds), let .condition(holds, _): return holds
        default: return nil
        }
    }
}

/// A number's Swift type as far as arithmetic needs it: `Int` (from `Int(...)`, a section index, a count), a
/// floating-point type, or an integer literal, which takes the other operand's type (two literals divide as
/// `CGFloat`, as they do where layout code writes `.fractionalWidth(1 / 3)`).
enum NumberKind {
    case real, integer, literal

    /// The type of `a op b`.
    func combined(with other: NumberKind) -> NumberKind {
        switch (self, other) {
        case (.real, _), (_, .real): return .real
        case (.integer, _), (_, .integer): return .integer
        default: return .literal
        }
    }
}

/// The layout objects UIKit has as classes: mutated after they are made, shared by reference.
final class ImportObject {
    enum Kind {
        case item, group, section, boundaryItem, supplementary, decoration, configuration, listConfiguration, layout
        /// A `CGSize` the code makes and reads by its fields (`CGSize(width: 10, height: 120).height`).
        case size
    }

    let kind: Kind
    var fields: [String: ImportValue]
    /// For a layout: its sections or its provider.
    var sectionValue: ImportValue?
    var provider: ClosureExprSyntax?
    /// For a layout: the decoration view classes it registers, by element kind.
    var decorationViews: [String: String] = [:]

    init(_ kind: Kind, _ fields: [String: ImportValue] = [:]) {
        self.kind = kind
        self.fields = fields
    }

    /// A copy, for value-type configurations (`UICollectionLayoutListConfiguration` is a struct).
    func copy() -> ImportObject {
        let copy = ImportObject(kind, fields)
        copy.sectionValue = sectionValue
        copy.provider = provider
        copy.decorationViews = decorationViews
        return copy
    }
}

/// A value of a struct or class of the imported files, shared by reference as `ImportObject` is.
final class ImportInstance {
    let type: String?
    /// The stored properties set so far: by a memberwise or explicit initializer, or by the methods run on it.
    var fields: [String: ImportValue]
    /// Whether the importer made it, running its initializer: a property not in `fields` then has its initial value,
    /// since no code the importer does not run can have changed it. `self` of a view controller was not made so.
    let isMade: Bool

    init(type: String?, fields: [String: ImportValue] = [:], isMade: Bool = false) {
        self.type = type
        self.fields = fields
        self.isMade = isMade
    }
}

/// Something the importer could not follow: a note on the Swift source and a `# TODO` in the layout file.
/// An error is what the importer refuses to follow at all (a file nested too deeply, constants defined in a cycle).
package struct ImportNote: Hashable, Sendable, CustomStringConvertible {
    package enum Severity: String, Hashable, Sendable {
        case note, error
    }

    package var file: String
    package var line: Int
    package var column: Int
    package var message: String
    package var severity: Severity

    package init(file: String, line: Int, column: Int, message: String, severity: Severity = .note) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.severity = severity
    }

    /// `File.swift:12:9: note: ... not imported`, as compilers print notes.
    package var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}

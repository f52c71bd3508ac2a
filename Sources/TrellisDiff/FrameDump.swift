import Foundation
import TrellisCore
import TrellisEngine
import TrellisModel
import TrellisPipeline

/// A frame dump in the shape `trellis frames --format json` writes, read back one element at a time: what
/// `trellis diff` compares. The capture test on a Mac writes real UIKit's frames in the same shape.
///
/// The reader holds the dump's header and one section's small groups (its boundary items, the supplementaries of
/// one item, its decorations), never the items, so memory does not grow with the dump. It reads the order
/// `trellis frames` writes, and says where a dump leaves it: sections by ascending index, each with `index` before
/// its lists and the lists in the order items, supplementaries, decorations; items by ascending index; a section's
/// boundary items before its item supplementaries, and those by ascending item.
package enum FrameDump {
    /// Which element a frame belongs to, the same in both dumps when it is the same element. Ordered as a dump
    /// lists them.
    package struct ElementKey: Hashable, Comparable, Sendable, CustomStringConvertible {
        package enum Role: Int, Sendable {
            case layoutSupplementary, section, item, supplementary, itemSupplementary, decoration
        }
        /// nil for the layout's own boundary items.
        package var section: Int?
        package var role: Role
        /// The element kind of a supplementary or decoration; empty for items and sections.
        package var kind: String
        /// The item's index, the host item's for an item's supplementary, else 0.
        package var index: Int
        /// Which of several elements of one kind in one place (two decorations of one kind), by order.
        package var occurrence: Int

        package init(section: Int?, role: Role, kind: String = "", index: Int = 0, occurrence: Int = 0) {
            self.section = section
            self.role = role
            self.kind = kind
            self.index = index
            self.occurrence = occurrence
        }

        package static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.section ?? -1, lhs.role.rawValue, lhs.index, lhs.kind, lhs.occurrence)
                < (rhs.section ?? -1, rhs.role.rawValue, rhs.index, rhs.kind, rhs.occurrence)
        }

        package var description: String { description(sectionName: nil) }

        /// "section 1 'interest' item 3": the description with the section's name, when it has one.
        package func description(sectionName: String?) -> String {
            let prefix = section.map { "section \($0)" + (sectionName.map { " '\($0)'" } ?? "") } ?? "layout"
            let repeated = occurrence == 0 ? "" : " \(occurrence + 1)"
            switch role {
            case .layoutSupplementary: return "layout \(kind)\(repeated)"
            case .section: return "\(prefix) frame"
            case .item: return "\(prefix) item \(index)"
            case .itemSupplementary: return "\(prefix) item \(index) \(kind)\(repeated)"
            case .supplementary: return "\(prefix) \(kind)\(repeated)"
            case .decoration: return "\(prefix) \(kind) decoration\(repeated)"
            }
        }
    }

    package struct Element: Sendable {
        package var key: ElementKey
        package var frame: Rect
    }

    package struct ReadFailure: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    /// Opens a dump file for a `Reader`: a regular file of at most `maximumBytes`. The caller closes it.
    package static func open(_ path: String) throws(ReadFailure) -> Int32 {
        let file: (descriptor: Int32, size: Int)
        do throws(LintRun.ReadFailure) {
            file = try LayoutFileDiscovery.openRegularFile(path)
        } catch {
            throw ReadFailure(description: error.description)
        }
        guard file.size <= Limits.dumpBytes else {
            close(file.descriptor)
            throw ReadFailure(
                description:
                    "'\(TerminalText.escaped(path))' is larger than \(Limits.dumpBytes) bytes, the largest dump read")
        }
        return file.descriptor
    }

    /// Writes frames output as a dump into a file with no name, and returns it open at its start: a layout's frames
    /// are compared the way a dump's are, without holding them. The caller closes it.
    package static func spool(_ write: (@escaping ([UInt8]) -> Void) -> Void) throws(ReadFailure) -> Int32 {
        var template = Array((NSTemporaryDirectory() + "/trellis-diff-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw ReadFailure(description: "cannot make a temporary file: \(String(cString: strerror(errno)))")
        }
        unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        var failed = false
        write { chunk in if !failed, !OutputFile.writeAll(chunk, to: descriptor) { failed = true } }
        guard !failed, lseek(descriptor, 0, SEEK_SET) == 0 else {
            close(descriptor)
            throw ReadFailure(description: "cannot write a temporary file: \(String(cString: strerror(errno)))")
        }
        return descriptor
    }

    /// What a dump says before its sections.
    package struct Header: Sendable {
        package var layout = ""
        package var device: String?
        package var container = Size(width: 0, height: 0)
        package var contentSize = Size(width: 0, height: 0)
    }

    /// One section as it starts.
    package struct Section: Sendable {
        package var index: Int
        package var name: String?
        /// nil in a capture from UIKit, which reports no section frames.
        package var frame: Rect?
    }

    /// A section's elements in dump order, grouped as the reader holds them.
    package enum Entry: Sendable {
        case item(index: Int, frame: Rect)
        /// Boundary items (host nil) or one item's supplementaries, by kind and order.
        case supplementaries(host: Int?, [(kind: String, frame: Rect)])
        case decorations([(kind: String, frame: Rect)])
    }

    /// Streams one dump.
    package struct Reader {
        private var json: JSONReader
        private let name: String
        package private(set) var header = Header()
        package private(set) var layoutSupplementaries: [(kind: String, frame: Rect)] = []
        /// Whether some section so far had a frame, and whether some had none.
        package private(set) var sawSectionFrame = false, sawSectionWithoutFrame = false
        private var inSections = false, firstSection = true, previousSection = -1
        private var section: SectionState?

        private struct SectionState {
            var index: Int
            var firstKey = true
            /// 0 items, 1 supplementaries, 2 decorations: the list being read, or nil between lists.
            var list: Int?
            var firstElement = true
            var lastListSeen = -1
            var previousItem = -1
            var previousHost = -2
            /// The supplementary read ahead of its group's end.
            var pending: (host: Int?, kind: String, frame: Rect)?
        }

        /// `name` is how messages call the dump (its path).
        package init(_ json: JSONReader, name: String) throws(ReadFailure) {
            self.json = json
            self.name = name
            try readHeader()
        }

        private func failure(_ reason: String) -> ReadFailure {
            ReadFailure(description: "'\(TerminalText.escaped(name))' is not a frame dump: \(reason)")
        }

        private func failure(_ error: JSONParser.Failure) -> ReadFailure {
            failure("\(error.reason) at byte \(error.offset)")
        }

        /// Runs a JSON read, turning its failure into this dump's.
        private mutating func reading<T>(_ body: (inout JSONReader) throws(JSONParser.Failure) -> T) throws(ReadFailure)
            -> T
        {
            do { return try body(&json) } catch { throw failure(error) }
        }

        private mutating func readHeader() throws(ReadFailure) {
            try reading { json throws(JSONParser.Failure) in try json.beginObject() }
            var first = true, sawContainer = false, sawContent = false
            while let key = try reading({ json throws(JSONParser.Failure) in try json.nextKey(first: &first) }) {
                switch key {
                case "layout": header.layout = try string("'layout'")
                case "device":
                    if try reading({ json throws(JSONParser.Failure) in json.peek() }) == .literal {
                        _ = try reading { json throws(JSONParser.Failure) in try json.literal() }
                    } else {
                        header.device = try string("'device'")
                    }
                case "container":
                    header.container = try size("'container'")
                    sawContainer = true
                case "contentSize":
                    header.contentSize = try size("'contentSize'")
                    sawContent = true
                case "supplementaries":
                    try list("'supplementaries'") { reader throws(ReadFailure) in
                        let (kind, frame) = try reader.kindAndFrame("a layout supplementary")
                        try reader.makeRoom(reader.layoutSupplementaries.count, "the layout's supplementaries")
                        reader.layoutSupplementaries.append((kind, frame))
                    }
                case "sections":
                    guard sawContainer, sawContent else {
                        throw failure("'container' and 'contentSize' must come before 'sections'")
                    }
                    try reading { json throws(JSONParser.Failure) in try json.beginArray() }
                    inSections = true
                    return
                default: try reading { json throws(JSONParser.Failure) in try json.skipValue() }
                }
            }
            guard sawContainer else { throw failure("'container' is not {width, height}") }
            guard sawContent else { throw failure("'contentSize' is not {width, height}") }
            try reading { json throws(JSONParser.Failure) in try json.finish() }
        }

        /// After the sections: nothing but members the diff does not read.
        private mutating func readTrailer() throws(ReadFailure) {
            var first = false
            while let key = try reading({ json throws(JSONParser.Failure) in try json.nextKey(first: &first) }) {
                if ["container", "contentSize", "supplementaries"].contains(key) {
                    throw failure("'\(key)' must come before 'sections'")
                }
                try reading { json throws(JSONParser.Failure) in try json.skipValue() }
            }
            try reading { json throws(JSONParser.Failure) in try json.finish() }
        }

        /// Refuses a group grown to `maximumGroup`, before one more is held.
        private func makeRoom(_ count: Int, _ what: String) throws(ReadFailure) {
            guard count < Limits.dumpGroupElements else {
                throw failure("\(what) number more than \(Limits.dumpGroupElements), more than a diff holds at once")
            }
        }

        // MARK: Sections

        /// The next section, after any rest of the current one; nil after the last.
        package mutating func nextSection() throws(ReadFailure) -> Section? {
            while section != nil { _ = try nextEntry() }
            guard inSections else { return nil }
            var first = firstSection
            let more = try reading { json throws(JSONParser.Failure) in try json.nextElement(first: &first) }
            firstSection = first
            guard more else {
                inSections = false
                try readTrailer()
                return nil
            }
            try reading { json throws(JSONParser.Failure) in try json.beginObject() }
            var index: Int?, name: String?, frame: Rect?
            first = true
            while true {
                guard let key = try reading({ json throws(JSONParser.Failure) in try json.nextKey(first: &first) })
                else {
                    // A section without lists.
                    guard let index else { throw failure("a section has no 'index'") }
                    try begin(index, frame)
                    section?.list = nil
                    section = nil
                    return Section(index: index, name: name, frame: frame)
                }
                switch key {
                case "index": index = try wholeIndex("a section")
                case "name": name = try string("a section's 'name'")
                case "frame": frame = try rect("a section's 'frame'")
                case "items", "supplementaries", "decorations":
                    guard let index else { throw failure("a section's 'index' must come before its '\(key)'") }
                    try begin(index, frame)
                    try openList(key)
                    return Section(index: index, name: name, frame: frame)
                default: try reading { json throws(JSONParser.Failure) in try json.skipValue() }
                }
            }
        }

        private mutating func begin(_ index: Int, _ frame: Rect?) throws(ReadFailure) {
            guard index > previousSection else {
                throw failure("section \(index) comes after section \(previousSection); a dump lists sections by index")
            }
            previousSection = index
            if frame == nil { sawSectionWithoutFrame = true } else { sawSectionFrame = true }
            section = SectionState(index: index, firstKey: false)
        }

        private mutating func openList(_ key: String) throws(ReadFailure) {
            let list = ["items", "supplementaries", "decorations"].firstIndex(of: key)!
            guard var state = section else { return }
            guard list > state.lastListSeen else {
                throw failure(
                    "section \(state.index) gives its '\(key)' after its "
                        + "'\(["items", "supplementaries", "decorations"][state.lastListSeen])'; a dump lists items, "
                        + "then supplementaries, then decorations")
            }
            try reading { json throws(JSONParser.Failure) in try json.beginArray() }
            state.list = list
            state.lastListSeen = list
            state.firstElement = true
            section = state
        }

        /// The current section's next entry; nil at its end.
        package mutating func nextEntry() throws(ReadFailure) -> Entry? {
            while var state = section {
                if let pending = state.pending {
                    state.pending = nil
                    section = state
                    return .supplementaries(host: pending.host, try group(startingWith: pending))
                }
                guard let list = state.list else {
                    // Between lists: the next member of the section object.
                    var first = state.firstKey
                    let key = try reading { json throws(JSONParser.Failure) in try json.nextKey(first: &first) }
                    state.firstKey = first
                    section = state
                    switch key {
                    case nil: section = nil
                    case let key? where ["items", "supplementaries", "decorations"].contains(key): try openList(key)
                    case let key? where ["index", "name", "frame"].contains(key):
                        throw failure("section \(state.index) gives its '\(key)' after its lists")
                    default: try reading { json throws(JSONParser.Failure) in try json.skipValue() }
                    }
                    continue
                }
                var first = state.firstElement
                let more = try reading { json throws(JSONParser.Failure) in try json.nextElement(first: &first) }
                state.firstElement = first
                if !more {
                    state.list = nil
                    section = state
                    continue
                }
                section = state
                switch list {
                case 0:
                    let (index, frame) = try item(state)
                    section?.previousItem = index
                    return .item(index: index, frame: frame)
                case 1:
                    let supplementary = try supplementary(state)
                    return .supplementaries(host: supplementary.host, try group(startingWith: supplementary))
                default:
                    var decorations: [(kind: String, frame: Rect)] = []
                    repeat {
                        let (kind, frame) = try kindAndFrame("a decoration of section \(state.index)")
                        try makeRoom(decorations.count, "section \(state.index)'s decorations")
                        decorations.append((kind, frame))
                        first = false
                    } while try reading({ json throws(JSONParser.Failure) in try json.nextElement(first: &first) })
                    section?.list = nil
                    return .decorations(decorations)
                }
            }
            return nil
        }

        private mutating func item(_ state: SectionState) throws(ReadFailure) -> (Int, Rect) {
            let at = "section \(state.index)"
            try reading { json throws(JSONParser.Failure) in try json.beginObject() }
            var index: Int?, frame: Rect?, first = true
            while let key = try reading({ json throws(JSONParser.Failure) in try json.nextKey(first: &first) }) {
                switch key {
                case "index": index = try wholeIndex("an item of \(at)")
                case "frame": frame = try rect("an item's 'frame' in \(at)")
                default: try reading { json throws(JSONParser.Failure) in try json.skipValue() }
                }
            }
            guard let index else { throw failure("an item of \(at) has no 'index'") }
            guard let frame else { throw failure("'\(at) item \(index)' has no 'frame'") }
            guard index > state.previousItem else {
                throw failure("\(at) item \(index) comes after item \(state.previousItem); a dump lists items by index")
            }
            return (index, frame)
        }

        private mutating func supplementary(_ state: SectionState) throws(ReadFailure) -> (
            host: Int?, kind: String, frame: Rect
        ) {
            let at = "section \(state.index)"
            try reading { json throws(JSONParser.Failure) in try json.beginObject() }
            var kind = "", host: Int?, frame: Rect?, first = true
            while let key = try reading({ json throws(JSONParser.Failure) in try json.nextKey(first: &first) }) {
                switch key {
                case "kind": kind = try string("a supplementary's 'kind' in \(at)")
                case "item": host = try wholeIndex("a supplementary's item of \(at)")
                case "frame": frame = try rect("a supplementary's 'frame' in \(at)")
                default: try reading { json throws(JSONParser.Failure) in try json.skipValue() }
                }
            }
            guard let frame else { throw failure("'\(at) \(TerminalText.escaped(kind))' has no 'frame'") }
            let order = host ?? -1
            guard order >= state.previousHost else {
                let earlier = state.previousHost < 0 ? "an item's" : "item \(state.previousHost)'s"
                let this = host.map { "item \($0)'s" } ?? "a boundary"
                throw failure(
                    "\(at) gives \(this) supplementary after \(earlier); a dump lists boundary items first, then "
                        + "item supplementaries by item")
            }
            section?.previousHost = order
            return (host, kind, frame)
        }

        /// `first` and every following supplementary of the same host; the first of another host is kept for later.
        private mutating func group(startingWith first: (host: Int?, kind: String, frame: Rect)) throws(ReadFailure)
            -> [(kind: String, frame: Rect)]
        {
            var members = [(kind: first.kind, frame: first.frame)]
            while let state = section, state.list == 1 {
                var firstElement = state.firstElement
                let more = try reading { json throws(JSONParser.Failure) in try json.nextElement(first: &firstElement) }
                section?.firstElement = firstElement
                guard more else {
                    section?.list = nil
                    break
                }
                let next = try supplementary(state)
                guard next.host == first.host else {
                    section?.pending = next
                    break
                }
                try makeRoom(members.count, "section \(state.index)'s supplementaries of one host")
                members.append((next.kind, next.frame))
            }
            return members
        }

        // MARK: Values
        // A value's description for messages is an autoclosure: built only when something is wrong with it.

        private mutating func string(_ what: @autoclosure () -> String) throws(ReadFailure) -> String {
            guard try reading({ json throws(JSONParser.Failure) in json.peek() }) == .string else {
                throw failure("\(what()) is not a string")
            }
            return try reading { json throws(JSONParser.Failure) in try json.string(limit: Limits.dumpNameBytes) }
        }

        private mutating func number(_ what: @autoclosure () -> String) throws(ReadFailure) -> Double {
            guard try reading({ json throws(JSONParser.Failure) in json.peek() }) == .number else {
                throw failure("\(what()) is not a number")
            }
            return try reading { json throws(JSONParser.Failure) in try json.number() }
        }

        /// An index as a dump must give it: a whole number from 0 to 10^9.
        private mutating func wholeIndex(_ what: @autoclosure () -> String) throws(ReadFailure) -> Int {
            let number = try number("the index of \(what())")
            guard number == number.rounded(), (0...Double(Limits.dumpIndex)).contains(number) else {
                throw failure(
                    "\(what()) has the index \(FrameNumbers.format(number)), not a whole number from 0 to 1000000000")
            }
            return Int(number)
        }

        /// An object of (at most four) numbers by name, in any order, other members skipped.
        private mutating func fields(_ names: [String], _ what: () -> String) throws(ReadFailure)
            -> (Double, Double, Double, Double)
        {
            func refusal() -> ReadFailure { failure("\(what()) is not {\(names.joined(separator: ", "))}") }
            guard try reading({ json throws(JSONParser.Failure) in json.peek() }) == .objectStart else {
                throw refusal()
            }
            try reading { json throws(JSONParser.Failure) in try json.beginObject() }
            var values: [Double?] = [nil, nil, nil, nil], first = true
            while let key = try reading({ json throws(JSONParser.Failure) in try json.nextKey(first: &first) }) {
                if let position = names.firstIndex(of: key) {
                    values[position] = try number("\(what())'s '\(key)'")
                } else {
                    try reading { json throws(JSONParser.Failure) in try json.skipValue() }
                }
            }
            guard values[..<names.count].allSatisfy({ $0 != nil }) else { throw refusal() }
            return (values[0]!, values[1]!, values[2] ?? 0, values[3] ?? 0)
        }

        private static let sizeFields = ["width", "height"], rectFields = ["x", "y", "width", "height"]

        private mutating func size(_ what: @autoclosure () -> String) throws(ReadFailure) -> Size {
            let values = try fields(Self.sizeFields, what)
            return Size(width: values.0, height: values.1)
        }

        private mutating func rect(_ what: @autoclosure () -> String) throws(ReadFailure) -> Rect {
            let values = try fields(Self.rectFields, what)
            return Rect(x: values.0, y: values.1, width: values.2, height: values.3)
        }

        private mutating func kindAndFrame(_ what: @autoclosure () -> String) throws(ReadFailure) -> (String, Rect) {
            try reading { json throws(JSONParser.Failure) in try json.beginObject() }
            var kind = "", frame: Rect?, first = true
            while let key = try reading({ json throws(JSONParser.Failure) in try json.nextKey(first: &first) }) {
                switch key {
                case "kind": kind = try string("the 'kind' of \(what())")
                case "frame": frame = try rect("the 'frame' of \(what())")
                default: try reading { json throws(JSONParser.Failure) in try json.skipValue() }
                }
            }
            guard let frame else { throw failure("\(what()) '\(TerminalText.escaped(kind))' has no 'frame'") }
            return (kind, frame)
        }

        private mutating func list(_ what: String, _ each: (inout Reader) throws(ReadFailure) -> Void)
            throws(ReadFailure)
        {
            guard try reading({ json throws(JSONParser.Failure) in json.peek() }) == .arrayStart else {
                throw failure("\(what) is not a list")
            }
            try reading { json throws(JSONParser.Failure) in try json.beginArray() }
            var first = true
            while try reading({ json throws(JSONParser.Failure) in try json.nextElement(first: &first) }) {
                try each(&self)
            }
        }
    }
}

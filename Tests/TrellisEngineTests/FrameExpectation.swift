import Foundation
import TrellisEngine

/// A `<case>.frames.json` expectation (Tests/Fixtures/Frames/README.md), decoded strictly: an
/// unknown key is an error, so a misspelt key cannot silently skip a comparison.
struct FrameExpectation: Decodable {
    /// Where the expected frames come from.
    enum Provenance: String, Decodable {
        /// Worked out by hand from Docs/Semantics.md; `reasoning` shows the arithmetic.
        case hand
        /// Read from real UIKit; `source` names the measurement.
        case measured
    }

    var provenance: Provenance
    var source: String
    /// The iOS versions a measurement was made on (`"iOS 14 and 17"`); required for measured ones.
    var os: String?
    var reasoning: String?
    var scrollOffset: Double?
    var items: Int?
    var device: String?
    var pass: SizingPass?
    /// The display scale to lay out on, instead of the device's.
    var scale: Double?
    /// Exact arithmetic instead of the pixel grid (`--exact`).
    var exact: Bool?
    /// The iOS major version whose behaviour to lay out (`--os`).
    var iOSVersion: Int?
    /// A container of this size instead of a device (`--width`, `--height`).
    var width: Double?
    var height: Double?
    /// `rtl` to lay out right to left (`--layout-direction`).
    var layoutDirection: String?
    var contentSize: Pair?
    var supplementaries: [Supplementary]?
    var sections: [Section]?
    var overhang: Bool?
    var failure: Failure?

    struct Section: Decodable {
        var frame: Box?
        var items: [Box]?
        var clipped: [Int]?
        var supplementaries: [Supplementary]?
        var decorations: [Decoration]?
        var itemZIndex: Int?
        var orthogonalContentSize: Pair?
        var restingOffsets: [Double]?

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case frame, items, clipped, supplementaries, decorations, itemZIndex, orthogonalContentSize
            case restingOffsets
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
            frame = try container.decodeIfPresent(Box.self, forKey: .frame)
            items = try container.decodeIfPresent([Box].self, forKey: .items)
            clipped = try container.decodeIfPresent([Int].self, forKey: .clipped)
            supplementaries = try container.decodeIfPresent([Supplementary].self, forKey: .supplementaries)
            decorations = try container.decodeIfPresent([Decoration].self, forKey: .decorations)
            itemZIndex = try container.decodeIfPresent(Int.self, forKey: .itemZIndex)
            orthogonalContentSize = try container.decodeIfPresent(Pair.self, forKey: .orthogonalContentSize)
            restingOffsets = try container.decodeIfPresent([Double].self, forKey: .restingOffsets)
        }
    }

    struct Supplementary: Decodable {
        var kind: String
        var item: Int?
        var frame: Box?
        var zIndex: Int?
        var pinned: Bool?
        var clipped: Bool?

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case kind, item, frame, zIndex, pinned, clipped
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
            kind = try container.decode(String.self, forKey: .kind)
            item = try container.decodeIfPresent(Int.self, forKey: .item)
            frame = try container.decodeIfPresent(Box.self, forKey: .frame)
            zIndex = try container.decodeIfPresent(Int.self, forKey: .zIndex)
            pinned = try container.decodeIfPresent(Bool.self, forKey: .pinned)
            clipped = try container.decodeIfPresent(Bool.self, forKey: .clipped)
        }
    }

    struct Decoration: Decodable {
        var frame: Box?
        var zIndex: Int?

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case frame, zIndex
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
            frame = try container.decodeIfPresent(Box.self, forKey: .frame)
            zIndex = try container.decodeIfPresent(Int.self, forKey: .zIndex)
        }
    }

    /// The layout must be refused with `rule`, at `line` if given, with a message containing `message`.
    struct Failure: Decodable {
        var rule: String
        var line: Int?
        var message: String?

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case rule, line, message
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
            rule = try container.decode(String.self, forKey: .rule)
            line = try container.decodeIfPresent(Int.self, forKey: .line)
            message = try container.decodeIfPresent(String.self, forKey: .message)
        }
    }

    /// `[x, y, width, height]`.
    struct Box: Decodable {
        var rect: Rect

        init(from decoder: any Decoder) throws {
            let numbers = try [Double](from: decoder)
            guard numbers.count == 4 else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "a frame is [x, y, width, height]"))
            }
            rect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
    }

    /// `[width, height]`.
    struct Pair: Decodable {
        var width: Double
        var height: Double

        init(from decoder: any Decoder) throws {
            let numbers = try [Double](from: decoder)
            guard numbers.count == 2 else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "a size is [width, height]"))
            }
            width = numbers[0]
            height = numbers[1]
        }
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case provenance, source, os, reasoning, scrollOffset, items, device, pass, scale, exact, iOSVersion, contentSize
        case width, height, layoutDirection
        case supplementaries
        case sections, overhang, failure
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        provenance = try container.decode(Provenance.self, forKey: .provenance)
        source = try container.decode(String.self, forKey: .source)
        os = try container.decodeIfPresent(String.self, forKey: .os)
        reasoning = try container.decodeIfPresent(String.self, forKey: .reasoning)
        scrollOffset = try container.decodeIfPresent(Double.self, forKey: .scrollOffset)
        items = try container.decodeIfPresent(Int.self, forKey: .items)
        device = try container.decodeIfPresent(String.self, forKey: .device)
        pass = try container.decodeIfPresent(String.self, forKey: .pass).map {
            guard let pass = SizingPass(rawValue: $0) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .pass, in: container, debugDescription: "pass is measured or estimates")
            }
            return pass
        }
        scale = try container.decodeIfPresent(Double.self, forKey: .scale)
        exact = try container.decodeIfPresent(Bool.self, forKey: .exact)
        iOSVersion = try container.decodeIfPresent(Int.self, forKey: .iOSVersion)
        width = try container.decodeIfPresent(Double.self, forKey: .width)
        height = try container.decodeIfPresent(Double.self, forKey: .height)
        layoutDirection = try container.decodeIfPresent(String.self, forKey: .layoutDirection)
        if let layoutDirection, !["ltr", "rtl"].contains(layoutDirection) {
            throw DecodingError.dataCorruptedError(
                forKey: .layoutDirection, in: container, debugDescription: "layoutDirection is ltr or rtl")
        }
        contentSize = try container.decodeIfPresent(Pair.self, forKey: .contentSize)
        supplementaries = try container.decodeIfPresent([Supplementary].self, forKey: .supplementaries)
        sections = try container.decodeIfPresent([Section].self, forKey: .sections)
        overhang = try container.decodeIfPresent(Bool.self, forKey: .overhang)
        failure = try container.decodeIfPresent(Failure.self, forKey: .failure)
        // A hand-worked expectation shows its derivation; a measured one cites its measurement.
        switch provenance {
        case .hand where (reasoning ?? "").isEmpty:
            throw DecodingError.dataCorruptedError(
                forKey: .reasoning, in: container, debugDescription: "a hand-worked expectation shows its reasoning")
        case .measured where source.isEmpty || (os ?? "").isEmpty:
            throw DecodingError.dataCorruptedError(
                forKey: .source, in: container,
                debugDescription: "a measured expectation names its measurement and the iOS version")
        default:
            break
        }
    }

    /// The expectation at `path`.
    static func read(_ path: String) throws -> FrameExpectation {
        try JSONDecoder().decode(FrameExpectation.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }
}

/// Any key, for listing what a JSON object holds.
private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Decoder {
    /// A keyed container that refuses keys `Keys` does not list.
    func strictContainer<Keys: CodingKey & CaseIterable>(keyedBy keys: Keys.Type) throws
        -> KeyedDecodingContainer<Keys>
    {
        let known = Set(Keys.allCases.map(\.stringValue))
        let unknown = try container(keyedBy: AnyKey.self).allKeys.map(\.stringValue).filter { !known.contains($0) }
        guard unknown.isEmpty else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: codingPath, debugDescription: "unknown keys \(unknown.sorted())"))
        }
        return try container(keyedBy: Keys.self)
    }
}

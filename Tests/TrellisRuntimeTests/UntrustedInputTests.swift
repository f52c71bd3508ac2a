import Foundation
import Testing
import TrellisCore
import TrellisEngine
import TrellisModel
import TrellisRuntime
import TrellisTestSupport
import TrellisUIKit

/// A layout served from a network is untrusted. The fuzzers' seed corpus (the samples, the fixtures and the bad
/// inputs), each file also cut short, with bytes overwritten and with its line breaks changed, goes through
/// `LayoutFile(bytes:path:)`: a file either loads, and then builds and lays out without trapping, or is refused with
/// located diagnostics, each with a rule id.
@MainActor @Suite struct UntrustedInputTests {
    static let corpus: [String] = {
        var paths: [String] = []
        for folder in ["Samples", "Tests/Fixtures", "Tests/TrellisPipelineTests/BadInputs"] {
            let root = Repository.path(folder)
            let found = (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []
            paths += found.filter { $0.hasSuffix(".layout.yaml") }.sorted().map { "\(folder)/\($0)" }
        }
        return paths
    }()

    /// The file and its mutations: halves and quarters cut off, every 7th byte overwritten with a byte that breaks
    /// YAML or numbers, line breaks as CR LF and as CR alone.
    static func variants(of bytes: [UInt8]) -> [[UInt8]] {
        var out = [bytes]
        for fraction in [4, 2] where bytes.count > fraction { out.append(Array(bytes.prefix(bytes.count / fraction))) }
        for noise: UInt8 in [0xFF, UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "9"), 0] {
            var mutated = bytes
            for index in stride(from: 3, to: mutated.count, by: 7) { mutated[index] = noise }
            out.append(mutated)
        }
        let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        out.append(bytes.flatMap { $0 == newline ? [carriageReturn, newline] : [$0] })
        out.append(bytes.map { $0 == newline ? carriageReturn : $0 })
        return out
    }

    @Test func theSeedCorpusAndItsMutationsNeverTrap() throws {
        #expect(Self.corpus.count > 200)
        var loaded = 0, refused = 0, laidOut = 0
        for path in Self.corpus {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Repository.path(path))))
            for variant in Self.variants(of: bytes) {
                let file: LayoutFile
                do {
                    file = try LayoutFile(bytes: variant, path: path)
                } catch {
                    refused += 1
                    #expect(!error.diagnostics.isEmpty, "\(path): refused without a diagnostic")
                    for diagnostic in error.diagnostics {
                        #expect(diagnostic.file == path && diagnostic.range.start.line >= 1)
                        #expect(!diagnostic.rule.rawValue.isEmpty)
                    }
                    #expect(error.description.contains("\(path):"))
                    continue
                }
                loaded += 1
                if try layOut(file) { laidOut += 1 }
            }
        }
        // Every sample and fixture that lowers loads; a mutation may load or not, but it is one or the other.
        #expect(loaded > 200 && refused > 1_000)
        #expect(laidOut > 100)
    }

    /// Builds the file's layout and lays out its preview data at two sizes; a layout the engine refuses is refused
    /// (thrown), never a trap. Skips previews of more than 10,000 items. Returns whether a size laid out.
    func layOut(_ file: LayoutFile) throws -> Bool {
        let data = LayoutData.preview(of: file.document)
        guard data.sections.reduce(0, { $0 + $1.itemCount }) <= 10_000 else { return false }
        let layout = file.compositionalLayout(section: { data.sections[$0].layout }, onFailure: { _ in })
        let inputs = data.sections.map { SectionInput(itemCount: $0.itemCount, measured: $0.measured) }
        var any = false
        for size in [Size(width: 320, height: 568), Size(width: 1024, height: 768)] {
            if (try? layout.layout(in: LayoutEnvironment(container: size), sections: inputs)) != nil { any = true }
        }
        return any
    }
}

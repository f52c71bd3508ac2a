import Foundation
import Testing
import TrellisCore
import TrellisEngine
import TrellisModel
import TrellisPipeline
import TrellisTestSupport

/// The samples' frames: the seed layouts against hand-worked expectations, and every sample
/// on every default target device.
struct SampleFramesTests {
    static let expectations = Repository.files(in: "Tests/Fixtures/Samples", suffix: ".frames.json")
    static let samples = Repository.files(in: "Samples", suffix: ".layout.yaml")

    @Test func everySeedLayoutHasAnExpectation() {
        let names = Set(
            Self.expectations.map {
                (($0 as NSString).lastPathComponent as NSString).deletingPathExtension.replacingOccurrences(
                    of: ".frames", with: "")
            })
        #expect(
            names.isSuperset(of: ["IssueList", "MultiSectionHeaders", "PopupStoreMain", "TagCloud", "PinterestFeed"]))
    }

    @Test(arguments: expectations)
    func sampleMatchesItsExpectation(_ expectationPath: String) throws {
        let name = ((expectationPath as NSString).lastPathComponent as NSString).deletingPathExtension
            .replacingOccurrences(of: ".frames", with: "")
        let expectation = try FrameExpectation.read(expectationPath)
        let outcome = try FixtureOptions.layOut(
            Repository.path("Samples/\(name).layout.yaml"), expectation: expectation)
        let tree = try #require(outcome.tree, "\(outcome.diagnostics.map(\.message))")
        let differences = FixtureComparison.differences(tree, expectation)
        #expect(differences.isEmpty, "\(name):\n\(differences.joined(separator: "\n"))")
    }

    @Test(arguments: samples)
    func sampleLaysOutOnEveryDefaultTarget(_ path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        for device in DevicePresets.defaultTargets {
            var options = FramesRun.Options()
            options.device = device
            let outcome = FramesRun.run(bytes: bytes, path: path, options: options)
            #expect(outcome.tree != nil, "\(device): \(outcome.diagnostics.map(\.message))")
            if let tree = outcome.tree {
                #expect(Invariants.violations(tree).isEmpty, "\(device): \(Invariants.violations(tree))")
            }
        }
    }
}

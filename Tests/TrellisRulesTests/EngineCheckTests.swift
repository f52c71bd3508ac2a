import Foundation
import Testing
import TrellisCore
import TrellisEngine
import TrellisModel
import TrellisPipeline
import TrellisRules
import TrellisTestSupport

/// Lint asks `LayoutEngine.failures(ofEach:)` where `frames` lays out: both must refuse the same sections with the
/// same failure. Every rule example and every sample that lowers, each section alone and all of a file's sections at
/// once (lint's call), at the default targets and at widths narrow enough for groups, insets and counts to stop
/// fitting.
@Suite struct EngineCheckTests {
    static let texts: [String] =
        RuleRegistry.descriptions.flatMap { ($0.triggering + $0.nonTriggering).map { $0.unmarked.text } }
        + Repository.files(in: "Samples", suffix: ".layout.yaml").compactMap {
            try? String(contentsOfFile: $0, encoding: .utf8)
        }
    static let environments =
        LintTarget.defaults.map(\.environment)
        + [8, 40, 120, 250].map { LayoutEnvironment(container: Size(width: $0, height: 600)) }

    @Test func checkRefusesWhatLayingOutRefuses() throws {
        var compared = 0, refused = 0
        let options = LayoutOptions(sizing: .estimates)
        for text in Self.texts {
            guard let document = Pipeline.check(text: text, path: "t.layout.yaml").model else { continue }
            let providers = SectionProviders(document: document)
            for environment in Self.environments {
                var inputs: [ResolvedSectionInput] = [], laidOutFailures: [LayoutFailure] = []
                for layout in document.sections {
                    guard let section = try? providers.provider(for: layout)(0, environment) else { continue }
                    let input = ResolvedSectionInput(
                        section: section,
                        data: SectionData(layout: layout.name, itemCount: 12))
                    inputs.append(input)
                    let laidOut = Result { () throws(LayoutFailure) in
                        _ = try LayoutEngine.layout(
                            resolved: [input], configuration: document.configuration, layoutName: document.name,
                            environment: environment, options: options)
                    }
                    let checked = LayoutEngine.failures(
                        ofEach: [input], configuration: document.configuration, environment: environment,
                        options: options)
                    compared += 1
                    if case let .failure(failure) = laidOut {
                        refused += 1
                        laidOutFailures.append(failure)
                        #expect(checked == [failure], "\(layout.name) at \(environment.container)")
                    } else {
                        #expect(checked.isEmpty, "\(layout.name) at \(environment.container)")
                    }
                }
                // All at once, as lint asks: each section's failure, in order, none hiding the next.
                let all = LayoutEngine.failures(
                    ofEach: inputs, configuration: document.configuration, environment: environment, options: options)
                #expect(all == laidOutFailures, "\(document.name) at \(environment.container)")
            }
        }
        // The comparison means something only if both outcomes occur, many times.
        #expect(compared > 1_000)
        #expect(refused > 50)
    }
}

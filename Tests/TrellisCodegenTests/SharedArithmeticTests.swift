import Foundation
import Testing
import TrellisCodegen
import TrellisEngine
import TrellisPipeline
import TrellisTestSupport
import TrellisUIKit

/// The engine and generated code share one file of layout arithmetic and one index lookup.
@Suite struct SharedArithmeticTests {
    /// Generated code embeds exactly the file the engine compiles.
    @Test func embeddedArithmeticIsTheEngineFile() throws {
        let compiled = try String(
            contentsOfFile: Repository.path("Sources/TrellisEngine/Shared/LayoutArithmetic.swift"), encoding: .utf8)
        #expect(CodeGenerator.arithmeticSource == compiled)
        #expect(!compiled.contains("\nimport "), "the embedded file may use only the standard library")
    }

    /// The generated `section(forIndex:)` and the engine's index provider answer alike, including
    /// for an index no section layout serves: both have none (the generated code once returned
    /// the first section layout there while the engine had none).
    @MainActor @Test func sectionForIndexAgreesWithTheEngine() throws {
        let generated: [(String, (Int) -> String?)] = [
            ("MultiSectionHeaders", { MultiSectionHeaders.section(forIndex: $0)?.rawValue }),
            ("PopupStoreMain", { PopupStoreMain.section(forIndex: $0)?.rawValue }),
            ("OrthogonalShelves", { OrthogonalShelves.section(forIndex: $0)?.rawValue }),
            ("SettingsList", { SettingsList.section(forIndex: $0)?.rawValue }),
        ]
        for (name, section) in generated {
            let path = "Samples/\(name).layout.yaml"
            let text = try String(contentsOfFile: Repository.path(path), encoding: .utf8)
            let document = try #require(Pipeline.check(text: text, path: path).document)
            let providers = SectionProviders(document: document)
            for index in 0..<12 {
                #expect(providers.sectionLayout(forIndex: index)?.name == section(index), "\(name) at \(index)")
            }
        }
        // Every section of MultiSectionHeaders states indexes 0 and 1 only.
        #expect(MultiSectionHeaders.section(forIndex: 2) == nil)
    }
}

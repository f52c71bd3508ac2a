import Foundation
import Testing
import TrellisTestSupport

/// The package's public face stays narrow: what is declared `public` outside the UIKit stand-in is what the library
/// products' users call (Docs/Architecture.md, "The public face"), and no module re-exports another of Trellis's.
@Suite struct PublicFaceTests {
    /// Every Swift file under `Sources/`, recursively, relative to the repository root.
    static func sourceFiles() throws -> [String] {
        let root = Repository.path("Sources")
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { "Sources/" + $0 }
    }

    /// The lines that begin a public or open declaration (attributes and other modifiers before the keyword count).
    static func publicDeclarations(in relativePath: String) throws -> [String] {
        let text = try String(contentsOfFile: Repository.path(relativePath), encoding: .utf8)
        let declaration = /^\s*(@\w+(\([^)]*\))?\s+)*(public|open)\s/
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.contains(declaration) }
            .map(String.init)
    }

    @Test func atMostThreeHundredPublicDeclarationsOutsideTheStandIn() throws {
        var count = 0
        for file in try Self.sourceFiles() where !file.hasPrefix("Sources/TrellisUIKit/") {
            count += try Self.publicDeclarations(in: file).count
        }
        #expect(count > 0, "the products export something")
        #expect(count <= 300, "\(count) public declarations outside TrellisUIKit; the stages' API is `package`")
    }

    @Test func theStagesArePackageAPI() throws {
        // Only the library products' modules declare anything public; a stage's types are the package's own.
        let products: Set = [
            "TrellisUIKit", "TrellisEngine", "TrellisModel", "TrellisPipeline", "TrellisCore",
            "TrellisRender", "TrellisRuntime", "UIKit", "AppKit", "SafariServices", "_Testing_UIKit", "_Testing_AppKit",
        ]
        for file in try Self.sourceFiles() {
            let module = file.split(separator: "/")[1]
            guard !products.contains(String(module)) else { continue }
            #expect(try Self.publicDeclarations(in: file).isEmpty, "\(file) declares public API")
        }
    }

    @Test func noModuleReExportsAnotherOfTrellis() throws {
        // The UIKit and AppKit modules exist to re-export the stand-in (as the real frameworks are one import); the
        // stand-in re-exports Foundation, as UIKit does. Nothing else is re-exported.
        let allowed: Set = [
            "Sources/UIKit/UIKit.swift|TrellisUIKit", "Sources/AppKit/AppKit.swift|TrellisUIKit",
            "Sources/TrellisUIKit/Exports.swift|Foundation",
        ]
        for file in try Self.sourceFiles() {
            let text = try String(contentsOfFile: Repository.path(file), encoding: .utf8)
            for match in text.matches(of: /@_exported\s+import\s+(\w+)/) {
                #expect(allowed.contains("\(file)|\(match.1)"), "\(file) re-exports \(match.1)")
            }
        }
    }
}
